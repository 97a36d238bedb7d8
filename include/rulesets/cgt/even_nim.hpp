#pragma once
// Even Nim (paper 003, Section 4.1). Piles start with an even number of tokens. The first time
// a pile is chosen any positive number of tokens may be removed; after that only a positive
// even number. When no move is left, Left wins iff the total number of tokens is even.
//
// Values (Theorem 4.1): a touched pile of n is *L_{n/2} (n even) or *R_{(n−1)/2} (n odd); an
// untouched pile of n > 0 is ✠_{n/2}; an untouched empty pile is *L. The outcome of a row is
// then Theorem 3.6.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "cgt/ending.hpp"
#include "cgt/ending_value.hpp"

namespace cgt::even_nim {

struct Pile {
  std::uint64_t tokens = 0;
  bool touched = false;  // chosen before: from now on only even numbers may be removed
  friend bool operator==(const Pile&, const Pile&) = default;
};

// Throws DomainError for an untouched pile of odd size (Even Nim piles start even).
[[nodiscard]] ending::FamilyValue pile_value(Pile pile);
[[nodiscard]] ending::Outcome outcome(std::span<const Pile> piles);

// A starting position in text, pile sizes as parse_pile_list reads them ("4 6 10"): every pile
// untouched. Throws ParseError for bad text and DomainError naming the first odd pile (1-based).
[[nodiscard]] std::vector<Pile> parse_start_position(std::string_view text);

// A move takes pile `pile` (0-based here; the CLI prints 1-based) down to `to` tokens; the
// pile is touched afterwards. `for_left` / `for_right`: the move wins for that player when
// that player makes it (the position reached is in L ∪ P / R ∪ P).
struct Move {
  std::size_t pile = 0;
  std::uint64_t to = 0;
  bool for_left = false;
  bool for_right = false;
  friend bool operator==(const Move&, const Move&) = default;
};

struct WinningMoves {
  std::vector<Move> moves;  // by pile, then by decreasing `to`
  bool truncated = false;   // more than `limit` winning moves exist
};

// Every move that wins for the player making it (Left or Right), computed from Theorem 3.6
// without enumerating all moves: O(k log k) for k piles plus the moves listed.
[[nodiscard]] WinningMoves winning_moves(std::span<const Pile> piles, std::size_t limit = 10000);

// All positions reachable in one move (for brute-force checks).
[[nodiscard]] std::vector<std::pair<Move, std::vector<Pile>>> all_moves(std::span<const Pile> piles);

}  // namespace cgt::even_nim
