// Context::check_growth: a table about to double asks the memory budget for the new array first.
// SharedWork: contexts that share a work budget stop together at its limit, not each at it.

#include <gtest/gtest.h>

#include <string>

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

// Steps a context may charge past a shared limit before it notices: it adds its steps to the
// shared count at its checkpoints, every 4096 steps (src/core/context.cpp).
constexpr std::uint64_t kCheckInterval = 4096;

// One step at a time, as a search charges.
void charge_steps(Context& context, std::uint64_t steps) {
  for (std::uint64_t i = 0; i < steps; ++i) context.charge(1);
}

TEST(ContextBudget, ContextsSharingWorkStopTogetherAtItsLimit) {
  constexpr std::uint64_t kLimit = 100'000;
  constexpr std::uint64_t kStep = 100;
  SharedWork shared(kLimit);
  Context a;
  Context b;
  a.share_work(&shared);
  b.share_work(&shared);
  Context* stopped = nullptr;
  std::string message;
  // Each alone would charge 100000 steps; in turns, they stop together at about that in all.
  for (int turn = 0; stopped == nullptr && turn < 4000; ++turn) {
    Context& c = turn % 2 == 0 ? a : b;
    try {
      c.charge(kStep);
    } catch (const BudgetError& e) {
      EXPECT_EQ(e.resource(), BudgetError::Resource::kWork);
      message = e.what();
      stopped = &c;
    }
  }
  ASSERT_NE(stopped, nullptr) << "two contexts charged 400000 steps on a shared limit of 100000";
  EXPECT_EQ(message, "gave up after 100000 steps of work (the work limit)");
  const std::uint64_t both = a.work_done() + b.work_done();
  EXPECT_GT(both, kLimit);
  EXPECT_LE(both, kLimit + 2 * (kCheckInterval + kStep));
  // It stays due in the context that saw it, and the other sees it at its next checkpoint.
  EXPECT_THROW(stopped->charge(1), BudgetError);
  Context& other = stopped == &a ? b : a;
  EXPECT_THROW(charge_steps(other, kCheckInterval + 1), BudgetError);
  // Ending the sharing adds the steps not yet counted: the shared count is every step.
  a.share_work(nullptr);
  b.share_work(nullptr);
  EXPECT_EQ(shared.done(), a.work_done() + b.work_done());
  // A context no longer sharing has its own budget again.
  a.set_limits({});
  for (int i = 0; i < 10; ++i) a.charge(kCheckInterval);
}

TEST(ContextBudget, OneContextOnASharedLimitStopsWhereItsOwnWould) {
  SharedWork shared(10'000);
  Context context;
  context.share_work(&shared);
  context.set_limits({});  // keeps the sharing
  std::uint64_t charged = 0;
  try {
    for (; charged < 20'000; ++charged) context.charge(1);
    FAIL() << "20000 steps on a limit of 10000";
  } catch (const BudgetError&) {
  }
  EXPECT_EQ(charged, 10'000U);  // the 10001st step throws, as with set_limits({.work = 10000})
  // Both budgets apply: the tighter stops first.
  SharedWork wide(1'000'000);
  Context tight;
  tight.share_work(&wide);
  tight.set_limits({.work = 5'000});
  EXPECT_THROW(charge_steps(tight, 6'000), BudgetError);
  tight.share_work(nullptr);
  EXPECT_EQ(wide.done(), 5'001U);
}

TEST(ContextBudget, CheckWorkSeesTheSharedStepsLeft) {
  SharedWork shared(1'000);
  Context context;
  context.share_work(&shared);
  context.check_work(1'000);
  EXPECT_THROW(context.check_work(1'001), BudgetError);
  // Steps charged here but not yet added to the shared count are counted too.
  context.charge(400);
  context.check_work(600);
  try {
    context.check_work(601);
    FAIL() << "601 steps passed with 600 left";
  } catch (const BudgetError& e) {
    EXPECT_EQ(std::string(e.what()),
              "gave up before starting: it needs about 601 steps of work, more than the 600 left (the work limit)");
  }
  context.share_work(nullptr);
  EXPECT_EQ(shared.done(), 400U);
  context.check_work(1'000'000);
}

}  // namespace
}  // namespace cgt
