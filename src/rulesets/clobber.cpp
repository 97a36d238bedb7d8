// Clobber as a ruleset of the ruleset solver: Left moves one of her stones (x) onto an
// orthogonally adjacent stone of Right's (o), removing it; Right does the same with o onto x.

#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/grid_board.hpp"

namespace cgt {

namespace {

using grid::Bits;

struct Clobber {
  using Position = grid::Board<2>;  // Left's stones, Right's stones

  [[nodiscard]] std::size_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const std::size_t me = player == Player::kLeft ? 0 : 1;
    const Bits mine = p.layers[me];
    const Bits theirs = p.layers[1 - me];
    // For each direction, the stones of mine with a stone of theirs next to them that way, and
    // the distance to it in bits.
    const Bits movers[4] = {mine & shape.west_of(theirs), mine & shape.east_of(theirs), mine & shape.north_of(theirs),
                            mine & shape.south_of(theirs)};
    for (int d = 0; d < 4; ++d) {
      for (Bits rest = movers[d]; rest != 0; rest &= rest - 1) {
        const Bits from = rest & -rest;
        const Bits to = d == 0 ? from << 1 : d == 1 ? from >> 1 : d == 2 ? from << shape.cols() : from >> shape.cols();
        Position next = p;
        next.layers[me] = (mine & ~from) | to;
        next.layers[1 - me] = theirs & ~to;
        out.push_back(next);
      }
    }
  }

  // The regions of stones; a region of one colour has no move for anyone: it is 0 and left out.
  // Blocked and empty cells play the same part (no stone), so a region's box needs neither.
  void components(const Position& p, std::vector<Position>& out) const {
    grid::split_regions(
        p, p.layers[0] | p.layers[1], [](const Position& part) { return part.layers[0] != 0 && part.layers[1] != 0; },
        out);
  }

  // The least image under the symmetries of the rectangle, all of which keep the value, and
  // the exchange of colours, which negates it.
  bool normalise(Position& p) const { return grid::least_image(p, grid::Swap::kColoursNegate); }
};

}  // namespace

Game clobber_game(std::string_view board) {
  const grid::GridText text = grid::parse_grid_text(board, ".#xo", "clobber");
  if (text.cells.empty()) {
    return Game();
  }
  const grid::Board<2> position = grid::board_of<2>(text, "xo");
  return solve_ruleset(Clobber{}, position);
}

}  // namespace cgt
