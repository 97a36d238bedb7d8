#pragma once
// The one JSON convention of every command (docs/json.md): integers are JSON numbers when
// |n| < 2^53 and decimal strings beyond, so every reader gets them exactly (a JavaScript number
// or a double holds every integer below 2^53); dyadics, rationals and ordinals are strings in
// their canonical text; never a floating-point number.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

#include "cgt/commands.hpp"
#include "cgt/integer.hpp"

namespace cgt::commands {

using Json = nlohmann::json;

inline constexpr std::int64_t kJsonSafeInteger = std::int64_t{1} << 53;

// n as a JSON number when |n| < 2^53, else as its decimal string.
Json json_integer(const Integer& n);
Json json_integer(std::int64_t n);
Json json_integer(std::uint64_t n);

// One line, keys in order, no trailing newline. Refuses (std::logic_error) a floating-point
// number anywhere: the convention above never produces one, so finding one is a bug.
std::string dump_json(const Json& value);

// What `--json` prints: the object on one line and a newline.
inline Output json_output(const Json& value) {
  return Output{dump_json(value) + "\n", {}};
}

}  // namespace cgt::commands
