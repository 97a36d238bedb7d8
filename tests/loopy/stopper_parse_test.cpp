// The stopper reader (parse_stopper, one loop on an explicit stack) against the recursive descent
// it replaced, kept here as the reference: on thousands of seeded random texts, good and bad,
// both read the same stopper or both refuse the text at the same column with the same message.
// And nesting: kMaxTextNesting levels read on a small machine stack, one more refused.

#include <gtest/gtest.h>

#include <cctype>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/stopper.hpp"
#include "core/parse_stack.hpp"
#include "support/random_stopper_text.hpp"
#include "support/read_outcome.hpp"
#include "support/sample_size.hpp"
#include "support/small_stack.hpp"

namespace cgt {
namespace stopper_reference {

// The recursive reader: element() → body() → side() → element(), and a reader of its own for
// each argument of Tiny and Miny and each piece of a loopy '+-'.
bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

constexpr std::size_t kMaxNesting = kMaxTextNesting + 1;  // the whole text counts one here

class RecursiveStopperReader {
 public:
  // The brackets are matched once, in one pass, so finding a group's end and skipping over
  // a group cost nothing per level: the parse is linear in the text.
  explicit RecursiveStopperReader(std::string_view text, std::size_t depth = 0)
      : text_(text), own_match_(text.size()), match_(own_match_), depth_(depth) {
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < text_.size(); ++i) {
      const char c = text_[i];
      if (c == '{' || c == '(' || c == '[') {
        open.push_back(i);
      } else if (c == '}' || c == ')' || c == ']') {
        if (open.empty()) {
          fail(i, "unmatched '" + std::string(1, c) + "'");
        }
        own_match_[open.back()] = i;
        open.pop_back();
      }
    }
    if (!open.empty()) {
      fail(text_.size(), "unclosed bracket");
    }
  }

  // A parser of a part of the same text, with names of its own (the brackets already matched).
  RecursiveStopperReader(const RecursiveStopperReader& whole, std::size_t depth) : text_(whole.text_), match_(whole.match_), depth_(depth) {}

  Stopper parse() { return parse_range(0, text_.size()); }

  // The game written in [begin, end) of the text (its columns stay the text's).
  Stopper parse_range(std::size_t begin, std::size_t end) {
    const std::uint32_t root = element(begin, end, kNoSelf);
    return simplest_form(graph_, root);
  }

 private:
  static constexpr std::uint32_t kNoSelf = UINT32_MAX;

  [[noreturn]] void fail(std::size_t at, const std::string& message) const {
    throw ParseError("stopper", at + 1, message);
  }

  // [begin, end) without the spaces around it.
  void trim(std::size_t& begin, std::size_t& end) const {
    while (begin < end && std::isspace(static_cast<unsigned char>(text_[begin]))) {
      ++begin;
    }
    while (end > begin && std::isspace(static_cast<unsigned char>(text_[end - 1]))) {
      --end;
    }
  }

  // The position of the bracket closing the one at `open` if it is before `end`, or npos.
  std::size_t closing(std::size_t open, std::size_t end) const {
    return match_[open] < end ? match_[open] : std::string_view::npos;
  }

  // Calls visit(i) for each character at bracket depth 0 of [begin, end), skipping groups.
  template <typename Visit>
  void top_level(std::size_t begin, std::size_t end, Visit visit) const {
    for (std::size_t i = begin; i < end; ++i) {
      const char c = text_[i];
      if (c == '{' || c == '(' || c == '[') {
        if (match_[i] >= end) {
          fail(i, "unclosed bracket");
        }
        i = match_[i];
      } else if (c == '}' || c == ')' || c == ']') {
        fail(i, "unmatched '" + std::string(1, c) + "'");
      } else {
        visit(i);
      }
    }
  }

  std::uint32_t pass_vertex(int player) {
    const std::uint32_t v = graph_.add_vertex();
    graph_.edges[player][v].push_back(v);
    return v;
  }

  // One game: a braced or named position, a bare {…|…} body, a name, a pseudonumber, or a
  // short game. `self` is the position whose side this is (for `pass`).
  std::uint32_t element(std::size_t begin, std::size_t end, std::uint32_t self) {
    if (++depth_ > kMaxNesting) {
      fail(begin, nesting_too_deep_message());
    }
    const std::uint32_t v = element_at_depth(begin, end, self);
    --depth_;
    return v;
  }

