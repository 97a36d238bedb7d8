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

#if defined(CGT_SANITIZED_TESTS)
// Under the sanitizers, which make the solve 10-20 times slower, four rows of eight: some
// 1,040,000 steps and 4.7 MB of blocks. The Release tests solve the five rows below.
constexpr const char* kBoard = ".x.x.x.x|........|........|o.......";
constexpr const char* kBoardFoxRight = ".x.x.x.x|........|........|......o.";
constexpr std::uint64_t kLongWorkLimit = 1'000'000;  // still short of the whole solve
#else
// Five rows of eight: some 5,500,000 steps and 6 MB of blocks to solve.
constexpr const char* kBoard = "x.x.x.x.|........|........|........|o.......";
constexpr const char* kBoardFoxRight = "x.x.x.x.|........|........|........|......o.";
constexpr std::uint64_t kLongWorkLimit = 2'000'000;
#endif

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
  const std::string first = value_text(kBoard);
  const std::uint64_t solving = context.work_done();
  EXPECT_GE(solving, 1'000'000U);
  context.set_limits({});
  EXPECT_EQ(value_text(kBoard), first);
  EXPECT_LE(context.work_done(), 1000U) << "the same position again solved " << context.work_done() << " steps";
  // Another fox square of the same geese: its block is solved already.
  context.set_limits({});
  EXPECT_EQ(value_text(kBoardFoxRight), fresh_value(kBoardFoxRight));
  EXPECT_LE(context.work_done(), 1000U);
  // The values table of these geese reads the same blocks.
  context.set_limits({});
  const std::vector<std::vector<std::string>> table = fox_and_geese_table(kBoard);
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
  (void)value_text(kBoard);
  // Thousands of blocks and their values: more than a mebibyte.
  EXPECT_GE(context.bytes_held(), empty + (std::size_t{1} << 20));
  context.clear();
  EXPECT_LE(context.bytes_held(), empty);
  context.set_limits({});
  (void)value_text(kBoard);
  EXPECT_GE(context.work_done(), 1'000'000U) << "the blocks outlived Context::clear()";
}

TEST(FoxAndGeeseContext, WorkLimitStopsASolveAndTheContextAnswersAsAFreshOne) {
  const std::string expected = fresh_value(kBoard);
  const std::string expected_right = fresh_value(kBoardFoxRight);
  for (std::uint64_t limit : {std::uint64_t{10'000}, std::uint64_t{300'000}, kLongWorkLimit}) {
    Context context;
    ContextScope scope(context);
    context.set_limits({.work = limit});
    EXPECT_THROW((void)value_text(kBoard), BudgetError) << limit;
    // Blocks finished before the limit stay; none is kept half solved.
    context.set_limits({});
    EXPECT_EQ(value_text(kBoard), expected) << limit;
    EXPECT_EQ(value_text(kBoardFoxRight), expected_right) << limit;
  }
}

TEST(FoxAndGeeseContext, MemoryLimitStopsASolveBeforeItHoldsMore) {
  const std::string expected = fresh_value(kBoard);
  Context context;
  ContextScope scope(context);
  (void)value_text("x.x.|....|o...");  // the engines' states, made before the limit is set
  const std::size_t limit = context.bytes_held() + (std::size_t{1} << 19);
  context.set_limits({.memory = limit});
  try {
    (void)value_text(kBoard);
    ADD_FAILURE() << "the board solved within " << limit << " bytes";
  } catch (const BudgetError& e) {
    EXPECT_EQ(e.resource(), BudgetError::Resource::kMemory) << e.what();
  }
  EXPECT_LE(context.bytes_held(), limit + (std::size_t{1} << 20));
  context.set_limits({});
  EXPECT_EQ(value_text(kBoard), expected);
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
  EXPECT_EQ(value_text(kBoard), fresh_value(kBoard));
}

}  // namespace
}  // namespace cgt
