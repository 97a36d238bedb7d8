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

// A computation that ran out of its context's budget (work steps or memory, see
// cgt/context.hpp). A front end may say how to raise the budget.
class BudgetError : public LimitError {
 public:
  enum class Resource { kWork, kMemory };
  BudgetError(const std::string& message, Resource resource) : LimitError(message), resource_(resource) {}
  // Which limit was reached.
  [[nodiscard]] Resource resource() const noexcept { return resource_; }

 private:
  Resource resource_;
};

// A computation stopped because someone asked it to (Context::cancel: Ctrl-C, a Cancel button).
// The context stays usable.
class CancelledError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A programming error in the use of contexts and handles: a game used with a context it does
// not belong to (another one, or one cleared since), or one context entered by two threads at
// once. Never the user's input.
class ContextError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

}  // namespace cgt
