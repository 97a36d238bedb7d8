// cgt.solve of a ruleset written in Python (docs/python.md "Rulesets you define", docs/solve.md):
// who wins a position, or a sum of positions and Games, by the library's outcome search
// (cgt/sum_search.hpp) over the positions' left_options()/right_options(), never by the
// canonical form of the whole.
//
// The search is one engine call (Engine::run: one budget for the whole search, Ctrl-C cancels
// the context), and it takes the GIL back each time it asks a position for its moves or parts
// (engine.hpp says why that cannot deadlock). Positions enter the search as ids: each distinct
// position gets one when first seen, keyed as cgt.canonical keys its memo (canonical_key() or
// the position, by Python's __hash__ and __eq__). The search copies and compares only ids,
// which needs no GIL (a py::object's reference count may not be touched without it), and two
// positions share an id exactly when Python calls them equal: the search's 64-bit keys (mix64
// of the ids) never merge distinct positions by a hash collision.
#include <pybind11/stl.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/outcome.hpp"
#include "cgt/ruleset.hpp"
#include "cgt/ruleset_table.hpp"
#include "cgt/solve_table.hpp"
#include "cgt/sum_search.hpp"
#include "engine.hpp"
#include "ruleset_walk.hpp"

namespace cgt::python {

namespace {

// Every position the search has met, by id (0: none). Built and destroyed holding the GIL.
struct Positions {
  std::vector<py::object> objects{py::object()};
  std::vector<std::optional<Game>> leaves{std::nullopt};  // a cgt.Game met as a position
  std::vector<bool> splits{false};                        // has components()
  std::vector<unsigned> sizes{0};                         // size(), or kNoSize without one
  std::vector<bool> symmetric{false};                     // has normalise()
  // normalise()'s answer once asked: the representative's id and whether it is the negative.
  std::vector<std::uint32_t> representatives{0};
  std::vector<bool> negated{false};
  Table<std::uint32_t> ids;                               // key -> id (the memo's accounting)
  std::unordered_map<std::uint32_t, std::uint32_t> game_ids;  // Game::id() -> id

  // The id of `object` (GIL held). Games are kept apart from the dict: a user's __eq__ need not
  // expect to be compared with a Game.
  std::uint32_t intern(const py::object& object) {
    if (py::isinstance<Game>(object)) {
      const Game g = object.cast<Game>();
      auto [at, added] = game_ids.try_emplace(g.id(), 0);
      if (added) {
        at->second = append(object, g, false);
      }
      return at->second;
    }
    py::object key = key_of(object);
    if (const std::uint32_t* id = ids.find(key)) {
      return *id;
    }
    const bool split = static_cast<bool>(method(object, "components"));
    const std::uint32_t id = append(object, std::nullopt, split);
    ids.add(key, id);
    if (method(object, "size")) {
      sizes[id] = size_of(object);
    }
    symmetric[id] = static_cast<bool>(method(object, "normalise"));
    return id;
  }

  // normalise() of position `id` (GIL held): its representative's id and whether the
  // representative's value is the negative of the position's. Asked once per position; the
  // representative must be its own (normalise() of it returns it, False), as cgt/ruleset.hpp's
  // symmetry contract says, else the search's answers could be wrong: checked here.
  std::pair<std::uint32_t, bool> normalise(std::uint32_t id) {
    if (!symmetric[id]) {
      return {id, false};
    }
    if (representatives[id] == 0) {
      const auto [rep, neg] = ask_normalise(id);
      if (rep != id) {
        if (symmetric[rep]) {
          const auto [again, again_negated] = ask_normalise(rep);
          if (again != rep || again_negated) {
            throw DomainError("cgt.solve: normalise() of the representative " + std::string(py::repr(objects[rep])) +
                              " must return it and False (it returned another position or True)");
          }
          representatives[rep] = rep;
        } else {
          throw DomainError("cgt.solve: the representative " + std::string(py::repr(objects[rep])) +
                            " that normalise() returned has no normalise() of its own");
        }
      } else if (neg) {
        throw DomainError("cgt.solve: normalise() of " + std::string(py::repr(objects[id])) +
                          " returned the position itself with True (a position is not its own negative's "
                          "representative)");
      }
      representatives[id] = rep;
      negated[id] = neg;
    }
    return {representatives[id], negated[id]};
  }

  static constexpr unsigned kNoSize = 0xFFFFFFFFu;

 private:
  std::uint32_t append(const py::object& object, std::optional<Game> leaf, bool split) {
    if (objects.size() == UINT32_MAX) {
      throw LimitError("cgt.solve: more than 2^32-1 distinct positions");
    }
    objects.push_back(object);
    leaves.push_back(leaf);
    splits.push_back(split);
    sizes.push_back(kNoSize);
    symmetric.push_back(false);
    representatives.push_back(0);
    negated.push_back(false);
    return static_cast<std::uint32_t>(objects.size() - 1);
  }

