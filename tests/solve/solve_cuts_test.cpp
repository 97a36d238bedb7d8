// The search's cuts that take no CGT, only its own table (cgt/sum_search.hpp): enhanced
// transposition cutoffs (a sum is won when one of its options is already known lost for the
// opponent), and the cache of what an option splits into. On thousands of seeded random boards
// and sums of every grid ruleset, with a table small enough to be overwritten all the time, the
// verdict and the winning moves are the same with the cutoffs and without, and the engine's.

#include <gtest/gtest.h>

#include <iterator>
#include <random>
#include <string>

#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/outcome.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/solve.hpp"
#include "support/sample_size.hpp"
#include "support/solve_boards.hpp"
#include "support/solve_checks.hpp"

namespace cgt {
namespace {

using testing::kSolveRulesets;
using testing::scaled;
using testing::solve_random_board;
using testing::solve_random_sum;
using testing::SolveRuleset;

// Returns whether the cutoffs changed the search (its node count).
bool expect_same_with_and_without_cutoffs(const std::string& text, unsigned canonical_size) {
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 12;  // 64 buckets: entries are lost and found again
  options.canonical_size = canonical_size;
  const SolveResult with = solve_sum(text, options);
  options.etc = false;
  const SolveResult without = solve_sum(text, options);
  const std::string label = text + " (canonical size " + std::to_string(canonical_size) + ")";
  const Outcome expected = outcome(evaluate_game_expression(text));
  EXPECT_EQ(outcome_name(with.outcome), std::string(outcome_name(expected))) << label << " (cutoffs)";
  EXPECT_EQ(outcome_name(without.outcome), std::string(outcome_name(expected))) << label << " (no cutoffs)";
  // The first winning move in the order tried: the same, as each first move's verdict is.
  EXPECT_EQ(with.left_move, without.left_move) << label;
  EXPECT_EQ(with.right_move, without.right_move) << label;
  return with.nodes != without.nodes;
}

TEST(SolveCuts, SingleBoardsOfEveryRuleset) {
  std::mt19937 rng(3410);
  int changed = 0;
  for (const SolveRuleset& rules : kSolveRulesets) {
    for (int trial = 0; trial < scaled(300, 15); ++trial) {
      const std::string text = std::string(rules.name) + "(\"" + solve_random_board(rng, rules) + "\")";
      changed += expect_same_with_and_without_cutoffs(text, 0) ? 1 : 0;
      changed += expect_same_with_and_without_cutoffs(text, 4) ? 1 : 0;
    }
  }
  EXPECT_GT(changed, scaled(100, 3));  // the cutoffs took part (Clobber's: the rulesets that ask for them)
}

TEST(SolveCuts, SumsOfBoardsAndCanonicalGames) {
  std::mt19937 rng(3411);
  int changed = 0;
  for (int trial = 0; trial < scaled(1500, 40); ++trial) {
    const std::string text = solve_random_sum(rng);
    changed += expect_same_with_and_without_cutoffs(text, trial % 2 == 0 ? 0 : 3) ? 1 : 0;
  }
  EXPECT_GT(changed, scaled(40, 2));
}

// Strips of Clobber: sums of many small regions, where options come back most (the option
// cache's hits) and the canonical part grows.
TEST(SolveCuts, ClobberStrips) {
  std::mt19937 rng(3412);
  std::uniform_int_distribution<int> length(4, 14);
  std::uniform_int_distribution<int> cell(0, 5);
  int changed = 0;
  for (int trial = 0; trial < scaled(400, 20); ++trial) {
    std::string board;
    for (int i = 0, n = length(rng); i < n; ++i) {
      const int c = cell(rng);
      board += c < 3 ? "xo."[c] : (i % 2 == 0 ? 'x' : 'o');
    }
    changed += expect_same_with_and_without_cutoffs("clobber(\"" + board + "\")", trial % 3 == 0 ? 0 : 3) ? 1 : 0;
  }
  EXPECT_GT(changed, scaled(40, 2));
}

// Static cutoffs (rulesets with bounds: Domineering): every option bounded before the first is
// searched, forced at every size here (by default only on sums of 16 cells or more), with the
// options known won by the opponent dropped. Against the search without any cutoffs and the
// engine, on boards and on sums of two boards and a canonical game; each player's winning move
// is checked by the engine (the static cutoffs may find another first winning move).
bool expect_static_cuts_sound(const std::string& text, unsigned canonical_size) {
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 12;
  options.canonical_size = canonical_size;
  options.static_cut_size = 1;
  SolveOptions without = options;
  without.etc = false;
  return testing::expect_pruning_sound(text, options, without,
                                       text + " (canonical size " + std::to_string(canonical_size) + ", static cutoffs)");
}

// Sides 2 to 6, 0–32 % of the cells blocked.
std::string random_domineering(std::mt19937& rng, int max_empty) {
  return "domineering(\"" + testing::random_domineering_grid(rng, 2, 6, max_empty, 3) + "\")";
}

TEST(SolveCuts, StaticCutoffsOnDomineering) {
  std::mt19937 rng(3413);
  int changed = 0;
  for (int trial = 0; trial < scaled(1000, 25); ++trial) {
    changed += expect_static_cuts_sound(random_domineering(rng, 16), trial % 2 == 0 ? 0 : 4) ? 1 : 0;
  }
  const char* const terms[] = {"*", "^", "1/2", "-1", "{1|0}", "+-1", "{2|-1}", "v*", "{0|-1/2}"};
  std::uniform_int_distribution<std::size_t> term(0, std::size(terms) - 1);
  for (int trial = 0; trial < scaled(600, 15); ++trial) {
    const std::string text = random_domineering(rng, 9) + " + -" + random_domineering(rng, 9) + " + " + terms[term(rng)];
    changed += expect_static_cuts_sound(text, trial % 2 == 0 ? 0 : 3) ? 1 : 0;
  }
  EXPECT_GT(changed, scaled(200, 5));  // the static cutoffs took part
}

}  // namespace
}  // namespace cgt
