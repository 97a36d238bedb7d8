// LR-ending expressions nested as deep as the parser allows (500 levels of '(', '{' and '~')
// are read on a 256 KiB stack, and one level more is refused with a ParseError. (Analysing
// them walks the expression tree recursively: that is checked here on the caller's stack.)

#include <gtest/gtest.h>

#include <string>

#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"
#include "support/small_stack.hpp"
#include "support/text_builders.hpp"

namespace cgt::ending {
namespace {

using testing::nest;
using testing::run_on_small_stack;

constexpr int kLimit = 500;

// The column of the nesting error, on a small stack; 0 if the text parses.
std::size_t error_column(const std::string& text) {
  return testing::parse_error_column([&] { (void)parse_expression(text); }, "nesting deeper than 500");
}

// The simplified value of the text, parsed (and the parse destroyed) on a small stack.
std::string value_on_small_stack(const std::string& text) {
  Expression expression;
  run_on_small_stack([&] {
    (void)parse_expression(text);
    expression = parse_expression(text);
  });
  return analyse(expression).value;
}

TEST(EndingExpressionStack, ParenthesesAtTheLimit) {
  EXPECT_EQ(value_on_small_stack(nest("(", "*L_2", ")", kLimit)), "*L_2");
  // The sum inside the 501st '(' is the one too deep.
  EXPECT_EQ(error_column(nest("(", "*L_2", ")", kLimit + 1)), static_cast<std::size_t>(kLimit + 2));
  std::string flat;
  for (int i = 0; i < kLimit; ++i) {
    flat += "*R_1 + ";
  }
  EXPECT_EQ(value_on_small_stack(nest("(*R_1 + ", "*L_1", ")", kLimit)),
            analyse(parse_expression(flat + "*L_1")).value);
}

TEST(EndingExpressionStack, ConjugatesAtTheLimit) {
  // A '~' may stand at level 500 itself, so 501 of them are read.
  EXPECT_EQ(value_on_small_stack(nest("~", "*L_3", "", kLimit + 1)), "*R_3");
  EXPECT_EQ(error_column(nest("~", "*L_3", "", kLimit + 2)), static_cast<std::size_t>(kLimit + 3));
  EXPECT_EQ(value_on_small_stack(nest("~(", "X_2", ")", kLimit / 2)), "X_2");
}

TEST(EndingExpressionStack, OptionSetsAtTheLimit) {
  run_on_small_stack([&] {
    const Expression deep = parse_expression(nest("{", "*L", "}", kLimit));
    EXPECT_EQ(deep.kind, Expression::Kind::kOptions);
    EXPECT_FALSE(family_summands(deep).has_value());
  });
  // Reported after the spaces that follow the 501st '{'.
  EXPECT_EQ(error_column(nest("{ ", "*L", "}", kLimit + 1)), static_cast<std::size_t>(2 * kLimit + 3));
  EXPECT_NE(error_column(nest("{*R, ~", "*L", "}", kLimit / 2 + 1)), 0U);
}

}  // namespace
}  // namespace cgt::ending
