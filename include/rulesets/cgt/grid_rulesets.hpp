#pragma once
// The board rulesets as rule structs of the ruleset concept (cgt/ruleset.hpp), public so that a
// search other than the canonical-form solver (the outcome search of cgt/solve.hpp) can play
// them: Domineering, Clobber, Amazons, Konane, Cram and Toads and Frogs, each on a board of at
// most 64 cells (cgt/grid_board.hpp). Besides the concept's hooks each has
//
//   static constexpr std::string_view kName;              its name in game expressions
//   static Position parse(std::string_view text);          CGSuite's grid string (DomainError,
//                                                          LimitError past 64 cells)
//   std::string text(const Position&) const;               the same text back ("..|.#")
//   unsigned size(const Position&) const;                  a cheap measure of how much play is
//                                                          left (its cells that can still matter)
//
// The *_game functions of cgt/ruleset_games.hpp are `solve_ruleset(Rules{}, Rules::parse(text))`.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/domineering_bounds.hpp"
#include "cgt/error.hpp"
#include "cgt/grid_board.hpp"
#include "cgt/ruleset.hpp"
#include "cgt/ruleset_bounds.hpp"

namespace cgt {

namespace grid {

// A board's text, one character per cell chosen by cell(index), rows joined by '|'.
template <typename W, typename Cell>
std::string board_text(unsigned rows, unsigned cols, Cell&& cell) {
  std::string text;
  text.reserve(rows * (cols + 1));
  for (unsigned r = 0; r < rows; ++r) {
    if (r > 0) {
      text += '|';
    }
    for (unsigned c = 0; c < cols; ++c) {
      text += cell(W{1} << (r * cols + c));
    }
  }
  return text;
}

// The cells one queen step from x in direction d: east, west, south, north, then the diagonals
// (Konane uses the first four).
// Always inlined: as a template GCC stopped inlining it into Amazons' moves (+3 % instructions).
template <typename W>
[[gnu::always_inline]] inline W queen_step(const BasicShape<W>& shape, W x, int d) {
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

}  // namespace grid

// Left places a domino on two vertically adjacent empty cells, Right on two horizontally
// adjacent ones.
template <typename W>
struct BasicDomineering {
  using Position = grid::Board<1, W>;  // the empty cells
  static constexpr std::string_view kName = "domineering";

  static Position parse(std::string_view text) {
    return grid::board_of<1, W>(grid::parse_grid_text(text, ".#", kName, grid::kWordBits<W>), ".");
  }
  [[nodiscard]] std::string text(const Position& p) const {
    return grid::board_text<W>(p.rows, p.cols, [&](W cell) { return (p.layers[0] & cell) != 0 ? '.' : '#'; });
  }
  [[nodiscard]] unsigned size(const Position& p) const { return static_cast<unsigned>(grid::popcount(p.layers[0])); }

  [[nodiscard]] std::uint64_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::BasicShape<W> shape = p.shape();
    const W empty = p.layers[0];
    // The upper (left) cell of every free vertical (horizontal) pair.
    const bool left = player == Player::kLeft;
    const W firsts = empty & (left ? shape.north_of(empty) : shape.west_of(empty));
    const unsigned partner = left ? shape.cols() : 1;
    // By priority, highest first (equal ranks in cell order): cgt solve tries a sum's first moves
    // in this order, in one search and split alike, and its winning moves are the first found
    // (7×7: 1.21 M nodes against 1.84 M in cell order; 6×6 11.9 k against 55 k). Inside the
    // search the priority sorts the moves again, so only the first moves are changed.
    std::array<std::pair<int, W>, grid::kWordBits<W>> ranked;
    std::size_t n = 0;
    for (W rest = firsts; rest != 0; rest &= rest - 1) {
      const W first = rest & -rest;
      const W cells = first | first << partner;
      ranked[n++] = {grid::domineering_move_priority(empty, cells, shape, left), cells};
    }
    std::stable_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(n),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < n; ++i) {
      Position next = p;
      next.layers[0] = empty & ~ranked[i].second;
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

  // Safe moves and protective 2×2 blocks bound the value (cgt/domineering_bounds.hpp).
  [[nodiscard]] ValueBounds bounds(const Position& p) const { return grid::domineering_bounds(p.layers[0], p.shape()); }
  // Moves that take most of the opponent's moves and fewest of the mover's own first.
  [[nodiscard]] int move_priority(const Position& from, const Position& to, Player player) const {
    return grid::domineering_move_priority(from.layers[0], from.layers[0] & ~to.layers[0], from.shape(),
                                           player == Player::kLeft);
  }
};
using Domineering = BasicDomineering<grid::Bits>;

// Left moves one of her stones (x) onto an orthogonally adjacent stone of Right's (o),
// removing it; Right does the same with o onto x.
template <typename W>
struct BasicClobber {
  using Position = grid::Board<2, W>;  // Left's stones, Right's stones
  static constexpr std::string_view kName = "clobber";
  // The outcome search looks every option up in its table before it searches one (a move
  // changes two cells, and sums of Clobber transpose a lot: cgt/sum_search.hpp, docs/solve.md).
  static constexpr bool kTranspositionCutoffs = true;

