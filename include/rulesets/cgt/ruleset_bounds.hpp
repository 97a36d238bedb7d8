#pragma once
// An optional hook of a ruleset (cgt/ruleset.hpp) for the outcome search (cgt/sum_search.hpp):
//
//   ValueBounds bounds(const Position& p) const;
//
// two games that bound p's value from below and from above, each an integer plus perhaps the
// switch ±1 = {1 | −1}:
//
//   lower + (lower_switch ? ±1 : 0)  ≤  value(p)  ≤  upper + (upper_switch ? ±1 : 0).
//
// Only the inequalities matter: a loose bound costs time, a wrong one gives wrong answers. Switches ±1 are their own negatives, so the search sums the integers
// of a sum's components and keeps the parity of their switches; the canonical part enters by its
// stops. A sum whose lower bound is won by the player to move (or whose upper bound is lost) is
// decided without a search of its own: Domineering's safe moves (docs/solve.md, "Bounds").

#include <concepts>

namespace cgt {

struct ValueBounds {
  int lower = 0;
  bool lower_switch = false;
  int upper = 0;
  bool upper_switch = false;
};

namespace ruleset_hooks {

template <typename R>
concept HasBounds = requires(const R& rules, const typename R::Position& position) {
  { rules.bounds(position) } -> std::same_as<ValueBounds>;
};

}  // namespace ruleset_hooks

}  // namespace cgt
