#include "cgt/ending_theory.hpp"

#include <algorithm>

#include "cgt/error.hpp"

namespace cgt::ending {

std::uint64_t nim_sum_ignoring_two_smallest(std::vector<std::uint64_t> sizes) {
  if (sizes.size() <= 2) return 0;
  std::nth_element(sizes.begin(), sizes.begin() + 1, sizes.end());
  std::uint64_t x = 0;
  for (std::size_t i = 2; i < sizes.size(); ++i) x ^= sizes[i];
  return x;
}

Outcome maltese_sum_outcome(std::vector<std::uint64_t> sizes, FamilyValue p0) {
  if (p0.family != Family::kLeft && p0.family != Family::kRight) {
    throw DomainError("Theorem 3.6 needs P_0 = *L_t or *R_t");
  }
  if (std::find(sizes.begin(), sizes.end(), 0U) != sizes.end()) {
    throw DomainError("Theorem 3.6 needs every ✠_a with a ≥ 1");
  }
  if (sizes.empty()) return p0.family == Family::kLeft ? Outcome::kL : Outcome::kR;
  if (sizes.size() == 1) return Outcome::kN;
  return (p0.n ^ nim_sum_ignoring_two_smallest(std::move(sizes))) == 0 ? Outcome::kP : Outcome::kN;
}

Outcome star_sum_outcome(const std::vector<std::uint64_t>& indices) {
  if (indices.empty()) throw DomainError("Theorem 3.8 needs at least one ★");
  std::uint64_t x = 0;
  for (std::uint64_t n : indices) {
    if (n == 0) throw DomainError("Theorem 3.8 needs every ★_n with n ≥ 1");
    x ^= n;
  }
  return x == 0 ? Outcome::kP : Outcome::kN;
}

}  // namespace cgt::ending
