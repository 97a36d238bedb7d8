#pragma once
// Seeded random small impartial games for brute-force checks (in the current context).

#include <random>
#include <string>
#include <vector>

#include "cgt/impartial.hpp"

namespace cgt::testing {

// `count` games built one after another, each with a random set of up to `max_options`
// options among the games built before it (the first is 0). Every game stays small enough for
// its sums to be expanded into trees.
inline std::vector<ImpartialGame> random_game_pool(std::mt19937_64& rng, std::size_t count,
                                                   std::size_t max_options = 3) {
  std::vector<ImpartialGame> pool{ImpartialGame::zero()};
  while (pool.size() < count) {
    std::size_t options = rng() % (max_options + 1);
    std::vector<ImpartialGame> chosen;
    for (std::size_t i = 0; i < options; ++i) {
      chosen.push_back(pool[rng() % pool.size()]);
    }
    pool.push_back(ImpartialGame::from_options(std::move(chosen)));
  }
  return pool;
}

// A game tree written in the expression syntax: {..} nests options, so this text re-parses
// to the same game. (Recursive: for the small games of the random pools.)
inline std::string game_text(ImpartialGame game) {
  std::string out = "{";
  bool first = true;
  for (ImpartialGame option : game.options()) {
    out += first ? "" : ", ";
    first = false;
    out += game_text(option);
  }
  return out + "}";
}

}  // namespace cgt::testing
