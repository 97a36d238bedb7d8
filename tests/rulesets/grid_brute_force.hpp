#pragma once
// Domineering and Clobber straight from the rules, for checking the ruleset solver: every
// Left and Right move of the whole board, each option valued the same way, and the game built
// with game_from_options. No split into regions, no symmetry, no table and no bitboards, so
// it shares nothing with the solver but the game store. Exponential: small boards only.

#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"

namespace cgt::testing {

// A board of CGSuite's grid string ("..#|...") as rows of characters.
class TextBoard {
 public:
  explicit TextBoard(std::string_view text) {
    std::string row;
    for (char c : text) {
      if (c == '|') {
        rows_.push_back(row);
        row.clear();
      } else {
        row += c;
      }
    }
    rows_.push_back(row);
  }
  [[nodiscard]] int rows() const { return static_cast<int>(rows_.size()); }
  [[nodiscard]] int cols() const { return static_cast<int>(rows_[0].size()); }
  [[nodiscard]] bool inside(int r, int c) const { return r >= 0 && r < rows() && c >= 0 && c < cols(); }
  [[nodiscard]] char at(int r, int c) const { return rows_[r][c]; }
  char& at(int r, int c) { return rows_[r][c]; }

 private:
  std::vector<std::string> rows_;
};

// Left places a vertical domino on two empty cells ('.'), Right a horizontal one.
inline Game brute_domineering(const TextBoard& board) {
  std::vector<Game> options[2];
  for (int side = 0; side < 2; ++side) {
    const int dr = side == 0 ? 1 : 0;
    const int dc = side == 0 ? 0 : 1;
    for (int r = 0; r < board.rows(); ++r) {
      for (int c = 0; c < board.cols(); ++c) {
        if (board.inside(r + dr, c + dc) && board.at(r, c) == '.' && board.at(r + dr, c + dc) == '.') {
          TextBoard next = board;
          next.at(r, c) = '#';
          next.at(r + dr, c + dc) = '#';
          options[side].push_back(brute_domineering(next));
        }
      }
    }
  }
  return game_from_options(std::move(options[0]), std::move(options[1]));
}

// Left moves an 'x' onto an orthogonally adjacent 'o', which is removed; Right an 'o' onto an 'x'.
inline Game brute_clobber(const TextBoard& board) {
  std::vector<Game> options[2];
  for (int side = 0; side < 2; ++side) {
    const char mine = side == 0 ? 'x' : 'o';
    const char theirs = side == 0 ? 'o' : 'x';
    for (int r = 0; r < board.rows(); ++r) {
      for (int c = 0; c < board.cols(); ++c) {
        if (board.at(r, c) != mine) {
          continue;
        }
        const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (const auto& step : steps) {
          const int r2 = r + step[0];
          const int c2 = c + step[1];
          if (board.inside(r2, c2) && board.at(r2, c2) == theirs) {
            TextBoard next = board;
            next.at(r, c) = '.';
            next.at(r2, c2) = mine;
            options[side].push_back(brute_clobber(next));
          }
        }
      }
    }
  }
  return game_from_options(std::move(options[0]), std::move(options[1]));
}

}  // namespace cgt::testing
