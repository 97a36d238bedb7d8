// Bitboard geometry for the grid rulesets: connected regions, bounding boxes, the symmetries of
// the rectangle, and CGSuite's grid strings.

#include "cgt/grid_board.hpp"

#include "cgt/error.hpp"

namespace cgt::grid {

namespace {

// The 64 bits in reverse order (bit i → bit 63 − i), by swapping ever larger blocks.
constexpr Bits reverse_bits(Bits x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
  return (x >> 32) | (x << 32);
}
static_assert(reverse_bits(1) == Bits{1} << 63 && reverse_bits(0x6) == Bits{0x6} << 60);
constexpr WideBits reverse_bits(WideBits x) {
  return WideBits{reverse_bits(static_cast<Bits>(x))} << 64 | reverse_bits(static_cast<Bits>(x >> 64));
}

}  // namespace

template <typename W>
W BasicShape<W>::connected(W seed, W set) const {
  // Each round spreads the region along whole runs of `set`: horizontally, then vertically,
  // by doubling steps (Kogge–Stone fills), so a straight run of any length costs about log2
  // of its length. The rounds needed are the turns of the region's paths, not their lengths.
  W region = seed;
  for (;;) {
    W grown = region;
    // A cell can be reached from its west (east) neighbour only if it is not in the first
    // (last) column: the fill never wraps from one row into the next.
    W pass = set & not_first_col_;
    for (unsigned step = 1; step < cols_; step <<= 1) {
      grown |= pass & (grown << step);
      pass &= pass << step;
    }
    pass = set & not_last_col_;
    for (unsigned step = 1; step < cols_; step <<= 1) {
      grown |= pass & (grown >> step);
      pass &= pass >> step;
    }
    pass = set;
    for (unsigned step = 1; step < rows_; step <<= 1) {
      grown |= pass & shift_up(grown, step * cols_);
      pass &= shift_up(pass, step * cols_);
    }
    pass = set;
    for (unsigned step = 1; step < rows_; step <<= 1) {
      grown |= pass & shift_down(grown, step * cols_);
      pass &= shift_down(pass, step * cols_);
    }
    if (grown == region) {
      return region;
    }
    region = grown;
  }
}

template <typename W>
W rotate_half(W x, BasicShape<W> shape) {
  const unsigned cells = shape.rows() * shape.cols();
  return cells == 0 ? 0 : reverse_bits(x) >> (kWordBits<W> - cells);
}

template <typename W>
W flip_rows(W x, BasicShape<W> shape) {
  const W row = low_bits<W>(shape.cols());
  W image = 0;
  for (unsigned r = 0; r < shape.rows(); ++r) {
    image |= (shift_down(x, r * shape.cols()) & row) << ((shape.rows() - 1 - r) * shape.cols());
  }
  return image;
}

template <typename W>
W transpose(W x, BasicShape<W> shape) {
  const W row_mask = low_bits<W>(shape.cols());
  W image = 0;
  for (unsigned r = 0; r < shape.rows(); ++r) {
    // Row r becomes column r: its cell c goes to (c, r) of the cols×rows image.
    for (W row = shift_down(x, r * shape.cols()) & row_mask; row != 0; row &= row - 1) {
      const auto c = static_cast<unsigned>(countr_zero(row));
      image |= W{1} << (c * shape.rows() + r);
    }
  }
  return image;
}

template <typename W>
Box bounding_box(W region, BasicShape<W> shape) {
  const unsigned cols = shape.cols();
  Box box;
  box.top = static_cast<unsigned>(countr_zero(region)) / cols;
  const unsigned bottom = (kWordBits<W> - 1 - static_cast<unsigned>(countl_zero(region))) / cols;
  box.rows = bottom - box.top + 1;
  // The columns used by any row.
  const W row_mask = low_bits<W>(cols);
  W columns = 0;
  for (unsigned r = box.top; r <= bottom; ++r) {
    columns |= shift_down(region, r * cols) & row_mask;
  }
  box.left = static_cast<unsigned>(countr_zero(columns));
  box.cols = kWordBits<W> - static_cast<unsigned>(countl_zero(columns)) - box.left;
  return box;
}

template <typename W, typename To>
To cut(W x, BasicShape<W> shape, const Box& box) {
  if (box.rows == shape.rows() && box.cols == shape.cols()) {
    return static_cast<To>(x);
  }
  const W row_mask = low_bits<W>(box.cols);
  To part = 0;
  for (unsigned r = 0; r < box.rows; ++r) {
    part |= static_cast<To>(shift_down(x, (box.top + r) * shape.cols() + box.left) & row_mask) << (r * box.cols);
  }
  return part;
}

template class BasicShape<Bits>;
template class BasicShape<WideBits>;
template Bits rotate_half(Bits, Shape);
template WideBits rotate_half(WideBits, WideShape);
template Bits flip_rows(Bits, Shape);
template WideBits flip_rows(WideBits, WideShape);
template Bits transpose(Bits, Shape);
template WideBits transpose(WideBits, WideShape);
template Box bounding_box(Bits, Shape);
template Box bounding_box(WideBits, WideShape);
template Bits cut(Bits, Shape, const Box&);
template WideBits cut(WideBits, WideShape, const Box&);
template Bits cut<WideBits, Bits>(WideBits, WideShape, const Box&);

GridText parse_grid_text(std::string_view text, std::string_view allowed, std::string_view game,
                         std::size_t max_cells) {
  GridText grid;
  std::size_t width = 0;
  bool first = true;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '|') {
      std::string_view row = text.substr(start, i - start);
      if (first) {
        width = row.size();
        first = false;
      } else if (row.size() != width) {
        throw DomainError(std::string(game) + " board: row " + std::to_string(grid.rows + 1) + " has " +
                          std::to_string(row.size()) + " cells, the first row has " + std::to_string(width));
      }
      for (std::size_t j = 0; j < row.size(); ++j) {
        if (allowed.find(row[j]) == std::string_view::npos) {
          throw DomainError(std::string(game) + " board: unexpected '" + std::string(1, row[j]) + "' at character " +
                            std::to_string(start + j + 1) + " (allowed: " + std::string(allowed) + ")");
        }
      }
      grid.cells += row;
      ++grid.rows;
      start = i + 1;
    }
  }
  if (grid.cells.size() > max_cells) {
    throw LimitError(std::string(game) + " board too large for " +
                     (max_cells == kMaxCells ? "the short-game engine" : "the outcome search") + " (at most " +
                     std::to_string(max_cells) + " cells)");
  }
  grid.cols = static_cast<unsigned>(width);
  return grid;
}

}  // namespace cgt::grid
