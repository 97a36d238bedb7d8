#pragma once
// Errors are values of the domain: a parse error says where and what was expected; an
// undefined operation says which and why. The CLI turns either into one line and exit 2.

#include <cstddef>
#include <stdexcept>
#include <string>

namespace cgt {

// Text that does not follow the grammar. `column` is 1-based; 0 means "the whole text".
class ParseError : public std::runtime_error {
 public:
  ParseError(std::string what_was_parsed, std::size_t column, const std::string& message);

  [[nodiscard]] std::size_t column() const noexcept { return column_; }
  [[nodiscard]] const std::string& subject() const noexcept { return subject_; }

 private:
  std::string subject_;
  std::size_t column_;
};

// An operation that has no answer for these arguments (left subtraction of a larger ordinal,
// the atomic weight of a non-atomic game, coins on the same square, ...).
class DomainError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A computation that would exceed a size limit set to keep memory and time bounded.
class LimitError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace cgt
