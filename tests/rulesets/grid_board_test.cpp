// The bitboard geometry of the grid rulesets against cell-by-cell versions: symmetries,
// connected regions and bounding boxes on seeded random boards of every shape up to 64 cells
// in a 64-bit word, and (the outcome search's wide boards) up to 128 cells in a 128-bit one.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/grid_board.hpp"

namespace cgt::grid {
namespace {

template <typename W>
bool cell(W x, unsigned cols, unsigned r, unsigned c) {
  return ((x >> (r * cols + c)) & 1) != 0;
}
template <typename W>
W with_cell(W x, unsigned cols, unsigned r, unsigned c) {
  return x | W{1} << (r * cols + c);
}
// A word in hexadecimal, for failure messages (a 128-bit word has no operator<<).
template <typename W>
std::string hex(W x) {
  std::string text;
  do {
    text.insert(text.begin(), "0123456789abcdef"[static_cast<unsigned>(x & 15)]);
    x >>= 4;
  } while (x != 0);
  return "0x" + text;
}
template <typename W>
W random_word(std::mt19937_64& rng) {
  if constexpr (kWordBits < W >> 64) {
    const W high = rng();
    return high << 64 | rng();
  } else {
    return rng();
  }
}

// Every shape that fits the word, with a random layer in it.
template <typename W>
struct Case {
  BasicShape<W> shape;
  W bits;
};
template <typename W>
std::vector<Case<W>> random_cases(std::mt19937_64& rng, int per_shape) {
  std::vector<Case<W>> cases;
  for (unsigned rows = 1; rows <= kWordBits<W>; ++rows) {
    for (unsigned cols = 1; rows * cols <= kWordBits<W>; ++cols) {
      const BasicShape<W> shape(rows, cols);
      for (int i = 0; i < per_shape; ++i) {
        // Dense, sparse and middling sets, so regions of every size occur.
        W bits = random_word<W>(rng);
        if (i % 3 == 1) bits &= random_word<W>(rng);
        if (i % 3 == 2) bits |= random_word<W>(rng);
        cases.push_back({shape, bits & shape.cells()});
      }
    }
  }
  return cases;
}

template <typename W>
class GridBoard : public ::testing::Test {};
using Words = ::testing::Types<Bits, WideBits>;
class WordName {
 public:
  template <typename W>
  static std::string GetName(int) {
    return kWordBits<W> > 64 ? "Wide" : "Narrow";
  }
};
TYPED_TEST_SUITE(GridBoard, Words, WordName);

// Every shape that fits the word: a cell's east and west neighbours are the next and previous
// bit exactly when they are in the same row (the column masks, made by one division), and its
// north and south neighbours a row before and after.
TYPED_TEST(GridBoard, NeighboursStayInTheirRow) {
  using W = TypeParam;
  for (unsigned rows = 1; rows <= kWordBits<W>; ++rows) {
    for (unsigned cols = 1; rows * cols <= kWordBits<W>; ++cols) {
      const BasicShape<W> shape(rows, cols);
      for (unsigned i = 0; i < rows * cols; ++i) {
        const W cell = W{1} << i;
        const W east = (i + 1) % cols != 0 ? cell << 1 : 0;
        const W west = i % cols != 0 ? cell >> 1 : 0;
        const W south = i + cols < rows * cols ? cell << cols : 0;
        const W north = i >= cols ? cell >> cols : 0;
        ASSERT_TRUE(shape.east_of(cell) == east) << rows << "x" << cols << " cell " << i;
        ASSERT_TRUE(shape.west_of(cell) == west) << rows << "x" << cols << " cell " << i;
        ASSERT_TRUE(shape.south_of(cell) == south) << rows << "x" << cols << " cell " << i;
        ASSERT_TRUE(shape.north_of(cell) == north) << rows << "x" << cols << " cell " << i;
      }
    }
  }
}

TYPED_TEST(GridBoard, SymmetriesMoveEachCell) {
  using W = TypeParam;
  std::mt19937_64 rng(1);
  for (const Case<W>& k : random_cases<W>(rng, 6)) {
    const unsigned rows = k.shape.rows();
    const unsigned cols = k.shape.cols();
    W half = 0;
    W flipped = 0;
    W transposed = 0;
    for (unsigned r = 0; r < rows; ++r) {
      for (unsigned c = 0; c < cols; ++c) {
        if (cell(k.bits, cols, r, c)) {
          half = with_cell(half, cols, rows - 1 - r, cols - 1 - c);
          flipped = with_cell(flipped, cols, rows - 1 - r, c);
          transposed = with_cell(transposed, rows, c, r);
        }
      }
    }
    EXPECT_TRUE(rotate_half(k.bits, k.shape) == half) << rows << "x" << cols << " " << hex(k.bits);
    EXPECT_TRUE(flip_rows(k.bits, k.shape) == flipped) << rows << "x" << cols << " " << hex(k.bits);
    EXPECT_TRUE(transpose(k.bits, k.shape) == transposed) << rows << "x" << cols << " " << hex(k.bits);
  }
}

TYPED_TEST(GridBoard, OrientationsAreTheSymmetriesKeepingTheBoardWide) {
  using W = TypeParam;
  // The images visited are exactly the distinct images, under the 8 symmetries, that are at
  // most as tall as wide; "transposed" marks those that exchange rows and columns.
  std::mt19937_64 rng(2);
  for (const Case<W>& k : random_cases<W>(rng, 2)) {
    const unsigned rows = k.shape.rows();
    const unsigned cols = k.shape.cols();
    Board<1, W> board;
    board.rows = static_cast<std::uint8_t>(rows);
    board.cols = static_cast<std::uint8_t>(cols);
    board.layers[0] = k.bits;
    std::set<std::tuple<unsigned, unsigned, W, bool>> expected;
    for (int s = 0; s < 8; ++s) {
      const bool swap = s >= 4;
      const bool flip_r = (s & 1) != 0;
      const bool flip_c = (s & 2) != 0;
      const unsigned out_rows = swap ? cols : rows;
      const unsigned out_cols = swap ? rows : cols;
      if (out_rows > out_cols) {
        continue;
      }
      W image = 0;
      for (unsigned r = 0; r < rows; ++r) {
        for (unsigned c = 0; c < cols; ++c) {
          if (cell(k.bits, cols, r, c)) {
            unsigned rr = flip_r ? rows - 1 - r : r;
            unsigned cc = flip_c ? cols - 1 - c : c;
            image = swap ? with_cell(image, out_cols, cc, rr) : with_cell(image, out_cols, rr, cc);
          }
        }
      }
      expected.insert({out_rows, out_cols, image, swap});
    }
    std::set<std::tuple<unsigned, unsigned, W, bool>> visited;
    for_each_orientation(board, [&](const Board<1, W>& image, bool transposed) {
      visited.insert({image.rows, image.cols, image.layers[0], transposed});
    });
    EXPECT_EQ(visited, expected) << rows << "x" << cols << " " << hex(k.bits);
  }
}

TYPED_TEST(GridBoard, ConnectedRegionsAndTheirBoxes) {
  using W = TypeParam;
  std::mt19937_64 rng(3);
  for (const Case<W>& k : random_cases<W>(rng, 6)) {
    const unsigned rows = k.shape.rows();
    const unsigned cols = k.shape.cols();
    if (k.bits == 0) {
      continue;
    }
    // Breadth-first search from the lowest cell, one neighbour at a time.
    const unsigned start = static_cast<unsigned>(countr_zero(k.bits));
    W region = W{1} << start;
    std::vector<unsigned> queue{start};
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const unsigned r = queue[i] / cols;
      const unsigned c = queue[i] % cols;
      const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
      for (const auto& step : steps) {
        const int r2 = static_cast<int>(r) + step[0];
        const int c2 = static_cast<int>(c) + step[1];
        if (r2 >= 0 && r2 < static_cast<int>(rows) && c2 >= 0 && c2 < static_cast<int>(cols)) {
          const unsigned next = static_cast<unsigned>(r2) * cols + static_cast<unsigned>(c2);
          if (((k.bits >> next) & 1) != 0 && ((region >> next) & 1) == 0) {
            region |= W{1} << next;
            queue.push_back(next);
          }
        }
      }
    }
    ASSERT_TRUE(k.shape.connected(W{1} << start, k.bits) == region) << rows << "x" << cols << " " << hex(k.bits);

    unsigned top = rows, bottom = 0, left = cols, right = 0;
    for (unsigned i : queue) {
      top = std::min(top, i / cols);
      bottom = std::max(bottom, i / cols);
      left = std::min(left, i % cols);
      right = std::max(right, i % cols);
    }
    const Box box = bounding_box(region, k.shape);
    EXPECT_EQ(box.top, top);
    EXPECT_EQ(box.left, left);
    EXPECT_EQ(box.rows, bottom - top + 1);
    EXPECT_EQ(box.cols, right - left + 1);
    W cropped = 0;
    for (unsigned i : queue) {
      cropped = with_cell(cropped, box.cols, i / cols - top, i % cols - left);
    }
    EXPECT_TRUE(cut(region, k.shape, box) == cropped) << rows << "x" << cols << " " << hex(k.bits);
  }
}

TYPED_TEST(GridBoard, SplitRegionsCoversTheSet) {
  using W = TypeParam;
  std::mt19937_64 rng(4);
  for (const Case<W>& k : random_cases<W>(rng, 3)) {
    Board<1, W> board;
    board.rows = static_cast<std::uint8_t>(k.shape.rows());
    board.cols = static_cast<std::uint8_t>(k.shape.cols());
    board.layers[0] = k.bits;
    std::vector<Board<1, W>> parts;
    split_regions(
        board, k.bits, [](const Board<1, W>&) { return true; }, parts);
    int cells = 0;
    for (const Board<1, W>& part : parts) {
      cells += popcount(part.layers[0]);
      // Each part is one region, and its box is tight: a cell in the first and last row and
      // column.
      const BasicShape<W> shape = part.shape();
      EXPECT_TRUE(shape.connected(part.layers[0] & -part.layers[0], part.layers[0]) == part.layers[0]);
      bool first_row = false, last_row = false, first_col = false, last_col = false;
      for (unsigned r = 0; r < part.rows; ++r) {
        for (unsigned c = 0; c < part.cols; ++c) {
          if (cell(part.layers[0], part.cols, r, c)) {
            first_row |= r == 0;
            last_row |= r + 1 == part.rows;
            first_col |= c == 0;
            last_col |= c + 1 == part.cols;
          }
        }
      }
      EXPECT_TRUE(first_row && last_row && first_col && last_col) << hex(k.bits);
    }
    EXPECT_EQ(cells, popcount(k.bits));
  }
}

TEST(GridBoard, GridText) {
  const GridText grid = parse_grid_text("x.o|#xo", ".#xo", "clobber");
  EXPECT_EQ(grid.rows, 2U);
  EXPECT_EQ(grid.cols, 3U);
  EXPECT_EQ(cells_of(grid, 'x'), Bits{0b010001});
  EXPECT_EQ(cells_of(grid, 'o'), Bits{0b100100});
  EXPECT_THROW(parse_grid_text("..|.", ".#", "domineering"), DomainError);
  EXPECT_THROW(parse_grid_text("..x", ".#", "domineering"), DomainError);
  EXPECT_THROW(parse_grid_text(std::string(65, '.'), ".#", "domineering"), LimitError);
  EXPECT_NO_THROW(parse_grid_text(std::string(64, '.'), ".#", "domineering"));
  // The outcome search's boards: up to 128 cells, the cells past 64 in the high word.
  EXPECT_THROW(parse_grid_text(std::string(129, '.'), ".#", "domineering", kMaxWideCells), LimitError);
  const GridText wide = parse_grid_text(std::string(127, '#') + "x", ".#x", "clobber", kMaxWideCells);
  EXPECT_TRUE(cells_of<WideBits>(wide, 'x') == WideBits{1} << 127);
  EXPECT_TRUE(cells_of<WideBits>(wide, '#') == low_bits<WideBits>(127));
}

}  // namespace
}  // namespace cgt::grid
