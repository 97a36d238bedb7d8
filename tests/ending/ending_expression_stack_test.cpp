// LR-ending expressions nested as deep as the readers allow (kMaxTextNesting levels of '(', '{'
// and '~') are read, analysed and freed on a 256 KiB stack, and one level more is refused with
// a ParseError.

#include <gtest/gtest.h>

#include <string>

#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"
#include "core/parse_stack.hpp"
#include "support/small_stack.hpp"
#include "support/text_builders.hpp"

namespace cgt::ending {
namespace {

using testing::nest;
using testing::run_on_small_stack;

constexpr int kLimit = static_cast<int>(kMaxTextNesting);

// The column of the nesting error, on a small stack; 0 if the text parses.
std::size_t error_column(const std::string& text) {
  return testing::parse_error_column([&] { (void)parse_expression(text); }, nesting_too_deep_message());
}

// The simplified value of the text, parsed, analysed and destroyed on a small stack.
std::string value_on_small_stack(const std::string& text) {
  std::string value;
  run_on_small_stack([&] {
    (void)parse_expression(text);
    value = analyse(parse_expression(text)).value;
  });
  return value;
}

TEST(EndingExpressionStack, ParenthesesAtTheLimit) {
  EXPECT_EQ(value_on_small_stack(nest("(", "*L_2", ")", kLimit)), "*L_2");
  // The sum inside the '(' one too many is the one too deep.
  EXPECT_EQ(error_column(nest("(", "*L_2", ")", kLimit + 1)), static_cast<std::size_t>(kLimit + 2));
  std::string flat;
  for (int i = 0; i < kLimit; ++i) {
    flat += "*R_1 + ";
  }
  EXPECT_EQ(value_on_small_stack(nest("(*R_1 + ", "*L_1", ")", kLimit)),
            analyse(parse_expression(flat + "*L_1")).value);
}

TEST(EndingExpressionStack, ConjugatesAtTheLimit) {
  // Each '~' is a level, as each '(': kLimit of them are read (an even number: *L_3 again), the
  // one after them refused.
  EXPECT_EQ(value_on_small_stack(nest("~", "*L_3", "", kLimit)), "*L_3");
  EXPECT_EQ(value_on_small_stack(nest("~", "*L_3", "", kLimit - 1)), "*R_3");
  EXPECT_EQ(error_column(nest("~", "*L_3", "", kLimit + 1)), static_cast<std::size_t>(kLimit + 2));
  EXPECT_EQ(value_on_small_stack(nest("~(", "X_2", ")", kLimit / 2)), "X_2");
}

TEST(EndingExpressionStack, OptionSetsAtTheLimit) {
  run_on_small_stack([&] {
    const Expression deep = parse_expression(nest("{", "*L", "}", kLimit));
    EXPECT_EQ(deep.kind, Expression::Kind::kOptions);
    EXPECT_FALSE(family_summands(deep).has_value());
  });
  // Reported after the spaces that follow the '{' one too many.
  EXPECT_EQ(error_column(nest("{ ", "*L", "}", kLimit + 1)), static_cast<std::size_t>(2 * kLimit + 3));
  EXPECT_NE(error_column(nest("{*R, ~", "*L", "}", kLimit / 2 + 1)), 0U);
}

}  // namespace
}  // namespace cgt::ending
