#pragma once
// The `cgt ending` expression language and its evaluation.
//
//   expr    := term ('+' term)*
//   term    := '~' term | primary                      (~G is the conjugate Ḡ)
//   primary := '*L' | '*R' | '*L_' n | '*R_' n | ('X_' | '✠_') n | ('S_' | '★_') n
//            | '{' expr (',' expr)* '}' | '(' expr ')'
//
// Spaces are allowed anywhere between tokens.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/ending.hpp"
#include "cgt/ending_value.hpp"

namespace cgt::ending {

struct Expression {
  enum class Kind { kFamily, kOptions, kSum, kConjugate };
  Kind kind = Kind::kFamily;
  FamilyValue family;                // kFamily
  std::vector<Expression> children;  // kOptions, kSum (≥ 2), kConjugate (1)

  Expression() = default;
  Expression(const Expression&) = default;
  Expression(Expression&&) noexcept = default;
  Expression& operator=(const Expression&) = default;
  Expression& operator=(Expression&&) noexcept = default;
  // Frees the tree without recursion: text may nest it thousands of levels deep.
  ~Expression();
};

// Throws ParseError with the 1-based column of the problem.
[[nodiscard]] Expression parse_expression(std::string_view text);

// The expression as a sum of family values (Corollary 3.4 conjugates ~*L_n = *R_n; ✠, ★ are
// self-conjugate), or nullopt when it contains an option set.
[[nodiscard]] std::optional<std::vector<FamilyValue>> family_summands(const Expression& expression);

// The literal game tree (sums by Definition 2.4); for brute-force checks on small inputs.
[[nodiscard]] Position build_position(const Expression& expression);
// An equivalent simplified position (options and sums simplified as they are built).
[[nodiscard]] Position build_simplified(const Expression& expression);

// Closed-form outcome of a sum of family values, when a theorem covers it: the *L/*R parts
// fold by Corollary 3.4 into P_0 = *L_t or *R_t; then Theorem 3.6 for ✠'s (★_1 = ✠_1), or
// Theorem 3.8 for ★'s plus a terminal P_0 (adding *R conjugates, which keeps N and P).
[[nodiscard]] std::optional<Outcome> closed_form_outcome(const std::vector<FamilyValue>& summands);

// The sum written canonically: the ✠ and ★ summands in increasing order, then P_0 (omitted
// when it is *L and something else is present).
[[nodiscard]] std::string family_sum_text(const std::vector<FamilyValue>& summands);

struct Analysis {
  Outcome outcome = Outcome::kL;
  std::string value;          // canonical text of the simplified value
  bool closed_form = false;   // outcome from a theorem, not from the game tree
  bool value_is_sum = false;  // every summand simplified to a named value: value is their sum
};

// Outcome and simplified value of an expression; `budget` bounds the positions created
// (LimitError beyond). The summands of the top-level sum are simplified one by one; when each
// is a named value, the value is their canonical sum (family_sum_text) and the outcome comes
// from Theorem 3.6 / 3.8 when they apply; otherwise the simplified sum is built as a tree.
[[nodiscard]] Analysis analyse(const Expression& expression, std::size_t budget = 2'000'000);

}  // namespace cgt::ending
