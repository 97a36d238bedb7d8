// Running a sweep: its tasks on the task runner, then its summary and results file
// (cgt/sweep_runner.hpp).

#include "cgt/sweep_runner.hpp"

#include <memory>
#include <utility>

#include "cgt/output_file.hpp"

namespace cgt::sweeps {

RunResult run_sweep(const Sweep& sweep, const RunOptions& options) {
  tasks::RunOptions run = options;
  if (!options.out.empty()) {
    run.prepare = [&options, prepare = options.prepare] {
      if (prepare) prepare();
      check_output_file(options.out);
    };
  }
  tasks::RunResult done = tasks::run(sweep, run);
  if (!done.reports) return RunResult{false, {}, 0, 0};

  SummaryOutput summary;
  {
    std::unique_ptr<Summary> fold = sweep.start_summary();
    for (std::uint64_t task = 0; task < done.results.size(); ++task) fold->add(task, done.results[task]);
    summary = fold->finish();
  }
  if (!options.out.empty()) {
    std::string content;
    for (std::uint64_t task = 0; task < done.results.size(); ++task) {
      content += tasks::result_line(task, done.results[task]) + "\n";
    }
    for (const std::string& line : summary.extra_lines) content += line + "\n";
    write_output_file(options.out, content);
  }
  return RunResult{true, std::move(summary), done.results.size(), done.resumed};
}

}  // namespace cgt::sweeps
