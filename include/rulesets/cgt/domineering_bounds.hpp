#pragma once
// Bounds on the value of a Domineering region from safe moves (cgt/ruleset_bounds.hpp), after
// the counting arguments of Obsequi (Bullock 2002) and of Uiterwijk's solvers, restated in CGT.
//
// Forbidding some of Left's moves can only lower a game's value. Cut the region's empty cells
// into groups that no horizontal domino crosses (unions of whole row runs) and forbid Left's
// dominoes that cross groups: the region is then the sum of its groups, each a known value, and
// that sum is a lower bound. The groups:
//  * cells that Right can never cover (no empty cell left or right of them), in vertical runs:
//    a run of k cells is Left's k/2 (rounded down) safe moves;
//  * two row runs of exactly two cells on top of each other (a 2×2 block, Obsequi's protective
//    area): Domineering's 2×2 is ±1, and an even number of them adds up to 0;
//  * every other row run of n cells, alone: Right's n/2 (rounded down) moves.
// The upper bound is the same with the players' roles exchanged (the board transposed).
//
// A second grouping joins row runs that touch vertically into groups of at most
// kDomineeringGroupCells cells and takes each group's exact value from the canonical engine,
// bounded below by an integer n, or n ± 1 (domineering_grouped_lower, src/rulesets/domineering.cpp):
// Left's moves inside a group count, not only her safe ones. The runs are joined in four orders
// (GroupOrder), each cutting the region differently, and the best of the four is kept; the bound
// is the better of the two groupings.

#include <bit>
#include <cstdint>

#include "cgt/grid_board.hpp"
#include "cgt/ruleset_bounds.hpp"

