// The graph text reader (graph_text::parse, one loop on an explicit stack of open branches)
// against the recursive descent it replaced, kept here as the reference: on thousands of seeded
// random texts, good and bad, both read the same vertices and edges or both refuse the text at
// the same column with the same message. And nesting: kMaxTextNesting levels of branches read
// on a small machine stack, one more refused.

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/error.hpp"
#include "core/parse_stack.hpp"
#include "core/text_cursor.hpp"
#include "rulesets/graph/graph_text.hpp"
#include "support/read_outcome.hpp"
#include "support/sample_size.hpp"
#include "support/small_stack.hpp"

namespace cgt {
namespace graph_text_reference {

class RecursiveGraphReader {
 public:
  RecursiveGraphReader(std::string_view text, std::string_view edge_labels, std::string_view vertex_labels, std::string_view what,
         graph_text::Limits limits)
      : cursor_(text, what), edge_labels_(edge_labels), vertex_labels_(vertex_labels), what_(what), limits_(limits) {}

  // Pieces separated by ';' at the top level. A piece that is empty at the end of the text has
  // no vertex (so "" is the empty graph); any other piece starts at a vertex of its own, which
  // a name may make an earlier one.
  graph_text::Graph run() {
    for (;;) {
      cursor_.skip_spaces();
      if (cursor_.at_end()) break;
      path(vertex_here(), 0);
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

  // Edges from `vertex` on, and branches; stops before a ';' or ')' (at the end of the piece
  // or the branch) or at the end of the text.
  void path(unsigned vertex, std::size_t depth) {
    if (depth > kMaxTextNesting) cursor_.fail(nesting_too_deep_message());
    for (int c = peek(); c != kEnd; c = peek()) {
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
        for (;;) {
          path(vertex, depth + 1);
          if (peek() == ';') {
            cursor_.advance(1);
          } else if (peek() == ')') {
            cursor_.advance(1);
            break;
          } else {
            cursor_.fail("expected ';' or ')'");
          }
        }
      } else if (c == ';') {
        return;
      } else if (c == ')') {
        if (depth == 0) cursor_.fail("unexpected ')'");
        return;
      } else if (c == '.' || is_vertex_label(c) || c == ':') {
        cursor_.fail("a vertex here needs an edge before it");
      } else {
        cursor_.fail("unexpected '" + cursor_.peek_char_text() + "' (edges: " + std::string(edge_labels_) +
                     "; vertices: ." + std::string(vertex_labels_) +
                     ", ':A' names one, '(...;...)' branches, ';' starts another part)");
      }
    }
  }

  TextCursor cursor_;
  std::string_view edge_labels_;
  std::string_view vertex_labels_;
  std::string_view what_;
  graph_text::Limits limits_;
  graph_text::Graph graph_;
  std::map<std::string, unsigned> names_;
};

}  // namespace graph_text_reference

namespace {

// A random text of the graph grammar (Col's labels: edges '-', vertices '.', 'L', 'R'), with a
// few spaces, and sometimes one character spoiled.
class GraphTextMaker {
 public:
  explicit GraphTextMaker(std::uint64_t seed) : rng_(seed) {}

  std::string make() {
    std::string text;
    const unsigned parts = pick(3);
    for (unsigned k = 0; k < parts; ++k) {
      if (k > 0) text += ";" + space();
      text += vertex() + path(0);
    }
    if (pick(4) == 0 && !text.empty()) {
      static constexpr std::string_view kNoise = "-.LR:(;) x{}";
      text[pick(static_cast<unsigned>(text.size()))] = kNoise[pick(static_cast<unsigned>(kNoise.size()))];
    }
    if (pick(10) == 0) text += std::string(1, "();:"[pick(4)]);
    return text;
  }

 private:
  unsigned pick(unsigned n) { return std::uniform_int_distribution<unsigned>(0, n - 1)(rng_); }
  std::string space() { return pick(6) == 0 ? " " : ""; }
  std::string vertex() {
    std::string s;
    switch (pick(4)) {
      case 0:
        s = ".";
        break;
      case 1:
        s = pick(2) == 0 ? "L" : "R";
        break;
      default:
        break;
    }
    if (pick(3) == 0) s += pick(4) == 0 ? ":{ab}" : std::string(":") + static_cast<char>('A' + pick(3));
    return s + space();
  }
  std::string path(int depth) {
    std::string s;
    for (unsigned k = pick(4); k > 0; --k) {
      if (depth < 5 && pick(3) == 0) {
        s += "(";
        const unsigned branches = 1 + pick(3);
        for (unsigned b = 0; b < branches; ++b) {
          if (b > 0) s += ";";
          s += path(depth + 1);
        }
        s += ")";
      } else {
        s += "-" + space() + vertex();
      }
    }
    return s;
  }

  std::mt19937_64 rng_;
};

std::string edge_list(const graph_text::Graph& g) {
  std::string s(g.vertex_labels.begin(), g.vertex_labels.end());
  for (const auto& e : g.edges) s += " " + std::to_string(e.a) + e.label + std::to_string(e.b);
  return s;
}

TEST(GraphText, AgreesWithTheRecursiveReaderOnRandomTexts) {
  GraphTextMaker maker(20261128);
  const graph_text::Limits limits{40, 40};
  int read = 0;
  int refused = 0;
  for (int trial = 0; trial < testing::scaled(6000, 400); ++trial) {
    const std::string text = maker.make();
    const auto expected = testing::read_outcome(
        [&] { return graph_text_reference::RecursiveGraphReader(text, "-", "LR", "col graph", limits).run(); });
    const auto got = testing::read_outcome([&] { return graph_text::parse(text, "-", "LR", "col graph", limits); });
    if (expected.value) {
      ASSERT_TRUE(got.value.has_value()) << "refused text the reference reads: " << text << "\n" << got.message;
      ASSERT_EQ(edge_list(*got.value), edge_list(*expected.value)) << "text: " << text;
      ++read;
    } else {
      ASSERT_FALSE(got.value.has_value()) << "read text the reference refuses (" << expected.message << "): " << text;
      ASSERT_EQ(got.column, expected.column) << "text: " << text << "\n" << got.message << "\n" << expected.message;
      ASSERT_EQ(got.message, expected.message) << "text: " << text;
      ++refused;
    }
  }
  // Both kinds are well represented, so neither branch is vacuous.
  EXPECT_GT(read, testing::scaled(2000, 100));
  EXPECT_GT(refused, testing::scaled(500, 30));
}

TEST(GraphText, NestingIsReadWithoutTheMachineStack) {
  const auto nested = [](std::size_t levels) {
    return "L" + std::string(levels, '(') + "-R" + std::string(levels, ')') + "-.";
  };
  testing::run_on_small_stack([&] {
    const graph_text::Graph g = graph_text::parse(nested(kMaxTextNesting), "-", "LR", "col graph");
    EXPECT_EQ(edge_list(g), "LR. 0-1 0-2");
  });
  try {
    (void)graph_text::parse(nested(kMaxTextNesting + 1), "-", "LR", "col graph");
    FAIL() << kMaxTextNesting + 1 << " levels of branches read";
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find(nesting_too_deep_message()), std::string::npos) << e.what();
    EXPECT_EQ(e.column(), kMaxTextNesting + 3);  // after the '(' that opens one level too many
  }
}

}  // namespace
}  // namespace cgt
