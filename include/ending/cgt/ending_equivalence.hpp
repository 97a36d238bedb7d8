#pragma once
// Equivalence of LR-ending positions (Definition 2.10: G ≡ H iff o(G + X) = o(H + X) for every
// X) and inverses (Theorem 2.17). "Equivalent" is claimed only when proven: both sides
// simplify (by the checked rules of ending_value.hpp) to the same position. "Not equivalent"
// comes with a witness X. Otherwise the answer is open: no distinguishing X up to the bound.

#include <optional>
#include <string>
#include <vector>

#include "cgt/ending.hpp"

namespace cgt::ending {

// Every position born by day `birthday`, one simplified representative per simplified form,
// ordered by birthday then canonical text. Throws LimitError when the day is too large to
// enumerate (day 3 already has about 2^18 option sets).
[[nodiscard]] const std::vector<Position>& positions_born_by(int birthday);

// The candidates X searched for a bound: every position born by day min(bound, 2) and, for
// bound 3, the day-3 positions whose option set has at most kDayThreeOptions elements (all of
// day 3 would be 2^29 option sets). `description` says exactly what was searched.
inline constexpr int kMaxSearchBirthday = 3;
inline constexpr std::size_t kDayThreeOptions = 3;
struct SearchSpace {
  std::vector<Position> candidates;  // ordered by birthday, then canonical text
  std::string description;
};
[[nodiscard]] const SearchSpace& search_space(int birthday_bound);

struct EquivalenceAnswer {
  std::optional<bool> equivalent;   // nullopt: undecided within the bound
  std::optional<Position> witness;  // X with o(G + X) ≠ o(H + X), when not equivalent
  int birthday_bound = 0;           // how far the search for X went
  std::string reason;               // one sentence: which theorem or search decided
};

[[nodiscard]] EquivalenceAnswer decide_equivalence(Position g, Position h, int birthday_bound = kMaxSearchBirthday);

struct InverseAnswer {
  std::optional<bool> has_inverse;  // nullopt: undecided
  std::optional<Position> inverse;  // X with G + X ≡ *L, when found
  std::string reason;
};

[[nodiscard]] InverseAnswer find_inverse(Position g, int birthday_bound = kMaxSearchBirthday);

}  // namespace cgt::ending
