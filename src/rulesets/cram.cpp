// Cram as a ruleset of the ruleset solver (the rules are cgt::Cram, cgt/grid_rulesets.hpp), and
// Cram played misère.

#include <unordered_map>

#include "cgt/context.hpp"
#include "cgt/misere_games.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "cgt/grid_rulesets.hpp"

namespace cgt {

namespace {

// Cram played misère: the misère canonical form of each region, found by recursion over the
// regions' options (at most 32 dominoes deep) and remembered by the region's least image.
class MisereCram {
 public:
  MisereGame value(const grid::Board<1>& board) {
    std::vector<grid::Board<1>> parts;
    rules_.components(board, parts);
    MisereGame sum;
    for (grid::Board<1>& part : parts) {
      rules_.normalise(part);
      sum = sum + region(part);
    }
    return sum;
  }

 private:
  struct Hash {
    std::size_t operator()(const grid::Board<1>& b) const { return grid::hash_board(b); }
  };

  MisereGame region(const grid::Board<1>& part) {
    if (auto it = memo_.find(part); it != memo_.end()) {
      return it->second;
    }
    std::vector<grid::Board<1>> next;
    rules_.options(part, Player::kLeft, next);
    Context& context = current_context();
    context.charge(10 + 10 * next.size());
    std::vector<MisereGame> options;
    options.reserve(next.size());
    for (const grid::Board<1>& option : next) {
      options.push_back(value(option));
    }
    const MisereGame g = MisereGame::from_options(std::move(options));
    if (memo_.size() % 4096 == 0) {
      context.check_growth(memo_.size() * (sizeof(grid::Board<1>) + sizeof(MisereGame) + 32));
    }
    memo_.emplace(part, g);
    return g;
  }

  Cram rules_;
  std::unordered_map<grid::Board<1>, MisereGame, Hash> memo_;
};

}  // namespace

MisereGame cram_misere(std::string_view board) {
  const grid::GridText text = grid::parse_grid_text(board, ".#", "cram");
  if (text.cells.empty()) {
    return MisereGame();
  }
  const grid::Board<1> position = grid::board_of<1>(text, ".");
  return MisereCram().value(position);
}

Game cram_game(std::string_view board) {
  return solve_ruleset(Cram{}, Cram::parse(board));
}

}  // namespace cgt
