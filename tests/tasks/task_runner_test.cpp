// The task runner (cgt/task_runner.hpp) on a task set of its own, without the sweeps above it:
// results come back in task order whatever the threads; a checkpoint resumes without computing
// a finished task again; `prepare` and a failing task stop the run with their messages; a work
// budget shared by the tasks stops them together at its limit, while `limits` is each task's
// own. (The
// ranks and the signals are tested through the sweeps: tests/threads/sweep_runner_test.cpp,
// tests/sweep/.)

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/task_runner.hpp"

namespace cgt::tasks {
namespace {

class Cubes final : public TaskSet {
 public:
  explicit Cubes(std::uint64_t count, std::int64_t failing = -1) : count_(count), failing_(failing) {}
  std::string name() const override { return "cubes"; }
  std::string parameters() const override { return "{\"count\":" + std::to_string(count_) + "}"; }
  std::uint64_t task_count() const override { return count_; }
  std::string describe_task(std::uint64_t i) const override { return "cube of " + std::to_string(i); }
  std::string run_task(std::uint64_t i) const override {
    runs.fetch_add(1);
    current_context().charge(1);
    if (static_cast<std::int64_t>(i) == failing_) throw DomainError("no cube today");
    return "{\"cube\":" + std::to_string(i * i * i) + "}";
  }
  mutable std::atomic<std::uint64_t> runs{0};

 private:
  std::uint64_t count_;
  std::int64_t failing_;
};

std::string temporary_path(const std::string& stem) {
  return ::testing::TempDir() + stem + "_" + std::to_string(::getpid());
}

TEST(TaskRunner, ResultsInTaskOrderWhateverTheThreads) {
  for (unsigned threads : {1U, 3U}) {
    Cubes cubes(200);
    RunOptions options;
    options.threads = threads;
    const RunResult done = run(cubes, options);
    ASSERT_TRUE(done.reports);
    ASSERT_EQ(done.results.size(), 200U) << threads << " threads";
    for (std::uint64_t i = 0; i < 200; ++i) {
      EXPECT_EQ(done.results[i], "{\"cube\":" + std::to_string(i * i * i) + "}") << "task " << i;
    }
    EXPECT_EQ(cubes.runs.load(), 200U);
    EXPECT_EQ(done.resumed, 0U);
  }
}

TEST(TaskRunner, CheckpointResumesWithoutComputingAgain) {
  const std::string path = temporary_path("cubes_checkpoint");
  std::remove(path.c_str());
  RunOptions options;
  options.threads = 2;
  options.checkpoint = path;
  Cubes first(50);
  const RunResult a = run(first, options);
  EXPECT_EQ(first.runs.load(), 50U);

  // Keep the header and the first ten results, as a run stopped early would.
  std::ifstream in(path);
  std::string line;
  std::string kept;
  for (int n = 0; n < 11 && std::getline(in, line); ++n) kept += line + "\n";
  in.close();
  std::ofstream(path, std::ios::trunc) << kept << "{\"task\":4";  // and a line cut short by a kill
  Cubes second(50);
  const RunResult b = run(second, options);
  EXPECT_EQ(b.resumed, 10U);
  EXPECT_EQ(second.runs.load(), 40U);
  EXPECT_EQ(a.results, b.results);

  // Another task set's checkpoint is refused before any work.
  Cubes other(51);
  EXPECT_THROW((void)run(other, options), DomainError);
  EXPECT_EQ(other.runs.load(), 0U);
  std::remove(path.c_str());
}

TEST(TaskRunner, PrepareRefusesBeforeAnyTask) {
  Cubes cubes(20);
  RunOptions options;
  options.prepare = [] { throw DomainError("cannot write 'nowhere/x': No such file or directory"); };
  try {
    (void)run(cubes, options);
    FAIL() << "prepare's error was not thrown";
  } catch (const DomainError& e) {
    EXPECT_STREQ(e.what(), "cannot write 'nowhere/x': No such file or directory");
  }
  EXPECT_EQ(cubes.runs.load(), 0U);
}

TEST(TaskRunner, FailingTaskIsNamed) {
  Cubes cubes(100, 37);
  RunOptions options;
  options.threads = 2;
  try {
    (void)run(cubes, options);
    FAIL() << "the task's error was not thrown";
  } catch (const DomainError& e) {
    EXPECT_EQ(std::string(e.what()), "task 37 (cube of 37): no cube today");
  }
}

// Tasks that charge a fixed number of steps, one at a time as a search does.
class Steps final : public TaskSet {
 public:
  Steps(std::uint64_t count, std::uint64_t steps) : count_(count), steps_(steps) {}
  std::string name() const override { return "steps"; }
  std::string parameters() const override { return "{\"count\":" + std::to_string(count_) + "}"; }
  std::uint64_t task_count() const override { return count_; }
  std::string describe_task(std::uint64_t i) const override { return "steps " + std::to_string(i); }
  std::string run_task(std::uint64_t /*i*/) const override {
    Context& context = current_context();
    for (std::uint64_t s = 0; s < steps_; ++s) context.charge(1);
    finished.fetch_add(1);
    return "{}";
  }
  mutable std::atomic<std::uint64_t> finished{0};

