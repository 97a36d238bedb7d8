// The engine's exceptions as Python exceptions (docs/python.md, "Errors"). Each is a subclass
// of cgt.Error and of the built-in exception a Python user would catch for it: bad text or an
// undefined operation is a ValueError, a limit or a misuse of contexts a RuntimeError.
#include <Python.h>

#include <string>

#include "bindings.hpp"
#include "cgt/error.hpp"
#include "engine.hpp"

namespace cgt::python {

namespace {

struct Types {
  PyObject* error = nullptr;
  PyObject* parse = nullptr;
  PyObject* domain = nullptr;
  PyObject* limit = nullptr;
  PyObject* budget = nullptr;
  PyObject* context = nullptr;
};
Types types;

PyObject* make_type(py::module_& m, const char* name, py::tuple bases, const char* doc) {
  const std::string qualified = std::string("cgt.") + name;
  PyObject* type = PyErr_NewExceptionWithDoc(qualified.c_str(), doc, bases.ptr(), nullptr);
  if (type == nullptr) {
    throw py::error_already_set();
  }
  m.attr(name) = py::handle(type);  // the module holds a reference; so does `types`
  return type;
}

py::handle h(PyObject* type) { return py::handle(type); }

void set(PyObject* type, const char* message) { PyErr_SetString(type, message); }

}  // namespace

void register_errors(py::module_& m) {
  types.error = make_type(m, "Error", py::make_tuple(h(PyExc_Exception)), "Every error cgt raises.");
  types.parse = make_type(m, "ParseError", py::make_tuple(h(types.error), h(PyExc_ValueError)),
                          "Text that does not follow the grammar; `column` is 1-based (0: the whole text).");
  types.domain = make_type(m, "DomainError", py::make_tuple(h(types.error), h(PyExc_ValueError)),
                           "An operation with no answer for these arguments, or an invalid position.");
  types.limit = make_type(m, "LimitError", py::make_tuple(h(types.error), h(PyExc_RuntimeError)),
                          "A computation that would pass a size limit or its budget (cgt.set_limits).");
  types.budget = make_type(m, "BudgetError", py::make_tuple(h(types.limit)),
                           "The work or memory budget of the call ran out (cgt.set_limits).");
  types.context = make_type(m, "ContextError", py::make_tuple(h(types.error), h(PyExc_RuntimeError)),
                            "A game used in a context it does not belong to: a bug, never the input.");

  py::register_exception_translator([](std::exception_ptr thrown) {
    try {
      if (thrown) {
        std::rethrow_exception(thrown);
      }
    } catch (const Interrupted&) {
      PyErr_SetNone(PyExc_KeyboardInterrupt);
    } catch (const CancelledError&) {
      PyErr_SetNone(PyExc_KeyboardInterrupt);
    } catch (const ParseError& e) {
      py::object error = h(types.parse)(e.what());
      error.attr("column") = e.column();
      error.attr("subject") = e.subject();
      PyErr_SetObject(types.parse, error.ptr());
    } catch (const BudgetError& e) {
      set(types.budget, e.what());
    } catch (const LimitError& e) {
      set(types.limit, e.what());
    } catch (const DomainError& e) {
      set(types.domain, e.what());
    } catch (const ContextError& e) {
      set(types.context, e.what());
    } catch (const std::bad_alloc&) {
      PyErr_SetString(PyExc_MemoryError, "out of memory");
    }
    // Anything else: pybind11's own translators (std::exception becomes RuntimeError).
  });
}

}  // namespace cgt::python
