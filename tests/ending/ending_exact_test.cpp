// Exact equivalence of LR-ending positions (cgt/ending_exact.hpp) against the theorems, the
// simplifier, the search for a distinguishing position and play; outcome digests
// (cgt/ending_fingerprint.hpp) against exact equivalence and the search's witnesses; ranked
// option sets (cgt/ending_option_sets.hpp) against a brute-force listing.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_exact.hpp"
#include "cgt/ending_fingerprint.hpp"
#include "cgt/ending_option_sets.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "support/ending_brute.hpp"
#include "support/ending_builders.hpp"
#include "support/small_stack.hpp"

namespace cgt::ending {
namespace {

using testing::BruteEnding;
using testing::P;

TEST(LrEndingExact, KnownAnswers) {
  Context context;
  ContextScope scope(context);
  EXPECT_EQ(decide_exactly(P("X_2"), P("X_2")), ExactVerdict::kEquivalent);
  EXPECT_EQ(decide_exactly(P("{*L_2}"), P("*L")), ExactVerdict::kEquivalent);          // Theorem 3.3
  EXPECT_EQ(decide_exactly(P("*L_2 + *R_3"), P("*R_1")), ExactVerdict::kEquivalent);   // Corollary 3.4
  EXPECT_EQ(decide_exactly(P("{*L, *R_1}"), P("X_2")), ExactVerdict::kDistinguished);  // notes on 003
  EXPECT_EQ(decide_exactly(P("{*L, *R_1}"), P("{*L, *R, *R_1}")), ExactVerdict::kDistinguished);
  EXPECT_EQ(decide_exactly(P("*L"), P("*R")), ExactVerdict::kDistinguished);
  // Two simplified forms, equivalent: simplification does not reach a unique form.
  EXPECT_EQ(to_text(simplify(P("{{*L, X_1}}"))), "{{*L, X_1}}");
  EXPECT_EQ(decide_exactly(P("*L"), P("{{*L, X_1}}")), ExactVerdict::kEquivalent);
  EXPECT_EQ(decide_exactly(P("*R"), P("{X_1, {*R, X_1}}")), ExactVerdict::kEquivalent);
  EXPECT_EQ(decide_exactly(P("*L"), P("{X_1}")), ExactVerdict::kDistinguished);
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
    ASSERT_EQ(decide_exactly(pg, simplify(pg)), ExactVerdict::kEquivalent) << brute.text(g);
    const ExactVerdict verdict = decide_exactly(pg, ph);
    ASSERT_NE(verdict, ExactVerdict::kUndecided) << where;
    const EquivalenceAnswer search = decide_equivalence(pg, ph, 2);
    if (search.equivalent == true) {
      ASSERT_EQ(verdict, ExactVerdict::kEquivalent) << where;
    }
    if (search.equivalent == false) {
      ASSERT_EQ(verdict, ExactVerdict::kDistinguished) << where;
    }
    if (verdict == ExactVerdict::kEquivalent) {
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
  const std::vector<Position>& day2 = positions_born_by(2);
  int reverting = 0;
  const auto check = [&](std::vector<Position> options) {
    const Position s = simplify(Position::from_options(std::move(options)));
    const std::optional<Position> end = reverts_to_terminal(s);
    for (const Position t : {Position::left_end(), Position::right_end()}) {
      if (s == t) continue;
      const bool equivalent = decide_exactly(s, t) == ExactVerdict::kEquivalent;
      ASSERT_EQ(equivalent, end == t) << to_text(s) << " vs " << to_text(t);
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

// Equivalent positions have equal digests, and a witness of the search up to bound D gives
// different signatures at bound D (the witness is among the searched positions).
TEST(EndingFingerprint, EqualForEquivalentDifferentForWitnessed) {
  Context context;
  ContextScope scope(context);
  BruteEnding brute;
  std::mt19937_64 rng(5150);
  int equivalent = 0;
  int witnessed = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int g = brute.random(rng, 3, 3);
    const int h = brute.random(rng, 3, 3);
    const Position pg = brute.to_position(g);
    const Position ph = brute.to_position(h);
    const std::string where = brute.text(g) + " vs " + brute.text(h);
    ASSERT_EQ(outcome_digests(pg, 2), outcome_digests(simplify(pg), 2)) << brute.text(g);
    const OutcomeDigests dg = outcome_digests(pg, 2);
    const OutcomeDigests dh = outcome_digests(ph, 2);
    if (decide_exactly(pg, ph) == ExactVerdict::kEquivalent) {
      ++equivalent;
      ASSERT_EQ(dg, dh) << where;
    }
    if (decide_equivalence(pg, ph, 2).equivalent == false) {
      ++witnessed;
      ASSERT_NE(dg.signature, dh.signature) << where;
      ASSERT_NE(dg.fingerprint, dh.fingerprint) << where;
    }
  }
  EXPECT_GT(equivalent, 20);
  EXPECT_GT(witnessed, 100);
}

// The digests depend on the position alone: not on the context, nor on what it computed before.
TEST(EndingFingerprint, SameInEveryContext) {
  const std::vector<std::string> texts = {"*L", "*R_2", "X_2", "{*L, *R_1}", "{{*L, X_1}}", "*L_2 + *R_3"};
  std::vector<OutcomeDigests> forward;
  {
    Context context;
    ContextScope scope(context);
    for (const std::string& text : texts) forward.push_back(outcome_digests(testing::P(text.c_str())));
  }
  Context context;
  ContextScope scope(context);
  for (std::size_t i = texts.size(); i-- > 0;) {
    EXPECT_EQ(outcome_digests(testing::P(texts[i].c_str())), forward[i]) << texts[i];
  }
  EXPECT_EQ(forward[0].signature.size(), 32U);
  EXPECT_NE(forward[0].signature, forward[1].signature);
  EXPECT_THROW((void)outcome_digests(testing::P("*L"), 4), DomainError);
  EXPECT_THROW((void)outcome_digests(testing::P("*L"), -1), DomainError);
}

TEST(EndingFingerprint, DeepPositionOnTheSmallStack) {
  cgt::testing::run_on_small_stack([] {
    Context context;
    ContextScope scope(context);
    Position deep = Position::left_end();
    for (int day = 0; day < 1000; ++day) deep = Position::from_options({deep, Position::right_end()});
    const OutcomeDigests digests = outcome_digests(deep, 1);
    EXPECT_EQ(digests.fingerprint.size(), 32U);
  });
}

// Every set of at most n of n forms, listed by size then lexicographically, is at_rank of its
// place, and advance() walks the list.
TEST(EndingOptionSets, RanksMatchTheListing) {
  for (std::uint64_t n = 1; n <= 9; ++n) {
    std::vector<std::vector<std::uint32_t>> listing;
    for (std::uint64_t mask = 1; mask < (std::uint64_t{1} << n); ++mask) {
      std::vector<std::uint32_t> set;
      for (std::uint32_t i = 0; i < n; ++i) {
        if ((mask >> i & 1U) != 0) set.push_back(i);
      }
      listing.push_back(set);
    }
    std::sort(listing.begin(), listing.end(), [](const auto& a, const auto& b) {
      return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    ASSERT_EQ(option_set_count(n, n), listing.size()) << "n = " << n;
    std::uint64_t at_most_two = 0;
    for (const auto& set : listing) at_most_two += set.size() <= 2 ? 1 : 0;
    ASSERT_EQ(option_set_count(n, 2), at_most_two) << "n = " << n;
    RankedOptionSet walk = RankedOptionSet::at_rank(n, 0);
    for (std::uint64_t rank = 0; rank < listing.size(); ++rank) {
      ASSERT_EQ(RankedOptionSet::at_rank(n, rank).indices, listing[rank]) << "n = " << n << ", rank " << rank;
      ASSERT_EQ(walk.indices, listing[rank]) << "n = " << n << ", rank " << rank;
      walk.advance();
    }
    EXPECT_THROW((void)RankedOptionSet::at_rank(n, listing.size()), DomainError);
  }
  // Pascal's triangle, and saturation far beyond.
  for (std::uint64_t n = 1; n <= 60; ++n) {
    for (std::uint64_t k = 1; k < n; ++k) {
      ASSERT_EQ(binomial_saturating(n, k), binomial_saturating(n - 1, k - 1) + binomial_saturating(n - 1, k))
          << n << " choose " << k;
    }
  }
  EXPECT_EQ(binomial_saturating(200, 100), std::uint64_t{1} << 62);
  EXPECT_EQ(binomial_saturating(3, 5), 0U);
}

}  // namespace
}  // namespace cgt::ending
