#include <string>

#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt {

namespace {

void append_ordinal(std::string& out, const Ordinal& value, OrdinalStyle style);

void append_term(std::string& out, const Ordinal::Term& term, OrdinalStyle style) {
  const bool unicode = style == OrdinalStyle::kUnicode;
  if (term.exponent.is_zero()) {
    out += term.coefficient.to_string();
    return;
  }
  out += unicode ? "ω" : "w";
  if (term.exponent != Ordinal(1)) {
    out += '^';
    // A natural number or exactly ω stands bare; anything else is parenthesised.
    bool bare = term.exponent.is_finite() || term.exponent == Ordinal::omega();
    if (!bare) {
      out += '(';
    }
    append_ordinal(out, term.exponent, style);
    if (!bare) {
      out += ')';
    }
  }
  if (term.coefficient != Integer(1)) {
    out += unicode ? "·" : "*";
    out += term.coefficient.to_string();
  }
}

void append_ordinal(std::string& out, const Ordinal& value, OrdinalStyle style) {
  if (value.is_small()) {
    out += std::to_string(value.small_value());
    return;
  }
  bool first = true;
  for (const Ordinal::Term& term : value.terms()) {
    if (!first) {
      out += '+';
    }
    first = false;
    append_term(out, term, style);
  }
}

}  // namespace

std::string format_ordinal(const Ordinal& value, OrdinalStyle style) {
  std::string out;
  append_ordinal(out, value, style);
  return out;
}

std::string Ordinal::to_string() const {
  return format_ordinal(*this, OrdinalStyle::kAscii);
}

std::string Ordinal::to_unicode() const {
  return format_ordinal(*this, OrdinalStyle::kUnicode);
}

}  // namespace cgt
