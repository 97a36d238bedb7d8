// Col and Snort through the ruleset solver against a brute force written from CGSuite's rule
// (game.graph.GenCol): every vertex of the graph is uncoloured and carries a tint ('.' none,
// 'L' or 'R': the player a coloured neighbour belongs to). Col lets Left colour '.' and 'R',
// Right '.' and 'L'; Snort lets Left colour '.' and 'L', Right '.' and 'R'. Colouring v
// removes v, tints v's untinted neighbours for the mover and removes its neighbours tinted for
// the other player. The brute force plays exactly that on a tint string, with no masks, no
// split into parts, no symmetry and no table. Random graphs (loops, double edges, parts apart,
// isolated vertices) are written in CGSuite's graph text in several ways.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

struct RandomTintedGraph {
  std::vector<std::vector<bool>> adjacent;  // loops left out: they change no move
  std::string tints;                        // '.', 'L', 'R' by vertex
  std::string text;
};

class TextWriter {
 public:
  TextWriter(std::mt19937& rng, const std::string& tints) : rng_(rng), tints_(tints) {
    for (std::size_t v = 0; v < tints.size(); ++v) {
      names_.push_back(rng_() % 2 == 0 ? "{v" + std::to_string(v) + "}" : std::string(1, static_cast<char>('a' + v)));
    }
  }

  // A mention of vertex v by its name; an untinted vertex's '.' is sometimes left out.
  std::string mention(int v) {
    std::string out;
    if (tints_[v] != '.' || rng_() % 2 == 0) out += tints_[v];
    return out + ":" + names_[v];
  }
  // Spaces CGSuite ignores, now and then.
  std::string space() { return rng_() % 5 == 0 ? " " : ""; }

 private:
  std::mt19937& rng_;
  const std::string& tints_;
  std::vector<std::string> names_;  // one letter, or a longer name in braces
};

RandomTintedGraph random_graph(std::mt19937& rng, int n) {
  RandomTintedGraph g;
  g.adjacent.assign(n, std::vector<bool>(n, false));
  for (int v = 0; v < n; ++v) {
    const int roll = static_cast<int>(rng() % 10);
    g.tints += roll < 6 ? '.' : roll < 8 ? 'L' : 'R';
  }
  TextWriter w(rng, g.tints);
  // A third are paths, written plainly without names: tints in place, and an untinted vertex
  // sometimes left out (an edge makes its ends).
  if (rng() % 3 == 0) {
    for (int v = 0; v < n; ++v) {
      if (v > 0) {
        g.adjacent[v - 1][v] = g.adjacent[v][v - 1] = true;
        g.text += w.space() + "-" + w.space();
      }
      if (g.tints[v] != '.' || n == 1 || rng() % 2 == 0) g.text += g.tints[v];
    }
    return g;
  }
  // Edges as listed in the text: each from a vertex to a later or the same one (a loop), some
  // twice.
  std::vector<std::vector<int>> listed(n);
  for (int a = 0; a < n; ++a) {
    for (int b = a; b < n; ++b) {
      const unsigned odds = b == a ? 12 : b == a + 1 ? 2 : 4;
      if (rng() % odds == 0) {
        listed[a].push_back(b);
        if (a != b) g.adjacent[a][b] = g.adjacent[b][a] = true;
        if (rng() % 8 == 0) listed[a].push_back(b);
      }
    }
  }
  // Otherwise a part per vertex: the vertex, then its listed edges as one branch, as a group of
  // branches, or as a path through them; parts joined by ';' in a random order.
  std::vector<std::string> parts;
  for (int a = 0; a < n; ++a) {
    std::string part = w.mention(a) + w.space();
    const std::vector<int>& to = listed[a];
    const int shape = static_cast<int>(rng() % 3);
    if (to.size() == 1 || (shape == 0 && !to.empty())) {
      for (int b : to) part += "-" + w.space() + w.mention(b) + "-" + w.mention(a);
    } else if (shape == 1 && !to.empty()) {
      part += "(";
      for (std::size_t i = 0; i < to.size(); ++i) part += (i > 0 ? ";" : "") + w.space() + "-" + w.mention(to[i]);
      part += ")";
    } else {
      for (int b : to) part += w.space() + "(-" + w.mention(b) + ")";
    }
    parts.push_back(part);
  }
  std::shuffle(parts.begin(), parts.end(), rng);
  for (std::size_t i = 0; i < parts.size(); ++i) g.text += (i > 0 ? ";" + w.space() : "") + parts[i];
  return g;
}

