#pragma once
// Rectangular boards of at most 64 cells as bitboards, for the rulesets played on a grid
// (Domineering, Clobber; later Cram, Konane, Amazons, Snort, Col…). Cell (r, c) of a rows×cols
// board is bit r·cols + c of a 64-bit word; a board is a few such words ("layers": the empty
// cells, or each player's stones), so a move, a split into regions and a symmetry are a few
// word operations instead of a pass over a string of cells.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cgt::grid {

using Bits = std::uint64_t;

inline constexpr std::size_t kMaxCells = 64;

// The n lowest bits (n ≤ 64).
constexpr Bits low_bits(unsigned n) {
  return n >= 64 ? ~Bits{0} : (Bits{1} << n) - 1;
}
// x << n and x >> n that give 0 for n = 64 (a 1×64 board shifts by a whole row).
constexpr Bits shift_up(Bits x, unsigned n) {
  return n >= 64 ? 0 : x << n;
}
constexpr Bits shift_down(Bits x, unsigned n) {
  return n >= 64 ? 0 : x >> n;
}

// The geometry of a rows×cols board: which bits are cells and how cells neighbour.
class Shape {
 public:
  // Made for every image and region of every position, in many translation units: GCC then
  // stopped inlining it (3–10 % of a board's instructions went to the call), hence the attribute.
  [[gnu::always_inline]] constexpr Shape(unsigned rows, unsigned cols) : rows_(rows), cols_(cols) {
    cells_ = low_bits(rows * cols);
    const Bits first_column = first_column_mask();
    not_first_col_ = cells_ & ~first_column;
    not_last_col_ = cols == 0 ? 0 : cells_ & ~(first_column << (cols - 1));
  }

  [[nodiscard]] constexpr unsigned rows() const { return rows_; }
  [[nodiscard]] constexpr unsigned cols() const { return cols_; }
  [[nodiscard]] constexpr Bits cells() const { return cells_; }

  // The cells whose right neighbour (same row) is in x, and so on: "east_of" moves x one
  // column to the left, "south_of" one row up.
  [[nodiscard]] constexpr Bits west_of(Bits x) const { return (x >> 1) & not_last_col_; }
  [[nodiscard]] constexpr Bits east_of(Bits x) const { return (x << 1) & not_first_col_; }
  [[nodiscard]] constexpr Bits north_of(Bits x) const { return shift_down(x, cols_); }
  [[nodiscard]] constexpr Bits south_of(Bits x) const { return shift_up(x, cols_) & cells_; }
  // Cells orthogonally adjacent to a cell of x.
  [[nodiscard]] constexpr Bits neighbours(Bits x) const { return west_of(x) | east_of(x) | north_of(x) | south_of(x); }

  // The cells of `set` connected to `seed` (a subset of set) through orthogonal steps within set.
  [[nodiscard]] Bits connected(Bits seed, Bits set) const;

 private:
  // Bits 0, cols, 2·cols, …: (2^(rows·cols) − 1) / (2^cols − 1), exactly (a geometric series),
  // also for rows·cols = 64. A Shape is made for every image and region of every position, so
  // this is one division rather than a loop over the rows (7 % of a Domineering 5×5 solve).
  [[nodiscard]] constexpr Bits first_column_mask() const {
    return rows_ == 0 || cols_ == 0 ? 0 : low_bits(rows_ * cols_) / low_bits(cols_);
  }

  unsigned rows_;
  unsigned cols_;
  Bits cells_;
  Bits not_first_col_;
  Bits not_last_col_;
};

// A board with N layers of cells. Two boards are the same position only with the same shape.
template <std::size_t N>
struct Board {
  std::uint8_t rows = 0;
  std::uint8_t cols = 0;
  std::array<Bits, N> layers{};

  [[nodiscard]] Shape shape() const { return Shape(rows, cols); }
  friend bool operator==(const Board&, const Board&) = default;
  // Orders boards of one shape, to pick the least image under the symmetries.
  [[nodiscard]] bool less_layers(const Board& other) const { return layers < other.layers; }
};

