#pragma once
// Reference values for Welter's game, written straight from the definitions (O(n²) pairs, no
// shared code with the engine), for the tests to compare against.

#include <map>
#include <vector>

#include "cgt/ordinal.hpp"

namespace cgt::testing {

// [a_1|…|a_n] = ⊕ a_i ⊕ ⊕_{i<j} (a_i⊕a_j) ⊕ (a_i⊕a_j − 1)   (Definition 0.1)
inline Integer welter_by_definition(const std::vector<Integer>& squares) {
  Integer total(0);
  for (std::size_t i = 0; i < squares.size(); ++i) {
    total = total ^ squares[i];
    for (std::size_t j = i + 1; j < squares.size(); ++j) {
      Integer d = squares[i] ^ squares[j];
      total = total ^ d ^ (d - Integer(1));
    }
  }
  return total;
}

// ω·(λ_1 ⊕ … ⊕ λ_n) + ⊕_λ [S_λ] with α_i = ω·λ_i + m_i   (Definition 2.4)
inline Ordinal transfinite_welter_by_definition(const std::vector<Ordinal>& squares) {
  Ordinal lambda_sum;
  std::map<Ordinal, std::vector<Integer>> classes;
  for (const Ordinal& alpha : squares) {
    Ordinal lambda = alpha.limit_quotient();
    lambda_sum = nim_sum(lambda_sum, lambda);
    classes[lambda].push_back(alpha.finite_part());
  }
  Integer finite(0);
  for (const auto& [lambda, parts] : classes) {
    finite = finite ^ welter_by_definition(parts);
  }
  return Ordinal::omega() * lambda_sum + Ordinal::from_natural(finite);
}

}  // namespace cgt::testing