  static unsigned size_of(const py::object& object) {
    const py::object size = call_method(object, "size");
    if (!py::isinstance<py::int_>(size) || py::isinstance<py::bool_>(size)) {
      throw py::type_error("size() must return an int (the component's size, for canonical_size): " +
                           std::string(py::repr(object)) + " returned " + std::string(py::repr(size)));
    }
    const auto value = size.cast<long long>();
    if (value < 0) {
      throw py::value_error("size() must not be negative: " + std::string(py::repr(object)) + " returned " +
                            std::to_string(value));
    }
    return value >= kNoSize ? kNoSize - 1 : static_cast<unsigned>(value);
  }

  std::pair<std::uint32_t, bool> ask_normalise(std::uint32_t id) {
    const py::object answer = call_method(objects[id], "normalise");
    if (!py::isinstance<py::tuple>(answer) || py::len(answer) != 2 || !py::isinstance<py::bool_>(answer[py::int_(1)])) {
      throw py::type_error("normalise() must return (representative, negated: bool): " + std::string(py::repr(objects[id])) +
                           " returned " + std::string(py::repr(answer)));
    }
    const py::object rep = answer[py::int_(0)];
    if (!method(rep, "left_options") || !method(rep, "right_options")) {
      throw py::type_error("normalise() must return a position of the ruleset as the representative: " +
                           std::string(py::repr(objects[id])) + " returned " + std::string(py::repr(rep)));
    }
    const bool neg = answer[py::int_(1)].cast<bool>();
    return {intern(rep), neg};
  }
};

// A ruleset written in Python as a Ruleset of cgt/ruleset.hpp, for SumSearch.
class PythonRules {
 public:
  struct Position {
    std::uint32_t id = 0;
    friend bool operator==(Position, Position) = default;
  };

  explicit PythonRules(Positions& positions) : positions_(&positions) {}

  [[nodiscard]] std::size_t hash(const Position& p) const { return p.id; }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    if (positions_->leaves[p.id]) {  // not reached: a Game goes into the canonical part
      throw DomainError("cgt.solve: a Game searched as a position");
    }
    py::gil_scoped_acquire gil;
    const py::object& position = positions_->objects[p.id];
    py::object options = call_method(position, player == Player::kLeft ? "left_options" : "right_options");
    for (py::handle option : py::iter(options)) {
      out.push_back({positions_->intern(py::reinterpret_borrow<py::object>(option))});
    }
  }

  void components(const Position& p, std::vector<Position>& out) const {
    if (!positions_->splits[p.id]) {
      out.push_back(p);
      return;
    }
    py::gil_scoped_acquire gil;
    for (py::handle part : py::iter(call_method(positions_->objects[p.id], "components"))) {
      out.push_back({positions_->intern(py::reinterpret_borrow<py::object>(part))});
    }
  }

  [[nodiscard]] std::optional<Game> canonical_leaf(const Position& p) const { return positions_->leaves[p.id]; }

  // size(): components of at most the search's canonical size take their canonical value
  // (the ruleset solver over these same positions); without one a position is never that small.
  [[nodiscard]] unsigned size(const Position& p) const { return positions_->sizes[p.id]; }

  // normalise(): the symmetry class's representative, and whether its value is the negative.
  bool normalise(Position& p) const {
    if (!positions_->symmetric[p.id]) {
      return false;
    }
    if (positions_->representatives[p.id] == 0) {
      py::gil_scoped_acquire gil;
      positions_->normalise(p.id);
    }
    const bool negated = positions_->negated[p.id];
    p.id = positions_->representatives[p.id];
    return negated;
  }

  // The ruleset solver's table, filled by the canonical values of small components: its keys
  // are this call's ids, which mean nothing in the next call, so solve_terms drops it before
  // and after each search.
  [[nodiscard]] std::string table_name() const { return kTableName; }
  static constexpr const char* kTableName = "python solve";

  // A node calls Python: a few microseconds, not the bitboards' tens of nanoseconds.
  static constexpr std::uint64_t kWorkPerPosition = 40;
  static constexpr std::uint64_t kWorkPerOption = 40;

