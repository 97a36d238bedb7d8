// The bitboard geometry of the grid rulesets against cell-by-cell versions: symmetries,
// connected regions and bounding boxes on seeded random boards of every shape up to 64 cells.

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

bool cell(Bits x, unsigned cols, unsigned r, unsigned c) {
  return ((x >> (r * cols + c)) & 1) != 0;
}
Bits with_cell(Bits x, unsigned cols, unsigned r, unsigned c) {
  return x | Bits{1} << (r * cols + c);
}

// Every shape of at most 64 cells, with a random layer in it.
struct Case {
  Shape shape;
  Bits bits;
};
std::vector<Case> random_cases(std::mt19937_64& rng, int per_shape) {
  std::vector<Case> cases;
  for (unsigned rows = 1; rows <= 64; ++rows) {
    for (unsigned cols = 1; rows * cols <= 64; ++cols) {
      const Shape shape(rows, cols);
      for (int i = 0; i < per_shape; ++i) {
        // Dense, sparse and middling sets, so regions of every size occur.
        Bits bits = rng();
        if (i % 3 == 1) bits &= rng();
        if (i % 3 == 2) bits |= rng();
        cases.push_back({shape, bits & shape.cells()});
      }
    }
  }
  return cases;
}

// Every shape up to 64 cells: a cell's east and west neighbours are the next and previous bit
// exactly when they are in the same row (the column masks, made by one division).
TEST(GridBoard, NeighboursStayInTheirRow) {
  for (unsigned rows = 1; rows <= 64; ++rows) {
    for (unsigned cols = 1; rows * cols <= 64; ++cols) {
      const grid::Shape shape(rows, cols);
      for (unsigned i = 0; i < rows * cols; ++i) {
        const grid::Bits cell = grid::Bits{1} << i;
        const grid::Bits east = (i + 1) % cols != 0 ? cell << 1 : 0;
        const grid::Bits west = i % cols != 0 ? cell >> 1 : 0;
        ASSERT_EQ(shape.east_of(cell), east) << rows << "x" << cols << " cell " << i;
        ASSERT_EQ(shape.west_of(cell), west) << rows << "x" << cols << " cell " << i;
      }
    }
  }
}

TEST(GridBoard, SymmetriesMoveEachCell) {
  std::mt19937_64 rng(1);
  for (const Case& k : random_cases(rng, 6)) {
    const unsigned rows = k.shape.rows();
    const unsigned cols = k.shape.cols();
    Bits half = 0;
    Bits flipped = 0;
    Bits transposed = 0;
    for (unsigned r = 0; r < rows; ++r) {
      for (unsigned c = 0; c < cols; ++c) {
        if (cell(k.bits, cols, r, c)) {
          half = with_cell(half, cols, rows - 1 - r, cols - 1 - c);
          flipped = with_cell(flipped, cols, rows - 1 - r, c);
          transposed = with_cell(transposed, rows, c, r);
        }
      }
    }
    EXPECT_EQ(rotate_half(k.bits, k.shape), half) << rows << "x" << cols << " " << k.bits;
    EXPECT_EQ(flip_rows(k.bits, k.shape), flipped) << rows << "x" << cols << " " << k.bits;
    EXPECT_EQ(transpose(k.bits, k.shape), transposed) << rows << "x" << cols << " " << k.bits;
  }
}

TEST(GridBoard, OrientationsAreTheSymmetriesKeepingTheBoardWide) {
  // The images visited are exactly the distinct images, under the 8 symmetries, that are at
  // most as tall as wide; "transposed" marks those that exchange rows and columns.
  std::mt19937_64 rng(2);
  for (const Case& k : random_cases(rng, 2)) {
    const unsigned rows = k.shape.rows();
    const unsigned cols = k.shape.cols();
    Board<1> board;
    board.rows = static_cast<std::uint8_t>(rows);
    board.cols = static_cast<std::uint8_t>(cols);
    board.layers[0] = k.bits;
    std::set<std::tuple<unsigned, unsigned, Bits, bool>> expected;
    for (int s = 0; s < 8; ++s) {
      const bool swap = s >= 4;
      const bool flip_r = (s & 1) != 0;
      const bool flip_c = (s & 2) != 0;
      const unsigned out_rows = swap ? cols : rows;
      const unsigned out_cols = swap ? rows : cols;
      if (out_rows > out_cols) {
        continue;
      }
      Bits image = 0;
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
    std::set<std::tuple<unsigned, unsigned, Bits, bool>> visited;
    for_each_orientation(board, [&](const Board<1>& image, bool transposed) {
      visited.insert({image.rows, image.cols, image.layers[0], transposed});
    });
    EXPECT_EQ(visited, expected) << rows << "x" << cols << " " << k.bits;
  }
}

TEST(GridBoard, ConnectedRegionsAndTheirBoxes) {
  std::mt19937_64 rng(3);
  for (const Case& k : random_cases(rng, 6)) {
    const unsigned rows = k.shape.rows();
    const unsigned cols = k.shape.cols();
    if (k.bits == 0) {
      continue;
    }
    // Breadth-first search from the lowest cell, one neighbour at a time.
    const unsigned start = static_cast<unsigned>(std::countr_zero(k.bits));
    Bits region = Bits{1} << start;
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
            region |= Bits{1} << next;
            queue.push_back(next);
          }
        }
      }
    }
    ASSERT_EQ(k.shape.connected(Bits{1} << start, k.bits), region) << rows << "x" << cols << " " << k.bits;

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
    Bits cropped = 0;
    for (unsigned i : queue) {
      cropped = with_cell(cropped, box.cols, i / cols - top, i % cols - left);
    }
    EXPECT_EQ(cut(region, k.shape, box), cropped) << rows << "x" << cols << " " << k.bits;
  }
}

TEST(GridBoard, SplitRegionsCoversTheSet) {
  std::mt19937_64 rng(4);
  for (const Case& k : random_cases(rng, 3)) {
    Board<1> board;
    board.rows = static_cast<std::uint8_t>(k.shape.rows());
    board.cols = static_cast<std::uint8_t>(k.shape.cols());
    board.layers[0] = k.bits;
    std::vector<Board<1>> parts;
    split_regions(
        board, k.bits, [](const Board<1>&) { return true; }, parts);
    int cells = 0;
    for (const Board<1>& part : parts) {
      cells += std::popcount(part.layers[0]);
      // Each part is one region, and its box is tight: a cell in the first and last row and
      // column.
      const Shape shape = part.shape();
      EXPECT_EQ(shape.connected(part.layers[0] & -part.layers[0], part.layers[0]), part.layers[0]);
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
      EXPECT_TRUE(first_row && last_row && first_col && last_col) << k.bits;
    }
    EXPECT_EQ(cells, std::popcount(k.bits));
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
}

}  // namespace
}  // namespace cgt::grid
