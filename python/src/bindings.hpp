#pragma once
// What the binding files share: the registration function of each topic, and the conversions
// between the engine's exact numbers and Python's (int of any size, fractions.Fraction).
#include <pybind11/pybind11.h>

#include "cgt/dyadic.hpp"
#include "cgt/integer.hpp"

namespace cgt::python {

namespace py = pybind11;

void register_errors(py::module_& m);
void register_ordinal(py::module_& m);
void register_game(py::module_& m);
void register_ending(py::module_& m);
void register_rulesets(py::module_& m);
void register_commands(py::module_& m);
void register_solve_python(py::module_& m);

// A Python int (any size) as an Integer; TypeError for anything that is not an int.
Integer to_integer(py::handle value);
py::int_ from_integer(const Integer& value);
// An exact fractions.Fraction.
py::object from_dyadic(const Dyadic& value);
// A Python int or a Fraction whose denominator is a power of two; nullopt for another type,
// DomainError for another denominator.
std::optional<Dyadic> to_dyadic(py::handle value);

}  // namespace cgt::python
