#include "cgt/natural_list.hpp"

#include <string>

#include "cgt/error.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

std::vector<Integer> parse_natural_list(std::string_view text, std::string_view subject) {
  TextCursor cursor(text, subject);
  std::vector<Integer> values;
  auto skip_blanks = [&] {
    while (!cursor.at_end() &&
           (cursor.peek_is(" ") || cursor.peek_is("\t") || cursor.peek_is("\n") || cursor.peek_is("\r"))) {
      cursor.advance(1);
    }
  };
  skip_blanks();
  if (cursor.at_end()) {
    return values;
  }
  while (true) {
    skip_blanks();
    if (cursor.peek_is("-")) {
      cursor.fail("negative numbers are not allowed here");
    }
    if (!cursor.peek_digit()) {
      cursor.fail(cursor.at_end() ? "expected a natural number but the list ended"
                                  : "expected a natural number, found '" + cursor.peek_char_text() + "'");
    }
    values.push_back(*Integer::parse(cursor.take_digits()));
    skip_blanks();
    if (cursor.at_end()) {
      return values;
    }
    if (!cursor.consume(",")) {
      // Spaces alone also separate values.
      if (!cursor.peek_digit()) {
        cursor.fail("expected ',' or the end of the list, found '" + cursor.peek_char_text() + "'");
      }
    }
  }
}

}  // namespace cgt
