#pragma once
// Texts for the parsers' depth tests: a piece repeated, a core nested in brackets, and the
// column of the error a parser gives for a text, read on a small stack.

#include <cstddef>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "cgt/error.hpp"
#include "support/small_stack.hpp"

namespace cgt::testing {

inline std::string repeat(const std::string& text, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) {
    out += text;
  }
  return out;
}

// `open` and `close` wrapped `times` times around `core`.
inline std::string nest(const std::string& open, const std::string& core, const std::string& close, int times) {
  return repeat(open, times) + core + repeat(close, times);
}

// The column of the ParseError that `parse()` throws on a 256 KiB stack, whose message must
// contain `message`; 0 if it throws none.
template <typename Parse>
std::size_t parse_error_column(Parse parse, std::string_view message) {
  std::size_t column = 0;
  run_on_small_stack([&] {
    try {
      parse();
    } catch (const ParseError& e) {
      EXPECT_NE(std::string_view(e.what()).find(message), std::string_view::npos) << e.what();
      column = e.column();
    }
  });
  return column;
}

}  // namespace cgt::testing
