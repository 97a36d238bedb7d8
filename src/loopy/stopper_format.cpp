// CGSuite's text for a stopper in simplest form (CanonicalStopper and SimplifiedLoopyGame's
// output rules, restated): a loopfree vertex is written as its short game; on, off and
// x + over / x + under by name; a switch ±G; otherwise {L|R}, where an edge back to the vertex
// is `pass` and a vertex met again while it is being written is named (a, b, ..., z, N1, ...)
// and written `name{L|R}` where it began. Options are ordered as CGSuite orders them: short
// games first, in its display order; the other options (CGSuite orders them by a hash code)
// by a hash of their shape, so that equal values print alike.

#include <algorithm>
#include <map>
#include <unordered_map>
#include <optional>
#include <string>

#include "cgt/game_text.hpp"
#include "cgt/stopper.hpp"
#include "loopy/graph_ops.hpp"
#include "loopy/survival.hpp"

namespace cgt {

namespace {

// A side with one option writes it without braces unless it has this many slashes.
constexpr int kMaxSlashes = 4;

struct Text {
  std::string text;
  int level = 0;  // slashes of a bare {L|R}; 0 for anything written whole
};

// The slashes of a short game's text written bare: the longest run of '|' inside its outer
// braces (0 when it is not written in braces).
int bare_level(const std::string& text) {
  if (text.size() < 2 || text.front() != '{' || text.back() != '}') {
    return 0;
  }
  int depth = 0;
  int longest = 0;
  int run = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '{') {
      ++depth;
    } else if (c == '}') {
      --depth;
      if (depth == 0 && i + 1 != text.size()) {
        return 0;  // the braces close before the end: not one braced game
      }
    }
    run = (c == '|' && depth == 1) ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  return longest;
}

class StopperPrinter {
 public:
  explicit StopperPrinter(const Stopper& s)
      : graph_(s.graph()), short_(s.short_games()), short_text_(graph_.size()) {
    for (std::uint32_t v = 0; v < graph_.size(); ++v) {
      if (short_[v]) {
        short_text_[v] = to_string(*short_[v]);
      }
    }
    shape_hashes();
  }

  std::string text() { return write(0, true, false).text; }

 private:
  // A loopfree vertex starts from its text, the others alike (CGSuite orders loopy options by
  // a hash code; this one depends only on the graph's shape, so equal values print alike).
  void shape_hashes() {
    std::vector<std::uint64_t> initial(graph_.size());
    for (std::uint32_t v = 0; v < graph_.size(); ++v) {
      initial[v] = short_[v] ? std::hash<std::string>()(short_text_[v]) : 0x5bd1e995ULL;
    }
    hash_ = loopy::refine_hashes(graph_, std::move(initial));
  }

  // The options of `player` at v in CGSuite's order.
  std::vector<std::uint32_t> sorted_options(std::uint32_t v, int player) const {
    std::vector<Game> shorts;
    std::unordered_map<Game, std::uint32_t> vertex_of;
    std::vector<std::uint32_t> loopy;
    for (std::uint32_t w : graph_.edges[player][v]) {
      if (short_[w]) {
        shorts.push_back(*short_[w]);
        vertex_of.emplace(*short_[w], w);
      } else {
        loopy.push_back(w);
      }
    }
    std::vector<std::uint32_t> order;
    for (Game g : sorted_for_display(std::move(shorts))) {
      order.push_back(vertex_of.at(g));
    }
    std::stable_sort(loopy.begin(), loopy.end(), [this](std::uint32_t a, std::uint32_t b) { return hash_[a] < hash_[b]; });
    order.insert(order.end(), loopy.begin(), loopy.end());
    return order;
  }

  bool only(const std::vector<std::uint32_t>& list, std::uint32_t v) const { return list.size() == 1 && list[0] == v; }

  // x for a vertex that is the short game x, a number.
  std::optional<Dyadic> number_at(std::uint32_t v) const {
    if (!short_[v]) {
      return std::nullopt;
    }
    return number_value(*short_[v]);
  }

