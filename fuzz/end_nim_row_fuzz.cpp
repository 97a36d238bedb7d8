// libFuzzer target for End Nim rows: any text either parses to a row of positive ordinals or
// throws the library's error; a parsed row prints and parses back to itself, and its analysis
// (kept small) reports moves consistent with its outcome.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    cgt::end_nim::Row row = cgt::end_nim::parse_row(text);
    if (cgt::end_nim::parse_row(cgt::end_nim::format_row(row)) != row) {
      std::abort();
    }
    if (row.size() <= 64) {
      auto analysis = cgt::end_nim::analyze(row);
      if (left_wins_moving_first(analysis.outcome) == analysis.left_moves.empty()) {
        std::abort();
      }
    }
  } catch (const cgt::ParseError&) {
  } catch (const cgt::DomainError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