  static Position parse(std::string_view text) {
    return grid::board_of<2, W>(grid::parse_grid_text(text, ".#xo", kName, grid::kWordBits<W>), "xo");
  }
  // Empty and blocked cells play the same part (no stone ever enters either): both print '.'.
  [[nodiscard]] std::string text(const Position& p) const {
    return grid::board_text<W>(p.rows, p.cols, [&](W cell) {
      return (p.layers[0] & cell) != 0 ? 'x' : (p.layers[1] & cell) != 0 ? 'o' : '.';
    });
  }
  [[nodiscard]] unsigned size(const Position& p) const {
    return static_cast<unsigned>(grid::popcount(p.layers[0] | p.layers[1]));
  }

  [[nodiscard]] std::uint64_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::BasicShape<W> shape = p.shape();
    const std::size_t me = player == Player::kLeft ? 0 : 1;
    const W mine = p.layers[me];
    const W theirs = p.layers[1 - me];
    // For each direction, the stones of mine with a stone of theirs next to them that way.
    const W movers[4] = {mine & shape.west_of(theirs), mine & shape.east_of(theirs), mine & shape.north_of(theirs),
                         mine & shape.south_of(theirs)};
    for (int d = 0; d < 4; ++d) {
      for (W rest = movers[d]; rest != 0; rest &= rest - 1) {
        const W from = rest & -rest;
        const W to = d == 0   ? from << 1
                     : d == 1 ? from >> 1
                     : d == 2 ? from << shape.cols()
                              : from >> shape.cols();
        Position next = p;
        next.layers[me] = (mine & ~from) | to;
        next.layers[1 - me] = theirs & ~to;
        out.push_back(next);
      }
    }
  }

  // The outcome search's static rank of a move (before the history heuristic): fewer pairs of
  // neighbouring stones of opposite colours left first. Each such pair is one move for each
  // player, so this is Domineering's rule (the opponent's moves left count twice against a move,
  // the mover's own for it) read for Clobber, where both counts are the same.
  [[nodiscard]] int move_priority(const Position&, const Position& to, Player) const {
    const grid::BasicShape<W> shape = to.shape();
    const W x = to.layers[0];
    const W o = to.layers[1];
    return -grid::popcount(x & shape.west_of(o)) - grid::popcount(x & shape.east_of(o)) -
           grid::popcount(x & shape.north_of(o)) - grid::popcount(x & shape.south_of(o));
  }

  // The regions of stones; a region of one colour has no move for anyone: it is 0 and left out.
  // Blocked and empty cells play the same part (no stone), so a region's box needs neither.
  void components(const Position& p, std::vector<Position>& out) const {
    grid::split_regions(
        p, p.layers[0] | p.layers[1],
        [](const Position& part) { return part.layers[0] != 0 && part.layers[1] != 0; }, out);
  }

