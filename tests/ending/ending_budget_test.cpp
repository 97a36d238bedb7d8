// The LR-ending engine in the context's budget: every long operation charges work, so a work
// limit ends it with BudgetError and Context::cancel() with CancelledError; the store and its
// caches ask the memory budget before they grow; and the context stays usable: the same
// operation, run again without the limit, gives the answer a fresh context gives.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "support/ending_builders.hpp"

namespace cgt::ending {
namespace {

using testing::P;

struct Operation {
  const char* name;
  std::function<Position()> input;                // built without a limit
  std::function<std::string(Position)> result;  // the operation, as text
};

std::string outcome_text(Position g) {
  return outcome_name(g.outcome());
}

std::vector<Operation> operations() {
  return {
      {"sum", [] { return P("X_20"); }, [](Position g) { return outcome_text(g + P("X_21") + P("X_19")); }},
      {"simplified sum", [] { return P("X_10"); },
       [](Position g) { return to_text(add_simplified(g, P("X_11"))); }},
      {"simplification", [] { return P("X_5") + P("X_6") + P("X_4"); }, [](Position g) { return to_text(simplify(g)); }},
      {"conjugate", [] { return P("X_20") + P("X_21") + P("X_19"); },
       [](Position g) { return std::to_string(g.conjugate().birthday()); }},
      {"outcome", [] { return P("X_30") + P("X_31") + P("X_29"); }, outcome_text},
      {"text", [] { return P("X_6") + P("X_7"); }, [](Position g) { return std::to_string(to_text(g).size()); }},
      {"equivalence", [] { return P("X_2"); },
       [](Position g) { return decide_equivalence(g, P("{X_2, *R}"), 3).reason; }},
  };
}

TEST(EndingBudget, WorkLimitStopsEveryOperationAndTheContextStaysUsable) {
  for (const Operation& op : operations()) {
    std::uint64_t needed = 0;
    std::string expected;
    {
      Context fresh;
      ContextScope scope(fresh);
      const Position g = op.input();
      fresh.set_limits({});  // restarts the count
      expected = op.result(g);
      needed = fresh.work_done();
    }
    EXPECT_GE(needed, 10'000U) << op.name;
    Context context;
    ContextScope scope(context);
    const Position g = op.input();
    context.set_limits({.work = needed / 2});
    EXPECT_THROW(op.result(g), BudgetError) << op.name << " (needs " << needed << " steps)";
    context.set_limits({});
    EXPECT_EQ(op.result(g), expected) << op.name;
  }
}

// {…{*L}…} with n braces: born on day n.
Position chain(std::size_t n) {
  Position p = Position::left_end();
  for (std::size_t k = 0; k < n; ++k) {
    p = Position::from_options({p});
  }
  return p;
}

// The store asks the memory budget before its nodes, its index or a sum cache grows (a
// rehash or a doubling may add more at once than a few thousand steps of work do), so after a
// memory BudgetError the context holds at most the limit plus what a few thousand steps add.
// The sum of two chains of 3000 is 9,000,000 sums, most of them chains already made, so what
// grows is the cache of sums. The limit rises in small steps in one context (each attempt goes
// on from the sums the last one cached), so that some limits fall just below a rehash.
TEST(EndingBudget, MemoryLimitStopsTheStoreBeforeItGrowsPastTheLimit) {
  Context context;
  ContextScope scope(context);
  const Position a = chain(3000);
  const Position b = Position::from_options({chain(2999), P("X_1")});
  for (std::size_t limit = std::size_t{4} << 20; limit <= (std::size_t{40} << 20); limit += std::size_t{1} << 17) {
    context.set_limits({.memory = limit});
    try {
      (void)(a + b);
      ADD_FAILURE() << "the sum of two chains of 3000 ended within " << limit << " bytes";
      break;
    } catch (const BudgetError& e) {
      ASSERT_EQ(e.resource(), BudgetError::Resource::kMemory) << e.what();
    }
    ASSERT_LE(context.bytes_held(), limit + (std::size_t{1} << 19)) << "limit " << limit << " bytes";
  }
  context.set_limits({});
  EXPECT_EQ(to_text(simplify(P("{*R, {*L, *R_1}}"))), "*R_1");
}

TEST(EndingBudget, CancelFromAnotherThreadStopsALongComputation) {
  Context context;
  ContextScope scope(context);
  const Position left = family_position({Family::kLeft, 200});
  const Position right = family_position({Family::kRight, 300});
  context.set_limits({.memory = std::size_t{2} << 30});
  std::thread canceller([&context] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    context.cancel();
  });
  // Seconds of work: the request arrives while it runs.
  EXPECT_THROW((void)(left + right).outcome(), CancelledError);
  canceller.join();
  context.set_limits({});
  std::string expected;
  {
    Context fresh;
    ContextScope scope(fresh);
    expected = outcome_text(P("X_20") + P("X_21") + P("X_19"));
  }
  EXPECT_EQ(outcome_text(P("X_20") + P("X_21") + P("X_19")), expected);
}

}  // namespace
}  // namespace cgt::ending