  std::uint32_t element_at_depth(std::size_t begin, std::size_t end, std::uint32_t self) {
    trim(begin, end);
    if (begin == end) {
      fail(begin, "a game is missing");
    }
    const std::string_view word = text_.substr(begin, end - begin);
    if (word == "pass") {
      if (self == kNoSelf) {
        fail(begin, "pass stands only among the options of a position");
      }
      return self;
    }
    if (word == "on") {
      return pass_vertex(0);
    }
    if (word == "off") {
      return pass_vertex(1);
    }
    if (word.starts_with("+-")) {
      try {
        return graph_.add_short_game(parse_game(word));
      } catch (const ParseError&) {
        return loopy_switch(begin + 2, end);
      }
    }
    for (const auto& [suffix, player] : {std::pair<std::string_view, int>{"over", 1}, {"under", 0}}) {
      if (word.size() >= suffix.size() && word.substr(word.size() - suffix.size()) == suffix) {
        const std::string_view number = word.substr(0, word.size() - suffix.size());
        if (number.find_first_of("{}|,") != std::string_view::npos) {
          continue;
        }
        const Game x = number.empty() ? Game() : parse_game(number);
        if (!is_number(x)) {
          fail(begin, std::string(number) + std::string(suffix) + ": " + std::string(suffix) +
                          " follows a number");
        }
        const std::uint32_t v = pass_vertex(player);
        const std::uint32_t xv = graph_.add_short_game(x);
        graph_.edges[1 - player][v].push_back(xv);
        return v;
      }
    }
    if (auto v = upon_or_tiny(begin, end)) {
      return *v;
    }
    // name{…}
    std::size_t name_end = begin;
    while (name_end < end && is_name_char(text_[name_end])) {
      ++name_end;
    }
    if (name_end < end && text_[name_end] == '{' && name_end > begin &&
        std::isalpha(static_cast<unsigned char>(text_[begin])) && closing(name_end, end) == end - 1) {
      const std::string name(text_.substr(begin, name_end - begin));
      if (names_.count(name)) {
        fail(begin, "the name " + name + " is given twice");
      }
      const std::uint32_t v = graph_.add_vertex();
      names_.emplace(name, v);
      body(name_end + 1, end - 1, v);
      return v;
    }
    if (name_end == end) {
      if (auto it = names_.find(std::string(word)); it != names_.end()) {
        return it->second;
      }
    }
    if (text_[begin] == '{' && closing(begin, end) == end - 1) {
      const std::uint32_t v = graph_.add_vertex();
      body(begin + 1, end - 1, v);
      return v;
    }
    bool bare = false;
    top_level(begin, end, [&](std::size_t i) { bare = bare || text_[i] == '|'; });
    if (bare) {
      const std::uint32_t v = graph_.add_vertex();
      body(begin, end, v);
      return v;
    }
    // A short game: its own parser, with its columns shifted to this text's.
    try {
      return graph_.add_short_game(parse_game(word));
    } catch (const ParseError& e) {
      if (mentions_loopy_word(word)) {
        fail(begin, "a loopy value cannot be added to or negated in an expression (" + std::string(word) + ")");
      }
      // Its message without its own "game: at column N: ".
      std::string message = e.what();
      if (const auto cut = message.find(": ", message.find("column")); e.column() != 0 && cut != std::string::npos) {
        message.erase(0, cut + 2);
      }
      throw ParseError("stopper", begin + (e.column() == 0 ? 0 : e.column() - 1), message);
    }
  }

