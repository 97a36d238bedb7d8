#pragma once
// LR-ending positions written as the paper writes them: P("{*L, *R_1}").

#include "cgt/ending.hpp"
#include "cgt/ending_expression.hpp"

namespace cgt::testing {

inline ending::Position P(const char* text) {
  return ending::build_position(ending::parse_expression(text));
}

}  // namespace cgt::testing
