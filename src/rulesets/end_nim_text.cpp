// End Nim rows as text: piles separated by '|' or ','.

#include <string>

#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt::end_nim {

namespace {

bool only_spaces(std::string_view text) {
  return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

}  // namespace

Row parse_row(std::string_view text) {
  Row row;
  if (only_spaces(text)) {
    return row;
  }
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find_first_of("|,", start);
    const std::string_view piece =
        text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    const std::string subject = "pile " + std::to_string(row.size() + 1);
    Ordinal pile = parse_ordinal(piece, subject);
    if (pile.is_zero()) {
      throw DomainError(subject + " is 0: every pile must be at least 1");
    }
    row.push_back(std::move(pile));
    if (end == std::string_view::npos) {
      return row;
    }
    start = end + 1;
  }
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
