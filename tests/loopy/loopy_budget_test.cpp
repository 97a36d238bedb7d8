// The loopy engine in the context's budget: every long operation on stoppers charges work, so a
// work limit ends it with BudgetError and Context::cancel() with CancelledError; the survival
// tables and graphs ask the memory budget before they are made and count while they live; and
// the context stays usable: the same operation, run again without the limit, gives the answer
// a fresh context gives.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_values.hpp"
#include "cgt/stopper.hpp"
#include "support/game_builders.hpp"

namespace cgt {
namespace {

using testing::number;

// ±1 + ±2 + … + ±k: 2^k positions.
Game switches(int k) {
  Game sum;
  for (int j = 1; j <= k; ++j) {
    sum += switch_game(number(j));
  }
  return sum;
}

// n vertices in a row: from v Left moves to v + 1 or to the number v mod 7, Right passes. Its
// simplest form is small, but simplifying it compares every pair of its n vertices.
LoopyGraph ladder(std::uint32_t n) {
  LoopyGraph graph;
  for (std::uint32_t v = 0; v < n; ++v) {
    graph.add_vertex();
  }
  for (std::uint32_t v = 0; v < n; ++v) {
    if (v + 1 < n) {
      graph.add_edge(0, v, v + 1);
    }
    graph.add_edge(1, v, v);
    graph.add_edge(0, v, graph.add_short_game(number(static_cast<int>(v % 7))));
  }
  return graph;
}

Stopper over() {
  return parse_stopper("{0|pass}");
}

struct Operation {
  const char* name;
  std::function<std::string()> result;  // the operation, as text
};

std::vector<Operation> operations() {
  return {
      {"sum", [] { return to_string(over() + switches(8)); }},
      {"comparison",
       [] {
         return std::to_string(leq(over() + switches(7), parse_stopper("{1|pass}") + switches(7))) +
                std::to_string(leq(parse_stopper("{1|pass}") + switches(7), over() + switches(7)));
       }},
      {"simplification", [] { return to_string(simplest_form(ladder(600), 0)); }},
      {"reading", [] { return to_string(parse_stopper("{{0|pass}|{pass|0}}") + switches(7)); }},
      {"outcome", [] { return std::string(outcome_name(outcome(over() + switches(8)))); }},
  };
}

TEST(LoopyBudget, WorkLimitStopsEveryOperationAndTheContextStaysUsable) {
  for (const Operation& op : operations()) {
    // The work the operation needs, and its answer, in a fresh context.
    std::uint64_t needed = 0;
    std::string expected;
    {
      Context fresh;
      ContextScope scope(fresh);
      expected = op.result();
      needed = fresh.work_done();
    }
    EXPECT_GE(needed, 10'000U) << op.name;
    Context context;
    ContextScope scope(context);
    context.set_limits({.work = needed / 2});
    EXPECT_THROW(op.result(), BudgetError) << op.name << " (needs " << needed << " steps)";
    context.set_limits({});
    EXPECT_EQ(op.result(), expected) << op.name;
  }
}

// A survival table of two graphs of n vertices is 2n² states of 13 bytes while it is built: it
// asks the memory budget first, and counts in the context while it lives, so after a memory
// BudgetError the context holds at most the limit (plus what a few thousand steps add), and
// once the operation is over it holds no table any more.
TEST(LoopyBudget, MemoryLimitStopsTheSurvivalTableBeforeItIsMade) {
  for (std::size_t mebibytes : {8, 16, 32, 64}) {
    const std::size_t limit = mebibytes << 20;
    Context context;
    ContextScope scope(context);
    const LoopyGraph graph = ladder(1600);  // 5,120,000 states: 66 MB
    (void)context_stopper_pool();           // the loopy state, made before it is measured
    const std::size_t before = context.bytes_held();
    context.set_limits({.memory = limit});
    try {
      (void)simplest_form(graph, 0);
      ADD_FAILURE() << "a ladder of 1600 vertices was simplified within " << mebibytes << " MiB";
    } catch (const BudgetError& e) {
      EXPECT_EQ(e.resource(), BudgetError::Resource::kMemory) << e.what();
    }
    EXPECT_LE(context.bytes_held(), limit + (std::size_t{1} << 20)) << mebibytes << " MiB";
    EXPECT_EQ(context.bytes_held(), before) << "a table outlived its operation";
    context.set_limits({});
    EXPECT_EQ(to_string(simplest_form(ladder(100), 0)), to_string(simplest_form(ladder(100), 0)));
  }
}

// The pool of interned values is the loopy engine's state in the context: it reports what it
// holds, and a value interned twice is held once.
TEST(LoopyBudget, ThePoolIsCountedInTheContext) {
  Context context;
  ContextScope scope(context);
  const std::size_t empty = context.bytes_held();
  const Stopper value = over() + switches(6);
  const std::size_t made = context.bytes_held();
  StopperPool& pool = context_stopper_pool();
  const Stopper first = pool.intern(value);
  const std::size_t interned = context.bytes_held();
  EXPECT_GE(interned, made + value.heap_bytes()) << "empty: " << empty;
  EXPECT_GE(value.heap_bytes(), value.graph().size() * 2 * sizeof(std::vector<std::uint32_t>));
  const Stopper again = pool.intern(over() + switches(6));
  EXPECT_EQ(&again.graph(), &first.graph());
  EXPECT_EQ(pool.size(), 1U);
  EXPECT_LE(context.bytes_held(), interned + (std::size_t{1} << 16)) << "an equal value was held twice";
  context.clear();
  EXPECT_EQ(context_stopper_pool().size(), 0U);
}

TEST(LoopyBudget, CancelFromAnotherThreadStopsALongComputation) {
  Context context;
  ContextScope scope(context);
  const LoopyGraph graph = ladder(800);
  std::thread canceller([&context] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    context.cancel();
  });
  // Simplifications until the request stops one (each takes a good part of a second, so the
  // request arrives while one runs; a request made between two stops the next).
  bool cancelled = false;
  for (int round = 0; round < 100000 && !cancelled; ++round) {
    try {
      (void)simplest_form(graph, 0);
    } catch (const CancelledError&) {
      cancelled = true;
    }
  }
  canceller.join();
  EXPECT_TRUE(cancelled);
  // The request is consumed, and the context computes on, as a fresh one does.
  std::string expected;
  {
    Context fresh;
    ContextScope fresh_scope(fresh);
    expected = to_string(over() + switches(5));
  }
  EXPECT_EQ(to_string(over() + switches(5)), expected);
}

}  // namespace
}  // namespace cgt
