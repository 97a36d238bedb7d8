// The fixed-width path of the all-sub-rows recursion: ordinals below ω^D (D = 4 or 8) as D
// machine-word coefficients, for rows of transfinite piles with moderate coefficients.
//
// With finite exponents, comparison is lexicographic from the top; left subtraction α − λ
// (α > λ) keeps α's terms below the highest exponent e where they differ, with coefficient
// α_e − λ_e at e; and ρ + γ keeps ρ's terms above γ's leading exponent e, adds the
// coefficients at e and takes γ's terms below. The coefficients of L and R never exceed the
// sums of the piles' coefficients, so they stay below 2^63 when those do.

#include <array>
#include <cstdint>
#include <optional>

#include "cgt/context.hpp"
#include "rulesets/end_nim/end_nim_sweep.hpp"

namespace cgt::end_nim::detail {

namespace {

constexpr std::uint64_t kCoefficientLimit = std::uint64_t{1} << 63;

template <std::size_t D>
using Poly = std::array<std::uint64_t, D>;  // [e] = coefficient of ω^e

// Highest e with a[e] != b[e], or -1 when equal.
template <std::size_t D>
int highest_difference(const Poly<D>& a, const Poly<D>& b) {
  for (int e = static_cast<int>(D) - 1; e >= 0; --e) {
    if (a[static_cast<std::size_t>(e)] != b[static_cast<std::size_t>(e)]) {
      return e;
    }
  }
  return -1;
}

// Proposition 14 in one: `own` > `inner_own` ? `inner_other` + (own − inner_own) : 0.
template <std::size_t D>
Poly<D> extend(const Poly<D>& own, const Poly<D>& inner_own, const Poly<D>& inner_other) {
  Poly<D> result{};
  const int top = highest_difference(own, inner_own);
  if (top < 0 || own[static_cast<std::size_t>(top)] < inner_own[static_cast<std::size_t>(top)]) {
    return result;  // own ≤ inner_own
  }
  // γ = own − inner_own has leading exponent `top`, coefficient own[top] − inner_own[top], and
  // own's coefficients below; inner_other + γ.
  const auto e = static_cast<std::size_t>(top);
  for (std::size_t k = e + 1; k < D; ++k) {
    result[k] = inner_other[k];
  }
  result[e] = inner_other[e] + (own[e] - inner_own[e]);
  for (std::size_t k = 0; k < e; ++k) {
    result[k] = own[k];
  }
  return result;
}

template <std::size_t D>
std::optional<std::vector<Poly<D>>> to_polys(std::span<const Ordinal> row) {
  std::vector<Poly<D>> polys;
  polys.reserve(row.size());
  std::uint64_t total = 0;
  for (const Ordinal& pile : row) {
    Poly<D> poly{};
    for (const Ordinal::Term& term : pile.terms()) {
      if (!term.exponent.is_small() || term.exponent.small_value() >= D) {
        return std::nullopt;
      }
      const Integer& c = term.coefficient;
      if (!c.is_small()) {  // beyond int64: beyond 2^63
        return std::nullopt;
      }
      const auto value = static_cast<std::uint64_t>(c.to_int64());
      total += value;  // both < 2^63
      if (total >= kCoefficientLimit) {
        return std::nullopt;
      }
      poly[term.exponent.small_value()] = value;
    }
    polys.push_back(poly);
  }
  return polys;
}

template <std::size_t D>
Ordinal to_ordinal(const Poly<D>& poly) {
  std::vector<Ordinal::Term> terms;
  for (std::size_t e = D; e-- > 0;) {
    if (poly[e] != 0) {
      terms.push_back({Ordinal(e), Integer::from_unsigned(poly[e])});
    }
  }
  return Ordinal::from_terms(std::move(terms));
}

template <std::size_t D>
bool sweep(std::span<const Ordinal> row, std::size_t length, std::vector<TriplePoint>& out, const BandHook& after_step) {
  std::optional<std::vector<Poly<D>>> piles = to_polys<D>(row);
  if (!piles) {
    return false;
  }
  const std::size_t n = row.size();
  Context& context = current_context();
  context.check_work(cell_count(n, length) / kPolynomialCellsPerStep);
  const MemoryClaim held(context, 3 * (n + 1) * sizeof(Poly<D>));  // piles, left, right
  std::vector<Poly<D>> left(n + 1, Poly<D>{});
  std::vector<Poly<D>> right(n + 1, Poly<D>{});
  for (std::size_t step = 1; step <= length; ++step) {
    for (std::size_t i = 0; i + step <= n; ++i) {
      // Entry i + 1 and entry i are both the previous diagonal here.
      const Poly<D> new_right = extend((*piles)[i], left[i + 1], right[i + 1]);
      left[i] = extend((*piles)[i + step - 1], right[i], left[i]);
      right[i] = new_right;
    }
    if (after_step) {
      after_step(n - step + 1);
    }
  }
  out.clear();
  out.reserve(n - length + 1);
  for (std::size_t i = 0; i + length <= n; ++i) {
    out.push_back({to_ordinal(left[i]), to_ordinal(right[i])});
  }
  return true;
}

}  // namespace

bool sweep_polynomial(std::span<const Ordinal> row, std::size_t length, std::vector<TriplePoint>& out,
                      const BandHook& after_step) {
  return sweep<4>(row, length, out, after_step) || sweep<8>(row, length, out, after_step);
}

}  // namespace cgt::end_nim::detail
