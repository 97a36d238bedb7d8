// Hackenbush on rooted graphs, in CGSuite's graph text: an edge is l (blue, Left's), r (red,
// Right's) or e (green, either player's); the first vertex is the ground. A move deletes an edge
// of one's colour, and every edge no longer connected to the ground falls away.
//
// The graph is split at the ground into the parts that hang from it (a sum). A part that is
// all green is a nimber by the fusion and colon principles, and a blue-red part without a cycle
// is a number by the rule for an edge on top of a number (Winning Ways ch. 2 and 7); these take
// graphs of up to 100000 edges. The other parts go to the ruleset solver together: a position
// is the set of their edges left (at most 64), split again at the ground.

#include "rulesets/graph/hackenbush.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/graph/graph_text.hpp"

namespace cgt {

namespace {

// The closed forms are linear or, for long blue-red strings, quadratic in bits; this keeps a
// graph's text and its numbers to a few megabytes.
constexpr std::size_t kMaxEdges = 100000;
// Search positions are bit sets of edges, and an edge's ends a bit set of vertices.
constexpr std::size_t kMaxSearch = 64;

enum class Colour : std::uint8_t { kBlue, kRed, kGreen };

struct Graph {
  std::vector<std::pair<unsigned, unsigned>> edges;  // vertex numbers; 0 is the ground
  std::vector<Colour> colours;
  std::size_t vertices = 0;  // vertex numbers are below this
  std::string text;          // names the table: positions are edge sets of this graph
};

// As CGSuite's Hackenbush does: a graph must have a ground, and every vertex must be connected
// to it (the text can give parts apart with ';').
void refuse_unrooted(const graph_text::Graph& parsed) {
  const std::size_t n = parsed.vertex_labels.size();
  if (n == 0) throw ParseError("hackenbush graph", 0, "the graph is empty: it has no ground");
  std::vector<std::vector<unsigned>> at(n);
  for (const graph_text::Edge& e : parsed.edges) {
    at[e.a].push_back(e.b);
    at[e.b].push_back(e.a);
  }
  std::vector<bool> reached(n, false);
  std::vector<unsigned> stack{0};
  reached[0] = true;
  while (!stack.empty()) {
    const unsigned v = stack.back();
    stack.pop_back();
    for (unsigned w : at[v]) {
      if (!reached[w]) {
        reached[w] = true;
        stack.push_back(w);
      }
    }
  }
  for (std::size_t v = 0; v < n; ++v) {
    if (!reached[v]) {
      throw ParseError("hackenbush graph", 0,
                       "the graph is not connected: vertex " + std::to_string(v + 1) + " is not joined to the ground");
    }
  }
}

Graph read_graph(std::string_view text, graph_text::Limits limits) {
  const graph_text::Graph parsed = graph_text::parse(text, "lre", "", "hackenbush graph", limits);
  refuse_unrooted(parsed);
  Graph graph;
  graph.text = std::string(text);
  graph.vertices = parsed.vertex_labels.size();
  for (const graph_text::Edge& e : parsed.edges) {
    graph.edges.emplace_back(e.a, e.b);
    graph.colours.push_back(e.label == 'l' ? Colour::kBlue : e.label == 'r' ? Colour::kRed : Colour::kGreen);
  }
  return graph;
}

using Edges = std::uint64_t;

struct Hackenbush {
  using Position = Edges;  // the edges left, all connected to the ground
  const Graph* graph;

  [[nodiscard]] std::size_t hash(Position p) const {
    std::uint64_t h = p * 0x9e3779b97f4a7c15ULL;
    return static_cast<std::size_t>(h ^ (h >> 29));
  }

  void options(Position p, Player player, std::vector<Position>& out) const {
    for (Edges rest = p; rest != 0; rest &= rest - 1) {
      const auto e = static_cast<unsigned>(std::countr_zero(rest));
      const Colour c = graph->colours[e];
      if (c == Colour::kGreen || (c == Colour::kBlue) == (player == Player::kLeft)) {
        out.push_back(grounded(p & ~(Edges{1} << e)));
      }
    }
  }

