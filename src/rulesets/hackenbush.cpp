// Hackenbush on rooted graphs, in CGSuite's graph text: an edge is l (blue, Left's), r (red,
// Right's) or e (green, either player's); the first vertex is the ground. A move deletes an edge
// of one's colour, and every edge no longer connected to the ground falls away. Values by the
// ruleset solver: a position is the set of edges left (at most 64), split at the ground into
// the independent parts that hang from it.

#include <bit>
#include <map>
#include <string>

#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"

namespace cgt {

namespace {

constexpr std::size_t kMaxEdges = 64;
// Parentheses nested deeper than this are refused (the reader is recursive).
constexpr std::size_t kMaxDepth = 64;

enum class Colour : std::uint8_t { kBlue, kRed, kGreen };

struct Graph {
  std::vector<std::pair<unsigned, unsigned>> edges;  // vertex numbers; 0 is the ground
  std::vector<Colour> colours;
  unsigned vertices = 1;
  std::string text;  // names the table: positions are edge sets of this graph
};

// CGSuite's graph text for Hackenbush: a path of edges (l, r, e; '.' an optional vertex),
// branches "(path; path; ...)" off the vertex before them, and ":A" or ":{name}" after a vertex
// to identify every vertex of that name.
class GraphReader {
 public:
  explicit GraphReader(std::string_view text) : text_(text) { graph_.text = std::string(text); }

  Graph run() {
    unsigned start = 0;  // the ground, vertex 0
    name_vertex(start);
    path(start, 0);
    if (at_ < text_.size()) {
      fail("unexpected '" + std::string(1, text_[at_]) + "'");
    }
    return std::move(graph_);
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw ParseError("hackenbush graph", at_ + 1, message);
  }

  // ":A" or ":{name}" after a vertex: all vertices of one name are one vertex.
  void name_vertex(unsigned& vertex) {
    if (at_ >= text_.size() || text_[at_] != ':') {
      return;
    }
    ++at_;
    std::string name;
    if (at_ < text_.size() && text_[at_] == '{') {
      const std::size_t close = text_.find('}', at_);
      if (close == std::string_view::npos) fail("a vertex name in braces is not closed");
      name = std::string(text_.substr(at_ + 1, close - at_ - 1));
      at_ = close + 1;
    } else if (at_ < text_.size()) {
      name = std::string(1, text_[at_++]);
    } else {
      fail("a vertex name is missing after ':'");
    }
    auto [it, added] = names_.emplace(name, vertex);
    if (!added) {
      // The vertex just made takes the earlier one's number (it has no edges of its own yet
      // beyond the one that reached it, which is renumbered).
      for (auto& edge : graph_.edges) {
        if (edge.first == vertex) edge.first = it->second;
        if (edge.second == vertex) edge.second = it->second;
      }
      vertex = it->second;
    }
  }

  // A path from `vertex`: edges, optional '.' vertices, names and branches, up to ';', ')' or
  // the end.
  void path(unsigned vertex, std::size_t depth) {
    if (depth > kMaxDepth) fail("branches nested more than " + std::to_string(kMaxDepth) + " deep");
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == 'l' || c == 'r' || c == 'e') {
        if (graph_.edges.size() == kMaxEdges) {
          throw LimitError("hackenbush graph: more than " + std::to_string(kMaxEdges) + " edges");
        }
        ++at_;
        unsigned next = graph_.vertices++;
        graph_.edges.emplace_back(vertex, next);
        graph_.colours.push_back(c == 'l' ? Colour::kBlue : c == 'r' ? Colour::kRed : Colour::kGreen);
        if (at_ < text_.size() && text_[at_] == '.') ++at_;
        name_vertex(next);
        vertex = next;
      } else if (c == '.') {
        ++at_;
        name_vertex(vertex);
      } else if (c == ':') {
        name_vertex(vertex);
      } else if (c == '(') {
        ++at_;
        for (;;) {
          path(vertex, depth + 1);
          if (at_ < text_.size() && text_[at_] == ';') {
            ++at_;
            continue;
          }
          if (at_ < text_.size() && text_[at_] == ')') {
            ++at_;
            break;
          }
          fail("expected ';' or ')'");
        }
      } else if (c == ';' || c == ')') {
        if (depth == 0) fail(std::string("unexpected '") + c + "'");
        return;
      } else if (c == '-') {
        fail("an edge without a colour: Hackenbush edges are l (blue), r (red) or e (green)");
      } else {
        fail(std::string("unexpected '") + c + "' (edges are l, r, e; '.' a vertex, ':A' a name, '(…;…)' branches)");
      }
    }
  }

  std::string_view text_;
  std::size_t at_ = 0;
  Graph graph_;
  std::map<std::string, unsigned> names_;
};

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
  const Graph graph = GraphReader(text).run();
  if (graph.vertices > 64) {
    throw LimitError("hackenbush graph: more than 64 vertices");
  }
  const Hackenbush rules{&graph};
  const Edges all = graph.edges.empty() ? 0 : (graph.edges.size() == 64 ? ~Edges{0} : (Edges{1} << graph.edges.size()) - 1);
  return solve_ruleset(rules, rules.grounded(all));
}

}  // namespace cgt
