// The canonical text of ordinals below ω^ω, written straight from the terms (the fast path of
// append_ordinal), against the rule of GUIDE §3 spelt out term by term; and append_ordinal
// appends exactly what format_ordinal returns.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt {
namespace {

TEST(OrdinalFormat, BelowOmegaToTheOmegaTermByTerm) {
  std::mt19937_64 rng(17);
  for (int trial = 0; trial < 3000; ++trial) {
    std::vector<Ordinal::Term> terms;
    std::string ascii;
    std::string unicode;
    std::uint64_t exponent = 2 + rng() % 40;
    for (std::size_t i = 0, n = 1 + rng() % 5; i < n && exponent-- > 0;) {
      if (rng() % 3 == 0) {
        continue;
      }
      ++i;
      Integer coefficient = rng() % 2 ? Integer(1) : Integer::from_unsigned(1 + (rng() >> (rng() % 64)));
      if (rng() % 5 == 0) {
        coefficient = coefficient * Integer::from_unsigned(rng() | 1) * Integer::from_unsigned(rng() | 1);
      }
      if (!ascii.empty()) {
        ascii += '+';
        unicode += '+';
      }
      if (exponent == 0) {
        ascii += coefficient.to_string();
        unicode += coefficient.to_string();
      } else {
        ascii += 'w';
        unicode += "ω";
        if (exponent != 1) {
          ascii += '^';
          ascii += std::to_string(exponent);
          unicode += '^';
          unicode += std::to_string(exponent);
        }
        if (coefficient != Integer(1)) {
          ascii += '*';
          ascii += coefficient.to_string();
          unicode += "·";
          unicode += coefficient.to_string();
        }
      }
      terms.push_back({Ordinal(exponent), coefficient});
    }
    if (terms.empty()) {
      continue;
    }
    const Ordinal value = Ordinal::from_terms(terms);
    if (value.is_small()) {
      continue;
    }
    EXPECT_EQ(value.to_string(), ascii);
    EXPECT_EQ(value.to_unicode(), unicode);
    std::string appended = "x";
    append_ordinal(appended, value);
    EXPECT_EQ(appended, "x" + ascii);
  }
}

TEST(OrdinalFormat, AppendMatchesFormatEverywhere) {
  for (const char* text : {"0", "7", "w", "w*2+4", "w^2*3+w*4+16", "w^w", "w^(w+1)*2+5", "w^(w^w)",
                           "18446744073709551616", "w^2+18446744073709551616"}) {
    const Ordinal value = parse_ordinal(text, "test");
    std::string appended;
    append_ordinal(appended, value);
    EXPECT_EQ(appended, value.to_string()) << text;
    EXPECT_EQ(value.to_string(), text);
  }
}

}  // namespace
}  // namespace cgt
