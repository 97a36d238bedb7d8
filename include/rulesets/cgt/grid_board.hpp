#pragma once
// Rectangular boards of at most 64 (or 128) cells as bitboards, for the rulesets played on a grid
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

// A board's cells as one word: 64 bits, or 128 for the outcome search's bigger boards
// (Domineering 9×9 to 11×11, linear Clobber past 64 stones). The canonical engine keeps to 64.
using Bits = std::uint64_t;
__extension__ typedef unsigned __int128 WideBits;  // GCC and Clang, wasm32 included

inline constexpr std::size_t kMaxCells = 64;
inline constexpr std::size_t kMaxWideCells = 128;

template <typename W>
inline constexpr unsigned kWordBits = sizeof(W) * 8;

// std::popcount and friends take no 128-bit word in ISO C++: these take both.
constexpr int popcount(Bits x) { return std::popcount(x); }
constexpr int popcount(WideBits x) {
  return std::popcount(static_cast<Bits>(x)) + std::popcount(static_cast<Bits>(x >> 64));
}
constexpr int countr_zero(Bits x) { return std::countr_zero(x); }
constexpr int countr_zero(WideBits x) {
  const auto low = static_cast<Bits>(x);
  return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<Bits>(x >> 64));
}
constexpr int countl_zero(Bits x) { return std::countl_zero(x); }
constexpr int countl_zero(WideBits x) {
  const auto high = static_cast<Bits>(x >> 64);
  return high != 0 ? std::countl_zero(high) : 64 + std::countl_zero(static_cast<Bits>(x));
}

// The n lowest bits (n ≤ the word's width).
template <typename W = Bits>
constexpr W low_bits(unsigned n) {
  return n >= kWordBits<W> ? ~W{0} : (W{1} << n) - 1;
}
// x << n and x >> n that give 0 for n = the word's width (a 1×64 board shifts by a whole row).
template <typename W>
constexpr W shift_up(W x, unsigned n) {
  return n >= kWordBits<W> ? 0 : x << n;
}
template <typename W>
constexpr W shift_down(W x, unsigned n) {
  return n >= kWordBits<W> ? 0 : x >> n;
}

// The geometry of a rows×cols board: which bits are cells and how cells neighbour.
template <typename W>
class BasicShape {
 public:
  // Made for every image and region of every position, in many translation units: GCC then
  // stopped inlining it (3–10 % of a board's instructions went to the call), hence the attribute.
  [[gnu::always_inline]] constexpr BasicShape(unsigned rows, unsigned cols) : rows_(rows), cols_(cols) {
    cells_ = low_bits<W>(rows * cols);
    const W first_column = first_column_mask();
    not_first_col_ = cells_ & ~first_column;
    not_last_col_ = cols == 0 ? 0 : cells_ & ~(first_column << (cols - 1));
  }

  [[nodiscard]] constexpr unsigned rows() const { return rows_; }
  [[nodiscard]] constexpr unsigned cols() const { return cols_; }
  [[nodiscard]] constexpr W cells() const { return cells_; }

  // The cells whose right neighbour (same row) is in x, and so on: "east_of" moves x one
  // column to the left, "south_of" one row up.
  [[nodiscard]] constexpr W west_of(W x) const { return (x >> 1) & not_last_col_; }
  [[nodiscard]] constexpr W east_of(W x) const { return (x << 1) & not_first_col_; }
  [[nodiscard]] constexpr W north_of(W x) const { return shift_down(x, cols_); }
  [[nodiscard]] constexpr W south_of(W x) const { return shift_up(x, cols_) & cells_; }
  // Cells orthogonally adjacent to a cell of x.
  [[nodiscard]] constexpr W neighbours(W x) const { return west_of(x) | east_of(x) | north_of(x) | south_of(x); }

  // The cells of `set` connected to `seed` (a subset of set) through orthogonal steps within set.
  [[nodiscard]] W connected(W seed, W set) const;

