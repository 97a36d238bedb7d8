#pragma once
// LR-ending partisan positions (paper 003, Inazu–Kimura–Suetsugu). Both players have the same
// options; play ends in one of two terminals, *L (Left wins) or *R (Right wins). A position is
// an id into one process-wide hash-consed store: option sets are kept sorted and unique, so
// isomorphic positions (Definition 2.2) are equal ids, and sums, conjugates and outcomes are
// cached per id.

#include <compare>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cgt/outcome.hpp"

namespace cgt::ending {

// Outcome classes (Definition 2.7) are the usual four: cgt::Outcome, named by
// cgt::outcome_name.
using cgt::Outcome;
using cgt::outcome_name;
// Swaps L and R, keeps N and P (Proposition 2.9: o(Ḡ) is the conjugate outcome).
[[nodiscard]] Outcome conjugate_outcome(Outcome outcome) noexcept;
// Left wins moving first from a position with this outcome / Right wins moving first.
[[nodiscard]] bool left_wins_first(Outcome outcome) noexcept;
[[nodiscard]] bool right_wins_first(Outcome outcome) noexcept;

class Position {
 public:
  // *L, the default position.
  Position() = default;

  [[nodiscard]] static Position left_end() noexcept { return Position(0); }   // *L
  [[nodiscard]] static Position right_end() noexcept { return Position(1); }  // *R
  // {G_1, ..., G_n}; duplicates collapse (options form a set). Throws DomainError when empty:
  // a position with no options is one of the two terminals, never an empty set.
  [[nodiscard]] static Position from_options(std::vector<Position> options);
  [[nodiscard]] static Position from_id(std::uint32_t id);

  [[nodiscard]] std::uint32_t id() const noexcept { return id_; }
  [[nodiscard]] bool is_terminal() const noexcept { return id_ < 2; }
  [[nodiscard]] bool is_left_end() const noexcept { return id_ == 0; }
  [[nodiscard]] bool is_right_end() const noexcept { return id_ == 1; }
  // Sorted by id, no duplicates; empty for a terminal.
  [[nodiscard]] std::span<const Position> options() const;
  // Height of the game tree (Definition 2.3).
  [[nodiscard]] std::uint32_t birthday() const;
  // Theorem 2.8, memoised.
  [[nodiscard]] Outcome outcome() const;
  // Ḡ: *L and *R swapped everywhere (Definition 2.13).
  [[nodiscard]] Position conjugate() const;

  friend auto operator<=>(Position,
                          Position) = default;  // NOLINT(modernize-use-nullptr): clang-tidy 14 misreads defaulted <=>

 private:
  explicit Position(std::uint32_t id) noexcept : id_(id) {}
  std::uint32_t id_ = 0;
};

// The disjunctive sum (Definition 2.4 with Axiom 1: *L+*L = *R+*R = *L, *L+*R = *R); a terminal
// summand contributes no options. Memoised. Throws LimitError when the result would be too big.
[[nodiscard]] Position operator+(Position g, Position h);

// Number of positions in the store (for limits and benchmarks).
[[nodiscard]] std::size_t store_size();

// While alive, creating more than `extra_positions` new positions throws LimitError: a
// caller (the CLI) bounds one computation without bounding the whole process. Nestable.
class StoreBudget {
 public:
  explicit StoreBudget(std::size_t extra_positions);
  ~StoreBudget();
  StoreBudget(const StoreBudget&) = delete;
  StoreBudget& operator=(const StoreBudget&) = delete;

 private:
  std::size_t previous_limit_;
};

// Positions are capped so that a runaway computation ends with LimitError, not an OOM kill.
inline constexpr std::size_t kMaxStoreSize = 20'000'000;

}  // namespace cgt::ending
