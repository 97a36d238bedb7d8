// The task runner (cgt/task_runner.hpp) on a task set of its own, without the sweeps above it:
// results come back in task order whatever the threads; a checkpoint resumes without computing
// a finished task again; `prepare` and a failing task stop the run with their messages. (The
// ranks and the signals are tested through the sweeps: tests/threads/sweep_runner_test.cpp,
// tests/sweep/.)

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

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

TEST(TaskRunner, ResultLine) {
  EXPECT_EQ(result_line(7, "{\"a\":1}"), "{\"task\":7,\"result\":{\"a\":1}}");
}

}  // namespace
}  // namespace cgt::tasks