  // +-X, the switch {X | -X} with loopy options, as CGSuite and cgt print it: X is "{a,b,…}"
  // for several Left options (braces without a '|'), "(G)" or G for one. Each option is read
  // as a stopper of its own (its names and its pass are its own), so that its negative is
  // known.
  std::uint32_t loopy_switch(std::size_t begin, std::size_t end) {
    trim(begin, end);
    if (begin == end) {
      fail(begin, "+- needs a game after it");
    }
    std::vector<std::pair<std::size_t, std::size_t>> pieces;
    const char open = text_[begin];
    bool bar = false;
    std::vector<std::size_t> commas;
    const bool grouped = (open == '{' || open == '(') && closing(begin, end) == end - 1;
    if (grouped) {
      top_level(begin + 1, end - 1, [&](std::size_t i) {
        bar = bar || text_[i] == '|';
        if (text_[i] == ',') commas.push_back(i);
      });
    }
    if (grouped && open == '{' && !bar) {
      std::size_t from = begin + 1;
      commas.push_back(end - 1);
      for (std::size_t comma : commas) {
        pieces.emplace_back(from, comma);
        from = comma + 1;
      }
    } else if (grouped && open == '(') {
      pieces.emplace_back(begin + 1, end - 1);
    } else {
      pieces.emplace_back(begin, end);
    }
    std::vector<std::uint32_t> left;
    std::vector<std::uint32_t> right;
    for (const auto& [from, to] : pieces) {
      const Stopper option = RecursiveStopperReader(*this, depth_).parse_range(from, to);
      left.push_back(graph_.add_stopper(option));
      right.push_back(graph_.add_stopper(option.negative()));
    }
    const std::uint32_t v = graph_.add_vertex();
    for (std::uint32_t w : left) graph_.add_edge(0, v, w);
    for (std::uint32_t w : right) graph_.add_edge(1, v, w);
    return v;
  }

  // Whether a piece uses one of the words of loopy games (it cannot be a short game then).
  static bool mentions_loopy_word(std::string_view piece) {
    for (std::size_t i = 0; i < piece.size();) {
      if (!std::isalpha(static_cast<unsigned char>(piece[i]))) {
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < piece.size() && is_name_char(piece[end])) {
        ++end;
      }
      const std::string_view word = piece.substr(i, end - i);
      if (word == "pass" || word == "on" || word == "off" || word == "over" || word == "under") {
        return true;
      }
      i = end;
    }
    return false;
  }

  // Text without braces, bars or commas: part of one written form, not a position's body.
  static bool plain(std::string_view piece) { return piece.find_first_of("{}|,") == std::string_view::npos; }

  // A number written before a form (empty: 0).
  Game number_prefix(std::size_t begin, std::size_t end, std::string_view form) const {
    const std::string_view number = text_.substr(begin, end - begin);
    if (number.empty()) {
      return Game();
    }
    Game x;
    try {
      x = parse_game(number);
    } catch (const ParseError&) {
      fail(begin, std::string(form) + " follows a number, not " + std::string(number));
    }
    if (!is_number(x)) {
      fail(begin, std::string(form) + " follows a number, not " + std::string(number));
    }
    return x;
  }

  // A stopper built elsewhere, copied into the graph.
  std::uint32_t embed(const Stopper& s) { return graph_.add_stopper(s); }

