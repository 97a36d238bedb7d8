#pragma once
// A retrograde solver for the brute-force tests of loopy games: who wins from each state of a
// finite game graph, decided by play alone (it shares nothing with the stopper engine).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cgt::test {

// Who wins from a state of a finite game graph, for the player to move there; kDraw when
// neither can force a win (play goes on forever).
enum class Result : std::uint8_t { kDraw, kWin, kLoss };

// Retrograde analysis: each move leads to a state with the other player to move. A player
// with no move loses; a state is won if some move reaches a lost state, lost once every move
// reaches a won one; whatever is left undecided is a draw.
inline std::vector<Result> solve(const std::vector<std::vector<std::size_t>>& moves) {
  const std::size_t count = moves.size();
  std::vector<std::vector<std::size_t>> into(count);
  std::vector<std::size_t> unrefuted(count);
  std::vector<Result> result(count, Result::kDraw);
  std::vector<bool> decided(count, false);
  std::vector<std::size_t> queue;
  for (std::size_t s = 0; s < count; ++s) {
    unrefuted[s] = moves[s].size();
    for (std::size_t t : moves[s]) {
      into[t].push_back(s);
    }
    if (moves[s].empty()) {
      result[s] = Result::kLoss;
      decided[s] = true;
      queue.push_back(s);
    }
  }
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const std::size_t t = queue[i];
    for (std::size_t s : into[t]) {
      if (decided[s]) {
        continue;
      }
      if (result[t] == Result::kLoss) {
        result[s] = Result::kWin;
      } else if (--unrefuted[s] == 0) {
        result[s] = Result::kLoss;
      } else {
        continue;
      }
      decided[s] = true;
      queue.push_back(s);
    }
  }
  return result;
}

}  // namespace cgt::test
