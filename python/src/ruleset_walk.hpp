#pragma once
// The search behind cgt.canonical, cgt.grundy and cgt.ending_value (rulesets.cpp): a Python
// position's game tree walked with an explicit stack of frames, memoised on the positions.
//
// No recursion, in Python or C++: a game 100,000 moves deep needs no more machine stack than
// one move deep, and Python's recursion limit never applies. The walk holds the GIL, as it calls
// the position's methods; each finished position's value is built by `Kind::finish`, which may
// be one engine call (engine.hpp, releasing the GIL). The table maps each position's key (the
// position, or its canonical_key()) to its value.
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "engine.hpp"

namespace cgt::python {

namespace py = pybind11;

// The bound method `name` of a position, or null when it has none. Unlike py::hasattr, an error
// other than AttributeError (a KeyboardInterrupt inside a __getattr__) is raised, not swallowed.
py::object method(const py::object& position, const char* name);
// position.name(), or TypeError naming the missing method.
py::object call_method(const py::object& position, const char* name);
// Raises what Python's SIGINT handler noted (Ctrl-C between engine calls).
void check_signals();
// pybind11's set::contains and set::add ignore an error (a __hash__ or __eq__ that raised),
// which would leave it set for the next call: these raise it.
bool set_contains(const py::set& set, const py::handle& key);
void set_add(const py::set& set, const py::handle& key);
void set_discard(const py::set& set, const py::handle& key);
[[noreturn]] void not_short(const py::object& key);

// A part of a position: its key in the table and the position itself.
struct Part {
  py::object key;
  py::object position;
};

// The table key of a position: its canonical_key(), or the position.
py::object key_of(const py::object& position);
// The components of a position (its disjunctive summands, `components()`), or the position.
void append_parts(const py::object& position, std::vector<Part>& out);

// The bytes a table's entry for `key` holds besides its value: the key itself (sys.getsizeof:
// what the key refers to, a tuple's items say, is not followed, so this counts from below), its
// slot in the dict and its index (a Python int).
std::size_t entry_bytes(const py::handle& key);

// Values by key: a dict from key to an index into `values`. What it holds counts against the
// engine context's memory limit (Engine::memo_bytes): it asks before it takes as much again as
// it holds, so a search whose memo would pass the limit stops with BudgetError.
template <typename Value>
struct Table {
  py::dict index;
  std::vector<Value> values;

  Table() = default;
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;
  ~Table() { Engine::instance().memo_bytes_released(bytes_); }

  const Value* find(const py::object& key) const {
    PyObject* found = PyDict_GetItemWithError(index.ptr(), key.ptr());
    if (found == nullptr) {
      if (PyErr_Occurred() != nullptr) {  // an unhashable key, or a failing __eq__
        throw py::error_already_set();
      }
      return nullptr;
    }
    return &values[py::handle(found).cast<std::size_t>()];
  }
  void add(const py::object& key, Value value) {
    const std::size_t entry = entry_bytes(key) + sizeof(Value);
    if (bytes_ + entry > granted_) [[unlikely]] {
      // As much again as the table holds (the dict and the vector double alike), asked before
      // anything changes.
      const std::size_t extra = std::max(bytes_ + entry, kFirstGrant);
      Engine::instance().check_memo_growth(extra);
      granted_ = bytes_ + extra;
    }
    index[key] = values.size();
    values.push_back(std::move(value));
    bytes_ += entry;
    Engine::instance().memo_bytes_added(entry);
  }
  void clear() {
    index.clear();
    values.clear();
    values.shrink_to_fit();
    Engine::instance().memo_bytes_released(bytes_);
    bytes_ = 0;
    granted_ = 0;
  }

 private:
  static constexpr std::size_t kFirstGrant = std::size_t{64} << 10;
  std::size_t bytes_ = 0;    // counted in Engine::memo_bytes()
  std::size_t granted_ = 0;  // what the last check allowed
};

// One position being expanded: the parts of each of its options, whose values are collected
// in order.
template <typename Value>
struct Frame {
  py::object key;
  std::vector<Part> parts;          // every option's parts, option after option
  std::vector<std::size_t> starts;  // where option i's parts begin (and one past the end)
  std::size_t left_count = 0;       // partizan: options [0, left_count) are Left's
  std::vector<Value> values;        // of parts[0..values.size())
  std::size_t next = 0;             // the next part whose value is wanted

  // Adds one option: its parts.
  void add_option(const py::handle& option) {
    starts.push_back(parts.size());
    append_parts(py::reinterpret_borrow<py::object>(option), parts);
  }
  [[nodiscard]] std::size_t option_count() const { return starts.size() - 1; }
};

// Reports progress every `every` positions expanded.
struct Progress {
  py::object callback;
  std::uint64_t every = 10000;

  void expanded(std::uint64_t positions, std::size_t table_size) const {
    if (!callback.is_none() && positions % every == 0) {
      callback(positions, table_size);
    }
  }
};

// The value of one part. `Kind` gives
//   using Value;
//   static std::optional<Value> leaf(const py::object& position);  // a value without a search
//   static void expand(Frame<Value>&, const py::object& position);  // add_option for each option,
//                                                                   // then starts.push_back(parts.size())
//   static Value finish(const Frame<Value>&);                        // from the options' parts' values
template <typename Kind>
typename Kind::Value walk(Table<typename Kind::Value>& table, std::uint64_t& positions, const Part& root,
                          const Progress& progress) {
  using Value = typename Kind::Value;
  if (auto value = Kind::leaf(root.position)) {
    return *value;
  }
  if (const Value* value = table.find(root.key)) {
    return *value;
  }
  py::set on_stack;  // keys being expanded: one seen again means a loop
  std::vector<Frame<Value>> stack;
  auto push = [&](const Part& part) {
    check_signals();
    Frame<Value> frame;
    frame.key = part.key;
    Kind::expand(frame, part.position);
    stack.push_back(std::move(frame));
    set_add(on_stack, part.key);
  };
  push(root);
  for (;;) {
    Frame<Value>& frame = stack.back();
    if (frame.next < frame.parts.size()) {
      const Part part = frame.parts[frame.next];
      std::optional<Value> value = Kind::leaf(part.position);
      if (!value) {
        if (const Value* known = table.find(part.key)) {
          value = *known;
        }
      }
      if (value) {
        frame.values.push_back(std::move(*value));
        ++frame.next;
        continue;
      }
      if (set_contains(on_stack, part.key)) {
        not_short(part.key);
      }
      push(part);  // `frame` may be invalid from here
      continue;
    }
    Value value = Kind::finish(frame);
    table.add(frame.key, value);
    set_discard(on_stack, frame.key);
    progress.expanded(++positions, table.values.size());
    stack.pop_back();
    if (stack.empty()) {
      return value;
    }
  }
}

}  // namespace cgt::python
