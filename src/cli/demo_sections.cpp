#include "cli/demo_sections.hpp"

namespace cgt::cli {

std::vector<DemoSection> demo_sections() {
  return {
      {"Ordinals in Cantor normal form (cgt ordinal)", demo_ordinals},
      {"Partial Nim: the paper's examples (cgt partial-nim)", demo_partial_nim},
      {"Short partizan games in CGSuite notation (cgt game, cgt compare)", demo_games},
  };
}

}  // namespace cgt::cli
