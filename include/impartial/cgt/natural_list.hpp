#pragma once
// Comma- (or space-) separated lists of natural numbers, exact: "3,0,12" -> {3, 0, 12}.
// Used for chains (--nimbers, --substitutes) and boxes (--stones, --labels).

#include <string_view>
#include <vector>

#include "cgt/integer.hpp"

namespace cgt {

// Throws ParseError naming `subject` and the column of the offending character. An empty or
// all-blank text is the empty list.
std::vector<Integer> parse_natural_list(std::string_view text, std::string_view subject);

}  // namespace cgt
