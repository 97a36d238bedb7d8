// Amazons as a ruleset of the ruleset solver: the rules are the struct cgt::Amazons
// (cgt/grid_rulesets.hpp), shared with the outcome search.

#include "cgt/grid_rulesets.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"

namespace cgt {

Game amazons_game(std::string_view board) {
  return solve_ruleset(Amazons{}, Amazons::parse(board));
}

}  // namespace cgt
