// Proposition 2.16, Theorem 3.6 and its corollaries (paper 002), each checked against game
// trees built from the definitions, over thousands of seeded random small games.

#include <gtest/gtest.h>

#include <random>

#include "cgt/error.hpp"
#include "cgt/impartial.hpp"
#include "support/random_impartial.hpp"

namespace cgt {
namespace {

using testing::game_text;
using testing::random_game_pool;

constexpr int kTrials = 3000;

struct Triple {
  ImpartialId g, k, h;
};

class Theorems : public ::testing::Test {
 protected:
  Triple pick() { return {pool[rng() % pool.size()], pool[rng() % pool.size()], pool[rng() % pool.size()]}; }
  std::string describe(const Triple& t) {
    return "G = " + game_text(store, t.g) + ", K = " + game_text(store, t.k) + ", H = " + game_text(store, t.h);
  }
  Integer g(ImpartialId id) { return Integer::from_unsigned(store.grundy(id)); }

  ImpartialStore store;
  std::mt19937_64 rng{7002};
  std::vector<ImpartialId> pool = random_game_pool(store, rng, 40);
};

TEST_F(Theorems, NimbersAndGrundy) {
  for (std::uint64_t n = 0; n < 20; ++n) {
    EXPECT_EQ(store.grundy(store.nimber(n)), n);
    EXPECT_EQ(store.variation(store.nimber(n)), VariationSet::range(Integer::from_unsigned(n)));
  }
  // Hash-consing: the same option set is the same id, whatever the order or duplicates.
  ImpartialId one = store.nimber(1);
  EXPECT_EQ(store.make({one, store.zero(), one}), store.nimber(2));
  // *1 + *1 is not *0 structurally, but has Grundy value 0; *2 + *3 has value 1.
  EXPECT_EQ(store.grundy(store.sum(one, one)), 0U);
  EXPECT_EQ(store.grundy(store.sum(store.nimber(2), store.nimber(3))), 1U);
}

TEST_F(Theorems, Proposition2_16DisjunctiveSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialId tree = store.sum(t.g, t.h);
    ASSERT_EQ(store.variation(tree), disjunctive_sum(store.variation(t.g), store.variation(t.h))) << describe(t);
    ASSERT_EQ(store.grundy(tree), store.grundy(t.g) ^ store.grundy(t.h)) << describe(t);  // Sprague-Grundy
  }
}

TEST_F(Theorems, Proposition2_16OrdinalSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialId tree = store.ordinal_sum(t.g, t.h);
    ASSERT_EQ(store.variation(tree), ordinal_sum(store.variation(t.g), store.variation(t.h))) << describe(t);
  }
}

TEST_F(Theorems, Theorem3_6SubstitutionSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialId tree = store.substitution_sum(t.g, t.k, t.h);
    ASSERT_EQ(store.variation(tree), substitution_sum(store.variation(t.g), g(t.k), store.variation(t.h)))
        << describe(t);
  }
}

// Mixtures: sums of substitution sums, substitution sums of sums.
TEST_F(Theorems, Theorem3_6WithProposition2_16Nested) {
  for (int trial = 0; trial < kTrials / 3; ++trial) {
    Triple a = pick();
    Triple b = pick();
    ImpartialId left = store.substitution_sum(a.g, a.k, a.h);
    ImpartialId right = store.sum(b.g, b.h);
    ImpartialId tree = store.substitution_sum(left, b.k, right);
    VariationSet v_left = substitution_sum(store.variation(a.g), g(a.k), store.variation(a.h));
    VariationSet v_right = disjunctive_sum(store.variation(b.g), store.variation(b.h));
    ASSERT_EQ(store.variation(tree), substitution_sum(v_left, g(b.k), v_right)) << describe(a) << "; " << describe(b);
  }
}

TEST_F(Theorems, Proposition3_5SubstitutingZeroIsTheOrdinalSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    // Hash-consing makes structurally equal trees equal ids.
    ASSERT_EQ(store.substitution_sum(t.g, store.zero(), t.h), store.ordinal_sum(t.g, t.h)) << describe(t);
  }
}

TEST_F(Theorems, CorollaryGrundyOfSubstitutionSum) {
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    Integer gk = g(t.k);
    Integer gh = g(t.h);
    Integer expected = gh < gk ? gh : gk + store.variation(t.g).missing(gh - gk);
    ImpartialId tree = store.substitution_sum(t.g, t.k, t.h);
    ASSERT_EQ(g(tree), expected) << describe(t);
    // Corollary 3.8: the outcome (P iff Grundy value 0) from the components.
    bool previous_wins = gh < gk ? gh.is_zero() : (gk.is_zero() && store.variation(t.g).missing(gh).is_zero());
    ASSERT_EQ(store.grundy(tree) == 0, previous_wins) << describe(t);
  }
}

TEST_F(Theorems, CorollaryOnlyTheGrundyValueOfKMatters) {
  int checked = 0;
  for (int trial = 0; trial < kTrials; ++trial) {
    Triple t = pick();
    ImpartialId k2 = pool[rng() % pool.size()];
    if (store.grundy(k2) != store.grundy(t.k)) {
      continue;
    }
    ++checked;
    ASSERT_EQ(store.variation(store.substitution_sum(t.g, t.k, t.h)),
              store.variation(store.substitution_sum(t.g, k2, t.h)))
        << describe(t) << ", K' = " << game_text(store, k2);
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
    if (store.variation(t.g) != store.variation(u.g) || store.grundy(t.h) != store.grundy(u.h) ||
        store.grundy(t.k) != store.grundy(u.k)) {
      continue;
    }
    ++checked;
    ASSERT_EQ(store.grundy(store.substitution_sum(t.g, t.k, t.h)), store.grundy(store.substitution_sum(u.g, u.k, u.h)))
        << describe(t) << "; " << describe(u);
  }
  EXPECT_GT(checked, 100);
}

TEST_F(Theorems, NimberCorollary) {
  // g(*n :_{*m} *l) = l if l < m, else l + n.
  for (std::uint64_t n = 0; n < 7; ++n) {
    for (std::uint64_t m = 0; m < 7; ++m) {
      for (std::uint64_t l = 0; l < 7; ++l) {
        ImpartialId tree = store.substitution_sum(store.nimber(n), store.nimber(m), store.nimber(l));
        ASSERT_EQ(store.grundy(tree), l < m ? l : l + n) << "n=" << n << " m=" << m << " l=" << l;
      }
    }
  }
}

TEST(ImpartialStore, RefusesToGrowBeyondItsLimit) {
  ImpartialStore store(100);
  EXPECT_THROW(store.nimber(200), LimitError);
}

}  // namespace
}  // namespace cgt
