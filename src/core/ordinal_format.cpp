#include <algorithm>
#include <charconv>
#include <span>
#include <string>
#include <vector>

#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt {

namespace {

void append_integer(std::string& out, const Integer& value) {
  if (value.fits_int64()) {
    char digits[24];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, value.to_int64());
    out.append(digits, end);
  } else {
    out += value.to_string();
  }
}

void append_coefficient(std::string& out, const Integer& coefficient, OrdinalStyle style) {
  if (coefficient != Integer(1)) {
    out += style == OrdinalStyle::kUnicode ? "·" : "*";
    append_integer(out, coefficient);
  }
}

// An ordinal being printed: its terms, the next one to print, and whether its text closes with
// a parenthesis (it is an exponent that is neither a natural number nor exactly ω).
struct Pending {
  std::vector<Ordinal::Term> terms;
  std::size_t next = 0;
  bool parenthesised = false;
};

// Exponents nest as deep as the ordinal's tower (ω^(ω^(…))), so they wait in a vector rather
// than in recursive calls: the stack stays the same for any ordinal.
void append_ordinal_text(std::string& out, const Ordinal& value, OrdinalStyle style) {
  if (value.is_small()) {
    char digits[24];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, value.small_value());
    out.append(digits, end);
    return;
  }
  const bool unicode = style == OrdinalStyle::kUnicode;
  // Below ω^ω (every exponent a natural number, the common case: a row of 10^6 heaps prints half a
  // million of them) the text is written straight from the terms, without copying them.
  const std::span<const Ordinal::Term> span = value.term_span();
  if (std::all_of(span.begin(), span.end(), [](const Ordinal::Term& term) { return term.exponent.is_small(); })) {
    for (std::size_t i = 0; i < span.size(); ++i) {
      const Ordinal::Term& term = span[i];
      if (i > 0) {
        out += '+';
      }
      const std::uint64_t exponent = term.exponent.small_value();
      if (exponent == 0) {
        append_integer(out, term.coefficient);
        continue;
      }
      out += unicode ? "ω" : "w";
      if (exponent != 1) {
        char digits[24];
        const auto [end, error] = std::to_chars(digits, digits + sizeof digits, exponent);
        out += '^';
        out.append(digits, end);
      }
      append_coefficient(out, term.coefficient, style);
    }
    return;
  }
  std::vector<Pending> pending;
  pending.push_back({value.terms(), 0, false});
  while (!pending.empty()) {
    Pending& current = pending.back();
    if (current.next == current.terms.size()) {
      const bool close = current.parenthesised;
      pending.pop_back();
      if (close) {
        out += ')';
      }
      if (!pending.empty()) {  // the exponent is done: the rest of its term
        const Pending& outer = pending.back();
        append_coefficient(out, outer.terms[outer.next - 1].coefficient, style);
      }
      continue;
    }
    const Ordinal::Term& term = current.terms[current.next++];
    if (current.next > 1) {
      out += '+';
    }
    if (term.exponent.is_zero()) {
      out += term.coefficient.to_string();
      continue;
    }
    out += unicode ? "ω" : "w";
    if (term.exponent == Ordinal(1)) {
      append_coefficient(out, term.coefficient, style);
      continue;
    }
    out += '^';
    if (term.exponent.is_small()) {
      out += std::to_string(term.exponent.small_value());
      append_coefficient(out, term.coefficient, style);
      continue;
    }
    // A natural number or exactly ω stands bare; anything else is parenthesised.
    const bool bare = term.exponent.is_finite() || term.exponent == Ordinal::omega();
    if (!bare) {
      out += '(';
    }
    pending.push_back({term.exponent.terms(), 0, !bare});  // `current` and `term` are stale now
  }
}

}  // namespace

void append_ordinal(std::string& out, const Ordinal& value, OrdinalStyle style) {
  append_ordinal_text(out, value, style);
}

std::string format_ordinal(const Ordinal& value, OrdinalStyle style) {
  std::string out;
  append_ordinal_text(out, value, style);
  return out;
}

std::string Ordinal::to_string() const {
  return format_ordinal(*this, OrdinalStyle::kAscii);
}

std::string Ordinal::to_unicode() const {
  return format_ordinal(*this, OrdinalStyle::kUnicode);
}

}  // namespace cgt
