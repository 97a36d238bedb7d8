// Rulesets written in Python (docs/python.md, "Rulesets you define"): cgt.canonical (partizan,
// left_options()/right_options()), cgt.grundy (impartial, options()) and cgt.ending_value
// (LR-ending, options() with the terminals '*L' and '*R'), each a walk of ruleset_walk.hpp with
// its own way of making a value from its options' values.
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "bindings.hpp"
#include "cgt/ending.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "engine.hpp"
#include "ruleset_walk.hpp"

namespace cgt::python {

namespace {

// The memo tables of one ruleset, kept between calls when the caller passes the same Solver.
struct Solver {
  Table<Game> partizan;
  Table<std::uint64_t> impartial;
  Table<ending::Position> ending;
  std::uint64_t positions = 0;  // positions expanded, over all calls

  [[nodiscard]] std::size_t size() const {
    return partizan.values.size() + impartial.values.size() + ending.values.size();
  }
  void clear() {
    partizan.clear();
    impartial.clear();
    ending.clear();
    positions = 0;
  }
};

struct Partizan {
  using Value = Game;
  static std::optional<Game> leaf(const py::object& position) {  // a Game may be an option
    if (py::isinstance<Game>(position)) {
      return position.cast<Game>();
    }
    return std::nullopt;
  }
  static void expand(Frame<Game>& frame, const py::object& position) {
    for (py::handle option : py::iter(call_method(position, "left_options"))) {
      frame.add_option(option);
    }
    frame.left_count = frame.starts.size();
    for (py::handle option : py::iter(call_method(position, "right_options"))) {
      frame.add_option(option);
    }
    frame.starts.push_back(frame.parts.size());
  }
  static Game finish(const Frame<Game>& frame) {
    return Engine::instance().run_step([&] {
      std::vector<Game> left;
      std::vector<Game> right;
      for (std::size_t option = 0; option < frame.option_count(); ++option) {
        Game sum;
        for (std::size_t i = frame.starts[option]; i < frame.starts[option + 1]; ++i) {
          sum += frame.values[i];
        }
        (option < frame.left_count ? left : right).push_back(sum);
      }
      return game_from_options(std::move(left), std::move(right));
    });
  }
  static Game sum(const std::vector<Game>& values) {
    return Engine::instance().run_step([&] {
      Game total;
      for (Game value : values) {
        total += value;
      }
      return total;
    });
  }
};

struct Impartial {
  using Value = std::uint64_t;
  static std::optional<std::uint64_t> leaf(const py::object& /*position*/) { return std::nullopt; }
  static void expand(Frame<std::uint64_t>& frame, const py::object& position) {
    for (py::handle option : py::iter(call_method(position, "options"))) {
      frame.add_option(option);
    }
    frame.starts.push_back(frame.parts.size());
  }
  static std::uint64_t finish(const Frame<std::uint64_t>& frame) {
    // The mex of n values is at most n: mark those up to n.
    const std::size_t n = frame.option_count();
    std::vector<bool> seen(n + 1, false);
    for (std::size_t option = 0; option < n; ++option) {
      std::uint64_t value = 0;  // an option's value: the nim-sum of its parts'
      for (std::size_t i = frame.starts[option]; i < frame.starts[option + 1]; ++i) {
        value ^= frame.values[i];
      }
      if (value <= n) {
        seen[value] = true;
      }
    }
    std::uint64_t mex = 0;
    while (seen[mex]) {
      ++mex;
    }
    return mex;
  }
  static std::uint64_t sum(const std::vector<std::uint64_t>& values) {
    std::uint64_t total = 0;
    for (std::uint64_t value : values) {
      total ^= value;
    }
    return total;
  }
};

struct Ending {
  using Value = ending::Position;
  // The terminals are the strings '*L' and '*R'; a cgt.Ending may be an option too.
  static std::optional<ending::Position> leaf(const py::object& position) {
    if (py::isinstance<py::str>(position)) {
      const auto text = position.cast<std::string>();
      if (text == "*L") {
        return ending::Position::left_end();
      }
      if (text == "*R") {
        return ending::Position::right_end();
      }
    }
    if (py::isinstance<ending::Position>(position)) {
      return position.cast<ending::Position>();
    }
    return std::nullopt;
  }
  static void expand(Frame<ending::Position>& frame, const py::object& position) {
    for (py::handle option : py::iter(call_method(position, "options"))) {
      frame.add_option(option);
    }
    frame.starts.push_back(frame.parts.size());
    if (frame.option_count() == 0) {
      throw DomainError("position " + std::string(py::repr(position)) +
                        " has no options: an LR-ending game ends in '*L' or '*R' (give one as the option)");
    }
  }
  static ending::Position finish(const Frame<ending::Position>& frame) {
    return Engine::instance().run_step([&] {
      std::vector<ending::Position> options;
      for (std::size_t option = 0; option < frame.option_count(); ++option) {
        options.push_back(sum_parts(frame, option));
      }
      return ending::Position::from_options(std::move(options));
    });
  }
  static ending::Position sum(const std::vector<ending::Position>& values) {
    return Engine::instance().run_step([&] { return sum_of(values.begin(), values.end()); });
  }

