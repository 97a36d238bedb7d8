// Rulesets written in Python (docs/python.md, "Rulesets you define"): cgt.canonical and
// cgt.grundy search a Python position's game tree, memoised on the positions, and the engine
// builds the values (canonical forms in C++, mex in C++).
//
// The search is a loop over an explicit stack of frames here in C++, never a recursion in
// Python or C++, so a game 100,000 moves deep needs no more machine stack than one move deep
// (and Python's recursion limit never applies). It holds the GIL, as it calls the position's
// methods; each finished position's canonical form is one engine call (engine.hpp), which
// releases it. The table maps each position's key (the position, or its canonical_key()) to its
// value, in a Solver that the caller may keep between calls.
#include <string>
#include <vector>

#include "bindings.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "engine.hpp"

namespace cgt::python {

namespace {

// The memo tables of one ruleset: a dict from key to the index of its value.
class Solver {
 public:
  py::dict partizan_index;
  std::vector<Game> partizan_values;
  py::dict grundy_values;  // key -> int
  std::uint64_t positions = 0;  // positions expanded, over all calls

  void clear() {
    partizan_index.clear();
    partizan_values.clear();
    grundy_values.clear();
    positions = 0;
  }
};

// Reports progress every `every` positions expanded.
struct Progress {
  py::object callback;
  std::uint64_t every = 10000;

  void expanded(const Solver& solver, std::size_t table_size) const {
    if (!callback.is_none() && every != 0 && solver.positions % every == 0) {
      callback(solver.positions, table_size);
    }
  }
};

// A part of a position: its key in the table and the position itself.
struct Part {
  py::object key;
  py::object position;
};

// The bound method `name` of a position, or null when it has none. Unlike py::hasattr, an error
// other than AttributeError (a KeyboardInterrupt in a __getattr__) is raised, not swallowed.
py::object method(const py::object& position, const char* name) {
  PyObject* found = PyObject_GetAttrString(position.ptr(), name);
  if (found == nullptr) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) {
      throw py::error_already_set();
    }
    PyErr_Clear();
    return py::object();
  }
  return py::reinterpret_steal<py::object>(found);
}

py::object key_of(const py::object& position) {
  if (py::object canonical_key = method(position, "canonical_key")) {
    return canonical_key();
  }
  return position;
}

// The components of a position (its disjunctive summands), or the position itself.
void append_parts(const py::object& position, std::vector<Part>& out) {
  if (py::object components = method(position, "components")) {
    for (py::handle part : py::iter(components())) {
      auto component = py::reinterpret_borrow<py::object>(part);
      out.push_back({key_of(component), component});
    }
    return;
  }
  out.push_back({key_of(position), position});
}

py::object call_method(const py::object& position, const char* name) {
  py::object found = method(position, name);
  if (!found) {
    throw py::type_error(std::string("a position needs a method ") + name + "(): " +
                         std::string(py::repr(position)));
  }
  return found();
}

void check_signals() {
  // Python's own SIGINT handler is in place between engine calls; this raises what it noted.
  if (PyErr_CheckSignals() != 0) {
    throw py::error_already_set();
  }
}

// pybind11's set::contains and set::add ignore an error (a __hash__ or __eq__ that raised, or a
// KeyboardInterrupt inside one), which would leave it set for the next call: check it here.
bool set_contains(const py::set& set, const py::object& key) {
  const int found = PySet_Contains(set.ptr(), key.ptr());
  if (found < 0) {
    throw py::error_already_set();
  }
  return found == 1;
}

void set_add(const py::set& set, const py::object& key) {
  if (PySet_Add(set.ptr(), key.ptr()) < 0) {
    throw py::error_already_set();
  }
}

[[noreturn]] void not_short(const py::object& key) {
  throw DomainError("position " + std::string(py::repr(key)) +
                    " comes back during its own search: the game is not short (a loop)");
}

// One position being expanded: the parts of each of its options, whose values are collected
// in order.
struct Frame {
  py::object key;
  std::vector<Part> parts;          // every option's parts, option after option
  std::vector<std::size_t> starts;  // where option i's parts begin (and one past the end)
  std::size_t left_count = 0;       // options [0, left_count) are Left's
  std::vector<Game> values;         // of parts[0..values.size())
  std::size_t next = 0;             // the next part whose value is wanted
};

// ---------------------------------------------------------------------------------------------
// Partizan: left_options() / right_options().

