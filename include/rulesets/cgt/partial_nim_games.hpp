#pragma once
// Partial Nim through the short-game engine: the canonical forms of the paper (Theorem 1's
// A_n, the centred [m], Section 5's B_n) built from their closed forms, the Section 5 variant
// built from its rules, and whole positions as canonical games when they are small enough.
// The engine's own `blue_pile_game(n)` (cgt/ruleset_games.hpp) builds A_n from the rules.

#include <cstdint>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/partial_nim.hpp"

namespace cgt::partial_nim {

// Theorem 1: A_{2k-1} = 1/2^(k-1), A_{2m} = {1 | 0, A_{2m-2}}, A_0 = 0.
Game blue_pile_closed_form(std::uint64_t n);
// Definition 2: [m] = 1/2 - A_{2m} for m ≥ 1, [-m] = -[m].
Game bracket_game(std::int64_t m);
// Section 5's variant on a blue pile: Left removes any number, Right an odd number. From the
// rules, and from Theorem 5: B_{2m} = ↑ + ↑² + … + ↑^m, B_{2m+1} = B_{2m} + *.
Game variant_pile_game(std::uint64_t n);
Game variant_pile_closed_form(std::uint64_t n);

// The canonical form of a whole position (the sum of its piles' values). Throws LimitError
// when a pile is beyond the engine's pile limit, BudgetError when the sum passes the context's
// limits (or `work_limit` more steps, when not 0: a caller that may skip a position).
Game position_game(const std::vector<Pile>& piles, std::uint64_t work_limit = 0);

}  // namespace cgt::partial_nim
