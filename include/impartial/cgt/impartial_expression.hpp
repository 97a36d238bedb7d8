#pragma once
// Expressions of impartial games: `*n`, `*` (= *1), `0`, option sets `{G, H, ...}`, disjunctive
// sum `G + H`, ordinal sum `G : H`, ordinal sum with substitution `G :_K H` (K an atom or a
// parenthesised expression), parentheses. The three operators have one precedence and
// associate left to right, as the paper reads chains: `A :_K B :_L C` = `(A :_K B) :_L C`.
//
// An expression is evaluated two independent ways: through variation sets (Prop. 2.16,
// Theorem 3.6 — works for operands far too big to expand, e.g. *10^30) and by building the game
// tree from the definitions (bounded by the context's budget).

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/impartial.hpp"
#include "cgt/impartial_variation.hpp"
#include "cgt/integer.hpp"

namespace cgt {

struct ImpartialExpression {
  enum class Kind { kNimber, kOptions, kSum, kOrdinalSum, kSubstitution };
  struct Node {
    Kind kind = Kind::kNimber;
    Integer n;                          // kNimber: the n of *n
    std::vector<std::size_t> children;  // kOptions: the options; sums: {G, H}; kSubstitution: {G, K, H}
  };
  // Children always precede their parent, so evaluating in index order needs no recursion.
  std::vector<Node> nodes;
  std::size_t root = 0;
};

// Throws ParseError (with the 1-based column) on malformed text.
ImpartialExpression parse_impartial_expression(std::string_view text);

struct ImpartialValue {
  VariationSet variation;
  Integer grundy;  // mex of variation
  [[nodiscard]] char outcome() const { return grundy.is_zero() ? 'P' : 'N'; }
};

// Through variation sets; never expands a game tree.
ImpartialValue evaluate_by_variation(const ImpartialExpression& expression);
// The game tree from the definitions, in the current context (throws BudgetError or
// LimitError when the tree is too large).
ImpartialGame build_game_tree(const ImpartialExpression& expression);

inline ImpartialValue evaluate_impartial(std::string_view text) {
  return evaluate_by_variation(parse_impartial_expression(text));
}

}  // namespace cgt