  // CGSuite's written forms of some stoppers, read back: x^[on]*n, xv[on]*n (upon), x^<on>*n,
  // xv<on>*n (uponth), xTiny(y), xMiny(y).
  std::optional<std::uint32_t> upon_or_tiny(std::size_t begin, std::size_t end) {
    const std::string_view word = text_.substr(begin, end - begin);
    for (std::string_view tiny : {"Tiny(", "Miny("}) {
      const std::size_t at = word.find(tiny);
      if (at == std::string_view::npos || word.back() != ')' || !plain(word.substr(0, at)) ||
          closing(begin + at + tiny.size() - 1, end) != end - 1) {
        continue;
      }
      const Game x = number_prefix(begin, begin + at, tiny.substr(0, 4));
      const Stopper y = RecursiveStopperReader(text_, depth_).parse_range(begin + at + tiny.size(), end - 1);
      // Tiny: {x || x | x - y}; Miny: {x + y | x || x}.
      const bool is_tiny = tiny[0] == 'T';
      const std::uint32_t xv = graph_.add_short_game(x);
      const std::uint32_t far = embed(is_tiny ? y.negative() + x : y + x);
      const std::uint32_t inner = graph_.add_vertex();
      graph_.edges[is_tiny ? 0 : 1][inner].push_back(xv);
      graph_.edges[is_tiny ? 1 : 0][inner].push_back(far);
      const std::uint32_t v = graph_.add_vertex();
      graph_.edges[is_tiny ? 0 : 1][v].push_back(xv);
      graph_.edges[is_tiny ? 1 : 0][v].push_back(inner);
      return v;
    }
    for (std::string_view form : {"^[on]", "v[on]", "^<on>", "v<on>"}) {
      const std::size_t at = word.find(form);
      if (at == std::string_view::npos || !plain(word.substr(0, at)) || !plain(word.substr(at))) {
        continue;
      }
      const Game x = number_prefix(begin, begin + at, form);
      std::string_view rest = word.substr(at + form.size());
      std::uint64_t k = 0;
      if (!rest.empty()) {
        if (rest[0] != '*') {
          fail(begin + at + form.size(), "after " + std::string(form) + ": a nimber *n or nothing");
        }
        rest.remove_prefix(1);
        k = 1;
        if (!rest.empty()) {
          k = 0;
          for (char c : rest) {
            if (!std::isdigit(static_cast<unsigned char>(c)) || k > 1000000) {
              fail(begin + at + form.size(), "after " + std::string(form) + ": a nimber *n or nothing");
            }
            k = 10 * k + static_cast<std::uint64_t>(c - '0');
          }
        }
      }
      const bool down = form[0] == 'v';
      const Dyadic number = *number_value(down ? -x : x);  // the up form's number
      Stopper up = form[1] == '[' ? upon(number, k) : uponth(number, k);
      return embed(down ? up.negative() : up);
    }
    return std::nullopt;
  }

  static Game nimber_plus(const Dyadic& x, std::uint64_t n) {
    return nus_game(x, Integer(0), Integer(static_cast<std::int64_t>(n)));
  }

  // x^[on]*k: {x, pass | x} when k = 1, else {pass | x + *(k ^ 1)}.
  static Stopper upon(const Dyadic& x, std::uint64_t k) {
    LoopyGraph graph;
    const std::uint32_t v = graph.add_vertex();
    graph.edges[0][v].push_back(v);
    if (k == 1) {
      graph.add_edge(0, v, graph.add_short_game(number_game(x)));
      graph.add_edge(1, v, graph.add_short_game(number_game(x)));
    } else {
      graph.add_edge(1, v, graph.add_short_game(nimber_plus(x, k ^ 1)));
    }
    return simplest_form(graph, v);
  }

  // x^<on>*k: {x, x + *, …, x + *k | -((-x)^[on]*(k ^ 1))}.
  static Stopper uponth(const Dyadic& x, std::uint64_t k) {
    LoopyGraph graph;
    const std::uint32_t v = graph.add_vertex();
    for (std::uint64_t n = 0; n <= k; ++n) {
      graph.add_edge(0, v, graph.add_short_game(nimber_plus(x, n)));
    }
    const std::uint32_t r = graph.add_stopper(upon(-x, k ^ 1).negative());
    graph.edges[1][v].push_back(r);
    return simplest_form(graph, v);
  }

  // The body "L|R" of position v, with CGSuite's slashes.
  void body(std::size_t begin, std::size_t end, std::uint32_t v) {
    std::size_t longest = 0;
    std::size_t at = 0;
    std::size_t count = 0;
    std::size_t run = 0;
    std::size_t previous = begin;  // a run of slashes is unbroken only between neighbours
    top_level(begin, end, [&](std::size_t i) {
      run = text_[i] == '|' && (run == 0 || previous + 1 == i) ? run + 1 : (text_[i] == '|' ? 1 : 0);
      previous = i;
      if (run == 0) {
        return;
      }
      const bool continues = i + 1 < end && text_[i + 1] == '|';
      if (continues) {
        return;
      }
      if (run > longest) {
        longest = run;
        at = i + 1 - run;
        count = 1;
      } else if (run == longest) {
        ++count;
      }
    });
    if (longest == 0) {
      fail(begin, "a position needs a '|' between Left's and Right's options");
    }
    if (count > 1) {
      fail(at, "two separators " + std::string(longest, '|') + " at the same level: which one splits Left from Right?");
    }
    side(begin, at, v, 0);
    side(at + longest, end, v, 1);
  }

