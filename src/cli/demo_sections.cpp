#include "cli/demo_sections.hpp"

namespace cgt::cli {

std::vector<DemoSection> demo_sections() {
  return {
      {"Ordinals in Cantor normal form (cgt ordinal)", demo_ordinals},
      {"Transfinite Nim and Welter's game (cgt nim, cgt welter)", demo_nim_welter},
  };
}

}  // namespace cgt::cli
