// Context::check_growth: a table about to double asks the memory budget for the new array first.

#include <gtest/gtest.h>

#include "cgt/context.hpp"
#include "cgt/error.hpp"

namespace cgt {
namespace {

// An extension holding a fixed number of bytes.
struct Ballast final : ContextState {
  explicit Ballast(Context& /*context*/) {}
  [[nodiscard]] std::size_t bytes_held() const override { return bytes; }
  std::size_t bytes = 0;
};

TEST(ContextBudget, AdmitBytesAgainstTheMemoryLimit) {
  Context context;
  context.extension<Ballast>().bytes = 1000;
  const std::size_t held = context.bytes_held();
  context.check_growth(std::size_t{1} << 40);  // no limit: anything goes
  context.set_limits({.memory = held + 500});
  context.check_growth(500);
  try {
    context.check_growth(501);
    FAIL() << "501 bytes more than the limit allows";
  } catch (const BudgetError& error) {
    EXPECT_EQ(error.resource(), BudgetError::Resource::kMemory);
  }
  EXPECT_THROW(context.check_growth(~std::size_t{0}), BudgetError);  // no overflow in the sum
  // Past the limit already, asking for nothing is no error: the checkpoints report what is held.
  context.extension<Ballast>().bytes = 1 << 20;
  context.check_growth(0);
  EXPECT_THROW(context.check_growth(1), BudgetError);
  context.set_limits({});
  context.check_growth(std::size_t{1} << 40);
}

}  // namespace
}  // namespace cgt
