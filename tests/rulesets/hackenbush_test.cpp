// Hackenbush through the ruleset solver against a brute force on the edge list: every edge a
// player may cut, the edges cut off from the ground dropped, each option valued the same way.
// No split at the ground and no table. Random rooted graphs (trees, and cycles through named
// vertices) are generated as CGSuite text and as an edge list side by side.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {
namespace {

struct Edge {
  int a;
  int b;
  char colour;  // l, r, e
};

class RandomGraph {
 public:
  explicit RandomGraph(std::mt19937& rng) : rng_(rng) {}

  void make(int budget) {
    text_ = ":G";
    names_["G"] = 0;
    vertices_ = 1;
    path(0, budget, 0);
  }
  const std::string& text() const { return text_; }
  const std::vector<Edge>& edges() const { return edges_; }

 private:
  int path(int vertex, int budget, int depth) {
    while (budget > 0) {
      const int choice = static_cast<int>(rng_() % 10);
      if (choice < 7 || depth > 2) {
        const char colour = "lre"[rng_() % 3];
        text_ += colour;
        int next = vertices_++;
        // Sometimes the new vertex is a named one (a cycle, or back to the ground).
        if (rng_() % 6 == 0) {
          const std::string name(1, "GAB"[rng_() % 3]);
          text_ += ":" + name;
          if (auto it = names_.find(name); it != names_.end()) {
            next = it->second;
          } else {
            names_[name] = next;
          }
        }
        edges_.push_back({vertex, next, colour});
        vertex = next;
        --budget;
      } else {
        const int branches = 2 + static_cast<int>(rng_() % 2);
        text_ += '(';
        for (int i = 0; i < branches && budget > 0; ++i) {
          if (i > 0) text_ += ';';
          const int share = std::min(budget, 1 + static_cast<int>(rng_() % 3));
          budget -= share;
          path(vertex, share, depth + 1);
        }
        text_ += ')';
        return budget;
      }
    }
    return budget;
  }

  std::mt19937& rng_;
  std::string text_;
  std::vector<Edge> edges_;
  std::map<std::string, int> names_;
  int vertices_ = 1;
};

// The edges of `left` still connected to the ground (vertex 0).
std::set<int> grounded(const std::vector<Edge>& edges, std::set<int> left) {
  std::set<int> reached{0};
  std::set<int> kept;
  for (bool grew = true; grew;) {
    grew = false;
    for (int e : left) {
      if (!kept.count(e) && (reached.count(edges[e].a) || reached.count(edges[e].b))) {
        reached.insert(edges[e].a);
        reached.insert(edges[e].b);
        kept.insert(e);
        grew = true;
      }
    }
  }
  return kept;
}

Game brute(const std::vector<Edge>& edges, const std::set<int>& left, std::map<std::set<int>, Game>& memo) {
  if (auto it = memo.find(left); it != memo.end()) return it->second;
  std::vector<Game> options[2];
  for (int e : left) {
    for (int side = 0; side < 2; ++side) {
      if (edges[e].colour == 'e' || edges[e].colour == (side == 0 ? 'l' : 'r')) {
        std::set<int> next = left;
        next.erase(e);
        options[side].push_back(brute(edges, grounded(edges, next), memo));
      }
    }
  }
  const Game g = game_from_options(std::move(options[0]), std::move(options[1]));
  memo.emplace(left, g);
  return g;
}

TEST(Hackenbush, RandomGraphsMatchBruteForce) {
  std::mt19937 rng(1812);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < 1500; ++trial) {
    RandomGraph graph(rng);
    graph.make(1 + static_cast<int>(rng() % 10));  // at most 10 edges: the brute force is exponential
    std::set<int> all;
    for (int e = 0; e < static_cast<int>(graph.edges().size()); ++e) all.insert(e);
    std::map<std::set<int>, Game> memo;
    const Game expected = brute(graph.edges(), grounded(graph.edges(), all), memo);
    const Game solved = hackenbush_game(graph.text());
    ASSERT_EQ(solved, expected) << "hackenbush(\"" << graph.text() << "\"): " << to_string(solved) << " against "
                                << to_string(expected);
  }
}

TEST(Hackenbush, PublishedValues) {
  Context context;
  ContextScope scope(context);
  // Blue-red strings by Berlekamp's sign rule (Winning Ways ch. 2): l = 1, lr = 1/2, lrr = 1/4,
  // lrl = 3/4, llr = 3/2; a green string of n edges is *n; the colon principle makes a green
  // stalk with two green leaves *1 (the leaves fuse to nothing); the fusion principle makes an
  // odd green circuit on the ground *1 and an even one 0.
  const std::pair<const char*, const char*> cases[] = {
      {"l", "1"}, {"lr", "1/2"}, {"lrr", "1/4"}, {"lrl", "3/4"}, {"llr", "3/2"}, {"eee", "*3"},
      {"e(e;e)", "*"}, {":Aeee:A", "*"}, {":Aeeee:A", "0"}, {"", "0"},
  };
  for (const auto& [graph, value] : cases) {
    EXPECT_EQ(to_string(hackenbush_game(graph)), value) << graph;
  }
}

TEST(Hackenbush, BadGraphsAreRefused) {
  Context context;
  ContextScope scope(context);
  EXPECT_THROW((void)hackenbush_game("l-r"), ParseError);
  EXPECT_THROW((void)hackenbush_game("l(r;r"), ParseError);
  EXPECT_THROW((void)hackenbush_game("l)"), ParseError);
  EXPECT_THROW((void)hackenbush_game(std::string(65, 'l')), LimitError);
}

}  // namespace
}  // namespace cgt
