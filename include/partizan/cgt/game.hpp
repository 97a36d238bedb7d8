#pragma once
// Short partizan games in canonical form. A `Game` is a small value: an integer id into the
// hash-consed store of canonical forms of a context (cgt/context.hpp), so equal games are equal
// ids and copying is free. Numbers, up-multiples and nimbers ("nus": x + n·↑ + *m) are stored as
// exact values and added, negated and compared without touching options; every other game is a
// sorted list of canonical left and right options. Sums, negatives and comparisons are cached
// in the store.
//
// Every function below works in the calling thread's current context. A Game remembers the
// context that made it: used in another context, or after that context was cleared, it throws
// ContextError. The game 0 (`Game()`) belongs to every context.

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

class Game;
namespace partizan {
class State;
Game game_in(const State& state, std::uint32_t id);
}  // namespace partizan

class Game {
 public:
  Game() = default;  // the game 0, valid in every context
  [[nodiscard]] std::uint32_t id() const noexcept { return id_; }
  // The tag of the context contents it belongs to (Context::tag()); 0 for the game 0.
  [[nodiscard]] std::uint32_t context_tag() const noexcept { return tag_; }

  // Equal value iff equal id (within one context; games of two contexts are never equal).
  friend bool operator==(Game a, Game b) noexcept = default;

 private:
  // Only the engine makes handles (src/partizan/state.hpp): a handle made up from a number
  // could name a game its context never stored.
  friend Game partizan::game_in(const partizan::State& state, std::uint32_t id);
  Game(std::uint32_t id, std::uint32_t tag) noexcept : id_(id), tag_(tag) {}
  std::uint32_t id_ = 0;
  std::uint32_t tag_ = 0;
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

// Number of distinct games held by the current context (Context::clear() empties it).
std::size_t game_store_size();

}  // namespace cgt

template <>
struct std::hash<cgt::Game> {
  std::size_t operator()(cgt::Game g) const noexcept {
    return std::hash<std::uint64_t>()(std::uint64_t{g.context_tag()} << 32 | g.id());
  }
};