// The rule itself, on a tint string ('x' for a removed vertex).
Game brute(const RandomTintedGraph& g, const std::string& tints, bool col, std::map<std::string, Game>& memo) {
  if (auto it = memo.find(tints); it != memo.end()) return it->second;
  std::vector<Game> options[2];
  const int n = static_cast<int>(tints.size());
  for (int side = 0; side < 2; ++side) {
    const char me = side == 0 ? 'L' : 'R';
    const char other = side == 0 ? 'R' : 'L';
    for (int v = 0; v < n; ++v) {
      const bool may = tints[v] == '.' || tints[v] == (col ? other : me);
      if (!may) continue;
      std::string next = tints;
      next[v] = 'x';
      for (int u = 0; u < n; ++u) {
        if (u == v || !g.adjacent[v][u]) continue;
        if (tints[u] == '.') next[u] = me;
        if (tints[u] == other) next[u] = 'x';
      }
      options[side].push_back(brute(g, next, col, memo));
    }
  }
  const Game value = game_from_options(std::move(options[0]), std::move(options[1]));
  memo.emplace(tints, value);
  return value;
}

TEST(ColSnort, RandomTintedGraphsMatchCGSuitesRule) {
  std::mt19937 rng(20240611);
  Context context;
  ContextScope scope(context);
  int paths = 0;
  for (int trial = 0; trial < scaled(4000); ++trial) {
    const RandomTintedGraph g = random_graph(rng, static_cast<int>(rng() % 10));
    if (!g.text.empty() && g.text.find(':') == std::string::npos) ++paths;
    for (bool col : {true, false}) {
      std::map<std::string, Game> memo;
      const Game expected = brute(g, g.tints, col, memo);
      const Game solved = col ? col_game(g.text) : snort_game(g.text);
      ASSERT_EQ(solved, expected) << (col ? "col" : "snort") << "(\"" << g.text << "\"): " << to_string(solved)
                                  << " against the rule's " << to_string(expected);
    }
  }
  EXPECT_GT(paths, scaled(1000));  // the plain path texts are exercised too
}

TEST(ColSnort, CGSuitesOwnTests) {
  Context context;
  ContextScope scope(context);
  // lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala, "define Col properly".
  EXPECT_EQ(to_string(col_game("R-.-R-.-L-.-R-.-R-.")), "7/8");
  EXPECT_EQ(to_string(snort_game("L-.-.-.-L")), "{4|0,+-1}");
  EXPECT_EQ(to_string(snort_game(".-.-.(-.;-.)")), "+-{3|2}");
}

TEST(ColSnort, SmallValues) {
  Context context;
  ContextScope scope(context);
  // One untinted vertex is * in both. A vertex tinted L (a neighbour of Left's colour) is
  // Right's alone in Col (-1) and Left's alone in Snort (1); two adjacent untinted vertices are
  // 0 in Col and +-1 in Snort (Winning Ways ch. 2).
  EXPECT_EQ(to_string(col_game(".")), "*");
  EXPECT_EQ(to_string(snort_game(".")), "*");
  EXPECT_EQ(to_string(col_game("L")), "-1");
  EXPECT_EQ(to_string(snort_game("L")), "1");
  EXPECT_EQ(to_string(col_game("-")), "0");
  EXPECT_EQ(to_string(snort_game("-")), "+-1");
  // Two tints apart, and the same two joined: colouring one removes the other in Col when the
  // tints differ (it would touch both colours).
  EXPECT_EQ(to_string(col_game("L;R")), "0");
  EXPECT_EQ(to_string(col_game("L-R")), "0");
  EXPECT_EQ(to_string(col_game("R-R")), "1");
  // The empty text is the empty graph; ';' alone is one vertex (CGSuite's parser).
  EXPECT_EQ(to_string(col_game("")), "0");
  EXPECT_EQ(to_string(col_game(";")), "*");
  EXPECT_EQ(to_string(col_game(" L - . ")), to_string(col_game("L-.")));
}

TEST(ColSnort, TextOutsideTheGrammarIsRefused) {
  Context context;
  ContextScope scope(context);
  EXPECT_THROW((void)col_game("L-X"), ParseError);
  EXPECT_THROW((void)col_game("L-R:A-.:{A"), ParseError);
  EXPECT_THROW((void)col_game("LR"), ParseError);       // a vertex needs an edge before it
  EXPECT_THROW((void)col_game(".-.)"), ParseError);     // ')' with no '('
  EXPECT_THROW((void)col_game("L:A-.-.:A"), ParseError);  // a named vertex repeats its label
  EXPECT_THROW((void)col_game("L:A-.-:A"), ParseError);
  EXPECT_EQ(to_string(col_game("L:A-.-L:A")), to_string(col_game("L-.")));
  try {
    (void)snort_game("R:A--L:A");
    FAIL() << "a named vertex with two labels was accepted";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.column(), 7U);
    EXPECT_NE(std::string(e.what()).find("vertex 'A' is labelled R"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cgt
