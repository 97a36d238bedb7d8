#pragma once
// SplitMix64's output function: a 64-bit word mixed so that every input bit affects every output
// bit. For hash tables and for fixed pseudo-random sequences that must be the same on every
// machine (the LR-ending outcome digests depend on it: changing it changes every digest).

#include <cstdint>

namespace cgt {

[[nodiscard]] constexpr std::uint64_t splitmix64(std::uint64_t z) noexcept {
  z += 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace cgt
