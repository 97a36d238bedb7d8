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
#include <tuple>

#include "cgt/error.hpp"
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
  explicit StopperPrinter(const Stopper& s, std::size_t depth = 0)
      : depth_(depth), graph_(s.graph()), short_(s.short_games()), short_text_(graph_.size()) {
    for (std::uint32_t v = 0; v < graph_.size(); ++v) {
      if (short_[v]) {
        short_text_[v] = to_string(*short_[v]);
      }
    }
    shape_hashes();
    // A plumtree's only cycles are passes: without its passes, no cycle is left.
    LoopyGraph no_passes = graph_;
    for (auto& side : no_passes.edges) {
      for (std::uint32_t v = 0; v < side.size(); ++v) {
        std::erase(side[v], v);
      }
    }
    plumtree_ = loopy::reaches_cycle(no_passes);
    plumtree_.flip();
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
      switch_tables_.emplace(std::piecewise_construct, std::forward_as_tuple(graph_, negated),
                             std::forward_as_tuple(negated, graph_));
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

  // The position v as a stopper of its own (a follower of a simplest form is one).
  Stopper follower(std::uint32_t v) const { return loopy::adopt_simplest(loopy::pack(graph_, {v})); }

  // CGSuite's x + Tiny(y) = {x || x | x - y} and x + Miny(y) = {x + y | x || x} for a
  // plumtree (no cycle but passes) whose inner option's other option is at most x + under
  // (x - y ≤ under): `Tiny(on)`, `Tiny(over)`, `Miny(on)`.
  std::optional<std::string> tiny(std::uint32_t v, bool force_parens) {
    const auto& left = graph_.edges[0][v];
    const auto& right = graph_.edges[1][v];
    if (left.size() != 1 || right.size() != 1 || !plumtree_[v]) {
      return std::nullopt;
    }
    for (int side = 0; side < 2; ++side) {
      // side 0: Tiny, the Left option is the number x; side 1: Miny, the Right option is.
      const std::uint32_t number = side == 0 ? left[0] : right[0];
      const std::uint32_t inner = side == 0 ? right[0] : left[0];
      const std::optional<Dyadic> x = number_at(number);
      if (!x) {
        continue;
      }
      const auto& same = graph_.edges[side][inner];       // must be {x}
      const auto& other = graph_.edges[1 - side][inner];  // one option
      if (same.size() != 1 || same[0] != number || other.size() != 1) {
        continue;
      }
      const Stopper far = follower(other[0]);
      const Game xg = number_game(*x);
      // Tiny: far - x ≤ under, i.e. far ≤ x + under; Miny: x - far ≤ under, i.e. x + over ≤ far.
      const Stopper bound = side == 0 ? pseudo(xg, 0) : pseudo(xg, 1);
      if (side == 0 ? !leq(far, bound) : !leq(bound, far)) {
        continue;
      }
      const Stopper y = side == 0 ? far.negative() + xg : far + (-xg);
      std::string text = force_parens ? "(" : "";
      if (!x->is_zero()) {
        text.append(x->to_string());
      }
      text.append(side == 0 ? "Tiny(" : "Miny(").append(StopperPrinter(y, depth_).text()).append(")");
      if (force_parens) {
        text.push_back(')');
      }
      return text;
    }
    return std::nullopt;
  }

  // x + under (player 0 passes) or x + over (player 1 passes).
  static Stopper pseudo(Game x, int passer) {
    LoopyGraph graph;
    const std::uint32_t v = graph.add_vertex();
    graph.edges[passer][v].push_back(v);
    const std::uint32_t xv = graph.add_short_game(x);
    graph.edges[1 - passer][v].push_back(xv);
    return simplest_form(graph, v);
  }

  struct Upon {
    bool uponth = false;
    Dyadic number;
    std::uint64_t nimber = 0;
    bool negated = false;
  };

  // CGSuite's upon forms: x + upon + *n = {x, pass | x + *} style games written `x^[on]*n`,
  // and the uponth forms `x^<on>*n`; their negatives with `v`.
  static std::optional<Upon> upon_form(const Stopper& g, bool check_uponth) {
    const LoopyGraph& graph = g.graph();
    const auto& shorts = g.short_games();
    const auto& left = graph.edges[0][0];
    const auto& right = graph.edges[1][0];
    if (right.size() == 1 && left.size() <= 2 && shorts[right[0]]) {
      if (auto parts = nus_parts(*shorts[right[0]]); parts && parts->ups.is_zero() && parts->nimber.fits_uint64()) {
        const std::uint64_t m = parts->nimber.to_uint64();
        const bool loops = std::find(left.begin(), left.end(), 0u) != left.end();
        bool matches = false;
        if (m == 0 && left.size() == 2 && loops) {
          const std::uint32_t other = left[0] == 0 ? left[1] : left[0];
          matches = shorts[other] && *shorts[other] == number_game(parts->number);
        } else if (m != 0 && left.size() == 1 && loops) {
          matches = true;
        }
        if (matches) {
          return Upon{false, parts->number, m ^ 1, false};
        }
      }
    }
    if (check_uponth && right.size() == 1) {
      const Stopper option = loopy::adopt_simplest(loopy::pack(graph, {right[0]})).negative();
      if (auto inner = upon_form(option, false); inner && !inner->uponth && !inner->negated) {
        // Left's options must be -x + *n for n = 0 .. (m ^ 1).
        const std::uint64_t top = inner->nimber ^ 1;
        if (left.size() == top + 1) {
          bool all = true;
          for (std::uint64_t n = 0; n <= top && all; ++n) {
            const Game want = nus_game(-inner->number, Integer(0), Integer(static_cast<std::int64_t>(n)));
            all = std::any_of(left.begin(), left.end(), [&](std::uint32_t w) { return shorts[w] && *shorts[w] == want; });
          }
          if (all) {
            return Upon{true, -inner->number, top, false};
          }
        }
      }
    }
    return std::nullopt;
  }

  std::optional<std::string> upon(std::uint32_t v) {
    const Stopper g = follower(v);
    std::optional<Upon> form = upon_form(g, true);
    if (!form) {
      form = upon_form(g.negative(), true);
      if (form) {
        form->number = -form->number;
        form->negated = true;
      }
    }
    if (!form) {
      return std::nullopt;
    }
    std::string text = form->number.is_zero() ? "" : form->number.to_string();
    text.append(form->negated ? "v" : "^").append(form->uponth ? "<on>" : "[on]");
    if (form->nimber >= 1) {
      text.push_back('*');
      if (form->nimber >= 2) {
        text.append(std::to_string(form->nimber));
      }
    }
    return text;
  }

  // The writing recurses once per level of the text it writes; a stopper written deeper is
  // refused before the stack could run out. (Text read may nest more, kMaxTextNesting levels,
  // but slashes print several levels at one: {1|on,{1|on,…}} 4100 deep prints about 1000.)
  static constexpr std::size_t kMaxDepth = 1000;

  Text write(std::uint32_t v, bool force_brackets, bool force_parens) {
    if (++depth_ > kMaxDepth) {
      throw LimitError("stopper too deep to print: more than " + std::to_string(kMaxDepth) + " nested positions");
    }
    Text text = write_at_depth(v, force_brackets, force_parens);
    --depth_;
    return text;
  }

  Text write_at_depth(std::uint32_t v, bool force_brackets, bool force_parens) {
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
    if (auto text = tiny(v, force_parens)) {
      return {*text, 0};
    }
    if (auto text = upon(v)) {
      return {*text, 0};
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

  std::size_t depth_;
  const LoopyGraph& graph_;
  const std::vector<std::optional<Game>>& short_;
  std::vector<std::string> short_text_;
  std::vector<std::uint64_t> hash_;
  std::vector<bool> plumtree_;
  std::map<std::uint32_t, std::optional<std::string>> on_stack_;
  std::optional<std::pair<loopy::SurvivalTable, loopy::SurvivalTable>> switch_tables_;
  int named_ = 0;
};

}  // namespace

std::string to_string(const Stopper& g) {
  return StopperPrinter(g).text();
}

}  // namespace cgt
