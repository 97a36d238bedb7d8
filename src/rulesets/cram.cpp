// Cram as a ruleset of the ruleset solver: either player places a domino on two adjacent empty
// cells, vertically or horizontally. The game is impartial, so every value is a nimber.

#include <unordered_map>

#include "cgt/context.hpp"
#include "cgt/misere_games.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/grid_board.hpp"

namespace cgt {

namespace {

using grid::Bits;

struct Cram {
  using Position = grid::Board<1>;  // the empty cells

  [[nodiscard]] std::size_t hash(const Position& p) const { return grid::hash_board(p); }

  // Both players have the same options: Domineering's vertical and horizontal moves together.
  void options(const Position& p, Player /*player*/, std::vector<Position>& out) const {
    const grid::Shape shape = p.shape();
    const Bits empty = p.layers[0];
    const Bits firsts[2] = {empty & shape.north_of(empty), empty & shape.west_of(empty)};
    const unsigned partners[2] = {shape.cols(), 1};
    for (int d = 0; d < 2; ++d) {
      for (Bits rest = firsts[d]; rest != 0; rest &= rest - 1) {
        const Bits first = rest & -rest;
        Position next = p;
        next.layers[0] = empty & ~(first | first << partners[d]);
        out.push_back(next);
      }
    }
  }

  // The regions of empty cells. A lone cell takes no domino: it is 0 and left out.
  void components(const Position& p, std::vector<Position>& out) const {
    grid::split_regions(
        p, p.layers[0], [](const Position& part) { return part.rows * part.cols > 1; }, out);
  }

  // The least image under the symmetries of the rectangle. Both players move alike in both
  // directions, so every image has the same value.
  bool normalise(Position& p) const { return grid::least_image(p, grid::Swap::kNone); }
};

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
  const grid::GridText text = grid::parse_grid_text(board, ".#", "cram");
  if (text.cells.empty()) {
    return Game();
  }
  const grid::Board<1> position = grid::board_of<1>(text, ".");
  return solve_ruleset(Cram{}, position);
}

}  // namespace cgt
