#pragma once
// Walks over a bigraph that the simplification and the printer share.

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/stopper.hpp"

namespace cgt::loopy {

inline constexpr std::uint32_t kNone = UINT32_MAX;

// The vertices reachable from `starts` (starts included), marked.
std::vector<bool> reachable(const LoopyGraph& graph, const std::vector<std::uint32_t>& starts);

// The reachable part renumbered: vertex starts[i] becomes i when the starts are distinct (a
// repeated start keeps its first number). `renumbered[v]` is v's new number or kNone.
LoopyGraph pack(const LoopyGraph& graph, const std::vector<std::uint32_t>& starts,
                std::vector<std::uint32_t>* renumbered = nullptr);

// Whether some play alternating between the players, starting with either, runs forever from
// some vertex reachable from `starts` (a follower of a stopper must be one too): a reachable
// cycle among the states (vertex, player to move).
bool has_alternating_cycle(const LoopyGraph& graph, const std::vector<std::uint32_t>& starts);

// on_cycle[v]: some cycle (of either player's edges, mixed) is reachable from v, so v is not a
// short game.
std::vector<bool> reaches_cycle(const LoopyGraph& graph);

// The short game of each vertex from which no cycle is reachable (nullopt for the others).
std::vector<std::optional<Game>> short_values(const LoopyGraph& graph);

// Colour refinement: from `hashes` (one per vertex, equal for vertices to be told apart only by
// their options), each round a vertex's hash takes in its options' sorted hashes (an edge to
// itself as a mark of its own), until the classes stop splitting. Isomorphic graphs with equal
// initial hashes get equal hashes.
std::vector<std::uint64_t> refine_hashes(const LoopyGraph& graph, std::vector<std::uint64_t> hashes);

// The moves of one player into each vertex, flat (one array for the whole graph: the
// comparison tables and the cycle searches walk them over and over): the vertices with an edge
// of that player to w are from[start[w]] .. from[start[w + 1] - 1].
struct Predecessors {
  std::vector<std::uint32_t> start;
  std::vector<std::uint32_t> from;

  template <typename Visit>
  void for_each(std::uint32_t w, Visit visit) const {
    for (std::uint32_t k = start[w]; k < start[w + 1]; ++k) {
      visit(from[k]);
    }
  }
};
Predecessors predecessors(const LoopyGraph& graph, int player);

// Sorts each edge list and removes repeated edges.
void dedupe_edges(LoopyGraph& graph);

}  // namespace cgt::loopy
