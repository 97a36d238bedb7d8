// The bounds that decide sums without search (cgt/ruleset_bounds.hpp, cgt/sum_bounds.hpp):
//  * Domineering's bounds hold: lower + s·(±1) ≤ value ≤ upper + t·(±1) on thousands of seeded
//    random boards with obstacles, the value from the canonical-form engine;
//  * the static decision is right whenever it answers: sums whose bounds are the sum itself, for
//    random canonical parts and integer and switch parts, against the engine's outcome;
//  * the search's verdict and winning moves are the same with and without the bounds, and the
//    engine's, on random Domineering boards and sums up to the size the engine handles.

#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <string>

#include "cgt/domineering_bounds.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/grid_rulesets.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "cgt/solve.hpp"
#include "cgt/sum_bounds.hpp"
#include "support/sample_size.hpp"
#include "support/solve_boards.hpp"
#include "support/solve_checks.hpp"

namespace cgt {
namespace {

using testing::scaled;

// A random Domineering board of up to max_side × max_side with at most max_empty empty cells
// and 0–49 % of the others blocked.
std::string bounds_random_board(std::mt19937& rng, int max_side, int max_empty) {
  return testing::random_domineering_grid(rng, 1, max_side, max_empty, 2);
}

Game bound_game(int integer, bool with_switch) {
  Game g = number_game(Dyadic(integer));
  return with_switch ? g + evaluate_game_expression("+-1") : g;
}

TEST(SolveBounds, DomineeringBoundsHold) {
  std::mt19937 rng(3501);
  const Domineering rules;
  for (int trial = 0; trial < scaled(3000, 100); ++trial) {
    const std::string board = bounds_random_board(rng, 6, 14);
    const ValueBounds b = rules.bounds(Domineering::parse(board));
    const Game value = domineering_game(board);
    ASSERT_TRUE(leq(bound_game(b.lower, b.lower_switch), value))
        << board << ": lower " << b.lower << (b.lower_switch ? " ±1" : "") << ", value " << to_string(value);
    ASSERT_TRUE(leq(value, bound_game(b.upper, b.upper_switch)))
        << board << ": upper " << b.upper << (b.upper_switch ? " ±1" : "") << ", value " << to_string(value);
  }
}

// The grouped bound alone (groups of row runs valued exactly, cgt/domineering_bounds.hpp), in
// each order of joining runs, with small groups so that boards fall into several, on bigger boards than above: lower ≤ value, and
// the upper bound (the transposed board's lower bound, negated) ≥ value.
TEST(SolveBounds, DomineeringGroupedBoundHolds) {
  std::mt19937 rng(3504);
  int split = 0;  // boards whose bound came from more than one group
  for (int trial = 0; trial < scaled(2000, 80); ++trial) {
    const std::string board = bounds_random_board(rng, 7, 18);
    const Domineering::Position p = Domineering::parse(board);
    const grid::Shape shape = p.shape();
    const grid::Shape transposed(shape.cols(), shape.rows());
    const Game value = domineering_game(board);
    for (const int max_cells : {2, 3, 4, 6, 8, 12}) {
      for (const grid::GroupOrder order : grid::kGroupOrders) {
        const grid::SideBound lower = grid::domineering_grouped_lower(p.layers[0], shape, max_cells, order);
        const grid::SideBound negative =
            grid::domineering_grouped_lower(grid::transpose_cells(p.layers[0], shape), transposed, max_cells, order);
        ASSERT_TRUE(leq(bound_game(lower.value, lower.with_switch), value))
            << board << ", groups of " << max_cells << " in order " << static_cast<int>(order) << ": lower "
            << lower.value << (lower.with_switch ? " ±1" : "") << ", value " << to_string(value);
        ASSERT_TRUE(leq(value, bound_game(-negative.value, negative.with_switch)))
            << board << ", groups of " << max_cells << " in order " << static_cast<int>(order) << ": upper "
            << -negative.value << (negative.with_switch ? " ±1" : "") << ", value " << to_string(value);
      }
      split += std::popcount(p.layers[0]) > max_cells ? 1 : 0;
    }
  }
  EXPECT_GT(split, scaled(2000, 80));  // most boards were cut into groups
}

// The best grouping is the best of the orders, order by order (the greater integer; a tie keeps
// the first): grouped_best shares the groups' values across its orders and skips an order that
// cut the same groups, and must still give what each order gives alone.
TEST(SolveBounds, DomineeringGroupedBestIsTheBestOrder) {
  std::mt19937 rng(3508);
  int differ = 0;  // boards whose orders gave different bounds
  for (int trial = 0; trial < scaled(1500, 60); ++trial) {
    const std::string board = bounds_random_board(rng, 7, 18);
    const Domineering::Position p = Domineering::parse(board);
    const grid::Shape shape = p.shape();
    for (const int max_cells : {3, 6, 12, 14}) {
      grid::SideBound best;
      bool first = true;
      bool same = true;
      for (const grid::GroupOrder order : grid::kGroupOrders) {
        const grid::SideBound b = grid::domineering_grouped_lower(p.layers[0], shape, max_cells, order);
        same = same && (first || (b.value == best.value && b.with_switch == best.with_switch));
        if (first || b.value > best.value) {
          best = b;
        }
        first = false;
      }
      const grid::SideBound got = grid::domineering_grouped_best(p.layers[0], shape, max_cells);
      ASSERT_EQ(got.value, best.value) << board << ", groups of " << max_cells;
      ASSERT_EQ(got.with_switch, best.with_switch) << board << ", groups of " << max_cells;
      differ += same ? 0 : 1;
    }
  }
  EXPECT_GT(differ, scaled(1500, 60) / 10);  // the choice of order mattered on many boards
}

// On a 128-bit board a group of row runs can span a box of more than 64 cells (a staircase of
// 17 cells spans 9×9) when the cap on a group's cells is raised: such a group cannot be valued on
// a 64-bit board and gets Right's moves alone. The bound must still hold against the region's
// value, computed by the ruleset solver on the 128-bit board itself.
TEST(SolveBounds, DomineeringGroupedBoundHoldsOnWideStaircases) {
  std::mt19937 rng(3507);
  using Wide = BasicDomineering<grid::WideBits>;
  int past = 0;  // staircases whose box has more than 64 cells
  for (int trial = 0; trial < scaled(200, 20); ++trial) {
    // A random monotone walk right and down from the top-left corner of a 9×9 or 11×11 board,
    // its cells empty and a few of their neighbours too.
    const unsigned side = trial % 2 == 0 ? 9 : 11;
    std::string cells(side * side, '#');
    unsigned r = 0, c = 0;
    for (int step = 0; step < 18 && r < side && c < side; ++step) {
      cells[r * side + c] = '.';
      if (std::uniform_int_distribution<int>(0, 3)(rng) == 0 && c + 1 < side && r + 1 < side) {
        cells[(r + 1) * side + c + 1] = '.';
      }
      (std::uniform_int_distribution<int>(0, 1)(rng) == 0 ? r : c) += 1;
    }
    std::string board;
    for (unsigned row = 0; row < side; ++row) board += (row > 0 ? "|" : "") + cells.substr(row * side, side);
    const Wide::Position p = Wide::parse(board);
    const grid::WideShape shape = p.shape();
    const grid::WideShape transposed(shape.cols(), shape.rows());
    const Game value = solve_ruleset(Wide{}, p);
    const grid::Box box = grid::bounding_box(p.layers[0], shape);
    past += box.rows * box.cols > 64 ? 1 : 0;
    for (const int max_cells : {4, 14, 40}) {
      for (const grid::GroupOrder order : grid::kGroupOrders) {
        const grid::SideBound lower = grid::domineering_grouped_lower(p.layers[0], shape, max_cells, order);
        const grid::SideBound negative =
            grid::domineering_grouped_lower(grid::transpose_cells(p.layers[0], shape), transposed, max_cells, order);
        ASSERT_TRUE(leq(bound_game(lower.value, lower.with_switch), value))
            << board << ", groups of " << max_cells << ": lower " << lower.value << ", value " << to_string(value);
        ASSERT_TRUE(leq(value, bound_game(-negative.value, negative.with_switch)))
            << board << ", groups of " << max_cells << ": upper " << -negative.value << ", value " << to_string(value);
      }
    }
  }
  EXPECT_GT(past, scaled(200, 20) / 4);
}

// The transposed board's value is the negative (the players exchange their dominoes).
TEST(SolveBounds, TransposeNegates) {
  std::mt19937 rng(3505);
  for (int trial = 0; trial < scaled(300, 30); ++trial) {
    const std::string board = bounds_random_board(rng, 5, 10);
    const Domineering::Position p = Domineering::parse(board);
    Domineering::Position t;
    t.rows = p.cols;
    t.cols = p.rows;
    t.layers[0] = grid::transpose_cells(p.layers[0], p.shape());
    ASSERT_EQ(domineering_game(Domineering{}.text(t)), -domineering_game(board)) << board;
  }
}

// Safe moves and blocks where they are plain to see.
TEST(SolveBounds, DomineeringBoundsExamples) {
  const Domineering rules;
  // A 1-wide column of 5 cells: Left's 2 safe moves, Right has none: exactly 2.
  ValueBounds b = rules.bounds(Domineering::parse(".|.|.|.|."));
  EXPECT_EQ(b.lower, 2);
  EXPECT_EQ(b.upper, 2);
  // A 2×2 block is ±1: lower bound ±1 (one block), upper bound ±1 (one block of Right's).
  b = rules.bounds(Domineering::parse("..|.."));
  EXPECT_EQ(b.lower, 0);
  EXPECT_TRUE(b.lower_switch);
  EXPECT_EQ(b.upper, 0);
  EXPECT_TRUE(b.upper_switch);
  // Two 2×2 blocks stacked (a 2-wide column of 4): ±1 + ±1 = 0 ≤ value.
  b = rules.bounds(Domineering::parse("..|..|..|.."));
  EXPECT_EQ(b.lower, 0);
  EXPECT_FALSE(b.lower_switch);
}

// The static decision answers only what is true: with the sum equal to its own bounds (or one
// of them, the other left wide open), every answer must be the engine's.
TEST(SolveBounds, DecisionAgreesWithTheEngine) {
  const char* const terms[] = {"0",     "*",      "^",     "v",      "1/2",    "-1/2",  "{1|0}",  "+-1",
                               "{1|*}", "{2|-1}", "^*",    "{0|-1}", "-3/4",   "{3|1}", "{*|-1}", "+-2",
                               "*2",    "{1/2|-1/2}", "{0||-1|-2}", "{2||1|0}"};
  std::mt19937 rng(3502);
  std::uniform_int_distribution<std::size_t> term(0, std::size(terms) - 1);
  std::uniform_int_distribution<int> integer(-3, 3);
  std::uniform_int_distribution<int> coin(0, 1);
  int answered = 0;
  solve::StopsCache stops;
  for (int trial = 0; trial < scaled(4000, 100); ++trial) {
    const Game c = evaluate_game_expression(std::string(terms[term(rng)]) + " + " + terms[term(rng)]);
    const int n = integer(rng);
    const bool with_switch = coin(rng) == 1;
    const Game sum = bound_game(n, with_switch) + c;
    const Outcome o = outcome(sum);
    for (int side = 0; side < 3; ++side) {  // lower and upper bounds, the lower only, the upper only
      solve::SumBounds bounds;
      bounds.add(ValueBounds{side == 2 ? -1000 : n, side != 2 && with_switch, side == 1 ? 1000 : n,
                             side != 1 && with_switch});
      for (const bool left : {true, false}) {
        const std::optional<bool> decided = bounds.decide(stops.of(c), left);
        if (decided) {
          ++answered;
          const bool truth = left ? left_wins_moving_first(o) : right_wins_moving_first(o);
          ASSERT_EQ(*decided, truth) << to_string(c) << " + " << n << (with_switch ? " + ±1" : "") << ", side "
                                     << side << ", " << (left ? "Left" : "Right") << " to move";
        }
      }
    }
  }
  EXPECT_GT(answered, scaled(4000, 100));  // the test decides something
}

// The search with and without the bounds, and the engine, agree; so do the winning moves' checks.
// Returns whether the bounds changed the search (its node count).
bool expect_same_with_and_without_bounds(const std::string& text) {
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 16;
  options.canonical_size = 0;  // every component searched, so the bounds meet every shape
  SolveOptions without = options;
  without.bounds = false;
  return testing::expect_pruning_sound(text, options, without, text + " (bounds)");
}

TEST(SolveBounds, SearchVerdictUnchanged) {
  std::mt19937 rng(3503);
  int changed = 0;
  for (int trial = 0; trial < scaled(3000, 60); ++trial) {
    changed += expect_same_with_and_without_bounds("domineering(\"" + bounds_random_board(rng, 6, 16) + "\")") ? 1 : 0;
  }
  const char* const terms[] = {"*", "^", "1/2", "-1", "{1|0}", "+-1", "{2|-1}", "v*", "{0|-1/2}"};
  std::uniform_int_distribution<std::size_t> term(0, std::size(terms) - 1);
  std::uniform_int_distribution<int> coin(0, 2);
  for (int trial = 0; trial < scaled(2000, 40); ++trial) {
    std::string text = "domineering(\"" + bounds_random_board(rng, 5, 12) + "\")";
    text += std::string(coin(rng) == 0 ? " + -" : " + ") + "domineering(\"" + bounds_random_board(rng, 4, 9) + "\")";
    if (coin(rng) != 0) {
      text += std::string(" + ") + terms[term(rng)];
    }
    changed += expect_same_with_and_without_bounds(text) ? 1 : 0;
  }
  EXPECT_GT(changed, scaled(100, 5));  // the bounds took part
}

}  // namespace
}  // namespace cgt
