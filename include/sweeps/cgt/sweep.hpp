#pragma once
// Research sweeps (docs/sweeps.md): named, exhaustive searches split into numbered tasks.
//
// A sweep is a task set (cgt/task_set.hpp: tasks 0..task_count()−1, each a JSON object that
// depends only on the sweep and the task index) with a summary that folds the task results in
// index order. So however the task runner spreads the tasks (cgt/sweep_runner.hpp: threads, MPI
// ranks, a resumed run), the results file and the summary are the same bytes.
//
//   auto sweep = cgt::sweeps::make_sweep("octal-census", {{"--digits", "2"}, {"--upto", "1000"}});
//   std::string line = sweep->run_task(7);   // {"code":"0.07",...}

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/task_set.hpp"

namespace cgt::sweeps {

// What a summary says when every task result has been folded in.
struct SummaryOutput {
  std::string json;  // one JSON object, no newline: "tasks", "counterexamples", the sweep's own
  std::string text;  // the same for people, lines ending in newlines
  std::uint64_t counterexamples = 0;
  // Lines the results file gets after the task results (a sweep whose counterexamples show only
  // when all tasks are in: one JSON object per line, no newline).
  std::vector<std::string> extra_lines;
};

class Summary {
 public:
  virtual ~Summary() = default;
  // Task results in index order, each once.
  virtual void add(std::uint64_t task, std::string_view result) = 0;
  virtual SummaryOutput finish() = 0;
};

class Sweep : public tasks::TaskSet {
 public:
  [[nodiscard]] virtual std::unique_ptr<Summary> start_summary() const = 0;
};

// --- The named sweeps ----------------------------------------------------------------------

struct ParameterInfo {
  std::string name;        // "--piles"
  std::string value_name;  // "K"
  std::string help;
  bool required = true;
};

struct SweepInfo {
  std::string name;  // "end-nim-atomic-weights"
  std::string summary;
  std::vector<ParameterInfo> parameters;
};

// Every sweep, in the order `cgt sweep --help` lists them.
const std::vector<SweepInfo>& sweep_infos();

// The sweep called `name` with these parameters (option name → value; only the sweep's own
// options). Checks everything before any work: DomainError for an unknown sweep, an unknown or
// missing parameter, a malformed value; LimitError for a bound too large to enumerate.
std::unique_ptr<Sweep> make_sweep(std::string_view name, const std::map<std::string, std::string, std::less<>>& parameters);

}  // namespace cgt::sweeps
