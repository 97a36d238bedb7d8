// The checkpoint of a task run (tasks/checkpoint.hpp).

#include "tasks/checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "cgt/error.hpp"
#include "cgt/output_file.hpp"
#include <nlohmann/json.hpp>

#include "cgt/task_runner.hpp"

namespace cgt::tasks {

namespace {

std::string system_error(int error) { return std::strerror(error); }

bool write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t put = ::write(fd, data, size);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    data += put;
    size -= static_cast<std::size_t>(put);
  }
  return true;
}

std::string read_fd(int fd, const std::string& path) {
  std::string content;
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw DomainError("cannot read checkpoint " + path + ": " + system_error(errno));
    if (got == 0) break;
    content.append(buffer, static_cast<std::size_t>(got));
  }
  return content;
}

}  // namespace

std::string checkpoint_header(const TaskSet& tasks) {
  return "{\"cgt_sweep\":\"" + tasks.name() + "\",\"parameters\":" + tasks.parameters() +
         ",\"tasks\":" + std::to_string(tasks.task_count()) + "}";
}

Checkpoint::Checkpoint(const std::string& path, const TaskSet& tasks, std::vector<std::string>& results) : path_(path) {
  // Read back and cut: a device or a FIFO would block or refuse halfway, "-" cannot be read back.
  check_regular_file(path, "--checkpoint");
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) throw DomainError("cannot open checkpoint " + path + ": " + system_error(errno));
  try {
    const std::string content = read_fd(fd_, path);
    const std::string header = checkpoint_header(tasks);
    // Only whole lines count: a run killed while writing leaves a last line without its newline.
    const std::size_t whole = content.rfind('\n') == std::string::npos ? 0 : content.rfind('\n') + 1;
    if (whole == 0) {
      // Empty, or a header cut short: anything else is somebody's file, left alone.
      if (!header.starts_with(content)) {
        throw DomainError("checkpoint " + path + " is not a sweep checkpoint; remove it or name another file");
      }
      if (::ftruncate(fd_, 0) != 0 || ::lseek(fd_, 0, SEEK_SET) != 0) {
        throw DomainError("cannot write checkpoint " + path + ": " + system_error(errno));
      }
      append(header + "\n");
      return;
    }
    std::size_t line_start = 0;
    std::uint64_t line_number = 0;
    while (line_start < whole) {
      const std::size_t end = content.find('\n', line_start);
      const std::string_view line(content.data() + line_start, end - line_start);
      ++line_number;
      line_start = end + 1;
      if (line_number == 1) {
        if (line != header) {
          throw DomainError("checkpoint " + path + " belongs to another computation (" + std::string(line.substr(0, 200)) +
                            "); remove it or name another file");
        }
        continue;
      }
      const std::string where = "checkpoint " + path + " line " + std::to_string(line_number);
      constexpr std::string_view kPrefix = "{\"task\":";
      constexpr std::string_view kMiddle = ",\"result\":";
      const std::size_t middle = line.find(kMiddle);
      if (!line.starts_with(kPrefix) || middle == std::string_view::npos || !line.ends_with('}') ||
          !nlohmann::json::accept(line)) {
        throw DomainError(where + " is not a task result");
      }
      const std::string_view number = line.substr(kPrefix.size(), middle - kPrefix.size());
      if (number.empty() || number.size() > 19 || number.find_first_not_of("0123456789") != std::string_view::npos ||
          std::stoull(std::string(number)) >= results.size()) {
        throw DomainError(where + " names no task of this sweep");
      }
      std::string& slot = results[std::stoull(std::string(number))];
      if (slot.empty()) {
        slot = line.substr(middle + kMiddle.size(), line.size() - middle - kMiddle.size() - 1);
        ++resumed_;
      }
    }
    if (whole != content.size() && ::ftruncate(fd_, static_cast<off_t>(whole)) != 0) {
      throw DomainError("cannot write checkpoint " + path + ": " + system_error(errno));
    }
    if (::lseek(fd_, 0, SEEK_END) < 0) throw DomainError("cannot write checkpoint " + path + ": " + system_error(errno));
  } catch (...) {
    ::close(fd_);
    throw;
  }
}

Checkpoint::~Checkpoint() { ::close(fd_); }

void Checkpoint::append(const std::string& lines) {
  if (!write_all(fd_, lines.data(), lines.size())) {
    throw DomainError("cannot write checkpoint " + path_ + ": " + system_error(errno));
  }
}

}  // namespace cgt::tasks
