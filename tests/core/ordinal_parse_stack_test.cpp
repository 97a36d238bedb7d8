// Ordinal text nested as deep as the parser allows is read on a 256 KiB stack, and one level
// more is refused with a ParseError. The deepest ordinal is the tower ω^ω^…^ω of
// Ordinal::kMaxHeight ω's; comparing, adding, hashing and destroying it recurse once per level
// of exponent, so it must compute, print and read back on the small stack too, and a tower one
// higher is refused (LimitError, at the column of its '^').

#include <gtest/gtest.h>

#include <string>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "core/parse_stack.hpp"
#include "support/small_stack.hpp"
#include "support/text_builders.hpp"

namespace cgt {
namespace {

using testing::run_on_small_stack;

constexpr int kHighest = static_cast<int>(Ordinal::kMaxHeight);

using testing::repeat;

// ω^ω^…^ω with `height` ω's, as typed (right-associative) and as printed.
std::string tower_text(int height) {
  return repeat("w^", height - 1) + "w";
}
std::string printed_tower(int height) {
  std::string text = "w";
  for (int k = 2; k <= height; ++k) {
    text = k == 2 ? "w^w" : "w^(" + text + ")";
  }
  return text;
}

// The column of the error whose message contains `message`, on a small stack; 0 if the text
// parses.
std::size_t error_column(const std::string& text, bool calculator = false,
                         const std::string& message = nesting_too_deep_message()) {
  return testing::parse_error_column(
      [&] {
        if (calculator) {
          (void)evaluate_ordinal_expression(text);
        } else {
          (void)parse_ordinal(text);
        }
      },
      message);
}

TEST(OrdinalParseStack, ParenthesesAtTheLimit) {
  // A parenthesis is one level, as in every reader.
  const int most = static_cast<int>(kMaxTextNesting);
  run_on_small_stack([&] {
    EXPECT_EQ(parse_ordinal(repeat("(", most) + "1" + repeat(")", most)), Ordinal(1));
    EXPECT_EQ(parse_ordinal(repeat("(w+", most) + "1" + repeat(")", most)), parse_ordinal("w*" + std::to_string(most) + "+1"));
  });
  EXPECT_EQ(error_column(repeat("(", most + 1) + "1" + repeat(")", most + 1)), static_cast<std::size_t>(most + 2));
}

TEST(OrdinalParseStack, TheHighestTowerComputesPrintsAndReadsBack) {
  const int height = kHighest;
  run_on_small_stack([&] {
    const Ordinal tower = parse_ordinal(tower_text(height));
    const Ordinal lower = parse_ordinal(tower_text(height - 1));
    EXPECT_EQ(tower.height(), Ordinal::kMaxHeight);
    EXPECT_EQ(tower.to_string(), printed_tower(height));
    EXPECT_EQ(parse_ordinal(tower.to_string()), tower);  // the printed form reads back
    EXPECT_LT(lower, tower);
    EXPECT_GT(tower + Ordinal(1), tower);
    EXPECT_EQ(lower + tower, tower);  // absorbed
    EXPECT_EQ((tower * Ordinal(2)).to_string(), printed_tower(height) + "*2");
    EXPECT_EQ(natural_sum(tower, lower), tower + lower);
    EXPECT_NE(tower.hash(), lower.hash());
    EXPECT_EQ(format_ordinal(tower, OrdinalStyle::kUnicode).size(), printed_tower(height).size() + height);
    EXPECT_EQ(
        std::get<int>(evaluate_ordinal_expression("cmp(" + tower_text(height) + ", " + tower_text(height) + "+1)")),
        -1);
  });
  // One ω more: the outermost power, at the first '^', would nest its exponents 257 deep.
  EXPECT_EQ(error_column(tower_text(height + 1), false, "exponents nested more than 256 deep"), 2U);
}

// The same bound holds for ordinals built by arithmetic, as a library user (or Python) would.
TEST(OrdinalParseStack, TowersBuiltByArithmeticStopAtTheBound) {
  run_on_small_stack([&] {
    const Ordinal w = Ordinal::omega();
    Ordinal tower = w;
    for (int k = 2; k <= kHighest; ++k) {
      tower = power(w, tower);
    }
    EXPECT_EQ(tower, parse_ordinal(tower_text(kHighest)));
    EXPECT_THROW((void)power(w, tower), LimitError);
    EXPECT_THROW((void)Ordinal::omega_power(tower), LimitError);
    EXPECT_THROW((void)Ordinal::from_terms({Ordinal::Term{tower, Integer(1)}}), LimitError);
    Ordinal sum(5);
    sum += tower;  // in place: the leading term, and the height, become the tower's
    EXPECT_EQ(sum.height(), Ordinal::kMaxHeight);
    EXPECT_EQ(sum, tower);
  });
}

TEST(OrdinalParseStack, CalculatorFunctionsAtTheLimit) {
  const int most = static_cast<int>(kMaxTextNesting);
  run_on_small_stack([&] {
    EXPECT_EQ(std::get<Ordinal>(evaluate_ordinal_expression(repeat("natsum(1,", most) + "w" + repeat(")", most))),
              parse_ordinal("w+" + std::to_string(most)));
    EXPECT_EQ(std::get<Ordinal>(evaluate_ordinal_expression(repeat("mex(", most) + "0" + repeat(")", most))),
              Ordinal(most % 2));
    // w - 1 = w, w - w = 0, w - 0 = w, …
    EXPECT_EQ(std::get<Ordinal>(evaluate_ordinal_expression(repeat("w-(", most) + "1" + repeat(")", most))),
              most % 2 == 1 ? Ordinal::omega() : Ordinal(0));
  });
  EXPECT_NE(error_column(repeat("mex(", most + 1) + "0" + repeat(")", most + 1), true), 0U);
}

}  // namespace
}  // namespace cgt
