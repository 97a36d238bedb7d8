#pragma once
// The boxes ruleset (paper 002, Section 3.3): boxes 1..k hold n_i stones; boxes 2..k carry
// labels c_2..c_k. A move removes one or more stones from one box i, and then every box j > i
// is refilled or emptied to exactly c_j stones. This is the chain of nimbers
// *n_1 :_{*c_2} *n_2 :_{*c_3} ... :_{*c_k} *n_k, whose value is Theorem 3.10.

#include <cstddef>
#include <span>
#include <vector>

#include "cgt/integer.hpp"

namespace cgt {

struct BoxesMove {
  std::size_t box;  // 1-based
  Integer to;       // stones left in that box
  friend bool operator==(const BoxesMove&, const BoxesMove&) = default;
};

struct BoxesAnalysis {
  Integer grundy;
  std::vector<BoxesMove> winning_moves;  // by box
};

// stones = n_1..n_k, labels = c_2..c_k (no stones and no labels: the game 0). Throws DomainError on
// a size mismatch or negative count.
// O(k): after a move on box i to t stones, boxes j > i hold their labels, so Theorem 3.10's
// index is at most i and the value is at least t + c_{i+1} + ... + c_k. A winning move
// therefore empties box i with c_j = 0 for all j > i, and its value is 0 when i = 1 or c_i > 0
// and otherwise the value of the prefix chain of boxes 1..i-1 (all computed in one pass).
BoxesAnalysis analyze_boxes(std::span<const Integer> stones, std::span<const Integer> labels);

}  // namespace cgt
