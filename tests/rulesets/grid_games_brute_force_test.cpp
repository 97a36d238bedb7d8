// Domineering and Clobber through the ruleset solver against the brute force of
// grid_brute_force.hpp (every move of the whole board, no regions, symmetries or table), on
// thousands of seeded random small boards.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "rulesets/grid_brute_force.hpp"

namespace cgt {
namespace {

using testing::brute_clobber;
using testing::brute_domineering;
using testing::TextBoard;

// A random rows×cols board of `cells` drawn with `weights`, then thinned to at most max_live
// live cells (for Domineering the empty ones, which become '#'; for Clobber the stones, which
// become '.'), since the brute force takes time exponential in them.
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
      if (domineering ? cell == '.' : cell == 'x' || cell == 'o') {
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
  for (int trial = 0; trial < 2500; ++trial) {
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
  for (int trial = 0; trial < 2000; ++trial) {
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
  for (int trial = 0; trial < 2000; ++trial) {
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

}  // namespace
}  // namespace cgt
