// LR-ending subtraction games (paper 003, Section 4.2) against exhaustive play.

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "cgt/context.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "cgt/lr_subtraction.hpp"
#include "support/sample_size.hpp"
#include "support/small_stack.hpp"

namespace cgt::lr_subtraction {
namespace {

using ending::Outcome;

class BrutePlay {
 public:
  explicit BrutePlay(std::vector<std::uint64_t> set) : set_(std::move(set)) {}
  Outcome outcome(const std::vector<std::uint64_t>& piles) {
    const bool l = wins(piles, true), r = wins(piles, false);
    return l && r ? Outcome::kN : l ? Outcome::kL : r ? Outcome::kR : Outcome::kP;
  }

 private:
  bool wins(std::vector<std::uint64_t> piles, bool left) {
    std::sort(piles.begin(), piles.end());
    const auto key = std::make_pair(piles, left);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool any = false, result = false;
    for (std::size_t i = 0; i < piles.size() && !result; ++i) {
      for (std::uint64_t s : set_) {
        if (s > piles[i]) continue;
        any = true;
        std::vector<std::uint64_t> next = piles;
        next[i] -= s;
        if (!wins(next, !left)) {
          result = true;
          break;
        }
      }
    }
    if (!any) {
      std::uint64_t total = 0;
      for (std::uint64_t p : piles) total += p;
      result = (total % 2 == 0) == left;  // Left wins iff the tokens left are even
    }
    memo_.emplace(key, result);
    return result;
  }
  std::vector<std::uint64_t> set_;
  std::map<std::pair<std::vector<std::uint64_t>, bool>, bool> memo_;
};

TEST(LrSubtraction, TableForTwoFive) {
  SubtractionGame game({2, 5});
  const char* expected[] = {"*L", "*R", "*L_1", "*R_1", "*L", "{*L, *R_1}", "X_1"};
  std::string outcomes;
  for (std::uint64_t n = 0; n < 70; ++n) {
    EXPECT_EQ(ending::to_text(game.value(n)), expected[n % 7]) << n;
    outcomes += ending::outcome_name(game.value(n).outcome());
  }
  EXPECT_EQ(outcomes.substr(0, 14), "LRLRLNNLRLRLNN");
  const std::optional<Period> period = game.find_period(1000);
  ASSERT_TRUE(period.has_value());
  EXPECT_EQ(period->period, 7U);
  EXPECT_EQ(period->preperiod, 0U);
  EXPECT_EQ(ending::to_text(game.value(1'000'000'000'000'000ULL + 5)), expected[(1'000'000'000'000'000ULL + 5) % 7]);
}

TEST(LrSubtraction, RejectsBadSets) {
  EXPECT_THROW(SubtractionGame({1, 3}), DomainError);
  EXPECT_THROW(SubtractionGame({}), DomainError);
}

// Single-pile values are equivalent to the literal game trees (same outcome, and the
// simplification steps are the checked ones); rows of piles and winning moves against play.
TEST(LrSubtraction, RowsAndMovesAgainstPlay) {
  std::mt19937_64 rng(4202);
  for (int round = 0; round < 30; ++round) {
    std::vector<std::uint64_t> set;
    for (std::uint64_t s = 2; s <= 7; ++s) {
      if (rng() % 3 == 0) set.push_back(s);
    }
    if (set.empty()) set.push_back(2 + rng() % 6);
    SubtractionGame game(set);
    BrutePlay brute(set);
    std::string name;
    for (std::uint64_t s : set) name += std::to_string(s) + ",";
    std::vector<ending::Position> literal;
    for (std::uint64_t n = 0; n <= 24; ++n) {
      std::vector<ending::Position> options;
      for (std::uint64_t s : set) {
        if (s <= n) options.push_back(literal[n - s]);
      }
      literal.push_back(options.empty() ? (n % 2 == 0 ? ending::Position::left_end() : ending::Position::right_end())
                                        : ending::Position::from_options(options));
      ASSERT_EQ(game.value(n).outcome(), literal[n].outcome()) << "S = " << name << " n = " << n;
      ASSERT_EQ(game.value(n), ending::simplify(literal[n])) << "S = " << name << " n = " << n;
    }
    for (int trial = 0; trial < 30; ++trial) {
      std::vector<std::uint64_t> piles(1 + rng() % 3);
      for (std::uint64_t& p : piles) p = rng() % (piles.size() == 3 ? 10 : 16);
      std::string where = "S = " + name + " piles";
      for (std::uint64_t p : piles) where.append(" ").append(std::to_string(p));
      ASSERT_EQ(analyse_row(game, piles).outcome, brute.outcome(piles)) << where;
      std::vector<Move> expected;
      for (std::size_t i = 0; i < piles.size(); ++i) {
        for (std::uint64_t s : game.set()) {
          if (s > piles[i]) break;
          std::vector<std::uint64_t> next = piles;
          next[i] -= s;
          const Outcome o = brute.outcome(next);
          Move m{i, next[i], o == Outcome::kL || o == Outcome::kP, o == Outcome::kR || o == Outcome::kP};
          if (m.for_left || m.for_right) expected.push_back(m);
        }
      }
      ASSERT_EQ(winning_moves(game, piles), expected) << where;
    }
  }
}

// A set whose simplified values keep growing: rows of larger piles go to the direct search.
TEST(LrSubtraction, GrowingValuesFallBackToTheRowSearch) {
  const std::vector<std::uint64_t> set{2, 4, 6, 7, 12};
  SubtractionGame game(set);
  BrutePlay brute(set);
  std::mt19937_64 rng(4404);
  for (int trial = 0; trial < testing::scaled(12, 3); ++trial) {
    std::vector<std::uint64_t> piles{20 + rng() % 30, 20 + rng() % 30, rng() % 8};
    std::string where;
    for (std::uint64_t p : piles) where.append(" ").append(std::to_string(p));
    ASSERT_EQ(analyse_row(game, piles).outcome, brute.outcome(piles)) << where;
    for (const Move& m : winning_moves(game, piles)) {
      std::vector<std::uint64_t> next = piles;
      next[m.pile] = m.to;
      const Outcome o = brute.outcome(next);
      ASSERT_EQ(m.for_left, o == Outcome::kL || o == Outcome::kP) << where;
      ASSERT_EQ(m.for_right, o == Outcome::kR || o == Outcome::kP) << where;
    }
  }
  // The outcome sequence is periodic even though the values are not (as far as the rules go).
  const std::optional<Period> p = outcome_period(game, 2000);
  ASSERT_TRUE(p.has_value());
  const std::vector<Outcome> o = single_pile_outcomes(game, 2000);
  for (std::uint64_t n = p->preperiod; n + p->period <= 2000; ++n) ASSERT_EQ(o[n], o[n + p->period]) << n;
  for (std::uint64_t n = 0; n <= 40; ++n) ASSERT_EQ(o[n], brute.outcome({n})) << n;
}

// S = {2, 3}: the values of large piles grow too large to add, so a pile of 3999 is searched
// directly, through plays up to 1999 moves long. The search keeps its path on the heap, so it
// runs on a 256 KiB stack (a recursion once per move overflowed it); the outcome and moves
// agree with exhaustive play on the main thread.
TEST(LrSubtraction, TheDirectSearchRunsOnASmallStack) {
  const std::vector<std::uint64_t> set{2, 3};
  const std::vector<std::uint64_t> piles{3999};
  Outcome outcome = Outcome::kP;
  std::vector<Move> moves;
  testing::run_on_small_stack([&] {
    SubtractionGame game(set);
    outcome = analyse_row(game, piles).outcome;
    moves = winning_moves(game, piles);
  });
  BrutePlay brute(set);
  EXPECT_EQ(outcome, brute.outcome(piles));
  ASSERT_FALSE(moves.empty());
  for (const Move& m : moves) {
    const Outcome o = brute.outcome({m.to});
    EXPECT_EQ(m.for_left, o == Outcome::kL || o == Outcome::kP) << m.to;
    EXPECT_EQ(m.for_right, o == Outcome::kR || o == Outcome::kP) << m.to;
  }
}

// The detected period is a period of the directly computed sequence, the least one, and the
// preperiod is the least too. (Some sets have simplified values that keep growing — Theorems
// 3.9 and 3.10 do not reduce them — and then no period is reported.)
TEST(LrSubtraction, PeriodDetection) {
  std::mt19937_64 rng(4303);
  int found = 0;
  for (int round = 0; round < 60; ++round) {
    std::vector<std::uint64_t> set;
    for (std::uint64_t s = 2; s <= 12; ++s) {
      if (rng() % 4 == 0) set.push_back(s);
    }
    if (set.empty()) set.push_back(2 + rng() % 10);
    std::string name;
    for (std::uint64_t s : set) name += std::to_string(s) + ",";
    SubtractionGame detected(set);
    std::optional<Period> period;
    try {
      period = detected.find_period(400);
    } catch (const LimitError&) {
    }
    if (!period) continue;
    ++found;
    SubtractionGame direct(set);
    const std::uint64_t horizon = period->preperiod + 4 * period->period + 40;
    const auto& v = direct.values_up_to(horizon + period->period);
    for (std::uint64_t n = period->preperiod; n <= horizon; ++n) {
      ASSERT_EQ(v[n], v[n + period->period]) << name << " n = " << n;
      ASSERT_EQ(detected.value(n + 1000 * period->period), v[n]) << name;
    }
    if (period->preperiod > 0) {
      ASSERT_NE(v[period->preperiod - 1], v[period->preperiod - 1 + period->period]) << name;
    }
    for (std::uint64_t q = 1; q < period->period; ++q) {
      bool works = true;
      for (std::uint64_t n = period->preperiod; n <= horizon && works; ++n) works = v[n] == v[n + q];
      ASSERT_FALSE(works) << name << " has the smaller period " << q;
    }
  }
  EXPECT_GT(found, 20);
}

// A row whose values are too costly for the context's work budget ends with BudgetError: the
// fallback to the direct search is for values too large to add, not for an exhausted budget
// (and the search is bounded by the same budget).
TEST(LrSubtraction, TheContextBudgetBoundsTheFallbackToo) {
  Context context;
  ContextScope scope(context);
  SubtractionGame game({2, 5, 7});
  const std::vector<std::uint64_t> piles{13, 17, 22};
  context.set_limits({.work = 50});
  EXPECT_THROW((void)analyse_row(game, piles), BudgetError);
  EXPECT_THROW((void)winning_moves(game, piles), BudgetError);
  context.set_limits({});
  SubtractionGame fresh({2, 5, 7});
  EXPECT_EQ(analyse_row(game, piles).outcome, analyse_row(fresh, piles).outcome);
}

}  // namespace
}  // namespace cgt::lr_subtraction
