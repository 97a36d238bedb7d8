#pragma once
// The grid rulesets straight from the rules, for checking the ruleset solver: every
// Left and Right move of the whole board, each option valued the same way, and the game built
// with game_from_options. No split into regions, no symmetry, no table and no bitboards, so
// it shares nothing with the solver but the game store. Exponential: small boards only.

#include <map>
#include <string>
#include <string_view>
#include <utility>
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
  [[nodiscard]] std::string text() const {
    std::string text;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      text += (r == 0 ? "" : "|") + rows_[r];
    }
    return text;
  }
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

// Either player places a domino on two empty cells, vertically or horizontally.
inline Game brute_cram(const TextBoard& board) {
  std::vector<Game> options;
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) {
      for (const auto& [dr, dc] : {std::pair{1, 0}, std::pair{0, 1}}) {
        if (board.inside(r + dr, c + dc) && board.at(r, c) == '.' && board.at(r + dr, c + dc) == '.') {
          TextBoard next = board;
          next.at(r, c) = '#';
          next.at(r + dr, c + dc) = '#';
          options.push_back(brute_cram(next));
        }
      }
    }
  }
  std::vector<Game> right = options;
  return game_from_options(std::move(options), std::move(right));
}

// Left jumps an 'x' over an orthogonally adjacent 'o' into the empty cell beyond, removing
// the 'o', and may go on jumping in the same direction (each stop an option); Right the same
// with 'o' over 'x'.
inline Game brute_konane(const TextBoard& board) {
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
          TextBoard next = board;
          int r0 = r;
          int c0 = c;
          while (next.inside(r0 + 2 * step[0], c0 + 2 * step[1]) && next.at(r0 + step[0], c0 + step[1]) == theirs &&
                 next.at(r0 + 2 * step[0], c0 + 2 * step[1]) == '.') {
            next.at(r0, c0) = '.';
            next.at(r0 + step[0], c0 + step[1]) = '.';
            r0 += 2 * step[0];
            c0 += 2 * step[1];
            next.at(r0, c0) = mine;
            options[side].push_back(brute_konane(next));
          }
        }
      }
    }
  }
  return game_from_options(std::move(options[0]), std::move(options[1]));
}

// Left moves an 'x' like a queen through empty cells, then shoots an arrow like a queen from
// its new cell through empty cells (the cell it left is empty); the arrow's cell becomes '#'.
// Right the same with an 'o'. The trees are wide, so each board's game is remembered by its
// text for the one call (the whole board: still no regions or symmetry).
inline Game brute_amazons(const TextBoard& board, std::map<std::string, Game>& seen) {
  const std::string key = board.text();
  if (auto found = seen.find(key); found != seen.end()) {
    return found->second;
  }
  std::vector<Game> options[2];
  const int steps[8][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
  for (int side = 0; side < 2; ++side) {
    const char mine = side == 0 ? 'x' : 'o';
    for (int r = 0; r < board.rows(); ++r) {
      for (int c = 0; c < board.cols(); ++c) {
        if (board.at(r, c) != mine) {
          continue;
        }
        for (const auto& move : steps) {
          for (int r1 = r + move[0], c1 = c + move[1]; board.inside(r1, c1) && board.at(r1, c1) == '.';
               r1 += move[0], c1 += move[1]) {
            TextBoard moved = board;
            moved.at(r, c) = '.';
            moved.at(r1, c1) = mine;
            for (const auto& shot : steps) {
              for (int r2 = r1 + shot[0], c2 = c1 + shot[1]; moved.inside(r2, c2) && moved.at(r2, c2) == '.';
                   r2 += shot[0], c2 += shot[1]) {
                TextBoard next = moved;
                next.at(r2, c2) = '#';
                options[side].push_back(brute_amazons(next, seen));
              }
            }
          }
        }
      }
    }
  }
  return seen[key] = game_from_options(std::move(options[0]), std::move(options[1]));
}
inline Game brute_amazons(const TextBoard& board) {
  std::map<std::string, Game> seen;
  return brute_amazons(board, seen);
}

// One strip: Left moves a 't' one square right into a '.', or jumps it right over one 'f' into
// a '.'; Right moves an 'f' left the same way over a 't'. '#' is a wall. Each strip's game is
// remembered for the one call, as in brute_amazons.
inline Game brute_toads_and_frogs(const std::string& strip, std::map<std::string, Game>& seen) {
  if (auto found = seen.find(strip); found != seen.end()) {
    return found->second;
  }
  std::vector<Game> options[2];
  const int n = static_cast<int>(strip.size());
  for (int i = 0; i < n; ++i) {
    for (int side = 0; side < 2; ++side) {
      const char mine = side == 0 ? 't' : 'f';
      const char theirs = side == 0 ? 'f' : 't';
      const int dir = side == 0 ? 1 : -1;
      if (strip[i] != mine) {
        continue;
      }
      const int one = i + dir;
      const int two = i + 2 * dir;
      if (one >= 0 && one < n && strip[one] == '.') {
        std::string next = strip;
        next[i] = '.';
        next[one] = mine;
        options[side].push_back(brute_toads_and_frogs(next, seen));
      }
      if (two >= 0 && two < n && strip[one] == theirs && strip[two] == '.') {
        std::string next = strip;
        next[i] = '.';
        next[two] = mine;
        options[side].push_back(brute_toads_and_frogs(next, seen));
      }
    }
  }
  return seen[strip] = game_from_options(std::move(options[0]), std::move(options[1]));
}
inline Game brute_toads_and_frogs(const std::string& strip) {
  std::map<std::string, Game> seen;
  return brute_toads_and_frogs(strip, seen);
}

}  // namespace cgt::testing
