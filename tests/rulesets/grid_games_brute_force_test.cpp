// The grid rulesets through the ruleset solver against the brute force of
// grid_brute_force.hpp (every move of the whole board, no regions, symmetries or table), on
// thousands of seeded random small boards.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "rulesets/grid_brute_force.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

using testing::brute_amazons;
using testing::brute_clobber;
using testing::brute_cram;
using testing::brute_domineering;
using testing::brute_konane;
using testing::brute_toads_and_frogs;
using testing::TextBoard;

// A random rows×cols board of `cells` drawn with `weights`, then thinned to at most max_live
// live cells (for Domineering and Cram the empty ones, which become '#'; otherwise the pieces,
// which become '.'), since the brute force takes time exponential in them.
std::string random_board(std::mt19937& rng, int rows, int cols, const std::string& cells,
                         const std::vector<double>& weights, bool domineering, std::size_t max_live) {
  std::discrete_distribution<int> pick(weights.begin(), weights.end());
  std::string text;
  std::vector<std::size_t> live;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) {
      text += '|';
    }
    for (int c = 0; c < cols; ++c) {
      const char cell = cells[static_cast<std::size_t>(pick(rng))];
      if (domineering ? cell == '.' : std::string_view("xotf").find(cell) != std::string_view::npos) {
        live.push_back(text.size());
      }
      text += cell;
    }
  }
  std::shuffle(live.begin(), live.end(), rng);
  for (std::size_t i = max_live; i < live.size(); ++i) {
    text[live[i]] = domineering ? '#' : '.';
  }
  return text;
}

TEST(GridGamesBruteForce, DomineeringRandomBoards) {
  std::mt19937 rng(12);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < scaled(2500); ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 4);
    const int cols = 1 + static_cast<int>(rng() % 4);
    const double blocked = 0.05 + 0.1 * static_cast<double>(rng() % 5);
    const std::string board = random_board(rng, rows, cols, ".#", {1 - blocked, blocked}, true, 13);
    const Game solved = domineering_game(board);
    const Game brute = brute_domineering(TextBoard(board));
    ASSERT_EQ(solved, brute) << "domineering(\"" << board << "\"): solver " << to_string(solved) << ", brute force "
                             << to_string(brute);
  }
}

TEST(GridGamesBruteForce, ClobberRandomRows) {
  std::mt19937 rng(34);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < scaled(2000); ++trial) {
    const int cols = 1 + static_cast<int>(rng() % 12);
    const double empty = 0.1 * static_cast<double>(rng() % 4);
    const std::string board =
        random_board(rng, 1, cols, "xo.#", {(1 - empty) / 2, (1 - empty) / 2, empty * 0.7, empty * 0.3}, false, 10);
    const Game solved = clobber_game(board);
    const Game brute = brute_clobber(TextBoard(board));
    ASSERT_EQ(solved, brute) << "clobber(\"" << board << "\"): solver " << to_string(solved) << ", brute force "
                             << to_string(brute);
  }
}

TEST(GridGamesBruteForce, ClobberRandomGrids) {
  std::mt19937 rng(56);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < scaled(2000); ++trial) {
    const int rows = 2 + static_cast<int>(rng() % 3);
    const int cols = 1 + static_cast<int>(rng() % 4);
    const double empty = 0.2 + 0.1 * static_cast<double>(rng() % 4);
    const std::string board =
        random_board(rng, rows, cols, "xo.#", {(1 - empty) / 2, (1 - empty) / 2, empty * 0.7, empty * 0.3}, false, 9);
    const Game solved = clobber_game(board);
    const Game brute = brute_clobber(TextBoard(board));
    ASSERT_EQ(solved, brute) << "clobber(\"" << board << "\"): solver " << to_string(solved) << ", brute force "
                             << to_string(brute);
  }
}

