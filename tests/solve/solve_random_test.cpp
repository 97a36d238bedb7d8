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

namespace cgt {
namespace {

using testing::scaled;

struct SolveRuleset {
  const char* name;
  const char* cells;      // the characters a cell is drawn from
  const char* live;       // the cells the brute force pays for
  int max_live;           // at most this many of them
  int max_rows;
  int max_live_in_sums;   // in a sum searched to the last cell, the states multiply
};

// Sizes kept where the canonical engine answers in milliseconds.
const SolveRuleset kSolveRulesets[] = {
    {"domineering", "...#", ".", 12, 4, 8}, {"clobber", "xo.", "xo", 10, 4, 6},
    {"amazons", "xo...#", "xo.", 8, 3, 5},   {"konane", "xo.", "xo.", 12, 4, 8},
    {"cram", "...#", ".", 10, 4, 8},         {"toads_and_frogs", "tf..#", "tf.", 12, 1, 8},
};

// A random board of `rules` with at most max_live live cells (the others become '#' or '.').
std::string solve_random_board(std::mt19937& rng, const SolveRuleset& rules, bool in_sum = false) {
  std::uniform_int_distribution<int> rows_of(1, rules.max_rows);
  std::uniform_int_distribution<int> cols_of(1, rules.max_rows == 1 ? 12 : 4);
  const int rows = rows_of(rng);
  const int cols = cols_of(rng);
  const std::string cells = rules.cells;
  std::uniform_int_distribution<std::size_t> pick(0, cells.size() - 1);
  std::string text;
  int live = 0;
  const std::string live_cells = rules.live;
  const char dead = live_cells.find('.') != std::string::npos ? '#' : '.';
  for (int r = 0; r < rows; ++r) {
    if (r > 0) {
      text += '|';
    }
    for (int c = 0; c < cols; ++c) {
      char cell = cells[pick(rng)];
      if (live_cells.find(cell) != std::string::npos && ++live > (in_sum ? rules.max_live_in_sums : rules.max_live)) {
        cell = dead;
      }
      text += cell;
    }
  }
  return text;
}

const char* const kSolveCanonicalTerms[] = {"0",      "*",   "^",      "v",     "1",       "-1",      "1/2",
                                            "{1|0}",  "+-1", "*2",     "{1|*}", "^*",      "{2|-1}",  "{0|-1/2}",
                                            "{1|-1}", "v*",  "{0||-1|-2}", "-1/4", "{3/2|1/2}", "{*|-1}"};

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
  std::uniform_int_distribution<int> terms_of(2, 3);
  std::uniform_int_distribution<std::size_t> ruleset_of(0, std::size(kSolveRulesets) - 1);
  std::uniform_int_distribution<std::size_t> canonical_of(0, std::size(kSolveCanonicalTerms) - 1);
  std::uniform_int_distribution<int> coin(0, 3);
  for (int trial = 0; trial < scaled(3000, 60); ++trial) {
    std::string text;
    const int terms = terms_of(rng);
    // Sometimes one ruleset throughout (searched without dispatch), sometimes a mix.
    const bool same = coin(rng) < 2;
    const std::size_t first = ruleset_of(rng);
    for (int t = 0; t < terms; ++t) {
      if (!text.empty()) {
        text += " + ";
      }
      if (coin(rng) == 0) {
        text += kSolveCanonicalTerms[canonical_of(rng)];
        continue;
      }
      const SolveRuleset& rules = kSolveRulesets[same ? first : ruleset_of(rng)];
      if (coin(rng) == 0) {
        text += '-';
      }
      text += std::string(rules.name) + "(\"" + solve_random_board(rng, rules, true) + "\")";
    }
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
