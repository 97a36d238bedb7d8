// Amazons as a ruleset of the ruleset solver: a move takes one of the mover's amazons (Left's
// x, Right's o) like a chess queen through empty cells to an empty cell, and from there shoots
// an arrow like a queen through empty cells (the cell just left counts as empty) onto an empty
// cell, which is burned ('#') for the rest of the game.

#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/grid_board.hpp"

namespace cgt {

namespace {

using grid::Bits;

// The cells one queen step from x in direction d: east, west, south, north, then the diagonals.
Bits step(const grid::Shape& shape, Bits x, int d) {
  switch (d) {
    case 0:
      return shape.east_of(x);
    case 1:
      return shape.west_of(x);
    case 2:
      return shape.south_of(x);
    case 3:
      return shape.north_of(x);
    case 4:
      return shape.south_of(shape.east_of(x));
    case 5:
      return shape.south_of(shape.west_of(x));
    case 6:
      return shape.north_of(shape.east_of(x));
    default:
      return shape.north_of(shape.west_of(x));
  }
}

struct Amazons {
  using Position = grid::Board<3>;  // Left's amazons, Right's amazons, empty cells; the rest burned

  [[nodiscard]] std::size_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const std::size_t me = player == Player::kLeft ? 0 : 1;
    for (Bits rest = p.layers[me]; rest != 0; rest &= rest - 1) {
      const Bits from = rest & -rest;
      for (int d = 0; d < 8; ++d) {
        for (Bits to = step(shape, from, d) & p.layers[2]; to != 0; to = step(shape, to, d) & p.layers[2]) {
          const Bits empty = (p.layers[2] & ~to) | from;
          for (int e = 0; e < 8; ++e) {
            for (Bits arrow = step(shape, to, e) & empty; arrow != 0; arrow = step(shape, arrow, e) & empty) {
              Position next = p;
              next.layers[me] = (p.layers[me] & ~from) | to;
              next.layers[2] = empty & ~arrow;
              out.push_back(next);
            }
          }
        }
      }
    }
  }

  // The regions of unburned cells, connected through queen steps (the diagonals too: an
  // amazon or arrow passes diagonally between two burned cells). Every move stays inside one
  // region. A region without amazons has no move: it is 0 and left out.
  void components(const Position& p, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const Bits amazons = p.layers[0] | p.layers[1];
    Bits open = amazons | p.layers[2];
    while (open != 0) {
      Bits region = open & -open;
      for (;;) {
        Bits grown = region;
        for (int d = 0; d < 8; ++d) {
          grown |= step(shape, region, d) & open;
        }
        if (grown == region) {
          break;
        }
        region = grown;
      }
      open &= ~region;
      if ((region & amazons) != 0) {
        out.push_back(grid::crop(p, region));
      }
    }
  }

  // The least image under the symmetries of the rectangle, all of which keep the value (queen
  // moves look the same in every orientation), and the exchange of colours, which negates it.
  bool normalise(Position& p) const { return grid::least_image(p, grid::Swap::kColoursNegate); }
};

}  // namespace

Game amazons_game(std::string_view board) {
  const grid::GridText text = grid::parse_grid_text(board, ".#xo", "amazons");
  if (text.cells.empty()) {
    return Game();
  }
  const grid::Board<3> position = grid::board_of<3>(text, "xo.");
  return solve_ruleset(Amazons{}, position);
}

}  // namespace cgt