  // The least image under the symmetries of the rectangle, all of which keep the value, and
  // the exchange of colours, which negates it.
  bool normalise(Position& p) const { return grid::least_image(p, grid::Swap::kColoursNegate); }
};
using Clobber = BasicClobber<grid::Bits>;

// A move takes one of the mover's amazons (Left's x, Right's o) like a chess queen through
// empty cells to an empty cell, and from there shoots an arrow like a queen through empty
// cells (the cell just left counts as empty) onto an empty cell, which is burned ('#').
template <typename W>
struct BasicAmazons {
  using Position = grid::Board<3, W>;  // Left's amazons, Right's amazons, empty cells; the rest burned
  static constexpr std::string_view kName = "amazons";

  static Position parse(std::string_view text) {
    return grid::board_of<3, W>(grid::parse_grid_text(text, ".#xo", kName, grid::kWordBits<W>), "xo.");
  }
  [[nodiscard]] std::string text(const Position& p) const {
    return grid::board_text<W>(p.rows, p.cols, [&](W cell) {
      return (p.layers[0] & cell) != 0   ? 'x'
             : (p.layers[1] & cell) != 0 ? 'o'
             : (p.layers[2] & cell) != 0 ? '.'
                                         : '#';
    });
  }
  [[nodiscard]] unsigned size(const Position& p) const {
    return static_cast<unsigned>(grid::popcount(p.layers[0] | p.layers[1] | p.layers[2]));
  }

