// Fox and Geese against play itself: for random small positions, who wins "position + n" (n an
// integer) moving first, decided by retrograde analysis of the positions, written from the
// rules and sharing nothing with the stopper engine, against the engine's value compared with
// -n. A sum with integers probes the value from both sides, so a wrong value (or a wrong
// comparison) shows up as a wrong winner for some n.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <random>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/fox_and_geese.hpp"
#include "cgt/game_text.hpp"
#include "cgt/stopper.hpp"
#include "support/retrograde.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

constexpr int kLeft = 0;   // the geese
constexpr int kRight = 1;  // the fox
constexpr int kMaxN = 6;   // the integers added: -kMaxN..kMaxN

using test::Result;
using test::solve;

// The rules on a board of `rows` × `width`: squares (row, col) from 1, row 1 at the bottom,
// numbered (row - 1) * width + col - 1 in a bit set of geese.
class Rules {
 public:
  Rules(int rows, int width) : rows_(rows), width_(width) {}

  [[nodiscard]] int square(int row, int col) const { return (row - 1) * width_ + (col - 1); }
  [[nodiscard]] int row_of(int square) const { return square / width_ + 1; }
  [[nodiscard]] int col_of(int square) const { return square % width_ + 1; }
  [[nodiscard]] bool goose_at(std::uint64_t geese, int row, int col) const {
    return (geese >> square(row, col) & 1) != 0;
  }

  // The fox is past the geese: on or above the highest goose's row, or one row below it with
  // a square diagonally above that holds no goose. The position is then `off`.
  [[nodiscard]] bool escaped(std::uint64_t geese, int fox) const {
    int top = 0;
    for (int s = 0; s < rows_ * width_; ++s) {
      if (geese >> s & 1) {
        top = std::max(top, row_of(s));
      }
    }
    const int row = row_of(fox);
    const int col = col_of(fox);
    if (row >= top) {
      return true;
    }
    if (row == top - 1) {
      return (col > 1 && !goose_at(geese, top, col - 1)) || (col < width_ && !goose_at(geese, top, col + 1));
    }
    return false;
  }

  // The geese after each goose move: one goose one row down, diagonally, onto a square with
  // neither goose nor fox.
  [[nodiscard]] std::vector<std::uint64_t> goose_moves(std::uint64_t geese, int fox) const {
    std::vector<std::uint64_t> after;
    for (int s = 0; s < rows_ * width_; ++s) {
      if ((geese >> s & 1) == 0 || row_of(s) == 1) {
        continue;
      }
      for (int dc : {-1, 1}) {
        const int row = row_of(s) - 1;
        const int col = col_of(s) + dc;
        if (col < 1 || col > width_ || goose_at(geese, row, col) || square(row, col) == fox) {
          continue;
        }
        after.push_back((geese & ~(std::uint64_t{1} << s)) | std::uint64_t{1} << square(row, col));
      }
    }
    return after;
  }

  // The fox's squares after each fox move: one step diagonally, any direction, onto a square
  // without a goose. Rows above the board are never needed: a fox in the top row is escaped.
  [[nodiscard]] std::vector<int> fox_moves(std::uint64_t geese, int fox) const {
    std::vector<int> after;
    for (int dr : {-1, 1}) {
      for (int dc : {-1, 1}) {
        const int row = row_of(fox) + dr;
        const int col = col_of(fox) + dc;
        if (row >= 1 && row <= rows_ && col >= 1 && col <= width_ && !goose_at(geese, row, col)) {
          after.push_back(square(row, col));
        }
      }
    }
    return after;
  }

 private:
  int rows_;
  int width_;
};

// The sum "position + n" with one player to move. An escaped fox is kept as fox = -1 and no
// geese: `off` + n, whatever the pieces were.
struct State {
  std::uint64_t geese;
  int fox;
  int n;
  int mover;

  [[nodiscard]] std::uint64_t key() const {
    return geese | std::uint64_t(fox + 1) << 40 | std::uint64_t(n + kMaxN) << 47 | std::uint64_t(mover) << 51;
  }
};

// Who wins each start "position + n" moving first, by retrograde analysis of every state
// reachable from them.
class SumSolver {
 public:
  SumSolver(const Rules& rules, std::uint64_t geese, int fox) : rules_(rules) {
    for (int n = -kMaxN; n <= kMaxN; ++n) {
      for (int mover : {kLeft, kRight}) {
        starts_[mover].push_back(add(position(geese, fox, n, mover)));
      }
    }
    for (std::size_t i = 0; i < states_.size(); ++i) {
      const State s = states_[i];
      std::vector<std::size_t> next;
      for (const State& t : moves(s)) {
        next.push_back(add(t));
      }
      moves_.push_back(std::move(next));
    }
    results_ = solve(moves_);
  }

  [[nodiscard]] Result first(int mover, int n) const { return results_[starts_[mover][n + kMaxN]]; }
  [[nodiscard]] std::size_t state_count() const { return states_.size(); }

 private:
  [[nodiscard]] State position(std::uint64_t geese, int fox, int n, int mover) const {
    return rules_.escaped(geese, fox) ? State{0, -1, n, mover} : State{geese, fox, n, mover};
  }

  std::size_t add(const State& s) {
    auto [it, added] = index_.try_emplace(s.key(), states_.size());
    if (added) {
      states_.push_back(s);
    }
    return it->second;
  }

