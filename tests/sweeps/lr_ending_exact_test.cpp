// Exact equivalence of LR-ending positions (src/sweeps/lr_ending_exact.hpp) against the
// theorems, the simplifier, the search for a distinguishing position and play.

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "sweeps/lr_ending_exact.hpp"
#include "support/ending_brute.hpp"
#include "support/ending_builders.hpp"

namespace cgt::sweeps::lr_ending {
namespace {

using ending::Position;
using testing::BruteEnding;
using testing::P;

TEST(LrEndingExact, KnownAnswers) {
  Context context;
  ContextScope scope(context);
  EXPECT_EQ(decide_exactly(P("X_2"), P("X_2")), Verdict::kEquivalent);
  EXPECT_EQ(decide_exactly(P("{*L_2}"), P("*L")), Verdict::kEquivalent);          // Theorem 3.3
  EXPECT_EQ(decide_exactly(P("*L_2 + *R_3"), P("*R_1")), Verdict::kEquivalent);   // Corollary 3.4
  EXPECT_EQ(decide_exactly(P("{*L, *R_1}"), P("X_2")), Verdict::kDistinguished);  // notes on 003
  EXPECT_EQ(decide_exactly(P("{*L, *R_1}"), P("{*L, *R, *R_1}")), Verdict::kDistinguished);
  EXPECT_EQ(decide_exactly(P("*L"), P("*R")), Verdict::kDistinguished);
  // Two simplified forms, equivalent: simplification does not reach a unique form.
  EXPECT_EQ(ending::to_text(ending::simplify(P("{{*L, X_1}}"))), "{{*L, X_1}}");
  EXPECT_EQ(decide_exactly(P("*L"), P("{{*L, X_1}}")), Verdict::kEquivalent);
  EXPECT_EQ(decide_exactly(P("*R"), P("{X_1, {*R, X_1}}")), Verdict::kEquivalent);
  EXPECT_EQ(decide_exactly(P("*L"), P("{X_1}")), Verdict::kDistinguished);
}

// Positions and their simplified forms are equivalent (Theorems 3.9, 3.10); a witness of the
// search tells positions apart; and positions found equivalent agree in every sum tried in play.
TEST(LrEndingExact, AgreesWithSimplifierSearchAndPlay) {
  Context context;
  ContextScope scope(context);
  BruteEnding brute;
  const testing::EndingContexts contexts(brute, 404, 200, {BruteEnding::kL, BruteEnding::kR});
  std::mt19937_64 rng(4040);
  int equivalent = 0;
  int distinguished = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int g = brute.random(rng, 3, 3);
    const int h = brute.random(rng, 3, 3);
    const Position pg = brute.to_position(g);
    const Position ph = brute.to_position(h);
    const std::string where = brute.text(g) + " vs " + brute.text(h);
    ASSERT_EQ(decide_exactly(pg, ending::simplify(pg)), Verdict::kEquivalent) << brute.text(g);
    const Verdict verdict = decide_exactly(pg, ph);
    ASSERT_NE(verdict, Verdict::kUndecided) << where;
    const ending::EquivalenceAnswer search = ending::decide_equivalence(pg, ph, 2);
    if (search.equivalent == true) {
      ASSERT_EQ(verdict, Verdict::kEquivalent) << where;
    }
    if (search.equivalent == false) {
      ASSERT_EQ(verdict, Verdict::kDistinguished) << where;
    }
    if (verdict == Verdict::kEquivalent) {
      ++equivalent;
      ASSERT_EQ(contexts.distinguish(brute, g, h), "") << where;
    } else {
      ++distinguished;
    }
  }
  EXPECT_GT(equivalent, 20);
  EXPECT_GT(distinguished, 100);
}

// reverts_to_terminal finds exactly the sets of at most three forms born by day 2 that the
// closure finds equivalent to *L or *R.
TEST(LrEndingExact, ReversalToATerminalIsExactlyWhatTheClosureFinds) {
  Context context;
  ContextScope scope(context);
  const std::vector<Position>& day2 = ending::positions_born_by(2);
  int reverting = 0;
  const auto check = [&](std::vector<Position> options) {
    const Position s = ending::simplify(Position::from_options(std::move(options)));
    const std::optional<Position> end = reverts_to_terminal(s);
    for (const Position t : {Position::left_end(), Position::right_end()}) {
      if (s == t) continue;
      const bool equivalent = decide_exactly(s, t) == Verdict::kEquivalent;
      ASSERT_EQ(equivalent, end == t) << ending::to_text(s) << " vs " << ending::to_text(t);
      reverting += equivalent ? 1 : 0;
    }
  };
  for (std::size_t a = 0; a < day2.size(); ++a) {
    check({day2[a]});
    for (std::size_t b = a + 1; b < day2.size(); ++b) {
      check({day2[a], day2[b]});
      for (std::size_t c = b + 1; c < day2.size(); c += 3) check({day2[a], day2[b], day2[c]});
    }
  }
  EXPECT_GT(reverting, 100);
}

}  // namespace
}  // namespace cgt::sweeps::lr_ending
