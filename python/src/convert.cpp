// Exact numbers both ways. Machine-size values go through C's long long; larger ones through
// their decimal text, which both sides read and write exactly (rare, so speed does not matter).
#include <climits>
#include <string>

#include "bindings.hpp"
#include "cgt/error.hpp"

namespace cgt::python {

Integer to_integer(py::handle value) {
  if (!PyLong_Check(value.ptr())) {
    throw py::type_error("expected an int, got " + std::string(py::str(py::type::handle_of(value).attr("__name__"))));
  }
  int overflow = 0;
  const long long small = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow == 0) {
    if (small == -1 && PyErr_Occurred() != nullptr) {
      throw py::error_already_set();
    }
    return Integer(static_cast<std::int64_t>(small));
  }
  const std::string text = py::str(value);
  return *Integer::parse(text);
}

py::int_ from_integer(const Integer& value) {
  if (value.fits_int64()) {
    return py::int_(static_cast<long long>(value.to_int64()));
  }
  const std::string text = value.to_string();
  return py::reinterpret_steal<py::int_>(PyLong_FromString(text.c_str(), nullptr, 10));
}

namespace {
py::object fraction_type() {
  static const auto* type = new py::object(py::module_::import("fractions").attr("Fraction"));
  return *type;
}
}  // namespace

py::object from_dyadic(const Dyadic& value) {
  return fraction_type()(from_integer(value.numerator()), from_integer(value.denominator()));
}

std::optional<Dyadic> to_dyadic(py::handle value) {
  if (PyBool_Check(value.ptr())) {
    return std::nullopt;  // True is not a number of a game
  }
  if (PyLong_Check(value.ptr())) {
    return Dyadic(to_integer(value));
  }
  if (!py::isinstance(value, fraction_type())) {
    return std::nullopt;
  }
  const Integer numerator = to_integer(value.attr("numerator"));
  const Integer denominator = to_integer(value.attr("denominator"));
  // A power of two has one bit set.
  const std::uint64_t exponent = denominator.bit_length() - 1;
  if (denominator.lowest_set_bit_from(0) != exponent) {
    throw DomainError("number " + std::string(py::str(value)) + ": a game's number must be dyadic (a denominator that is a power of two)");
  }
  return Dyadic(numerator, exponent);
}

}  // namespace cgt::python
