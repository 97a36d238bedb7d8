#pragma once
// An independent brute force for LR-ending games, for tests: trees in a test-only arena, and
// the outcome of a *sum* found by playing it out (minimax over the tuple of components: a move
// changes one component; play ends when every component is terminal, and Left wins iff an
// even number of them are *R — the rule of the game, not Definition 2.4 or Theorem 2.8).

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/ending.hpp"

namespace cgt::testing {

class BruteEnding {
 public:
  static constexpr int kL = 0;  // node 0 is *L
  static constexpr int kR = 1;  // node 1 is *R

  BruteEnding() {
    nodes_.push_back({});
    nodes_.push_back({});
  }

  int make(std::vector<int> children) {
    std::sort(children.begin(), children.end());
    children.erase(std::unique(children.begin(), children.end()), children.end());
    auto [it, inserted] = index_.try_emplace(children, static_cast<int>(nodes_.size()));
    if (inserted) nodes_.push_back(children);
    return it->second;
  }
  [[nodiscard]] bool terminal(int g) const { return g < 2; }
  [[nodiscard]] const std::vector<int>& children(int g) const { return nodes_[static_cast<std::size_t>(g)]; }

  int from_position(ending::Position p) {
    if (p.is_left_end()) return kL;
    if (p.is_right_end()) return kR;
    std::vector<int> c;
    for (ending::Position o : p.options()) c.push_back(from_position(o));
    return make(std::move(c));
  }
  ending::Position to_position(int g) const {
    if (g == kL) return ending::Position::left_end();
    if (g == kR) return ending::Position::right_end();
    std::vector<ending::Position> o;
    for (int c : children(g)) o.push_back(to_position(c));
    return ending::Position::from_options(std::move(o));
  }

  // Outcome of the sum of the components by playing it out.
  ending::Outcome outcome(std::vector<int> components) {
    std::sort(components.begin(), components.end());
    const bool left_first = wins(components, true);
    const bool right_first = wins(components, false);
    if (left_first && right_first) return ending::Outcome::kN;
    if (left_first) return ending::Outcome::kL;
    if (right_first) return ending::Outcome::kR;
    return ending::Outcome::kP;
  }

  // A random position of birthday ≤ depth with at most `width` options per node.
  int random(std::mt19937_64& rng, int depth, int width = 3) {
    if (depth == 0 || rng() % 4 == 0) return static_cast<int>(rng() % 2);
    const int k = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(width));
    std::vector<int> c;
    for (int i = 0; i < k; ++i) c.push_back(random(rng, depth - 1, width));
    return make(std::move(c));
  }

  std::string text(int g) const {
    if (g == kL) return "*L";
    if (g == kR) return "*R";
    std::string s = "{";
    for (std::size_t i = 0; i < children(g).size(); ++i) s += (i ? ", " : "") + text(children(g)[i]);
    return s + "}";
  }

 private:
  // Does the player to move (Left if `left`) win the sum?
  bool wins(const std::vector<int>& state, bool left) {
    const auto key = std::make_pair(state, left);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool any_move = false, result = false;
    for (std::size_t i = 0; i < state.size() && !result; ++i) {
      if (i > 0 && state[i] == state[i - 1]) continue;
      for (int c : children(state[i])) {
        any_move = true;
        std::vector<int> next = state;
        next[i] = c;
        std::sort(next.begin(), next.end());
        if (!wins(next, !left)) {
          result = true;
          break;
        }
      }
    }
    if (!any_move) {
      const auto rights = std::count(state.begin(), state.end(), kR);
      result = (rights % 2 == 0) == left;  // Left wins iff the *R's are even in number
    }
    memo_.emplace(key, result);
    return result;
  }

  std::vector<std::vector<int>> nodes_{};
  std::map<std::vector<int>, int> index_;
  struct StateHash {
    std::size_t operator()(const std::pair<std::vector<int>, bool>& key) const noexcept {
      std::size_t h = key.second ? 0x9E3779B97F4A7C15ULL : 0;
      for (int v : key.first) h = (h ^ static_cast<std::size_t>(v)) * 0x100000001B3ULL;
      return h;
    }
  };
  std::unordered_map<std::pair<std::vector<int>, bool>, bool, StateHash> memo_;
};

// Contexts for equivalence checks: the given positions, random small ones up to `count` in
// all, and `count` sums of two of them.
struct EndingContexts {
  std::vector<std::vector<int>> sums;

  EndingContexts(BruteEnding& brute, std::uint64_t seed, int count, std::vector<int> singles) {
    std::mt19937_64 rng(seed);
    while (static_cast<int>(singles.size()) < count) singles.push_back(brute.random(rng, 3));
    for (int s : singles) sums.push_back({s});
    for (int i = 0; i < count; ++i) sums.push_back({singles[rng() % singles.size()], singles[rng() % singles.size()]});
  }

  // The first context distinguishing g from h, or "" when they agree on every one.
  std::string distinguish(BruteEnding& brute, int g, int h) const {
    for (const std::vector<int>& x : sums) {
      std::vector<int> with_g = x;
      std::vector<int> with_h = x;
      with_g.push_back(g);
      with_h.push_back(h);
      if (brute.outcome(with_g) != brute.outcome(with_h)) {
        std::string text;
        for (int c : x) text += (text.empty() ? "" : " + ") + brute.text(c);
        return text;
      }
    }
    return "";
  }
};

}  // namespace cgt::testing
