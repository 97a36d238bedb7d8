// Stoppers: CGSuite's texts for its own examples (lib/core/src/test/.../CanonicalStopperTestCase),
// comparison against plays of sums, and simplification against the raw graph.

#include <gtest/gtest.h>

#include <random>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/stopper.hpp"
#include "core/parse_stack.hpp"

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
  graph.add_edge(0, over, graph.add_short_game(Game()));
  const std::uint32_t under = pass_vertex(graph, 0);
  graph.add_edge(1, under, graph.add_short_game(parse_game("3/2")));
  const std::uint32_t two_over = pass_vertex(graph, 1);
  graph.add_edge(0, two_over, graph.add_short_game(parse_game("2")));
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
  graph.add_edge(0, g, graph.add_short_game(parse_game("6")));
  graph.edges[1][g].push_back(two_over);
  EXPECT_EQ(to_string(simplest_form(graph, g)), "{6|2over}");
  EXPECT_TRUE(leq(Stopper(parse_game("^")), simplest_form(graph, over)));
  EXPECT_FALSE(leq(simplest_form(graph, over), Stopper(parse_game("^"))));
}

// CGSuite's CanonicalStopperTestCase (lib/core/src/test/scala/org/cgsuite/lang): each input
// with the text CGSuite prints for it, and its options where the case lists them.
TEST(Stopper, CgsuiteCanonicalStopperTestCases) {
  const std::pair<const char*, const char*> cases[] = {
      {"{pass|}", "on"},
      {"{|pass}", "off"},
      {"{0|pass}", "over"},
      {"{pass|3/2}", "3/2under"},
      {"{-1/4+*|pass}", "-1/4v[on]"},
      {"{0||0|0,pass}", "^<on>"},  // the case's `uponth`
      {"{0|{0||0|0,pass}||{0,pass|0}|0}", "{0|^<on>||v<on>}"},  // {0|uponth||-uponth}
      {"{0|||0||0|{|pass}}", "{0|Tiny(on)}"},
      {"{{pass|}|0||0}", "Miny(on)"},
      {"{0|||0||pass|0}", "Tiny(over)"},
      {"a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}"},
      {"{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
       "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}"},
      {"a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}"},
      // CGSuite writes these inputs +-{0|pass} and +-{5|pass}; cgt's expressions refuse
      // arithmetic on loopy values, so the switch is spelled out.
      {"{{0|pass}|{pass|0}}", "+-over"},
      {"{{5|pass}|{pass|-5}}", "+-(5over)"},
  };
  for (const auto& [input, printed] : cases) {
    const Stopper s = parse_stopper(input);
    EXPECT_EQ(to_string(s), printed) << input;
    // What is printed reads back as the same value.
    EXPECT_TRUE(parse_stopper(printed) == s) << printed;
  }
  // Options as the cases list them: over's are {0} and {over}; Miny(on)'s Left option is {on|0}.
  const Stopper over = parse_stopper("{0|pass}");
  ASSERT_EQ(over.left_options().size(), 1u);
  EXPECT_EQ(to_string(over.left_options()[0]), "0");
  EXPECT_EQ(to_string(over.right_options()[0]), "over");
  EXPECT_EQ(to_string(parse_stopper("{{pass|}|0||0}").left_options()[0]), "{on|0}");
  EXPECT_EQ(to_string(parse_stopper("{0|||0||pass|0}").right_options()[0]), "{0|under}");
  // Outcomes: on and over are positive, 3/2under too, Miny(on) negative.
  EXPECT_EQ(outcome(parse_stopper("{pass|}")), Outcome::kL);
  EXPECT_EQ(outcome(parse_stopper("{pass|3/2}")), Outcome::kL);
  EXPECT_EQ(outcome(parse_stopper("{{pass|}|0||0}")), Outcome::kR);
}

TEST(Stopper, SumWithShortGame) {
  const Stopper over = parse_stopper("{0|pass}");
  EXPECT_EQ(to_string(over + parse_game("2")), "2over");
  EXPECT_EQ(to_string(parse_stopper("{pass|}") + parse_game("5")), "on");
  EXPECT_EQ(to_string(over + parse_game("-1")), "-1over");
  // over + * is not a pseudonumber: {*, over | pass}? CGSuite: x + over + * stays loopy.
  EXPECT_FALSE((over + parse_game("*")).is_loopfree());
}

TEST(Stopper, ParseErrors) {
  EXPECT_THROW(parse_stopper("{0|pass"), ParseError);
  EXPECT_THROW(parse_stopper("pass"), ParseError);
  EXPECT_THROW(parse_stopper("{0|1|2}"), ParseError);            // two separators alike
  EXPECT_THROW(parse_stopper("a{0|a}|b"), ParseError);
  EXPECT_THROW(parse_stopper("{1*over|pass}"), ParseError);       // over follows a number
  EXPECT_THROW(parse_stopper("{pass|pass}"), DomainError);        // dud: not a stopper
}

// Deep input stops with an error, never by running out of stack, and quickly (the brackets
// are matched once, not once per level).
TEST(Stopper, DeepTextIsRefusedNotCrashed) {
  const auto nested = [](int levels) {
    std::string text;
    for (int i = 0; i < levels; ++i) {
      text += "{pass|";
    }
    text += "0";
    text.append(static_cast<std::size_t>(levels), '}');
    return text;
  };
  EXPECT_EQ(to_string(parse_stopper(nested(static_cast<int>(kMaxTextNesting)))), "under");
  EXPECT_THROW(parse_stopper(nested(static_cast<int>(kMaxTextNesting) + 1)), ParseError);
  EXPECT_THROW(parse_stopper(nested(200000)), ParseError);
}

}  // namespace
}  // namespace cgt
