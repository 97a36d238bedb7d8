// Hackenbush on rooted graphs, in CGSuite's graph text: an edge is l (blue, Left's), r (red,
// Right's) or e (green, either player's); the first vertex is the ground. A move deletes an edge
// of one's colour, and every edge no longer connected to the ground falls away. Values by the
// ruleset solver: a position is the set of edges left (at most 64), split at the ground into
// the independent parts that hang from it.

#include <bit>
#include <string>

#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/graph_text.hpp"

namespace cgt {

namespace {

enum class Colour : std::uint8_t { kBlue, kRed, kGreen };

struct Graph {
  std::vector<std::pair<unsigned, unsigned>> edges;  // vertex numbers; 0 is the ground
  std::vector<Colour> colours;
  std::string text;  // names the table: positions are edge sets of this graph
};

Graph read_graph(std::string_view text) {
  const graph_text::Graph parsed = graph_text::parse(text, "lre", "", "hackenbush graph");
  Graph graph;
  graph.text = std::string(text);
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

}  // namespace

Game hackenbush_game(std::string_view text) {
  const Graph graph = read_graph(text);
  const Hackenbush rules{&graph};
  const Edges all = graph.edges.empty() ? 0 : (graph.edges.size() == 64 ? ~Edges{0} : (Edges{1} << graph.edges.size()) - 1);
  return solve_ruleset(rules, rules.grounded(all));
}

}  // namespace cgt
