// Cram in misère play: the region-by-region forms against the game tree of the whole board
// built straight from the rules (no regions, no symmetry), and 1×n strips against Dawson's
// Kayles (0.07), whose heap of n is the strip of n cells.

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/impartial.hpp"
#include "cgt/misere_games.hpp"
#include "rulesets/grid_brute_force.hpp"

namespace cgt {
namespace {

using testing::TextBoard;

// A domino on two adjacent empty cells, either way, from the text of the whole board.
ImpartialGame cram_tree(const TextBoard& board, std::map<std::string, ImpartialGame>& memo) {
  std::string key;
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) key += board.at(r, c);
  }
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<ImpartialGame> options;
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) {
      const int steps[2][2] = {{1, 0}, {0, 1}};
      for (const auto& s : steps) {
        if (board.inside(r + s[0], c + s[1]) && board.at(r, c) == '.' && board.at(r + s[0], c + s[1]) == '.') {
          TextBoard next = board;
          next.at(r, c) = '#';
          next.at(r + s[0], c + s[1]) = '#';
          options.push_back(cram_tree(next, memo));
        }
      }
    }
  }
  const ImpartialGame g = ImpartialGame::from_options(options);
  memo.emplace(key, g);
  return g;
}

TEST(CramMisere, RandomBoardsMatchTheWholeBoardTree) {
  std::mt19937 rng(18);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < 600; ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 4);
    const int cols = 1 + static_cast<int>(rng() % 4);
    std::string board;
    int empty = 0;
    for (int r = 0; r < rows; ++r) {
      if (r > 0) board += '|';
      for (int c = 0; c < cols; ++c) {
        const bool open = rng() % 10 < 7 && empty < 11;
        board += open ? '.' : '#';
        empty += open ? 1 : 0;
      }
    }
    std::map<std::string, ImpartialGame> memo;
    const MisereGame brute = MisereGame::from_tree(cram_tree(TextBoard(board), memo));
    const MisereGame solved = cram_misere(board);
    ASSERT_EQ(solved, brute) << "cram(\"" << board << "\"): " << solved.to_string() << " against " << brute.to_string();
  }
}

TEST(CramMisere, StripsAreDawsonsKayles) {
  Context context;
  ContextScope scope(context);
  const std::vector<MisereGame> dawson = octal_misere_heaps(OctalGame::parse("0.07"), 20);
  for (std::size_t n = 1; n <= 20; ++n) {
    ASSERT_EQ(cram_misere(std::string(n, '.')), dawson[n]) << "1x" << n;
  }
}

}  // namespace
}  // namespace cgt
