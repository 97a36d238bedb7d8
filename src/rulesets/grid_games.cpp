// Domineering and Clobber on CGSuite's grid strings. A board is split into its independent
// regions (connected empty cells for Domineering, connected stones for Clobber); each region,
// cropped to its bounding box, is looked up in a transposition table before it is solved.

#include <algorithm>
#include <unordered_map>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {

namespace {

constexpr std::size_t kMaxCells = 64;

struct Grid {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::string cells;  // row-major
  char at(std::size_t r, std::size_t c) const { return cells[r * cols + c]; }
  char& at(std::size_t r, std::size_t c) { return cells[r * cols + c]; }
  std::string key() const { return std::to_string(cols) + ":" + cells; }
};

Grid parse_grid(std::string_view text, std::string_view allowed, std::string_view game) {
  Grid grid;
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
  grid.cols = width;
  if (grid.cells.size() > kMaxCells) {
    throw LimitError(std::string(game) + " board too large for the short-game engine (at most " +
                     std::to_string(kMaxCells) + " cells)");
  }
  return grid;
}

// The regions of `grid`: cells with `member(cell)` connected orthogonally, each cropped to its
// bounding box (other cells of the box become '#').
template <typename Member>
std::vector<Grid> regions(const Grid& grid, Member member) {
  std::vector<int> label(grid.cells.size(), -1);
  std::vector<Grid> result;
  for (std::size_t start = 0; start < grid.cells.size(); ++start) {
    if (label[start] >= 0 || !member(grid.cells[start])) {
      continue;
    }
    int id = static_cast<int>(result.size());
    std::vector<std::size_t> stack{start};
    std::vector<std::size_t> cells;
    label[start] = id;
    while (!stack.empty()) {
      std::size_t cell = stack.back();
      stack.pop_back();
      cells.push_back(cell);
      std::size_t r = cell / grid.cols;
      std::size_t c = cell % grid.cols;
      auto visit = [&](std::size_t nr, std::size_t nc) {
        std::size_t next = nr * grid.cols + nc;
        if (label[next] < 0 && member(grid.cells[next])) {
          label[next] = id;
          stack.push_back(next);
        }
      };
      if (r > 0) visit(r - 1, c);
      if (r + 1 < grid.rows) visit(r + 1, c);
      if (c > 0) visit(r, c - 1);
      if (c + 1 < grid.cols) visit(r, c + 1);
    }
    std::size_t r0 = grid.rows;
    std::size_t r1 = 0;
    std::size_t c0 = grid.cols;
    std::size_t c1 = 0;
    for (std::size_t cell : cells) {
      r0 = std::min(r0, cell / grid.cols);
      r1 = std::max(r1, cell / grid.cols);
      c0 = std::min(c0, cell % grid.cols);
      c1 = std::max(c1, cell % grid.cols);
    }
    Grid region;
    region.rows = r1 - r0 + 1;
    region.cols = c1 - c0 + 1;
    region.cells.assign(region.rows * region.cols, '#');
    for (std::size_t cell : cells) {
      region.at(cell / grid.cols - r0, cell % grid.cols - c0) = grid.cells[cell];
    }
    result.push_back(std::move(region));
  }
  return result;
}

// The transposition table of one grid ruleset (by region text), in the context beside the
// store its games belong to.
template <typename Ruleset>
struct GridTable final : ContextState {
  explicit GridTable(Context& /*context*/) {}
  [[nodiscard]] std::size_t bytes_held() const override {
    return table.size() * (4 * sizeof(void*) + sizeof(std::string) + sizeof(Game) + 16);
  }
  std::unordered_map<std::string, Game> table;
};

class GridSolver {
 public:
  virtual ~GridSolver() = default;

  Game value(const Grid& grid, std::unordered_map<std::string, Game>& table) {
    Game sum;
    for (const Grid& region : split(grid)) {
      sum += region_value(region, table);
    }
    return sum;
  }

