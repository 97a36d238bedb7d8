#pragma once
// The one JSON convention of every command, sweep and task result (docs/json.md): integers are
// JSON numbers when |n| < 2^53 and decimal strings beyond, so every reader gets them exactly (a
// JavaScript number or a double holds every integer below 2^53); dyadics, rationals and
// ordinals are strings in their canonical text; never a floating-point number.
// A layer that includes this header links nlohmann_json itself (CMakeLists.txt).

#include <nlohmann/json.hpp>

#include <concepts>
#include <cstdint>
#include <string>
#include <type_traits>

#include "cgt/integer.hpp"

namespace cgt {

using Json = nlohmann::json;

inline constexpr std::int64_t kJsonSafeInteger = std::int64_t{1} << 53;

// n as a JSON number when |n| < 2^53, else as its decimal string.
Json json_integer(const Integer& n);
Json json_integer(std::int64_t n);
Json json_integer(std::uint64_t n);
// Every other integer type (int, std::uint32_t, ...), so no call is ambiguous.
template <std::integral T>
requires(!std::same_as<T, bool> && !std::same_as<T, std::int64_t> && !std::same_as<T, std::uint64_t>) Json
    json_integer(T n) {
  if constexpr (std::is_signed_v<T>) {
    return json_integer(static_cast<std::int64_t>(n));
  } else {
    return json_integer(static_cast<std::uint64_t>(n));
  }
}
// A JSON array of integers, each by json_integer.
template <typename Range>
Json json_integers(const Range& values) {
  Json list = Json::array();
  for (const auto& value : values) {
    list.push_back(json_integer(value));
  }
  return list;
}

// One line, keys in order, no trailing newline. Refuses (std::logic_error) a floating-point
// number anywhere: the convention above never produces one, so finding one is a bug.
std::string dump_json(const Json& value);

}  // namespace cgt
