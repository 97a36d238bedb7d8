// Positions, sums, conjugates and outcomes (paper 003, Section 2) against the brute force.

#include <gtest/gtest.h>

#include <random>

#include "cgt/ending.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"
#include "support/ending_brute.hpp"
#include "support/ending_builders.hpp"

namespace cgt::ending {
namespace {

using testing::BruteEnding;

using testing::P;

TEST(EndingCore, PaperGoldenOutcomes) {
  EXPECT_EQ(P("{*L, *R}").outcome(), Outcome::kN);
  EXPECT_EQ(P("{{*L, *R}}").outcome(), Outcome::kP);
  EXPECT_EQ(Position::left_end().outcome(), Outcome::kL);
  EXPECT_EQ(Position::right_end().outcome(), Outcome::kR);
}

TEST(EndingCore, AxiomOne) {
  const Position l = Position::left_end(), r = Position::right_end();
  EXPECT_EQ(l + l, l);
  EXPECT_EQ(r + r, l);
  EXPECT_EQ(l + r, r);
  EXPECT_EQ(r + l, r);
}

TEST(EndingCore, EmptyOptionSetIsNotAPosition) {
  EXPECT_THROW((void)Position::from_options({}), DomainError);
}

TEST(EndingCore, IsomorphicPositionsAreOneId) {
  EXPECT_EQ(P("{*L, *R, *L}"), P("{*R, *L}"));
  EXPECT_EQ(P("{{*L}, *R}").options().size(), 2U);
  EXPECT_EQ(P("{{*L}, *R}").birthday(), 2U);
}

// Theorem 2.8 (the outcome recursion) against playing the position out.
TEST(EndingCore, Theorem28MatchesPlay) {
  std::mt19937_64 rng(2801);
  BruteEnding brute;
  for (int trial = 0; trial < 4000; ++trial) {
    const int g = brute.random(rng, 5);
    const Position p = brute.to_position(g);
    ASSERT_EQ(p.outcome(), brute.outcome({g})) << brute.text(g);
  }
}

// Definition 2.4 with Axiom 1: the outcome of the sum tree equals playing the components
// side by side; the conjugate swaps L and R (Proposition 2.9) and equals G + *R (2.16).
TEST(EndingCore, SumsAndConjugatesMatchPlay) {
  std::mt19937_64 rng(2402);
  BruteEnding brute;
  for (int trial = 0; trial < 3000; ++trial) {
    const int g = brute.random(rng, 3), h = brute.random(rng, 3), k = brute.random(rng, 2);
    const Position pg = brute.to_position(g), ph = brute.to_position(h), pk = brute.to_position(k);
    const std::string where = brute.text(g) + " + " + brute.text(h) + " + " + brute.text(k);
    ASSERT_EQ((pg + ph).outcome(), brute.outcome({g, h})) << where;
    ASSERT_EQ((pg + ph + pk).outcome(), brute.outcome({g, h, k})) << where;
    // Proposition 2.5: commutative and associative, as trees.
    ASSERT_EQ(pg + ph, ph + pg) << where;
    ASSERT_EQ((pg + ph) + pk, pg + (ph + pk)) << where;
    ASSERT_EQ(pg.conjugate().outcome(), conjugate_outcome(pg.outcome())) << where;
    ASSERT_EQ(pg + Position::right_end(), pg.conjugate()) << where;
    ASSERT_EQ(pg + Position::left_end(), pg) << where;
    ASSERT_EQ(pg.conjugate().conjugate(), pg) << where;
    // Proposition 2.14 (mirror strategy): Left wins G + G moving second, Right wins G + Ḡ.
    const Outcome twice = (pg + pg).outcome(), with_conjugate = (pg + pg.conjugate()).outcome();
    ASSERT_TRUE(twice == Outcome::kL || twice == Outcome::kP) << where;
    ASSERT_TRUE(with_conjugate == Outcome::kR || with_conjugate == Outcome::kP) << where;
  }
}

TEST(EndingCore, OutcomeNames) {
  EXPECT_STREQ(outcome_name(Outcome::kN), "N");
  EXPECT_EQ(conjugate_outcome(Outcome::kL), Outcome::kR);
  EXPECT_EQ(conjugate_outcome(Outcome::kP), Outcome::kP);
}

TEST(EndingCore, BudgetStopsRunawaySums) {
  StoreBudget budget(10);
  EXPECT_THROW((void)(P("X_6") + P("X_7") + P("X_5")), LimitError);
}

}  // namespace
}  // namespace cgt::ending
