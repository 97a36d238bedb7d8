#pragma once
// What a short game is worth: stops, mean, temperature, thermograph, cooling and heating,
// atomic weight, reduced canonical form, ordinal sum, Norton product, incentives and the usual
// predicates. Stops, thermographs (hence mean and temperature) and birthdays are memoised per
// canonical game, for the life of the store.

#include <optional>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/integer.hpp"
#include "cgt/thermograph.hpp"

namespace cgt {

Integer birthday(Game g);
Dyadic left_stop(Game g);
Dyadic right_stop(Game g);
// The confusion interval [right stop, left stop] of a non-number (for a number x: [x, x]).
struct ConfusionInterval {
  Dyadic low;
  Dyadic high;
};
ConfusionInterval confusion_interval(Game g);

const Thermograph& thermograph(Game g);
// thermograph(g).to_string(), appended to `out`, which is given room for it and `room_after`
// more bytes (what the caller appends next) at once. For a number it is written straight from
// its bits, in time linear in the text, and refused (BudgetError) before it is written if the
// memory limit cannot hold `out` with it: the text of m/2^k runs to about k²/7 bytes.
void append_thermograph_text(std::string& out, Game g, std::size_t room_after = 0);
std::string thermograph_text(Game g);
Dyadic mean(Game g);
Dyadic temperature(Game g);

// G cooled by t (G_t); t must be a number greater than -1 (DomainError otherwise). Numbers
// are cooled too, below their temperature: cool(1/4, -1/4) is 1/4*.
Game cool(Game g, Game t);
// Heating ∫^t G: numbers stay, otherwise {∫G^L + t | ∫G^R - t}.
Game heat(Game g, Game t);
// Overheating from s to t: an integer n becomes n·s, otherwise {G^L + t | G^R - t} recursively.
Game overheat(Game g, Game s, Game t);
// Norton product G.U: an integer n gives n·U, otherwise {G^L.U + U + Δ | G^R.U - U - Δ} over
// the incentives Δ of U.
Game norton(Game g, Game u);
// n·U for an integer n (n copies of U, or of -U when n < 0).
Game multiple(const Integer& n, Game u);
// The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} of the canonical forms.
Game ordinal_sum(Game g, Game h);
// Left incentives G^L - G and right incentives G - G^R.
std::vector<Game> left_incentives(Game g);
std::vector<Game> right_incentives(Game g);

// Atomic weight by the atomic weight calculus; nullopt when G is not atomic.
std::optional<Game> atomic_weight(Game g);
// The simplest game equal to G modulo infinitesimals.
Game reduced_canonical(Game g);

bool is_nimber(Game g);
bool is_infinitesimal(Game g);  // both stops 0 (0 itself counts)
bool is_all_small(Game g);      // every subposition with Left options has Right options, and vice versa

// Building blocks of the notation.
// The largest n of ^<n> and ^[n] (nested n deep: deeper would exhaust the stack of the
// recursive algorithms that walk them).
inline constexpr std::int64_t kMaxUpIndex = 4096;
Game up_power(const Integer& n);  // ↑^n: ↑^1 = ↑, ↑^(n+1) = {0 | ↓^n *}
Game up_sum(const Integer& n);    // ↑^[n]: ↑^[1] = ↑, ↑^[n+1] = {↑^[n] | *}
Game tiny(Game x);                // {0 || 0 | -x}
Game miny(Game x);                // {x | 0 || 0}
Game switch_game(Game x);         // ±x = {x | -x}

}  // namespace cgt
