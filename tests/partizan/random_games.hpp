#pragma once
// Random raw game trees and a plain minimax search over them, independent of the canonical
// engine: the reference the engine's outcomes and comparisons are checked against.

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "cgt/game.hpp"

namespace cgt::testing {

// A pool of raw games: game i's options are games with smaller indices (so it is finite).
struct RawPool {
  std::vector<std::vector<int>> left;
  std::vector<std::vector<int>> right;

  [[nodiscard]] std::size_t size() const { return left.size(); }

  // Game 0 is 0; every later game gets min_options..max_options options on each side, drawn
  // from the games before it (min_options = 1: dicotic, all-small games).
  static RawPool random(std::mt19937_64& rng, int games, int max_options, int min_options = 0) {
    RawPool pool;
    pool.left.push_back({});
    pool.right.push_back({});
    for (int i = 1; i < games; ++i) {
      std::uniform_int_distribution<int> count(min_options, max_options);
      std::uniform_int_distribution<int> pick(0, i - 1);
      std::vector<int> l(static_cast<std::size_t>(count(rng)));
      std::vector<int> r(static_cast<std::size_t>(count(rng)));
      for (int& o : l) o = pick(rng);
      for (int& o : r) o = pick(rng);
      pool.left.push_back(l);
      pool.right.push_back(r);
    }
    return pool;
  }

  // The raw tree as text, for failure messages.
  [[nodiscard]] std::string text(int g) const {
    std::string out = "{";
    for (std::size_t k = 0; k < left[g].size(); ++k) {
      out += k ? "," : "";
      out += text(left[g][k]);
    }
    out += "|";
    for (std::size_t k = 0; k < right[g].size(); ++k) {
      out += k ? "," : "";
      out += text(right[g][k]);
    }
    return out + "}";
  }

  // The engine's canonical form of game i, built bottom-up from its raw options.
  [[nodiscard]] std::vector<Game> to_engine() const {
    std::vector<Game> games;
    for (std::size_t i = 0; i < size(); ++i) {
      std::vector<Game> l;
      std::vector<Game> r;
      for (int o : left[i]) l.push_back(games[static_cast<std::size_t>(o)]);
      for (int o : right[i]) r.push_back(games[static_cast<std::size_t>(o)]);
      games.push_back(game_from_options(l, r));
    }
    return games;
  }
};

// Minimax on the difference a - b of two raw games (a from pool A, b from pool B): Left's
// moves are a→a^L and b→b^R, Right's a→a^R and b→b^L.
class DifferenceSearch {
 public:
  DifferenceSearch(const RawPool& a, const RawPool& b) : a_(a), b_(b) {}

  bool left_first_wins(int a, int b) { return wins(a, b, true); }
  bool right_first_wins(int a, int b) { return wins(a, b, false); }
  // a ≤ b iff Left moving first in a - b loses.
  bool leq(int a, int b) { return !left_first_wins(a, b); }

 private:
  bool wins(int a, int b, bool left) {
    auto key = std::make_tuple(a, b, left);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool result = false;
    const auto& mine_a = left ? a_.left[a] : a_.right[a];
    const auto& mine_b = left ? b_.right[b] : b_.left[b];
    for (int o : mine_a) {
      if (!wins(o, b, !left)) {
        result = true;
        break;
      }
    }
    if (!result) {
      for (int o : mine_b) {
        if (!wins(a, o, !left)) {
          result = true;
          break;
        }
      }
    }
    memo_.emplace(key, result);
    return result;
  }

  const RawPool& a_;
  const RawPool& b_;
  std::map<std::tuple<int, int, bool>, bool> memo_;
};

// The empty pool holding only 0, for outcomes: G vs 0.
inline const RawPool& zero_pool() {
  static const RawPool pool{{{}}, {{}}};
  return pool;
}

// Adds the raw tree of an engine game (its canonical options, recursively) to `pool` and
// returns its index there; `index` remembers games already added.
inline int expand(Game g, std::map<std::uint32_t, int>& index, RawPool& pool) {
  if (auto it = index.find(g.id()); it != index.end()) return it->second;
  std::vector<int> l;
  std::vector<int> r;
  for (Game o : left_options(g)) l.push_back(expand(o, index, pool));
  for (Game o : right_options(g)) r.push_back(expand(o, index, pool));
  pool.left.push_back(l);
  pool.right.push_back(r);
  int i = static_cast<int>(pool.size()) - 1;
  index.emplace(g.id(), i);
  return i;
}

}  // namespace cgt::testing
