#pragma once
// The sections of `cgt demo`. Each capability adds one: a title and a function that computes
// its examples with the library and returns the text to show.

#include <functional>
#include <string>
#include <vector>

namespace cgt::cli {

struct DemoSection {
  std::string title;
  std::function<std::string()> run;
};

std::vector<DemoSection> demo_sections();

// One per capability, defined next to its subcommand.
std::string demo_ordinals();
std::string demo_impartial();
std::string demo_ending();
std::string demo_end_nim();
std::string demo_games();
std::string demo_partial_nim();
std::string demo_nim_welter();

}  // namespace cgt::cli
