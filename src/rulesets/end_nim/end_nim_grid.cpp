// The outcome classes of α x β over a square of finite α, β (the paper's Figure 1).

#include "cgt/end_nim.hpp"

namespace cgt::end_nim {

std::vector<Outcome> outcome_grid(std::span<const Ordinal> x, std::size_t size) {
  const TriplePoint inner = x.empty() ? TriplePoint{} : triple_point(x);
  // L(xβ) depends on β only and R(αx) on α only: 2·size applications of Proposition 14, then
  // Observation 9 for each cell.
  std::vector<Ordinal> left_of_x_beta;
  std::vector<Ordinal> right_of_alpha_x;
  left_of_x_beta.reserve(size);
  right_of_alpha_x.reserve(size);
  for (std::size_t k = 1; k <= size; ++k) {
    left_of_x_beta.push_back(left_after_appending(inner, Ordinal(k)));
    right_of_alpha_x.push_back(right_after_prepending(Ordinal(k), inner));
  }
  std::vector<Outcome> grid;
  grid.reserve(size * size);
  for (std::size_t beta = 1; beta <= size; ++beta) {
    for (std::size_t alpha = 1; alpha <= size; ++alpha) {
      grid.push_back(
          outcome_from(Ordinal(alpha), left_of_x_beta[beta - 1], Ordinal(beta), right_of_alpha_x[alpha - 1]));
    }
  }
  return grid;
}

}  // namespace cgt::end_nim
