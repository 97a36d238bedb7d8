#pragma once
// A position written as a row of ordinals: "1, w*2+4, w^2*3+9", "1 w*2+4 w^2*3+9" or
// "1 | w*2+4 | w^2*3+9", in the list grammar every subcommand shares (docs/cli.md, "Lists":
// commas, bars or whitespace between items; an empty item is an error; blank text is the empty
// row).
//
// Each item follows the ordinal syntax of parse_ordinal (docs/ordinals.md). Plain decimal items and
// items already in canonical Cantor normal form with natural exponents ("w^2*3+w*4+16") take
// a fast path that builds the ordinal directly, so a row of 10^6 piles reads in well under a
// second; anything else goes through parse_ordinal.

#include <span>
#include <string_view>
#include <vector>

#include "cgt/ordinal.hpp"

namespace cgt {

// Throws ParseError naming the item ("heap 3") and the column in the whole text; an empty item
// is "heaps: at column 4: heap 2 is empty" (the subject is item_name + "s"). Charges the current
// context's work for each item and throws BudgetError (memory) when the row would pass what the
// context may hold.
std::vector<Ordinal> parse_ordinal_list(std::string_view text, std::string_view item_name);

// The bytes a row holds (its vector and its ordinals' terms), for a MemoryClaim while it lives.
std::size_t ordinal_row_bytes(std::span<const Ordinal> row) noexcept;

}  // namespace cgt
