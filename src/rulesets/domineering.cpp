// Domineering as a ruleset of the ruleset solver: the rules are the struct cgt::Domineering
// (cgt/grid_rulesets.hpp), shared with the outcome search.

#include "cgt/grid_rulesets.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"

namespace cgt {

Game domineering_game(std::string_view board) {
  return solve_ruleset(Domineering{}, Domineering::parse(board));
}

}  // namespace cgt