  // One side: a bare body (it holds '|') is one option; otherwise options separated by commas.
  void side(std::size_t begin, std::size_t end, std::uint32_t v, int player) {
    trim(begin, end);
    if (begin == end) {
      return;
    }
    bool bare = false;
    std::vector<std::size_t> commas;
    top_level(begin, end, [&](std::size_t i) {
      bare = bare || text_[i] == '|';
      if (text_[i] == ',') {
        commas.push_back(i);
      }
    });
    std::vector<std::uint32_t> options;
    if (bare) {
      options.push_back(element(begin, end, v));
    } else {
      std::size_t from = begin;
      commas.push_back(end);
      for (std::size_t comma : commas) {
        options.push_back(element(from, comma, v));
        from = comma + 1;
      }
    }
    for (std::uint32_t w : options) {
      graph_.edges[player][v].push_back(w);
    }
  }

  std::string_view text_;
  std::vector<std::size_t> own_match_;       // for each opening bracket, where it closes
  const std::vector<std::size_t>& match_;  // own_match_, or the whole text's for a part
  std::size_t depth_;
  LoopyGraph graph_;
  std::map<std::string, std::uint32_t> names_;
};

}  // namespace stopper_reference

namespace {

TEST(StopperReader, AgreesWithTheRecursiveReaderOnRandomTexts) {
  Context context;
  ContextScope scope(context);
  testing::StopperTextMaker maker(20261128);
  int read = 0;
  int refused = 0;
  for (int trial = 0; trial < testing::scaled(6000, 400); ++trial) {
    const std::string text = maker.make();
    const auto expected =
        testing::read_outcome([&] { return stopper_reference::RecursiveStopperReader(text).parse(); });
    const auto got = testing::read_outcome([&] { return parse_stopper(text); });
    if (expected.value) {
      ASSERT_TRUE(got.value.has_value()) << "refused text the reference reads: " << text << "\n" << got.message;
      ASSERT_TRUE(*got.value == *expected.value)
          << "text: " << text << "\nread: " << to_string(*got.value) << "\nreference: " << to_string(*expected.value);
      ++read;
    } else {
      ASSERT_FALSE(got.value.has_value()) << "read text the reference refuses (" << expected.message << "): " << text;
      ASSERT_EQ(got.column, expected.column) << "text: " << text << "\n" << got.message << "\n" << expected.message;
      ASSERT_EQ(got.message, expected.message) << "text: " << text;
      ++refused;
    }
  }
  // Both kinds are well represented, so neither branch is vacuous.
  EXPECT_GT(read, testing::scaled(2000, 100));
  EXPECT_GT(refused, testing::scaled(500, 30));
}

std::string nested_stopper(std::size_t levels, std::string_view open, std::string_view inner, std::string_view close) {
  std::string text;
  for (std::size_t i = 0; i < levels; ++i) text += open;
  text += inner;
  for (std::size_t i = 0; i < levels; ++i) text += close;
  return text;
}

TEST(StopperReader, NestingIsReadWithoutTheMachineStack) {
  Context context;
  ContextScope scope(context);
  // {{0|}|}… is the integer n: the whole text is one element, each brace one level more.
  const std::size_t levels = kMaxTextNesting;
  testing::run_on_small_stack([&] {
    EXPECT_EQ(to_string(parse_stopper(nested_stopper(levels, "{", "0", "|}"))), std::to_string(levels));
    // A loopy '+-' and Tiny read their piece in a scope of their own, on the same stack.
    (void)parse_stopper(nested_stopper(levels / 2, "+-(", "on", ")"));
    (void)parse_stopper(nested_stopper(levels / 2, "Tiny(", "1", ")"));
  });
  // ("on" inside: the whole text is no short game, which the short games' reader would take.)
  for (const auto& [open, close] : {std::pair{"{", "|}"}, std::pair{"+-(", ")"}, std::pair{"{pass|", "}"}}) {
    try {
      (void)parse_stopper(nested_stopper(kMaxTextNesting + 1, open, "on", close));
      FAIL() << kMaxTextNesting + 1 << " levels of " << open << " read";
    } catch (const ParseError& e) {
      EXPECT_NE(std::string(e.what()).find(nesting_too_deep_message()), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace cgt
