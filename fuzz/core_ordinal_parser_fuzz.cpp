// libFuzzer target for the ordinal parser and the `cgt ordinal` calculator: any input either
// parses or throws one of the library's error types; whatever parses prints canonically and
// reads back to the same value.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"

namespace {

void check_round_trip(const cgt::Ordinal& value) {
  if (cgt::parse_ordinal(value.to_string()) != value || cgt::parse_ordinal(value.to_unicode()) != value) {
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    check_round_trip(cgt::parse_ordinal(text));
  } catch (const cgt::ParseError&) {
  } catch (const cgt::LimitError&) {
  }
  try {
    auto value = cgt::evaluate_ordinal_expression(text);
    if (const auto* ordinal = std::get_if<cgt::Ordinal>(&value)) {
      check_round_trip(*ordinal);
    }
  } catch (const cgt::ParseError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
