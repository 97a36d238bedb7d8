// Stoppers against play itself: random small bigraphs, simplified by the engine, then checked
// with a retrograde solver written here from the definitions (it shares nothing with the
// engine): the simplest form equals the raw graph as a value (each ≤ the other, decided by
// playing the difference), has the raw graph's outcome, and is a fixed point of simplification;
// and leq between consecutive simplest forms agrees with play.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <exception>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/stopper.hpp"
#include "support/loopy_play.hpp"
#include "support/retrograde.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

constexpr int kLeft = 0;
constexpr int kRight = 1;

using test::leq_by_play;
using test::random_graph;
using test::Result;
using test::solve;

// One game alone, state 2v + p: at v with p to move.
std::vector<Result> solve_alone(const LoopyGraph& g) {
  std::vector<std::vector<std::size_t>> moves(2 * g.size());
  for (std::size_t v = 0; v < g.size(); ++v) {
    for (int p : {kLeft, kRight}) {
      for (std::uint32_t w : g.edges[p][v]) {
        moves[2 * v + p].push_back(2 * std::size_t{w} + (1 - p));
      }
    }
  }
  return solve(moves);
}

// Whether some play alternating the players runs forever: from `start` only, or from any vertex
// reachable from it too (a stopper has no such play from either).
// The alternating plays are the paths of the graph on states 2v + p; a path runs forever iff
// it reaches a cycle, found by peeling states with no remaining move (Kahn).
bool has_endless_alternating_play(const LoopyGraph& g, std::uint32_t start, bool from_every_follower) {
  const std::size_t n = g.size();
  std::vector<bool> reached(2 * n, false);
  std::vector<std::size_t> stack;
  const auto reach = [&](std::size_t x) {
    if (!reached[x]) {
      reached[x] = true;
      stack.push_back(x);
    }
  };
  reach(2 * std::size_t{start});
  reach(2 * std::size_t{start} + 1);
  while (!stack.empty()) {
    const std::size_t x = stack.back();
    stack.pop_back();
    const int p = static_cast<int>(x & 1);
    for (std::uint32_t w : g.edges[p][x >> 1]) {
      reach(2 * std::size_t{w} + (1 - p));
      if (from_every_follower) {
        reach(2 * std::size_t{w} + p);
      }
    }
  }
  std::vector<std::size_t> remaining(2 * n, 0);
  std::vector<std::vector<std::size_t>> into(2 * n);
  for (std::size_t x = 0; x < 2 * n; ++x) {
    if (!reached[x]) {
      continue;
    }
    const int p = static_cast<int>(x & 1);
    for (std::uint32_t w : g.edges[p][x >> 1]) {
      ++remaining[x];
      into[2 * std::size_t{w} + (1 - p)].push_back(x);
    }
    if (remaining[x] == 0) {
      stack.push_back(x);
    }
  }
  std::size_t peeled = 0;
  while (!stack.empty()) {
    const std::size_t x = stack.back();
    stack.pop_back();
    ++peeled;
    for (std::size_t y : into[x]) {
      if (--remaining[y] == 0) {
        stack.push_back(y);
      }
    }
  }
  std::size_t reached_count = 0;
  for (bool r : reached) {
    reached_count += r ? 1 : 0;
  }
  return peeled != reached_count;
}

std::string edges_text(const LoopyGraph& g) {
  std::ostringstream out;
  for (std::size_t v = 0; v < g.size(); ++v) {
    out << (v == 0 ? "" : "; ") << v << ":";
    for (int p : {kLeft, kRight}) {
      out << (p == kLeft ? " L{" : " R{");
      for (std::size_t i = 0; i < g.edges[p][v].size(); ++i) {
        out << (i == 0 ? "" : ",") << g.edges[p][v][i];
      }
      out << "}";
    }
  }
  return out.str();
}