 private:
  // Bits 0, cols, 2·cols, …: (2^(rows·cols) − 1) / (2^cols − 1), exactly (a geometric series),
  // also for a full word. A Shape is made for every image and region of every position, so
  // this is one division rather than a loop over the rows (7 % of a Domineering 5×5 solve).
  [[nodiscard]] constexpr W first_column_mask() const {
    return rows_ == 0 || cols_ == 0 ? 0 : low_bits<W>(rows_ * cols_) / low_bits<W>(cols_);
  }

  unsigned rows_;
  unsigned cols_;
  W cells_;
  W not_first_col_;
  W not_last_col_;
};
using Shape = BasicShape<Bits>;
using WideShape = BasicShape<WideBits>;

// A board with N layers of cells. Two boards are the same position only with the same shape.
template <std::size_t N, typename W = Bits>
struct Board {
  using Word = W;
  std::uint8_t rows = 0;
  std::uint8_t cols = 0;
  std::array<W, N> layers{};

  [[nodiscard]] BasicShape<W> shape() const { return BasicShape<W>(rows, cols); }
  friend bool operator==(const Board&, const Board&) = default;
  // Orders boards of one shape, to pick the least image under the symmetries.
  [[nodiscard]] bool less_layers(const Board& other) const { return layers < other.layers; }
};

// A well-mixed hash of a board (the tables are std::unordered_map, which keeps the low bits;
// the outcome search keys its table by these hashes alone, so boards of different shapes must
// not collide in a pattern: the shape is multiplied out before the first layer comes in, else
// ".xxo|oo.." (2×4) and "x..|ooo" (2×3) would hash alike). 64 bits on every target: in wasm32 a
// std::size_t would halve the key the outcome search trusts alone.
// A wide board hashes as the narrow board of the same cells when it has one.
template <std::size_t N, typename W>
std::uint64_t hash_board(const Board<N, W>& board) {
  std::uint64_t h = (std::uint64_t{board.rows} << 8 | board.cols) * 0xd6e8feb86659fd93ULL;
  h ^= h >> 32;
  for (W layer : board.layers) {
    h = (h ^ static_cast<Bits>(layer)) * 0x9e3779b97f4a7c15ULL;
    h ^= h >> 29;
    if constexpr ((kWordBits<W> > 64)) {
      if (const auto high = static_cast<Bits>(layer >> 64); high != 0) {
        h = (h ^ high) * 0x9e3779b97f4a7c15ULL;
        h ^= h >> 29;
      }
    }
  }
  h *= 0xbf58476d1ce4e5b9ULL;
  return h ^ (h >> 32);
}

// --- Symmetries -------------------------------------------------------------------------------

// The images of one layer of a rows×cols board. Each returns the bits of the image, whose shape
// is rows×cols again except after a transpose (cols×rows).
template <typename W>
W rotate_half(W x, BasicShape<W> shape);  // 180°: (r, c) → (rows−1−r, cols−1−c)
template <typename W>
W flip_rows(W x, BasicShape<W> shape);  // upside down: (r, c) → (rows−1−r, c)
template <typename W>
W transpose(W x, BasicShape<W> shape);  // (r, c) → (c, r)

