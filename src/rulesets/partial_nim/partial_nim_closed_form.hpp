#pragma once
// The closed form of Partial Nim, split so that a move can be judged without recomputing the
// whole position: what a pile contributes, the bracket multiset reduced to the four numbers
// the theorems look at, and the outcome from those.

#include <compare>
#include <functional>
#include <optional>
#include <vector>

#include "cgt/binary_expansion.hpp"
#include "cgt/partial_nim.hpp"

namespace cgt::partial_nim::detail {

// What one pile adds to x + [m_1, …] + *N.
struct Contribution {
  std::optional<BinaryExpansion::Term> number;
  std::optional<Integer> bracket;  // signed entry
  Integer nim;                     // green size, else 0
};
Contribution contribution(Color color, const Integer& size);

// A bracket multiset after cancelling [m] against [-m] and pairs of [±1] ([1] = [-1] and
// [1, 1] = 0): `positive` entries P' and `negative` entries Q' (as magnitudes), disjoint, with
// a lone [1] (if any) counted on the positive side. The theorems need only the two sizes and
// the two minima: for disjoint sorted tuples, lexicographic order is decided by the minima.
struct BracketSummary {
  std::int64_t positive = 0;
  std::int64_t negative = 0;
  std::optional<Integer> min_positive;
  std::optional<Integer> min_negative;
};

// Theorems 2, 3, 4 and Corollaries 2, 3 of the paper, on the reduced position. The number x
// is seen only through `compare_with(t)`, which returns x <=> t/2 for t in {-1, 0, 1}, so a
// move can be judged without re-summing x.
using NumberComparer = std::function<std::strong_ordering(int)>;
Outcome closed_form_outcome(const NumberComparer& compare_with, const BracketSummary& brackets, bool has_nim);
Outcome closed_form_outcome(const BinaryExpansion& number, const BracketSummary& brackets, bool has_nim);

// x - Σ shift compared with t/2, as x compared with t/2 + Σ shift (a sum of a few terms).
NumberComparer shifted_comparer(const BinaryExpansion& x, std::vector<BinaryExpansion::Term> shift);

// The bracket multiset with O(1) "what if one entry is removed and one added" queries.
class BracketIndex {
 public:
  explicit BracketIndex(const std::vector<Integer>& entries);
  [[nodiscard]] const BracketSummary& summary() const noexcept { return summary_; }
  // The summary after removing `removed` and adding `added` (each optional, signed).
  [[nodiscard]] BracketSummary after(const std::optional<Integer>& removed, const std::optional<Integer>& added) const;

 private:
  [[nodiscard]] std::int64_t net(const Integer& magnitude) const;  // #(+v) - #(-v)
  std::vector<std::pair<Integer, std::int64_t>> nets_;             // by magnitude ≥ 2, sorted
  std::vector<Integer> positive_values_;                           // magnitudes with net > 0, sorted
  std::vector<Integer> negative_values_;                           // magnitudes with net < 0, sorted
  std::int64_t ones_ = 0;                                          // entries ±1
  BracketSummary summary_;
};

}  // namespace cgt::partial_nim::detail
