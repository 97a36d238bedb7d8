// Transfinite Nim: the value is the nim-sum of the heaps and heap i has a winning move exactly
// when value ⊕ α_i < α_i, i.e. when α_i's coefficient at the value's leading exponent has the
// value's leading coefficient's top bit set.

#include <algorithm>
#include <array>
#include <functional>
#include <map>

#include "cgt/context.hpp"
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

// The nim-sum of a heap (given by its terms) and the value (its terms, largest first): the
// terms merged with XOR on common exponents. Building it straight from the heap's terms saves
// the copies nim_sum would make, which matters with 10^6 heaps.
// `merged` is scratch space kept between calls; the result holds exactly its terms (a row of
// 10^6 heaps keeps half a million of them).
Ordinal nim_sum_of_terms(std::vector<Ordinal::Term>&& heap, const std::vector<Ordinal::Term>& value,
                         std::vector<Ordinal::Term>& merged) {
  merged.clear();
  merged.reserve(heap.size() + value.size());
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < heap.size() || j < value.size()) {
    if (j == value.size() || (i < heap.size() && heap[i].exponent > value[j].exponent)) {
      merged.push_back(std::move(heap[i++]));
    } else if (i == heap.size() || value[j].exponent > heap[i].exponent) {
      merged.push_back(value[j++]);
    } else {
      Integer c = heap[i].coefficient ^ value[j].coefficient;
      if (!c.is_zero()) {
        merged.push_back({std::move(heap[i].exponent), std::move(c)});
      }
      ++i;
      ++j;
    }
  }
  return Ordinal::from_terms(
      std::vector<Ordinal::Term>(std::make_move_iterator(merged.begin()), std::make_move_iterator(merged.end())));
}

}  // namespace

Ordinal nim_value(std::span<const Ordinal> heaps) {
  Context& context = current_context();
  NimSumAccumulator sum;
  for (const Ordinal& heap : heaps) {
    context.charge(1 + heap.term_count());
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
  std::vector<Ordinal::Term> value_terms = result.value.terms();
  std::vector<Ordinal::Term> scratch;
  result.moves.reserve(heaps.size());  // pages never written cost nothing: no copy while growing
  // The moves against the memory limit, each counted with its terms: with a value of 65536 terms,
  // every move holds as many (10^6 heaps: terabytes).
  Context& context = current_context();
  std::size_t move_bytes = 0;
  std::size_t next_check = 0;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    const Ordinal& heap = heaps[i];
    context.charge(1);
    if (move_bytes >= next_check) {
      context.check_growth(move_bytes);
      next_check = move_bytes + (std::size_t{1} << 20);
    }
    if (heap.is_small()) {
      if (finite_value && top_bit < 63 && ((heap.small_value() >> top_bit) & 1U) != 0) {
        result.moves.push_back({i, nim_sum(result.value, heap)});
        move_bytes += sizeof(NimMove);
      }
      continue;
    }
    std::vector<Ordinal::Term> terms = heap.terms();
    context.charge(terms.size());
    auto at = std::find_if(terms.begin(), terms.end(), [&](const Ordinal::Term& t) { return t.exponent == exponent; });
    if (at != terms.end() && at->coefficient.bit(top_bit)) {
      context.charge(value_terms.size());
      result.moves.push_back({i, nim_sum_of_terms(std::move(terms), value_terms, scratch)});
      move_bytes += sizeof(NimMove) + result.moves.back().to.heap_bytes();
    }
  }
  return result;
}

}  // namespace cgt