namespace cgt::grid {

// Σ ⌊k/2⌋ over the vertical runs of `set` (k cells each): pairs matched greedily down each column.
template <typename W>
int vertical_pairs(W set, const BasicShape<W>& shape) {
  int pairs = 0;
  W open = 0;  // cells of the previous row still waiting for a partner below
  const W row_mask = low_bits<W>(shape.cols());
  for (unsigned r = 0; r < shape.rows(); ++r) {
    const W row = set & shift_up(row_mask, r * shape.cols());
    const W matched = row & shape.south_of(open);
    pairs += popcount(matched);
    open = row & ~matched;
  }
  return pairs;
}

// Σ ⌊k/2⌋ over the row runs of `set`: pairs matched greedily along each row.
template <typename W>
int horizontal_pairs(W set, const BasicShape<W>& shape) {
  int pairs = 0;
  W open = 0;
  const W first_column = shape.cells() & ~shape.east_of(shape.cells());
  for (unsigned c = 0; c < shape.cols(); ++c) {
    const W column = set & (first_column << c);
    const W matched = column & shape.east_of(open);
    pairs += popcount(matched);
    open = column & ~matched;
  }
  return pairs;
}

// A lower bound of one side, n or n ± 1.
struct SideBound {
  int value = 0;
  bool with_switch = false;
};

// Groups of row runs up to this many cells are valued exactly (the bounds are cached per thread,
// so each shape is valued once). Measured (docs/solve.md, "Bounds"): 12 is fastest up to 6×7,
// 14–16 on 7×7 (16: fewer nodes, but valuing 16-cell groups costs more than they save below 7×7).
inline constexpr int kDomineeringGroupCells = 14;

// The order in which Left's vertical pairs join row runs into groups: each order cuts the region
// differently, and the bound is the best of them (measured, docs/solve.md: 7×7 1.21 M nodes with
// the first alone, 0.81 M with the first two, 0.61 M with all four).
enum class GroupOrder : std::uint8_t {
  kRows,               // cell order: groups grow from the top
  kRowsReversed,       // from the bottom
  kColumns,            // column by column from the left
  kColumnsFromCentre,  // column by column from the middle outwards
};
inline constexpr GroupOrder kGroupOrders[] = {GroupOrder::kRows, GroupOrder::kRowsReversed, GroupOrder::kColumns,
                                              GroupOrder::kColumnsFromCentre};

// The grouped lower bound of the region `empty` (Left vertical), from groups of at most
// `max_cells` cells valued by the canonical engine in the current context.
template <typename W>
SideBound domineering_grouped_lower(W empty, const BasicShape<W>& shape, int max_cells = kDomineeringGroupCells,
                                    GroupOrder order = GroupOrder::kRows);

// The best grouped lower bound over the orders (the greater integer; a tie keeps the first).
template <typename W>
SideBound domineering_grouped_best(W empty, const BasicShape<W>& shape, int max_cells = kDomineeringGroupCells);

// The cells of `set` on the board transposed (rows become columns): Left's moves become Right's.
template <typename W>
W transpose_cells(W set, const BasicShape<W>& shape) {
  W out = 0;
  const unsigned rows = shape.rows();
  const unsigned cols = shape.cols();
  for (W rest = set; rest != 0; rest &= rest - 1) {
    const unsigned i = static_cast<unsigned>(countr_zero(rest));
    out |= W{1} << ((i % cols) * rows + i / cols);
  }
  return out;
}

// The bounds from safe moves and blocks alone (the first grouping above).
template <typename W>
ValueBounds domineering_safe_bounds(W empty, const BasicShape<W>& shape) {
  const W e = empty;
  // Left's side: lower bound.
  const W right_reach = e & (shape.west_of(e) | shape.east_of(e));
  const int left_safe = vertical_pairs(e & ~right_reach, shape);
  // The first cells of row runs of exactly two cells: two on top of each other make a block.
  const W row_twos = e & shape.west_of(e) & ~shape.east_of(e) & ~shape.west_of(shape.west_of(e));
  const int left_blocks = vertical_pairs(row_twos, shape);
  const int right_moves = horizontal_pairs(e, shape) - 2 * left_blocks;
  // Right's side: upper bound.
  const W left_reach = e & (shape.north_of(e) | shape.south_of(e));
  const int right_safe = horizontal_pairs(e & ~left_reach, shape);
  const W col_twos = e & shape.north_of(e) & ~shape.south_of(e) & ~shape.north_of(shape.north_of(e));
  const int right_blocks = horizontal_pairs(col_twos, shape);
  const int left_moves = vertical_pairs(e, shape) - 2 * right_blocks;
  return ValueBounds{left_safe - right_moves, (left_blocks & 1) != 0, left_moves - right_safe,
                     (right_blocks & 1) != 0};
}

// Left places vertical dominoes (layer 0: the empty cells). Either grouping gives a bound; of two
// lower bounds the one with the greater integer is kept (n ± 1 and n are not comparable, so a tie
// keeps the first).
template <typename W>
ValueBounds domineering_bounds(W empty, const BasicShape<W>& shape) {
  ValueBounds b = domineering_safe_bounds(empty, shape);
  const SideBound lower = domineering_grouped_best(empty, shape);
  if (lower.value > b.lower) {
    b.lower = lower.value;
    b.lower_switch = lower.with_switch;
  }
  // The upper bound: −(the lower bound of the negative), the board transposed.
  const SideBound negative = domineering_grouped_best(transpose_cells(empty, shape), BasicShape<W>(shape.cols(), shape.rows()));
  if (-negative.value < b.upper) {
    b.upper = -negative.value;
    b.upper_switch = negative.with_switch;
  }
  return b;
}

// A static rank of the move covering `cells` (after Obsequi's ordering): the opponent's moves it
// takes away, twice, minus the mover's own other moves it takes away.
template <typename W>
int domineering_move_priority(W empty, W cells, const BasicShape<W>& shape, bool vertical) {
  const W after = empty & ~cells;
  // Horizontal pairs are counted by their left cells, vertical ones by their upper cells.
  const int h_lost = popcount(empty & shape.west_of(empty)) - popcount(after & shape.west_of(after));
  const int v_lost = popcount(empty & shape.north_of(empty)) - popcount(after & shape.north_of(after));
  const int mine = (vertical ? v_lost : h_lost) - 1;  // the move itself is not lost
  const int theirs = vertical ? h_lost : v_lost;
  // Weighting what is taken from the opponent twice: 6×6 128 k nodes (144 k at once), 6×7 642 k
  // (658 k), 7×7 about the same (docs/solve.md).
  return 2 * theirs - mine;
}

}  // namespace cgt::grid
