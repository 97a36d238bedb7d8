#include "cgt/pile_list.hpp"

#include <string>

#include "cgt/context.hpp"
#include "core/list_text.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

std::vector<std::uint64_t> parse_pile_list(std::string_view text, std::string_view subject, std::string_view item) {
  Context& context = current_context();
  ListReader reader(text, subject, item);
  std::vector<std::uint64_t> piles;
  ListItem entry;
  while (reader.next(entry)) {
    std::uint64_t value = 0;
    for (std::size_t k = 0; k < entry.text.size(); ++k) {
      char d = entry.text[k];
      if (d < '0' || d > '9') {
        while (d == ' ' || d == '\t' || d == '\n' || d == '\r') {  // inside "4 -2": report the '-'
          d = entry.text[++k];
        }
        TextCursor at(entry.text.substr(k), "");
        reader.fail_at(entry.offset + k,
                       "unexpected '" + at.peek_char_text() + "': expected a pile size (a natural number)");
      }
      value = value * 10 + static_cast<std::uint64_t>(d - '0');
      if (k >= 18) {
        reader.fail_at(entry.offset, "pile size " + std::string(entry.text) + " is too large (limit 10^18)");
      }
    }
    piles.push_back(value);
    if ((piles.size() & 4095) == 0) {
      context.check_growth(piles.capacity() * sizeof(std::uint64_t));  // against what the context holds
    }
  }
  return piles;
}

}  // namespace cgt
