// Col and Snort through the ruleset solver against a brute force straight from the rules on
// random connected graphs with some vertices coloured beforehand: colour any uncoloured vertex
// the rule allows, value every option the same way; no split into parts, no symmetry, no
// table. The graph text is a walk through the vertices by name (an edge walked twice is a
// double edge, which changes no adjacency).

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {
namespace {

struct RandomGraph {
  std::vector<std::vector<bool>> adjacent;
  std::string colours;  // '.', 'L', 'R' by vertex
  std::string text;
};

RandomGraph random_graph(std::mt19937& rng, int n) {
  RandomGraph g;
  g.adjacent.assign(n, std::vector<bool>(n, false));
  for (int v = 0; v < n; ++v) {
    const int roll = static_cast<int>(rng() % 10);
    g.colours += roll < 7 ? '.' : roll < 9 ? 'L' : 'R';
  }
  std::vector<std::vector<int>> children(n);
  for (int v = 1; v < n; ++v) {
    const int parent = static_cast<int>(rng() % v);
    children[parent].push_back(v);
    g.adjacent[parent][v] = g.adjacent[v][parent] = true;
  }
  std::vector<std::pair<int, int>> extra;
  for (int k = static_cast<int>(rng() % 4); k > 0; --k) {
    const int a = static_cast<int>(rng() % n);
    const int b = static_cast<int>(rng() % n);
    if (a != b) {
      extra.emplace_back(a, b);
      g.adjacent[a][b] = g.adjacent[b][a] = true;
    }
  }
  auto token = [&](int v) { return std::string(1, g.colours[v]) + ":{v" + std::to_string(v) + "}"; };
  // A walk: down each tree edge and back, and out and back along each extra edge at its end a.
  std::string walk = token(0);
  auto visit = [&](auto&& self, int v) -> void {
    for (const auto& [a, b] : extra) {
      if (a == v) walk += "-" + token(b) + "-" + token(v);
    }
    for (int c : children[v]) {
      walk += "-" + token(c);
      self(self, c);
      walk += "-" + token(v);
    }
  };
  visit(visit, 0);
  g.text = walk;
  return g;
}

// col: a colour may not touch itself; snort: it may not touch the other colour.
Game brute(const RandomGraph& g, std::string colours, bool col, std::map<std::string, Game>& memo) {
  if (auto it = memo.find(colours); it != memo.end()) return it->second;
  std::vector<Game> options[2];
  const int n = static_cast<int>(colours.size());
  for (int side = 0; side < 2; ++side) {
    const char mine = side == 0 ? 'L' : 'R';
    const char theirs = side == 0 ? 'R' : 'L';
    for (int v = 0; v < n; ++v) {
      if (colours[v] != '.') continue;
      bool allowed = true;
      for (int u = 0; u < n; ++u) {
        if (g.adjacent[v][u] && colours[u] == (col ? mine : theirs)) allowed = false;
      }
      if (!allowed) continue;
      std::string next = colours;
      next[v] = mine;
      options[side].push_back(brute(g, next, col, memo));
    }
  }
  const Game value = game_from_options(std::move(options[0]), std::move(options[1]));
  memo.emplace(colours, value);
  return value;
}

TEST(ColSnort, RandomGraphsMatchBruteForce) {
  std::mt19937 rng(427);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < 1200; ++trial) {
    const RandomGraph g = random_graph(rng, 1 + static_cast<int>(rng() % 9));
    for (bool col : {true, false}) {
      std::map<std::string, Game> memo;
      const Game expected = brute(g, g.colours, col, memo);
      const Game solved = col ? col_game(g.text) : snort_game(g.text);
      ASSERT_EQ(solved, expected) << (col ? "col" : "snort") << "(\"" << g.text << "\"): " << to_string(solved)
                                  << " against " << to_string(expected);
    }
  }
}

TEST(ColSnort, SmallValues) {
  Context context;
  ContextScope scope(context);
  // One uncoloured vertex is * in both; a vertex next to Left's colour is Right's alone in Col
  // (-1) and Left's alone in Snort (1); two adjacent vertices are 0 in Col and ±1 in Snort
  // (Winning Ways ch. 2: Col values are numbers or numbers plus *, Snort's are hot).
  EXPECT_EQ(to_string(col_game(".")), "*");
  EXPECT_EQ(to_string(snort_game(".")), "*");
  EXPECT_EQ(to_string(col_game("L-.")), "-1");
  EXPECT_EQ(to_string(snort_game("L-.")), "1");
  EXPECT_EQ(to_string(col_game("-")), "0");
  EXPECT_EQ(to_string(snort_game("-")), "+-1");
  EXPECT_THROW((void)col_game("L-X"), ParseError);
  EXPECT_THROW((void)col_game("L-R:A-.:{A"), ParseError);
}

}  // namespace
}  // namespace cgt
