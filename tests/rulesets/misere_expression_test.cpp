// The reader of `cgt misere` (evaluate_misere_expression) against a recursive reference written
// here from the grammar alone, on thousands of seeded random texts, good and bad: both agree
// on the game, or both refuse the text at the same column. And nesting: kMaxTextNesting levels
// read on a small machine stack, one more refused with the level named.

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/misere_games.hpp"
#include "core/parse_stack.hpp"
#include "support/sample_size.hpp"
#include "support/small_stack.hpp"

namespace cgt {
namespace {

// The reference: recursive descent on the grammar in src/rulesets/misere_expression.cpp (nim
// heaps, 0, braces, parentheses, *[...] lists whose one element is itself, nested lists as
// option sets, sums). Octal and Cram atoms are left to the golden cases. Texts here are ASCII,
// so a column is a byte offset + 1. A failure is the column where the reference stops.
class MisereReference {
 public:
  explicit MisereReference(std::string_view text) : text_(text) {}

  // The game, or the column of the first error.
  std::optional<MisereGame> run(std::size_t& error_column) {
    try {
      spaces();
      if (i_ == text_.size()) throw Fail{i_};
      MisereGame g = expression();
      spaces();
      if (i_ != text_.size()) throw Fail{i_};
      return g;
    } catch (const Fail& f) {
      error_column = f.at + 1;
      return std::nullopt;
    }
  }

