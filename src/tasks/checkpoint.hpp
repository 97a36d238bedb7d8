#pragma once
// The checkpoint of a run of the task runner: append-only, survives kill -9 of the process (each
// result is written by one write() as soon as rank 0 has it).
//
// Format, one JSON object per line:
//   {"cgt_sweep":"octal-census","parameters":{"digits":2,"upto":1000},"tasks":56}
//   {"task":7,"result":{...}}          (in the order results arrived)
// The first key keeps the name it had when only the sweeps had checkpoints: files written then
// still resume.

#include <cstdint>
#include <string>
#include <vector>

#include "cgt/task_set.hpp"

namespace cgt::tasks {

// The first line of a checkpoint of `tasks` (without the newline).
std::string checkpoint_header(const TaskSet& tasks);

class Checkpoint {
 public:
  // Opens (or creates) `path` for `tasks`; reads the results already there into `results`
  // (indexed by task, empty where missing) and drops a last line cut short by a kill. Throws
  // DomainError when the file belongs to another task set or is damaged, or cannot be written.
  Checkpoint(const std::string& path, const TaskSet& tasks, std::vector<std::string>& results);
  ~Checkpoint();
  Checkpoint(const Checkpoint&) = delete;
  Checkpoint& operator=(const Checkpoint&) = delete;

  // Appends the lines (each ending in a newline) in one write. Throws DomainError when the
  // disk refuses.
  void append(const std::string& lines);
  [[nodiscard]] std::uint64_t resumed() const noexcept { return resumed_; }

 private:
  std::string path_;
  int fd_ = -1;
  std::uint64_t resumed_ = 0;
};

}  // namespace cgt::tasks
