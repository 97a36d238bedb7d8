// The `cgt ending` expression language: parsing, errors with columns, canonical value text.

#include <gtest/gtest.h>

#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"

namespace cgt::ending {
namespace {

std::size_t error_column(const char* text) {
  try {
    (void)parse_expression(text);
  } catch (const ParseError& e) {
    return e.column();
  }
  return 0;
}

TEST(EndingExpression, ParsesEverySpelling) {
  EXPECT_EQ(build_position(parse_expression("✠_2")), build_position(parse_expression("X_2")));
  EXPECT_EQ(build_position(parse_expression("★_3")), build_position(parse_expression("S_3")));
  EXPECT_EQ(build_position(parse_expression("S_1")), build_position(parse_expression("{*L, *R}")));
  EXPECT_EQ(build_position(parse_expression(" ~ ( *L_2 ) ")), build_position(parse_expression("*R_2")));
  EXPECT_EQ(build_position(parse_expression("{*L}+*R")), build_position(parse_expression("{*R}")));
  EXPECT_EQ(family_summands(parse_expression("~(*L_1 + X_2) + S_3"))->size(), 3U);
  EXPECT_FALSE(family_summands(parse_expression("{*L}")).has_value());
}

TEST(EndingExpression, ErrorsNameTheColumn) {
  EXPECT_EQ(error_column(""), 1U);
  EXPECT_EQ(error_column("{}"), 2U);
  EXPECT_EQ(error_column("*L_"), 4U);
  EXPECT_EQ(error_column("{*L, *R"), 8U);
  EXPECT_EQ(error_column("✠_2 + q"), 7U);  // ✠ is one character
  EXPECT_EQ(error_column("X_0"), 1U);
  EXPECT_EQ(error_column("*L *R"), 4U);
  EXPECT_NE(error_column(std::string(5000, '(').c_str()), 0U);
  EXPECT_EQ(error_column("*L_99999999999999999999"), 4U);
}

TEST(EndingExpression, CanonicalValues) {
  EXPECT_EQ(analyse(parse_expression("X_3 + *R_1 + X_2 + *R_1")).value, "X_2 + X_3");
  EXPECT_EQ(analyse(parse_expression("*R + *R")).value, "*L");
  EXPECT_EQ(analyse(parse_expression("~S_2")).value, "S_2");
  EXPECT_EQ(analyse(parse_expression("{*R_1, *L}")).value, "{*L, *R_1}");
  EXPECT_EQ(analyse(parse_expression("{{*L, *R}}")).value, "{X_1}");
  const Analysis big = analyse(parse_expression("X_100000 + X_3 + X_100003 + *L_7"));
  EXPECT_TRUE(big.closed_form);
  EXPECT_EQ(big.outcome, Outcome::kN);  // 7 ⊕ 100003 ≠ 0
  EXPECT_EQ(analyse(parse_expression("X_100000 + X_3 + X_100003 + *L_100003")).outcome, Outcome::kP);
  EXPECT_THROW((void)build_position(parse_expression("*L_100000")), LimitError);
}

}  // namespace
}  // namespace cgt::ending