 protected:
  virtual std::vector<Grid> split(const Grid& grid) = 0;
  virtual void moves(const Grid& grid, bool left, std::vector<Grid>& out) = 0;

 private:
  Game region_value(const Grid& region, std::unordered_map<std::string, Game>& table) {
    std::string key = region.key();
    if (auto it = table.find(key); it != table.end()) {
      return it->second;
    }
    std::vector<Game> options[2];
    for (int side = 0; side < 2; ++side) {
      std::vector<Grid> after;
      moves(region, side == 0, after);
      // Expanding boards costs far more than a store operation: charge it to the budget.
      current_context().charge(16 * (after.size() + 1));
      for (const Grid& next : after) {
        options[side].push_back(value(next, table));
      }
    }
    Game result = game_from_options(std::move(options[0]), std::move(options[1]));
    table.emplace(std::move(key), result);
    return result;
  }
};

class DomineeringSolver final : public GridSolver {
 protected:
  std::vector<Grid> split(const Grid& grid) override {
    return regions(grid, [](char cell) { return cell == '.'; });
  }
  // Left places a vertical domino, Right a horizontal one.
  void moves(const Grid& grid, bool left, std::vector<Grid>& out) override {
    for (std::size_t r = 0; r < grid.rows; ++r) {
      for (std::size_t c = 0; c < grid.cols; ++c) {
        std::size_t r2 = left ? r + 1 : r;
        std::size_t c2 = left ? c : c + 1;
        if (r2 < grid.rows && c2 < grid.cols && grid.at(r, c) == '.' && grid.at(r2, c2) == '.') {
          Grid next = grid;
          next.at(r, c) = '#';
          next.at(r2, c2) = '#';
          out.push_back(std::move(next));
        }
      }
    }
  }
};

class ClobberSolver final : public GridSolver {
 protected:
  std::vector<Grid> split(const Grid& grid) override {
    std::vector<Grid> all = regions(grid, [](char cell) { return cell == 'x' || cell == 'o'; });
    // A region with stones of one colour only has no moves for anyone.
    std::erase_if(all, [](const Grid& g) {
      return g.cells.find('x') == std::string::npos || g.cells.find('o') == std::string::npos;
    });
    for (Grid& g : all) {
      std::replace(g.cells.begin(), g.cells.end(), '#', '.');
    }
    return all;
  }
  // Left moves an x onto an orthogonally adjacent o, capturing it; Right moves an o onto an x.
  void moves(const Grid& grid, bool left, std::vector<Grid>& out) override {
    const char mine = left ? 'x' : 'o';
    const char theirs = left ? 'o' : 'x';
    for (std::size_t r = 0; r < grid.rows; ++r) {
      for (std::size_t c = 0; c < grid.cols; ++c) {
        if (grid.at(r, c) != mine) {
          continue;
        }
        const int dr[] = {-1, 1, 0, 0};
        const int dc[] = {0, 0, -1, 1};
        for (int d = 0; d < 4; ++d) {
          std::size_t nr = r + static_cast<std::size_t>(dr[d]);
          std::size_t nc = c + static_cast<std::size_t>(dc[d]);
          if (nr < grid.rows && nc < grid.cols && grid.at(nr, nc) == theirs) {
            Grid next = grid;
            next.at(r, c) = '.';
            next.at(nr, nc) = mine;
            out.push_back(std::move(next));
          }
        }
      }
    }
  }
};

}  // namespace

Game domineering_game(std::string_view board) {
  DomineeringSolver solver;
  return solver.value(parse_grid(board, ".#", "domineering"),
                      current_context().extension<GridTable<DomineeringSolver>>().table);
}

Game clobber_game(std::string_view board) {
  ClobberSolver solver;
  return solver.value(parse_grid(board, ".#xo", "clobber"),
                      current_context().extension<GridTable<ClobberSolver>>().table);
}

}  // namespace cgt
