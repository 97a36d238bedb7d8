#pragma once
// Partial Nim (Lim, paper 001). Blue pile: Left removes an odd number of stones, Right an
// even number (≥ 2). Red pile: the reverse. Green pile: ordinary Nim. Normal play.
//
// A blue pile of n is A_n: A_{2k-1} = 1/2^(k-1) and A_{2m} = 1/2 - [m] (Theorem 1 and
// Definition 2); a red pile is -A_n; a green pile of n is *n. So any position is
//
//   x + [m_1, …, m_r] + *N
//
// with x a number (a sum of ±1/2^j), the bracket entries m_i (blue 2m gives -m, red 2m
// gives +m) and N the nim-sum of the green piles. Its outcome follows from Theorems 2–4 and
// Corollaries 2–3; sizes are exact Integers of any size.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/binary_expansion.hpp"
#include "cgt/integer.hpp"
#include "cgt/outcome.hpp"

namespace cgt::partial_nim {

enum class Color : std::uint8_t { kBlue, kRed, kGreen };

struct Pile {
  Color color = Color::kGreen;
  Integer size;
  friend bool operator==(const Pile&, const Pile&) = default;
};

// "b3 b3 b9 r2 r1 g4": b/r/g (any case) and a size, in the list grammar of every row
// (docs/cli.md, "Lists": commas, bars or whitespace between piles; an empty item is an error;
// blank text is the empty position).
std::vector<Pile> parse_position(std::string_view text);
std::string format_pile(const Pile& pile);

struct Decomposition {
  BinaryExpansion number;         // x
  std::vector<Integer> brackets;  // the signed entries m_i, sorted increasingly
  Integer nim;                    // N
};
Decomposition decompose(const std::vector<Pile>& piles);

// The outcome by the closed form, in O(k log k) for k piles.
Outcome outcome(const std::vector<Pile>& piles);
Outcome outcome(const Decomposition& position);

struct Move {
  std::size_t pile = 0;  // 0-based index into the position
  Integer to;            // the pile's new size
};
struct WinningMoves {
  std::optional<Move> left;   // a winning move for Left moving first, if Left can win so
  std::optional<Move> right;  // likewise for Right
};
// One winning move for each player who wins moving first. Each pile offers at most two
// candidate targets per player (the best of each chain of its option values), and each
// candidate is judged by the closed form updated in O(1) — O(k log k) for all k piles.
WinningMoves winning_moves(const std::vector<Pile>& piles);

// Everything at once (the decomposition is computed a single time).
struct Analysis {
  Decomposition decomposition;
  Outcome outcome = Outcome::kP;
  WinningMoves moves;
};
Analysis analyze(const std::vector<Pile>& piles);

// Whether `player_is_left` may move `pile` to `to` (a legal Partial Nim move).
bool is_legal_move(const Pile& pile, const Integer& to, bool player_is_left);

}  // namespace cgt::partial_nim
