#pragma once
// Short partizan games in canonical form. A `Game` is a small value: an integer id into one
// hash-consed store of canonical forms, so equal games are equal ids and copying is free.
// Numbers, up-multiples and nimbers ("nus": x + n·↑ + *m) are stored as exact values and
// added, negated and compared without touching options; every other game is a sorted list of
// canonical left and right options. Sums, negatives and comparisons are cached in the store.
//
// The store is global (as in CGSuite) and grows for the life of the program; `clear_game_store`
// empties it (benchmarks use it to time runs from an empty store) and invalidates every Game.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/integer.hpp"
#include "cgt/outcome.hpp"

namespace cgt {

class Game {
 public:
  Game() = default;  // the game 0
  [[nodiscard]] std::uint32_t id() const noexcept { return id_; }
  static Game from_id(std::uint32_t id) noexcept { return Game(id); }

  friend bool operator==(Game a, Game b) noexcept = default;  // equal value iff equal id

 private:
  explicit Game(std::uint32_t id) noexcept : id_(id) {}
  std::uint32_t id_ = 0;
};

// --- Construction ---------------------------------------------------------------------------

Game zero_game();
Game number_game(const Dyadic& value);
// x + n·↑ + *m (m ≥ 0). n and m are not capped.
Game nus_game(const Dyadic& number, const Integer& ups, const Integer& nimber);
Game nimber_game(const Integer& m);
// The canonical form of {left | right}: dominated options removed, reversible ones bypassed.
Game game_from_options(std::vector<Game> left, std::vector<Game> right);

// --- Inspection -----------------------------------------------------------------------------

struct NusParts {
  Dyadic number;
  Integer ups;
  Integer nimber;
};
// The parts of a nus value, or nullopt for any other game.
std::optional<NusParts> nus_parts(Game g);
bool is_number(Game g);
std::optional<Dyadic> number_value(Game g);
// The canonical options (generated, and kept, on first use for nus values; throws LimitError
// for a nus whose options would be too many, such as *10^9).
std::vector<Game> left_options(Game g);
std::vector<Game> right_options(Game g);

// --- Arithmetic and order --------------------------------------------------------------------

Game operator+(Game a, Game b);
Game operator-(Game a);
Game operator-(Game a, Game b);
Game& operator+=(Game& a, Game b);

bool leq(Game a, Game b);  // a ≤ b
inline bool geq(Game a, Game b) {
  return leq(b, a);
}
inline bool less(Game a, Game b) {
  return leq(a, b) && !(a == b);
}
inline bool greater(Game a, Game b) {
  return less(b, a);
}
inline bool confused(Game a, Game b) {
  return !leq(a, b) && !leq(b, a);
}

enum class Relation { kLess, kEqual, kGreater, kConfused };
Relation compare(Game a, Game b);
// "<", "=", ">", "||".
std::string relation_text(Relation r);

Outcome outcome(Game g);

// --- Store management ------------------------------------------------------------------------

// Number of distinct games held.
std::size_t game_store_size();
// Empties the store and every cache; every Game obtained before is invalid afterwards.
void clear_game_store();
// Changes whenever the store is cleared: tables of Game values kept outside the store (such as
// a ruleset's transposition table) compare it to know they are stale.
std::uint64_t game_store_generation();
// The most distinct games the store may hold before operations throw LimitError.
void set_game_store_limit(std::size_t max_games);
std::size_t game_store_limit();
// A budget of work (comparisons and constructions not found in the caches) for what follows,
// so that a hopeless computation (8×8 Domineering, say) ends with LimitError instead of
// running for hours. 0 (the default) means no budget; setting it restarts the count.
void set_game_work_limit(std::uint64_t steps);
// Charges work done outside the store (a ruleset expanding positions) to the same budget.
void charge_game_work(std::uint64_t steps);

}  // namespace cgt

template <>
struct std::hash<cgt::Game> {
  std::size_t operator()(cgt::Game g) const noexcept { return std::hash<std::uint32_t>()(g.id()); }
};
