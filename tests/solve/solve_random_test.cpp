// The outcome search against the canonical-form engine: thousands of seeded random small boards
// of every grid ruleset, and random sums of two or three of them with canonical games, whose
// outcome the engine computes from the sum's canonical value. Each winning move the search
// reports is checked too: the position it names must be lost for the opponent moving next.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/solve.hpp"
#include "support/sample_size.hpp"
#include "support/solve_boards.hpp"

namespace cgt {
namespace {

using testing::kSolveRulesets;
using testing::scaled;
using testing::solve_random_board;
using testing::SolveRuleset;

// The outcome from the search and from the canonical value agree, and each winning move leads
// to a position lost for the opponent.
void expect_solve_matches_engine(const std::string& text, std::optional<unsigned> canonical_size) {
  SolveOptions options;
  options.canonical_size = canonical_size;
  options.table_bytes = std::size_t{1} << 16;
  const SolveResult r = solve_sum(text, options);
  const Outcome expected = outcome(evaluate_game_expression(text));
  const std::string label = text + " (canonical size " + (canonical_size ? std::to_string(*canonical_size) : "default") + ")";
  ASSERT_EQ(outcome_name(r.outcome), std::string(outcome_name(expected))) << label;
  ASSERT_EQ(r.left_first_wins, r.left_move.has_value()) << label;
  ASSERT_EQ(r.right_first_wins, r.right_move.has_value()) << label;
  if (r.left_move) {
    const Outcome after = outcome(evaluate_game_expression(*r.left_move));
    ASSERT_FALSE(right_wins_moving_first(after)) << label << ": Left's move to " << *r.left_move;
  }
  if (r.right_move) {
    const Outcome after = outcome(evaluate_game_expression(*r.right_move));
    ASSERT_FALSE(left_wins_moving_first(after)) << label << ": Right's move to " << *r.right_move;
  }
}

TEST(SolveRandom, SingleBoardsOfEveryRuleset) {
  std::mt19937 rng(3401);
  for (const SolveRuleset& rules : kSolveRulesets) {
    for (int trial = 0; trial < scaled(600, 20); ++trial) {
      const std::string text = std::string(rules.name) + "(\"" + solve_random_board(rng, rules) + "\")";
      // All searched, and with each ruleset's threshold, and with everything canonical.
      expect_solve_matches_engine(text, 0U);
      expect_solve_matches_engine(text, std::nullopt);
      expect_solve_matches_engine(text, 64U);
    }
  }
}

TEST(SolveRandom, SumsOfBoardsAndCanonicalGames) {
  std::mt19937 rng(3402);
  for (int trial = 0; trial < scaled(3000, 60); ++trial) {
    const std::string text = testing::solve_random_sum(rng);
    if (std::getenv("CGT_SOLVE_TRACE") != nullptr) {
      std::fprintf(stderr, "%s\n", text.c_str());
    }
    expect_solve_matches_engine(text, 0U);
    expect_solve_matches_engine(text, std::nullopt);
  }
}

// A board and its negative cancel; a sum of a board with its own mirror image too.
TEST(SolveRandom, NegativesCancel) {
  std::mt19937 rng(3403);
  for (int trial = 0; trial < scaled(200, 10); ++trial) {
    const SolveRuleset& rules = kSolveRulesets[trial % std::size(kSolveRulesets)];
    const std::string board = std::string(rules.name) + "(\"" + solve_random_board(rng, rules) + "\")";
    SolveOptions options;
    options.canonical_size = 0;
    options.table_bytes = std::size_t{1} << 16;
    const SolveResult r = solve_sum(board + " + -" + board, options);
    EXPECT_EQ(r.outcome, Outcome::kP) << board;
  }
}

}  // namespace
}  // namespace cgt
