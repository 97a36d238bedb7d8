// Impartial expressions nested as deep as the readers allow (kMaxTextNesting braces or parentheses) are
// read and evaluated on a 256 KiB stack, and one level more is refused with a ParseError.

#include <gtest/gtest.h>

#include <string>

#include "cgt/error.hpp"
#include "cgt/impartial_expression.hpp"
#include "core/parse_stack.hpp"
#include "support/small_stack.hpp"
#include "support/text_builders.hpp"

namespace cgt {
namespace {

using testing::nest;
using testing::run_on_small_stack;

constexpr int kLimit = static_cast<int>(kMaxTextNesting);

// The column of the nesting error, on a small stack; 0 if the text parses.
std::size_t error_column(const std::string& text) {
  return testing::parse_error_column([&] { (void)parse_impartial_expression(text); },
                                     nesting_too_deep_message());
}

// Grundy value by variation sets and by the game tree, both on a small stack.
Integer grundy_both_ways(const std::string& text) {
  Integer by_variation;
  run_on_small_stack([&] {
    ImpartialExpression expression = parse_impartial_expression(text);
    by_variation = evaluate_by_variation(expression).grundy;
    EXPECT_EQ(Integer::from_unsigned(build_game_tree(expression).grundy()), by_variation);
  });
  return by_variation;
}

TEST(ImpartialExpressionStack, BracesAtTheLimit) {
  // {0} = *1, {*1} = 0, …: an even number of braces around 0 is 0.
  EXPECT_EQ(grundy_both_ways(nest("{", "0", "}", kLimit)), Integer(0));
  // Refused right after the brace one too many, as in every reader.
  EXPECT_EQ(error_column(nest("{", "0", "}", kLimit + 1)), static_cast<std::size_t>(kLimit + 2));
  // {0, *2, *1} = *3, {0, *2, *3} = *1, …
  EXPECT_EQ(grundy_both_ways(nest("{0, *2, ", "*1", "}", kLimit)), Integer(1));
}

TEST(ImpartialExpressionStack, ParenthesesAtTheLimit) {
  EXPECT_EQ(grundy_both_ways(nest("(", "*3", ")", kLimit)), Integer(3));
  EXPECT_EQ(error_column(nest(" (", "*3", ")", kLimit + 1)), static_cast<std::size_t>(2 * kLimit + 3));
  // *1 + (*1 + (… + 0)): an even number of ones, nim-sum 0.
  EXPECT_EQ(grundy_both_ways(nest("(*1 + ", "0", ")", kLimit)), Integer(0));
}

TEST(ImpartialExpressionStack, OperatorsInsideDeepNesting) {
  // G :_K H depends on K only through K's Grundy value (Theorem 3.6), so the nested
  // substitution is the same as substituting, level by level, a nimber of that value.
  const int levels = kLimit / 2;  // two parentheses a level
  Integer expected(1);
  for (int i = 0; i < levels; ++i) {
    expected = evaluate_impartial("*2 :_*" + expected.to_string() + " *1").grundy;
  }
  run_on_small_stack([&] {
    EXPECT_EQ(evaluate_impartial(nest("(*2 :_(", "*1", ") *1)", levels)).grundy, expected);
    // Ordinal sums: one kOptions and one kOrdinalSum node a level, children first.
    const ImpartialExpression sums = parse_impartial_expression(nest("{*1 : (", "0", ")}", levels));
    EXPECT_EQ(sums.nodes.size(), 1U + 3 * levels);
    EXPECT_EQ(sums.root, sums.nodes.size() - 1);
    EXPECT_EQ(sums.nodes[sums.root].kind, ImpartialExpression::Kind::kOptions);
  });
  EXPECT_NE(error_column(nest("{*1 : (", "0", ")}", levels + 1)), 0U);
}

}  // namespace
}  // namespace cgt
