#pragma once
// How many random (or enumerated) cases a brute-force test tries. Under the sanitizers the
// engine runs 5–20 times slower, and what those runs add is memory and undefined-behaviour
// checking on every code path, which a sample an eighth the size still walks; the Release
// build runs every test at its full size (docs/developing.md, "CI time").
//
//   for (int trial = 0; trial < scaled(2000); ++trial) { … }
//   EXPECT_GT(nonzero, scaled(75));      // a count that grows with the sample

#include <algorithm>

namespace cgt::testing {

#if defined(CGT_SANITIZED_TESTS)
inline constexpr int kSanitizerDivisor = 8;
#else
inline constexpr int kSanitizerDivisor = 1;
#endif

// n in a Release build; n / 8 under the sanitizers, and never less than `least`.
template <typename T>
constexpr T scaled(T n, T least = 1) {
  return std::max<T>(n / static_cast<T>(kSanitizerDivisor), std::min<T>(least, n));
}

}  // namespace cgt::testing