Frame partizan_frame(py::object key, const py::object& position) {
  Frame frame;
  frame.key = std::move(key);
  for (const char* side : {"left_options", "right_options"}) {
    for (py::handle option : py::iter(call_method(position, side))) {
      frame.starts.push_back(frame.parts.size());
      append_parts(py::reinterpret_borrow<py::object>(option), frame.parts);
    }
    if (side[0] == 'l') {
      frame.left_count = frame.starts.size();
    }
  }
  frame.starts.push_back(frame.parts.size());
  return frame;
}

Game finish_partizan(const Frame& frame) {
  return Engine::instance().run([&] {
    std::vector<Game> left;
    std::vector<Game> right;
    for (std::size_t option = 0; option + 1 < frame.starts.size(); ++option) {
      Game sum;
      for (std::size_t i = frame.starts[option]; i < frame.starts[option + 1]; ++i) {
        sum += frame.values[i];
      }
      (option < frame.left_count ? left : right).push_back(sum);
    }
    return game_from_options(std::move(left), std::move(right));
  });
}

Game partizan_value(Solver& solver, const Part& root, const Progress& progress) {
  auto known = [&](const py::object& key) -> const Game* {
    PyObject* index = PyDict_GetItemWithError(solver.partizan_index.ptr(), key.ptr());
    if (index == nullptr) {
      if (PyErr_Occurred() != nullptr) {  // an unhashable key, or a failing __eq__
        throw py::error_already_set();
      }
      return nullptr;
    }
    return &solver.partizan_values[py::handle(index).cast<std::size_t>()];
  };
  if (const Game* value = known(root.key)) {
    return *value;
  }
  py::set on_stack;  // keys being expanded: one seen again means a loop
  std::vector<Frame> stack;
  stack.push_back(partizan_frame(root.key, root.position));
  set_add(on_stack, root.key);
  for (;;) {
    Frame& frame = stack.back();
    if (frame.next < frame.parts.size()) {
      const Part& part = frame.parts[frame.next];
      if (const Game* value = known(part.key)) {
        frame.values.push_back(*value);
        ++frame.next;
        continue;
      }
      if (set_contains(on_stack, part.key)) {
        not_short(part.key);
      }
      check_signals();
      py::object key = part.key;
      Frame child = partizan_frame(key, part.position);  // may invalidate `frame` once pushed
      stack.push_back(std::move(child));
      set_add(on_stack, key);
      continue;
    }
    const Game value = finish_partizan(frame);
    solver.partizan_index[frame.key] = solver.partizan_values.size();
    solver.partizan_values.push_back(value);
    if (PySet_Discard(on_stack.ptr(), frame.key.ptr()) < 0) {
      throw py::error_already_set();
    }
    ++solver.positions;
    progress.expanded(solver, solver.partizan_values.size());
    stack.pop_back();
    if (stack.empty()) {
      return value;
    }
  }
}

Game canonical(const py::object& position, Solver& solver, const Progress& progress) {
  std::vector<Part> parts;
  append_parts(position, parts);
  std::vector<Game> values;
  for (const Part& part : parts) {
    values.push_back(partizan_value(solver, part, progress));
  }
  return Engine::instance().run([&] {
    Game sum;
    for (Game value : values) {
      sum += value;
    }
    return sum;
  });
}

// ---------------------------------------------------------------------------------------------
// Impartial: options(). The same walk; values are Grundy numbers, an option's the nim-sum of
// its parts', a position's the mex of its options'.

struct ImpartialFrame {
  py::object key;
  std::vector<Part> parts;
  std::vector<std::size_t> starts;
  std::vector<std::uint64_t> values;
  std::size_t next = 0;
};

ImpartialFrame impartial_frame(py::object key, const py::object& position) {
  ImpartialFrame frame;
  frame.key = std::move(key);
  for (py::handle option : py::iter(call_method(position, "options"))) {
    frame.starts.push_back(frame.parts.size());
    append_parts(py::reinterpret_borrow<py::object>(option), frame.parts);
  }
  frame.starts.push_back(frame.parts.size());
  return frame;
}

std::uint64_t mex_of_options(const ImpartialFrame& frame) {
  const std::size_t options = frame.starts.size() - 1;
  // The mex of n values is at most n: mark those below n + 1.
  std::vector<bool> seen(options + 1, false);
  for (std::size_t option = 0; option < options; ++option) {
    std::uint64_t value = 0;
    for (std::size_t i = frame.starts[option]; i < frame.starts[option + 1]; ++i) {
      value ^= frame.values[i];
    }
    if (value <= options) {
      seen[value] = true;
    }
  }
  std::uint64_t mex = 0;
  while (seen[mex]) {
    ++mex;
  }
  return mex;
}

