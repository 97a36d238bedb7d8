#pragma once
// Seeded random ordinals for property tests. `depth` bounds the nesting of exponents.

#include <algorithm>
#include <random>
#include <vector>

#include "cgt/ordinal.hpp"

namespace cgt::testing {

inline Integer random_coefficient(std::mt19937_64& rng) {
  switch (rng() % 8) {
    case 0:  // beyond 64 bits
      return (Integer::from_unsigned(rng()) << 64) + Integer::from_unsigned(rng()) + Integer(1);
    case 1:
      return Integer::from_unsigned(rng() >> 1) + Integer(1);
    default:
      return Integer(static_cast<std::int64_t>(rng() % 9 + 1));
  }
}

inline Ordinal random_ordinal(std::mt19937_64& rng, int depth = 2, int max_terms = 4) {
  if (depth == 0) {
    return Ordinal(rng() % 6);
  }
  int count = static_cast<int>(rng() % static_cast<unsigned>(max_terms + 1));
  std::vector<Ordinal> exponents;
  for (int i = 0; i < count; ++i) {
    exponents.push_back(random_ordinal(rng, depth - 1, max_terms - 1 > 1 ? max_terms - 1 : 1));
  }
  std::sort(exponents.begin(), exponents.end(), [](const Ordinal& a, const Ordinal& b) { return a > b; });
  exponents.erase(std::unique(exponents.begin(), exponents.end()), exponents.end());
  std::vector<Ordinal::Term> terms;
  for (auto& e : exponents) {
    terms.push_back({e, random_coefficient(rng)});
  }
  return Ordinal::from_terms(std::move(terms));
}

}  // namespace cgt::testing
