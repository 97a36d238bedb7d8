// Every long operation of the engine charges the context's budget: a work limit ends it with
// BudgetError, Context::cancel() with CancelledError, and the context stays usable: the same
// operation, run again without the limit, gives the answer a fresh context gives.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "support/game_builders.hpp"

namespace cgt {
namespace {

using testing::alternating;
using testing::number;

// ±1 + ±2 + … + ±k: 2^k positions, hot, with long thermographs.
Game switch_sum(int k) {
  Game sum;
  for (int j = 1; j <= k; ++j) {
    sum += switch_game(number(j));
  }
  return sum;
}

// Made in the calling thread's current context (a handle belongs to the context that made it).
Game up() {
  return nus_game(Dyadic(0), Integer(1), Integer(0));
}
Game star() {
  return nimber_game(Integer(1));
}

std::string weight_text(Game g) {
  std::optional<Game> weight = atomic_weight(g);
  return weight ? to_string(*weight) : "not atomic";
}

struct Operation {
  const char* name;
  std::function<Game()> input;              // built without a limit
  std::function<std::string(Game)> result;  // the operation, as text
};

std::vector<Operation> operations() {
  return {
      {"sum", [] { return switch_sum(7); }, [](Game g) { return to_string(g + switch_sum(6)); }},
      {"comparison", [] { return alternating(2000); },
       [](Game g) { return relation_text(compare(g, alternating(1999))); }},
      {"negative", [] { return ordinal_sum(-up() + star(), nimber_game(Integer(10))); },
       [](Game g) { return to_string(-g + g); }},
      {"norton", [] { return up_power(Integer(6)); }, [](Game g) { return to_string(norton(g, g)); }},
      {"heat", [] { return switch_sum(10); }, [](Game g) { return to_string(heat(g, number(1))); }},
      {"cool", [] { return switch_sum(9); },
       [](Game g) { return to_string(cool(g, number_game(Dyadic(Integer(1), 1)))); }},
      {"overheat", [] { return switch_sum(10); }, [](Game g) { return to_string(overheat(g, number(2), number(1))); }},
      {"ordinal sum", [] { return -up() + star(); },
       [](Game g) { return to_string(ordinal_sum(g, nimber_game(Integer(9)))); }},
      {"thermograph", [] { return switch_sum(15); }, [](Game g) { return thermograph(g).to_string(); }},
      {"stops and birthday", [] { return alternating(2047); },
       [](Game g) { return left_stop(g).to_string() + " " + birthday(g).to_string(); }},
      {"atomic weight", [] { return up_sum(Integer(1000)); }, weight_text},
      {"reduced form", [] { return switch_sum(12) + up(); }, [](Game g) { return to_string(reduced_canonical(g)); }},
      // v* : *11 has a few dozen positions and a text of some 700,000 characters (it repeats
      // shared positions). Printed once while it is built, so that the store's caches answer
      // what planning asks and the work measured is the writing of the text.
      {"printing",
       [] {
         Game g = ordinal_sum(-up() + star(), nimber_game(Integer(11)));
         to_string(g);
         return g;
       },
       [](Game g) { return std::to_string(to_string(g).size()); }},
  };
}

TEST(Budget, WorkLimitStopsEveryOperationAndTheContextStaysUsable) {
  for (const Operation& op : operations()) {
    // The work the operation needs, and its answer, in a fresh context.
    std::uint64_t needed = 0;
    std::string expected;
    {
      Context fresh;
      ContextScope scope(fresh);
      Game g = op.input();
      fresh.set_limits({});  // restarts the count
      expected = op.result(g);
      needed = fresh.work_done();
    }
    // A big input: the operation charges thousands of steps.
    EXPECT_GE(needed, 10'000U) << op.name;
    Context context;
    ContextScope scope(context);
    Game g = op.input();
    context.set_limits({.work = needed / 2});
    EXPECT_THROW(op.result(g), BudgetError) << op.name << " (needs " << needed << " steps)";
    context.set_limits({});
    EXPECT_EQ(op.result(g), expected) << op.name;
  }
}

// The store checks the memory budget before a container grows (a doubling may add hundreds of
// megabytes at once), so after a memory BudgetError the context holds at most the limit plus
// what a few thousand steps add between checkpoints. Heating ^<4096> makes a game every few
// steps: without the checks the vector of nodes, the index or a cache overshoots by a doubling.
TEST(Budget, MemoryLimitStopsTheStoreBeforeItGrowsPastTheLimit) {
  for (std::size_t mebibytes : {8, 12, 16, 24, 32, 48}) {
    const std::size_t limit = mebibytes << 20;
    Context context;
    ContextScope scope(context);
    Game g = up_power(Integer(4096));
    context.set_limits({.memory = limit});
    try {
      heat(g, number(1));
      ADD_FAILURE() << "heat(^<4096>, 1) ended within " << mebibytes << " MiB";
    } catch (const BudgetError& e) {
      EXPECT_EQ(e.resource(), BudgetError::Resource::kMemory) << e.what();
    }
    EXPECT_LE(context.bytes_held(), limit + (std::size_t{1} << 20)) << mebibytes << " MiB";
  }
}

TEST(Budget, CancelFromAnotherThreadStopsALongComputation) {
  Context context;
  ContextScope scope(context);
  Game g = up_power(Integer(200));
  // norton(↑^200, ↑^200) runs for minutes, so the request arrives while it runs (a request
  // made before it starts stops it too); the memory limit only guards a machine too slow for that.
  context.set_limits({.memory = std::size_t{2} << 30});
  std::thread canceller([&context] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    context.cancel();
  });
  EXPECT_THROW(norton(g, g), CancelledError);
  canceller.join();
  // The request is consumed, and the context computes on.
  context.set_limits({});
  EXPECT_EQ(to_string(norton(number_game(Dyadic(Integer(1), 1)), up())), "{^^*|v*}");
}

}  // namespace
}  // namespace cgt
