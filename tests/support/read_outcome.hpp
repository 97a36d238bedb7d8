#pragma once
// What a text reader made of a text — its value, or its error's column and message — so that two
// readers can be compared text by text in the random cross-checks.

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "cgt/error.hpp"

namespace cgt::testing {

template <typename T>
struct ReadOutcome {
  std::optional<T> value;
  std::size_t column = 0;  // of a ParseError; 0 for any other error
  std::string message;
};

// Runs `read` (returning a T): its value, or the error it threw.
template <typename Read>
auto read_outcome(Read read) -> ReadOutcome<decltype(read())> {
  try {
    return {read(), 0, ""};
  } catch (const ParseError& e) {
    return {std::nullopt, e.column(), e.what()};
  } catch (const std::runtime_error& e) {
    return {std::nullopt, 0, e.what()};
  }
}

}  // namespace cgt::testing
