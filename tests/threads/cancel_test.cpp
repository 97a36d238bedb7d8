// Cancellation from another thread, as a front end does it (Ctrl-C in the CLI, a Python
// KeyboardInterrupt, a browser's Cancel button): a worker thread runs a computation that would
// take minutes in its own context; the main thread calls Context::cancel(). The worker must
// stop soon with CancelledError, and the same context must then compute a small question
// correctly — the stores keep nothing half-built.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/impartial.hpp"
#include "cgt/impartial_expression.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

// How long a cancelled computation may run on (generous: sanitizers slow the checkpoints'
// work down tenfold or more; a checkpoint comes every few thousand steps).
constexpr auto kStopWithin = 20s;

struct Verdict {
  std::string outcome;  // "cancelled", "finished", or the unexpected exception's text
  std::string after;    // the small question's answer in the same context afterwards
  Clock::duration stop_time{};
};

// Runs `long_work` in a worker thread with a context of its own, cancels it from this thread
// once it has run `head_start`, then asks `small_question` in the same context.
Verdict cancel_from_another_thread(const std::function<void()>& long_work,
                                   const std::function<std::string()>& small_question,
                                   Clock::duration head_start = 150ms) {
  Context context;
  Verdict verdict;
  std::atomic<bool> started{false};
  std::atomic<bool> done{false};
  std::thread worker([&] {
    ContextScope scope(context);
    started.store(true);
    try {
      long_work();
      verdict.outcome = "finished";
    } catch (const CancelledError&) {
      verdict.outcome = "cancelled";
    } catch (const std::exception& error) {
      verdict.outcome = error.what();
    }
    verdict.after = small_question();
    done.store(true);
  });
  while (!started.load()) {
    std::this_thread::yield();
  }
  std::this_thread::sleep_for(head_start);
  const Clock::time_point cancelled_at = Clock::now();
  context.cancel();
  while (!done.load()) {
    if (Clock::now() - cancelled_at > kStopWithin) {
      // The worker ignores the request; it cannot be joined, and detaching it would leave it
      // using this frame's context. Report and end the test program.
      ADD_FAILURE() << "the computation did not stop within " << kStopWithin.count() << " s of cancel()";
      std::_Exit(1);
    }
    std::this_thread::sleep_for(1ms);
  }
  verdict.stop_time = Clock::now() - cancelled_at;
  worker.join();
  return verdict;
}

TEST(Cancel, APartizanSumStopsAndTheContextStaysUsable) {
  // ^<4096> + ^<4095> takes minutes and gigabytes when nothing limits it.
  const Verdict verdict = cancel_from_another_thread(
      [] { (void)parse_game("^<4096> + ^<4095>"); },
      [] { return to_string(parse_game("{1|*} + {*|-1} + ^ + v")); });
  EXPECT_EQ(verdict.outcome, "cancelled");
  EXPECT_EQ(verdict.after, "0");
  EXPECT_LT(verdict.stop_time, kStopWithin);
}

TEST(Cancel, ABoardSearchStopsAndTheContextStaysUsable) {
  // 6×6 Domineering is far beyond a fraction of a second.
  const Verdict verdict = cancel_from_another_thread(
      [] { (void)domineering_game("......|......|......|......|......|......"); },
      [] { return to_string(domineering_game("..|..")); });
  EXPECT_EQ(verdict.outcome, "cancelled");
  EXPECT_EQ(verdict.after, "+-1");
}

TEST(Cancel, AnImpartialTreeStopsAndTheContextStaysUsable) {
  const Verdict verdict = cancel_from_another_thread(
      [] { (void)build_game_tree(parse_impartial_expression("*90 + *90 + *90 + *90")); },
      [] { return std::to_string(build_game_tree(parse_impartial_expression("*10 + *11 + *12")).grundy()); });
  EXPECT_EQ(verdict.outcome, "cancelled");
  EXPECT_EQ(verdict.after, "13");
}

TEST(Cancel, AnLREndingSumStopsAndTheContextStaysUsable) {
  const Verdict verdict = cancel_from_another_thread(
      [] {
        using namespace ending;
        (void)(build_position(parse_expression("X_90")) + build_position(parse_expression("X_91")) +
               build_position(parse_expression("X_89")));
      },
      [] {
        using namespace ending;
        const Position sum = build_position(parse_expression("X_2")) + build_position(parse_expression("X_2"));
        return std::string(outcome_name(sum.outcome()));
      });
  EXPECT_EQ(verdict.outcome, "cancelled");
  EXPECT_EQ(verdict.after, "P");
}

}  // namespace
}  // namespace cgt
