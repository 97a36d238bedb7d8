// Proposition 2.16, Theorem 3.6 and its corollaries (paper 002), each checked against game
// trees built from the definitions, over thousands of seeded random small games.

#include <gtest/gtest.h>

#include <random>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial.hpp"
#include "support/random_impartial.hpp"

namespace cgt {
namespace {

using testing::game_text;
using testing::random_game_pool;

constexpr int kTrials = 3000;

struct Triple {
  ImpartialGame g, k, h;
};

class Theorems : public ::testing::Test {
 protected:
  Triple pick() { return {pool[rng() % pool.size()], pool[rng() % pool.size()], pool[rng() % pool.size()]}; }
  static std::string describe(const Triple& t) {
    return "G = " + game_text(t.g) + ", K = " + game_text(t.k) + ", H = " + game_text(t.h);
  }
  static Integer g(ImpartialGame game) { return Integer::from_unsigned(game.grundy()); }

  // Each test in a context of its own, like the stores it had before contexts.
  Context context;
  ContextScope scope{context};
  std::mt19937_64 rng{7002};
  std::vector<ImpartialGame> pool = random_game_pool(rng, 40);
};

TEST_F(Theorems, NimbersAndGrundy) {
  for (std::uint64_t n = 0; n < 20; ++n) {
    EXPECT_EQ(ImpartialGame::nimber(n).grundy(), n);
    EXPECT_EQ(ImpartialGame::nimber(n).variation(), VariationSet::range(Integer::from_unsigned(n)));
  }
  // Hash-consing: the same option set is the same id, whatever the order or duplicates.
  ImpartialGame one = ImpartialGame::nimber(1);
  EXPECT_EQ(ImpartialGame::from_options({one, ImpartialGame::zero(), one}), ImpartialGame::nimber(2));
  // *1 + *1 is not *0 structurally, but has Grundy value 0; *2 + *3 has value 1.
  EXPECT_EQ((one + one).grundy(), 0U);
  EXPECT_NE(one + one, ImpartialGame::zero());
  EXPECT_EQ((ImpartialGame::nimber(2) + ImpartialGame::nimber(3)).grundy(), 1U);
}

TEST_F(Theorems, Proposition2_16DisjunctiveSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialGame tree = t.g + t.h;
    ASSERT_EQ(tree.variation(), disjunctive_sum(t.g.variation(), t.h.variation())) << describe(t);
    ASSERT_EQ(tree.grundy(), t.g.grundy() ^ t.h.grundy()) << describe(t);  // Sprague-Grundy
  }
}

TEST_F(Theorems, Proposition2_16OrdinalSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialGame tree = ordinal_sum(t.g, t.h);
    ASSERT_EQ(tree.variation(), ordinal_sum(t.g.variation(), t.h.variation())) << describe(t);
  }
}

TEST_F(Theorems, Theorem3_6SubstitutionSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialGame tree = substitution_sum(t.g, t.k, t.h);
    ASSERT_EQ(tree.variation(), substitution_sum(t.g.variation(), g(t.k), t.h.variation())) << describe(t);
  }
}

// Mixtures: sums of substitution sums, substitution sums of sums.
TEST_F(Theorems, Theorem3_6WithProposition2_16Nested) {
  for (int trial = 0; trial < kTrials / 3; ++trial) {
    Triple a = pick();
    Triple b = pick();
    ImpartialGame left = substitution_sum(a.g, a.k, a.h);
    ImpartialGame right = b.g + b.h;
    ImpartialGame tree = substitution_sum(left, b.k, right);
    VariationSet v_left = substitution_sum(a.g.variation(), g(a.k), a.h.variation());
    VariationSet v_right = disjunctive_sum(b.g.variation(), b.h.variation());
    ASSERT_EQ(tree.variation(), substitution_sum(v_left, g(b.k), v_right)) << describe(a) << "; " << describe(b);
  }
}

TEST_F(Theorems, Proposition3_5SubstitutingZeroIsTheOrdinalSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    // Hash-consing makes structurally equal trees equal ids.
    ASSERT_EQ(substitution_sum(t.g, ImpartialGame::zero(), t.h), ordinal_sum(t.g, t.h)) << describe(t);
  }
}

TEST_F(Theorems, CorollaryGrundyOfSubstitutionSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    Integer gk = g(t.k);
    Integer gh = g(t.h);
    Integer expected = gh < gk ? gh : gk + t.g.variation().missing(gh - gk);
    ImpartialGame tree = substitution_sum(t.g, t.k, t.h);
    ASSERT_EQ(g(tree), expected) << describe(t);
    // Corollary 3.8: the outcome (P iff Grundy value 0) from the components.
    bool previous_wins = gh < gk ? gh.is_zero() : (gk.is_zero() && t.g.variation().missing(gh).is_zero());
    ASSERT_EQ(tree.grundy() == 0, previous_wins) << describe(t);
  }
}

TEST_F(Theorems, CorollaryOnlyTheGrundyValueOfKMatters) {
  int checked = 0;
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialGame k2 = pool[rng() % pool.size()];
    if (k2.grundy() != t.k.grundy()) {
      continue;
    }
    ++checked;
    ASSERT_EQ(substitution_sum(t.g, t.k, t.h).variation(), substitution_sum(t.g, k2, t.h).variation())
        << describe(t) << ", K' = " << game_text(k2);
  }
  EXPECT_GT(checked, kTrials / 10);
}

TEST_F(Theorems, CorollaryVariationOfGDeterminesTheValue) {
  // Corollary 3.9: games with equal variation sets (or H, K with equal Grundy values) give equal
  // Grundy values in G :_K H.
  int checked = 0;
  for (int trial = 0; trial < 20 * kTrials; ++trial) {
    Triple t = pick();
    Triple u = pick();
    if (t.g.variation() != u.g.variation() || t.h.grundy() != u.h.grundy() || t.k.grundy() != u.k.grundy()) {
      continue;
    }
    ++checked;
    ASSERT_EQ(substitution_sum(t.g, t.k, t.h).grundy(), substitution_sum(u.g, u.k, u.h).grundy())
        << describe(t) << "; " << describe(u);
  }
  EXPECT_GT(checked, 100);
}

TEST_F(Theorems, NimberCorollary) {
  // g(*n :_{*m} *l) = l if l < m, else l + n.
  for (std::uint64_t n = 0; n < 7; ++n) {
    for (std::uint64_t m = 0; m < 7; ++m) {
      for (std::uint64_t l = 0; l < 7; ++l) {
        ImpartialGame tree =
            substitution_sum(ImpartialGame::nimber(n), ImpartialGame::nimber(m), ImpartialGame::nimber(l));
        ASSERT_EQ(tree.grundy(), l < m ? l : l + n) << "n=" << n << " m=" << m << " l=" << l;
      }
    }
  }
}

}  // namespace
}  // namespace cgt
