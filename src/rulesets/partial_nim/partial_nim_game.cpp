// Partial Nim piles (blue and red) as short games.

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {

namespace {
constexpr std::uint64_t kMaxPartialPile = 1024;

// Blue piles by size, in the context beside the store their games belong to.
struct BluePiles final : ContextState {
  explicit BluePiles(Context& /*context*/) {}
  [[nodiscard]] std::size_t bytes_held() const override { return values.capacity() * sizeof(Game); }
  std::vector<Game> values;  // values[k] = blue pile of k
};
}  // namespace

Game blue_pile_game(std::uint64_t n) {
  if (n > kMaxPartialPile) {
    throw LimitError("Partial Nim pile " + std::to_string(n) + " too large for the short-game engine (at most " +
                     std::to_string(kMaxPartialPile) + ")");
  }
  std::vector<Game>& values = current_context().extension<BluePiles>().values;
  while (values.size() <= n) {
    const std::uint64_t k = values.size();
    std::vector<Game> left;   // remove an odd number
    std::vector<Game> right;  // remove an even number ≥ 2
    for (std::uint64_t removed = 1; removed <= k; ++removed) {
      (removed % 2 == 1 ? left : right).push_back(values[k - removed]);
    }
    values.push_back(game_from_options(std::move(left), std::move(right)));
  }
  return values[n];
}

Game red_pile_game(std::uint64_t n) {
  return -blue_pile_game(n);
}

}  // namespace cgt
