#pragma once
// How the processes of one run of the task runner (cgt/task_runner.hpp) reach each other: an
// MPI job (src/mpi/, a plugin that needs only this header), or the in-process hub of the tests.
// Only the thread that called tasks::run uses it.

#include <string>

namespace cgt::tasks {

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

}  // namespace cgt::tasks
