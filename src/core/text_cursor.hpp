#pragma once
// A read position in UTF-8 text for hand-written parsers: consumes literals and words, and
// reports errors as ParseError with a 1-based column counted in characters (not bytes), so
// the column a person sees matches the one in the message even after an `ω`.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "cgt/integer.hpp"

namespace cgt {

class TextCursor {
 public:
  TextCursor(std::string_view text, std::string_view subject) : text_(text), subject_(subject) {}

  [[nodiscard]] std::size_t position() const noexcept { return position_; }
  [[nodiscard]] bool at_end() const noexcept { return position_ >= text_.size(); }
  [[nodiscard]] std::string_view rest() const noexcept { return text_.substr(position_); }
  [[nodiscard]] std::string_view text() const noexcept { return text_; }

  void skip_spaces() noexcept;
  void advance(std::size_t bytes) noexcept { position_ += bytes; }
  [[nodiscard]] bool peek_is(std::string_view literal) const noexcept { return rest().starts_with(literal); }
  bool consume(std::string_view literal) noexcept;
  [[nodiscard]] bool peek_digit() const noexcept;
  // The run of ASCII letters, digits and '_' starting here (starting with a letter), or "".
  [[nodiscard]] std::string peek_word() const;
  std::string take_digits();
  // The next character (a whole UTF-8 sequence) as text, for messages.
  [[nodiscard]] std::string peek_char_text() const;

  // 1-based column, in characters, of byte offset `at`.
  [[nodiscard]] std::size_t column_of(std::size_t at) const noexcept;

  [[noreturn]] void fail(const std::string& message) const { fail_at(position_, message); }
  [[noreturn]] void fail_at(std::size_t at, const std::string& message) const;
  // Text nested deeper than kMaxTextNesting (core/parse_stack.hpp), refused here.
  [[noreturn]] void fail_too_deep() const;
  // Integer::parse(digits) for the digits read at `at`: nullopt if they are not a number, and a
  // number larger than cgt's integers (2^23 bits) as a ParseError at `at`, refused before it is
  // converted. A BudgetError passes through (the whole computation's, not this text's).
  [[nodiscard]] std::optional<Integer> parse_integer(std::string_view digits, std::size_t at) const;

 private:
  std::string_view text_;
  std::string subject_;
  std::size_t position_ = 0;
};

}  // namespace cgt
