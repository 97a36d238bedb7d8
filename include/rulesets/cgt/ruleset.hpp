#pragma once
// What a ruleset of short partizan games tells the ruleset solver (cgt/ruleset_solver.hpp):
// its positions and their moves, and optionally how a position splits into independent parts
// and which positions are the same up to a symmetry. A ruleset R is a type with (the first
// three required):
//
//   using Position = …;
//       a value type (default-constructible, copyable, ==), copied into the solver's frames
//       and table.
//   std::size_t hash(const Position&) const;
//       equal positions hash alike (the table mixes the bits further).
//   void options(const Position& p, Player player, std::vector<Position>& out) const;
//       appends the positions `player` can move p to. They need not be split or normalised:
//       the solver does both.
//   void components(const Position& p, std::vector<Position>& out) const;
//       appends positions whose values add up to p's value, each played independently of the
//       others (a move in one leaves the rest alone and the game is their disjunctive sum).
//       Components worth 0 (no move for anyone) may be left out. Without it, every position
//       is a single component.
//   bool normalise(Position& p) const;
//       replaces p by the representative of its symmetry class and returns whether the
//       representative's value is the negative of p's (the symmetry swaps Left and Right,
//       like Domineering's transpose or Clobber's exchange of colours). Without it, a position
//       is its own representative. See "The symmetry contract" below.
//   std::size_t heap_bytes(const Position&) const;
//       bytes a position owns outside itself (a string, a vector), for the memory budget.
//   std::string table_name() const;
//       rulesets of one C++ type whose rules differ (a parameter, rules written in Python)
//       need tables apart: each name has its own. Without it, one table per type.
//   static constexpr std::uint64_t kWorkPerPosition, kWorkPerOption;
//       the work charged per position expanded and per option generated (defaults in
//       cgt/ruleset_solver.hpp, for bitboard rulesets), for rulesets whose moves cost more.
//   ValueBounds bounds(const Position&) const;   int move_priority(from, to, Player) const;
//       used by the outcome search only (cgt/ruleset_bounds.hpp, cgt/sum_search.hpp).
//
// The symmetry contract: for every position p, with q = p and n = normalise(q),
// value(q) = n ? −value(p) : value(p); normalise(q) leaves q unchanged and returns false;
// and positions with equal values under symmetries of the rules get equal q when the table
// is to find them (a missed symmetry costs time, never correctness).
//
// The game must be short: every sequence of moves ends (no position repeats).

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cgt {

enum class Player : std::uint8_t { kLeft, kRight };

template <typename R>
concept Ruleset = requires(const R& rules, const typename R::Position& position,
                           std::vector<typename R::Position>& out) {
  requires std::semiregular<typename R::Position>;
  requires std::equality_comparable<typename R::Position>;
  { rules.hash(position) } -> std::convertible_to<std::size_t>;
  rules.options(position, Player::kLeft, out);
};

namespace ruleset_hooks {

template <typename R>
concept HasComponents = requires(const R& rules, const typename R::Position& position,
                                 std::vector<typename R::Position>& out) {
  rules.components(position, out);
};
template <typename R>
concept HasNormalise = requires(const R& rules, typename R::Position& position) {
  { rules.normalise(position) } -> std::convertible_to<bool>;
};
template <typename R>
concept HasHeapBytes = requires(const R& rules, const typename R::Position& position) {
  { rules.heap_bytes(position) } -> std::convertible_to<std::size_t>;
};
template <typename R>
concept HasTableName = requires(const R& rules) {
  { rules.table_name() } -> std::convertible_to<std::string>;
};

}  // namespace ruleset_hooks

}  // namespace cgt
