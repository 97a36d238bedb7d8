// The compiled part of the Python package: `cgt._cgt`. python/cgt/__init__.py re-exports it.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "cgt/context.hpp"
#include "engine.hpp"

namespace py = pybind11;
using cgt::python::Engine;

PYBIND11_MODULE(_cgt, m) {
  m.doc() = "cgt: combinatorial game theory with ordinals (the compiled engine).";
  cgt::python::register_errors(m);
  cgt::python::register_ordinal(m);
  cgt::python::register_game(m);
  cgt::python::register_ending(m);
  cgt::python::register_rulesets(m);
  cgt::python::register_commands(m);
  cgt::python::register_solve_python(m);

  m.def(
      "set_limits",
      [](py::object work, py::object memory) {
        const cgt::Limits current = Engine::instance().limits();
        // An argument left out keeps its limit: set_limits(work=...) must not drop the memory limit.
        auto value = [](const py::object& limit, std::uint64_t kept, const char* name) -> std::uint64_t {
          if (limit.is(py::ellipsis())) {
            return kept;
          }
          if (limit.is_none()) {
            return 0;
          }
          const cgt::Integer n = cgt::python::to_integer(limit);
          if (n.sign() < 0 || !n.fits_int64()) {
            throw cgt::DomainError(std::string(name) + ": a limit is a number from 0 (none) to 2^63-1");
          }
          return static_cast<std::uint64_t>(n.to_int64());
        };
        Engine::instance().set_limits({.work = value(work, current.work, "work"),
                                       .memory = static_cast<std::size_t>(value(memory, current.memory, "memory"))});
      },
      py::kw_only(), py::arg("work") = py::ellipsis(), py::arg("memory") = py::ellipsis(),
      "The budget of every later engine call: work steps (about 50 ns each) and bytes held by the\n"
      "engine's stores; None or 0 means no limit, an argument left out keeps its limit. By default\n"
      "no work limit and 2 GiB of memory. A call past either raises BudgetError.");
  m.def("limits", [] {
    const cgt::Limits limits = Engine::instance().limits();
    return py::dict(py::arg("work") = limits.work, py::arg("memory") = limits.memory);
  });
}
