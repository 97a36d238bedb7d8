// Deep impartial trees on a 256 KiB thread stack: the three sums keep their depth on the heap
// (ordinal sums and substitution sums thousands deep, a sum of two deep chains), each checked
// against the variation-set formulas.

#include <gtest/gtest.h>

#include <vector>

#include "cgt/impartial.hpp"
#include "cgt/impartial_variation.hpp"
#include "support/small_stack.hpp"

namespace cgt {
namespace {

using cgt::test::run_on_small_stack;

// 0, {0}, {{0}}, …: chain(n) has depth n and Grundy value n mod 2.
ImpartialGame chain(std::size_t n) {
  ImpartialGame g;
  for (std::size_t i = 0; i < n; ++i) {
    g = ImpartialGame::from_options({g});
  }
  return g;
}

TEST(ImpartialDeep, OrdinalSumOnADeepChain) {
  run_on_small_stack([] {
    const ImpartialGame g = ImpartialGame::nimber(2);
    const ImpartialGame h = chain(8000);
    const ImpartialGame tree = ordinal_sum(g, h);
    EXPECT_EQ(tree.depth(), 8002U);
    EXPECT_EQ(tree.variation(), ordinal_sum(g.variation(), h.variation()));  // Prop. 2.16 (ii)
    EXPECT_EQ(tree.grundy(), 2U);                                            // {0, 1} : {1} = {0, 1, 3}
  });
}

TEST(ImpartialDeep, SubstitutionSumsThousandsDeep) {
  run_on_small_stack([] {
    // A move in G brings H back to K: the longest play walks down H, then G with K after each
    // move, 5000 + 3000 · (3 + 1) moves; the construction descends as deep.
    const ImpartialGame g = chain(3000);
    const ImpartialGame k = chain(3);
    const ImpartialGame h = chain(5000);
    const ImpartialGame tree = substitution_sum(g, k, h);
    EXPECT_EQ(tree.depth(), 5000U + 3000U * 4U);
    EXPECT_EQ(tree.variation(),
              substitution_sum(g.variation(), Integer::from_unsigned(k.grundy()), h.variation()));  // Theorem 3.6
  });
}

TEST(ImpartialDeep, SumOfTwoDeepChains) {
  run_on_small_stack([] {
    const ImpartialGame a = chain(4000);
    const ImpartialGame b = chain(64);
    const ImpartialGame sum = a + b;
    EXPECT_EQ(sum.depth(), 4064U);
    EXPECT_EQ(sum.grundy(), 0U);  // Sprague–Grundy: 0 ⊕ 0
    EXPECT_EQ(sum.variation(), disjunctive_sum(a.variation(), b.variation()));
    EXPECT_EQ((chain(4001) + b).grundy(), 1U);
    EXPECT_EQ(b + a, sum);
  });
}

}  // namespace
}  // namespace cgt
