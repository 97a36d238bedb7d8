#pragma once
// The text format of a row of pile sizes in the LR-ending rulesets (Even Nim, subtraction
// games) and of a subtraction set: naturals in the list grammar of every row (docs/cli.md,
// "Lists": commas, bars or whitespace between them), "4 6 10", "2,5".

#include <cstdint>
#include <string_view>
#include <vector>

namespace cgt {

// Pile sizes below 10^18 (at most 18 digits), so sums of a few piles still fit in 64 bits. An
// empty or all-blank text is the empty row. Throws ParseError naming `subject` and the column of
// the offending character; `item` names one entry in messages ("pile 2 is empty").
std::vector<std::uint64_t> parse_pile_list(std::string_view text, std::string_view subject,
                                           std::string_view item = "pile");

}  // namespace cgt
