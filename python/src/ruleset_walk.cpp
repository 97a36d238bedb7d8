#include "ruleset_walk.hpp"

#include <unordered_map>

namespace cgt::python {

py::object method(const py::object& position, const char* name) {
  // Looked up without an AttributeError when there is none: most positions have no
  // components() or canonical_key(), and making and dropping two exceptions per position was a
  // large part of a search. The names are interned once (string literals, so keyed by address).
  static std::unordered_map<const char*, PyObject*> names;
  PyObject*& interned = names[name];
  if (interned == nullptr) {
    interned = PyUnicode_InternFromString(name);
    if (interned == nullptr) {
      throw py::error_already_set();
    }
  }
  PyObject* found = nullptr;
#if PY_VERSION_HEX >= 0x030D0000
  const int status = PyObject_GetOptionalAttr(position.ptr(), interned, &found);
#else
  const int status = _PyObject_LookupAttr(position.ptr(), interned, &found);
#endif
  if (status < 0) {
    throw py::error_already_set();
  }
  if (status == 0) {
    return py::object();
  }
  return py::reinterpret_steal<py::object>(found);
}

py::object call_method(const py::object& position, const char* name) {
  py::object found = method(position, name);
  if (!found) {
    throw py::type_error(std::string("a position needs a method ") + name + "(): " + std::string(py::repr(position)));
  }
  return found();
}

void check_signals() {
  // Python's own SIGINT handler is in place between engine calls; this raises what it noted.
  if (PyErr_CheckSignals() != 0) {
    throw py::error_already_set();
  }
}

bool set_contains(const py::set& set, const py::handle& key) {
  const int found = PySet_Contains(set.ptr(), key.ptr());
  if (found < 0) {
    throw py::error_already_set();
  }
  return found == 1;
}

void set_add(const py::set& set, const py::handle& key) {
  if (PySet_Add(set.ptr(), key.ptr()) < 0) {
    throw py::error_already_set();
  }
}

void set_discard(const py::set& set, const py::handle& key) {
  if (PySet_Discard(set.ptr(), key.ptr()) < 0) {
    throw py::error_already_set();
  }
}

void not_short(const py::object& key) {
  throw DomainError("position " + std::string(py::repr(key)) +
                    " comes back during its own search: the game is not short (a loop)");
}

std::size_t entry_bytes(const py::handle& key) {
  // A dict keeps about 1.5 slots of 24 bytes (hash, key, value) per entry and an index array
  // beside them; the index is an int of 28 bytes in a 32-byte block once past 256.
  constexpr std::size_t kDictAndIndex = 96;
  static PyObject* const getsizeof = [] {
    PyObject* function = PySys_GetObject("getsizeof");  // borrowed
    Py_XINCREF(function);
    return function;
  }();
  if (getsizeof == nullptr) {
    return kDictAndIndex;
  }
  PyObject* size = PyObject_CallFunctionObjArgs(getsizeof, key.ptr(), nullptr);
  if (size == nullptr) {
    throw py::error_already_set();
  }
  const std::size_t bytes = PyLong_AsSize_t(size);
  Py_DECREF(size);
  if (bytes == static_cast<std::size_t>(-1) && PyErr_Occurred() != nullptr) {
    throw py::error_already_set();
  }
  return bytes + kDictAndIndex;
}

py::object key_of(const py::object& position) {
  if (py::object canonical_key = method(position, "canonical_key")) {
    return canonical_key();
  }
  return position;
}

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

}  // namespace cgt::python