 private:
  struct Fail {
    std::size_t at;
  };
  void spaces() {
    while (i_ < text_.size() && text_[i_] == ' ') ++i_;
  }
  bool eat(char c) {
    spaces();
    if (i_ < text_.size() && text_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool digit() const { return i_ < text_.size() && text_[i_] >= '0' && text_[i_] <= '9'; }
  std::uint64_t number() {
    const std::size_t at = i_;
    std::uint64_t n = 0;
    while (digit()) n = n * 10 + static_cast<std::uint64_t>(text_[i_++] - '0');
    if (i_ == at) throw Fail{at};
    return n;
  }
  MisereGame expression() {
    MisereGame sum = atom();
    while (eat('+')) sum = sum + atom();
    return sum;
  }
  MisereGame atom() {
    spaces();
    const std::size_t at = i_;
    if (eat('*')) {
      if (i_ < text_.size() && text_[i_] == '[') return list(false);
      return digit() ? MisereGame::nimber(number()) : MisereGame::nimber(1);
    }
    if (digit()) {
      if (number() != 0) throw Fail{at};
      return MisereGame();
    }
    if (eat('{')) {
      std::vector<MisereGame> options;
      if (!eat('}')) {
        do options.push_back(expression());
        while (eat(','));
        if (!eat('}')) throw Fail{i_};
      }
      return MisereGame::from_options(std::move(options));
    }
    if (eat('(')) {
      MisereGame g = expression();
      if (!eat(')')) throw Fail{i_};
      return g;
    }
    throw Fail{i_};
  }
  MisereGame list(bool nested) {
    ++i_;  // '['
    std::vector<MisereGame> elements;
    if (!eat(']')) {
      do elements.push_back(element());
      while (eat(','));
      if (!eat(']')) throw Fail{i_};
    }
    if (!nested && elements.size() == 1) return elements.front();
    return MisereGame::from_options(std::move(elements));
  }
  MisereGame element() {
    spaces();
    MisereGame g;
    if (i_ < text_.size() && text_[i_] == '[') {
      g = list(true);
    } else if (digit()) {
      g = MisereGame::nimber(number());
    } else {
      return expression();
    }
    while (eat('+')) g = g + atom();
    return g;
  }

  std::string_view text_;
  std::size_t i_ = 0;
};

// A random text from the grammar, with a few spaces, and sometimes one character spoiled.
class MisereTextMaker {
 public:
  explicit MisereTextMaker(std::uint64_t seed) : rng_(seed) {}

  std::string make() {
    std::string text = expression(0);
    if (pick(4) == 0 && !text.empty()) {
      static constexpr std::string_view kNoise = "{}[](),+*07 x";
      text[pick(static_cast<unsigned>(text.size()))] = kNoise[pick(static_cast<unsigned>(kNoise.size()))];
    }
    return text;
  }

 private:
  unsigned pick(unsigned n) { return std::uniform_int_distribution<unsigned>(0, n - 1)(rng_); }
  std::string space() { return pick(5) == 0 ? " " : ""; }
  std::string expression(int depth) {
    std::string s = atom(depth);
    for (unsigned k = pick(3); k > 0 && pick(2) == 0; --k) s += space() + "+" + space() + atom(depth);
    return s;
  }
  std::string items(int depth, bool element) {
    std::string s;
    const unsigned n = pick(depth > 3 ? 2 : 4);
    for (unsigned k = 0; k < n; ++k) {
      if (k > 0) s += "," + space();
      s += element ? this->element(depth + 1) : expression(depth + 1);
    }
    return s;
  }
  std::string element(int depth) {
    switch (pick(3)) {
      case 0:
        return std::to_string(pick(5));
      case 1:
        if (depth < 5) return "[" + items(depth, true) + "]";
        [[fallthrough]];
      default:
        return expression(depth);
    }
  }
  std::string atom(int depth) {
    const unsigned k = depth >= 5 ? pick(3) : pick(7);
    switch (k) {
      case 0:
        return "*" + std::to_string(pick(6));
      case 1:
        return pick(2) == 0 ? "*" : "0";
      case 2:
        return pick(8) == 0 ? std::to_string(1 + pick(3)) : "*2";  // a lone number other than 0: an error
      case 3:
      case 4:
        return "{" + space() + items(depth, false) + space() + "}";
      case 5:
        return "(" + expression(depth + 1) + ")";
      default:
        return "*[" + items(depth, true) + "]";
    }
  }

  std::mt19937_64 rng_;
};

TEST(MisereExpression, AgreesWithARecursiveReferenceOnRandomTexts) {
  Context context;
  ContextScope scope(context);
  MisereTextMaker maker(20261128);
  int read = 0;
  int refused = 0;
  for (int trial = 0; trial < testing::scaled(6000, 400); ++trial) {
    const std::string text = maker.make();
    std::size_t reference_column = 0;
    const std::optional<MisereGame> expected = MisereReference(text).run(reference_column);
    try {
      const MisereGame got = evaluate_misere_expression(text);
      ASSERT_TRUE(expected.has_value()) << "read text the reference refuses at column " << reference_column << ": "
                                        << text;
      ASSERT_EQ(got.id(), expected->id()) << "text: " << text;
      ++read;
    } catch (const ParseError& e) {
      ASSERT_FALSE(expected.has_value()) << "refused text the reference reads: " << text << "\n" << e.what();
      ASSERT_EQ(e.column(), reference_column) << "text: " << text << "\n" << e.what();
      ++refused;
    }
  }
  // Both kinds are well represented, so neither branch is vacuous.
  EXPECT_GT(read, testing::scaled(2000, 100));
  EXPECT_GT(refused, testing::scaled(500, 30));
}

TEST(MisereExpression, NestingIsReadWithoutTheMachineStack) {
  Context context;
  ContextScope scope(context);
  const auto nested = [](std::size_t levels, std::string_view open, std::string_view close) {
    std::string text;
    for (std::size_t i = 0; i < levels; ++i) text += open;
    text += "*";
    for (std::size_t i = 0; i < levels; ++i) text += close;
    return text;
  };
  testing::run_on_small_stack([&] {
    EXPECT_EQ(evaluate_misere_expression(nested(kMaxTextNesting, "(", ")")).id(), MisereGame::nimber(1).id());
    EXPECT_EQ(evaluate_misere_expression(nested(kMaxTextNesting, "*[", "]")).id(), MisereGame::nimber(1).id());
    (void)evaluate_misere_expression(nested(kMaxTextNesting, "{", "}"));
  });
  for (auto [open, close] : {std::pair{"(", ")"}, std::pair{"{", "}"}, std::pair{"*[", "]"}}) {
    try {
      (void)evaluate_misere_expression(nested(kMaxTextNesting + 1, open, close));
      FAIL() << kMaxTextNesting + 1 << " levels of " << open << " read";
    } catch (const ParseError& e) {
      EXPECT_NE(std::string(e.what()).find(nesting_too_deep_message()), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace cgt
