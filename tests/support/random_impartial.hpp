#pragma once
// Seeded random small impartial games for brute-force checks.

#include <random>
#include <string>
#include <vector>

#include "cgt/impartial.hpp"

namespace cgt::testing {

// `count` games built one after another, each with a random set of up to `max_options`
// options among the games built before it (the first is 0). Every game stays small enough for
// its sums to be expanded into trees.
inline std::vector<ImpartialId> random_game_pool(ImpartialStore& store, std::mt19937_64& rng, std::size_t count,
                                                 std::size_t max_options = 3) {
  std::vector<ImpartialId> pool{store.zero()};
  while (pool.size() < count) {
    std::size_t options = rng() % (max_options + 1);
    std::vector<ImpartialId> chosen;
    for (std::size_t i = 0; i < options; ++i) {
      chosen.push_back(pool[rng() % pool.size()]);
    }
    pool.push_back(store.make(std::move(chosen)));
  }
  return pool;
}

// A game tree written in the expression syntax: {..} nests options, so this text re-parses
// to the same game.
inline std::string game_text(const ImpartialStore& store, ImpartialId game) {
  std::string out = "{";
  bool first = true;
  for (ImpartialId option : store.options(game)) {
    out += first ? "" : ", ";
    first = false;
    out += game_text(store, option);
  }
  return out + "}";
}

}  // namespace cgt::testing
