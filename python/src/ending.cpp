// cgt.Ending: LR-ending positions (include/ending/cgt/*.hpp), ids into the ending store of the
// module's context. `==` and `hash` go by the simplified forms: equal simplified forms are
// proven equivalent (every simplification step is a theorem of paper 003); whether unequal ones
// can still be equivalent is the paper's open question, so `!=` proves nothing.
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_exact.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_fingerprint.hpp"
#include "cgt/ending_value.hpp"
#include "engine.hpp"

namespace cgt::python {

namespace {

using ending::Position;

Engine& engine() { return Engine::instance(); }

std::string value_text(Position p) {
  return engine().run([&] { return ending::to_text(ending::simplify(p)); });
}

}  // namespace

void register_ending(py::module_& m) {
  py::class_<Position>(m, "Ending",
                       "An LR-ending position (paper 003): both players share the options, play ends in *L or *R.")
      .def("__str__", &value_text, "The canonical text of the simplified value.")
      .def("__repr__", [](Position p) { return "cgt.ending('" + value_text(p) + "')"; })
      .def_property_readonly("value", &value_text)
      .def_property_readonly("tree", [](Position p) { return engine().run([&] { return ending::to_text(p); }); },
                             "The text of the position's own tree (not simplified).")
      .def_property_readonly("outcome",
                             [](Position p) { return std::string(outcome_name(engine().run([&] { return p.outcome(); }))); })
      .def_property_readonly("birthday", [](Position p) { return engine().run([&] { return p.birthday(); }); })
      .def_property_readonly("options", [](Position p) {
        return engine().run([&] {
          auto span = p.options();
          return std::vector<Position>(span.begin(), span.end());
        });
      })
      .def_property_readonly("simplified", [](Position p) { return engine().run([&] { return ending::simplify(p); }); })
      .def("conjugate", [](Position p) { return engine().run([&] { return p.conjugate(); }); },
           "*L and *R swapped everywhere.")
      .def("exactly_equivalent",
           [](Position a, Position b) -> std::optional<bool> {
             const ending::ExactVerdict verdict = engine().run([&] { return ending::decide_exactly(a, b); });
             if (verdict == ending::ExactVerdict::kUndecided) return std::nullopt;
             return verdict == ending::ExactVerdict::kEquivalent;
           },
           py::arg("other"),
           "Whether the two positions are equivalent in every sum (Definition 2.10), decided exactly by the "
           "closure of outcome vectors over their subpositions: True or False, None when they have more than "
           "63 subpositions together (cgt/ending_exact.hpp).")
      .def_property_readonly("reverts_to",
                             [](Position p) { return engine().run([&] { return ending::reverts_to_terminal(p); }); },
                             "*L (or *R) when every option has it as an option and the outcome is L (R), which "
                             "proves the position equivalent to it; else None.")
      .def("outcome_digests",
           [](Position p, int search_bound) {
             const ending::OutcomeDigests d = engine().run([&] { return ending::outcome_digests(p, search_bound); });
             return py::make_tuple(d.signature, d.fingerprint);
           },
           py::arg("search_bound") = 3,
           "(signature, fingerprint): digests of the outcomes in sums with the positions searched up to the "
           "bound, and with 20000 more. Equivalent positions have equal digests; different digests prove "
           "two positions different.")
      .def("__add__", [](Position a, const Position& b) { return engine().run([&] { return a + b; }); })
      .def("__eq__",
           [](Position a, py::handle b) -> py::object {
             if (!py::isinstance<Position>(b)) {
               return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             }
             const Position other = b.cast<Position>();
             return py::bool_(engine().run([&] { return ending::simplify(a) == ending::simplify(other); }));
           })
      .def("__hash__", [](Position p) { return std::hash<Position>()(engine().run([&] { return ending::simplify(p); })); });

  m.def("ending", [](const std::string& text) {
    return engine().run([&] { return ending::build_position(ending::parse_expression(text)); });
  }, py::arg("text"), "An LR-ending position in the `cgt ending` syntax: '*L', '*R_3', 'X_2', '{*L, *R}', 'G + H', '~G'.");
}

}  // namespace cgt::python
