#pragma once
// A list of values for a failure message: "(1, w*2+4, 9)".

#include <string>

namespace cgt::testing {

template <typename Range>
std::string show_list(const Range& values) {
  std::string out = "(";
  for (const auto& value : values) {
    if (out.size() > 1) {
      out += ", ";
    }
    if constexpr (requires { value.to_string(); }) {
      out += value.to_string();
    } else {
      out += std::to_string(value);
    }
  }
  return out + ")";
}

}  // namespace cgt::testing
