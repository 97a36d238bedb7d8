// Transfinite Nim: the value is the nim-sum of the heaps and heap i has a winning move exactly
// when value ⊕ α_i < α_i, i.e. when α_i's coefficient at the value's leading exponent has the
// value's leading coefficient's top bit set.

#include <array>
#include <functional>
#include <map>

#include "cgt/nim.hpp"

namespace cgt {

namespace {

// Nim-sum of many ordinals without building an intermediate ordinal per heap: coefficients are
// XORed into machine words for small finite exponents and into exact integers otherwise.
class NimSumAccumulator {
 public:
  void add(const Ordinal& heap) {
    if (heap.is_small()) {
      words_[0] ^= heap.small_value();
      return;
    }
    for (Ordinal::Term& term : heap.terms()) {
      if (term.exponent.is_small() && term.exponent.small_value() < kWordExponents && term.coefficient.fits_uint64()) {
        words_[term.exponent.small_value()] ^= term.coefficient.to_uint64();
      } else {
        auto [it, inserted] = others_.try_emplace(std::move(term.exponent), term.coefficient);
        if (!inserted) {
          it->second = it->second ^ term.coefficient;
        }
      }
    }
  }

  [[nodiscard]] Ordinal total() const {
    std::map<Ordinal, Integer, std::greater<>> all = others_;
    for (std::uint64_t e = 0; e < kWordExponents; ++e) {
      if (words_[e] != 0) {
        Integer& c = all[Ordinal(e)];
        c = c ^ Integer::from_unsigned(words_[e]);
      }
    }
    std::vector<Ordinal::Term> terms;
    for (auto& [exponent, coefficient] : all) {
      if (!coefficient.is_zero()) {
        terms.push_back({exponent, coefficient});
      }
    }
    return Ordinal::from_terms(std::move(terms));
  }

 private:
  static constexpr std::uint64_t kWordExponents = 64;
  std::array<std::uint64_t, kWordExponents> words_{};
  std::map<Ordinal, Integer, std::greater<>> others_;
};

// α's coefficient at ω^exponent (0 when absent).
Integer coefficient_at(const Ordinal& alpha, const Ordinal& exponent) {
  if (alpha.is_small()) {
    return exponent.is_zero() ? Integer::from_unsigned(alpha.small_value()) : Integer(0);
  }
  for (const Ordinal::Term& term : alpha.terms()) {
    if (term.exponent == exponent) {
      return term.coefficient;
    }
  }
  return Integer(0);
}

}  // namespace

Ordinal nim_value(std::span<const Ordinal> heaps) {
  NimSumAccumulator sum;
  for (const Ordinal& heap : heaps) {
    sum.add(heap);
  }
  return sum.total();
}

NimAnalysis analyze_nim(std::span<const Ordinal> heaps) {
  NimAnalysis result{nim_value(heaps), {}};
  if (result.value.is_zero()) {
    return result;
  }
  // value ⊕ α < α iff, at the leading exponent e of the value (the highest place where they
  // differ), α's coefficient drops: it has the top bit of the value's coefficient.
  Ordinal exponent = result.value.leading_exponent();
  std::uint64_t top_bit = result.value.leading_coefficient().bit_length() - 1;
  bool finite_value = exponent.is_zero();
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    const Ordinal& heap = heaps[i];
    bool drops = heap.is_small() ? finite_value && top_bit < 63 && ((heap.small_value() >> top_bit) & 1U) != 0
                                 : coefficient_at(heap, exponent).bit(top_bit);
    if (drops) {
      result.moves.push_back({i, nim_sum(result.value, heap)});
    }
  }
  return result;
}

}  // namespace cgt
