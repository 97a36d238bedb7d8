#pragma once
// Reading a row of pile sizes ("4 6 10", spaces or commas) for the LR-ending rulesets.

#include <cstdint>
#include <string>
#include <vector>

namespace cgt::cli {

// Throws ParseError (with the column) on anything but naturals below 2^63.
std::vector<std::uint64_t> parse_pile_list(const std::string& text, const std::string& subject);

}  // namespace cgt::cli
