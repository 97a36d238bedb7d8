#pragma once
// Values of LR-ending positions (paper 003, Section 3): the named families *L_n, *R_n, ✠_n, ★_n,
// the simplification rules (Theorems 3.3, 3.9, 3.10) and a canonical text form.

#include <cstdint>
#include <optional>
#include <string>

#include "cgt/ending.hpp"

namespace cgt::ending {

enum class Family : std::uint8_t {
  kLeft,     // *L_n = {*L_0, …, *L_{n−1}}, *L_0 = *L            (Definition 3.2)
  kRight,    // *R_n likewise with *R                              (Definition 3.2)
  kMaltese,  // ✠_n = {*L_0..*L_{n−1}, *R_0..*R_{n−1}}, n ≥ 1     (Definition 3.5)
  kStar,     // ★_n = {*L, *R} ∪ {★_m, ★̄_m : 1 ≤ m < n}, n ≥ 1 (Definition 3.7)
};

struct FamilyValue {
  Family family = Family::kLeft;
  std::uint64_t n = 0;
  friend bool operator==(const FamilyValue&, const FamilyValue&) = default;
};

// Largest index for which family trees are built explicitly (*L_n has n options, so the tree
// of *L_n holds about n²/2 option entries).
inline constexpr std::uint64_t kMaxFamilyTreeIndex = 2000;

// The position of a family value. Throws DomainError for ✠_0 / ★_0, LimitError above
// kMaxFamilyTreeIndex.
[[nodiscard]] Position family_position(FamilyValue value);
// Which family value this exact tree is, if any. ★_1 = ✠_1 is reported as ✠_1; ★_n is
// self-conjugate (induction on n), so ★̄_m adds nothing to Definition 3.7.
[[nodiscard]] std::optional<FamilyValue> family_of(Position position);
// Conjugate of a family value: *L_n ↔ *R_n; ✠_n and ★_n are self-conjugate.
[[nodiscard]] FamilyValue conjugate(FamilyValue value);
// Corollary 3.4 for two values of the *L/*R families.
[[nodiscard]] FamilyValue nim_family_sum(FamilyValue a, FamilyValue b);

// An equivalent position obtained by replacing every option by its simplified form and then
// applying, at each node until none applies:
//  * Theorem 3.9 (contains Theorem 3.3, the mex rule): G = {*L_a : a ∈ A} ∪ {Y_1..Y_r}, A ≠ ∅,
//    every Y_j has an option ≡ *L_{mex A}  ⇒  G ≡ *L_{mex A} (and the same with *R);
//  * Theorem 3.10: G = {G_1..G_k} ∪ {Y}, k ≥ 1, Y has an option ≡ G' = {G_1..G_k}  ⇒  G ≡ G'.
// "≡ Z" is tested as identity of simplified forms, so every step is a proven equivalence.
// Theorem 3.10 tries the options as Y in an order fixed by their trees, so the result depends
// on the position alone, not on what the context made before. Memoised; idempotent. Whether
// the result is unique (every equivalent position reaching the same form) is the paper's open
// question.
[[nodiscard]] Position simplify(Position position);
// simplify(g + h), computed on simplified summands so that trees stay small.
[[nodiscard]] Position add_simplified(Position g, Position h);

// Canonical text in the `cgt ending` syntax: *L, *R, *L_n, *R_n, X_n, S_n, or {a, b, …} with
// options ordered by birthday then text. Throws LimitError past kMaxTextLength characters.
inline constexpr std::size_t kMaxTextLength = 1'000'000;
[[nodiscard]] std::string to_text(Position position);
[[nodiscard]] std::string to_text(FamilyValue value);

}  // namespace cgt::ending