  // on, off, x + over, x + under.
  std::optional<std::string> pseudonumber(std::uint32_t v, bool force_parens) const {
    const auto& left = graph_.edges[0][v];
    const auto& right = graph_.edges[1][v];
    if (only(left, v) && right.empty()) {
      return "on";
    }
    if (left.empty() && only(right, v)) {
      return "off";
    }
    std::optional<Dyadic> x;
    std::string suffix;
    if (only(right, v) && left.size() == 1) {
      x = number_at(left[0]);
      suffix = "over";
    } else if (only(left, v) && right.size() == 1) {
      x = number_at(right[0]);
      suffix = "under";
    }
    if (!x) {
      return std::nullopt;
    }
    if (x->is_zero()) {
      return suffix;
    }
    // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) on "(" + string.
    std::string text = force_parens ? "(" : "";
    text.append(x->to_string()).append(suffix);
    if (force_parens) {
      text.push_back(')');
    }
    return text;
  }

  bool is_switch(std::uint32_t v) {
    // G = -G needs as many Left options as Right ones (simplest forms are unique).
    if (graph_.edges[0][v].size() != graph_.edges[1][v].size()) {
      return false;
    }
    if (!switch_tables_) {
      LoopyGraph negated;
      negated.edges[0] = graph_.edges[1];
      negated.edges[1] = graph_.edges[0];
      switch_tables_.emplace(loopy::SurvivalTable(graph_, negated), loopy::SurvivalTable(negated, graph_));
    }
    return switch_tables_->first.leq(v, v) && switch_tables_->second.leq(v, v);
  }

  Text short_text(std::uint32_t v, bool force_brackets) const {
    const std::string& text = short_text_[v];
    const int level = bare_level(text);
    if (force_brackets || level == 0 || level >= kMaxSlashes) {
      return {text, 0};
    }
    return {text.substr(1, text.size() - 2), level};
  }

  Text write(std::uint32_t v, bool force_brackets, bool force_parens) {
    if (short_[v]) {
      return short_text(v, force_brackets);
    }
    if (auto name = pseudonumber(v, force_parens)) {
      return {*name, 0};
    }
    if (auto it = on_stack_.find(v); it != on_stack_.end()) {
      if (!it->second) {
        it->second = next_name();
      }
      return {*it->second, 0};
    }
    const std::vector<std::uint32_t> left = sorted_options(v, 0);
    const std::vector<std::uint32_t> right = sorted_options(v, 1);
    if (is_switch(v)) {
      std::string text = "+-";
      if (left.size() > 1) {
        text += '{';
      }
      for (std::size_t i = 0; i < left.size(); ++i) {
        if (i > 0) {
          text += ',';
        }
        text += write(left[i], true, left.size() == 1).text;
      }
      if (left.size() > 1) {
        text += '}';
      }
      return {text, 0};
    }
    on_stack_.emplace(v, std::nullopt);
    int deepest = 0;
    const auto side_text = [&](const std::vector<std::uint32_t>& options) {
      std::string text;
      for (std::size_t i = 0; i < options.size(); ++i) {
        if (i > 0) {
          text += ',';
        }
        if (options[i] == v) {
          text += "pass";
          continue;
        }
        Text option = write(options[i], options.size() > 1, false);
        deepest = std::max(deepest, option.level);
        text += option.text;
      }
      return text;
    };
    const std::string left_text = side_text(left);
    const std::string right_text = side_text(right);
    const std::optional<std::string> name = on_stack_.at(v);
    on_stack_.erase(v);
    const int slashes = deepest + 1;
    const bool braces = force_brackets || name || left.empty() || right.empty() || slashes == kMaxSlashes;
    std::string text = name.value_or("");
    if (braces) {
      text += '{';
    }
    text += left_text;
    text.append(static_cast<std::size_t>(slashes), '|');
    text += right_text;
    if (braces) {
      text += '}';
    }
    return {text, braces ? 0 : slashes};
  }

  std::string next_name() {
    const int n = named_++;
    if (n < 26) {
      return std::string(1, static_cast<char>('a' + n));
    }
    std::string name = "N";
    name.append(std::to_string(n - 25));
    return name;
  }

  const LoopyGraph& graph_;
  const std::vector<std::optional<Game>>& short_;
  std::vector<std::string> short_text_;
  std::vector<std::uint64_t> hash_;
  std::map<std::uint32_t, std::optional<std::string>> on_stack_;
  std::optional<std::pair<loopy::SurvivalTable, loopy::SurvivalTable>> switch_tables_;
  int named_ = 0;
};

}  // namespace

std::string to_string(const Stopper& g) {
  return StopperPrinter(g).text();
}

}  // namespace cgt