 private:
  template <typename It>
  static ending::Position sum_of(It begin, It end) {
    if (begin == end) {
      throw DomainError("an LR-ending position with no parts: give '*L' or '*R'");
    }
    ending::Position total = *begin;
    for (It it = begin + 1; it != end; ++it) {
      total = total + *it;
    }
    return total;
  }
  static ending::Position sum_parts(const Frame<ending::Position>& frame, std::size_t option) {
    auto begin = frame.values.begin() + static_cast<std::ptrdiff_t>(frame.starts[option]);
    auto end = frame.values.begin() + static_cast<std::ptrdiff_t>(frame.starts[option + 1]);
    return sum_of(begin, end);
  }
};

// The value of a whole position: the sum of its parts' values.
template <typename Kind>
typename Kind::Value solve(const py::object& position, Table<typename Kind::Value>& table, std::uint64_t& positions,
                           const Progress& progress) {
  std::vector<Part> parts;
  if (Kind::leaf(position)) {
    parts.push_back({position, position});
  } else {
    append_parts(position, parts);
  }
  std::vector<typename Kind::Value> values;
  for (const Part& part : parts) {
    values.push_back(walk<Kind>(table, positions, part, progress));
  }
  return Kind::sum(values);
}

Progress make_progress(py::object callback, std::int64_t every) {
  if (!callback.is_none() && PyCallable_Check(callback.ptr()) == 0) {
    throw py::type_error("progress: expected a callable(positions, table_size)");
  }
  if (every <= 0) {
    throw DomainError("every: the number of positions between progress reports must be at least 1");
  }
  return Progress{std::move(callback), static_cast<std::uint64_t>(every)};
}

// The caller's solver, or a fresh one for this call.
Solver& solver_of(const py::object& solver, Solver& fresh) {
  if (solver.is_none()) {
    return fresh;
  }
  if (!py::isinstance<Solver>(solver)) {
    throw py::type_error("solver: expected a cgt.Solver");
  }
  return solver.cast<Solver&>();
}

template <typename Kind, typename Pick>
auto entry(Pick pick) {
  return [pick](const py::object& position, const py::object& solver, py::object progress, std::int64_t every) {
    Progress report = make_progress(std::move(progress), every);
    Solver fresh;
    Solver& s = solver_of(solver, fresh);
    return solve<Kind>(position, pick(s), s.positions, report);
  };
}

}  // namespace

void register_rulesets(py::module_& m) {
  py::class_<Solver>(m, "Solver",
                     "The memo of a ruleset's positions, kept between calls of canonical(), grundy() and\n"
                     "ending_value(). Use one Solver per ruleset: positions of two rulesets that compare\n"
                     "equal would share a value.")
      .def(py::init<>())
      .def_property_readonly("positions", [](const Solver& s) { return s.positions; }, "Positions expanded so far.")
      .def_property_readonly("size", &Solver::size, "Positions whose value the solver holds.")
      .def("clear", &Solver::clear, "Forgets every value.")
      .def("__len__", &Solver::size);

  auto args = [] {
    return std::make_tuple(py::arg("position"), py::kw_only(), py::arg("solver") = py::none(),
                           py::arg("progress") = py::none(), py::arg("every") = 10000);
  };
  std::apply([&](auto... a) {
    m.def("canonical", entry<Partizan>([](Solver& s) -> Table<Game>& { return s.partizan; }), a...,
          "The canonical Game of a position: a hashable object with left_options() and right_options()\n"
          "returning iterables of positions (or Games); optional components() (a disjunctive sum) and\n"
          "canonical_key() (the table key, e.g. a symmetry class's representative of the same value).");
  }, args());
  std::apply([&](auto... a) {
    m.def("grundy", entry<Impartial>([](Solver& s) -> Table<std::uint64_t>& { return s.impartial; }), a...,
          "The Grundy value of an impartial position with options(); optional components() and canonical_key().");
  }, args());
  std::apply([&](auto... a) {
    m.def("ending_value", entry<Ending>([](Solver& s) -> Table<ending::Position>& { return s.ending; }), a...,
          "The LR-ending position (cgt.Ending) of a position with options(): both players share them,\n"
          "and play ends in '*L' (Left wins) or '*R' (Right wins), given as options. Optional\n"
          "components() (a sum, Axiom 1) and canonical_key().");
  }, args());
}

}  // namespace cgt::python
