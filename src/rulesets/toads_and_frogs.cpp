// Toads and Frogs as a ruleset of the ruleset solver: the rules are cgt::ToadsAndFrogs
// (cgt/grid_rulesets.hpp); its parser is here.

#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "cgt/grid_rulesets.hpp"

namespace cgt {

ToadsAndFrogs::Position ToadsAndFrogs::parse(std::string_view text) {
  const grid::GridText grid = grid::parse_grid_text(text, ".#tf", kName);
  if (grid.rows > 1) {
    throw DomainError("toads_and_frogs board: a strip has one row (got " + std::to_string(grid.rows) + ")");
  }
  Position position;
  position.rows = 1;
  position.cols = static_cast<std::uint8_t>(grid.cols);
  position.layers = {grid::cells_of(grid, 't'), grid::cells_of(grid, 'f'), grid::cells_of(grid, '.')};
  return position;
}

Game toads_and_frogs_game(std::string_view board) {
  return solve_ruleset(ToadsAndFrogs{}, ToadsAndFrogs::parse(board));
}

}  // namespace cgt
