#pragma once
// The brute-force mex of the tests: the least natural number not among some values (the Grundy
// value of a position whose options have these values), by marking, without cleverness.

#include <cstdint>
#include <iterator>
#include <vector>

namespace cgt::testing {

// `values`: any range of naturals (a vector, a set), repeats allowed.
template <typename Values>
std::uint64_t mex(const Values& values) {
  // The mex of n values is at most n: mark those up to n.
  std::vector<bool> seen(static_cast<std::size_t>(std::size(values)) + 1, false);
  for (const auto& value : values) {
    if (static_cast<std::uint64_t>(value) < seen.size()) {
      seen[static_cast<std::size_t>(value)] = true;
    }
  }
  std::uint64_t least = 0;
  while (seen[least]) {
    ++least;
  }
  return least;
}

}  // namespace cgt::testing
