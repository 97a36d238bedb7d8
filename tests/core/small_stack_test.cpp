// The test helper that runs a body on a small stack: it must really use a stack of the size
// asked for (or the stack tests of the parsers would prove nothing), and pass exceptions on.

#include "support/small_stack.hpp"

#include <gtest/gtest.h>
#include <pthread.h>

#include <stdexcept>
#include <thread>

namespace cgt::testing {
namespace {

std::size_t current_stack_size() {
  pthread_attr_t attributes;
  EXPECT_EQ(pthread_getattr_np(pthread_self(), &attributes), 0);
  std::size_t size = 0;
  EXPECT_EQ(pthread_attr_getstacksize(&attributes, &size), 0);
  pthread_attr_destroy(&attributes);
  return size;
}

TEST(SmallStack, RunsTheBodyOnAThreadWithExactlyThatStack) {
  const std::thread::id caller = std::this_thread::get_id();
  std::size_t size = 0;
  std::thread::id runner;
  run_on_small_stack([&] {
    size = current_stack_size();
    runner = std::this_thread::get_id();
  });
  EXPECT_EQ(size, kSmallStackBytes);
  EXPECT_NE(runner, caller);
  run_on_small_stack([&] { size = current_stack_size(); }, 128 * 1024);
  EXPECT_EQ(size, 128U * 1024);
}

TEST(SmallStack, RethrowsWhatTheBodyThrew) {
  EXPECT_THROW(run_on_small_stack([] { throw std::out_of_range("from the small stack"); }), std::out_of_range);
  EXPECT_NO_THROW(run_on_small_stack([] {}));
}

TEST(SmallStack, RefusesAStackTooSmallToStart) {
  // Below PTHREAD_STACK_MIN no thread can start; the helper says so instead of running the
  // body on the caller's (large) stack.
  bool ran = false;
  EXPECT_THROW(run_on_small_stack([&] { ran = true; }, 1024), std::runtime_error);
  EXPECT_FALSE(ran);
}

// Needs `levels` KiB of stack: a recursion the optimiser cannot fold into a loop. The frame is
// read after the call returns, so the call is not a tail call even with an accumulator (clang
// turns `f(n - 1) + x` with x read before the call into a loop); and its address escapes into
// an empty asm statement, so the whole KiB is allocated (clang with ASan otherwise keeps only
// the byte that is used).
[[gnu::noinline]] int recurse(int levels) {
  volatile char frame[1024];
  frame[0] = static_cast<char>(levels);
  asm volatile("" : : "r"(frame) : "memory");
  if (levels == 0) {
    return 0;
  }
  const int below = recurse(levels - 1);
  return below + frame[0];
}

TEST(SmallStackDeathTest, ABodyNeedingMoreStackCrashes) {
  // What makes the parsers' stack tests able to fail: recursion once per level of nesting.
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_NO_THROW(run_on_small_stack([] { (void)recurse(64); }));
  EXPECT_DEATH(run_on_small_stack([] { (void)recurse(1024); }), "");
}

}  // namespace
}  // namespace cgt::testing