// A well-mixed hash of a board (the tables are std::unordered_map, which keeps the low bits;
// the outcome search keys its table by these hashes alone, so boards of different shapes must
// not collide in a pattern: the shape is multiplied out before the first layer comes in, else
// ".xxo|oo.." (2×4) and "x..|ooo" (2×3) would hash alike). 64 bits on every target: in wasm32 a
// std::size_t would halve the key the outcome search trusts alone.
template <std::size_t N>
std::uint64_t hash_board(const Board<N>& board) {
  std::uint64_t h = (std::uint64_t{board.rows} << 8 | board.cols) * 0xd6e8feb86659fd93ULL;
  h ^= h >> 32;
  for (Bits layer : board.layers) {
    h = (h ^ layer) * 0x9e3779b97f4a7c15ULL;
    h ^= h >> 29;
  }
  h *= 0xbf58476d1ce4e5b9ULL;
  return h ^ (h >> 32);
}

// --- Symmetries -------------------------------------------------------------------------------

// The images of one layer of a rows×cols board. Each returns the bits of the image, whose shape
// is rows×cols again except after a transpose (cols×rows).
Bits rotate_half(Bits x, Shape shape);  // 180°: (r, c) → (rows−1−r, cols−1−c)
Bits flip_rows(Bits x, Shape shape);    // upside down: (r, c) → (rows−1−r, c)
Bits transpose(Bits x, Shape shape);    // (r, c) → (c, r)

// Calls visit(image, transposed) for the images of `board` under the symmetries of its
// rectangle that keep it at most as tall as wide: all 8 for a square, the 4 of the rectangle
// for a wide board, and the 4 of the transposed rectangle for a tall one. "transposed" tells
// whether the symmetry exchanges rows and columns (a diagonal reflection or a quarter turn).
// So two boards equal up to a symmetry have the same least image.
template <std::size_t N, typename Visit>
void for_each_orientation(const Board<N>& board, Visit&& visit) {
  const Shape shape = board.shape();
  auto visit_four = [&](const Board<N>& b, bool transposed) {
    const Shape s = b.shape();
    Board<N> image = b;
    visit(static_cast<const Board<N>&>(image), transposed);
    if (s.rows() > 1) {
      for (std::size_t i = 0; i < N; ++i) image.layers[i] = flip_rows(b.layers[i], s);
      visit(static_cast<const Board<N>&>(image), transposed);
    }
    Board<N> turned = b;
    for (std::size_t i = 0; i < N; ++i) turned.layers[i] = rotate_half(b.layers[i], s);
    if (s.cols() > 1 || s.rows() > 1) {
      visit(static_cast<const Board<N>&>(turned), transposed);
    }
    if (s.rows() > 1 && s.cols() > 1) {
      for (std::size_t i = 0; i < N; ++i) image.layers[i] = flip_rows(turned.layers[i], s);
      visit(static_cast<const Board<N>&>(image), transposed);
    }
  };
  if (shape.rows() <= shape.cols()) {
    visit_four(board, false);
  }
  if (shape.rows() >= shape.cols()) {
    Board<N> t;
    t.rows = board.cols;
    t.cols = board.rows;
    for (std::size_t i = 0; i < N; ++i) t.layers[i] = transpose(board.layers[i], shape);
    visit_four(t, true);
  }
}

// What a symmetry does to the players, for least_image().
enum class Swap : std::uint8_t {
  kNone,            // every image has the position's value (Cram)
  kTransposeNegates,  // an image that exchanges rows and columns is the negative (Domineering)
  kColoursNegate,   // the images keep the value; exchanging layers 0 and 1 (the players'
                    // pieces) negates it (Clobber, Konane, Amazons)
};

