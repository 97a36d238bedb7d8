// `cgt demo`: a short tour of what the engine computes, one section per capability.

#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

struct DemoSection {
  const char* title;
  std::string (*run)();
};

Output run_demo(const Arguments& /*args*/) {
  // In the order of the capabilities: the numbers first, then the engines and the papers' games.
  const DemoSection sections[] = {
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
  std::string out = "cgt — a tour of the engine\n";
  for (const DemoSection& section : sections) {
    out += "\n== " + std::string(section.title) + "\n";
    out += section.run();
  }
  return text_output(out);
}

}  // namespace

Command demo_command() {
  return {{"demo", "A short tour of what cgt computes, on built-in examples", {}, {}, ""}, run_demo};
}

}  // namespace cgt::commands
