#include "cgt/pile_list.hpp"

#include <string>

#include "core/text_cursor.hpp"

namespace cgt {

std::vector<std::uint64_t> parse_pile_list(std::string_view text, std::string_view subject) {
  TextCursor cursor(text, subject);
  std::vector<std::uint64_t> piles;
  cursor.skip_spaces();
  while (!cursor.at_end()) {
    const std::size_t at = cursor.position();
    if (!cursor.peek_digit()) {
      cursor.fail("unexpected '" + cursor.peek_char_text() + "': expected a pile size (a natural number)");
    }
    const std::string digits = cursor.take_digits();
    if (digits.size() > 18) {
      cursor.fail_at(at, "pile size " + digits + " is too large (limit 10^18)");
    }
    piles.push_back(std::stoull(digits));
    cursor.skip_spaces();
    if (cursor.consume(",")) {
      cursor.skip_spaces();
      if (cursor.at_end()) {
        cursor.fail("expected a pile size after ','");
      }
    }
  }
  return piles;
}

}  // namespace cgt
