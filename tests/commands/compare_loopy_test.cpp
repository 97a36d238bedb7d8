// `cgt compare` on loopy values: random small stoppers, written in CGSuite's text as `cgt game`
// prints them, compared by the command, against play on the graphs they came from (the
// retrograde solver of tests/support, which shares nothing with the stopper engine).

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/stopper.hpp"
#include "support/loopy_play.hpp"

namespace cgt {
namespace {

std::string relation_by_play(const LoopyGraph& g, const LoopyGraph& h) {
  const bool g_leq_h = test::leq_by_play(g, 0, h, 0);
  const bool h_leq_g = test::leq_by_play(h, 0, g, 0);
  return g_leq_h ? (h_leq_g ? "=" : "<") : (h_leq_g ? ">" : "||");
}

std::string compare_command(const std::string& g, const std::string& h) {
  return commands::run({.command = "compare", .arguments = {g, h}, .options = {{"--json", ""}}}).text;
}

TEST(CompareLoopy, RandomStoppersAgainstPlay) {
  std::mt19937 rng(20251128);
  std::vector<LoopyGraph> graphs;
  std::vector<std::string> texts;
  std::vector<bool> loopfree;
  int loopy = 0;
  while (graphs.size() < 160) {
    LoopyGraph raw = test::random_graph(rng);
    if (!is_stopper(raw, 0)) {
      continue;
    }
    const Stopper s = simplest_form(raw, 0);
    // What `cgt game` prints reads back to the same value (`+-on` included).
    EXPECT_TRUE(s.is_loopfree() || parse_stopper(to_string(s)) == s) << to_string(s);
    loopy += s.is_loopfree() ? 0 : 1;
    loopfree.push_back(s.is_loopfree());
    texts.push_back(to_string(s));
    graphs.push_back(std::move(raw));
  }
  int relations[4] = {};  // <, >, =, ||
  int mixed = 0;          // one short game and one loopy value
  for (std::size_t i = 0; i + 1 < graphs.size(); ++i) {
    for (std::size_t j : {i + 1, (i * 7 + 3) % graphs.size()}) {
      const std::string expected = relation_by_play(graphs[i], graphs[j]);
      EXPECT_EQ(compare_command(texts[i], texts[j]), "{\"relation\":\"" + expected + "\"}\n")
          << "cgt compare '" << texts[i] << "' '" << texts[j] << "'";
      ++relations[expected == "<" ? 0 : expected == ">" ? 1 : expected == "=" ? 2 : 3];
      mixed += loopfree[i] != loopfree[j] ? 1 : 0;
    }
  }
  // Not vacuous: loopy values, every relation, and a short game against a loopy one.
  EXPECT_GE(loopy, 30);
  EXPECT_GE(mixed, 20);
  for (int count : relations) {
    EXPECT_GE(count, 5);
  }
}

// Facts of the theory (Siegel, ch. VI): on is above every number and off below; over is positive
// and below every positive number; 2over is above 2.
TEST(CompareLoopy, KnownRelations) {
  const std::vector<std::vector<std::string>> cases = {
      {"on", "1000", ">"},  {"off", "-1000", "<"}, {"on", "on", "="},   {"off", "on", "<"},
      {"over", "0", ">"},   {"over", "1/1024", "<"}, {"0", "under", ">"}, {"{0|pass}", "over", "="},
      {"on", "{pass|}", "="}, {"2over", "2", ">"},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(compare_command(c[0], c[1]), "{\"relation\":\"" + c[2] + "\"}\n") << c[0] << " vs " << c[1];
  }
}

}  // namespace
}  // namespace cgt
