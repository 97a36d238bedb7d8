#pragma once
// Work split into numbered tasks, for the task runner (cgt/task_runner.hpp).
//
// A task set is a list of tasks 0..task_count()−1 fixed by its parameters. Each task is computed
// in the calling thread's current context (cgt/context.hpp) and gives one line of text (a JSON
// object) that depends only on the set and the task index — not on which thread, process or
// machine ran it, nor on what ran before in the context. That is what lets the runner spread
// the tasks over threads and ranks, stop, and resume from a checkpoint with the same results.
//
// The research sweeps (cgt/sweep.hpp) are task sets; so is anything else cut into independent
// pieces of work.

#include <cstdint>
#include <string>

namespace cgt::tasks {

class TaskSet {
 public:
  virtual ~TaskSet() = default;
  // A name for the kind of work ("octal-census"): a checkpoint records it with parameters().
  [[nodiscard]] virtual std::string name() const = 0;
  // The parameters that define the results (never threads or files), as a JSON object with its
  // keys sorted: a checkpoint records it and refuses to continue another set.
  [[nodiscard]] virtual std::string parameters() const = 0;
  [[nodiscard]] virtual std::uint64_t task_count() const = 0;
  // What task `index` covers, for messages ("rows beginning 3|5").
  [[nodiscard]] virtual std::string describe_task(std::uint64_t index) const = 0;
  // Computes task `index` in the current context (within its limits; BudgetError,
  // CancelledError as any computation). Returns one JSON object without a newline.
  [[nodiscard]] virtual std::string run_task(std::uint64_t index) const = 0;
  // Told of a result as soon as the process has it: computed by a thread of this process (before
  // the runner records it), read from the checkpoint, or received from another rank (rank 0).
  // A set whose later tasks may become pointless (a search that has its answer) can then end
  // them early, with a result that says so; its final answer must not depend on which ones
  // ended so. Called from any thread, also while tasks run; may see a result more than once.
  virtual void note_result(std::uint64_t index, const std::string& result) const {
    (void)index;
    (void)result;
  }
};

// Most tasks a set may have: rank 0 keeps every result in memory until the run ends.
inline constexpr std::uint64_t kMaxTasks = 10'000'000;

}  // namespace cgt::tasks
