#pragma once
// Lists of natural numbers, exact: "3,0,12" or "3 0 12" -> {3, 0, 12}, in the list grammar of
// every row (docs/cli.md, "Lists": commas, bars or whitespace between items).
// Used for chains (--nimbers, --substitutes) and boxes (--stones, --labels).

#include <string_view>
#include <vector>

#include "cgt/integer.hpp"

namespace cgt {

// Throws ParseError naming `subject` and the column of the offending character; `item` names one
// entry in messages ("value 2 is empty"). An empty or all-blank text is the empty list.
std::vector<Integer> parse_natural_list(std::string_view text, std::string_view subject,
                                        std::string_view item = "value");

}  // namespace cgt
