#pragma once
// Running a sweep (cgt/sweep.hpp): the task runner (cgt/task_runner.hpp: threads, MPI ranks,
// checkpoint, progress, stop) computes its tasks; rank 0 then folds the summary in task order
// and writes the results file. Neither depends on the number of threads or ranks, nor on how
// many runs it took.

#include <cstdint>
#include <string>

#include "cgt/sweep.hpp"
#include "cgt/task_runner.hpp"

namespace cgt::sweeps {

struct RunOptions : tasks::RunOptions {
  // The results (empty: none), written when the sweep is complete by cgt::write_output_file
  // (cgt/output_file.hpp: "-" is standard output): {"task":i,"result":{...}} for i = 0, 1, …,
  // then the summary's extra lines.
  std::string out;
};

struct RunResult {
  bool reports = true;  // false on ranks other than 0: they print nothing
  SummaryOutput summary;
  std::uint64_t tasks = 0;
  std::uint64_t resumed = 0;  // read from the checkpoint instead of computed
};

// Runs every task not yet in the checkpoint (tasks::run: its errors), then the summary. A results
// file that cannot be written is refused (DomainError) before any task runs.
RunResult run_sweep(const Sweep& sweep, const RunOptions& options);

}  // namespace cgt::sweeps
