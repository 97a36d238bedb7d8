#pragma once
// A position written as a comma-separated row of ordinals: "1, w*2+4, w^2*3+9".
//
// Each item follows the ordinal syntax of parse_ordinal (docs/ordinals.md). Plain decimal items and
// items already in canonical Cantor normal form with natural exponents ("w^2*3+w*4+16") take
// a fast path that builds the ordinal directly, so a row of 10^6 piles reads in well under a
// second; anything else goes through parse_ordinal. A blank text is the empty row.

#include <string_view>
#include <vector>

#include "cgt/ordinal.hpp"

namespace cgt {

// Throws ParseError naming the item ("heap 3") and the column in the whole text.
std::vector<Ordinal> parse_ordinal_list(std::string_view text, std::string_view item_name);

}  // namespace cgt