  // The mover's moves in the position (a pass when Right meets `off`) and in the integer
  // (Left takes n to n - 1 when n > 0, Right n to n + 1 when n < 0).
  [[nodiscard]] std::vector<State> moves(const State& s) const {
    std::vector<State> next;
    const int other = 1 - s.mover;
    if (s.mover == kLeft) {
      if (s.fox >= 0) {
        for (std::uint64_t geese : rules_.goose_moves(s.geese, s.fox)) {
          next.push_back(position(geese, s.fox, s.n, other));
        }
      }
      if (s.n > 0) {
        next.push_back({s.geese, s.fox, s.n - 1, other});
      }
    } else {
      if (s.fox < 0) {
        next.push_back({s.geese, s.fox, s.n, other});
      } else {
        for (int fox : rules_.fox_moves(s.geese, s.fox)) {
          next.push_back(position(s.geese, fox, s.n, other));
        }
      }
      if (s.n < 0) {
        next.push_back({s.geese, s.fox, s.n + 1, other});
      }
    }
    return next;
  }

  const Rules& rules_;
  std::unordered_map<std::uint64_t, std::size_t> index_;
  std::vector<State> states_;
  std::vector<std::vector<std::size_t>> moves_;
  std::vector<Result> results_;
  std::vector<std::size_t> starts_[2];
};

// A random position: 1..4 geese and the fox on distinct dark squares (row + col even).
struct FoxPosition {
  int rows;
  int width;
  std::uint64_t geese = 0;
  int fox = -1;
  std::string text;
};

FoxPosition random_position(std::mt19937& rng) {
  FoxPosition p;
  p.width = std::uniform_int_distribution<int>(4, 8)(rng);
  p.rows = std::uniform_int_distribution<int>(3, 5)(rng);
  const Rules rules(p.rows, p.width);
  std::vector<int> dark;
  for (int row = 1; row <= p.rows; ++row) {
    for (int col = 1; col <= p.width; ++col) {
      if ((row + col) % 2 == 0) {
        dark.push_back(rules.square(row, col));
      }
    }
  }
  std::shuffle(dark.begin(), dark.end(), rng);
  const int geese = std::uniform_int_distribution<int>(1, 4)(rng);
  for (int i = 0; i < geese; ++i) {
    p.geese |= std::uint64_t{1} << dark[i];
  }
  // A fox placed anywhere has mostly got past the geese already (`off`): three times in four
  // it starts where it has not, if there is such a square.
  auto fox = dark.begin() + geese;
  if (std::uniform_int_distribution<int>(0, 3)(rng) != 0) {
    fox = std::find_if(fox, dark.end(), [&](int s) { return !rules.escaped(p.geese, s); });
    if (fox == dark.end()) {
      fox = dark.begin() + geese;
    }
  }
  p.fox = *fox;
  for (int row = p.rows; row >= 1; --row) {
    if (row != p.rows) {
      p.text += '|';
    }
    for (int col = 1; col <= p.width; ++col) {
      const int s = rules.square(row, col);
      p.text += s == p.fox ? 'o' : rules.goose_at(p.geese, row, col) ? 'x' : '.';
    }
  }
  return p;
}

TEST(FoxAndGeeseBruteForce, SumsWithIntegersAgainstPlay) {
  std::mt19937 rng(20240607);
  std::vector<Stopper> integers;  // integers[n + kMaxN] is n
  for (int n = -kMaxN; n <= kMaxN; ++n) {
    integers.emplace_back(parse_game(std::to_string(n)));
  }
  const int kPositions = scaled(1000, 250);
  int loopy = 0;
  int escaped = 0;
  int outcomes[4] = {};
  std::size_t largest = 0;
  for (int i = 0; i < kPositions; ++i) {
    const FoxPosition p = random_position(rng);
    SCOPED_TRACE(::testing::Message() << "board " << p.text);
    const Rules rules(p.rows, p.width);
    const SumSolver play(rules, p.geese, p.fox);
    largest = std::max(largest, play.state_count());
    const Stopper value = fox_and_geese_value(p.text);
    const bool off = rules.escaped(p.geese, p.fox);
    escaped += off ? 1 : 0;
    loopy += value.is_loopfree() || off ? 0 : 1;
    for (int n = -kMaxN; n <= kMaxN; ++n) {
      SCOPED_TRACE(::testing::Message() << "value " << to_string(value) << ", n = " << n);
      const Result left_first = play.first(kLeft, n);
      const Result right_first = play.first(kRight, n);
      // Left moves only finitely often (each goose move lowers a goose, each move in n shrinks
      // it) and must move on each of their turns, so every play ends.
      ASSERT_NE(left_first, Result::kDraw);
      ASSERT_NE(right_first, Result::kDraw);
      const Stopper& minus_n = integers[kMaxN - n];
      // value + n ≥ 0 (value ≥ -n) iff Right, moving first, cannot win; ≤ 0 likewise for Left.
      EXPECT_EQ(right_first != Result::kWin, leq(minus_n, value)) << "value >= -n disagrees with Right first";
      EXPECT_EQ(left_first != Result::kWin, leq(value, minus_n)) << "value <= -n disagrees with Left first";
      if (n == 0) {
        const Outcome o = outcome_from_first_moves(left_first == Result::kWin, right_first == Result::kWin);
        ++outcomes[static_cast<int>(o)];
        EXPECT_EQ(outcome(value), o);
      }
    }
  }
  // Not vacuous: loopy values (besides `off`), escaped foxes and every outcome all came up.
  std::cout << "fox and geese: " << kPositions << " positions, " << loopy << " loopy besides off, " << escaped
            << " escaped; outcomes L " << outcomes[0] << " R " << outcomes[1] << " N " << outcomes[2] << " P "
            << outcomes[3] << "; largest sum graph " << largest << " states\n";
  EXPECT_GE(loopy, scaled(20));
  EXPECT_GE(escaped, 1);
  for (int o : outcomes) {
    EXPECT_GE(o, 1);
  }
}

}  // namespace
}  // namespace cgt
