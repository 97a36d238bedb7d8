#pragma once
// Ordinals written the way a test reads best: O("w^2*3+1") and w.

#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt::testing {

inline Ordinal O(const char* text) {
  return parse_ordinal(text);
}
inline const Ordinal w = Ordinal::omega();

}  // namespace cgt::testing
