// The simplified form of a position depends on the position alone, not on what its context made
// before (ids are the order of creation): a sweep runs its tasks in worker contexts, in any
// order, and must give the same bytes. Each position is simplified in a fresh context and in
// contexts that first made many other positions, and the same ones in other orders.
//
// No position is known where the order of Theorem 3.10's attempts changes the result (the engine
// tried them by id before, and gave the same forms on 47,495 positions): two options Y1, Y2 of G
// that both apply with different results Z1 = simplify(G − Y1) ∈ Y1, Z2 = simplify(G − Y2) ∈ Y2
// would be two different simplified forms, both ≡ G, born at least two days before G. The 29
// forms born by day 2 are pairwise inequivalent (exact closure, cgt sweep lr-ending-canonical
// --birthday 2), so below birthday 5 it cannot happen; day 3 does have equivalent forms
// (*L ≡ {{*L, X_1}}), but no such G was found in 2 million random sets of them. This test
// guards the order, whatever it is, against depending on the context.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_value.hpp"
#include "ending/store.hpp"
#include "support/ending_brute.hpp"
#include "support/sample_size.hpp"

namespace cgt::ending {
namespace {

using testing::scaled;

using testing::BruteEnding;

struct Case {
  int node;           // in the brute-force arena, which belongs to no context
  std::string where;  // how it was made, to reproduce a failure
};

// Random trees, random option sets of the 29 forms born by day 2 (day 3) and small sets of
// day-3 forms (day 4): the positions where Theorem 3.10 has several options to try.
std::vector<Case> make_cases(BruteEnding& brute) {
  std::vector<Case> cases;
  constexpr std::uint64_t kTreeSeed = 5100;
  std::mt19937_64 rng(kTreeSeed);
  for (int i = 0; i < scaled(2000); ++i) {
    const int depth = 3 + i % 3;
    const int width = 2 + i % 4;
    cases.push_back({brute.random(rng, depth, width),
                     "random tree #" + std::to_string(i) + " (seed " + std::to_string(kTreeSeed) + ", depth " +
                         std::to_string(depth) + ", width " + std::to_string(width) + ")"});
  }
  // The forms, found in a scratch context and kept as trees.
  Context scratch;
  ContextScope scope(scratch);
  std::vector<int> day2;
  for (Position p : positions_born_by(2)) day2.push_back(brute.from_position(p));
  constexpr std::uint64_t kSetSeed = 5101;
  rng.seed(kSetSeed);
  std::vector<int> day3;
  for (int i = 0; i < scaled(1500); ++i) {
    const std::uint64_t mask = rng() % ((std::uint64_t{1} << day2.size()) - 1) + 1;
    std::vector<int> options;
    for (std::size_t j = 0; j < day2.size(); ++j) {
      if ((mask >> j & 1U) != 0) options.push_back(day2[j]);
    }
    const int g = brute.make(options);
    cases.push_back({g, "day-3 option set #" + std::to_string(i) + " (seed " + std::to_string(kSetSeed) + ")"});
    if (i % 3 == 0 || options.size() <= 3) {
      day3.push_back(brute.from_position(simplify(brute.to_position(g))));
    }
  }
  for (std::size_t a = 0; a < day2.size(); ++a) {
    for (std::size_t b = a + 1; b < day2.size(); ++b) {
      day3.push_back(brute.from_position(simplify(brute.to_position(brute.make({day2[a], day2[b]})))));
    }
  }
  for (int i = 0; i < scaled(800); ++i) {
    std::vector<int> options;
    for (std::uint64_t k = 2 + rng() % 4; k > 0; --k) options.push_back(day3[rng() % day3.size()]);
    cases.push_back(
        {brute.make(options), "day-4 option set #" + std::to_string(i) + " (seed " + std::to_string(kSetSeed) + ")"});
  }
  return cases;
}

std::vector<std::string> simplified_texts(BruteEnding& brute, const std::vector<Case>& cases,
                                          const std::vector<std::size_t>& order) {
  std::vector<std::string> texts(cases.size());
  for (std::size_t i : order) texts[i] = to_text(simplify(brute.to_position(cases[i].node)));
  return texts;
}

TEST(EndingSimplifyHistory, SimplifiedFormsDoNotDependOnWhatTheContextMadeBefore) {
  BruteEnding brute;
  const std::vector<Case> cases = make_cases(brute);
  std::vector<std::size_t> forward(cases.size());
  for (std::size_t i = 0; i < forward.size(); ++i) forward[i] = i;

  std::vector<std::string> fresh(cases.size());
  for (std::size_t i = 0; i < cases.size(); ++i) {
    Context context;  // nothing made before but the position itself
    ContextScope scope(context);
    fresh[i] = to_text(simplify(brute.to_position(cases[i].node)));
  }

  Context busy;
  ContextScope scope(busy);
  // Other positions first, simplified and not, then every case made (not simplified) in
  // reverse, so that options get ids in other orders than in a fresh context.
  std::mt19937_64 rng(5102);
  for (int i = 0; i < scaled(3000); ++i) {
    const Position other = brute.to_position(brute.random(rng, 4, 4));
    if (i % 2 == 0) (void)simplify(other);
  }
  (void)search_space(3);
  for (auto it = cases.rbegin(); it != cases.rend(); ++it) (void)brute.to_position(it->node);
  std::vector<std::size_t> shuffled = forward;
  std::shuffle(shuffled.begin(), shuffled.end(), rng);
  const std::vector<std::string> busy_texts = simplified_texts(brute, cases, shuffled);

  // The same context cleared, the cases in reverse.
  busy.clear();
  const std::vector<std::size_t> backward(forward.rbegin(), forward.rend());
  const std::vector<std::string> cleared_texts = simplified_texts(brute, cases, backward);

  for (std::size_t i = 0; i < cases.size(); ++i) {
    ASSERT_EQ(fresh[i], busy_texts[i]) << cases[i].where << ": " << brute.text(cases[i].node);
    ASSERT_EQ(fresh[i], cleared_texts[i]) << cases[i].where << ": " << brute.text(cases[i].node);
  }
}

// The probe that lets simplification skip a Theorem 3.10 attempt is o(G + X) for the 31
// non-terminal positions X drawn from {*L, *R, *L_1, *R_1, X_1}, 2 bits each in that order
// (the three day-1 ones first, then the other sets in the order of their bit masks).
TEST(EndingSimplifyHistory, ProbesAreOutcomesOfSums) {
  Context context;
  ContextScope scope(context);
  const Position day1[5] = {Position::left_end(), Position::right_end(), Position::from_options({Position::left_end()}),
                            Position::from_options({Position::right_end()}),
                            Position::from_options({Position::left_end(), Position::right_end()})};
  std::vector<Position> probes;
  std::vector<unsigned> masks{1, 2, 3};
  for (unsigned mask = 4; mask < 32; ++mask) masks.push_back(mask);
  for (unsigned mask : masks) {
    std::vector<Position> options;
    for (unsigned i = 0; i < 5; ++i) {
      if ((mask >> i & 1U) != 0) options.push_back(day1[i]);
    }
    probes.push_back(Position::from_options(options));
  }
  BruteEnding brute;
  std::mt19937_64 rng(5103);
  detail::State& state = detail::current_state();
  for (int trial = 0; trial < scaled(300); ++trial) {
    const Position g = brute.to_position(brute.random(rng, 3, 3));
    const std::uint64_t probe = detail::probe_of(state, g.id());
    ASSERT_NE(probe & detail::kProbeKnown, 0U);
    for (std::size_t j = 0; j < probes.size(); ++j) {
      const auto bits = static_cast<Outcome>(probe >> (2 * j) & 3U);
      ASSERT_EQ(bits, (g + probes[j]).outcome()) << to_text(g) << " + " << to_text(probes[j]);
    }
    if (!g.is_terminal()) {
      const std::vector<Position> options(g.options().begin(), g.options().end());
      const auto [outcome, unmade] = detail::probe_of_options(state, options);
      ASSERT_EQ(outcome, g.outcome()) << to_text(g);
      ASSERT_EQ(unmade, probe) << to_text(g);
    }
  }
}

}  // namespace
}  // namespace cgt::ending
