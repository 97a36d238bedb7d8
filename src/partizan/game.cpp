// The public cgt::Game API: thin wrappers over the current context's store, which check that
// every handle they are given belongs to it.

#include "cgt/game.hpp"

#include "cgt/error.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::current_state;
using partizan::game_in;
using partizan::GameId;
using partizan::id_in;
using partizan::State;

namespace partizan {
void throw_foreign_game() {
  throw ContextError(
      "a game was used in a context it does not belong to (another context, or one cleared since it was made)");
}
}  // namespace partizan

namespace {
std::vector<Game> as_games(const State& state, const std::vector<GameId>& ids) {
  std::vector<Game> games;
  games.reserve(ids.size());
  for (GameId id : ids) {
    games.push_back(game_in(state, id));
  }
  return games;
}
std::vector<GameId> as_ids(const State& state, const std::vector<Game>& games) {
  std::vector<GameId> ids;
  ids.reserve(games.size());
  for (Game g : games) {
    ids.push_back(id_in(state, g));
  }
  return ids;
}
}  // namespace

Game zero_game() {
  return Game();
}
Game number_game(const Dyadic& value) {
  State& state = current_state();
  return game_in(state, state.store.make_number(value));
}
Game nus_game(const Dyadic& number, const Integer& ups, const Integer& nimber) {
  if (nimber.sign() < 0) {
    throw DomainError("a nimber *m needs m >= 0, not " + nimber.to_string());
  }
  State& state = current_state();
  return game_in(state, state.store.make_nus(number, ups, nimber));
}
Game nimber_game(const Integer& m) {
  return nus_game(Dyadic(0), Integer(0), m);
}
// By value so callers can hand over their vectors; the store copies what it keeps.
// NOLINTNEXTLINE(performance-unnecessary-value-param)
Game game_from_options(std::vector<Game> left, std::vector<Game> right) {
  State& state = current_state();
  return game_in(state, state.store.construct(as_ids(state, left), as_ids(state, right)));
}

std::optional<NusParts> nus_parts(Game g) {
  State& state = current_state();
  GameId id = id_in(state, g);
  if (!state.store.is_nus(id)) {
    return std::nullopt;
  }
  return state.store.nus(id);
}
bool is_number(Game g) {
  State& state = current_state();
  return state.store.is_number(id_in(state, g));
}
std::optional<Dyadic> number_value(Game g) {
  State& state = current_state();
  GameId id = id_in(state, g);
  if (!state.store.is_number(id)) {
    return std::nullopt;
  }
  return state.store.nus(id).number;
}
std::vector<Game> left_options(Game g) {
  State& state = current_state();
  return as_games(state, state.store.left_list(id_in(state, g)));
}
std::vector<Game> right_options(Game g) {
  State& state = current_state();
  return as_games(state, state.store.right_list(id_in(state, g)));
}

Game operator+(Game a, Game b) {
  State& state = current_state();
  return game_in(state, state.store.add(id_in(state, a), id_in(state, b)));
}
Game operator-(Game a) {
  State& state = current_state();
  return game_in(state, state.store.negate(id_in(state, a)));
}
Game operator-(Game a, Game b) {
  return a + (-b);
}
Game& operator+=(Game& a, Game b) {
  return a = a + b;
}
bool leq(Game a, Game b) {
  State& state = current_state();
  return state.store.leq(id_in(state, a), id_in(state, b));
}

Relation compare(Game a, Game b) {
  if (a == b) {
    return Relation::kEqual;
  }
  bool le = leq(a, b);
  bool ge = leq(b, a);
  if (le) {
    return Relation::kLess;  // not equal, since ids differ
  }
  return ge ? Relation::kGreater : Relation::kConfused;
}

std::string relation_text(Relation r) {
  switch (r) {
    case Relation::kLess:
      return "<";
    case Relation::kEqual:
      return "=";
    case Relation::kGreater:
      return ">";
    case Relation::kConfused:
      return "||";
  }
  return "?";
}

Outcome outcome(Game g) {
  // Left moving first wins iff not G ≤ 0; Right moving first wins iff not G ≥ 0.
  return outcome_from_first_moves(!leq(g, Game()), !leq(Game(), g));
}

std::size_t game_store_size() {
  return current_state().store.size();
}

}  // namespace cgt
