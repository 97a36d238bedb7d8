// cgt sweep NAME [--threads N] [--checkpoint FILE] [--out FILE] [--json] <the sweep's options>
// Research sweeps (docs/sweeps.md). The command line `cgt` adds progress on stderr, signals and
// MPI ranks (src/cli/sweep_command.cpp); this is the library side, also run as is by
// commands::run (all cores of this process, no progress).

#include <thread>

#include "cgt/error.hpp"
#include "cgt/sweep_runner.hpp"
#include "commands/command.hpp"
#include "commands/registry.hpp"
#include "commands/sweeps.hpp"

namespace cgt::sweeps {

namespace {

constexpr std::uint64_t kMaxThreads = 1024;

bool is_runner_option(std::string_view name) {
  return name == "--threads" || name == "--checkpoint" || name == "--out" || name == "--json";
}

}  // namespace

SweepRequest parse_sweep_request(const commands::Request& request) {
  const commands::CommandInfo* info = commands::find_command("sweep");
  const commands::Arguments args(request, *info);
  SweepRequest parsed;
  Parameters parameters;
  for (const auto& [name, value] : request.options) {
    if (!is_runner_option(name)) parameters.emplace(name, value);
  }
  parsed.sweep = make_sweep(args.at(0), parameters);
  parsed.options.threads = static_cast<unsigned>(args.natural("--threads", 0, kMaxThreads));
  if (args.value("--threads") && parsed.options.threads == 0) {
    throw DomainError("--threads must be at least 1 (leave it out to use every core)");
  }
  parsed.options.checkpoint = args.value("--checkpoint").value_or("");
  parsed.options.out = args.value("--out").value_or("");
  if (!parsed.options.out.empty() && parsed.options.out == parsed.options.checkpoint) {
    throw DomainError("--out and --checkpoint must be different files");
  }
  parsed.json = args.flag("--json");
  // "-" is standard output for an output file (docs/cli.md); the runner refuses it for a
  // checkpoint, which is read back.
  if (parsed.options.out == "-" && parsed.json) {
    throw DomainError("--out - writes to standard output, which --json takes (run 'cgt help sweep')");
  }
  return parsed;
}

std::string sweep_output(const RunResult& result, bool json) {
  if (!result.reports) return "";
  return json ? result.summary.json + "\n" : result.summary.text;
}

}  // namespace cgt::sweeps

namespace cgt::commands {

namespace {

Output run_sweep_command(const Arguments& args) {
  sweeps::SweepRequest request = sweeps::parse_sweep_request(args.request());
  request.options.limits = current_context().limits();
  request.options.watch = &current_context();
  return Output{sweeps::sweep_output(sweeps::run_sweep(*request.sweep, request.options), request.json), {}};
}

// "a, b or c": every sweep, from the one list of them.
std::string sweep_names() {
  const std::vector<sweeps::SweepInfo>& infos = sweeps::sweep_infos();
  std::string names;
  for (std::size_t i = 0; i < infos.size(); ++i) {
    names += (i == 0 ? "" : i + 1 == infos.size() ? " or " : ", ") + infos[i].name;
  }
  return names;
}

std::string sweep_syntax() {
  std::string text = "NAME is one of:\n";
  for (const sweeps::SweepInfo& info : sweeps::sweep_infos()) {
    text += "  " + info.name + "\n      " + info.summary + "\n";
    for (const sweeps::ParameterInfo& p : info.parameters) {
      text += "      " + p.name + " " + p.value_name + "  " + p.help + (p.required ? "" : " (optional)") + "\n";
    }
  }
  text +=
      "\nThe work is split into numbered tasks; the threads of this process and, under mpirun, the ranks of the\n"
      "job share them (rank r of P takes the tasks i with i mod P = r). The results file and the summary are\n"
      "the same bytes whatever the number of threads or ranks. With --checkpoint, finished tasks are recorded\n"
      "as they finish; run the same command again after an interruption to finish the rest.\n"
      "--work-limit and --memory-limit apply to each task in each worker (default: no work limit, 2G).\n"
      "Progress (tasks done, rate, time left) goes to standard error. docs/sweeps.md says more.\n";
  return text;
}

}  // namespace

Command sweep_command() {
  std::vector<OptionInfo> options = {
      json_flag(),
      value_option("--threads", "N", "worker threads in this process (default: every core)"),
      value_option("--checkpoint", "FILE", "record finished tasks in FILE, and resume from it"),
      value_option("--out", "FILE", "write every task's result to FILE (JSON Lines, in task order)"),
  };
  // Every sweep's own options (each sweep refuses the others').
  for (const sweeps::SweepInfo& info : sweeps::sweep_infos()) {
    for (const sweeps::ParameterInfo& p : info.parameters) {
      bool listed = false;
      for (const OptionInfo& o : options) listed = listed || o.name == p.name;
      if (!listed) options.push_back(value_option(p.name, p.value_name, p.help + " (" + info.name + ")"));
    }
  }
  return {{"sweep",
           "exhaustive searches on the papers' open questions, on every core and across MPI ranks",
           {argument("NAME", sweep_names())},
           std::move(options),
           sweep_syntax()},
          run_sweep_command};
}

}  // namespace cgt::commands
