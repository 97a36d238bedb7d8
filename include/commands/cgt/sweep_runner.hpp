#pragma once
// Running a sweep (cgt/sweep.hpp) on the threads of one process and, through a Transport, on
// the ranks of an MPI job (docs/sweeps.md).
//
// The split is fixed: rank r of P takes the tasks i with i mod P = r that the checkpoint does
// not hold; its threads take those in turn, each in its own engine context (cgt/context.hpp).
// Rank 0 receives every result, appends it to the checkpoint as soon as it has it, and at the
// end writes the results file in task order and folds the summary in task order — so the bytes
// of both never depend on the number of threads or ranks, nor on how many runs it took.

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

#include "cgt/context.hpp"
#include "cgt/sweep.hpp"

namespace cgt::sweeps {

// How the processes of one run reach each other (an MPI job: src/mpi/). Only the thread that
// called run_sweep uses it.
class Transport {
 public:
  virtual ~Transport() = default;
  [[nodiscard]] virtual int rank() const = 0;
  [[nodiscard]] virtual int size() const = 0;
  // Collective: every rank calls it; every rank gets rank 0's `text`.
  virtual std::string broadcast(const std::string& text) = 0;
  // Sends `bytes` to rank `to` under `tag` (returns once the buffer may be reused).
  virtual void send(int to, int tag, const std::string& bytes) = 0;
  // A message for this rank, waiting for at most `timeout_ms`: false when none came.
  virtual bool receive(int timeout_ms, int& from, int& tag, std::string& bytes) = 0;
};

struct Progress {
  std::uint64_t done = 0;      // tasks with a result (from the checkpoint too)
  std::uint64_t total = 0;
  std::uint64_t resumed = 0;   // of `done`, read from the checkpoint
  double seconds = 0;          // since this run started
};

struct RunOptions {
  unsigned threads = 0;            // per process; 0: every core of the machine
  std::string checkpoint;          // file of finished tasks (empty: none)
  std::string out;                 // JSON Lines of the task results, in task order (empty: none;
                                   // written by commands::write_output_file: "-" is standard output)
  Limits limits;                   // each worker context's, for each task
  // Rank 0 only, from the calling thread, about once per `progress_seconds` and at the end.
  std::function<void(const Progress&)> progress;
  double progress_seconds = 1.0;
  // Non-zero (set from a signal handler, say) stops the run: the workers' computations are
  // cancelled, what finished stays in the checkpoint, and run_sweep throws CancelledError.
  const std::atomic<int>* stop = nullptr;
  // The same when this context is cancelled (Context::cancel: the Python package's Ctrl-C).
  Context* watch = nullptr;
  Transport* transport = nullptr;  // null: this process alone
};

struct RunResult {
  bool reports = true;  // false on ranks other than 0: they print nothing
  SummaryOutput summary;
  std::uint64_t tasks = 0;
  std::uint64_t resumed = 0;  // read from the checkpoint instead of computed
};

// Runs every task not yet in the checkpoint. Throws DomainError for a checkpoint of another
// sweep or a file that cannot be written (before any task runs), the first task's error (with
// the task named) when a task fails, CancelledError when stopped. Finished tasks are in the
// checkpoint whatever happens.
RunResult run_sweep(const Sweep& sweep, const RunOptions& options);

}  // namespace cgt::sweeps

#include <memory>

#include "cgt/commands.hpp"

namespace cgt::sweeps {

// A `cgt sweep NAME …` request (cgt/commands.hpp) as the sweep it names and how to run it
// (threads, files; the limits are the caller's). Throws DomainError / LimitError for bad
// arguments — an unknown sweep, a bound too large to enumerate — before any work.
struct SweepRequest {
  std::unique_ptr<Sweep> sweep;
  RunOptions options;
  bool json = false;
};
SweepRequest parse_sweep_request(const commands::Request& request);

// What `cgt sweep` prints on rank 0: the summary's JSON and a newline with --json, else its text;
// with `--out -`, the results instead (standard output carries them alone).
std::string sweep_output(const RunResult& result, bool json);

}  // namespace cgt::sweeps
