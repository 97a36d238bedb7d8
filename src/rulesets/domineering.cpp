// Domineering as a ruleset of the ruleset solver: Left places a domino on two vertically
// adjacent empty cells, Right on two horizontally adjacent ones.

#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/grid_board.hpp"

namespace cgt {

namespace {

using grid::Bits;

struct Domineering {
  using Position = grid::Board<1>;  // the empty cells

  [[nodiscard]] std::size_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const Bits empty = p.layers[0];
    // The upper (left) cell of every free vertical (horizontal) pair.
    const bool left = player == Player::kLeft;
    const Bits firsts = empty & (left ? shape.north_of(empty) : shape.west_of(empty));
    const unsigned partner = left ? shape.cols() : 1;
    for (Bits rest = firsts; rest != 0; rest &= rest - 1) {
      const Bits first = rest & -rest;
      Position next = p;
      next.layers[0] = empty & ~(first | first << partner);
      out.push_back(next);
    }
  }

  // The regions of empty cells. A lone cell takes no domino: it is 0 and left out.
  void components(const Position& p, std::vector<Position>& out) const {
    grid::split_regions(
        p, p.layers[0], [](const Position& part) { return part.rows * part.cols > 1; }, out);
  }

  // The least image under the symmetries of the rectangle. Reflections and the half turn keep
  // vertical dominoes vertical; a transpose or a quarter turn makes Left's dominoes Right's,
  // so the image's value is the negative.
  bool normalise(Position& p) const { return grid::least_image(p, grid::Swap::kTransposeNegates); }
};

}  // namespace

Game domineering_game(std::string_view board) {
  const grid::GridText text = grid::parse_grid_text(board, ".#", "domineering");
  if (text.cells.empty()) {
    return Game();
  }
  const grid::Board<1> position = grid::board_of<1>(text, ".");
  return solve_ruleset(Domineering{}, position);
}

}  // namespace cgt
