#pragma once
// Short games built with operations that stay shallow (loops of game_from_options), for tests
// of one algorithm at a time.

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt::testing {

inline Game number(int n) {
  return number_game(Dyadic(n));
}

// u_n, where u_0 = 0, v_k = {k+2 | u_k} and u_(k+1) = {v_k | -(k+2)}: 2n + 2 days deep, with a
// path that alternates between left and right options all the way down (as stops follow).
inline Game alternating(int n) {
  Game u;
  for (int k = 0; k < n; ++k) {
    Game v = game_from_options({number(k + 2)}, {u});
    u = game_from_options({v}, {number(-k - 2)});
  }
  return u;
}

}  // namespace cgt::testing
