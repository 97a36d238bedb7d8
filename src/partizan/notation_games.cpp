// The games behind the notation: ↑^n, ↑^[n], Tiny, Miny and switches.

#include "cgt/error.hpp"
#include "cgt/game_values.hpp"
#include "partizan/state.hpp"

namespace cgt {

namespace {

void check_up_index(const Integer& n, const char* notation) {
  if (n.sign() <= 0) {
    throw DomainError(std::string(notation) + " needs n >= 1, not " + n.to_string());
  }
  if (!n.fits_int64() || n.to_int64() > kMaxUpIndex) {
    throw LimitError("game too large: " + std::string(notation) + " with n = " + n.to_string() + " (at most " +
                     std::to_string(kMaxUpIndex) + ")");
  }
}

}  // namespace

Game up_power(const Integer& n) {
  check_up_index(n, "^<n>");
  // ↑^1 = ↑ and ↑^n = {0 | ↓^[n-1] *}, where ↓^[k] = -(↑ + ↑² + … + ↑^k).
  if (n == Integer(1)) {
    return nus_game(Dyadic(0), Integer(1), Integer(0));
  }
  return game_from_options({Game()}, {-up_sum(n - Integer(1)) + nimber_game(Integer(1))});
}

Game up_sum(const Integer& n) {
  check_up_index(n, "^[n]");
  Game star = nimber_game(Integer(1));
  auto& known = partizan::current_state().memos.up_sums;
  std::int64_t target = n.to_int64();
  std::int64_t k = 1;
  Game result = nus_game(Dyadic(0), Integer(1), Integer(0));
  for (std::int64_t j = target; j > 1; --j) {
    if (auto it = known.find(j); it != known.end()) {
      k = j;
      result = partizan::as_game(it->second);
      break;
    }
  }
  for (; k < target; ++k) {
    result = game_from_options({result}, {star});  // ↑^[k+1] = {↑^[k] | *}
    known.emplace(k + 1, result.id());
  }
  return result;
}

Game tiny(Game x) {
  return game_from_options({Game()}, {game_from_options({Game()}, {-x})});
}
Game miny(Game x) {
  return -tiny(x);
}
Game switch_game(Game x) {
  return game_from_options({x}, {-x});
}

}  // namespace cgt
