#pragma once
// Reading and writing ordinals as text (GUIDE §3).
//
// Input: naturals of any size, `w`, `ω` or `omega`; `*`, `·` or `×` for products; `^` for
// powers (right-associative, binding tighter than products); `+`; parentheses; spaces
// anywhere. Output: the canonical ASCII Cantor normal form, e.g. "w^(w+1)*2+5".

#include <string>
#include <string_view>
#include <variant>

#include "cgt/ordinal.hpp"

namespace cgt {

// Parses an ordinal written with + * ^ and parentheses. Throws ParseError naming the column.
// `subject` names what is being read in error messages ("ordinal", "pile 3", ...).
Ordinal parse_ordinal(std::string_view text, std::string_view subject = "ordinal");

// The calculator of `cgt ordinal`: everything parse_ordinal accepts, plus left subtraction
// `a - b`, and the functions natsum(a,b), nimsum(a,b), mex(a,...) and — as the whole
// expression only — cmp(a,b), whose value is -1, 0 or 1.
using OrdinalExpressionValue = std::variant<Ordinal, int>;
OrdinalExpressionValue evaluate_ordinal_expression(std::string_view text);

enum class OrdinalStyle { kAscii, kUnicode };
std::string format_ordinal(const Ordinal& value, OrdinalStyle style = OrdinalStyle::kAscii);
// The same text appended to `out` (writing many ordinals into one text without a string each).
void append_ordinal(std::string& out, const Ordinal& value, OrdinalStyle style = OrdinalStyle::kAscii);

}  // namespace cgt