TEST(StopperBruteForce, SimplestFormAgainstPlay) {
  std::mt19937 rng(20240607);
  const int kGraphs = scaled(20000, 2500);
  int checked = 0;          // stoppers: simplified and checked against play
  int start_only = 0;       // no endless alternating play from vertex 0, but from a follower
  int loopy = 0;
  int outcomes[4] = {};
  // Graphs that are not stoppers: simplest_form's contract is a DomainError for them
  // (stopper.hpp). Those that broke it, with their edge count to report the smallest.
  int refused = 0;
  std::vector<std::pair<std::size_t, std::string>> broken;
  Stopper previous;  // the last one checked, to compare with the next (0 at first)
  for (int i = 0; i < kGraphs; ++i) {
    const LoopyGraph raw = random_graph(rng);
    SCOPED_TRACE(::testing::Message() << "graph " << edges_text(raw));
    // A stopper has no endless alternating play from any vertex reachable from it, the start
    // included (a follower that is not a stopper makes simplification unsound).
    const bool stopper = is_stopper(raw, 0);
    ASSERT_EQ(stopper, !has_endless_alternating_play(raw, 0, true)) << "is_stopper disagrees";
    start_only += !stopper && !has_endless_alternating_play(raw, 0, false) ? 1 : 0;
    if (!stopper) {
      ++refused;
      std::string got;
      try {
        got = "returned " + to_string(simplest_form(raw, 0));
      } catch (const DomainError&) {
        continue;
      } catch (const std::exception& e) {
        got = std::string("threw ") + e.what();
      }
      std::size_t edges = 0;
      for (const auto& side : raw.edges) {
        for (const auto& list : side) {
          edges += list.size();
        }
      }
      broken.emplace_back(edges, edges_text(raw) + ": " + got);
      continue;
    }
    ++checked;
    const Stopper s = simplest_form(raw, 0);
    const std::string text = to_string(s);
    SCOPED_TRACE(::testing::Message() << "simplest form " << text << " = " << edges_text(s.graph()));
    loopy += s.is_loopfree() ? 0 : 1;
    EXPECT_TRUE(leq_by_play(raw, 0, s.graph(), 0)) << "raw ≤ simplest form fails";
    EXPECT_TRUE(leq_by_play(s.graph(), 0, raw, 0)) << "simplest form ≤ raw fails";

    // Play from the start alternates, and a stopper has no endless alternating play: never a
    // draw.
    const std::vector<Result> alone = solve_alone(raw);
    const Result left_first = alone[2 * 0 + kLeft];
    const Result right_first = alone[2 * 0 + kRight];
    EXPECT_NE(left_first, Result::kDraw) << "a draw with Left first";
    EXPECT_NE(right_first, Result::kDraw) << "a draw with Right first";
    const Outcome o = outcome_from_first_moves(left_first == Result::kWin, right_first == Result::kWin);
    ++outcomes[static_cast<int>(o)];
    EXPECT_EQ(outcome(s), o) << "outcome " << outcome_name(outcome(s)) << ", by play " << outcome_name(o);

    // The simplest form is already simplest: simplifying it again prints the same.
    EXPECT_EQ(to_string(simplest_form(s.graph(), 0)), text);
    // What is printed reads back as the same value (switches with loopy options included:
    // CGSuite's +-over).
    try {
      EXPECT_TRUE(parse_stopper(text) == s) << "the text reads back as another value";
    } catch (const std::exception& e) {
      ADD_FAILURE() << "the text does not read back: " << e.what();
    }

    // leq between two different stoppers, loopy ones included, against play.
    EXPECT_EQ(leq(previous, s), leq_by_play(previous.graph(), 0, s.graph(), 0))
        << "leq(" << to_string(previous) << ", " << text << ")";
    EXPECT_EQ(leq(s, previous), leq_by_play(s.graph(), 0, previous.graph(), 0))
        << "leq(" << text << ", " << to_string(previous) << ")";
    previous = s;
  }
  std::cout << "stoppers: " << checked << " of " << kGraphs << " graphs (" << loopy << " loopy; outcomes L "
            << outcomes[0] << " R " << outcomes[1] << " N " << outcomes[2] << " P " << outcomes[3] << "); "
            << start_only << " of the " << refused << " others end from the start but not from a follower\n";
  std::sort(broken.begin(), broken.end());
  std::string smallest;
  for (std::size_t i = 0; i < broken.size() && i < 3; ++i) {
    smallest += "\n  " + broken[i].second;
  }
  EXPECT_EQ(broken.size(), 0U) << "of " << refused
                               << " graphs that are not stoppers, simplest_form did not throw DomainError for "
                                  "these (the smallest 3):"
                               << smallest;
  // Not vacuous: enough stoppers, loopy ones among them, every outcome, and non-stoppers
  // that only a follower's play tells apart.
  EXPECT_GE(checked, scaled(300));
  EXPECT_GE(loopy, scaled(50));
  EXPECT_GE(start_only, scaled(10));
  for (int o : outcomes) {
    EXPECT_GE(o, 1);
  }
}

}  // namespace
}  // namespace cgt
