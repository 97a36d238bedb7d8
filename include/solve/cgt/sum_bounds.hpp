#pragma once
// The outcome search's static test (cgt/sum_search.hpp): the components' bounds
// (cgt/ruleset_bounds.hpp) summed, with the canonical part C, into two games
//
//   lower + s·(±1) + C  ≤  the sum  ≤  upper + t·(±1) + C      (s, t: parities of the switches)
//
// and the outcome read from the stops of C. The facts used (Siegel, Combinatorial Game Theory,
// II.6 and II.3): stops are monotone; LS(G) > 0 means Left moving first wins G, RS(G) < 0 that
// Right moving first wins, RS(G) > 0 that G > 0, LS(G) < 0 that G < 0; for a number x the game
// x ± 1 has stops x + 1 and x − 1; and for a sum
//   RS(G) + RS(H) ≤ RS(G + H) ≤ min(LS(G) + RS(H), RS(G) + LS(H)),
//   max(LS(G) + RS(H), RS(G) + LS(H)) ≤ LS(G + H) ≤ LS(G) + LS(H).
// When C is a number and there is no switch the bound is a number, and a number 0 is lost by the
// player to move: then the weak inequalities count too. (Not for x ± 1: −1 ± 1 has left stop 0
// and is won by Left moving first — the random check against the engine caught that.)

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_bounds.hpp"

namespace cgt::solve {

struct Stops {
  Dyadic left;
  Dyadic right;
  bool number = false;
};

// The stops of the canonical parts met lately, by game id (a direct-mapped cache: the canonical
// part changes only with a move in it or a small component's value, so a few slots serve).
class StopsCache {
 public:
  const Stops& of(Game g) {
    const std::uint32_t id = g.id();
    Slot& slot = slots_[id & (kSlots - 1)];
    if (!slot.filled || slot.id != id) {
      slot.stops = Stops{left_stop(g), right_stop(g), is_number(g)};
      slot.id = id;
      slot.filled = true;
    }
    return slot.stops;
  }

 private:
  static constexpr std::size_t kSlots = 256;
  struct Slot {
    std::uint32_t id = 0;
    bool filled = false;
    Stops stops;
  };
  std::vector<Slot> slots_ = std::vector<Slot>(kSlots);
};

struct SumBounds {
  std::int64_t lower = 0;
  std::int64_t upper = 0;
  bool lower_switch = false;
  bool upper_switch = false;

  void add(const ValueBounds& b) {
    lower += b.lower;
    upper += b.upper;
    lower_switch = lower_switch != b.lower_switch;  // ±1 + ±1 = 0
    upper_switch = upper_switch != b.upper_switch;
  }

  // Whether the player to move wins the sum, if the bounds tell; nullopt if not.
  [[nodiscard]] std::optional<bool> decide(const Stops& c, bool left_to_move) const {
    const Dyadic a = -lower;  // comparisons "stop + lower > 0" as "stop > −lower"
    const Dyadic b = -upper;
    if (left_to_move) {
      // Wins if LS(lower bound) > 0.
      if (!lower_switch ? c.left > a : (c.left > a + 1 || c.right > a - 1)) {
        return true;
      }
      // Loses if LS(upper bound) < 0, or ≤ 0 when the bound is a number.
      const Dyadic limit = upper_switch ? b - 1 : b;
      if (c.left < limit || (c.number && !upper_switch && c.left <= limit)) {
        return false;
      }
      return std::nullopt;
    }
    // Right wins if RS(upper bound) < 0.
    if (!upper_switch ? c.right < b : (c.left < b + 1 || c.right < b - 1)) {
      return true;
    }
    // Right loses if RS(lower bound) > 0, or ≥ 0 when the bound is a number.
    const Dyadic limit = lower_switch ? a + 1 : a;
    if (c.right > limit || (c.number && !lower_switch && c.right >= limit)) {
      return false;
    }
    return std::nullopt;
  }
};

}  // namespace cgt::solve
