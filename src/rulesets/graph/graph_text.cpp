// CGSuite's graph text (see graph_text.hpp), read into vertices and labelled edges. The grammar
// is the one CGSuite's GraphParser reads (checked against lib/core/src/main/scala/org/cgsuite/
// util/Graph.scala), with one extension: a path may go on after a ')'.

#include "rulesets/graph/graph_text.hpp"

#include <map>

#include "cgt/error.hpp"
#include "core/parse_stack.hpp"
#include "core/text_cursor.hpp"

namespace cgt::graph_text {

namespace {

class Reader {
 public:
  Reader(std::string_view text, std::string_view edge_labels, std::string_view vertex_labels, std::string_view what,
         Limits limits)
      : cursor_(text, what), edge_labels_(edge_labels), vertex_labels_(vertex_labels), what_(what), limits_(limits) {}

  // Pieces separated by ';' at the top level. A piece that is empty at the end of the text has
  // no vertex (so "" is the empty graph); any other piece starts at a vertex of its own, which
  // a name may make an earlier one.
  Graph run() {
    for (;;) {
      cursor_.skip_spaces();
      if (cursor_.at_end()) break;
      path(vertex_here());
      if (cursor_.at_end()) break;
      cursor_.advance(1);  // the ';' path stopped at
    }
    return std::move(graph_);
  }

 private:
  // The next character after spaces (spaces separate nothing, as in CGSuite), or kEnd.
  static constexpr int kEnd = -1;
  [[nodiscard]] int peek() {
    cursor_.skip_spaces();
    return cursor_.at_end() ? kEnd : static_cast<unsigned char>(cursor_.text()[cursor_.position()]);
  }
  [[nodiscard]] static bool among(int c, std::string_view set) {
    return c != kEnd && set.find(static_cast<char>(c)) != std::string_view::npos;
  }
  [[nodiscard]] bool is_vertex_label(int c) const { return among(c, vertex_labels_); }
  [[nodiscard]] bool is_edge(int c) const { return among(c, edge_labels_); }
  // The bytes of the UTF-8 character at the cursor.
  [[nodiscard]] std::size_t char_bytes() const {
    const std::string_view rest = cursor_.rest();
    std::size_t n = 1;
    while (n < rest.size() && (static_cast<unsigned char>(rest[n]) & 0xC0) == 0x80) ++n;
    return n;
  }

  // The vertex at the cursor: an optional label ('.' or a vertex character) and an optional
  // name. A name met before is that vertex, and must carry the same label again, as CGSuite
  // requires ('.' and no label are the same).
  unsigned vertex_here() {
    char label = '.';
    if (const int c = peek(); c == '.' || is_vertex_label(c)) {
      label = static_cast<char>(c);
      cursor_.advance(1);
    }
    if (peek() != ':') return new_vertex(label);
    const std::size_t name_at = cursor_.position();
    cursor_.advance(1);
    std::string name;
    if (peek() == '{') {
      const std::size_t open = cursor_.position();
      const std::size_t close = cursor_.text().find('}', open);
      if (close == std::string_view::npos) cursor_.fail("a vertex name in braces is not closed");
      name = std::string(cursor_.text().substr(open + 1, close - open - 1));
      cursor_.advance(close + 1 - open);
    } else if (!cursor_.at_end()) {
      name = std::string(cursor_.rest().substr(0, char_bytes()));
      cursor_.advance(name.size());
    } else {
      cursor_.fail("a vertex name is missing after ':'");
    }
    if (auto it = names_.find(name); it != names_.end()) {
      const char first = graph_.vertex_labels[it->second];
      if (first != label) {
        cursor_.fail_at(name_at, "vertex '" + name + "' is labelled " + std::string(1, first) +
                                     " where it is first named and " + std::string(1, label) +
                                     " here (every mention of a named vertex repeats its label)");
      }
      return it->second;
    }
    const unsigned vertex = new_vertex(label);
    names_.emplace(std::move(name), vertex);
    return vertex;
  }

  unsigned new_vertex(char label) {
    if (graph_.vertex_labels.size() == limits_.vertices) {
      throw LimitError(std::string(what_) + ": more than " + std::to_string(limits_.vertices) + " vertices");
    }
    graph_.vertex_labels.push_back(label);
    return static_cast<unsigned>(graph_.vertex_labels.size() - 1);
  }

  // Edges from `vertex` on, and branches; stops before a ';' at the top level or at the end of
  // the text. A '(' opens branches from the vertex before it: each a path of its own, separated
  // by ';', up to the ')'. The vertices the open branches start from wait in `branches_` (an
  // explicit stack: the machine stack stays the same however deep they nest).
  void path(unsigned vertex) {
    for (;;) {  // a path begins
      if (branches_.size() > kMaxTextNesting) cursor_.fail_too_deep();
      for (;;) {  // its next edge or branch
        const int c = peek();
        if (is_edge(c)) {
          if (graph_.edges.size() == limits_.edges) {
            throw LimitError(std::string(what_) + ": more than " + std::to_string(limits_.edges) + " edges");
          }
          cursor_.advance(1);
          const unsigned next = vertex_here();
          graph_.edges.push_back({vertex, next, static_cast<char>(c)});
          vertex = next;
        } else if (c == '(') {
          cursor_.advance(1);
          branches_.push(vertex);
          break;  // its first branch begins
        } else if (c == ';' || c == ')' || c == kEnd) {
          if (branches_.empty()) {
            if (c == ')') cursor_.fail("unexpected ')'");
            return;
          }
          // The branch ends: another one from the same vertex, or the last one.
          if (c == ';') {
            cursor_.advance(1);
            vertex = branches_.top();
            break;
          }
          if (c == kEnd) cursor_.fail("expected ';' or ')'");
          cursor_.advance(1);
          vertex = branches_.top();  // the path goes on from the vertex the branches leave
          branches_.pop();
        } else if (c == '.' || is_vertex_label(c) || c == ':') {
          cursor_.fail("a vertex here needs an edge before it");
        } else {
          cursor_.fail("unexpected '" + cursor_.peek_char_text() + "' (edges: " + std::string(edge_labels_) +
                       "; vertices: ." + std::string(vertex_labels_) +
                       ", ':A' names one, '(...;...)' branches, ';' starts another part)");
        }
      }
    }
  }

  TextCursor cursor_;
  std::string_view edge_labels_;
  std::string_view vertex_labels_;
  std::string_view what_;
  Limits limits_;
  Graph graph_;
  std::map<std::string, unsigned> names_;
  ParseStack<unsigned, 16> branches_;  // the vertices the open '(' branch from
};

}  // namespace

Graph parse(std::string_view text, std::string_view edge_labels, std::string_view vertex_labels, std::string_view what,
            Limits limits) {
  return Reader(text, edge_labels, vertex_labels, what, limits).run();
}

}  // namespace cgt::graph_text