// Calls visit(image, transposed) for the images of `board` under the symmetries of its
// rectangle that keep it at most as tall as wide: all 8 for a square, the 4 of the rectangle
// for a wide board, and the 4 of the transposed rectangle for a tall one. "transposed" tells
// whether the symmetry exchanges rows and columns (a diagonal reflection or a quarter turn).
// So two boards equal up to a symmetry have the same least image.
template <std::size_t N, typename W, typename Visit>
void for_each_orientation(const Board<N, W>& board, Visit&& visit) {
  const BasicShape<W> shape = board.shape();
  auto visit_four = [&](const Board<N, W>& b, bool transposed) {
    const BasicShape<W> s = b.shape();
    Board<N, W> image = b;
    visit(static_cast<const Board<N, W>&>(image), transposed);
    if (s.rows() > 1) {
      for (std::size_t i = 0; i < N; ++i) image.layers[i] = flip_rows(b.layers[i], s);
      visit(static_cast<const Board<N, W>&>(image), transposed);
    }
    Board<N, W> turned = b;
    for (std::size_t i = 0; i < N; ++i) turned.layers[i] = rotate_half(b.layers[i], s);
    if (s.cols() > 1 || s.rows() > 1) {
      visit(static_cast<const Board<N, W>&>(turned), transposed);
    }
    if (s.rows() > 1 && s.cols() > 1) {
      for (std::size_t i = 0; i < N; ++i) image.layers[i] = flip_rows(turned.layers[i], s);
      visit(static_cast<const Board<N, W>&>(image), transposed);
    }
  };
  if (shape.rows() <= shape.cols()) {
    visit_four(board, false);
  }
  if (shape.rows() >= shape.cols()) {
    Board<N, W> t;
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
template <std::size_t N, typename W>
[[gnu::flatten]] bool least_image(Board<N, W>& board, Swap swap) {
  Board<N, W> least = board;
  bool negated = false;
  bool first = true;
  for_each_orientation(board, [&](const Board<N, W>& image, bool transposed) {
    bool image_negated = swap == Swap::kTransposeNegates && transposed;
    const Board<N, W>* candidate = &image;
    Board<N, W> swapped;
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
template <typename W>
Box bounding_box(W region, BasicShape<W> shape);
// The cells of x inside `box`, as a board of box.rows×box.cols (in a word of type To: a box of
// a wide board that has at most 64 cells fits a narrow one).
template <typename W, typename To = W>
To cut(W x, BasicShape<W> shape, const Box& box);

// `board` cut to the bounding box of `region` (a non-empty set of its cells), every layer
// keeping only the cells of region.
template <std::size_t N, typename W>
Board<N, W> crop(const Board<N, W>& board, W region) {
  const BasicShape<W> shape = board.shape();
  const Box box = bounding_box(region, shape);
  Board<N, W> part;
  part.rows = static_cast<std::uint8_t>(box.rows);
  part.cols = static_cast<std::uint8_t>(box.cols);
  for (std::size_t i = 0; i < N; ++i) {
    part.layers[i] = cut(board.layers[i] & region, shape, box);
  }
  return part;
}

// The connected parts of `set` (cells of board), each cropped to its bounding box with crop(),
// appended to out if keep(part) says so.
template <std::size_t N, typename W, typename Keep>
void split_regions(const Board<N, W>& board, W set, Keep&& keep, std::vector<Board<N, W>>& out) {
  const BasicShape<W> shape = board.shape();
  while (set != 0) {
    const W region = shape.connected(set & -set, set);
    set &= ~region;
    Board<N, W> part = crop(board, region);
    if (keep(static_cast<const Board<N, W>&>(part))) {
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
// LimitError for more than max_cells cells (kMaxCells: the canonical engine's boards;
// kMaxWideCells: the outcome search's).
GridText parse_grid_text(std::string_view text, std::string_view allowed, std::string_view game,
                         std::size_t max_cells = kMaxCells);
// The cells of `grid` equal to `cell`, as bits.
template <typename W = Bits>
W cells_of(const GridText& grid, char cell) {
  W bits = 0;
  for (std::size_t i = 0; i < grid.cells.size(); ++i) {
    if (grid.cells[i] == cell) {
      bits |= W{1} << i;
    }
  }
  return bits;
}
// The board of `grid` whose layer i holds the cells equal to layers[i] (N characters).
template <std::size_t N, typename W = Bits>
Board<N, W> board_of(const GridText& grid, std::string_view layers) {
  Board<N, W> board;
  board.rows = static_cast<std::uint8_t>(grid.rows);
  board.cols = static_cast<std::uint8_t>(grid.cols);
  for (std::size_t i = 0; i < N; ++i) {
    board.layers[i] = cells_of<W>(grid, layers[i]);
  }
  return board;
}

}  // namespace cgt::grid
