// Hackenbush through the ruleset solver against a brute force on the edge list: every edge a
// player may cut, the edges cut off from the ground dropped, each option valued the same way.
// No split at the ground and no table. Random rooted graphs (trees, and cycles through named
// vertices) are generated as CGSuite text and as an edge list side by side. The closed forms
// (green graphs, blue-red trees) are checked against the brute force and against search alone.

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
#include "rulesets/graph/hackenbush.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

struct Edge {
  int a;
  int b;
  char colour;  // l, r, e
};

class RandomHackenbushGraph {
 public:
  // Edges of the given colours; a new vertex is a named one (a cycle, or back to the ground)
  // once in `name_odds` (never for 0).
  explicit RandomHackenbushGraph(std::mt19937& rng, std::string colours = "lre", unsigned name_odds = 6)
      : rng_(rng), colours_(std::move(colours)), name_odds_(name_odds) {}

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
        const char colour = colours_[rng_() % colours_.size()];
        text_ += colour;
        int next = vertices_++;
        // Sometimes the new vertex is a named one (a cycle, or back to the ground).
        if (name_odds_ != 0 && rng_() % name_odds_ == 0) {
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
  std::string colours_;
  unsigned name_odds_;
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
  for (int trial = 0; trial < scaled(1500); ++trial) {
    RandomHackenbushGraph graph(rng);
    graph.make(1 + static_cast<int>(rng() % 10));  // at most 10 edges: the brute force is exponential
    std::set<int> all;
    for (int e = 0; e < static_cast<int>(graph.edges().size()); ++e) all.insert(e);
    std::map<std::set<int>, Game> memo;
    const Game expected = brute(graph.edges(), grounded(graph.edges(), all), memo);
    const Game solved = hackenbush_game(graph.text());
    ASSERT_EQ(solved, expected) << "hackenbush(\"" << graph.text() << "\"): " << to_string(solved) << " against "
                                << to_string(expected);
    const Game searched = hackenbush_detail::value_by_search(graph.text());
    ASSERT_EQ(searched, expected) << "search alone on hackenbush(\"" << graph.text() << "\"): " << to_string(searched)
                                  << " against " << to_string(expected);
  }
}

// The value by the brute force of a random graph.
Game brute_value(const RandomHackenbushGraph& graph) {
  std::set<int> all;
  for (int e = 0; e < static_cast<int>(graph.edges().size()); ++e) all.insert(e);
  std::map<std::set<int>, Game> memo;
  return brute(graph.edges(), grounded(graph.edges(), all), memo);
}

// Random graphs of the given colours, named vertices once in `name_odds`: the value
// hackenbush_game gives (by its closed forms) against search alone and, up to 10 edges, the
// brute force. Returns how many of the values had the form `expect_form` checks.
template <typename Form>
int check_random_graphs(std::uint32_t seed, const std::string& colours, unsigned name_odds, int trials, int most_edges,
                        Form expect_form) {
  std::mt19937 rng(seed);
  Context context;
  ContextScope scope(context);
  int of_form = 0;
  for (int trial = 0; trial < trials; ++trial) {
    RandomHackenbushGraph graph(rng, colours, name_odds);
    graph.make(1 + static_cast<int>(rng() % static_cast<unsigned>(most_edges)));
    const Game closed = hackenbush_game(graph.text());
    const Game searched = hackenbush_detail::value_by_search(graph.text());
    EXPECT_EQ(closed, searched) << "hackenbush(\"" << graph.text() << "\"): " << to_string(closed) << ", by search "
                                << to_string(searched);
    if (graph.edges().size() <= 10) {
      const Game expected = brute_value(graph);
      EXPECT_EQ(closed, expected) << "hackenbush(\"" << graph.text() << "\"): " << to_string(closed)
                                  << ", by brute force " << to_string(expected);
    }
    if (expect_form(closed)) ++of_form;
    if (::testing::Test::HasFailure()) break;  // one failing graph is enough to read
  }
  return of_form;
}

TEST(Hackenbush, GreenGraphsAreNimbersByFusion) {
  // Green only, a named vertex (a cycle, parallel edges, a loop, or an edge back to the
  // ground) once in three new vertices.
  const int nimbers = check_random_graphs(1907, "e", 3, scaled(2500), 14, [](Game g) {
    const auto parts = nus_parts(g);
    return parts && parts->number.is_zero() && parts->ups.is_zero();
  });
  EXPECT_EQ(nimbers, scaled(2500));
}

TEST(Hackenbush, BlueRedTreesAreNumbers) {
  const int numbers = check_random_graphs(1896, "lr", 0, scaled(2500), 16, [](Game g) { return is_number(g); });
  EXPECT_EQ(numbers, scaled(2500));
}

TEST(Hackenbush, MixedGraphsSplitIntoClosedFormsAndSearch) {
  // Every colour and some cycles: parts that are green or blue-red trees take the closed form,
  // the others are searched, and the sum must be the value of the whole.
  (void)check_random_graphs(1917, "lre", 4, scaled(2000), 14, [](Game) { return true; });
  // Blue-red graphs with cycles, which are searched.
  (void)check_random_graphs(1918, "lr", 3, scaled(1000), 14, [](Game) { return true; });
  // By hand: a green triangle (*1), a blue-red tree (1/2 + 1 = 3/2) and a searched blue-green
  // stalk on one ground.
  Context context;
  ContextScope scope(context);
  EXPECT_EQ(hackenbush_game(":G(eee:G;lr;l;le)"), hackenbush_detail::value_by_search(":G(eee:G;lr;l;le)"));
  EXPECT_EQ(to_string(hackenbush_game(":G(eee:G;lr;l)")), "3/2*");
}

// Berlekamp's sign rule for a blue-red string, computed apart from the edge rule: the edges up
// to the first change of colour count ±1 each, every edge after it ±1/2, ±1/4, … in turn.
Dyadic sign_rule(const std::string& string) {
  Dyadic value;
  std::uint64_t halvings = 0;
  for (std::size_t i = 0; i < string.size(); ++i) {
    if (halvings == 0 && i > 0 && string[i] != string[0]) halvings = 1;
    const Dyadic step = Dyadic(1).halved(halvings);
    value += string[i] == 'l' ? step : -step;
    if (halvings > 0) ++halvings;
  }
  return value;
}

TEST(Hackenbush, LongBlueRedStringsFollowTheSignRule) {
  std::mt19937 rng(1970);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < scaled(300); ++trial) {
    std::string string;
    const std::size_t length = 1 + rng() % 400;
    for (std::size_t i = 0; i < length; ++i) string += "lr"[rng() % 2];
    const Game solved = hackenbush_game(string);
    ASSERT_EQ(solved, number_game(sign_rule(string))) << "hackenbush(\"" << string << "\"): " << to_string(solved);
  }
  // 100000 edges, the most a graph may have: 1 - 1/2 - 1/4 - … - 1/2^99999 = 1/2^99999.
  const Game longest = hackenbush_game("l" + std::string(99999, 'r'));
  EXPECT_EQ(longest, number_game(Dyadic(1).halved(99999)));
  EXPECT_EQ(hackenbush_game(std::string(65, 'l')), number_game(Dyadic(65)));
}

