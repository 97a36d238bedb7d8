// Option sets ranked by size, then lexicographically (cgt/ending_option_sets.hpp).

#include "cgt/ending_option_sets.hpp"

#include <algorithm>
#include <cstdint>
#include <string>

#include "cgt/error.hpp"

namespace cgt::ending {

namespace {
constexpr std::uint64_t kSaturated = std::uint64_t{1} << 62;
}  // namespace

std::uint64_t binomial_saturating(std::uint64_t n, std::uint64_t k) noexcept {
  if (k > n) return 0;
  k = std::min(k, n - k);
  std::uint64_t result = 1;
  for (std::uint64_t i = 1; i <= k; ++i) {
    // result · (n − k + i) / i is exact at every step.
    const std::uint64_t factor = n - k + i;
    if (result > kSaturated / factor) return kSaturated;
    result = result * factor / i;
  }
  return result;
}

std::uint64_t option_set_count(std::uint64_t n, std::uint64_t max_size) noexcept {
  std::uint64_t total = 0;
  for (std::uint64_t s = 1; s <= std::min(n, max_size); ++s) {
    total = std::min(total + binomial_saturating(n, s), kSaturated);
  }
  return total;
}

RankedOptionSet RankedOptionSet::at_rank(std::uint64_t n, std::uint64_t rank) {
  if (n == 0 || n > UINT32_MAX || rank >= option_set_count(n, n)) {
    throw DomainError("no option set of rank " + std::to_string(rank) + " among " + std::to_string(n) + " forms");
  }
  RankedOptionSet c;
  c.n = n;
  std::uint64_t size = 1;
  while (rank >= binomial_saturating(n, size)) {
    rank -= binomial_saturating(n, size);
    ++size;
  }
  std::uint64_t x = 0;
  for (std::uint64_t position = 0; position < size; ++position) {
    while (binomial_saturating(n - x - 1, size - position - 1) <= rank) {
      rank -= binomial_saturating(n - x - 1, size - position - 1);
      ++x;
    }
    c.indices.push_back(static_cast<std::uint32_t>(x));
    ++x;
  }
  return c;
}

void RankedOptionSet::advance() {
  const std::size_t size = indices.size();
  for (std::size_t i = size; i-- > 0;) {
    if (indices[i] < n - size + i) {
      ++indices[i];
      for (std::size_t j = i + 1; j < size; ++j) indices[j] = indices[j - 1] + 1;
      return;
    }
  }
  indices.push_back(0);  // the first set one larger: 0, 1, …, size
  for (std::size_t j = 0; j < indices.size(); ++j) indices[j] = static_cast<std::uint32_t>(j);
}

}  // namespace cgt::ending
