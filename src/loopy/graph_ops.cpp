#include "loopy/graph_ops.hpp"

#include <algorithm>

#include "cgt/context.hpp"

namespace cgt::loopy {

std::vector<bool> reachable(const LoopyGraph& graph, const std::vector<std::uint32_t>& starts) {
  std::vector<bool> seen(graph.size(), false);
  std::vector<std::uint32_t> stack;
  for (std::uint32_t s : starts) {
    if (!seen[s]) {
      seen[s] = true;
      stack.push_back(s);
    }
  }
  while (!stack.empty()) {
    const std::uint32_t v = stack.back();
    stack.pop_back();
    for (const auto& side : graph.edges) {
      for (std::uint32_t w : side[v]) {
        if (!seen[w]) {
          seen[w] = true;
          stack.push_back(w);
        }
      }
    }
  }
  return seen;
}

LoopyGraph pack(const LoopyGraph& graph, const std::vector<std::uint32_t>& starts, std::vector<std::uint32_t>* renumbered) {
  std::vector<std::uint32_t> number(graph.size(), kNone);
  std::vector<std::uint32_t> order;
  // Breadth first from the starts, so that the numbering depends only on the graph's shape
  // and the order of its edge lists.
  for (std::uint32_t s : starts) {
    if (number[s] == kNone) {
      number[s] = static_cast<std::uint32_t>(order.size());
      order.push_back(s);
    }
  }
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (const auto& side : graph.edges) {
      for (std::uint32_t w : side[order[i]]) {
        if (number[w] == kNone) {
          number[w] = static_cast<std::uint32_t>(order.size());
          order.push_back(w);
        }
      }
    }
  }
  LoopyGraph packed;
  for (std::uint32_t v : order) {
    (void)v;
    packed.add_vertex();
  }
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (int p = 0; p < 2; ++p) {
      auto& out = packed.edges[p][i];
      for (std::uint32_t w : graph.edges[p][order[i]]) {
        out.push_back(number[w]);
      }
    }
  }
  if (renumbered) {
    *renumbered = std::move(number);
  }
  return packed;
}

namespace {

// Kahn's elimination from the sinks: done[x] when every path from x ends. `successors(x, f)`
// calls f on each successor of x; `predecessors` likewise.
template <typename Successors, typename Predecessors>
std::vector<bool> ending_everywhere(std::size_t count, Successors successors, Predecessors predecessors) {
  std::vector<std::uint32_t> pending(count, 0);
  std::vector<std::uint32_t> queue;
  for (std::size_t x = 0; x < count; ++x) {
    successors(x, [&](std::size_t) { ++pending[x]; });
    if (pending[x] == 0) {
      queue.push_back(static_cast<std::uint32_t>(x));
    }
  }
  std::vector<bool> done(count, false);
  for (std::uint32_t x : queue) {
    done[x] = true;
  }
  for (std::size_t i = 0; i < queue.size(); ++i) {
    predecessors(queue[i], [&](std::size_t y) {
      if (--pending[y] == 0) {
        done[y] = true;
        queue.push_back(static_cast<std::uint32_t>(y));
      }
    });
  }
  current_context().charge(count / 8 + 1);
  return done;
}

}  // namespace

Predecessors predecessors(const LoopyGraph& graph, int player) {
  Predecessors in;
  in.start.assign(graph.size() + 1, 0);
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    for (std::uint32_t w : graph.edges[player][v]) {
      ++in.start[w + 1];
    }
  }
  for (std::size_t w = 0; w < graph.size(); ++w) {
    in.start[w + 1] += in.start[w];
  }
  in.from.resize(in.start.back());
  std::vector<std::uint32_t> next(in.start.begin(), in.start.end() - 1);
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    for (std::uint32_t w : graph.edges[player][v]) {
      in.from[next[w]++] = v;
    }
  }
  return in;
}

