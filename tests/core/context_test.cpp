// Context::check_growth: a container about to grow asks whether what the context holds plus
// its new buffer stays within the memory limit (the partizan store's nodes, index and caches
// do; tests/partizan/budget_test.cpp checks the store end to end).

#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"

namespace cgt {
namespace {

// A state that holds what the test says.
struct Holding final : ContextState {
  explicit Holding(Context& /*context*/) {}
  [[nodiscard]] std::size_t bytes_held() const override { return bytes; }
  std::size_t bytes = 0;
};

TEST(Context, CheckGrowthCountsWhatIsHeldAndWhatWouldBeAdded) {
  Context context;
  context.extension<Holding>().bytes = 600;
  // No memory limit: any growth is allowed.
  EXPECT_NO_THROW(context.check_growth(std::size_t{1} << 40));
  context.set_limits({.memory = 1000});
  EXPECT_NO_THROW(context.check_growth(400));  // 600 + 400: exactly the limit
  try {
    context.check_growth(401);
    ADD_FAILURE() << "600 + 401 bytes passed a limit of 1000";
  } catch (const BudgetError& e) {
    EXPECT_EQ(e.resource(), BudgetError::Resource::kMemory);
    EXPECT_EQ(std::string(e.what()), "gave up: the computation needs more than 1000 bytes of memory (the memory limit)");
  }
  // What is held counts: with 900 held, 200 more do not fit.
  context.extension<Holding>().bytes = 900;
  EXPECT_THROW(context.check_growth(200), BudgetError);
  // A tighter BudgetScope applies while it lives, the enclosing limit afterwards.
  context.extension<Holding>().bytes = 0;
  {
    BudgetScope scope(context, {.memory = 100});
    EXPECT_THROW(context.check_growth(101), BudgetError);
  }
  EXPECT_NO_THROW(context.check_growth(101));
  // The work limit alone sets no memory limit.
  context.set_limits({.work = 10});
  EXPECT_NO_THROW(context.check_growth(std::size_t{1} << 40));
}

}  // namespace
}  // namespace cgt
