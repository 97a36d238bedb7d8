// Toads and Frogs as a ruleset of the ruleset solver, on one strip: Left moves a toad (t) one
// square right into an empty square, or jumps it right over exactly one frog (f) into the empty
// square beyond; Right moves a frog left the same way. A '#' is a wall nothing enters or jumps
// (Erickson's program has walls; CGSuite's strips do not, and a wall splits a strip in two).

#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/grid_board.hpp"

namespace cgt {

namespace {

using grid::Bits;

// Square i of the strip is bit i, so a toad moves from bit i to bit i + 1 (or i + 2).
struct ToadsAndFrogs {
  using Position = grid::Board<3>;  // toads, frogs, empty squares; the rest are walls

  [[nodiscard]] std::size_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const Bits toads = p.layers[0];
    const Bits frogs = p.layers[1];
    const Bits empty = p.layers[2];
    if (player == Player::kLeft) {
      for (Bits rest = toads & (empty >> 1); rest != 0; rest &= rest - 1) {
        out.push_back(moved(p, 0, rest & -rest, (rest & -rest) << 1));
      }
      for (Bits rest = toads & (frogs >> 1) & (empty >> 2); rest != 0; rest &= rest - 1) {
        out.push_back(moved(p, 0, rest & -rest, (rest & -rest) << 2));
      }
    } else {
      for (Bits rest = frogs & (empty << 1); rest != 0; rest &= rest - 1) {
        out.push_back(moved(p, 1, rest & -rest, (rest & -rest) >> 1));
      }
      for (Bits rest = frogs & (toads << 1) & (empty << 2); rest != 0; rest &= rest - 1) {
        out.push_back(moved(p, 1, rest & -rest, (rest & -rest) >> 2));
      }
    }
  }

  // Pieces that can never move are walls (Erickson's "dead" pieces): the greatest set of pieces
  // each of which is blocked whatever happens outside the set, as long as the set stays. A toad
  // stays in the set if the square to its right is a wall, the strip's end or a piece of the
  // set, and that piece is not a frog with a square beyond it that might empty. (TT at the
  // right end, FF at the left end and TTFF anywhere are such sets.) Nothing ever moves into,
  // out of or over a piece of the set, so the strip splits at it as at a wall.
  void components(const Position& p, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const Bits pieces = p.layers[0] | p.layers[1];
    const Bits walls = shape.cells() & ~(pieces | p.layers[2]);
    Bits dead = pieces;
    for (;;) {
      // Squares that stay occupied: walls, dead pieces, and (as a bit past either end) the edge.
      const Bits fixed = walls | dead | ~shape.cells();
      const Bits fixed_right = (fixed >> 1) | (Bits{1} << 63);  // square i + 1 stays occupied
      const Bits fixed_left = (fixed << 1) | 1;                 // square i − 1 stays occupied
      const Bits fixed_right2 = (fixed >> 2) | (Bits{3} << 62);
      const Bits fixed_left2 = (fixed << 2) | 3;
      const Bits dead_frogs = dead & p.layers[1];
      const Bits dead_toads = dead & p.layers[0];
      const Bits toads_stuck = p.layers[0] & fixed_right & ~((dead_frogs >> 1) & ~fixed_right2);
      const Bits frogs_stuck = p.layers[1] & fixed_left & ~((dead_toads << 1) & ~fixed_left2);
      const Bits next = dead & (toads_stuck | frogs_stuck);
      if (next == dead) {
        break;
      }
      dead = next;
    }
    // The runs of live squares (one row: connected is the run), each kept if it has a piece.
    grid::split_regions(
        p, shape.cells() & ~(walls | dead), [](const Position& part) { return (part.layers[0] | part.layers[1]) != 0; },
        out);
  }

  // Reversing the strip and exchanging toads and frogs exchanges the players: the negative.
  bool normalise(Position& p) const {
    const grid::Shape shape = p.shape();
    Position image = p;
    image.layers[0] = grid::rotate_half(p.layers[1], shape);
    image.layers[1] = grid::rotate_half(p.layers[0], shape);
    image.layers[2] = grid::rotate_half(p.layers[2], shape);
    if (image.less_layers(p)) {
      p = image;
      return true;
    }
    return false;
  }

 private:
  static Position moved(const Position& p, std::size_t layer, Bits from, Bits to) {
    Position next = p;
    next.layers[layer] = (p.layers[layer] & ~from) | to;
    next.layers[2] = (p.layers[2] & ~to) | from;
    return next;
  }
};

}  // namespace

Game toads_and_frogs_game(std::string_view board) {
  const grid::GridText text = grid::parse_grid_text(board, ".#tf", "toads_and_frogs");
  if (text.rows > 1) {
    throw DomainError("toads_and_frogs board: a strip has one row (got " + std::to_string(text.rows) + ")");
  }
  if (text.cells.empty()) {
    return Game();
  }
  grid::Board<3> position;
  position.rows = 1;
  position.cols = static_cast<std::uint8_t>(text.cols);
  position.layers = {grid::cells_of(text, 't'), grid::cells_of(text, 'f'), grid::cells_of(text, '.')};
  return solve_ruleset(ToadsAndFrogs{}, position);
}

}  // namespace cgt
