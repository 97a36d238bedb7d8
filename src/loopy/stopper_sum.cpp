// G + x for a stopper G and a short game x: the product graph of the two, simplified.

#include <map>

#include "cgt/context.hpp"
#include "cgt/stopper.hpp"

namespace cgt {

Stopper operator+(const Stopper& g, Game x) {
  LoopyGraph short_graph;
  const std::uint32_t x_start = short_graph.add_short_game(x);
  const LoopyGraph& a = g.graph();
  const LoopyGraph& b = short_graph;
  // Vertex (i, j): G at i and x at j; a player moves in one of them.
  LoopyGraph sum;
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> vertex_of;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> queue{{0, x_start}};
  vertex_of.emplace(queue[0], sum.add_vertex());
  for (std::size_t k = 0; k < queue.size(); ++k) {
    current_context().charge();
    const auto [i, j] = queue[k];
    const std::uint32_t v = vertex_of.at(queue[k]);
    for (int p = 0; p < 2; ++p) {
      std::vector<std::pair<std::uint32_t, std::uint32_t>> targets;
      for (std::uint32_t i2 : a.edges[p][i]) {
        targets.emplace_back(i2, j);
      }
      for (std::uint32_t j2 : b.edges[p][j]) {
        targets.emplace_back(i, j2);
      }
      for (const auto& target : targets) {
        auto [it, added] = vertex_of.try_emplace(target, 0);
        if (added) {
          it->second = sum.add_vertex();
          queue.push_back(target);
        }
        sum.edges[p][v].push_back(it->second);
      }
    }
  }
  return simplest_form(sum, 0);
}

}  // namespace cgt
