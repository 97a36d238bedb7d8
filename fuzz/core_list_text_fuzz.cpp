// libFuzzer target for the one list grammar (core/list_text.hpp) and the standard-input rules
// of the commands: any text either splits into items or throws ParseError; each item is a
// non-empty substring of the text without surrounding whitespace, at its offset, in order; and
// joining the items with ", " reads back as the same items unless an item holds a separator.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/error.hpp"
#include "core/list_text.hpp"

namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::vector<std::string> items(std::string_view text) {
  cgt::ListReader reader(text, "row", "item");
  std::vector<std::string> out;
  cgt::ListItem item;
  std::size_t end_of_last = 0;
  while (reader.next(item)) {
    if (item.text.empty() || is_blank(item.text.front()) || is_blank(item.text.back()) ||
        item.offset < end_of_last || text.substr(item.offset, item.text.size()) != item.text ||
        item.index != out.size()) {
      std::abort();
    }
    end_of_last = item.offset + item.text.size();
    out.emplace_back(item.text);
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const std::vector<std::string> first = items(text);
    std::string joined;
    bool plain = true;
    for (const std::string& item : first) {
      joined += (joined.empty() ? "" : ", ") + item;
      plain = plain && item.find_first_of(",|()") == std::string::npos;
    }
    if (plain && items(joined) != first) {
      std::abort();
    }
  } catch (const cgt::ParseError&) {
  }
  return 0;
}
