// The simplest form of stoppers (Siegel, Combinatorial Game Theory, VI.4; the steps are those
// of CGSuite's canonicalizeStopperGraph): bypass reversible options and remove dominated ones
// at every vertex until none is left, then fuse equal vertices. A vertex's value never changes
// on the way, so one comparison table of the packed graph serves every step before fusion.

#include <algorithm>
#include <stdexcept>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/stopper.hpp"
#include "loopy/graph_ops.hpp"
#include "loopy/survival.hpp"

namespace cgt {

namespace {

using loopy::SurvivalTable;

bool contains(const std::vector<std::uint32_t>& list, std::uint32_t v) {
  return std::find(list.begin(), list.end(), v) != list.end();
}

// Replaces each reversible option of `player` at v by the options its reversing move leads to:
// a Left option a is reversible through a Right option b of a with b ≤ v, and gives way to b's
// Left options (Right's: b a Left option of a with v ≤ b, giving way to b's Right options).
bool bypass_reversible(LoopyGraph& graph, std::uint32_t v, int player, const SurvivalTable& table,
                       std::size_t& budget) {
  bool changed = false;
  auto& options = graph.edges[player][v];
  for (std::size_t i = 0; i < options.size();) {
    const std::uint32_t a = options[i];
    std::uint32_t through = loopy::kNone;
    for (std::uint32_t b : graph.edges[1 - player][a]) {
      if (player == 0 ? table.leq(b, v) : table.leq(v, b)) {
        through = b;
        break;
      }
    }
    if (through == loopy::kNone) {
      ++i;
      continue;
    }
    if (budget-- == 0) {
      throw std::logic_error("stopper simplification does not end: bypassing reversible options loops");
    }
    // a is still in the list, so it is not added back.
    std::vector<std::uint32_t> extra;
    for (std::uint32_t c : graph.edges[player][through]) {
      if (!contains(options, c) && !contains(extra, c)) {
        extra.push_back(c);
      }
    }
    options.erase(options.begin() + static_cast<std::ptrdiff_t>(i));
    options.insert(options.end(), extra.begin(), extra.end());
    changed = true;
  }
  return changed;
}

// Removes the options of `player` at v that another option is at least as good as (Left keeps
// the larger, Right the smaller; of two equal options the first stays).
bool remove_dominated(LoopyGraph& graph, std::uint32_t v, int player, const SurvivalTable& table) {
  auto& options = graph.edges[player][v];
  const auto worse = [&](std::uint32_t x, std::uint32_t y) {  // x no better than y for player
    return player == 0 ? table.leq(x, y) : table.leq(y, x);
  };
  std::vector<bool> removed(options.size(), false);
  bool changed = false;
  for (std::size_t i = 0; i < options.size(); ++i) {
    for (std::size_t j = 0; j < options.size() && !removed[i]; ++j) {
      if (i != j && !removed[j] && worse(options[i], options[j])) {
        // Equal options: keep the earlier.
        if (!worse(options[j], options[i]) || j < i) {
          removed[i] = true;
        }
      }
    }
    changed = changed || removed[i];
  }
  std::size_t kept = 0;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (!removed[i]) {
      options[kept++] = options[i];
    }
  }
  options.resize(kept);
  return changed;
}

}  // namespace

bool is_stopper(const LoopyGraph& graph, std::uint32_t start) {
  if (start >= graph.size()) {
    throw DomainError("no vertex " + std::to_string(start) + " in a graph of " + std::to_string(graph.size()));
  }
  return !loopy::has_alternating_cycle(graph, {start});
}

std::vector<Stopper> simplest_forms(const LoopyGraph& input, const std::vector<std::uint32_t>& starts) {
  for (std::uint32_t s : starts) {
    if (s >= input.size()) {
      throw DomainError("no vertex " + std::to_string(s) + " in a graph of " + std::to_string(input.size()));
    }
  }
  for (const auto& side : input.edges) {
    for (const auto& list : side) {
      for (std::uint32_t w : list) {
        if (w >= input.size()) {
          throw DomainError("an edge leads to vertex " + std::to_string(w) + ", outside a graph of " +
                            std::to_string(input.size()));
        }
      }
    }
  }
  if (loopy::has_alternating_cycle(input, starts)) {
    throw DomainError("not a stopper: some play alternating between the players never ends");
  }
  std::vector<std::uint32_t> renumbered;
  LoopyGraph graph = loopy::pack(input, starts, &renumbered);
  loopy::dedupe_edges(graph);
  std::vector<std::uint32_t> roots;
  for (std::uint32_t s : starts) {
    roots.push_back(renumbered[s]);
  }
  // Values never change on the way, so the table of the packed graph also decides which
  // vertices fusion merges (through each vertex's number before the second packing).
  const SurvivalTable table(graph, graph);
  {
    // Bypassing can only add edges to vertices already in the graph, a finite number of times
    // per edge unless the theory is wrong: the budget turns that into an error, not a hang.
    std::size_t budget = 64 * graph.size() * graph.size() + 1024;
    for (bool changed = true; changed;) {
      changed = false;
      const std::vector<bool> live = loopy::reachable(graph, roots);
      for (std::uint32_t v = 0; v < graph.size(); ++v) {
        if (!live[v]) {
          continue;
        }
        current_context().charge(graph.edges[0][v].size() + graph.edges[1][v].size() + 1);
        changed = bypass_reversible(graph, v, 0, table, budget) || changed;
        changed = bypass_reversible(graph, v, 1, table, budget) || changed;
        changed = remove_dominated(graph, v, 0, table) || changed;
        changed = remove_dominated(graph, v, 1, table) || changed;
      }
    }
  }
  graph = loopy::pack(graph, roots, &renumbered);
  std::vector<std::uint32_t> before(graph.size());
  for (std::uint32_t old = 0; old < renumbered.size(); ++old) {
    if (renumbered[old] != loopy::kNone) {
      before[renumbered[old]] = old;
    }
  }
  for (std::uint32_t& r : roots) {
    r = renumbered[r];
  }
  // Fusion: each vertex goes to the first vertex equal to it.
  {
    const auto equal = [&](std::uint32_t i, std::uint32_t j) {
      return table.leq(before[i], before[j]) && table.leq(before[j], before[i]);
    };
    std::vector<std::uint32_t> representative(graph.size());
    for (std::uint32_t i = 0; i < graph.size(); ++i) {
      representative[i] = i;
      for (std::uint32_t j = 0; j < i; ++j) {
        if (representative[j] == j && equal(i, j)) {
          representative[i] = j;
          break;
        }
      }
    }
    for (auto& side : graph.edges) {
      for (auto& list : side) {
        for (std::uint32_t& w : list) {
          w = representative[w];
        }
      }
    }
    for (std::uint32_t& r : roots) {
      r = representative[r];
    }
    loopy::dedupe_edges(graph);
  }
  std::vector<Stopper> forms;
  forms.reserve(roots.size());
  for (std::uint32_t r : roots) {
    forms.push_back(loopy::adopt_simplest(loopy::pack(graph, {r})));
  }
  return forms;
}

Stopper simplest_form(const LoopyGraph& graph, std::uint32_t start) {
  return simplest_forms(graph, {start}).front();
}

}  // namespace cgt
