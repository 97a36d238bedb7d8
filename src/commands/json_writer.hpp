#pragma once
// A JSON writer for the big answers (a row of 10^6 piles, half a million winning moves, a
// table of two million sub-rows): it appends the text of each value straight to one string,
// where building an nlohmann::json tree first costs a map per object and several copies.
//
// It writes exactly what dump_json writes for the same object (json.hpp: keys in alphabetical
// order, no spaces, the same string escapes), so a command may use either; the tests check
// that both agree. It can only write what the JSON convention allows — integers by
// json_integer's rule, strings, booleans, null — and checks that the keys of each object come
// in increasing order (std::logic_error otherwise: a bug in the command, not the input).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/integer.hpp"
#include "cgt/ordinal.hpp"
#include "commands/json.hpp"

namespace cgt::commands {

// The text counts against the current context's limits as it grows: a value is a step of work,
// and every megabyte the memory limit is asked whether the text may double (the answer of
// 10^6 moves of big ordinals would otherwise grow past any limit unseen).
class JsonWriter {
 public:
  JsonWriter() : context_(current_context()) {}
  // Reserves room for about `bytes` of output (BudgetError first when the memory limit cannot take it).
  explicit JsonWriter(std::size_t bytes) : context_(current_context()) {
    context_.check_growth(bytes);
    out_.reserve(bytes);
  }

  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  // The next key of the current object; keys must come in increasing (byte) order, and must
  // outlive the object being written (string literals).
  JsonWriter& key(std::string_view name);

  JsonWriter& string(std::string_view text);
  // An integer by the rule of json_integer: a number when |n| < 2^53, a decimal string beyond.
  JsonWriter& integer(std::int64_t n);
  JsonWriter& integer(std::uint64_t n);
  JsonWriter& integer(const Integer& n);
  // An ordinal as its canonical ASCII string ("w^2*3+w+7"), written in place.
  JsonWriter& ordinal(const Ordinal& value);
  // A Grundy value or a size that may be transfinite (the keys "grundy" and "target"): a
  // natural by integer's rule, an infinite ordinal as ordinal writes it (docs/json.md).
  JsonWriter& natural_or_ordinal(const Ordinal& value);
  JsonWriter& boolean(bool b);
  JsonWriter& null();
  // A value built as an nlohmann::json (a small part of a big answer), dumped by dump_json.
  JsonWriter& value(const Json& value);

  // The text so far and a newline: what --json prints. The writer is left empty.
  [[nodiscard]] std::string finish();

 private:
  void before_value();

  // An open object or array: whether it has an element yet and, for an object, its last key.
  struct Frame {
    bool is_object = false;
    bool has_element = false;
    std::string_view last_key;
  };

  Context& context_;
  std::string out_;
  std::size_t next_check_ = std::size_t{1} << 20;  // the size at which the memory limit is asked next
  std::vector<Frame> open_;
  bool after_key_ = false;
};

// What --json prints for a writer's object.
inline Output json_output(JsonWriter& writer) {
  return Output{writer.finish(), {}};
}

}  // namespace cgt::commands
