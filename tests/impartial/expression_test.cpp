#include "cgt/impartial_expression.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/error.hpp"
#include "core/parse_stack.hpp"

namespace cgt {
namespace {

ImpartialValue eval(const char* text) {
  return evaluate_impartial(text);
}

TEST(ImpartialExpression, Atoms) {
  EXPECT_EQ(eval("0").grundy, Integer(0));
  EXPECT_EQ(eval("*").grundy, Integer(1));
  EXPECT_EQ(eval("*5").variation.to_string(), "{0..4}");
  EXPECT_EQ(eval("{}").grundy, Integer(0));
  EXPECT_EQ(eval("{0, *1, *3}").variation.to_string(), "{0, 1, 3}");
  EXPECT_EQ(eval("{0, *1, *3}").grundy, Integer(2));
  EXPECT_EQ(eval(" ( *2 ) ").grundy, Integer(2));
}

TEST(ImpartialExpression, Operators) {
  EXPECT_EQ(eval("*2 + *3").grundy, Integer(1));
  EXPECT_EQ(eval("*1 + *1").outcome(), 'P');
  EXPECT_EQ(eval("*2 : *1").grundy, Integer(3));     // ordinal sum of nimbers adds
  EXPECT_EQ(eval("*2 :_*4 *1").grundy, Integer(1));  // l < m: l
  EXPECT_EQ(eval("*2 :_*1 *4").grundy, Integer(6));  // l >= m: l + n
  EXPECT_EQ(eval("*2 :_(*1 + *1) *4").grundy, eval("*2 : *4").grundy);
  // Left to right: (*1 + *1) : *1 has value 2, *1 + (*1 : *1) has value 3.
  EXPECT_EQ(eval("*1 + *1 : *1").grundy, Integer(2));
  EXPECT_EQ(eval("*1 + (*1 : *1)").grundy, Integer(3));
}

TEST(ImpartialExpression, OperandsFarTooBigToExpand) {
  Integer huge = Integer::pow(Integer(10), 30);
  std::string h = huge.to_string();
  EXPECT_EQ(evaluate_impartial("*" + h + " :_*5 *3").grundy, Integer(3));
  EXPECT_EQ(evaluate_impartial("*" + h + " :_*5 *9").grundy, huge + Integer(9));
  EXPECT_EQ(evaluate_impartial("*" + h + " + *" + h).grundy, Integer(0));
  EXPECT_EQ(evaluate_impartial("*" + h + " : *" + h).grundy, huge + huge);
  EXPECT_THROW((void)build_game_tree(parse_impartial_expression("*" + h)), LimitError);
}

// Random expressions: the variation-set evaluation against the game tree of the same text.
std::string random_expression(std::mt19937_64& rng, int depth) {
  if (depth == 0 || rng() % 3 == 0) {
    switch (rng() % 4) {
      case 0:
        return "0";
      case 1: {
        std::string out = "{";
        std::size_t count = rng() % 3;
        for (std::size_t i = 0; i < count; ++i) {
          out += (i ? ", " : "") + random_expression(rng, depth > 0 ? depth - 1 : 0);
        }
        return out + "}";
      }
      default:
        return "*" + std::to_string(rng() % 4);
    }
  }
  std::string left = random_expression(rng, depth - 1);
  std::string right = random_expression(rng, depth - 1);
  switch (rng() % 3) {
    case 0:
      return "(" + left + " + " + right + ")";
    case 1:
      return "(" + left + " : " + right + ")";
    default:
      return "(" + left + " :_(" + random_expression(rng, depth - 1) + ") " + right + ")";
  }
}

TEST(ImpartialExpression, VariationSetsAgreeWithGameTrees) {
  std::mt19937_64 rng(2016);
  for (int trial = 0; trial < 3000; ++trial) {
    std::string text = random_expression(rng, 3);
    ImpartialExpression expression = parse_impartial_expression(text);
    ImpartialGame tree = build_game_tree(expression);
    ImpartialValue value = evaluate_by_variation(expression);
    ASSERT_EQ(value.variation, tree.variation()) << text;
    ASSERT_EQ(value.grundy, Integer::from_unsigned(tree.grundy())) << text;
  }
}

TEST(ImpartialExpression, ParseErrorsNameTheColumn) {
  auto column = [](const char* text) -> std::size_t {
    try {
      (void)parse_impartial_expression(text);
    } catch (const ParseError& e) {
      return e.column();
    }
    return 0;
  };
  EXPECT_EQ(column(""), 1U);
  EXPECT_EQ(column("*2 +"), 5U);
  EXPECT_EQ(column("*2 + x"), 6U);
  EXPECT_EQ(column("3"), 1U);
  EXPECT_EQ(column("{0, *1"), 7U);
  EXPECT_EQ(column("(*1"), 4U);
  EXPECT_EQ(column("*1 *2"), 4U);
  EXPECT_EQ(column("{0 | 0}"), 4U);
  EXPECT_EQ(column("*1 :_ *2"), 9U);  // K given, H missing
  const std::string deep(kMaxTextNesting + 1, '(');
  EXPECT_THROW((void)parse_impartial_expression(deep + "0" + std::string(kMaxTextNesting + 1, ')')), ParseError);
}

}  // namespace
}  // namespace cgt
