#pragma once
// What a `cgt` started by mpirun needs before it runs tasks on ranks (`cgt sweep`, `cgt solve`):
// its rank, and the MPI transport of the task runner from the plugin built beside it.

#include <memory>

#include "cgt/transport.hpp"

namespace cgt::cli {

// The rank mpirun (or another PMI launcher) gave this process, or -1 when none started it.
int launcher_rank();

// The MPI transport (MPI_Init happens here, MPI_Finalize when it is destroyed). Throws
// DomainError when cgt was built without the plugin.
std::unique_ptr<tasks::Transport> load_mpi_transport();

}  // namespace cgt::cli
