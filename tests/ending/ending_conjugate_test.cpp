// `~` in the expression language against the definition: the conjugate swaps *L and *R in
// the *expanded* game tree, so ~(G + H) is not ~G + ~H (whose terminals combine back to the
// original kinds). Random expressions of sums, conjugates and small positions are expanded
// into trees by a brute force written here (sum = product of trees, terminal kinds combined
// by Axiom 1; conjugate = swap every terminal) and compared with the engine.

#include <gtest/gtest.h>

#include <cstdint>
#include <exception>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending_expression.hpp"
#include "support/ending_brute.hpp"
#include "support/sample_size.hpp"

namespace cgt::ending {
namespace {

using testing::scaled;

using testing::BruteEnding;

// Expanded trees of sums and conjugates, memoised on the brute force's node numbers.
class Expander {
 public:
  explicit Expander(BruteEnding& brute) : brute_(brute) {}

  int sum(int a, int b) {
    if (brute_.terminal(a) && brute_.terminal(b)) return a == b ? BruteEnding::kL : BruteEnding::kR;
    if (auto it = sums_.find({a, b}); it != sums_.end()) return it->second;
    std::vector<int> children;
    for (int a1 : brute_.children(a)) children.push_back(sum(a1, b));
    for (int b1 : brute_.children(b)) children.push_back(sum(a, b1));
    const int result = brute_.make(std::move(children));
    sums_.emplace(std::make_pair(a, b), result);
    return result;
  }

  int conjugate(int g) {
    if (brute_.terminal(g)) return 1 - g;
    if (auto it = conjugates_.find(g); it != conjugates_.end()) return it->second;
    std::vector<int> children;
    for (int c : brute_.children(g)) children.push_back(conjugate(c));
    const int result = brute_.make(std::move(children));
    conjugates_.emplace(g, result);
    return result;
  }

  // Definitions 3.2, 3.5 and 3.7, built here rather than by the engine.
  int left_family(int n) {  // *L_n = {*L_0, …, *L_{n-1}}
    if (n == 0) return BruteEnding::kL;
    std::vector<int> c;
    for (int m = 0; m < n; ++m) c.push_back(left_family(m));
    return brute_.make(std::move(c));
  }
  int maltese(int n) {  // X_n = {*L_0..*L_{n-1}, *R_0..*R_{n-1}}
    std::vector<int> c;
    for (int m = 0; m < n; ++m) {
      c.push_back(left_family(m));
      c.push_back(conjugate(left_family(m)));
    }
    return brute_.make(std::move(c));
  }
  int star(int n) {  // S_n = {*L, *R} ∪ {S_m, ~S_m : m < n}
    std::vector<int> c{BruteEnding::kL, BruteEnding::kR};
    for (int m = 1; m < n; ++m) {
      c.push_back(star(m));
      c.push_back(conjugate(star(m)));
    }
    return brute_.make(std::move(c));
  }

 private:
  BruteEnding& brute_;
  std::map<std::pair<int, int>, int> sums_;
  std::map<int, int> conjugates_;
};

struct RandomExpression {
  std::string text;
  int tree;
};

// A random expression: a sum of 1–3 terms (1–2 inside parentheses), each possibly conjugated; a term is a named value,
// a small random position in braces, or a parenthesised expression.
RandomExpression random_expression(std::mt19937_64& rng, BruteEnding& brute, Expander& expand, int depth) {
  const int terms = 1 + static_cast<int>(rng() % (depth > 0 ? 3 : 2));  // kept small: the value is printed
  RandomExpression result{"", -1};
  for (int i = 0; i < terms; ++i) {
    RandomExpression term;
    const int kind = static_cast<int>(rng() % (depth > 0 ? 6 : 5));
    const int n = static_cast<int>(rng() % 3);
    switch (kind) {
      case 0:
        term = {"*L_" + std::to_string(n), expand.left_family(n)};
        break;
      case 1:
        term = {"*R_" + std::to_string(n), expand.conjugate(expand.left_family(n))};
        break;
      case 2:
        term = {"X_" + std::to_string(n + 1), expand.maltese(n + 1)};
        break;
      case 3:
        term = {"S_" + std::to_string(n + 1), expand.star(n + 1)};
        break;
      case 4: {
        int g = brute.random(rng, 2);
        while (brute.terminal(g)) g = brute.random(rng, 2);
        term = {brute.text(g), g};
        break;
      }
      default: {
        RandomExpression inner = random_expression(rng, brute, expand, depth - 1);
        term = {"(" + inner.text + ")", inner.tree};
        break;
      }
    }
    if (rng() % 2 == 0) term = {"~" + term.text, expand.conjugate(term.tree)};
    result = result.tree < 0 ? term : RandomExpression{result.text + " + " + term.text, expand.sum(result.tree, term.tree)};
  }
  return result;
}

TEST(EndingConjugate, IssueExamples) {
  Context context;
  ContextScope scope(context);
  EXPECT_EQ(analyse(parse_expression("~(*L + *R)")).value, "*L");
  const Analysis a = analyse(parse_expression("~(*L_2 + ~(*R))"));
  EXPECT_EQ(a.value, "*R_2");
  EXPECT_EQ(a.outcome, Outcome::kR);
  EXPECT_EQ(analyse(parse_expression("~(~(*L_1 + *R_1) + *R_2)")).value, analyse(parse_expression("*L_1 + *R_1 + *R_2")).value);
  // With a self-conjugate summand the *R part cancels, so equal sums print alike.
  EXPECT_EQ(analyse(parse_expression("X_2 + *R")).value, "X_2");
  EXPECT_EQ(analyse(parse_expression("X_2 + *R_1")).value, analyse(parse_expression("X_2 + *L_1")).value);
  EXPECT_EQ(analyse(parse_expression("S_3 + *R_2")).value, "S_3 + *L_2");
}

// The engine's position, outcome and value for thousands of random expressions against the
// expanded tree: the built position is that tree, the outcome is the tree's, and the printed
// value (read back) is equivalent to it in every sampled context.
TEST(EndingConjugate, RandomExpressionsMatchTheExpandedTree) {
  std::mt19937_64 rng(20261123);
  BruteEnding brute;
  Expander expand(brute);
  const testing::EndingContexts contexts(brute, 7, 40, {BruteEnding::kL, BruteEnding::kR});
  for (int trial = 0; trial < scaled(2000); ++trial) {
    Context context;
    ContextScope scope(context);
    const RandomExpression e = random_expression(rng, brute, expand, 1);
    const std::string where = "trial " + std::to_string(trial) + ": " + e.text;
    const Expression expression = parse_expression(e.text);
    ASSERT_EQ(build_position(expression), brute.to_position(e.tree)) << where;
    Analysis analysis;
    try {
      analysis = analyse(expression);
    } catch (const std::exception& error) {
      FAIL() << where << ": " << error.what();
    }
    ASSERT_EQ(analysis.outcome, brute.outcome({e.tree})) << where << " (value " << analysis.value << ")";
    const int value_tree = brute.from_position(build_position(parse_expression(analysis.value)));
    ASSERT_EQ(contexts.distinguish(brute, e.tree, value_tree), "") << where << " printed as " << analysis.value;
  }
}

}  // namespace
}  // namespace cgt::ending