TEST(Hackenbush, LargeGreenGraphs) {
  Context context;
  ContextScope scope(context);
  // A stalk of 1000 edges is *1000; a circuit of 999 edges on the ground fuses to 999 loops,
  // *1; the same circuit on top of the stalk makes it 1001 loops' worth: *1001.
  EXPECT_EQ(hackenbush_game(std::string(1000, 'e')), nimber_game(Integer(1000)));
  EXPECT_EQ(hackenbush_game(":G" + std::string(999, 'e') + ":G"), nimber_game(Integer(1)));
  EXPECT_EQ(hackenbush_game(std::string(1000, 'e') + ":A" + std::string(999, 'e') + ":A"), nimber_game(Integer(1001)));
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
      {"e(e;e)", "*"}, {":Aeee:A", "*"}, {":Aeeee:A", "0"}, {".", "0"},
      // CGSuite's own (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala, "define
      // Hackenbush properly"; the green girl is Winning Ways' figure, ch. 7).
      {"lrlrrllr", "77/128"}, {"l(l;rl)", "3/2"}, {"eeeeeee", "*7"}, {"lrlerrr", "3/4v[3]*"},
      {"e(ee(e;e);e(eee;ee);e(ee;e))", "*5"}, {"e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))", "*2"},
      // Parts apart joined again by a name, and spaces, which CGSuite's text ignores.
      {"l:A;.:Ar", "1/2"}, {" l r ", "1/2"},
  };
  for (const auto& [graph, value] : cases) {
    EXPECT_EQ(to_string(hackenbush_game(graph)), value) << graph;
  }
}

TEST(Hackenbush, BadGraphsAreRefused) {
  Context context;
  ContextScope scope(context);
  EXPECT_THROW((void)hackenbush_game("l-r"), ParseError);
  // As CGSuite: a graph needs a ground, and every vertex joined to it.
  EXPECT_THROW((void)hackenbush_game(""), ParseError);
  EXPECT_THROW((void)hackenbush_game("lrlr;lr"), ParseError);
  EXPECT_THROW((void)hackenbush_game("l;."), ParseError);
  EXPECT_THROW((void)hackenbush_game("l(r;r"), ParseError);
  EXPECT_THROW((void)hackenbush_game("l)"), ParseError);
  // Search takes at most 64 edges: 65 blue edges by search alone, or a part that needs search
  // (blue under green) of 65 edges, are refused; the closed forms stop at 100000 edges.
  EXPECT_THROW((void)hackenbush_detail::value_by_search(std::string(65, 'l')), LimitError);
  EXPECT_THROW((void)hackenbush_game("l" + std::string(64, 'e')), LimitError);
  EXPECT_THROW((void)hackenbush_game(std::string(100001, 'e')), LimitError);
}

}  // namespace
}  // namespace cgt
