#pragma once
// `cgt sweep NAME …` as a request of the commands layer (cgt/commands.hpp): the sweep it names
// (cgt/sweep.hpp), how to run it (cgt/sweep_runner.hpp) and what it prints. The `cgt` command
// adds progress, signals and MPI ranks (src/cli/sweep_command.cpp).

#include <memory>
#include <string>

#include "cgt/commands.hpp"
#include "cgt/sweep.hpp"
#include "cgt/sweep_runner.hpp"

namespace cgt::commands {

// The request as the sweep it names and how to run it (threads, files; the limits are the
// caller's). Throws DomainError / LimitError for bad arguments — an unknown sweep, a bound too
// large to enumerate — before any work.
struct SweepRequest {
  std::unique_ptr<sweeps::Sweep> sweep;
  sweeps::RunOptions options;
  bool json = false;
};
SweepRequest parse_sweep_request(const Request& request);

// What `cgt sweep` prints on rank 0: the summary's JSON and a newline with --json, else its text;
// with `--out -`, the results instead (standard output carries them alone).
std::string sweep_output(const sweeps::RunResult& result, bool json);

}  // namespace cgt::commands
