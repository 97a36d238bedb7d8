#pragma once
// Graphs in CGSuite's graph text, for the rulesets played on graphs (Hackenbush, Col, Snort):
// a path of edges and vertices; "(a;b;c)" hangs branches off the vertex before it (the path
// goes on from that vertex after the ')'); ":A" or ":{name}" after a vertex names it, and
// vertices of one name are one vertex. An edge is one of the ruleset's edge characters; a vertex
// is '.' or one of its vertex characters, and may be left out between two edges (it is then a
// new unlabelled vertex). The first vertex is vertex 0.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::graph_text {

struct Edge {
  unsigned a;
  unsigned b;
  char label;
};

// The label of a number left unused: a vertex read, then found to be a named earlier one.
inline constexpr char kNoVertex = '\0';

struct Graph {
  std::vector<Edge> edges;
  std::vector<char> vertex_labels;  // '.' for an unlabelled vertex, kNoVertex for no vertex
};

// The most vertices and edges a graph may have: a ruleset that searches keeps to 64 (its
// positions are bit sets); one with a closed form for large graphs may allow more.
struct Limits {
  std::size_t vertices = 64;
  std::size_t edges = 64;
};

// Throws ParseError (subject `what`, with the column) on text outside the grammar, and
// LimitError past the limits.
Graph parse(std::string_view text, std::string_view edge_labels, std::string_view vertex_labels, std::string_view what,
            Limits limits = {});

}  // namespace cgt::graph_text
