#pragma once
// Stoppers for the brute-force tests, decided by play alone (the retrograde solver of
// retrograde.hpp, nothing of the stopper engine): G ≤ H on two graphs, and random small graphs
// to check the engine and the commands on.

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "cgt/stopper.hpp"
#include "support/retrograde.hpp"

namespace cgt::test {

// G ≤ H: Right, moving first in H - G from (g0, h0), has no winning strategy. In H - G a
// player moves either in H by their own edges or in G by the opponent's (G is negated).
inline bool leq_by_play(const LoopyGraph& g, std::uint32_t g0, const LoopyGraph& h, std::uint32_t h0) {
  const std::size_t hn = h.size();
  constexpr int kLeft = 0;
  constexpr int kRight = 1;
  const auto state = [&](std::size_t gv, std::size_t hv, int p) { return 2 * (gv * hn + hv) + p; };
  std::vector<std::vector<std::size_t>> moves(2 * g.size() * hn);
  for (std::size_t gv = 0; gv < g.size(); ++gv) {
    for (std::size_t hv = 0; hv < hn; ++hv) {
      for (int p : {kLeft, kRight}) {
        auto& out = moves[state(gv, hv, p)];
        for (std::uint32_t w : h.edges[p][hv]) {
          out.push_back(state(gv, w, 1 - p));
        }
        for (std::uint32_t w : g.edges[1 - p][gv]) {
          out.push_back(state(w, hv, 1 - p));
        }
      }
    }
  }
  return solve(moves)[state(g0, h0, kRight)] != Result::kWin;
}

// 2..7 vertices; each ordered pair (self-loops included) is a Left edge, and independently a
// Right edge, with a probability drawn per graph: sparse graphs are mostly stoppers, dense
// ones have loops enough to be loopy.
inline LoopyGraph random_graph(std::mt19937& rng) {
  LoopyGraph g;
  const int n = std::uniform_int_distribution<int>(2, 7)(rng);
  for (int v = 0; v < n; ++v) {
    g.add_vertex();
  }
  const double density = std::uniform_real_distribution<double>(0.05, 0.4)(rng);
  std::bernoulli_distribution edge(density);
  for (int p : {0, 1}) {
    for (int v = 0; v < n; ++v) {
      for (int w = 0; w < n; ++w) {
        if (edge(rng)) {
          g.add_edge(p, static_cast<std::uint32_t>(v), static_cast<std::uint32_t>(w));
        }
      }
    }
  }
  return g;
}

}  // namespace cgt::test