 private:
  Positions* positions_;
};

static_assert(Ruleset<PythonRules>);

// A term of the sum: a position (its id) or a Game.
struct Term {
  PythonRules::Position position;
  std::optional<Game> game;
};

// A first move: the term moved in and what it became (a position's id, or a Game).
struct Move {
  std::size_t term = 0;
  PythonRules::Position option;
  std::optional<Game> game;
};

// Each player's first moves in the positions, asked before the search (holding the GIL), and
// the option objects as the terms returned them: an id stands for every position of its key,
// and the move reported must be one the term offers.
void first_moves(Positions& positions, const std::vector<Term>& terms, Player player, std::vector<Move>& moves,
                 std::vector<py::object>& objects) {
  for (std::size_t i = 0; i < terms.size(); ++i) {
    if (terms[i].game) {
      continue;
    }
    const py::object term = positions.objects[terms[i].position.id];
    for (py::handle option : py::iter(call_method(term, player == Player::kLeft ? "left_options" : "right_options"))) {
      objects.push_back(py::reinterpret_borrow<py::object>(option));
      moves.push_back(Move{i, {positions.intern(objects.back())}, std::nullopt});
    }
  }
}

// The first winning move among `moves` (then the Games' moves, as the search tries them), or
// nullopt. Runs in the engine's call: it touches no py::object.
std::optional<std::size_t> winning_move(solve::SumSearch<PythonRules>& search, const std::vector<Term>& terms,
                                        std::vector<Move>& moves, Player player) {
  using Sum = solve::SumSearch<PythonRules>::Sum;
  // The sum with term `moved` replaced by `move`.
  auto sum_after = [&](const Move& move) {
    Sum sum;
    for (std::size_t i = 0; i < terms.size(); ++i) {
      const bool moved = move.term == i;
      if (terms[i].game) {
        sum.canonical += moved ? *move.game : *terms[i].game;
      } else {
        search.add(sum, moved ? move.option : terms[i].position, false);
      }
    }
    return sum;
  };
  for (std::size_t i = 0; i < terms.size(); ++i) {
    if (terms[i].game) {
      for (Game g : player == Player::kLeft ? left_options(*terms[i].game) : right_options(*terms[i].game)) {
        moves.push_back(Move{i, {}, g});
      }
    }
  }
  for (std::size_t m = 0; m < moves.size(); ++m) {
    if (!search.wins(sum_after(moves[m]), solve::opponent(player))) {
      return m;
    }
  }
  return std::nullopt;
}

py::tuple solve_terms(const py::list& items, unsigned canonical_size) {
  Positions positions;
  std::vector<Term> terms;
  for (py::handle item : items) {
    auto object = py::reinterpret_borrow<py::object>(item);
    if (py::isinstance<Game>(object)) {
      terms.push_back({{}, object.cast<Game>()});
      continue;
    }
    if (!method(object, "left_options") || !method(object, "right_options")) {
      throw py::type_error(
          "solve: a position needs left_options() and right_options() (a ruleset written in Python, "
          "docs/python.md), or give the sum's text: " +
          std::string(py::repr(object)));
    }
    terms.push_back({{positions.intern(object)}, std::nullopt});
  }
  std::vector<Move> moves[2];
  std::vector<py::object> objects[2];
  first_moves(positions, terms, Player::kLeft, moves[0], objects[0]);
  first_moves(positions, terms, Player::kRight, moves[1], objects[1]);
  const PythonRules rules(positions);
  std::optional<std::size_t> winning[2];
  std::uint64_t nodes = 0;
  Engine::instance().run([&] {
    Context& context = current_context();
    RulesetTables<PythonRules>& tables = context.extension<RulesetTables<PythonRules>>();
    tables.drop(PythonRules::kTableName);  // an earlier call stopped by an error left its ids there
    struct DropAfter {
      RulesetTables<PythonRules>& tables;
      ~DropAfter() { tables.drop(PythonRules::kTableName); }
    } drop_after{tables};
    const std::size_t limit = context.limits().memory;
    const std::size_t bytes = limit == 0 ? std::size_t{64} << 20 : std::min(limit / 4, std::size_t{1} << 30);
    solve::OutcomeTable table(context, bytes);
    solve::SumSearch<PythonRules> search(rules, context, table, canonical_size);
    search.check_repeats(true);  // a user's ruleset may not be short
    winning[0] = winning_move(search, terms, moves[0], Player::kLeft);
    winning[1] = winning_move(search, terms, moves[1], Player::kRight);
    nodes = search.stats().nodes;
  });
  // (term index, the term after the move) or None, for each player.
  auto reported = [&](int side) -> py::object {
    if (!winning[side]) {
      return py::none();
    }
    const std::size_t m = *winning[side];
    const Move& move = moves[side][m];
    // The moves in positions come first, the Games' after them.
    return py::make_tuple(move.term, m < objects[side].size() ? objects[side][m] : py::cast(*move.game));
  };
  return py::make_tuple(reported(0), reported(1), nodes);
}
}  // namespace

void register_solve_python(py::module_& m) {
  m.def("_solve_python", &solve_terms, py::arg("terms"), py::arg("canonical_size"),
        "Who wins the sum of these terms (positions of a ruleset written in Python, or Games) by the\n"
        "outcome search: (left, right, nodes), left and right each None (that player loses moving\n"
        "first) or (term index, the term after a winning move). Internal: the public call is cgt.solve.");
}

}  // namespace cgt::python
