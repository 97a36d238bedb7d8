#pragma once
// A pruning of the outcome search checked from outside (tests/solve): the search with it and
// without it give the canonical engine's outcome, and each winning first move the search names
// leaves a sum the engine says the opponent loses moving first.

#include <gtest/gtest.h>

#include <string>

#include "cgt/game.hpp"
#include "cgt/outcome.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/solve.hpp"

namespace cgt::testing {

// Returns whether the pruning changed the search (its node count); `label` names the case in a
// failure.
inline bool expect_pruning_sound(const std::string& text, const SolveOptions& with_pruning,
                                 const SolveOptions& without_pruning, const std::string& label) {
  const SolveResult with = solve_sum(text, with_pruning);
  const SolveResult without = solve_sum(text, without_pruning);
  const Outcome expected = outcome(evaluate_game_expression(text));
  EXPECT_EQ(outcome_name(with.outcome), std::string(outcome_name(expected))) << label << " (with the pruning)";
  EXPECT_EQ(outcome_name(without.outcome), std::string(outcome_name(expected))) << label << " (without)";
  if (with.left_move) {
    EXPECT_FALSE(right_wins_moving_first(outcome(evaluate_game_expression(*with.left_move))))
        << label << ": Left's move to " << *with.left_move;
  }
  if (with.right_move) {
    EXPECT_FALSE(left_wins_moving_first(outcome(evaluate_game_expression(*with.right_move))))
        << label << ": Right's move to " << *with.right_move;
  }
  return with.nodes != without.nodes;
}

}  // namespace cgt::testing
