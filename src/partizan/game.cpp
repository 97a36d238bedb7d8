// The public cgt::Game API: thin wrappers over the store.

#include "cgt/game.hpp"

#include "cgt/error.hpp"
#include "partizan/store.hpp"

namespace cgt {

using partizan::as_game;
using partizan::GameId;
using partizan::store;

namespace {
std::vector<Game> as_games(const std::vector<GameId>& ids) {
  std::vector<Game> games;
  games.reserve(ids.size());
  for (GameId id : ids) {
    games.push_back(as_game(id));
  }
  return games;
}
std::vector<GameId> as_ids(const std::vector<Game>& games) {
  std::vector<GameId> ids;
  ids.reserve(games.size());
  for (Game g : games) {
    ids.push_back(g.id());
  }
  return ids;
}
}  // namespace

Game zero_game() {
  return Game();
}
Game number_game(const Dyadic& value) {
  return as_game(store().make_number(value));
}
Game nus_game(const Dyadic& number, const Integer& ups, const Integer& nimber) {
  if (nimber.sign() < 0) {
    throw DomainError("a nimber *m needs m >= 0, not " + nimber.to_string());
  }
  return as_game(store().make_nus(number, ups, nimber));
}
Game nimber_game(const Integer& m) {
  return nus_game(Dyadic(0), Integer(0), m);
}
// By value so callers can hand over their vectors; the store copies what it keeps.
// NOLINTNEXTLINE(performance-unnecessary-value-param)
Game game_from_options(std::vector<Game> left, std::vector<Game> right) {
  return as_game(store().construct(as_ids(left), as_ids(right)));
}

std::optional<NusParts> nus_parts(Game g) {
  if (!store().is_nus(g.id())) {
    return std::nullopt;
  }
  return store().nus(g.id());
}
bool is_number(Game g) {
  return store().is_number(g.id());
}
std::optional<Dyadic> number_value(Game g) {
  if (!is_number(g)) {
    return std::nullopt;
  }
  return store().nus(g.id()).number;
}
std::vector<Game> left_options(Game g) {
  return as_games(store().left_list(g.id()));
}
std::vector<Game> right_options(Game g) {
  return as_games(store().right_list(g.id()));
}

Game operator+(Game a, Game b) {
  return as_game(store().add(a.id(), b.id()));
}
Game operator-(Game a) {
  return as_game(store().negate(a.id()));
}
Game operator-(Game a, Game b) {
  return a + (-b);
}
Game& operator+=(Game& a, Game b) {
  return a = a + b;
}
bool leq(Game a, Game b) {
  return store().leq(a.id(), b.id());
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
  return store().size();
}
void clear_game_store() {
  store().clear();
}
std::uint64_t game_store_generation() {
  return store().generation();
}
void set_game_store_limit(std::size_t max_games) {
  store().limit = max_games;
}
std::size_t game_store_limit() {
  return store().limit;
}
void charge_game_work(std::uint64_t steps) {
  store().count_work(steps);
}
void set_game_work_limit(std::uint64_t steps) {
  store().work_limit = steps;
  store().reset_work();
}

}  // namespace cgt
