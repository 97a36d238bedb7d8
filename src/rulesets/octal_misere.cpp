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
  const std::vector<std::uint8_t>& digits = game.digits();
  std::vector<MisereGame> heaps;
  heaps.reserve(upto + 1);
  for (std::size_t n = 0; n <= upto; ++n) {
    std::vector<MisereGame> options;
    for (std::size_t k = 0; k < digits.size() && k <= n; ++k) {
      const std::uint8_t d = digits[k];
      const std::size_t rest = n - k;
      if (k == 0 && rest == 0) {
        continue;
      }
      if ((d & 1) != 0 && k > 0 && rest == 0) {
        options.push_back(MisereGame());
      }
      if ((d & 2) != 0 && k > 0 && rest > 0) {
        options.push_back(heaps[rest]);
      }
      if ((d & 4) != 0) {
        for (std::size_t a = 1; 2 * a <= rest; ++a) {
          if (game.unequal_split() && 2 * a == rest) {
            continue;
          }
          options.push_back(heaps[a] + heaps[rest - a]);
        }
      }
      if ((d & 8) != 0) {
        for (std::size_t a = 1; 3 * a <= rest; ++a) {
          for (std::size_t b = a; a + 2 * b <= rest; ++b) {
            options.push_back(heaps[a] + heaps[b] + heaps[rest - a - b]);
          }
        }
      }
      current_context().charge(1 + rest);
    }
    heaps.push_back(MisereGame::from_options(std::move(options)));
  }
  return heaps;
}

}  // namespace cgt
