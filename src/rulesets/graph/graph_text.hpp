#pragma once
// Graphs in CGSuite's graph text, for the rulesets played on graphs (Hackenbush, Col, Snort):
// a path of edges and vertices; "(a;b;c)" hangs branches off the vertex before it; ':A' or
// ':{name}' after a vertex names it, and vertices of one name are one vertex (each mention
// repeating its label); ';' outside parentheses starts another part at a new vertex; spaces
// are ignored. An edge is one of the ruleset's edge characters; a vertex is '.' or one of its
// vertex characters, and may be left out (it is then an unlabelled vertex). The empty text is
// the empty graph; otherwise the first vertex is vertex 0. One extension: CGSuite ends a path
// at a ')', cgt goes on from the vertex the branches hang from.

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

struct Graph {
  std::vector<Edge> edges;
  std::vector<char> vertex_labels;  // by vertex: '.' for an unlabelled one
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
