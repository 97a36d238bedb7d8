#include "cli/demo_sections.hpp"

namespace cgt::cli {

std::vector<DemoSection> demo_sections() {
  return {
      {"Ordinals in Cantor normal form (cgt ordinal)", demo_ordinals},
      {"Impartial games: variation sets, ordinal sums with substitution, chains, heap games (cgt impartial, chain, nhe, boxes, octal)", demo_impartial},
      {"LR-ending partisan games (cgt ending, cgt even-nim, cgt lr-subtraction)", demo_ending},
      {"Ordinal Partizan End Nim (cgt endnim)", demo_end_nim},
      {"Short partizan games in CGSuite notation (cgt game, cgt compare)", demo_games},
      {"Transfinite Nim and Welter's game (cgt nim, cgt welter)", demo_nim_welter},
  };
}

}  // namespace cgt::cli
