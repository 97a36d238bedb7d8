#include "cli/mpi_launch.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "cgt/error.hpp"

namespace cgt::cli {

namespace {

std::string executable_folder() {
  char path[4096];
  const ssize_t size = ::readlink("/proc/self/exe", path, sizeof path - 1);
  if (size <= 0) return ".";
  const std::string exe(path, static_cast<std::size_t>(size));
  return exe.substr(0, exe.rfind('/'));
}

using CreateTransport = tasks::Transport* (*)(int*, char***);

}  // namespace

int launcher_rank() {
  for (const char* name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"}) {
    if (const char* value = std::getenv(name)) return std::atoi(value);
  }
  return -1;
}

// The MPI transport lives in a plugin (libcgt_mpi.so, built when Open MPI is installed) so that
// the commands that never use MPI do not load it: linking libmpi costs every `cgt` start ~3.5 ms.
std::unique_ptr<tasks::Transport> load_mpi_transport() {
  const std::string folder = executable_folder();
#ifndef CGT_MPI_PLUGIN_FROM_BIN
#define CGT_MPI_PLUGIN_FROM_BIN "../lib/cgt"
#endif
  // Beside the executable in a build tree; <libdir>/cgt once installed.
  for (const std::string& candidate :
       {folder + "/libcgt_mpi.so", folder + "/" + CGT_MPI_PLUGIN_FROM_BIN + "/libcgt_mpi.so"}) {
    if (::access(candidate.c_str(), R_OK) != 0) continue;
    // RTLD_GLOBAL: Open MPI's own components look for libmpi's symbols in the global scope.
    void* plugin = ::dlopen(candidate.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (plugin == nullptr) throw DomainError("cannot load " + candidate + ": " + ::dlerror());
    auto create = reinterpret_cast<CreateTransport>(::dlsym(plugin, "cgt_mpi_transport_create"));
    if (create == nullptr) throw DomainError(candidate + " is not cgt's MPI plugin");
    int argc = 0;
    char** argv = nullptr;
    return std::unique_ptr<tasks::Transport>(create(&argc, &argv));
  }
  throw DomainError(
      "cgt was started by mpirun but was built without MPI (no libcgt_mpi.so beside it): install "
      "libopenmpi-dev and rebuild");
}

}  // namespace cgt::cli
