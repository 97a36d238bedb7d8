#include "cli/demo_sections.hpp"

namespace cgt::cli {

// In the order of the capabilities: the numbers first, then the engines and the papers' games.
std::vector<DemoSection> demo_sections() {
  return {
      {"Ordinals in Cantor normal form (cgt ordinal)", demo_ordinals},
      {"Ordinal Partizan End Nim (cgt endnim)", demo_end_nim},
      {"Transfinite Nim and Welter's game (cgt nim, cgt welter)", demo_nim_welter},
      {"Short partizan games in CGSuite notation (cgt game, cgt compare)", demo_games},
      {"Partial Nim: the paper's examples (cgt partial-nim)", demo_partial_nim},
      {"Impartial games: variation sets, ordinal sums with substitution, chains, heap games "
       "(cgt impartial, chain, nhe, boxes, octal)",
       demo_impartial},
      {"LR-ending partisan games (cgt ending, cgt even-nim, cgt lr-subtraction)", demo_ending},
  };
}

}  // namespace cgt::cli
