#pragma once
// `cgt sweep`: the library's sweep runner (cgt/sweep_runner.hpp) with what only a process has —
// MPI ranks when mpirun started it, progress on standard error, SIGINT and SIGTERM.

#include "cgt/commands.hpp"
#include "cgt/context.hpp"

namespace cgt::cli {

// Runs the request; returns the exit status. On rank 0 errors propagate (main reports them);
// other ranks print nothing and return the status.
int run_sweep_command(const commands::Request& request, Limits limits);

}  // namespace cgt::cli
