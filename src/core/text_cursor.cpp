#include "core/text_cursor.hpp"

#include "cgt/error.hpp"
#include "core/parse_stack.hpp"

namespace cgt {

namespace {
bool is_continuation_byte(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}
bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
}  // namespace

void TextCursor::skip_spaces() noexcept {
  while (!at_end() && (text_[position_] == ' ' || text_[position_] == '\t' || text_[position_] == '\n' ||
                       text_[position_] == '\r')) {
    ++position_;
  }
}

bool TextCursor::consume(std::string_view literal) noexcept {
  if (peek_is(literal)) {
    position_ += literal.size();
    return true;
  }
  return false;
}

bool TextCursor::peek_digit() const noexcept {
  return !at_end() && is_digit(text_[position_]);
}

std::string TextCursor::peek_word() const {
  std::size_t end = position_;
  if (end >= text_.size() || !is_letter(text_[end])) {
    return {};
  }
  while (end < text_.size() && (is_letter(text_[end]) || is_digit(text_[end]) || text_[end] == '_')) {
    ++end;
  }
  return std::string(text_.substr(position_, end - position_));
}

std::string TextCursor::take_digits() {
  std::size_t start = position_;
  while (peek_digit()) {
    ++position_;
  }
  return std::string(text_.substr(start, position_ - start));
}

std::string TextCursor::peek_char_text() const {
  if (at_end()) {
    return "end of text";
  }
  std::size_t end = position_ + 1;
  while (end < text_.size() && is_continuation_byte(text_[end])) {
    ++end;
  }
  std::string result(text_.substr(position_, end - position_));
  auto first = static_cast<unsigned char>(result[0]);
  if (first < 0x20 || first == 0x7F) {
    return "\\x" + std::string(1, "0123456789abcdef"[first >> 4]) + "0123456789abcdef"[first & 15];
  }
  return result;
}

std::size_t TextCursor::column_of(std::size_t at) const noexcept {
  std::size_t column = 1;
  for (std::size_t i = 0; i < at && i < text_.size(); ++i) {
    if (!is_continuation_byte(text_[i])) {
      ++column;
    }
  }
  return column;
}

std::optional<Integer> TextCursor::parse_integer(std::string_view digits, std::size_t at) const {
  try {
    return Integer::parse(digits);
  } catch (const BudgetError&) {
    throw;
  } catch (const LimitError& error) {
    fail_at(at, error.what());
  }
}

void TextCursor::fail_too_deep() const {
  fail(nesting_too_deep_message());
}

void TextCursor::fail_at(std::size_t at, const std::string& message) const {
  throw ParseError(subject_, column_of(at), message);
}

}  // namespace cgt
