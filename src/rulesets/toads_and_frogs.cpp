// Toads and Frogs as a ruleset of the ruleset solver: the rules are cgt::ToadsAndFrogs
// (cgt/grid_rulesets.hpp); its parser is here.

#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "cgt/grid_rulesets.hpp"

namespace cgt {

Game toads_and_frogs_game(std::string_view board) {
  return solve_ruleset(ToadsAndFrogs{}, ToadsAndFrogs::parse(board));
}

}  // namespace cgt