  // The parts that meet only at the ground: a move in one leaves the others as they are.
  void components(Position p, std::vector<Position>& out) const {
    while (p != 0) {
      Edges part = p & -p;
      for (bool grew = true; grew;) {
        grew = false;
        const std::uint64_t touched = vertices_of(part) & ~std::uint64_t{1};  // not the ground
        for (Edges rest = p & ~part; rest != 0; rest &= rest - 1) {
          const auto e = static_cast<unsigned>(std::countr_zero(rest));
          if ((touched & ends(e)) != 0) {
            part |= Edges{1} << e;
            grew = true;
          }
        }
      }
      out.push_back(part);
      p &= ~part;
    }
  }

  [[nodiscard]] std::string table_name() const { return graph->text; }

  // The edges of p still connected to the ground.
  [[nodiscard]] Position grounded(Position p) const {
    std::uint64_t reached = 1;  // vertex 0
    Edges kept = 0;
    for (bool grew = true; grew;) {
      grew = false;
      for (Edges rest = p & ~kept; rest != 0; rest &= rest - 1) {
        const auto e = static_cast<unsigned>(std::countr_zero(rest));
        if ((reached & ends(e)) != 0) {
          reached |= ends(e);
          kept |= Edges{1} << e;
          grew = true;
        }
      }
    }
    return kept;
  }

 private:
  [[nodiscard]] std::uint64_t ends(unsigned e) const {
    return (std::uint64_t{1} << graph->edges[e].first) | (std::uint64_t{1} << graph->edges[e].second);
  }
  [[nodiscard]] std::uint64_t vertices_of(Edges part) const {
    std::uint64_t v = 0;
    for (Edges rest = part; rest != 0; rest &= rest - 1) {
      v |= ends(static_cast<unsigned>(std::countr_zero(rest)));
    }
    return v;
  }
};


using EdgeList = std::vector<std::size_t>;  // edge numbers of a Graph

class UnionFind {
 public:
  explicit UnionFind(std::size_t size) : parent_(size) { std::iota(parent_.begin(), parent_.end(), std::size_t{0}); }
  std::size_t find(std::size_t x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  }
  void unite(std::size_t a, std::size_t b) { parent_[find(a)] = find(b); }

