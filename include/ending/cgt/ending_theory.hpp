#pragma once
// Closed-form outcomes of sums of family values (paper 003, Theorems 3.6 and 3.8).

#include <cstdint>
#include <vector>

#include "cgt/ending.hpp"
#include "cgt/ending_value.hpp"

namespace cgt::ending {

// Theorem 3.6: Q = ✠_{a_1} + … + ✠_{a_u} + P_0 with P_0 = *L_t or *R_t and every a_i ≥ 1.
// u = 0: L or R by the kind of P_0; u = 1: N; u ≥ 2: P iff t ⊕ a_(3) ⊕ … ⊕ a_(u) = 0 (the
// nim-sum ignoring the two smallest a's), else N.
[[nodiscard]] Outcome maltese_sum_outcome(std::vector<std::uint64_t> sizes, FamilyValue p0);

// The nim-sum of all but the two smallest of `sizes` (0 when there are at most two).
[[nodiscard]] std::uint64_t nim_sum_ignoring_two_smallest(std::vector<std::uint64_t> sizes);

// Theorem 3.8: ★_{n_1} + … + ★_{n_k} (k ≥ 1, every n_i ≥ 1) is P iff n_1 ⊕ … ⊕ n_k = 0, else N.
[[nodiscard]] Outcome star_sum_outcome(const std::vector<std::uint64_t>& indices);

}  // namespace cgt::ending
