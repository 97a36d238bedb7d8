#include "cli/demo_sections.hpp"

namespace cgt::cli {

std::vector<DemoSection> demo_sections() {
  return {
      {"Ordinals in Cantor normal form (cgt ordinal)", demo_ordinals},
      {"Ordinal Partizan End Nim (cgt endnim)", demo_end_nim},
  };
}

}  // namespace cgt::cli