std::uint64_t grundy_value(Solver& solver, const Part& root, const Progress& progress) {
  auto known = [&](const py::object& key) -> std::optional<std::uint64_t> {
    PyObject* value = PyDict_GetItemWithError(solver.grundy_values.ptr(), key.ptr());
    if (value == nullptr) {
      if (PyErr_Occurred() != nullptr) {
        throw py::error_already_set();
      }
      return std::nullopt;
    }
    return py::handle(value).cast<std::uint64_t>();
  };
  if (auto value = known(root.key)) {
    return *value;
  }
  py::set on_stack;
  std::vector<ImpartialFrame> stack;
  stack.push_back(impartial_frame(root.key, root.position));
  set_add(on_stack, root.key);
  for (;;) {
    ImpartialFrame& frame = stack.back();
    if (frame.next < frame.parts.size()) {
      const Part& part = frame.parts[frame.next];
      if (auto value = known(part.key)) {
        frame.values.push_back(*value);
        ++frame.next;
        continue;
      }
      if (set_contains(on_stack, part.key)) {
        not_short(part.key);
      }
      check_signals();
      py::object key = part.key;
      ImpartialFrame child = impartial_frame(key, part.position);
      stack.push_back(std::move(child));
      set_add(on_stack, key);
      continue;
    }
    const std::uint64_t value = mex_of_options(frame);
    solver.grundy_values[frame.key] = value;
    if (PySet_Discard(on_stack.ptr(), frame.key.ptr()) < 0) {
      throw py::error_already_set();
    }
    ++solver.positions;
    progress.expanded(solver, py::len(solver.grundy_values));
    stack.pop_back();
    if (stack.empty()) {
      return value;
    }
  }
}

std::uint64_t grundy(const py::object& position, Solver& solver, const Progress& progress) {
  std::vector<Part> parts;
  append_parts(position, parts);
  std::uint64_t sum = 0;
  for (const Part& part : parts) {
    sum ^= grundy_value(solver, part, progress);
  }
  return sum;
}

Progress make_progress(py::object callback, std::int64_t every) {
  if (!callback.is_none() && !PyCallable_Check(callback.ptr())) {
    throw py::type_error("progress: expected a callable(positions, table_size)");
  }
  if (every <= 0) {
    throw DomainError("every: the number of positions between progress reports must be at least 1");
  }
  return Progress{std::move(callback), static_cast<std::uint64_t>(every)};
}

// The caller's solver, or a fresh one for this call.
template <typename F>
auto with_solver(py::object solver, F f) {
  if (solver.is_none()) {
    Solver fresh;
    return f(fresh);
  }
  if (!py::isinstance<Solver>(solver)) {
    throw py::type_error("solver: expected a cgt.Solver");
  }
  return f(solver.cast<Solver&>());
}

}  // namespace

void register_rulesets(py::module_& m) {
  py::class_<Solver>(m, "Solver",
                     "The memo of a ruleset's positions, kept between calls of canonical() and grundy().\n"
                     "Use one Solver per ruleset: keys of two rulesets that compare equal would share a value.")
      .def(py::init<>())
      .def_property_readonly("positions", [](const Solver& s) { return s.positions; },
                             "Positions expanded so far.")
      .def_property_readonly("size", [](const Solver& s) { return s.partizan_values.size() + py::len(s.grundy_values); },
                             "Positions whose value the solver holds.")
      .def("clear", &Solver::clear, "Forgets every value.")
      .def("__len__", [](const Solver& s) { return s.partizan_values.size() + py::len(s.grundy_values); });

  const char* canonical_doc =
      "The canonical Game of a position: any hashable object with left_options() and right_options()\n"
      "returning iterables of positions; optional components() (a disjunctive sum) and canonical_key()\n"
      "(the table key, e.g. a symmetry class's representative: it must have the same value).";
  m.def(
      "canonical",
      [](py::object position, py::object solver, py::object progress, std::int64_t every) {
        Progress report = make_progress(std::move(progress), every);
        return with_solver(std::move(solver), [&](Solver& s) { return canonical(position, s, report); });
      },
      py::arg("position"), py::kw_only(), py::arg("solver") = py::none(), py::arg("progress") = py::none(),
      py::arg("every") = 10000, canonical_doc);
  m.def(
      "grundy",
      [](py::object position, py::object solver, py::object progress, std::int64_t every) {
        Progress report = make_progress(std::move(progress), every);
        return with_solver(std::move(solver), [&](Solver& s) { return grundy(position, s, report); });
      },
      py::arg("position"), py::kw_only(), py::arg("solver") = py::none(), py::arg("progress") = py::none(),
      py::arg("every") = 10000,
      "The Grundy value of an impartial position with options(); optional components() and canonical_key().");
}

}  // namespace cgt::python
