// Octal games in misère play: heap n's canonical form from the canonical forms of the smaller
// heaps, its options being the heaps (and sums of heaps) that each move leaves.

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/misere_games.hpp"

namespace cgt {

std::vector<MisereGame> octal_misere_heaps(const OctalGame& game, std::size_t upto) {
  if (upto >= kMaxMisereGames) {
    throw LimitError("heap " + std::to_string(upto) + " is too large for misère canonical forms");
  }
  std::vector<MisereGame> heaps;
  heaps.reserve(upto + 1);
  for (std::size_t n = 0; n <= upto; ++n) {
    std::vector<MisereGame> options;
    for_each_octal_move(game, n, [&](std::span<const std::size_t> left) {
      MisereGame option;
      for (const std::size_t heap : left) {
        option = option + heaps[heap];
      }
      options.push_back(option);
      current_context().charge(1 + left.size());
    });
    heaps.push_back(MisereGame::from_options(std::move(options)));
  }
  return heaps;
}

}  // namespace cgt
