// CGSuite's graph text (see graph_text.hpp), read into vertices and labelled edges.

#include "rulesets/graph_text.hpp"

#include <map>

#include "cgt/error.hpp"

namespace cgt::graph_text {

namespace {

// Parentheses nested deeper than this are refused (the reader is recursive).
constexpr std::size_t kMaxDepth = 64;

class Reader {
 public:
  Reader(std::string_view text, std::string_view edge_labels, std::string_view vertex_labels, std::string_view what,
         Limits limits)
      : text_(text), edge_labels_(edge_labels), vertex_labels_(vertex_labels), what_(what), limits_(limits) {}

  Graph run() {
    unsigned vertex = new_vertex();
    vertex = vertex_here(vertex);
    path(vertex, 0);
    if (at_ < text_.size()) {
      fail("unexpected '" + std::string(1, text_[at_]) + "'");
    }
    return std::move(graph_);
  }

 private:
  [[noreturn]] void fail(const std::string& message) const { throw ParseError(std::string(what_), at_ + 1, message); }

  [[nodiscard]] bool at(char c) const { return at_ < text_.size() && text_[at_] == c; }
  [[nodiscard]] bool at_vertex_label() const {
    return at_ < text_.size() && (text_[at_] == '.' || vertex_labels_.find(text_[at_]) != std::string_view::npos);
  }

  unsigned new_vertex() {
    if (graph_.vertex_labels.size() == limits_.vertices) {
      throw LimitError(std::string(what_) + ": more than " + std::to_string(limits_.vertices) + " vertices");
    }
    graph_.vertex_labels.push_back('.');
    return static_cast<unsigned>(graph_.vertex_labels.size() - 1);
  }

  // An optional vertex character and name at the vertex just reached; returns the vertex, which
  // a name may make an earlier one.
  unsigned vertex_here(unsigned vertex) {
    if (at_vertex_label()) {
      if (text_[at_] != '.') label(vertex, text_[at_]);
      ++at_;
    }
    if (!at(':')) {
      return vertex;
    }
    ++at_;
    std::string name;
    if (at('{')) {
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
    if (added || it->second == vertex) {
      return vertex;
    }
    // The vertex just reached is the named one: only the last edge (if any) points at it, and
    // its label goes to the named vertex. The number it had stays unused.
    const unsigned named = it->second;
    if (!graph_.edges.empty() && graph_.edges.back().b == vertex) graph_.edges.back().b = named;
    if (graph_.vertex_labels[vertex] != '.') label(named, graph_.vertex_labels[vertex]);
    graph_.vertex_labels[vertex] = kNoVertex;
    return named;
  }

  void label(unsigned vertex, char c) {
    if (graph_.vertex_labels[vertex] != '.' && graph_.vertex_labels[vertex] != c) {
      fail("one vertex labelled both " + std::string(1, graph_.vertex_labels[vertex]) + " and " + std::string(1, c));
    }
    graph_.vertex_labels[vertex] = c;
  }

  void path(unsigned vertex, std::size_t depth) {
    if (depth > kMaxDepth) fail("branches nested more than " + std::to_string(kMaxDepth) + " deep");
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (edge_labels_.find(c) != std::string_view::npos) {
        if (graph_.edges.size() == limits_.edges) {
          throw LimitError(std::string(what_) + ": more than " + std::to_string(limits_.edges) + " edges");
        }
        ++at_;
        const unsigned next = new_vertex();
        graph_.edges.push_back({vertex, next, c});
        vertex = vertex_here(next);
      } else if (c == '(') {
        ++at_;
        for (;;) {
          path(vertex, depth + 1);
          if (at(';')) {
            ++at_;
          } else if (at(')')) {
            ++at_;
            break;
          } else {
            fail("expected ';' or ')'");
          }
        }
      } else if (c == ';' || c == ')') {
        if (depth == 0) fail(std::string("unexpected '") + c + "'");
        return;
      } else if (at_vertex_label() || c == ':') {
        fail("a vertex here needs an edge before it");
      } else {
        fail(std::string("unexpected '") + c + "' (edges: " + std::string(edge_labels_) + "; vertices: ." +
             std::string(vertex_labels_) + ", ':A' names one, '(...;...)' branches)");
      }
    }
  }

  std::string_view text_;
  std::string_view edge_labels_;
  std::string_view vertex_labels_;
  std::string_view what_;
  Limits limits_;
  std::size_t at_ = 0;
  Graph graph_;
  std::map<std::string, unsigned> names_;
};

}  // namespace

Graph parse(std::string_view text, std::string_view edge_labels, std::string_view vertex_labels, std::string_view what,
            Limits limits) {
  return Reader(text, edge_labels, vertex_labels, what, limits).run();
}

}  // namespace cgt::graph_text
