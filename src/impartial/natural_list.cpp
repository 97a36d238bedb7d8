#include "cgt/natural_list.hpp"

#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/list_text.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

std::vector<Integer> parse_natural_list(std::string_view text, std::string_view subject, std::string_view item) {
  Context& context = current_context();
  ListReader reader(text, subject, item);
  std::vector<Integer> values;
  ListItem entry;
  std::size_t bytes = 0;
  while (reader.next(entry)) {
    std::uint64_t small = 0;
    for (std::size_t k = 0; k < entry.text.size(); ++k) {
      char d = entry.text[k];
      if (d < '0' || d > '9') {
        while (d == ' ' || d == '\t' || d == '\n' || d == '\r') {  // inside "4 -2": report the '-'
          d = entry.text[++k];
        }
        if (d == '-') {
          reader.fail_at(entry.offset + k, "negative numbers are not allowed here");
        }
        TextCursor at(entry.text.substr(k), "");
        reader.fail_at(entry.offset + k, "expected a natural number, found '" + at.peek_char_text() + "'");
      }
      small = small * 10 + static_cast<std::uint64_t>(d - '0');
    }
    values.push_back(entry.text.size() <= 18 ? Integer(static_cast<std::int64_t>(small)) : reader.natural(entry.text, entry.offset));
    bytes += sizeof(Integer) + (values.back().is_small() ? 0 : 16 + values.back().bit_length() / 8);
    if ((values.size() & 4095) == 0) {
      context.check_growth(bytes);  // the list as it grows, against what the context holds
    }
  }
  context.check_growth(bytes);
  return values;
}

}  // namespace cgt
