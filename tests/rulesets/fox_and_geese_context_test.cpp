// Fox and Geese's solved blocks live in the context: a second position on a board of the same
// shape (or the same position again) reads them instead of solving them again; they count
// against the memory budget; a work limit, a memory limit or a cancellation stops a solve, and
// the context then answers as a fresh one does.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/fox_and_geese.hpp"

namespace cgt {
namespace {

// Five rows of eight: some 5,000,000 steps to solve.
constexpr const char* kFiveRows = "x.x.x.x.|........|........|........|o.......";
// The same geese, the fox elsewhere.
constexpr const char* kFiveRowsFoxRight = "x.x.x.x.|........|........|........|......o.";

std::string value_text(const char* board) {
  return to_string(fox_and_geese_value(board));
}

std::string fresh_value(const char* board) {
  Context fresh;
  ContextScope scope(fresh);
  return value_text(board);
}

TEST(FoxAndGeeseContext, ASecondCallReadsTheSolvedBlocks) {
  Context context;
  ContextScope scope(context);
  const std::string first = value_text(kFiveRows);
  const std::uint64_t solving = context.work_done();
  EXPECT_GE(solving, 1'000'000U);
  context.set_limits({});
  EXPECT_EQ(value_text(kFiveRows), first);
  EXPECT_LE(context.work_done(), 1000U) << "the same position again solved " << context.work_done() << " steps";
  // Another fox square of the same geese: its block is solved already.
  context.set_limits({});
  EXPECT_EQ(value_text(kFiveRowsFoxRight), fresh_value(kFiveRowsFoxRight));
  EXPECT_LE(context.work_done(), 1000U);
  // The values table of these geese reads the same blocks.
  context.set_limits({});
  const std::vector<std::vector<std::string>> table = fox_and_geese_table(kFiveRows);
  EXPECT_LE(context.work_done(), solving / 10);
  EXPECT_EQ(table.back().front(), first);  // the fox's square: the bottom row's first
  // A board of another shape starts afresh.
  context.set_limits({});
  EXPECT_EQ(value_text("x.x.x.|......|o....."), fresh_value("x.x.x.|......|o....."));
  EXPECT_GE(context.work_done(), 1000U);
}

TEST(FoxAndGeeseContext, TheBlocksAreCountedAndGoWithClear) {
  Context context;
  ContextScope scope(context);
  const std::size_t empty = context.bytes_held();
  (void)value_text(kFiveRows);
  // Thousands of blocks and their values: more than a mebibyte.
  EXPECT_GE(context.bytes_held(), empty + (std::size_t{1} << 20));
  context.clear();
  EXPECT_LE(context.bytes_held(), empty);
  context.set_limits({});
  (void)value_text(kFiveRows);
  EXPECT_GE(context.work_done(), 1'000'000U) << "the blocks outlived Context::clear()";
}

TEST(FoxAndGeeseContext, WorkLimitStopsASolveAndTheContextAnswersAsAFreshOne) {
  const std::string expected = fresh_value(kFiveRows);
  const std::string expected_right = fresh_value(kFiveRowsFoxRight);
  for (std::uint64_t limit : {10'000U, 300'000U, 2'000'000U}) {
    Context context;
    ContextScope scope(context);
    context.set_limits({.work = limit});
    EXPECT_THROW((void)value_text(kFiveRows), BudgetError) << limit;
    // Blocks finished before the limit stay; none is kept half solved.
    context.set_limits({});
    EXPECT_EQ(value_text(kFiveRows), expected) << limit;
    EXPECT_EQ(value_text(kFiveRowsFoxRight), expected_right) << limit;
  }
}

TEST(FoxAndGeeseContext, MemoryLimitStopsASolveBeforeItHoldsMore) {
  const std::string expected = fresh_value(kFiveRows);
  Context context;
  ContextScope scope(context);
  (void)value_text("x.x.|....|o...");  // the engines' states, made before the limit is set
  const std::size_t limit = context.bytes_held() + (std::size_t{1} << 19);
  context.set_limits({.memory = limit});
  try {
    (void)value_text(kFiveRows);
    ADD_FAILURE() << "five rows solved within " << limit << " bytes";
  } catch (const BudgetError& e) {
    EXPECT_EQ(e.resource(), BudgetError::Resource::kMemory) << e.what();
  }
  EXPECT_LE(context.bytes_held(), limit + (std::size_t{1} << 20));
  context.set_limits({});
  EXPECT_EQ(value_text(kFiveRows), expected);
}

TEST(FoxAndGeeseContext, CancelFromAnotherThreadStopsASolve) {
  Context context;
  ContextScope scope(context);
  std::thread canceller([&context] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    context.cancel();
  });
  // The standard board takes seconds.
  EXPECT_THROW((void)value_text(".x.x.x.x|........|........|........|........|........|........|o......."),
               CancelledError);
  canceller.join();
  EXPECT_EQ(value_text(kFiveRows), fresh_value(kFiveRows));
}

}  // namespace
}  // namespace cgt
