#pragma once
// Digests of an LR-ending position's outcomes in sums: a sieve for equivalence
// (Definition 2.10: G ≡ H iff o(G + X) = o(H + X) for every X).
//
// For a search bound D (0..3, as `cgt ending --upto D`), the row of P is the list of outcomes
// o(P + X) for a fixed list of positions X: first the search space of D (the positions the
// equivalence search tries, cgt/ending_equivalence.hpp), then 20 000 more, each a set of 1 to 12
// earlier ones chosen by a fixed pseudo-random sequence (so they grow deep and wide, and tell
// apart positions the search space does not). The *signature* digests the first part of the
// row, the *fingerprint* all of it (128 bits each, as 32 hex digits).
//
// Equivalent positions have equal rows, so different signatures or fingerprints prove two
// positions different; equal ones prove nothing (decide_exactly, cgt/ending_exact.hpp, then
// settles small pairs). The list is the same in every context and on every machine, so digests
// can be compared across threads, processes and runs (the sweep lr-ending-canonical does).
//
// A context keeps the list and the rows of the subpositions it met (Context::clear() empties
// them): the first call for a bound builds the list (about 20 000 positions, a fraction of a
// second), later calls cost one row per new subposition.

#include <string>

#include "cgt/ending.hpp"

namespace cgt::ending {

struct OutcomeDigests {
  std::string signature;    // over the search space of the bound
  std::string fingerprint;  // over the whole row
  friend bool operator==(const OutcomeDigests&, const OutcomeDigests&) = default;
};

// Throws DomainError for a bound outside 0..kMaxSearchBirthday; charges the current context.
[[nodiscard]] OutcomeDigests outcome_digests(Position p, int search_bound = 3);

}  // namespace cgt::ending