// Replaces `board` by its least image under the symmetries of its rectangle (and, with
// kColoursNegate, the exchange of layers 0 and 1), and returns whether the image's value is
// the negative of the board's: a ruleset's normalise() hook (cgt/ruleset.hpp).
// Flattened: it runs for every component of every option, and GCC stopped inlining its images'
// visitor once the grid rules became a shared header (Clobber's canonical forms took 3 % more
// instructions).
template <std::size_t N>
[[gnu::flatten]] bool least_image(Board<N>& board, Swap swap) {
  Board<N> least = board;
  bool negated = false;
  bool first = true;
  for_each_orientation(board, [&](const Board<N>& image, bool transposed) {
    bool image_negated = swap == Swap::kTransposeNegates && transposed;
    const Board<N>* candidate = &image;
    Board<N> swapped;
    if constexpr (N >= 2) {
      if (swap == Swap::kColoursNegate) {
        swapped = image;
        std::swap(swapped.layers[0], swapped.layers[1]);
        if (swapped.less_layers(image)) {
          candidate = &swapped;
          image_negated = true;
        }
      }
    }
    if (first || candidate->less_layers(least)) {
      least = *candidate;
      negated = image_negated;
      first = false;
    }
  });
  board = least;
  return negated;
}

// --- Regions ----------------------------------------------------------------------------------

// The smallest rectangle of a board holding every cell of a non-empty set.
struct Box {
  unsigned top = 0;
  unsigned left = 0;
  unsigned rows = 0;
  unsigned cols = 0;
};
Box bounding_box(Bits region, Shape shape);
// The cells of x inside `box`, as a board of box.rows×box.cols.
Bits cut(Bits x, Shape shape, const Box& box);

// `board` cut to the bounding box of `region` (a non-empty set of its cells), every layer
// keeping only the cells of region.
template <std::size_t N>
Board<N> crop(const Board<N>& board, Bits region) {
  const Shape shape = board.shape();
  const Box box = bounding_box(region, shape);
  Board<N> part;
  part.rows = static_cast<std::uint8_t>(box.rows);
  part.cols = static_cast<std::uint8_t>(box.cols);
  for (std::size_t i = 0; i < N; ++i) {
    part.layers[i] = cut(board.layers[i] & region, shape, box);
  }
  return part;
}

// The connected parts of `set` (cells of board), each cropped to its bounding box with crop(),
// appended to out if keep(part) says so.
template <std::size_t N, typename Keep>
void split_regions(const Board<N>& board, Bits set, Keep&& keep, std::vector<Board<N>>& out) {
  const Shape shape = board.shape();
  while (set != 0) {
    const Bits region = shape.connected(set & -set, set);
    set &= ~region;
    Board<N> part = crop(board, region);
    if (keep(static_cast<const Board<N>&>(part))) {
      out.push_back(part);
    }
  }
}

// --- Text -------------------------------------------------------------------------------------

// A board in CGSuite's grid strings: rows of cells separated by '|', every row as long as the
// first, each cell one of `allowed`. The cells row-major.
struct GridText {
  unsigned rows = 0;
  unsigned cols = 0;
  std::string cells;
};
// Throws DomainError for a ragged board or a character not in `allowed` (naming `game`), and
// LimitError for more than kMaxCells cells.
GridText parse_grid_text(std::string_view text, std::string_view allowed, std::string_view game);
// The cells of `grid` equal to `cell`, as bits.
Bits cells_of(const GridText& grid, char cell);
// The board of `grid` whose layer i holds the cells equal to layers[i] (N characters).
template <std::size_t N>
Board<N> board_of(const GridText& grid, std::string_view layers) {
  Board<N> board;
  board.rows = static_cast<std::uint8_t>(grid.rows);
  board.cols = static_cast<std::uint8_t>(grid.cols);
  for (std::size_t i = 0; i < N; ++i) {
    board.layers[i] = cells_of(grid, layers[i]);
  }
  return board;
}

}  // namespace cgt::grid
