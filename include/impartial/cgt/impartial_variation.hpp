#pragma once
// Variation sets of impartial games (paper 002): V(G) = { g(G') : G' an option of G }, with
// g(G) = mex V(G). A set is stored as sorted, disjoint, non-adjacent half-open intervals of exact
// integers, so V(*n) = [0, n) is one interval however large n is: the operations of
// Proposition 2.16 and Theorem 3.6 work on operands far too big to expand into game trees.

#include <cstddef>
#include <string>
#include <vector>

#include "cgt/integer.hpp"

namespace cgt {

class VariationSet {
 public:
  // [lo, hi), lo < hi, both >= 0.
  struct Interval {
    Integer lo;
    Integer hi;
    friend bool operator==(const Interval&, const Interval&) = default;
  };

  VariationSet() = default;  // the empty set: V(0)
  // { 0, 1, ..., n-1 } = V(*n). Precondition n >= 0.
  static VariationSet range(const Integer& n);
  static VariationSet from_values(std::vector<Integer> values);
  // Normalises (sorts, merges) any list of non-empty intervals of naturals.
  static VariationSet from_intervals(std::vector<Interval> intervals);

  [[nodiscard]] const std::vector<Interval>& intervals() const noexcept { return intervals_; }
  [[nodiscard]] bool empty() const noexcept { return intervals_.empty(); }
  [[nodiscard]] Integer size() const;
  [[nodiscard]] bool contains(const Integer& value) const;

  // mex A: the least natural not in A (the Grundy value of a game with this variation set).
  [[nodiscard]] Integer mex() const;
  // c_t(A): the t-th (from 0) natural not in A; c_0(A) = mex A.
  [[nodiscard]] Integer missing(const Integer& t) const;
  // A + m = { a + m : a in A } (ordinary addition), m >= 0.
  [[nodiscard]] VariationSet shifted(const Integer& m) const;

  // The elements in increasing order; throws LimitError if there are more than `limit`.
  [[nodiscard]] std::vector<Integer> elements(std::size_t limit) const;
  // "{}", "{0, 2}", "{0..4, 7}" (a..b is inclusive).
  [[nodiscard]] std::string to_string() const;

  friend bool operator==(const VariationSet&, const VariationSet&) = default;

 private:
  std::vector<Interval> intervals_;
};

// A : B = A ∪ { c_b(A) : b ∈ B }  — the variation set of an ordinal sum (Prop. 2.16 (ii)).
VariationSet ordinal_sum(const VariationSet& a, const VariationSet& b);
// A ⊕ B = { a ⊕ mex B : a ∈ A } ∪ { mex A ⊕ b : b ∈ B } — of a disjunctive sum (Prop. 2.16 (i)).
VariationSet disjunctive_sum(const VariationSet& a, const VariationSet& b);
// (A + k) : B — of an ordinal sum with substitution G :_K H with k = g(K) (Theorem 3.6).
VariationSet substitution_sum(const VariationSet& a, const Integer& k, const VariationSet& b);

// { a ⊕ c : a ∈ A } (nim-sum with a constant), exact.
VariationSet xor_all(const VariationSet& a, const Integer& c);

}  // namespace cgt
