// The sweep runner (cgt/sweep_runner.hpp): the results file and the summary are the same bytes
// for 1, 2 and 4 threads and for 1, 2 and 4 ranks; a stopped run resumes from its checkpoint
// without losing or repeating a task; a task's error reaches rank 0 and every rank stops.
//
// Ranks are simulated by threads of this process talking through an in-process Transport (the
// MPI one is exercised by tests/sweep/mpi_run.sh); so ThreadSanitizer sees the runner's whole
// protocol (scripts/test.sh runs threads_tests under it).

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/sweep.hpp"
#include "cgt/sweep_runner.hpp"
#include "support/hub_transport.hpp"

namespace cgt::sweeps {
namespace {

// A sweep whose task i squares i, slowly enough that threads overlap, and fails on one task.
class Squares final : public Sweep {
 public:
  explicit Squares(std::uint64_t tasks, std::int64_t failing = -1, int micros = 200)
      : tasks_(tasks), failing_(failing), micros_(micros) {}
  std::string name() const override { return "squares"; }
  std::string parameters() const override { return "{\"tasks\":" + std::to_string(tasks_) + "}"; }
  std::uint64_t task_count() const override { return tasks_; }
  std::string describe_task(std::uint64_t i) const override { return "square of " + std::to_string(i); }
  std::string run_task(std::uint64_t i) const override {
    runs_.fetch_add(1);
    std::this_thread::sleep_for(std::chrono::microseconds(micros_));
    if (static_cast<std::int64_t>(i) == failing_) throw DomainError("no square today");
    return "{\"i\":" + std::to_string(i) + ",\"square\":" + std::to_string(i * i) + "}";
  }
  std::unique_ptr<Summary> start_summary() const override {
    struct Total final : Summary {
      std::string order;
      std::uint64_t sum = 0;
      void add(std::uint64_t task, std::string_view result) override {
        order += std::to_string(task) + ",";
        sum += std::stoull(std::string(result.substr(result.find("square") + 8)));
      }
      SummaryOutput finish() override {
        SummaryOutput out;
        out.json = "{\"sum\":" + std::to_string(sum) + "}";
        out.text = "order " + order + "\n";
        out.extra_lines = {"{\"extra\":true}"};
        return out;
      }
    };
    return std::make_unique<Total>();
  }
  mutable std::atomic<std::uint64_t> runs_{0};

 private:
  std::uint64_t tasks_;
  std::int64_t failing_;
  int micros_;
};

using testing::Hub;
using testing::HubTransport;

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "cgt_sweep_" + std::to_string(::getpid()) + "_" + name;
}

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct RunAnswer {
  std::string summary;
  std::string out;
};

// Runs `sweep` on `ranks` simulated ranks of `threads` threads each; rank 0's answer.
RunAnswer run_on(const Sweep& sweep, int ranks, unsigned threads, const std::string& checkpoint = "",
           const std::atomic<int>* stop = nullptr) {
  const std::string out = temp_path("out" + std::to_string(ranks) + "_" + std::to_string(threads));
  Hub hub(ranks);
  std::vector<std::thread> others;
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(ranks));
  for (int r = 1; r < ranks; ++r) {
    others.emplace_back([&, r] {
      HubTransport transport(hub, r);
      RunOptions options;
      options.threads = threads;
      options.stop = stop;
      options.transport = &transport;
      try {
        const RunResult result = run_sweep(sweep, options);
        EXPECT_FALSE(result.reports);
      } catch (...) {
        errors[static_cast<std::size_t>(r)] = std::current_exception();
      }
    });
  }
  HubTransport transport(hub, 0);
  RunOptions options;
  options.threads = threads;
  options.checkpoint = checkpoint;
  options.out = out;
  options.stop = stop;
  if (ranks > 1) options.transport = &transport;
  RunResult result;
  try {
    result = run_sweep(sweep, options);
  } catch (...) {
    errors[0] = std::current_exception();
  }
  for (std::thread& t : others) t.join();
  for (int r = 1; r < ranks; ++r) {
    // Every rank ends as rank 0 does: all well, or all with an error.
    EXPECT_EQ(errors[0] == nullptr, errors[static_cast<std::size_t>(r)] == nullptr) << "rank " << r;
  }
  if (errors[0]) std::rethrow_exception(errors[0]);
  RunAnswer run{result.summary.json + "\n" + result.summary.text, read(out)};
  std::remove(out.c_str());
  return run;
}

TEST(SweepRunner, SameBytesForEveryNumberOfThreadsAndRanks) {
  const Squares sweep(97);
  const RunAnswer reference = run_on(sweep, 1, 1);
  EXPECT_EQ(reference.summary.substr(0, reference.summary.find('\n')), "{\"sum\":" + std::to_string(96 * 97 * 193 / 6) + "}");
  EXPECT_NE(reference.out.find("{\"task\":0,\"result\":{\"i\":0,\"square\":0}}\n{\"task\":1,"), std::string::npos);
  EXPECT_TRUE(reference.out.ends_with("{\"task\":96,\"result\":{\"i\":96,\"square\":9216}}\n{\"extra\":true}\n"));
  for (int ranks : {1, 2, 4}) {
    for (unsigned threads : {1U, 2U, 4U}) {
      const RunAnswer run = run_on(sweep, ranks, threads);
      EXPECT_EQ(run.summary, reference.summary) << ranks << " ranks, " << threads << " threads";
      EXPECT_EQ(run.out, reference.out) << ranks << " ranks, " << threads << " threads";
    }
  }
}

