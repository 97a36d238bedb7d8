#pragma once
// LR-ending partisan positions (paper 003, Inazu–Kimura–Suetsugu). Both players have the same
// options; play ends in one of two terminals, *L (Left wins) or *R (Right wins). A position is
// an id into the hash-consed store of a context (cgt/context.hpp): option sets are kept sorted
// and unique, so isomorphic positions (Definition 2.2) are equal ids, and sums, conjugates and
// outcomes are cached per id.
//
// Every function below works in the calling thread's current context. A Position remembers the
// context that made it: used in another context, or after that context was cleared, it throws
// ContextError. The terminals *L and *R belong to every context. Work is charged to the
// context's budget (BudgetError, CancelledError), and the store's bytes count towards its
// memory limit.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "cgt/outcome.hpp"

namespace cgt {
class Context;
}  // namespace cgt

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

namespace detail {
struct PositionAccess;
}  // namespace detail

class Position {
 public:
  // *L, the default position (valid in every context).
  Position() = default;

  [[nodiscard]] static Position left_end() noexcept { return Position(0, 0); }   // *L
  [[nodiscard]] static Position right_end() noexcept { return Position(1, 0); }  // *R
  // {G_1, ..., G_n}; duplicates collapse (options form a set). Throws DomainError when empty:
  // a position with no options is one of the two terminals, never an empty set.
  [[nodiscard]] static Position from_options(std::vector<Position> options);

  // The id within its context's store (equal ids in one context: isomorphic positions).
  [[nodiscard]] std::uint32_t id() const noexcept { return id_; }
  // The tag of the context contents it belongs to (Context::tag()); 0 for *L and *R.
  [[nodiscard]] std::uint32_t context_tag() const noexcept { return tag_; }
  [[nodiscard]] bool is_terminal() const noexcept { return id_ < 2; }
  [[nodiscard]] bool is_left_end() const noexcept { return id_ == 0; }
  [[nodiscard]] bool is_right_end() const noexcept { return id_ == 1; }
  // Sorted by id, no duplicates; empty for a terminal. The span lives in the context's store:
  // valid until the context is cleared.
  [[nodiscard]] std::span<const Position> options() const;
  // Height of the game tree (Definition 2.3).
  [[nodiscard]] std::uint32_t birthday() const;
  // Theorem 2.8, memoised.
  [[nodiscard]] Outcome outcome() const;
  // Ḡ: *L and *R swapped everywhere (Definition 2.13).
  [[nodiscard]] Position conjugate() const;

  // By id (then tag): within one context, the order of creation.
  friend auto operator<=>(Position,
                          Position) = default;  // NOLINT(modernize-use-nullptr): clang-tidy 14 misreads defaulted <=>

 private:
  friend struct detail::PositionAccess;
  Position(std::uint32_t id, std::uint32_t tag) noexcept : id_(id), tag_(tag) {}
  std::uint32_t id_ = 0;
  std::uint32_t tag_ = 0;
};

// The disjunctive sum (Definition 2.4 with Axiom 1: *L+*L = *R+*R = *L, *L+*R = *R); a terminal
// summand contributes no options. Memoised. Throws LimitError when the result would be too big.
[[nodiscard]] Position operator+(Position g, Position h);

// Number of positions in the current context's store (for limits and benchmarks).
[[nodiscard]] std::size_t store_size();

// A budget of positions, beside the context's work and memory budget (cgt/context.hpp): while
// alive, creating more than `extra_positions` new positions in the current context throws
// LimitError, so a part of a computation (one CLI command, a closed-form attempt that may fall
// back) is bounded in positions without bounding the whole context. Nestable: the tightest
// enclosing budget applies. Ends with the context's contents (Context::clear()).
class StoreBudget {
 public:
  explicit StoreBudget(std::size_t extra_positions);
  ~StoreBudget();
  StoreBudget(const StoreBudget&) = delete;
  StoreBudget& operator=(const StoreBudget&) = delete;

 private:
  Context& context_;
  std::uint32_t tag_;  // the contents whose limit was tightened
  std::size_t previous_limit_;
};

// Positions per context are capped, whatever the budgets, so that a runaway computation ends
// with LimitError, not an OOM kill (and ids stay 32-bit).
inline constexpr std::size_t kMaxStoreSize = 20'000'000;

}  // namespace cgt::ending

template <>
struct std::hash<cgt::ending::Position> {
  std::size_t operator()(cgt::ending::Position p) const noexcept {
    return std::hash<std::uint64_t>()(std::uint64_t{p.context_tag()} << 32 | p.id());
  }
};
