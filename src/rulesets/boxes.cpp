#include "cgt/boxes.hpp"

#include <algorithm>
#include <string>

#include "cgt/error.hpp"
#include "cgt/impartial_chain.hpp"

namespace cgt {

BoxesAnalysis analyze_boxes(std::span<const Integer> stones, std::span<const Integer> labels) {
  if (stones.empty() && labels.empty()) {
    return {};  // no boxes: the game 0, no move
  }
  if (stones.empty()) {
    throw DomainError("boxes: no boxes take no labels; got " + std::to_string(labels.size()));
  }
  if (labels.size() + 1 != stones.size()) {
    throw DomainError("boxes: " + std::to_string(stones.size()) + " boxes need " + std::to_string(stones.size() - 1) +
                      " labels (for boxes 2.." + std::to_string(stones.size()) + "), got " +
                      std::to_string(labels.size()));
  }
  const std::size_t k = stones.size();
  BoxesAnalysis result;
  result.grundy = chain_grundy(stones, labels);
  std::vector<Integer> prefix = chain_prefix_grundies(stones, labels);
  // label(i) for 1-based box i >= 2 is labels[i - 2].
  for (std::size_t i = k; i >= 1; --i) {
    if (stones[i - 1].sign() > 0) {
      bool zero = i == 1 || labels[i - 2].sign() > 0 || prefix[i - 2].is_zero();
      if (zero) {
        result.winning_moves.push_back({i, Integer(0)});
      }
    }
    if (i >= 2 && labels[i - 2].sign() != 0) {
      break;  // boxes i..k are refilled with a non-zero label by any move further left
    }
  }
  std::reverse(result.winning_moves.begin(), result.winning_moves.end());
  return result;
}

}  // namespace cgt
