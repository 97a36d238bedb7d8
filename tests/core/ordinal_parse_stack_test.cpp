// Ordinal text nested as deep as the parser allows is read, computed with and printed on a
// 256 KiB stack, and one level more is refused with a ParseError. The deepest ordinal the
// limit allows is the tower ω^ω^…^ω of 255 ω's (each '^' nests its exponent one level, and no
// operation nests exponents deeper than its operands' text did); comparing, adding and
// destroying it recurse once per level of exponent, so it is the case that must fit.

#include <gtest/gtest.h>

#include <string>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "support/small_stack.hpp"

namespace cgt {
namespace {

using testing::run_on_small_stack;

constexpr int kLimit = 256;  // powers and atoms being read at once

std::string repeat(const std::string& text, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) {
    out += text;
  }
  return out;
}

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

// The column of the "nested too deeply" error, on a small stack; 0 if the text parses.
std::size_t error_column(const std::string& text, bool calculator = false) {
  std::size_t column = 0;
  run_on_small_stack([&] {
    try {
      if (calculator) {
        (void)evaluate_ordinal_expression(text);
      } else {
        (void)parse_ordinal(text);
      }
    } catch (const ParseError& e) {
      EXPECT_NE(std::string(e.what()).find("expression nested too deeply"), std::string::npos) << e.what();
      column = e.column();
    }
  });
  return column;
}

TEST(OrdinalParseStack, ParenthesesAtTheLimit) {
  // A parenthesis is two levels (its power and its atom), the innermost 1 two more.
  const int most = kLimit / 2 - 1;
  run_on_small_stack([&] {
    EXPECT_EQ(parse_ordinal(repeat("(", most) + "1" + repeat(")", most)), Ordinal(1));
    EXPECT_EQ(parse_ordinal(repeat("(w+", most) + "1" + repeat(")", most)), parse_ordinal("w*127+1"));
  });
  EXPECT_EQ(error_column(repeat("(", most + 1) + "1" + repeat(")", most + 1)), static_cast<std::size_t>(most + 2));
}

TEST(OrdinalParseStack, TheHighestTowerComputesAndPrints) {
  const int height = kLimit - 1;
  run_on_small_stack([&] {
    const Ordinal tower = parse_ordinal(tower_text(height));
    const Ordinal lower = parse_ordinal(tower_text(height - 1));
    EXPECT_EQ(tower.to_string(), printed_tower(height));
    EXPECT_LT(lower, tower);
    EXPECT_GT(tower + Ordinal(1), tower);
    EXPECT_EQ(lower + tower, tower);  // absorbed
    EXPECT_EQ((tower * Ordinal(2)).to_string(), printed_tower(height) + "*2");
    EXPECT_EQ(natural_sum(tower, lower), tower + lower);
    EXPECT_EQ(format_ordinal(tower, OrdinalStyle::kUnicode).size(), printed_tower(height).size() + height);
    EXPECT_EQ(
        std::get<int>(evaluate_ordinal_expression("cmp(" + tower_text(height) + ", " + tower_text(height) + "+1)")),
        -1);
  });
  // The 256th ω would be read at level 257.
  EXPECT_EQ(error_column(tower_text(height + 1)), 2U * height + 1);
}

TEST(OrdinalParseStack, CalculatorFunctionsAtTheLimit) {
  const int most = kLimit / 2 - 1;
  run_on_small_stack([&] {
    EXPECT_EQ(std::get<Ordinal>(evaluate_ordinal_expression(repeat("natsum(1,", most) + "w" + repeat(")", most))),
              parse_ordinal("w+" + std::to_string(most)));
    EXPECT_EQ(std::get<Ordinal>(evaluate_ordinal_expression(repeat("mex(", most) + "0" + repeat(")", most))),
              Ordinal(most % 2));
    EXPECT_EQ(std::get<Ordinal>(evaluate_ordinal_expression(repeat("w-(", most) + "1" + repeat(")", most))),
              Ordinal::omega());
  });
  EXPECT_NE(error_column(repeat("mex(", most + 1) + "0" + repeat(")", most + 1), true), 0U);
}

}  // namespace
}  // namespace cgt