TEST(GridGamesBruteForce, CramRandomBoards) {
  std::mt19937 rng(78);
  Context context;
  ContextScope scope(context);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(1500); ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 4);
    const int cols = 1 + static_cast<int>(rng() % 4);
    const double blocked = 0.05 + 0.1 * static_cast<double>(rng() % 5);
    const std::string board = random_board(rng, rows, cols, ".#", {1 - blocked, blocked}, true, 11);
    const Game solved = cram_game(board);
    const Game brute = brute_cram(TextBoard(board));
    nonzero += to_string(solved) != "0" ? 1 : 0;
    ASSERT_EQ(solved, brute) << "cram(\"" << board << "\"): solver " << to_string(solved) << ", brute force "
                             << to_string(brute);
  }
  std::printf("nonzero %d\n", nonzero);
  EXPECT_GT(nonzero, 0);
}

TEST(GridGamesBruteForce, KonaneRandomBoards) {
  // Rows and grids with many empty cells, so that jumps (and runs of jumps) are common.
  std::mt19937 rng(90);
  Context context;
  ContextScope scope(context);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(2000); ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 4);
    const int cols = (rows == 1 ? 3 : 1) + static_cast<int>(rng() % (rows == 1 ? 10 : 4));
    const double empty = 0.3 + 0.1 * static_cast<double>(rng() % 4);
    const std::string board =
        random_board(rng, rows, cols, "xo.#", {(1 - empty) / 2, (1 - empty) / 2, empty * 0.85, empty * 0.15}, false, 9);
    const Game solved = konane_game(board);
    const Game brute = brute_konane(TextBoard(board));
    nonzero += to_string(solved) != "0" ? 1 : 0;
    ASSERT_EQ(solved, brute) << "konane(\"" << board << "\"): solver " << to_string(solved) << ", brute force "
                             << to_string(brute);
  }
  std::printf("nonzero %d\n", nonzero);
  EXPECT_GT(nonzero, 0);
}

TEST(GridGamesBruteForce, AmazonsRandomBoards) {
  // Few empty cells: a move burns one, so the game lasts at most that many moves.
  std::mt19937 rng(112);
  Context context;
  ContextScope scope(context);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(1000); ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 3);
    const int cols = 1 + static_cast<int>(rng() % 4);
    std::string board = random_board(rng, rows, cols, "xo.#", {0.15, 0.15, 0.55, 0.15}, false, 3);
    // At most 5 empty cells: burn the rest.
    std::vector<std::size_t> empty;
    for (std::size_t i = 0; i < board.size(); ++i) {
      if (board[i] == '.') {
        empty.push_back(i);
      }
    }
    std::shuffle(empty.begin(), empty.end(), rng);
    for (std::size_t i = 5; i < empty.size(); ++i) {
      board[empty[i]] = '#';
    }
    const Game solved = amazons_game(board);
    const Game brute = brute_amazons(TextBoard(board));
    nonzero += to_string(solved) != "0" ? 1 : 0;
    ASSERT_EQ(solved, brute) << "amazons(\"" << board << "\"): solver " << to_string(solved) << ", brute force "
                             << to_string(brute);
  }
  std::printf("nonzero %d\n", nonzero);
  EXPECT_GT(nonzero, 0);
}

TEST(GridGamesBruteForce, ToadsAndFrogsRandomStrips) {
  // Strips up to 12 squares with a few walls; the dead pieces (TT at the right end, FF at the
  // left, TTFF anywhere) and walls split them, which the brute force never does.
  std::mt19937 rng(134);
  Context context;
  ContextScope scope(context);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(2500); ++trial) {
    const int cols = 1 + static_cast<int>(rng() % 12);
    const double empty = 0.2 + 0.1 * static_cast<double>(rng() % 4);
    const double wall = trial % 3 == 0 ? 0.1 : 0.0;
    const std::string board =
        random_board(rng, 1, cols, "tf.#", {(1 - empty - wall) / 2, (1 - empty - wall) / 2, empty, wall}, false, 10);
    const Game solved = toads_and_frogs_game(board);
    const Game brute = brute_toads_and_frogs(board);
    nonzero += to_string(solved) != "0" ? 1 : 0;
    ASSERT_EQ(solved, brute) << "toads_and_frogs(\"" << board << "\"): solver " << to_string(solved) << ", brute force "
                             << to_string(brute);
  }
  std::printf("nonzero %d\n", nonzero);
  EXPECT_GT(nonzero, 0);
}

}  // namespace
}  // namespace cgt
