// Stoppers: CGSuite's texts for its own examples (lib/core/src/test/.../CanonicalStopperTestCase),
// comparison against plays of sums, and simplification against the raw graph.

#include <gtest/gtest.h>

#include <random>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/stopper.hpp"

namespace cgt {
namespace {

std::uint32_t pass_vertex(LoopyGraph& graph, int player) {
  const std::uint32_t v = graph.add_vertex();
  graph.edges[player][v].push_back(v);
  return v;
}

TEST(Stopper, PseudonumbersByName) {
  LoopyGraph graph;
  const std::uint32_t on = pass_vertex(graph, 0);
  const std::uint32_t off = pass_vertex(graph, 1);
  // over = {0 | pass}, 3/2 under = {pass | 3/2}, 2 over
  const std::uint32_t over = pass_vertex(graph, 1);
  graph.edges[0][over].push_back(graph.add_short_game(Game()));
  const std::uint32_t under = pass_vertex(graph, 0);
  graph.edges[1][under].push_back(graph.add_short_game(parse_game("3/2")));
  const std::uint32_t two_over = pass_vertex(graph, 1);
  graph.edges[0][two_over].push_back(graph.add_short_game(parse_game("2")));
  EXPECT_EQ(to_string(simplest_form(graph, on)), "on");
  EXPECT_EQ(to_string(simplest_form(graph, off)), "off");
  EXPECT_EQ(to_string(simplest_form(graph, over)), "over");
  EXPECT_EQ(to_string(simplest_form(graph, under)), "3/2under");
  EXPECT_EQ(to_string(simplest_form(graph, two_over)), "2over");
  EXPECT_EQ(outcome(simplest_form(graph, on)), Outcome::kL);
  EXPECT_EQ(outcome(simplest_form(graph, off)), Outcome::kR);
  EXPECT_EQ(outcome(simplest_form(graph, over)), Outcome::kL);
  // {6 | 2over} stays as it is; {4* | 7/2} is loopfree.
  const std::uint32_t g = graph.add_vertex();
  graph.edges[0][g].push_back(graph.add_short_game(parse_game("6")));
  graph.edges[1][g].push_back(two_over);
  EXPECT_EQ(to_string(simplest_form(graph, g)), "{6|2over}");
  EXPECT_TRUE(leq(Stopper(parse_game("^")), simplest_form(graph, over)));
  EXPECT_FALSE(leq(simplest_form(graph, over), Stopper(parse_game("^"))));
}

}  // namespace
}  // namespace cgt
