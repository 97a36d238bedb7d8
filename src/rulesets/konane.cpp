// Konane as a ruleset of the ruleset solver: Left jumps one of her stones (x) orthogonally over
// an adjacent stone of Right's (o) into the empty cell directly beyond, removing the stone
// jumped; she may go on jumping in the same straight line, and stopping after each jump is a
// separate option. Right does the same with o over x.

#include <array>
#include <numeric>

#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/grid_board.hpp"

namespace cgt {

namespace {

using grid::Bits;

// The cells one step from x in direction d (east, west, south, north).
Bits step(const grid::Shape& shape, Bits x, int d) {
  switch (d) {
    case 0:
      return shape.east_of(x);
    case 1:
      return shape.west_of(x);
    case 2:
      return shape.south_of(x);
    default:
      return shape.north_of(x);
  }
}

struct Konane {
  using Position = grid::Board<3>;  // Left's stones, Right's stones, empty cells; the rest blocked

  // Splitting an option into regions (a fixed point and a union-find over the cells, below)
  // costs about three times what Domineering's or Clobber's flood fill does: 200 million
  // steps took 31–37 s against their 10–11 s on the bench machine, so an option counts 30.
  static constexpr std::uint64_t kWorkPerOption = 30;

  [[nodiscard]] std::size_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const std::size_t me = player == Player::kLeft ? 0 : 1;
    for (Bits rest = p.layers[me]; rest != 0; rest &= rest - 1) {
      for (int d = 0; d < 4; ++d) {
        Position next = p;
        Bits at = rest & -rest;
        for (;;) {
          const Bits over = step(shape, at, d);
          const Bits land = step(shape, over, d);
          if ((over & next.layers[1 - me]) == 0 || (land & next.layers[2]) == 0) {
            break;
          }
          next.layers[me] = (next.layers[me] & ~at) | land;
          next.layers[1 - me] &= ~over;
          next.layers[2] = (next.layers[2] & ~land) | at | over;
          out.push_back(next);
          at = land;
        }
      }
    }
  }

  // Stones never appear, so the cells a stone of each colour might ever stand on are a least
  // fixed point: its cells now, and the cell beyond any cell a stone of the other colour might
  // stand on next to one of them (if not blocked). Every jump that might ever happen takes
  // three cells (from, over, to) of such a triple; the regions are the classes of cells linked
  // by these triples. A move changes the cells of one region only and depends on them only, so
  // the regions are independent; a stone in no triple can never move nor be jumped, and a
  // region without stones of both colours has no move: both are left out.
  void components(const Position& p, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const Bits open = p.layers[0] | p.layers[1] | p.layers[2];
    std::array<Bits, 2> reach = {p.layers[0], p.layers[1]};
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t me = 0; me < 2; ++me) {
        Bits more = reach[me];
        for (int d = 0; d < 4; ++d) {
          more |= step(shape, step(shape, reach[me], d) & reach[1 - me], d) & open;
        }
        grew = grew || more != reach[me];
        reach[me] = more;
      }
    }
    std::array<unsigned, grid::kMaxCells> parent{};
    std::iota(parent.begin(), parent.end(), 0U);
    auto root = [&](unsigned i) {
      while (parent[i] != i) {
        i = parent[i] = parent[parent[i]];
      }
      return i;
    };
    auto index = [](Bits bit) { return static_cast<unsigned>(std::countr_zero(bit)); };
    Bits linked = 0;
    for (std::size_t me = 0; me < 2; ++me) {
      for (Bits rest = reach[me]; rest != 0; rest &= rest - 1) {
        const Bits from = rest & -rest;
        for (int d = 0; d < 4; ++d) {
          const Bits over = step(shape, from, d) & reach[1 - me];
          const Bits to = step(shape, over, d) & open;
          if (to != 0) {
            parent[root(index(over))] = root(index(from));
            parent[root(index(to))] = root(index(from));
            linked |= from | over | to;
          }
        }
      }
    }
    while (linked != 0) {
      const unsigned seed = root(index(linked & -linked));
      Bits region = 0;
      for (Bits rest = linked; rest != 0; rest &= rest - 1) {
        if (root(index(rest & -rest)) == seed) {
          region |= rest & -rest;
        }
      }
      linked &= ~region;
      if ((region & p.layers[0]) != 0 && (region & p.layers[1]) != 0) {
        out.push_back(grid::crop(p, region));
      }
    }
  }

  // The least image under the symmetries of the rectangle, all of which keep the value, and
  // the exchange of colours, which negates it.
  bool normalise(Position& p) const { return grid::least_image(p, grid::Swap::kColoursNegate); }
};

}  // namespace

Game konane_game(std::string_view board) {
  const grid::GridText text = grid::parse_grid_text(board, ".#xo", "konane");
  if (text.cells.empty()) {
    return Game();
  }
  const grid::Board<3> position = grid::board_of<3>(text, "xo.");
  return solve_ruleset(Konane{}, position);
}

}  // namespace cgt
