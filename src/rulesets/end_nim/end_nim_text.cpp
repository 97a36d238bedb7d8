// End Nim rows as text: the list grammar of every row (cgt/ordinal_list.hpp): piles separated
// by '|', ',' or whitespace.

#include <string>

#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal_list.hpp"

namespace cgt::end_nim {

Row parse_row(std::string_view text) {
  Row row = parse_ordinal_list(text, "pile");
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i].is_zero()) {
      throw DomainError("pile " + std::to_string(i + 1) + " is 0: every pile must be at least 1");
    }
  }
  return row;
}

std::string format_row(std::span<const Ordinal> row) {
  std::string text;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (i != 0) {
      text += " | ";
    }
    text += row[i].to_string();
  }
  return text;
}

}  // namespace cgt::end_nim