TEST(SweepRunner, RealSweepsGiveTheSameBytesOnThreadsAndRanks) {
  for (const auto& [name, parameters] :
       std::vector<std::pair<std::string, std::map<std::string, std::string, std::less<>>>>{
           {"end-nim-atomic-weights", {{"--piles", "3"}, {"--max", "5"}}},
           {"octal-census", {{"--digits", "2"}, {"--upto", "300"}}}}) {
    const auto sweep = make_sweep(name, parameters);
    const RunAnswer reference = run_on(*sweep, 1, 1);
    for (const auto& [ranks, threads] : std::vector<std::pair<int, unsigned>>{{1, 2}, {2, 1}, {4, 2}}) {
      const RunAnswer run = run_on(*sweep, ranks, threads);
      EXPECT_EQ(run.summary, reference.summary) << name << ": " << ranks << " ranks, " << threads << " threads";
      EXPECT_EQ(run.out, reference.out) << name << ": " << ranks << " ranks, " << threads << " threads";
    }
  }
}

TEST(SweepRunner, StoppedRunResumesWithoutLosingOrRepeatingATask) {
  for (int ranks : {1, 3}) {
    const Squares sweep(400);
    const RunAnswer reference = run_on(sweep, 1, 2);
    const std::string checkpoint = temp_path("checkpoint" + std::to_string(ranks));
    std::remove(checkpoint.c_str());
    std::atomic<int> stop{0};
    std::thread stopper([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      stop.store(2);
    });
    const Squares first(400, -1, 1000);  // 400 tasks of 1 ms: stopped after about 30
    EXPECT_THROW(run_on(first, ranks, 2, checkpoint, &stop), CancelledError);
    stopper.join();
    // Each task at most once in the checkpoint, and some but not all of them.
    std::string content = read(checkpoint);
    std::set<std::string> lines;
    std::istringstream in(content);
    for (std::string line; std::getline(in, line);) EXPECT_TRUE(lines.insert(line).second) << line;
    EXPECT_GT(lines.size(), 1U);
    EXPECT_LT(lines.size(), 401U);
    // A kill while writing leaves half a line: it is dropped, not misread.
    { std::ofstream(checkpoint, std::ios::app) << "{\"task\":399,\"res"; }
    const Squares second(400);
    const RunAnswer resumed = run_on(second, ranks, 2, checkpoint);
    EXPECT_EQ(resumed.summary, reference.summary);
    EXPECT_EQ(resumed.out, reference.out);
    // The resumed run computed exactly the tasks the checkpoint did not have.
    EXPECT_EQ(second.runs_.load(), 400 - (lines.size() - 1)) << "ranks " << ranks;
    // Run again on a complete checkpoint: nothing to compute, the same answer.
    const Squares third(400);
    EXPECT_EQ(run_on(third, ranks, 2, checkpoint).out, reference.out);
    EXPECT_EQ(third.runs_.load(), 0U);
    std::remove(checkpoint.c_str());
  }
}

TEST(SweepRunner, CheckpointOfAnotherSweepIsRefusedBeforeWork) {
  const std::string checkpoint = temp_path("other");
  std::remove(checkpoint.c_str());
  const Squares small(5);
  run_on(small, 1, 1, checkpoint);
  const Squares other(6);
  try {
    run_on(other, 2, 1, checkpoint);
    ADD_FAILURE() << "no error";
  } catch (const DomainError& e) {
    EXPECT_NE(std::string(e.what()).find("belongs to another computation"), std::string::npos) << e.what();
  }
  EXPECT_EQ(other.runs_.load(), 0U);
  { std::ofstream(checkpoint) << "my notes, no newline"; }
  EXPECT_THROW(run_on(other, 1, 1, checkpoint), DomainError);
  EXPECT_EQ(read(checkpoint), "my notes, no newline");  // somebody's file is left alone
  std::remove(checkpoint.c_str());
}

TEST(SweepRunner, ATaskErrorStopsEveryRankAndNamesTheTask) {
  for (int ranks : {1, 2, 4}) {
    const Squares sweep(200, 37);
    try {
      run_on(sweep, ranks, 2);
      ADD_FAILURE() << "no error";
    } catch (const DomainError& e) {
      EXPECT_EQ(std::string(e.what()), "task 37 (square of 37): no square today");
    }
    EXPECT_LT(sweep.runs_.load(), 200U) << "ranks " << ranks << ": the others went on to the end";
  }
}

}  // namespace
}  // namespace cgt::sweeps
