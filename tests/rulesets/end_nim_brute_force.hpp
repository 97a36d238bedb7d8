#pragma once
// An independent game-tree search for finite End Nim rows, straight from the rules and
// Definition 8: no triple points, no Observation 9. Memoised on the whole position.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace cgt::testing {

using FiniteRow = std::vector<int>;

inline std::string describe(const FiniteRow& row) {
  std::string text;
  for (std::size_t i = 0; i < row.size(); ++i) {
    text += (i == 0 ? "" : " | ") + std::to_string(row[i]);
  }
  return "[" + text + "]";
}

class EndNimSearch {
 public:
  // Does the player to move win? Left moves the first pile, Right the last.
  bool mover_wins(const FiniteRow& row, bool left_to_move) {
    if (row.empty()) {
      return false;
    }
    const std::uint64_t key = pack(row, left_to_move);
    if (auto found = memo_.find(key); found != memo_.end()) {
      return found->second;
    }
    bool wins = false;
    const int own = left_to_move ? row.front() : row.back();
    for (int target = 0; target < own && !wins; ++target) {
      wins = !mover_wins(after_move(row, left_to_move, target), !left_to_move);
    }
    memo_.emplace(key, wins);
    return wins;
  }

  // The row after the mover's pile becomes `target` (0 removes it). Precondition: non-empty.
  static FiniteRow after_move(const FiniteRow& row, bool left_moves, int target) {
    const std::size_t n = row.size();
    FiniteRow next;
    next.reserve(n);
    if (left_moves) {
      if (target != 0) {
        next.push_back(target);
      }
      next.insert(next.end(), row.begin() + 1, row.end());
    } else {
      next.insert(next.end(), row.begin(), row.begin() + static_cast<std::ptrdiff_t>(n - 1));
      if (target != 0) {
        next.push_back(target);
      }
    }
    return next;
  }

  // "L", "R", "N", "P".
  std::string outcome(const FiniteRow& row) {
    const bool left_first = mover_wins(row, true);
    const bool right_first = mover_wins(row, false);
    if (left_first) {
      return right_first ? "N" : "L";
    }
    return right_first ? "R" : "P";
  }

  // Definition 8: the least α ≥ 0 such that αx is a win for Left moving second, i.e. Right
  // moving first loses (α = 0 is x itself).
  int left_value(const FiniteRow& row) {
    for (int alpha = 0;; ++alpha) {
      FiniteRow extended = row;
      if (alpha > 0) {
        extended.insert(extended.begin(), alpha);
      }
      if (!mover_wins(extended, false)) {
        return alpha;
      }
    }
  }

  int right_value(const FiniteRow& row) {
    for (int beta = 0;; ++beta) {
      FiniteRow extended = row;
      if (beta > 0) {
        extended.push_back(beta);
      }
      if (!mover_wins(extended, true)) {
        return beta;
      }
    }
  }

  // The sizes the mover's pile can be moved to and win (ascending).
  std::vector<int> winning_targets(const FiniteRow& row, bool left_moves) {
    std::vector<int> targets;
    if (row.empty()) {
      return targets;
    }
    const int own = left_moves ? row.front() : row.back();
    for (int target = 0; target < own; ++target) {
      if (!mover_wins(after_move(row, left_moves, target), !left_moves)) {
        targets.push_back(target);
      }
    }
    return targets;
  }

  std::size_t size() const { return memo_.size(); }

 private:
  // Up to 9 piles of at most 63: 6 bits each, 4 bits of length, 1 bit of turn.
  static std::uint64_t pack(const FiniteRow& row, bool left_to_move) {
    if (row.size() > 9) {
      throw std::logic_error("EndNimSearch: rows of at most 9 piles");
    }
    std::uint64_t key = row.size();
    for (int pile : row) {
      if (pile < 0 || pile > 63) {
        throw std::logic_error("EndNimSearch: piles of at most 63");
      }
      key = (key << 6) | static_cast<std::uint64_t>(pile);
    }
    return (key << 1) | (left_to_move ? 1U : 0U);
  }

  std::unordered_map<std::uint64_t, bool> memo_;
};

}  // namespace cgt::testing
