// Simplification (Theorems 3.9, 3.10), simplified sums and the equivalence decision, checked
// against the brute force: equivalence means equal outcomes in many contexts X.

#include <gtest/gtest.h>

#include <random>

#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "support/ending_brute.hpp"
#include "support/mex.hpp"
#include "support/ending_builders.hpp"

namespace cgt::ending {
namespace {

using testing::BruteEnding;
using testing::EndingContexts;

using testing::P;

// Equivalence contexts: *L, *R, small positions from the paper, and random small ones.
EndingContexts contexts_for(BruteEnding& brute, std::uint64_t seed, int count) {
  std::vector<int> singles{BruteEnding::kL, BruteEnding::kR};
  for (const char* e : {"*L_1", "*L_2", "*R_1", "*R_2", "X_1", "X_2", "S_2", "{*L, *R_1}", "{*R, *L_1}",
                        "{*L, *L_1, {X_1}}", "{*R_1, {*R, *R_1, X_1}, {X_1}}"}) {
    singles.push_back(brute.from_position(P(e)));
  }
  return EndingContexts(brute, seed, count, singles);
}

TEST(EndingSimplify, PaperExamples) {
  EXPECT_EQ(to_text(simplify(P("{*L_1}"))), "*L");              // Theorem 3.9, A = {1}
  EXPECT_EQ(to_text(simplify(P("{*R, {*L, *R_1}}"))), "*R_1");  // Theorem 4.2, n ≡ 3
  EXPECT_EQ(to_text(simplify(P("{{*L, *R_1}, *L_1}"))), "*L");  // n ≡ 0
  EXPECT_EQ(to_text(simplify(P("{X_1, *R_1}"))), "*R");         // n ≡ 1
  EXPECT_EQ(to_text(simplify(P("{*L_1, X_1}"))), "*L");         // n ≡ 4
  EXPECT_EQ(to_text(simplify(P("{*L, *R_1}"))), "{*L, *R_1}");  // n ≡ 5 stays
  EXPECT_EQ(to_text(simplify(P("{{*L, *R}}"))), "{X_1}");
  EXPECT_EQ(to_text(simplify(P("X_3"))), "X_3");
  EXPECT_EQ(to_text(simplify(P("S_3"))), "S_3");
}

TEST(EndingSimplify, IsIdempotent) {
  std::mt19937_64 rng(9);
  BruteEnding brute;
  for (int trial = 0; trial < 2000; ++trial) {
    const Position g = simplify(brute.to_position(brute.random(rng, 4)));
    ASSERT_EQ(simplify(g), g) << to_text(g);
  }
}

// Random positions: the simplified form is equivalent to the original in every context.
TEST(EndingSimplify, SimplifiedFormsAreEquivalent) {
  BruteEnding brute;
  const EndingContexts contexts = contexts_for(brute, 391, 30);
  std::mt19937_64 rng(3910);
  int changed = 0;
  for (int trial = 0; trial < 1200; ++trial) {
    const int g = brute.random(rng, 4);
    const Position original = brute.to_position(g);
    const Position simple = simplify(original);
    if (simple == original) continue;
    ++changed;
    const std::string x = contexts.distinguish(brute, g, brute.from_position(simple));
    ASSERT_EQ(x, "") << brute.text(g) << " simplified to " << to_text(simple) << " differs in context " << x;
  }
  EXPECT_GT(changed, 400);
}

// Positions built to meet the hypotheses of Theorem 3.9 and 3.10 exactly.
TEST(EndingSimplify, TheoremHypothesesAgainstContexts) {
  BruteEnding brute;
  const EndingContexts contexts = contexts_for(brute, 392, 30);
  std::mt19937_64 rng(3920);
  for (int trial = 0; trial < 400; ++trial) {
    // Theorem 3.9: G = {*L_a : a ∈ A} ∪ {Y_j}, each Y_j ∋ *L_{mex A}.
    const bool left = rng() % 2 == 0;
    const Family side = left ? Family::kLeft : Family::kRight;
    std::vector<Position> options;
    std::vector<std::uint64_t> indices;
    for (std::uint64_t a = 0; a < 4; ++a) {
      if (rng() % 2 == 0 || (a == 3 && options.empty())) {
        options.push_back(family_position({side, a}));
        indices.push_back(a);
      }
    }
    const std::uint64_t mex = testing::mex(indices);
    const Position target = family_position({side, mex});
    for (std::uint64_t j = rng() % 3; j > 0; --j) {
      std::vector<Position> y{target};
      for (std::uint64_t k = rng() % 3; k > 0; --k) y.push_back(brute.to_position(brute.random(rng, 2)));
      options.push_back(Position::from_options(y));
    }
    const Position g = Position::from_options(options);
    ASSERT_EQ(simplify(g), target) << to_text(g);
    std::string x = contexts.distinguish(brute, brute.from_position(g), brute.from_position(target));
    ASSERT_EQ(x, "") << "Theorem 3.9: " << to_text(g) << " vs " << to_text(target) << " in " << x;

    // Theorem 3.10: G = G' ∪ {Y}, Y ∋ G'.
    std::vector<Position> rest;
    for (std::uint64_t k = 1 + rng() % 3; k > 0; --k) rest.push_back(brute.to_position(brute.random(rng, 2)));
    const Position g_prime = Position::from_options(rest);
    std::vector<Position> y{g_prime};
    for (std::uint64_t k = rng() % 2; k > 0; --k) y.push_back(brute.to_position(brute.random(rng, 2)));
    std::vector<Position> all = rest;
    all.push_back(Position::from_options(y));
    const Position g2 = Position::from_options(all);
    ASSERT_EQ(simplify(g2), simplify(g_prime)) << to_text(g2);
    x = contexts.distinguish(brute, brute.from_position(g2), brute.from_position(g_prime));
    ASSERT_EQ(x, "") << "Theorem 3.10: " << to_text(g2) << " vs " << to_text(g_prime) << " in " << x;
  }
}

// Sums computed on simplified forms are equivalent to the literal sums.
TEST(EndingSimplify, SimplifiedSumsAreEquivalent) {
  BruteEnding brute;
  const EndingContexts contexts = contexts_for(brute, 393, 25);
  std::mt19937_64 rng(3930);
  for (int trial = 0; trial < 500; ++trial) {
    const int g = brute.random(rng, 3), h = brute.random(rng, 3);
    const Position sum = add_simplified(brute.to_position(g), brute.to_position(h));
    ASSERT_EQ(sum.outcome(), brute.outcome({g, h})) << brute.text(g) << " + " << brute.text(h);
    const int literal = brute.from_position(brute.to_position(g) + brute.to_position(h));
    const std::string x = contexts.distinguish(brute, literal, brute.from_position(sum));
    ASSERT_EQ(x, "") << brute.text(g) << " + " << brute.text(h) << " vs " << to_text(sum) << " in " << x;
  }
}

// decide_equivalence: "true" is confirmed by contexts; "false" by replaying the witness.
TEST(EndingSimplify, EquivalenceAnswersAreSound) {
  BruteEnding brute;
  const EndingContexts contexts = contexts_for(brute, 394, 25);
  std::mt19937_64 rng(3940);
  int proven = 0, refuted = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int g = brute.random(rng, 3), h = brute.random(rng, 3);
    const EquivalenceAnswer answer = decide_equivalence(brute.to_position(g), brute.to_position(h), 2);
    const std::string where = brute.text(g) + " vs " + brute.text(h);
    if (answer.equivalent == true) {
      ++proven;
      ASSERT_EQ(contexts.distinguish(brute, g, h), "") << where;
    } else if (answer.equivalent == false) {
      ++refuted;
      ASSERT_TRUE(answer.witness.has_value()) << where;
      const int x = brute.from_position(*answer.witness);
      ASSERT_NE(brute.outcome({g, x}), brute.outcome({h, x})) << where << " witness " << to_text(*answer.witness);
    }
  }
  EXPECT_GT(proven, 10);
  EXPECT_GT(refuted, 100);
}

TEST(EndingSimplify, EquivalenceExamples) {
  EXPECT_EQ(decide_equivalence(P("*L_2 + *R_3"), P("*R_1")).equivalent, true);
  // The notes: {*L, *R_1} is not equivalent to ✠_2 in general; a witness is found on day 3.
  const EquivalenceAnswer a = decide_equivalence(P("{*L, *R_1}"), P("X_2"), 3);
  ASSERT_EQ(a.equivalent, false);
  BruteEnding brute;
  const int x = brute.from_position(*a.witness);
  EXPECT_NE(brute.outcome({brute.from_position(P("{*L, *R_1}")), x}),
            brute.outcome({brute.from_position(P("X_2")), x}));
  // Within day 2 nothing tells them apart: the answer stays open.
  const EquivalenceAnswer open = decide_equivalence(P("{*L, *R_1}"), P("X_2"), 2);
  EXPECT_EQ(open.equivalent, std::nullopt);
  EXPECT_EQ(search_space(2).candidates.size(), positions_born_by(2).size());
}

TEST(EndingSimplify, Inverses) {
  EXPECT_EQ(find_inverse(P("{*L, *R}")).has_inverse, false);  // Theorem 2.17's example
  EXPECT_EQ(find_inverse(P("S_3")).has_inverse, false);
  const InverseAnswer l2 = find_inverse(P("*L_2"));
  ASSERT_EQ(l2.has_inverse, true);
  EXPECT_EQ(add_simplified(P("*L_2"), *l2.inverse), Position::left_end());
  // Whatever is claimed must hold: an inverse X gives G + X ≡ *L by contexts.
  BruteEnding brute;
  const EndingContexts contexts = contexts_for(brute, 395, 25);
  std::mt19937_64 rng(3950);
  for (int trial = 0; trial < 150; ++trial) {
    const int g = brute.random(rng, 3);
    const InverseAnswer answer = find_inverse(brute.to_position(g), 2);
    if (answer.has_inverse == true) {
      const int sum = brute.from_position(brute.to_position(g) + *answer.inverse);
      ASSERT_EQ(contexts.distinguish(brute, sum, BruteEnding::kL), "") << brute.text(g);
    } else if (answer.has_inverse == false) {
      // No X among the contexts' singles may act as an inverse.
      for (const auto& x : contexts.sums) {
        if (x.size() != 1) continue;
        const int sum = brute.from_position(brute.to_position(g) + brute.to_position(x[0]));
        ASSERT_NE(contexts.distinguish(brute, sum, BruteEnding::kL), "") << brute.text(g) << " + " << brute.text(x[0]);
      }
    }
  }
}

}  // namespace
}  // namespace cgt::ending
