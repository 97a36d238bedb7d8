#pragma once
// Welter's game (Sato's Maya game) and its transfinite version (Abuku, paper 004).
//
// Coins lie on distinct squares numbered by ordinals; a move takes one coin to any smaller
// unoccupied square. Coins are indexed from 0 here, in the order given (the CLI prints them
// from 1).
//
// Finite squares: the Grundy value is Welter's function
//   [a_1|…|a_n] = ⊕ a_i ⊕ ⊕_{i<j} (a_i|a_j),   (a|b) = (a⊕b) ⊕ (a⊕b − 1)        (Welter's theorem)
// computed in O(n · word size): the pair term depends only on the lowest bit where a and b
// differ, so pairs are counted by common low-bit suffix instead of one by one.
// Ordinal squares α_i = ω·λ_i + m_i: the value is (Definition 2.4, Theorem 2.5)
//   ω·(λ_1 ⊕ … ⊕ λ_n) + ⊕_λ [S_λ],   S_λ = the finite parts m_i of the coins with λ_i = λ.
//
// Every coin has at most one winning move (the value is injective in one coin's square).
// Coins on one square are an invalid position: DomainError.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "cgt/integer.hpp"
#include "cgt/ordinal.hpp"

namespace cgt {

// --- finite squares -------------------------------------------------------------------------

// Welter's function of finite squares below 2^64 (the value is below 2^64 too).
std::uint64_t welter_value(std::span<const std::uint64_t> squares);
// The same for naturals of any size (negative squares: DomainError).
Integer welter_value(std::span<const Integer> squares);

struct FiniteWelterMove {
  std::size_t coin;  // 0-based
  std::uint64_t to;
  friend bool operator==(const FiniteWelterMove&, const FiniteWelterMove&) = default;
};
// Every move to a position of value 0, sorted by coin (each coin has at most one).
std::vector<FiniteWelterMove> welter_winning_moves(std::span<const std::uint64_t> squares);

// The inverse of Welter's function in one coin: the unique square x not among `others` with
// [others | x] = value. x may be larger than every square in `others`.
Integer welter_square_for_value(std::span<const Integer> others, const Integer& value);

// --- ordinal squares ------------------------------------------------------------------------

struct WelterMove {
  std::size_t coin;  // 0-based
  Ordinal to;
  friend bool operator==(const WelterMove&, const WelterMove&) = default;
};

struct WelterAnalysis {
  Ordinal value;                  // the Grundy value
  std::vector<WelterMove> moves;  // every winning move, sorted by coin then target
  [[nodiscard]] bool is_p_position() const noexcept { return value.is_zero(); }
};

Ordinal welter_value(std::span<const Ordinal> squares);
WelterAnalysis analyze_welter(std::span<const Ordinal> squares);

}  // namespace cgt