bool has_alternating_cycle(const LoopyGraph& graph, const std::vector<std::uint32_t>& starts) {
  // State 2v + p: at v with player p to move; p's edges lead to states with 1 - p to move.
  const Predecessors reverse_left = predecessors(graph, 0);
  const Predecessors reverse_right = predecessors(graph, 1);
  const std::vector<bool> ends = ending_everywhere(
      2 * graph.size(),
      [&](std::size_t x, auto f) {
        for (std::uint32_t w : graph.edges[x & 1][x >> 1]) {
          f(2 * std::size_t{w} + (1 - (x & 1)));
        }
      },
      [&](std::size_t x, auto f) {
        // x = (w, q) is reached by the moves of player 1 - q into w.
        const Predecessors& reverse = (x & 1) ? reverse_left : reverse_right;
        reverse.for_each(static_cast<std::uint32_t>(x >> 1),
                         [&](std::uint32_t v) { f(2 * std::size_t{v} + (1 - (x & 1))); });
      });
  // A stopper's every follower is one too (Siegel VI.2): a follower counts whoever moves first.
  const std::vector<bool> live = reachable(graph, starts);
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    if (live[v] && (!ends[2 * std::size_t{v}] || !ends[2 * std::size_t{v} + 1])) {
      return true;
    }
  }
  return false;
}

std::vector<bool> reaches_cycle(const LoopyGraph& graph) {
  const Predecessors reverse_left = predecessors(graph, 0);
  const Predecessors reverse_right = predecessors(graph, 1);
  std::vector<bool> ends = ending_everywhere(
      graph.size(),
      [&](std::size_t v, auto f) {
        for (const auto& side : graph.edges) {
          for (std::uint32_t w : side[v]) {
            f(w);
          }
        }
      },
      [&](std::size_t w, auto f) {
        reverse_left.for_each(static_cast<std::uint32_t>(w), f);
        reverse_right.for_each(static_cast<std::uint32_t>(w), f);
      });
  ends.flip();
  return ends;
}

void dedupe_edges(LoopyGraph& graph) {
  for (auto& side : graph.edges) {
    for (auto& list : side) {
      std::sort(list.begin(), list.end());
      list.erase(std::unique(list.begin(), list.end()), list.end());
    }
  }
}

std::vector<std::optional<Game>> short_values(const LoopyGraph& graph) {
  const std::vector<bool> cyclic = reaches_cycle(graph);
  std::vector<std::optional<Game>> value(graph.size());
  // Each vertex from its options', after them (without recursion).
  std::vector<std::pair<std::uint32_t, bool>> stack;
  for (std::uint32_t root = 0; root < graph.size(); ++root) {
    if (cyclic[root] || value[root]) {
      continue;
    }
    stack.emplace_back(root, false);
    while (!stack.empty()) {
      auto [v, expanded] = stack.back();
      stack.pop_back();
      if (value[v]) {
        continue;
      }
      if (!expanded) {
        stack.emplace_back(v, true);
        for (const auto& side : graph.edges) {
          for (std::uint32_t w : side[v]) {
            if (!value[w]) {
              stack.emplace_back(w, false);
            }
          }
        }
        continue;
      }
      std::vector<Game> sides[2];
      for (int p = 0; p < 2; ++p) {
        for (std::uint32_t w : graph.edges[p][v]) {
          sides[p].push_back(*value[w]);
        }
      }
      value[v] = game_from_options(std::move(sides[0]), std::move(sides[1]));
    }
  }
  return value;
}

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t x) {
  return h ^ (x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
}

}  // namespace

std::vector<std::uint64_t> refine_hashes(const LoopyGraph& graph, std::vector<std::uint64_t> hashes) {
  const std::size_t n = graph.size();
  std::size_t classes = 0;
  std::vector<std::uint64_t> next(n);
  std::vector<std::uint64_t> side;
  for (std::size_t round = 0; round <= n; ++round) {
    for (std::uint32_t v = 0; v < n; ++v) {
      std::uint64_t h = hashes[v];
      for (int p = 0; p < 2; ++p) {
        side.clear();
        for (std::uint32_t w : graph.edges[p][v]) {
          side.push_back(w == v ? 1 : hashes[w]);
        }
        std::sort(side.begin(), side.end());
        h = mix(h, 0xabcdefULL + static_cast<std::uint64_t>(p));
        for (std::uint64_t x : side) {
          h = mix(h, x);
        }
      }
      next[v] = h;
    }
    hashes.swap(next);
    std::vector<std::uint64_t> distinct = hashes;
    std::sort(distinct.begin(), distinct.end());
    const auto now = static_cast<std::size_t>(std::unique(distinct.begin(), distinct.end()) - distinct.begin());
    if (now == classes) {
      break;
    }
    classes = now;
  }
  current_context().charge(n + 1);
  return hashes;
}

}  // namespace cgt::loopy