  [[nodiscard]] std::uint64_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::BasicShape<W> shape = p.shape();
    const std::size_t me = player == Player::kLeft ? 0 : 1;
    for (W rest = p.layers[me]; rest != 0; rest &= rest - 1) {
      const W from = rest & -rest;
      for (int d = 0; d < 8; ++d) {
        for (W to = grid::queen_step(shape, from, d) & p.layers[2]; to != 0;
             to = grid::queen_step(shape, to, d) & p.layers[2]) {
          const W empty = (p.layers[2] & ~to) | from;
          for (int e = 0; e < 8; ++e) {
            for (W arrow = grid::queen_step(shape, to, e) & empty; arrow != 0;
                 arrow = grid::queen_step(shape, arrow, e) & empty) {
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
    const grid::BasicShape<W> shape = p.shape();
    const W amazons = p.layers[0] | p.layers[1];
    W open = amazons | p.layers[2];
    while (open != 0) {
      W region = open & -open;
      for (;;) {
        W grown = region;
        for (int d = 0; d < 8; ++d) {
          grown |= grid::queen_step(shape, region, d) & open;
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
using Amazons = BasicAmazons<grid::Bits>;

// Left jumps one of her stones (x) orthogonally over an adjacent stone of Right's (o) into the
// empty cell directly beyond, removing the stone jumped; she may go on jumping in the same
// straight line, and stopping after each jump is a separate option. Right does the same.
template <typename W>
struct BasicKonane {
  using Position = grid::Board<3, W>;  // Left's stones, Right's stones, empty cells; the rest blocked
  static constexpr std::string_view kName = "konane";

  // Splitting an option into regions (a fixed point and a union-find over the cells, below)
  // costs about three times what Domineering's or Clobber's flood fill does: 200 million
  // steps took 31–37 s against their 10–11 s on the bench machine, so an option counts 30.
  static constexpr std::uint64_t kWorkPerOption = 30;

  static Position parse(std::string_view text) {
    return grid::board_of<3, W>(grid::parse_grid_text(text, ".#xo", kName, grid::kWordBits<W>), "xo.");
  }
  [[nodiscard]] std::string text(const Position& p) const {
    return grid::board_text<W>(p.rows, p.cols, [&](W cell) {
      return (p.layers[0] & cell) != 0   ? 'x'
             : (p.layers[1] & cell) != 0 ? 'o'
             : (p.layers[2] & cell) != 0 ? '.'
                                         : '#';
    });
  }
  [[nodiscard]] unsigned size(const Position& p) const {
    return static_cast<unsigned>(grid::popcount(p.layers[0] | p.layers[1] | p.layers[2]));
  }

  [[nodiscard]] std::uint64_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const grid::BasicShape<W> shape = p.shape();
    const std::size_t me = player == Player::kLeft ? 0 : 1;
    for (W rest = p.layers[me]; rest != 0; rest &= rest - 1) {
      for (int d = 0; d < 4; ++d) {
        Position next = p;
        W at = rest & -rest;
        for (;;) {
          const W over = grid::queen_step(shape, at, d);
          const W land = grid::queen_step(shape, over, d);
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
    const grid::BasicShape<W> shape = p.shape();
    const W open = p.layers[0] | p.layers[1] | p.layers[2];
    std::array<W, 2> reach = {p.layers[0], p.layers[1]};
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t me = 0; me < 2; ++me) {
        W more = reach[me];
        for (int d = 0; d < 4; ++d) {
          more |= grid::queen_step(shape, grid::queen_step(shape, reach[me], d) & reach[1 - me], d) & open;
        }
        grew = grew || more != reach[me];
        reach[me] = more;
      }
    }
    std::array<unsigned, grid::kWordBits<W>> parent{};
    std::iota(parent.begin(), parent.end(), 0U);
    auto root = [&](unsigned i) {
      while (parent[i] != i) {
        i = parent[i] = parent[parent[i]];
      }
      return i;
    };
    auto index = [](W bit) { return static_cast<unsigned>(grid::countr_zero(bit)); };
    W linked = 0;
    for (std::size_t me = 0; me < 2; ++me) {
      for (W rest = reach[me]; rest != 0; rest &= rest - 1) {
        const W from = rest & -rest;
        for (int d = 0; d < 4; ++d) {
          const W over = grid::queen_step(shape, from, d) & reach[1 - me];
          const W to = grid::queen_step(shape, over, d) & open;
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
      W region = 0;
      for (W rest = linked; rest != 0; rest &= rest - 1) {
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
using Konane = BasicKonane<grid::Bits>;

// Either player places a domino on two adjacent empty cells, vertically or horizontally. The
// game is impartial, so every value is a nimber.
template <typename W>
struct BasicCram {
  using Position = grid::Board<1, W>;  // the empty cells
  static constexpr std::string_view kName = "cram";

  static Position parse(std::string_view text) {
    return grid::board_of<1, W>(grid::parse_grid_text(text, ".#", kName, grid::kWordBits<W>), ".");
  }
  [[nodiscard]] std::string text(const Position& p) const {
    return grid::board_text<W>(p.rows, p.cols, [&](W cell) { return (p.layers[0] & cell) != 0 ? '.' : '#'; });
  }
  [[nodiscard]] unsigned size(const Position& p) const { return static_cast<unsigned>(grid::popcount(p.layers[0])); }

  [[nodiscard]] std::uint64_t hash(const Position& p) const { return grid::hash_board(p); }

  // Both players have the same options: Domineering's vertical and horizontal moves together.
  void options(const Position& p, Player /*player*/, std::vector<Position>& out) const {
    const grid::BasicShape<W> shape = p.shape();
    const W empty = p.layers[0];
    const W firsts[2] = {empty & shape.north_of(empty), empty & shape.west_of(empty)};
    const unsigned partners[2] = {shape.cols(), 1};
    for (int d = 0; d < 2; ++d) {
      for (W rest = firsts[d]; rest != 0; rest &= rest - 1) {
        const W first = rest & -rest;
        Position next = p;
        next.layers[0] = empty & ~(first | first << partners[d]);
        out.push_back(next);
      }
    }
  }

  // The regions of empty cells. A lone cell takes no domino: it is 0 and left out.
  void components(const Position& p, std::vector<Position>& out) const {
    grid::split_regions(
        p, p.layers[0], [](const Position& part) { return part.rows * part.cols > 1; }, out);
  }

  // The least image under the symmetries of the rectangle. Both players move alike in both
  // directions, so every image has the same value.
  bool normalise(Position& p) const { return grid::least_image(p, grid::Swap::kNone); }
};
using Cram = BasicCram<grid::Bits>;

// On one strip: Left moves a toad (t) one square right into an empty square, or jumps it right
// over exactly one frog (f) into the empty square beyond; Right moves a frog left the same way.
// A '#' is a wall nothing enters or jumps (Erickson's program has walls; CGSuite's strips do
// not, and a wall splits a strip in two). Square i of the strip is bit i.
template <typename W>
struct BasicToadsAndFrogs {
  using Position = grid::Board<3, W>;  // toads, frogs, empty squares; the rest are walls
  static constexpr std::string_view kName = "toads_and_frogs";

  // DomainError for more than one row.
  static Position parse(std::string_view text) {
    const grid::GridText grid = grid::parse_grid_text(text, ".#tf", kName, grid::kWordBits<W>);
    if (grid.rows > 1) {
      throw DomainError("toads_and_frogs board: a strip has one row (got " + std::to_string(grid.rows) + ")");
    }
    Position position;
    position.rows = 1;
    position.cols = static_cast<std::uint8_t>(grid.cols);
    position.layers = {grid::cells_of<W>(grid, 't'), grid::cells_of<W>(grid, 'f'), grid::cells_of<W>(grid, '.')};
    return position;
  }
  [[nodiscard]] std::string text(const Position& p) const {
    return grid::board_text<W>(p.rows, p.cols, [&](W cell) {
      return (p.layers[0] & cell) != 0   ? 't'
             : (p.layers[1] & cell) != 0 ? 'f'
             : (p.layers[2] & cell) != 0 ? '.'
                                         : '#';
    });
  }
  [[nodiscard]] unsigned size(const Position& p) const {
    return static_cast<unsigned>(grid::popcount(p.layers[0] | p.layers[1] | p.layers[2]));
  }

  [[nodiscard]] std::uint64_t hash(const Position& p) const { return grid::hash_board(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const W toads = p.layers[0];
    const W frogs = p.layers[1];
    const W empty = p.layers[2];
    if (player == Player::kLeft) {
      for (W rest = toads & (empty >> 1); rest != 0; rest &= rest - 1) {
        out.push_back(moved(p, 0, rest & -rest, (rest & -rest) << 1));
      }
      for (W rest = toads & (frogs >> 1) & (empty >> 2); rest != 0; rest &= rest - 1) {
        out.push_back(moved(p, 0, rest & -rest, (rest & -rest) << 2));
      }
    } else {
      for (W rest = frogs & (empty << 1); rest != 0; rest &= rest - 1) {
        out.push_back(moved(p, 1, rest & -rest, (rest & -rest) >> 1));
      }
      for (W rest = frogs & (toads << 1) & (empty << 2); rest != 0; rest &= rest - 1) {
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
    const grid::BasicShape<W> shape = p.shape();
    const W pieces = p.layers[0] | p.layers[1];
    const W walls = shape.cells() & ~(pieces | p.layers[2]);
    W dead = pieces;
    for (;;) {
      // Squares that stay occupied: walls, dead pieces, and (as a bit past either end) the edge.
      const W fixed = walls | dead | ~shape.cells();
      const W fixed_right = (fixed >> 1) | (W{1} << (grid::kWordBits<W> - 1));  // square i + 1 stays occupied
      const W fixed_left = (fixed << 1) | 1;                                    // square i − 1 stays occupied
      const W fixed_right2 = (fixed >> 2) | (W{3} << (grid::kWordBits<W> - 2));
      const W fixed_left2 = (fixed << 2) | 3;
      const W dead_frogs = dead & p.layers[1];
      const W dead_toads = dead & p.layers[0];
      const W toads_stuck = p.layers[0] & fixed_right & ~((dead_frogs >> 1) & ~fixed_right2);
      const W frogs_stuck = p.layers[1] & fixed_left & ~((dead_toads << 1) & ~fixed_left2);
      const W next = dead & (toads_stuck | frogs_stuck);
      if (next == dead) {
        break;
      }
      dead = next;
    }
    // The runs of live squares (one row: connected is the run), each kept if it has a piece.
    grid::split_regions(
        p, shape.cells() & ~(walls | dead),
        [](const Position& part) { return (part.layers[0] | part.layers[1]) != 0; }, out);
  }

  // Reversing the strip and exchanging toads and frogs exchanges the players: the negative.
  bool normalise(Position& p) const {
    const grid::BasicShape<W> shape = p.shape();
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
  static Position moved(const Position& p, std::size_t layer, W from, W to) {
    Position next = p;
    next.layers[layer] = (p.layers[layer] & ~from) | to;
    next.layers[2] = (p.layers[2] & ~to) | from;
    return next;
  }
};
using ToadsAndFrogs = BasicToadsAndFrogs<grid::Bits>;

}  // namespace cgt
