// The value families and closed forms of Section 3 (Theorems 3.3, 3.6, 3.8, Corollary 3.4)
// against the brute force: outcomes by playing sums out, equivalence by many contexts X.

#include <gtest/gtest.h>

#include <random>

#include "cgt/ending_expression.hpp"
#include "cgt/ending_theory.hpp"
#include "cgt/ending_value.hpp"
#include "support/ending_brute.hpp"
#include "support/mex.hpp"

namespace cgt::ending {
namespace {

using testing::BruteEnding;
using testing::EndingContexts;

FamilyValue L(std::uint64_t n) {
  return {Family::kLeft, n};
}
FamilyValue R(std::uint64_t n) {
  return {Family::kRight, n};
}
FamilyValue X(std::uint64_t n) {
  return {Family::kMaltese, n};
}
FamilyValue S(std::uint64_t n) {
  return {Family::kStar, n};
}

// Equivalence contexts: *L, *R, the small family values, and random small positions.
EndingContexts family_contexts_for(BruteEnding& brute, std::uint64_t seed, int count) {
  std::vector<int> singles{BruteEnding::kL, BruteEnding::kR};
  for (FamilyValue f : {L(1), L(2), L(3), R(1), R(2), R(3), X(1), X(2), X(3), S(2), S(3)}) {
    singles.push_back(brute.from_position(family_position(f)));
  }
  return EndingContexts(brute, seed, count, singles);
}

TEST(EndingValues, FamilyTreesAreRecognised) {
  for (std::uint64_t n = 0; n < 8; ++n) {
    EXPECT_EQ(family_of(family_position(L(n))), L(n));
    EXPECT_EQ(family_of(family_position(R(n))), R(n));
    if (n >= 1) {
      EXPECT_EQ(family_of(family_position(X(n))), X(n));
      EXPECT_EQ(family_position(S(n)).conjugate(), family_position(S(n)));  // ★ self-conjugate
    }
    if (n >= 2) {
      EXPECT_EQ(family_of(family_position(S(n))), S(n));
    }
  }
  EXPECT_EQ(family_position(S(1)), family_position(X(1)));  // ★_1 = ✠_1
  EXPECT_EQ(to_text(family_position(L(2))), "*L_2");
  EXPECT_EQ(to_text(family_position(R(0))), "*R");
  EXPECT_EQ(to_text(family_position(S(4))), "S_4");
  EXPECT_EQ(family_of(build_position(parse_expression("{*L, *R_1}"))), std::nullopt);
}

// Theorem 3.3 and its corollary: {*L_a : a ∈ A} ≡ *L_{mex A}; all-*L trees are *L_{Grundy}.
TEST(EndingValues, MexRuleAgainstContexts) {
  BruteEnding brute;
  const EndingContexts contexts = family_contexts_for(brute, 33, 40);
  std::mt19937_64 rng(3303);
  for (int trial = 0; trial < 300; ++trial) {
    const bool left = rng() % 2 == 0;
    std::vector<Position> options;
    std::vector<std::uint64_t> indices;
    for (std::uint64_t a = 0; a < 5; ++a) {
      if (rng() % 2 == 0) {
        options.push_back(family_position(left ? L(a) : R(a)));
        indices.push_back(a);
      }
    }
    if (options.empty()) continue;
    const std::uint64_t mex = testing::mex(indices);
    const Position g = Position::from_options(options);
    const Position expected = family_position(left ? L(mex) : R(mex));
    ASSERT_EQ(simplify(g), expected) << to_text(g);
    const std::string x = contexts.distinguish(brute, brute.from_position(g), brute.from_position(expected));
    ASSERT_EQ(x, "") << to_text(g) << " vs " << to_text(expected) << " differ in context " << x;
  }
}

// Corollary 3.4 against contexts.
TEST(EndingValues, NimFamilySumsAgainstContexts) {
  BruteEnding brute;
  const EndingContexts contexts = family_contexts_for(brute, 34, 30);
  for (std::uint64_t a = 0; a < 4; ++a) {
    for (std::uint64_t b = 0; b < 4; ++b) {
      for (auto [fa, fb] : {std::pair{L(a), L(b)}, std::pair{L(a), R(b)}, std::pair{R(a), R(b)}}) {
        const FamilyValue sum = nim_family_sum(fa, fb);
        const Position tree = family_position(fa) + family_position(fb);
        ASSERT_EQ(add_simplified(family_position(fa), family_position(fb)), family_position(sum));
        ASSERT_EQ(simplify(tree), family_position(sum)) << to_text(fa) << " + " << to_text(fb);
        const std::string x =
            contexts.distinguish(brute, brute.from_position(tree), brute.from_position(family_position(sum)));
        ASSERT_EQ(x, "") << to_text(fa) << " + " << to_text(fb) << " vs " << to_text(sum) << " in " << x;
      }
    }
  }
}

TEST(EndingValues, GoldenIdentityFromTheIssue) {
  // *L_2 + *R_3 ≡ *R_1.
  const Analysis a = analyse(parse_expression("*L_2 + *R_3"));
  EXPECT_EQ(a.value, "*R_1");
  EXPECT_EQ(a.outcome, Outcome::kR);
  EXPECT_EQ(simplify(build_position(parse_expression("*L_2 + *R_3"))), family_position(R(1)));
}

// Theorem 3.6 on thousands of random sums of ✠'s and one *L_t / *R_t, played out.
TEST(EndingValues, Theorem36AgainstPlay) {
  BruteEnding brute;
  std::mt19937_64 rng(3606);
  for (int trial = 0; trial < 2500; ++trial) {
    const std::size_t u = rng() % 5;
    std::vector<std::uint64_t> sizes;
    std::vector<int> components;
    for (std::size_t i = 0; i < u; ++i) {
      sizes.push_back(1 + rng() % (u >= 4 ? 2 : 3));
      components.push_back(brute.from_position(family_position(X(sizes.back()))));
    }
    const FamilyValue p0 = rng() % 2 == 0 ? L(rng() % 4) : R(rng() % 4);
    components.push_back(brute.from_position(family_position(p0)));
    std::string where = to_text(p0);
    for (std::uint64_t a : sizes) where += " + X_" + std::to_string(a);
    ASSERT_EQ(maltese_sum_outcome(sizes, p0), brute.outcome(components)) << where;
  }
}

// Theorem 3.8 (and its extension by a terminal, which only conjugates) against play.
TEST(EndingValues, Theorem38AgainstPlay) {
  BruteEnding brute;
  std::mt19937_64 rng(3808);
  for (int trial = 0; trial < 2000; ++trial) {
    const std::size_t k = 1 + rng() % 4;
    std::vector<std::uint64_t> indices;
    std::vector<int> components;
    std::vector<FamilyValue> summands;
    for (std::size_t i = 0; i < k; ++i) {
      indices.push_back(1 + rng() % (k >= 4 ? 3 : 4));
      summands.push_back(S(indices.back()));
      components.push_back(brute.from_position(family_position(S(indices.back()))));
    }
    std::string where;
    for (std::uint64_t n : indices) where += " + S_" + std::to_string(n);
    const Outcome played = brute.outcome(components);
    ASSERT_EQ(star_sum_outcome(indices), played) << where;
    summands.push_back(R(0));
    components.push_back(BruteEnding::kR);
    ASSERT_EQ(closed_form_outcome(summands), brute.outcome(components)) << where << " + *R";
  }
}

// closed_form_outcome on mixed random family sums: whenever it answers, play agrees.
TEST(EndingValues, ClosedFormOutcomeAgainstPlay) {
  BruteEnding brute;
  std::mt19937_64 rng(3909);
  int answered = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<FamilyValue> summands;
    std::vector<int> components;
    const std::size_t k = 1 + rng() % 4;
    for (std::size_t i = 0; i < k; ++i) {
      const std::uint64_t n = 1 + rng() % 2;
      const FamilyValue f = std::array{L(n), R(n), X(n), S(n + 1), L(0), R(0)}[rng() % 6];
      summands.push_back(f);
      components.push_back(brute.from_position(family_position(f)));
    }
    if (const std::optional<Outcome> o = closed_form_outcome(summands)) {
      ++answered;
      ASSERT_EQ(*o, brute.outcome(components)) << family_sum_text(summands);
    }
  }
  EXPECT_GT(answered, 1000);
}

}  // namespace
}  // namespace cgt::ending
