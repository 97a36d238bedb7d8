#pragma once
// Exact equivalence of small LR-ending positions (Definition 2.10), and the reversal of a
// position to a terminal. The equivalence search of cgt/ending_equivalence.hpp proves
// equivalence only when both sides simplify alike and otherwise looks for a distinguishing X up
// to a bound; decide_exactly settles every pair whose subpositions are few, over *all* X.
//
// Let 𝒫 be the subpositions of G and H (closed under options) and, for a position X, t_X the
// vector (o(P + X))_{P ∈ 𝒫}. For X = {X_1, …, X_k}, Theorem 2.8 on the options P_i + X and
// P + X_j of P + X gives t_X[P] from t_X[P_i] and the t_{X_j}[P], through the two flags "some
// option in L ∪ P" and "some option in R ∪ P" — and the X_j's enter only through the OR of their
// flags. So the set V of all vectors t_X is the least set that holds t_{*L} and t_{*R} and Φ(the
// OR of the flags of any non-empty subset of V). V is finite, and G ≡ H iff t[G] = t[H] for
// every t in V: computing V decides equivalence.
//
//   using namespace cgt::ending;
//   decide_exactly(build_position(parse_expression("{{*L, X_1}}")), Position::left_end());
//   // ExactVerdict::kEquivalent (and reverts_to_terminal says why: every option has *L as an option)

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "cgt/ending.hpp"

namespace cgt::ending {

// An outcome as the flags it gives a position that has it as an option: bit 1 = Left moving
// there wins (L or P), bit 0 = Right does (R or P). The flags of an option set are the OR of its
// options' flags, and kOutcomeOfFlags[f] is the outcome of a position whose options have flags
// f, as flags again (none → P, R only → R, L only → L, both → N: Theorem 2.8).
[[nodiscard]] constexpr std::uint8_t outcome_flags(Outcome o) noexcept {
  switch (o) {
    case Outcome::kL:
      return 2;
    case Outcome::kR:
      return 1;
    case Outcome::kP:
      return 3;
    case Outcome::kN:
      return 0;
  }
  return 0;
}
inline constexpr std::array<std::uint8_t, 4> kOutcomeOfFlags = {3, 1, 2, 0};
// The flags of the conjugate outcome.
[[nodiscard]] constexpr std::uint8_t conjugate_flags(std::uint8_t f) noexcept {
  return static_cast<std::uint8_t>((f & 1U) << 1U | f >> 1U);
}

enum class ExactVerdict : std::uint8_t { kEquivalent, kDistinguished, kUndecided };

// Most subpositions (of G and H together) decide_exactly takes on.
inline constexpr std::size_t kMaxExactSubpositions = 63;

// Whether G ≡ H, by computing V; it stops as soon as some t[G] ≠ t[H], and gives up (kUndecided)
// past kMaxExactSubpositions subpositions or when the ORs of subsets of V grow too many (2^27
// steps). Charges the current context (BudgetError, CancelledError as any computation).
[[nodiscard]] ExactVerdict decide_exactly(Position g, Position h);

// *L when every option of S has *L as an option and o(S) = L (and *R likewise), which proves
// S ≡ *L: whoever wins X (moving first or second) wins S + X the same way by following their
// strategy in X and answering the opponent's move S → S_j by S_j → *L, which hands the opponent
// the move in X again; when X is over, S (or S̄) is what is left, and o(S) = L is a win for Left
// (o(S̄) = R for Right) whoever moves. It is the case A = ∅ of Theorem 3.9, which the paper
// excludes: there the outcome condition is what rules out {X_1} = {{*L, *R}}. nullopt for a
// terminal or a position without this shape.
[[nodiscard]] std::optional<Position> reverts_to_terminal(Position s);

}  // namespace cgt::ending
