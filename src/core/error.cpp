#include "cgt/error.hpp"

#include <fmt/format.h>

namespace cgt {

namespace {
std::string describe(const std::string& subject, std::size_t column, const std::string& message) {
  if (column == 0) {
    return fmt::format("{}: {}", subject, message);
  }
  return fmt::format("{}: at column {}: {}", subject, column, message);
}
}  // namespace

ParseError::ParseError(std::string what_was_parsed, std::size_t column, const std::string& message)
    : std::runtime_error(describe(what_was_parsed, column, message)),
      subject_(std::move(what_was_parsed)),
      column_(column) {}

}  // namespace cgt
