// The search within the context's budget and cancellation, and its errors for bad text.

#include <gtest/gtest.h>

#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/solve.hpp"

namespace cgt {
namespace {

const char* const kSolveBig = "domineering(\"......|......|......|......|......|......\")";

TEST(SolveBudget, WorkLimitThenTheContextStillAnswers) {
  Context context;
  ContextScope scope(context);
  context.set_limits({.work = 20'000, .memory = std::size_t{1} << 30});
  EXPECT_THROW(solve_sum(kSolveBig), BudgetError);
  context.set_limits({});
  EXPECT_EQ(solve_sum("domineering(\"...|...\")").outcome, Outcome::kN);
}

TEST(SolveBudget, MemoryLimitTooSmallForTheTable) {
  Context context;
  ContextScope scope(context);
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 24;
  context.set_limits({.work = 0, .memory = std::size_t{1} << 20});
  EXPECT_THROW(solve_sum(kSolveBig, options), BudgetError);
}

TEST(SolveBudget, CancelEndsTheSearch) {
  Context context;
  ContextScope scope(context);
  context.cancel();
  EXPECT_THROW(solve_sum(kSolveBig), CancelledError);
  EXPECT_EQ(solve_sum("clobber(\"xo\")").outcome, Outcome::kN);
}

TEST(SolveBudget, ProgressIsReported) {
  Context context;
  ContextScope scope(context);
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 22;
  options.progress_every = 256;
  std::uint64_t calls = 0;
  std::uint64_t last = 0;
  options.progress = [&](std::uint64_t nodes) {
    ++calls;
    last = nodes;
  };
  // Domineering 6×6 (a first-player win): some hundreds of nodes (706 with the static cutoffs;
  // 5×5 takes fewer than 256).
  const SolveResult r = solve_sum("domineering(\"......|......|......|......|......|......\")", options);
  EXPECT_EQ(r.outcome, Outcome::kN);
  EXPECT_GE(calls, 1U);
  EXPECT_LE(last, r.nodes);
}

TEST(SolveText, BadInputIsAnErrorNamingWhere) {
  EXPECT_THROW(solve_sum(""), ParseError);
  EXPECT_THROW(solve_sum("1 +"), ParseError);
  EXPECT_THROW(solve_sum("domineering(\"..x\")"), DomainError);
  EXPECT_THROW(solve_sum("domineering(\"..|.\")"), DomainError);
  EXPECT_THROW(solve_sum("{1|"), ParseError);
  EXPECT_THROW(solve_sum("clobber(\"xo\") + {1|"), ParseError);
  EXPECT_THROW(solve_sum("domineering(\"" + std::string(129, '.') + "\")"), LimitError);  // 128 cells searched
  try {
    solve_sum("clobber(\"xo\") + {1|");
  } catch (const ParseError& e) {
    EXPECT_EQ(e.column(), 17U) << e.what();
  }
}

TEST(SolveText, WinningMovesAreInTheRulesetsText) {
  const SolveResult r = solve_sum("domineering(\"..|..\") + -clobber(\"xo.\") + {1|0}");
  ASSERT_TRUE(r.left_move.has_value());
  EXPECT_NE(r.left_move->find("domineering(\""), std::string::npos) << *r.left_move;
}

}  // namespace
}  // namespace cgt
