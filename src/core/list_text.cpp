#include "core/list_text.hpp"

#include "cgt/error.hpp"

namespace cgt {

bool ListReader::continues_after(std::size_t last) const noexcept {
  const unsigned char c = byte(last);
  if (c == '+' || c == '*' || c == '^' || c == '-' || c == '(') {
    return true;
  }
  // '·' (C2 B7) and '×' (C3 97), the other ways to write a product.
  return last > 0 && ((c == 0xB7 && byte(last - 1) == 0xC2) || (c == 0x97 && byte(last - 1) == 0xC3));
}

bool ListReader::continues_before(std::size_t first) const noexcept {
  const unsigned char c = byte(first);
  if (c == '+' || c == '*' || c == '^' || c == '-' || c == ')') {
    return true;
  }
  return first + 1 < text_.size() &&
         ((c == 0xC2 && byte(first + 1) == 0xB7) || (c == 0xC3 && byte(first + 1) == 0x97));
}

std::size_t ListReader::column_of(std::size_t offset) const noexcept {
  std::size_t column = 1;
  for (std::size_t i = 0; i < offset && i < text_.size(); ++i) {
    column += (byte(i) & 0xC0) != 0x80 ? 1 : 0;
  }
  return column;
}

Integer ListReader::natural(std::string_view digits, std::size_t offset) const {
  try {
    return *Integer::parse(digits);
  } catch (const BudgetError&) {
    throw;
  } catch (const LimitError& error) {
    fail_at(offset, error.what());
  }
}

void ListReader::fail_at(std::size_t offset, const std::string& message) const {
  throw ParseError(std::string(subject_), column_of(offset), message);
}

void ListReader::fail_empty(std::size_t offset) const {
  fail_at(offset, std::string(item_) + " " + std::to_string(index_ + 1) +
                      " is empty");
}

}  // namespace cgt
