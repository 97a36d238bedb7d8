#pragma once
// Ordinals written the way a test reads best: O("w^2*3+1"), w, and show() for a list in a failure message.

#include <string>
#include <vector>

#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt::testing {

inline Ordinal O(const char* text) {
  return parse_ordinal(text);
}
inline const Ordinal w = Ordinal::omega();

// "(1, w+2, w^2)": a list of ordinals for a failure message.
inline std::string show(const std::vector<Ordinal>& ordinals) {
  std::string out = "(";
  for (const Ordinal& o : ordinals) {
    out += (out.size() > 1 ? ", " : "") + o.to_string();
  }
  return out + ")";
}

}  // namespace cgt::testing
