#pragma once
// A brute force for octal games in misère play: positions are sorted lists of heaps, the moves
// are read straight from the code's digits, and nothing is known of canonical forms or quotients.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

#include "cgt/octal_game.hpp"
#include "support/mex.hpp"

namespace cgt::testing_support {

using Position = std::vector<std::size_t>;  // heap sizes, sorted, no zeros

class BruteMisere {
 public:
  explicit BruteMisere(const OctalGame& game) : game_(game) {}

  // G−: 1 for a position without moves, else the mex of the options' G−.
  std::uint32_t value(Position p) {
    std::sort(p.begin(), p.end());
    if (auto it = memo_.find(p); it != memo_.end()) {
      return it->second;
    }
    std::vector<std::uint32_t> seen;
    bool any = false;
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (i > 0 && p[i] == p[i - 1]) {
        continue;
      }
      for (const Position& left : moves(p[i])) {
        Position next;
        for (std::size_t j = 0; j < p.size(); ++j) {
          if (j != i) next.push_back(p[j]);
        }
        next.insert(next.end(), left.begin(), left.end());
        seen.push_back(value(next));
        any = true;
      }
    }
    const std::uint32_t v = any ? static_cast<std::uint32_t>(testing::mex(seen)) : 1;
    memo_.emplace(p, v);
    return v;
  }

 private:
  // What a move on one heap of n may leave.
  std::vector<Position> moves(std::size_t n) const {
    std::vector<Position> out;
    const std::vector<std::uint8_t>& d = game_.digits();
    for (std::size_t k = 0; k < d.size() && k <= n; ++k) {
      const std::size_t rest = n - k;
      if (k > 0 && rest == 0 && (d[k] & 1)) out.push_back({});
      if (k > 0 && rest > 0 && (d[k] & 2)) out.push_back({rest});
      if (d[k] & 4) {
        for (std::size_t a = 1; a < rest; ++a) {
          if (game_.unequal_split() && 2 * a == rest) continue;
          out.push_back({a, rest - a});
        }
      }
    }
    return out;
  }

  const OctalGame& game_;
  std::map<Position, std::uint32_t> memo_;
};

}  // namespace cgt::testing_support
