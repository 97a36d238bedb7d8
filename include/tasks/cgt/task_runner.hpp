#pragma once
// Running a task set (cgt/task_set.hpp) on the threads of one process and, through a Transport
// (cgt/transport.hpp), on the ranks of an MPI job; with a checkpoint to resume from, progress,
// and a stop from a signal or a cancelled context.
//
// The split is fixed: rank r of P takes the tasks i with i mod P = r that the checkpoint does
// not hold; its threads take those in turn, each in its own engine context (cgt/context.hpp).
// Rank 0 receives every result, appends it to the checkpoint as soon as it has it, and returns
// them all in task order — so what it returns never depends on the number of threads or ranks,
// nor on how many runs it took.
//
//   cgt::tasks::RunOptions options;
//   options.threads = 4;
//   options.checkpoint = "work.ckpt";   // resumed when it exists
//   cgt::tasks::RunResult done = cgt::tasks::run(my_tasks, options);
//   // done.results[i]: task i's line (rank 0; empty on the other ranks)

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/task_set.hpp"
#include "cgt/transport.hpp"

namespace cgt::tasks {

struct Progress {
  std::uint64_t done = 0;      // tasks with a result (from the checkpoint too)
  std::uint64_t total = 0;
  std::uint64_t resumed = 0;   // of `done`, read from the checkpoint
  double seconds = 0;          // since this run started
};

struct RunOptions {
  unsigned threads = 0;            // per process; 0: every core of the machine
  std::string checkpoint;          // file of finished tasks (empty: none)
  Limits limits;                   // each worker context's, for each task
  // Non-null: a work budget the tasks of this process draw on together (a split search's, whose
  // limit is the whole computation's). Every worker context charges its steps there as well
  // (Context::share_work), so all stop once their sum passes its limit; the run then throws
  // BudgetError (work) naming the limit rather than a task (and the checkpoint, when there is
  // one). `limits.work` still bounds each task alone (0: only the shared budget). Null: each
  // task has `limits` to itself, as a sweep's rows do. Under a transport each rank has its own:
  // the caller decides how the ranks divide the limit.
  SharedWork* shared_work = nullptr;
  // Rank 0 only, before any task runs (a file to be written at the end checked, say): a
  // DomainError thrown here ends the run on every rank with that message.
  std::function<void()> prepare;
  // Rank 0 only, from the calling thread, about once per `progress_seconds` and at the end.
  std::function<void(const Progress&)> progress;
  double progress_seconds = 1.0;
  // Non-zero (set from a signal handler, say) stops the run: the workers' computations are
  // cancelled, what finished stays in the checkpoint, and run throws CancelledError.
  const std::atomic<int>* stop = nullptr;
  // The same when this context is cancelled (Context::cancel: the Python package's Ctrl-C).
  Context* watch = nullptr;
  Transport* transport = nullptr;  // null: this process alone
};

struct RunResult {
  bool reports = true;               // false on ranks other than 0: they have no results
  std::vector<std::string> results;  // rank 0: every task's line, in task order
  std::uint64_t resumed = 0;         // read from the checkpoint instead of computed
};

// Runs every task not yet in the checkpoint. Throws DomainError for a checkpoint of another
// task set or a file that cannot be written (before any task runs), the first task's error (with
// the task named) when a task fails, CancelledError when stopped (its message says where the
// finished tasks are when there is a checkpoint). Finished tasks are in the checkpoint whatever
// happens.
RunResult run(const TaskSet& tasks, const RunOptions& options);

// A task's line in the checkpoint, and in a results file of the same shape:
// {"task":7,"result":{...}} (without the newline).
std::string result_line(std::uint64_t task, const std::string& result);

}  // namespace cgt::tasks