 private:
  std::uint64_t count_;
  std::uint64_t steps_;
};

// 100 tasks of 10000 steps: each fits in a limit of 50000, all together do not.
constexpr std::uint64_t kTasks = 100;
constexpr std::uint64_t kTaskSteps = 10'000;
constexpr std::uint64_t kLimit = 50'000;

TEST(TaskRunner, LimitsAreEachTasksOwn) {
  Steps steps(kTasks, kTaskSteps);
  RunOptions options;
  options.threads = 2;
  options.limits.work = kLimit;
  const RunResult done = run(steps, options);
  EXPECT_EQ(done.results.size(), kTasks);
  EXPECT_EQ(steps.finished.load(), kTasks);
}

TEST(TaskRunner, SharedWorkStopsTheTasksTogether) {
  for (unsigned threads : {1U, 2U}) {
    Steps steps(kTasks, kTaskSteps);
    SharedWork shared(kLimit);
    RunOptions options;
    options.threads = threads;
    options.shared_work = &shared;
    try {
      (void)run(steps, options);
      FAIL() << threads << " threads did " << kTasks * kTaskSteps << " steps on a shared limit of " << kLimit;
    } catch (const BudgetError& e) {
      // The limit is the run's, not a task's: no task is named.
      EXPECT_EQ(std::string(e.what()), "gave up after 50000 steps of work (the work limit)");
    }
    // Every step is counted, and each thread passes the limit by at most a checkpoint's steps.
    EXPECT_GT(shared.done(), kLimit);
    EXPECT_LE(shared.done(), kLimit + threads * 4096);
    EXPECT_LE(steps.finished.load(), kLimit / kTaskSteps);
  }
}

TEST(TaskRunner, StoppedRunSaysWhereItsFinishedTasksAre) {
  const std::string path = temporary_path("steps_checkpoint");
  std::remove(path.c_str());
  Steps steps(kTasks, kTaskSteps);
  SharedWork shared(kLimit);
  RunOptions options;
  options.threads = 2;
  options.checkpoint = path;
  options.shared_work = &shared;
  try {
    (void)run(steps, options);
    FAIL() << "the shared limit did not stop the run";
  } catch (const BudgetError& e) {
    EXPECT_EQ(std::string(e.what()), "gave up after 50000 steps of work (the work limit); finished tasks are in " +
                                         path + " and the same command resumes");
  }
  // A stop asked for says so too.
  std::atomic<int> stop{1};
  options.stop = &stop;
  options.shared_work = nullptr;
  try {
    (void)run(steps, options);
    FAIL() << "the stop flag did not stop the run";
  } catch (const CancelledError& e) {
    EXPECT_EQ(std::string(e.what()), "interrupted — finished tasks are in " + path + "; the same command resumes");
  }
  std::remove(path.c_str());
}

TEST(TaskRunner, ResultLine) {
  EXPECT_EQ(result_line(7, "{\"a\":1}"), "{\"task\":7,\"result\":{\"a\":1}}");
}

}  // namespace
}  // namespace cgt::tasks
