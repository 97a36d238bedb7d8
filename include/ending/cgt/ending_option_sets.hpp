#pragma once
// Option sets ranked: the non-empty sets of indices into n forms, by size, then
// lexicographically — rank 0 is {0}, rank n − 1 is {n − 1}, rank n is {0, 1}, and so on. So the
// sets of at most k options are a prefix of the ranking, and a range of ranks is a piece of work
// any process can start at (the sweep lr-ending-canonical cuts the positions born on a day into
// tasks this way: a position is the set of its options among the forms born before).
//
//   RankedOptionSet s = RankedOptionSet::at_rank(5, 7);  // s.indices = {0, 3}
//   s.advance();                                          // {0, 4}

#include <cstdint>
#include <vector>

namespace cgt::ending {

// n choose k, saturating at 2^62 (far above any count that can be enumerated).
[[nodiscard]] std::uint64_t binomial_saturating(std::uint64_t n, std::uint64_t k) noexcept;

// The sets of 1 to max_size of n forms (saturating at 2^62).
[[nodiscard]] std::uint64_t option_set_count(std::uint64_t n, std::uint64_t max_size) noexcept;

struct RankedOptionSet {
  std::uint64_t n = 0;
  std::vector<std::uint32_t> indices;  // increasing

  // The set of rank `rank` (below option_set_count(n, n)).
  [[nodiscard]] static RankedOptionSet at_rank(std::uint64_t n, std::uint64_t rank);
  // The set of the next rank (after the last set of a size, the first one larger).
  void advance();
};

}  // namespace cgt::ending