 private:
  std::vector<std::size_t> parent_;
};

// The parts that meet only at the ground: edges sharing another vertex are in one part.
std::vector<EdgeList> parts_at_ground(const Graph& graph) {
  UnionFind joined(graph.vertices);
  for (const auto& [a, b] : graph.edges) {
    if (a != 0 && b != 0) joined.unite(a, b);
  }
  std::vector<EdgeList> parts;
  std::vector<std::size_t> part_of(graph.vertices, SIZE_MAX);  // by the representative vertex
  for (std::size_t e = 0; e < graph.edges.size(); ++e) {
    const auto [a, b] = graph.edges[e];
    if (a == 0 && b == 0) {  // a loop at the ground is a part by itself
      parts.push_back({e});
      continue;
    }
    std::size_t& part = part_of[joined.find(a != 0 ? a : b)];
    if (part == SIZE_MAX) {
      part = parts.size();
      parts.emplace_back();
    }
    parts[part].push_back(e);
  }
  return parts;
}

// Edges at each vertex, both ways (a loop twice at its vertex): {other end, edge}.
using Adjacency = std::vector<std::vector<std::pair<unsigned, std::size_t>>>;

Adjacency adjacency(const Graph& graph, const EdgeList& edges) {
  Adjacency at(graph.vertices);
  for (std::size_t e : edges) {
    const auto [a, b] = graph.edges[e];
    at[a].emplace_back(b, e);
    at[b].emplace_back(a, e);
  }
  return at;
}

// A depth-first walk from the ground, without recursion (a stalk may be 100000 edges long):
// `visit(v, e)` when vertex v is first reached through edge e, `again(v, e)` when edge e leads
// from v to a vertex already reached (every edge off the tree is met this way twice, a loop
// too), and `leave(v, parent, e)` once everything above v is done, e being the tree edge.
template <typename Visit, typename Again, typename Leave>
void walk_from_ground(const Adjacency& at, Visit visit, Again again, Leave leave) {
  struct Step {
    unsigned vertex;
    std::size_t edge;  // the tree edge into vertex; SIZE_MAX at the ground
    std::size_t next;  // the next of its edges to look at
  };
  std::vector<bool> reached(at.size(), false);
  std::vector<Step> stack{{0, SIZE_MAX, 0}};
  reached[0] = true;
  visit(0U, SIZE_MAX);
  while (!stack.empty()) {
    Step& top = stack.back();
    if (top.next == at[top.vertex].size()) {
      const Step done = top;
      stack.pop_back();
      if (!stack.empty()) leave(done.vertex, stack.back().vertex, done.edge);
      continue;
    }
    const auto [other, e] = at[top.vertex][top.next++];
    if (e == top.edge) continue;  // the way in (a parallel edge has another number)
    if (reached[other]) {
      again(top.vertex, e);
    } else {
      reached[other] = true;
      stack.push_back({other, e, 0});  // `top` may dangle from here
      visit(other, e);
    }
  }
}

// Green Hackenbush. By the fusion principle the vertices of a circuit may be fused into one,
// each edge of the circuit becoming a loop (a green edge hanging alone, *1); fusing every
// 2-edge-connected piece leaves a tree of bridges with loops on its vertices, and by the colon
// principle a vertex is worth the nim sum of 1 + (the value above) over its bridges up, and of
// 1 over its loops. The walk fuses as it goes: a vertex's nim sum is folded into its parent's,
// as 1 + it over a bridge and as it plus a loop (⊕ 1) over a tree edge on a circuit; an edge
// off the tree is on a circuit and adds a loop.
std::uint64_t green_value(const Graph& graph, const EdgeList& edges) {
  const Adjacency at = adjacency(graph, edges);
  std::vector<std::size_t> order(graph.vertices);  // when reached
  std::vector<std::size_t> low(graph.vertices);    // the earliest reached from above, off the tree once
  std::vector<std::uint64_t> nim(graph.vertices, 0);
  std::vector<bool> loop_counted(graph.edges.size(), false);
  std::size_t clock = 0;
  walk_from_ground(
      at, [&](unsigned v, std::size_t) { order[v] = low[v] = clock++; },
      [&](unsigned v, std::size_t e) {
        const auto [a, b] = graph.edges[e];
        low[v] = std::min(low[v], order[a == v ? b : a]);
        if (!loop_counted[e]) {
          loop_counted[e] = true;
          nim[v] ^= 1;
        }
      },
      [&](unsigned v, unsigned parent, std::size_t) {
        low[parent] = std::min(low[parent], low[v]);
        const bool bridge = low[v] > order[parent];
        nim[parent] ^= bridge ? nim[v] + 1 : nim[v] ^ 1;
      });
  return nim[0];
}

// A blue edge on top of a position worth the number x is worth (x + n) / 2^(n-1), n the least
// positive integer with x + n > 1 (so x + 1 when x ≥ 0); a red one is its negative for -x.
Dyadic blue_edge_over(const Dyadic& x) {
  const Integer two_less_ceil = Integer(2) - x.ceil();  // the least n > 1 - x
  const std::int64_t n = two_less_ceil > Integer(1) ? two_less_ceil.to_int64() : 1;  // |x| ≤ edges
  return (x + Dyadic(n)).halved(static_cast<std::uint64_t>(n - 1));
}

// Blue-red Hackenbush on a forest from the ground: a vertex is worth the sum of its branches,
// a branch the edge rule applied to the value above it.
Dyadic blue_red_value(const Graph& graph, const EdgeList& edges) {
  std::vector<Dyadic> value(graph.vertices);
  walk_from_ground(
      adjacency(graph, edges), [](unsigned, std::size_t) {}, [](unsigned, std::size_t) {},
      [&](unsigned v, unsigned parent, std::size_t e) {
        value[parent] += graph.colours[e] == Colour::kBlue ? blue_edge_over(value[v]) : -blue_edge_over(-value[v]);
        value[v] = Dyadic();  // done with: free a long string's big numbers as the walk goes
      });
  return value[0];
}

// A part hanging from the ground is a tree when it has one vertex more than edges (it is
// connected, through the ground).
bool is_tree(const Graph& graph, const EdgeList& part) {
  std::vector<unsigned> ends;
  for (std::size_t e : part) {
    ends.push_back(graph.edges[e].first);
    ends.push_back(graph.edges[e].second);
  }
  ends.push_back(0);
  std::sort(ends.begin(), ends.end());
  return static_cast<std::size_t>(std::unique(ends.begin(), ends.end()) - ends.begin()) == part.size() + 1;
}

// The value of the edges in `edges` (whole parts hanging from the ground) by the ruleset
// solver, on a graph of those edges alone, its vertices numbered afresh.
Game search_value(const Graph& graph, const EdgeList& edges) {
  Graph sub;
  std::vector<unsigned> number(graph.vertices, UINT32_MAX);
  number[0] = 0;
  sub.vertices = 1;
  auto renumber = [&](unsigned v) {
    if (number[v] == UINT32_MAX) number[v] = static_cast<unsigned>(sub.vertices++);
    return number[v];
  };
  for (std::size_t e : edges) {
    sub.edges.emplace_back(renumber(graph.edges[e].first), renumber(graph.edges[e].second));
    sub.colours.push_back(graph.colours[e]);
  }
  if (sub.edges.size() > kMaxSearch || sub.vertices > kMaxSearch) {
    throw LimitError("hackenbush graph: the parts that need search (neither all green nor a blue-red tree) have " +
                     std::to_string(sub.edges.size()) + " edges and " + std::to_string(sub.vertices) +
                     " vertices; search takes at most " + std::to_string(kMaxSearch) + " of each");
  }
  // The table's name is the edge list, which is what its positions are subsets of.
  sub.text = "hackenbush edges";
  for (std::size_t i = 0; i < sub.edges.size(); ++i) {
    sub.text += ' ' + std::to_string(sub.edges[i].first) + "lre"[static_cast<int>(sub.colours[i])] +
                std::to_string(sub.edges[i].second);
  }
  const Hackenbush rules{&sub};
  const Edges all = sub.edges.empty() ? 0 : (sub.edges.size() == 64 ? ~Edges{0} : (Edges{1} << sub.edges.size()) - 1);
  return solve_ruleset(rules, rules.grounded(all));
}

}  // namespace

Game hackenbush_game(std::string_view text) {
  const Graph graph = read_graph(text, {kMaxEdges + 1, kMaxEdges});
  EdgeList green;
  EdgeList blue_red;
  EdgeList searched;
  for (const EdgeList& part : parts_at_ground(graph)) {
    const auto greens = static_cast<std::size_t>(
        std::count_if(part.begin(), part.end(), [&](std::size_t e) { return graph.colours[e] == Colour::kGreen; }));
    EdgeList& to = greens == part.size() ? green : greens == 0 && is_tree(graph, part) ? blue_red : searched;
    to.insert(to.end(), part.begin(), part.end());
  }
  Game value = zero_game();
  if (!green.empty()) value = value + nimber_game(Integer::from_unsigned(green_value(graph, green)));
  if (!blue_red.empty()) value = value + number_game(blue_red_value(graph, blue_red));
  if (!searched.empty()) value = value + search_value(graph, searched);
  return value;
}

namespace hackenbush_detail {

Game value_by_search(std::string_view text) {
  const Graph graph = read_graph(text, {});
  EdgeList all(graph.edges.size());
  std::iota(all.begin(), all.end(), std::size_t{0});
  return search_value(graph, all);
}

}  // namespace hackenbush_detail

}  // namespace cgt
