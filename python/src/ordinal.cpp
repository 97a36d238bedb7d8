// cgt.Ordinal: ordinals below ε₀ (include/core/cgt/ordinal.hpp). Ordinals belong to no context,
// so their operations run with the GIL held and without the engine's mutex: each is bounded by
// the ordinal limits (LimitError), and sharing one between threads is safe (an Ordinal's terms
// are immutable and reference-counted atomically).
#include <pybind11/operators.h>

#include <string>

#include "bindings.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt::python {

namespace {

// An Ordinal, an int (≥ 0) or a text, as an Ordinal; nullopt for any other type.
std::optional<Ordinal> coerce(py::handle value) {
  if (py::isinstance<Ordinal>(value)) {
    return value.cast<Ordinal>();
  }
  if (PyLong_Check(value.ptr()) && !PyBool_Check(value.ptr())) {
    const Integer n = to_integer(value);
    if (n.sign() < 0) {
      throw DomainError("ordinal: " + n.to_string() + " is negative (ordinals are at least 0)");
    }
    return Ordinal::from_natural(n);
  }
  return std::nullopt;
}

Ordinal from_object(py::handle value) {
  if (py::isinstance<py::str>(value)) {
    return parse_ordinal(value.cast<std::string>());
  }
  if (auto ordinal = coerce(value)) {
    return *ordinal;
  }
  throw py::type_error("cgt.Ordinal: expected an ordinal's text, an int or an Ordinal");
}

// A binary operator that returns NotImplemented for types it does not know, so Python can try
// the other operand (and `==` with a string is False rather than an error).
template <typename Op>
auto binary(Op op) {
  return [op](const Ordinal& a, py::handle b) -> py::object {
    auto other = coerce(b);
    if (!other) {
      return py::reinterpret_borrow<py::object>(Py_NotImplemented);
    }
    return py::cast(op(a, *other));
  };
}
template <typename Op>
auto reflected(Op op) {
  return [op](const Ordinal& b, py::handle a) -> py::object {
    auto other = coerce(a);
    if (!other) {
      return py::reinterpret_borrow<py::object>(Py_NotImplemented);
    }
    return py::cast(op(*other, b));
  };
}

py::int_ to_int(const Ordinal& a) {
  if (!a.is_finite()) {
    throw DomainError("ordinal " + a.to_string() + " is infinite: it has no int value");
  }
  return from_integer(a.finite_value());
}

}  // namespace

void register_ordinal(py::module_& m) {
  py::class_<Ordinal> cls(m, "Ordinal", "An ordinal below epsilon_0 in Cantor normal form, exact.");
  cls.def(py::init([](py::handle value) { return from_object(value); }), py::arg("value") = 0,
          "From a text ('w^2+1', 'omega*3', 'ω·2') or an int >= 0.")
      .def("__str__", &Ordinal::to_string)
      .def("__repr__", [](const Ordinal& a) { return "Ordinal('" + a.to_string() + "')"; })
      .def("unicode", &Ordinal::to_unicode, "The text with ω and · for people.")
      .def("__int__", to_int)
      .def("__bool__", [](const Ordinal& a) { return !a.is_zero(); })
      .def("__hash__",
           [](const Ordinal& a) -> py::int_ {
             // Equal to an int's hash when finite, as Ordinal(3) == 3.
             if (a.is_finite()) {
               return py::int_(py::hash(to_int(a)));
             }
             return py::int_(static_cast<long long>(a.hash() >> 1));
           })
      .def_property_readonly("is_finite", &Ordinal::is_finite)
      .def_property_readonly("is_limit", &Ordinal::is_limit)
      .def_property_readonly("is_successor", &Ordinal::is_successor)
      .def("__add__", binary([](const Ordinal& a, const Ordinal& b) { return a + b; }))
      .def("__radd__", reflected([](const Ordinal& a, const Ordinal& b) { return a + b; }))
      .def("__sub__", binary([](const Ordinal& a, const Ordinal& b) { return a - b; }),
           "Left subtraction: the g with b + g == a; DomainError when b > a.")
      .def("__rsub__", reflected([](const Ordinal& a, const Ordinal& b) { return a - b; }))
      .def("__mul__", binary([](const Ordinal& a, const Ordinal& b) { return a * b; }))
      .def("__rmul__", reflected([](const Ordinal& a, const Ordinal& b) { return a * b; }))
      .def("__pow__", binary([](const Ordinal& a, const Ordinal& b) { return power(a, b); }))
      .def("__rpow__", reflected([](const Ordinal& a, const Ordinal& b) { return power(a, b); }))
      .def("__eq__", binary([](const Ordinal& a, const Ordinal& b) { return a == b; }))
      .def("__ne__", binary([](const Ordinal& a, const Ordinal& b) { return a != b; }))
      .def("__lt__", binary([](const Ordinal& a, const Ordinal& b) { return a < b; }))
      .def("__le__", binary([](const Ordinal& a, const Ordinal& b) { return a <= b; }))
      .def("__gt__", binary([](const Ordinal& a, const Ordinal& b) { return a > b; }))
      .def("__ge__", binary([](const Ordinal& a, const Ordinal& b) { return a >= b; }))
      .def("natural_sum", [](const Ordinal& a, py::handle b) { return natural_sum(a, from_object(b)); },
           "Natural (Hessenberg) sum: coefficient-wise addition.")
      .def("nim_sum", [](const Ordinal& a, py::handle b) { return nim_sum(a, from_object(b)); },
           "Nim-sum: coefficient-wise exclusive or.")
      .def(py::pickle([](const Ordinal& a) { return a.to_string(); },
                      [](const std::string& text) { return parse_ordinal(text); }));

  m.def("ordinal", [](const std::string& text) { return parse_ordinal(text); }, py::arg("text"),
        "Parses an ordinal: 'w^2*3+1', 'omega', 'ω·2'. ParseError names the column.");
  m.def("natural_sum", [](py::handle a, py::handle b) { return natural_sum(from_object(a), from_object(b)); });
  m.def("nim_sum", [](py::handle a, py::handle b) { return nim_sum(from_object(a), from_object(b)); });
}

}  // namespace cgt::python
