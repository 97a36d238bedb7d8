#pragma once
// The files of a sweep run: the checkpoint (append-only, survives kill -9 of the process: each
// result is written by one write() as soon as rank 0 has it) and the results file (written
// whole at the end by commands::write_output_file, so it is never half-written).
//
// Checkpoint format, one JSON object per line:
//   {"cgt_sweep":"octal-census","parameters":{"digits":2,"upto":1000},"tasks":56}
//   {"task":7,"result":{...}}          (in the order results arrived)
// The results file: {"task":i,"result":{...}} for i = 0, 1, …, then the summary's extra lines.

#include <cstdint>
#include <string>
#include <vector>

#include "cgt/sweep.hpp"

namespace cgt::sweeps {

// The first line of a checkpoint of `sweep` (without the newline).
std::string checkpoint_header(const Sweep& sweep);

// A task's line in the checkpoint and in the results file (without the newline).
std::string result_line(std::uint64_t task, const std::string& result);

class Checkpoint {
 public:
  // Opens (or creates) `path` for `sweep`; reads the results already there into `results`
  // (indexed by task, empty where missing) and drops a last line cut short by a kill. Throws
  // DomainError when the file belongs to another sweep or is damaged, or cannot be written.
  Checkpoint(const std::string& path, const Sweep& sweep, std::vector<std::string>& results);
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

}  // namespace cgt::sweeps
