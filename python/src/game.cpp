// cgt.Game: short partizan games in canonical form (include/partizan/cgt/*.hpp). A Game is an
// id into the store of the module's one context (engine.hpp), so every operation runs there.
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/thermograph.hpp"
#include "engine.hpp"

namespace cgt::python {

namespace {

Engine& engine() { return Engine::instance(); }

Game parse(const std::string& text) {
  // With the rulesets' functions: domineering("..|.."), clobber(…), endnim(…), blue(n), red(n).
  return engine().run([&] { return evaluate_game_expression(text); });
}

// Converts, with the GIL held, what Python gave into something the engine can use without it.
struct GameInput {
  std::optional<Game> game;
  std::optional<Dyadic> number;
  std::optional<std::string> text;

  [[nodiscard]] Game make() const {  // in the engine's context
    if (game) {
      return *game;
    }
    if (number) {
      return number_game(*number);
    }
    return evaluate_game_expression(*text);
  }
};

std::optional<GameInput> coerce(py::handle value, bool allow_text) {
  if (py::isinstance<Game>(value)) {
    return GameInput{value.cast<Game>(), {}, {}};
  }
  if (auto number = to_dyadic(value)) {
    return GameInput{{}, std::move(number), {}};
  }
  if (allow_text && py::isinstance<py::str>(value)) {
    return GameInput{{}, {}, value.cast<std::string>()};
  }
  return std::nullopt;
}

GameInput require(py::handle value, const char* what) {
  if (auto input = coerce(value, true)) {
    return *input;
  }
  throw py::type_error(std::string(what) + ": expected a Game, an int, a dyadic Fraction or a game's text, got " +
                       std::string(py::str(py::type::handle_of(value).attr("__name__"))));
}

std::vector<GameInput> require_all(py::handle values, const char* what) {
  if (py::isinstance<py::str>(values)) {
    throw py::type_error(std::string(what) + ": expected a list of options, got a str");
  }
  std::vector<GameInput> out;
  for (py::handle value : py::iter(values)) {
    out.push_back(require(value, what));
  }
  return out;
}

Game from_options(const std::vector<GameInput>& left, const std::vector<GameInput>& right) {
  return engine().run([&] {
    std::vector<Game> l;
    std::vector<Game> r;
    for (const auto& input : left) {
      l.push_back(input.make());
    }
    for (const auto& input : right) {
      r.push_back(input.make());
    }
    return game_from_options(std::move(l), std::move(r));
  });
}

// A binary operation with another game; NotImplemented for a type that is not one (no text:
// `g + "1"` is more likely a mistake than a sum).
template <typename Op>
auto binary(Op op) {
  return [op](Game a, py::handle b) -> py::object {
    auto other = coerce(b, false);
    if (!other) {
      return py::reinterpret_borrow<py::object>(Py_NotImplemented);
    }
    return py::cast(engine().run([&] { return op(a, other->make()); }));
  };
}
template <typename Op>
auto reflected(Op op) {
  return [op](Game b, py::handle a) -> py::object {
    auto other = coerce(a, false);
    if (!other) {
      return py::reinterpret_borrow<py::object>(Py_NotImplemented);
    }
    return py::cast(engine().run([&] { return op(other->make(), b); }));
  };
}

template <typename F>
auto unary(F f) {
  return [f](Game g) { return engine().run([&] { return f(g); }); };
}

template <typename F>
auto with_game(F f) {
  return [f](Game g, py::handle t) {
    GameInput input = require(t, "argument");
    return engine().run([&] { return f(g, input.make()); });
  };
}

std::string outcome_text(Game g) { return outcome_name(outcome(g)); }

}  // namespace

void register_game(py::module_& m) {
  py::class_<Thermograph>(m, "Thermograph", "A thermograph: str() is CGSuite's text, svg() a drawing.")
      .def("__str__", &Thermograph::to_string)
      .def("__repr__", [](const Thermograph& t) { return "<cgt.Thermograph " + t.to_string() + ">"; })
      .def("svg", &Thermograph::to_svg, "An SVG drawing (x increases to the left, as CGT books draw it).")
      .def_property_readonly("mast", [](const Thermograph& t) { return from_dyadic(t.mast); })
      .def_property_readonly("temperature", [](const Thermograph& t) { return from_dyadic(t.temperature); });

  py::class_<Game> cls(m, "Game", "A short partizan game in canonical form.");
  cls.def(py::init([](py::handle value, py::handle left, py::handle right) {
            if (!left.is_none() || !right.is_none()) {
              if (!value.is_none()) {
                throw py::type_error("cgt.Game: give either a value or left=/right= options, not both");
              }
              return from_options(left.is_none() ? std::vector<GameInput>{} : require_all(left, "left option"),
                                  right.is_none() ? std::vector<GameInput>{} : require_all(right, "right option"));
            }
            if (value.is_none()) {
              return Game();
            }
            GameInput input = require(value, "cgt.Game");
            return engine().run([&] { return input.make(); });
          }),
          py::arg("value") = py::none(), py::kw_only(), py::arg("left") = py::none(), py::arg("right") = py::none(),
          "Game('{1|*}'), Game(3), Game(Fraction(1, 2)), Game(left=[0, '*'], right=[1]); Game() is 0.")
      .def("__str__", unary([](Game g) { return to_string(g); }))
      .def("__repr__", unary([](Game g) { return "Game('" + to_string(g) + "')"; }))
      .def("__hash__", [](Game g) { return std::hash<Game>()(g); })
      .def("__neg__", unary([](Game g) { return -g; }))
      .def("__pos__", [](Game g) { return g; })
      .def("__add__", binary([](Game a, Game b) { return a + b; }))
      .def("__radd__", reflected([](Game a, Game b) { return a + b; }))
      .def("__sub__", binary([](Game a, Game b) { return a - b; }))
      .def("__rsub__", reflected([](Game a, Game b) { return a - b; }))
      // Equal games are equal ids in the store, so == needs no comparison.
      .def("__eq__", binary([](Game a, Game b) { return a == b; }))
      .def("__ne__", binary([](Game a, Game b) { return !(a == b); }))
      .def("__le__", binary([](Game a, Game b) { return leq(a, b); }))
      .def("__lt__", binary([](Game a, Game b) { return less(a, b); }))
      .def("__ge__", binary([](Game a, Game b) { return geq(a, b); }))
      .def("__gt__", binary([](Game a, Game b) { return greater(a, b); }))
      .def("fuzzy", with_game([](Game a, Game b) { return confused(a, b); }),
           "Whether the games are confused (incomparable, CGSuite's `<>`).")
      .def_property_readonly("canonical", unary([](Game g) { return to_string(g); }))
      .def_property_readonly("outcome", unary(outcome_text), "'L', 'R', 'N' or 'P'.")
      .def_property_readonly("birthday", [](Game g) { return from_integer(engine().run([&] { return birthday(g); })); })
      .def_property_readonly("left_stop", [](Game g) { return from_dyadic(engine().run([&] { return left_stop(g); })); })
      .def_property_readonly("right_stop", [](Game g) { return from_dyadic(engine().run([&] { return right_stop(g); })); })
      .def_property_readonly("mean", [](Game g) { return from_dyadic(engine().run([&] { return mean(g); })); })
      .def_property_readonly("temperature",
                             [](Game g) { return from_dyadic(engine().run([&] { return temperature(g); })); })
      .def_property_readonly("thermograph", unary([](Game g) { return Thermograph(thermograph(g)); }))
      .def_property_readonly("atomic_weight", unary([](Game g) { return atomic_weight(g); }),
                             "The atomic weight, or None when the game is not atomic.")
      .def_property_readonly("reduced", unary([](Game g) { return reduced_canonical(g); }))
      .def_property_readonly("is_number", unary([](Game g) { return is_number(g); }))
      .def_property_readonly("is_infinitesimal", unary([](Game g) { return is_infinitesimal(g); }))
      .def_property_readonly("is_nimber", unary([](Game g) { return is_nimber(g); }))
      .def_property_readonly("is_all_small", unary([](Game g) { return is_all_small(g); }))
      .def_property_readonly("left_options", unary([](Game g) { return left_options(g); }))
      .def_property_readonly("right_options", unary([](Game g) { return right_options(g); }))
      .def("cool", with_game([](Game g, Game t) { return cool(g, t); }), py::arg("t"))
      .def("heat", with_game([](Game g, Game t) { return heat(g, t); }), py::arg("t"))
      .def(
          "overheat",
          [](Game g, py::handle s, py::handle t) {
            GameInput a = require(s, "overheat");
            GameInput b = require(t, "overheat");
            return engine().run([&] { return overheat(g, a.make(), b.make()); });
          },
          py::arg("s"), py::arg("t"))
      .def("norton", with_game([](Game g, Game u) { return norton(g, u); }), py::arg("u"))
      .def("ordinal_sum", with_game([](Game g, Game h) { return ordinal_sum(g, h); }), py::arg("h"),
           "G:H, Right's and Left's moves in G wiping out H.")
      .def(py::pickle([](Game g) { return engine().run([&] { return to_string(g); }); },
                      [](const std::string& text) { return parse(text); }));

  m.def("game", &parse, py::arg("text"),
        "Parses CGSuite's notation: '{1|*}', '^*', '+-1', '3/8', 'domineering(\"..|..\")'.");
}

}  // namespace cgt::python
