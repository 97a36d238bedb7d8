// Output files by one set of rules (cgt/output_file.hpp).

#include "cgt/output_file.hpp"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

#include "cgt/error.hpp"

namespace cgt {

namespace {

[[noreturn]] void refuse(const std::string& path, const std::string& why) {
  throw DomainError("cannot write '" + path + "': " + why);
}

[[noreturn]] void refuse_errno(const std::string& path, int error) {
  refuse(path, std::strerror(error));
}

bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    const ssize_t put = ::write(fd, content.data(), content.size());
    if (put < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    content.remove_prefix(static_cast<std::size_t>(put));
  }
  return true;
}

const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string folder_of(const std::string& path) {
  const std::size_t slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

// Where a file goes and how.
struct Target {
  enum class Way {
    kStandardOutput,  // "-", or the very file standard output is (`--svg /dev/stdout > f`)
    kInPlace,         // a character device or a FIFO: opened and written, nothing else
    kReplace,         // `path` (symbolic links resolved) is written under a temporary name and renamed
  };
  Way way = Way::kReplace;
  std::string path;
  bool exists = false;
  mode_t mode = 0;  // of the existing file
};

bool is_standard_output(const struct stat& info) {
  struct stat out {};
  return ::fstat(STDOUT_FILENO, &out) == 0 && out.st_dev == info.st_dev && out.st_ino == info.st_ino;
}

// A name that does not exist yet, possibly through a symbolic link that points nowhere yet:
// the path the new file will have (the link is kept, and the file it names is created).
std::string new_file_path(const std::string& path) {
  std::string current = path;
  for (int links = 0; links < 40; ++links) {
    struct stat info {};
    if (::lstat(current.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return current;
    char target[PATH_MAX];
    const ssize_t size = ::readlink(current.c_str(), target, sizeof target - 1);
    if (size < 0) refuse_errno(path, errno);
    const std::string next(target, static_cast<std::size_t>(size));
    current = next.starts_with('/') ? next : folder_of(current) + "/" + next;
  }
  refuse_errno(path, ELOOP);
}

Target target_of(const std::string& path) {
  if (names_standard_output(path)) return {Target::Way::kStandardOutput, path};
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {
    if (errno != ENOENT) refuse_errno(path, errno);
    return {Target::Way::kReplace, new_file_path(path)};
  }
  if (S_ISCHR(info.st_mode) || S_ISFIFO(info.st_mode)) return {Target::Way::kInPlace, path};
  if (S_ISDIR(info.st_mode)) refuse_errno(path, EISDIR);
  if (!S_ISREG(info.st_mode)) refuse(path, std::string("it is ") + kind_of(info.st_mode) + ", not a file");
  // Written to as standard output: renaming over it would take it away from the shell that
  // redirected standard output there.
  if (is_standard_output(info)) return {Target::Way::kStandardOutput, path};
  struct stat link {};
  std::string resolved = path;
  if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
    char* real = ::realpath(path.c_str(), nullptr);
    if (real == nullptr) refuse_errno(path, errno);
    resolved = real;
    std::free(real);
  }
  return {Target::Way::kReplace, resolved, true, info.st_mode};
}

void write_standard_output(std::string_view content) {
  if (!write_all(STDOUT_FILENO, content)) {
    throw DomainError(std::string("cannot write standard output: ") + std::strerror(errno));
  }
}

void write_in_place(const std::string& path, std::string_view content) {
  // No O_CREAT, no O_TRUNC: a device or a pipe is written, never made or cut.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) refuse_errno(path, errno);
  const bool written = write_all(fd, content);
  const int error = errno;
  if (::close(fd) != 0 && written) refuse_errno(path, errno);
  if (!written) refuse_errno(path, error);
}

// Creates a fresh file beside `final_path` (never an existing one: O_EXCL); returns its fd.
int create_temporary(const std::string& final_path, std::string& temporary) {
  static std::atomic<unsigned> counter{0};  // threads of one process (sweeps from Python) write too
  for (int attempt = 0; attempt < 100; ++attempt) {
    temporary = final_path + ".cgt-" + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1)) +
                ".partial";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  errno = EEXIST;
  return -1;
}

void write_replacing(const std::string& shown, const Target& target, std::string_view content, FileSync sync) {
  std::string temporary;
  const int fd = create_temporary(target.path, temporary);
  if (fd < 0) refuse_errno(shown, errno);
  auto fail = [&](int error) {
    ::unlink(temporary.c_str());
    refuse_errno(shown, error);
  };
  const bool written = write_all(fd, content);
  const int error = errno;
  if (!written) {
    ::close(fd);
    fail(error);
  }
  if (target.exists) {
    (void)::fchmod(fd, target.mode & 07777);  // the replaced file's permissions, as far as allowed
  }
  if (sync == FileSync::kYes && ::fsync(fd) != 0) {
    const int sync_error = errno;
    ::close(fd);
    fail(sync_error);
  }
  if (::close(fd) != 0) fail(errno);
  if (::rename(temporary.c_str(), target.path.c_str()) != 0) fail(errno);
  if (sync == FileSync::kYes) {
    // The rename is in the folder's entries: without this a crash may bring the old name back.
    const int folder = ::open(folder_of(target.path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
      (void)::fsync(folder);  // the new file is in place either way; some file systems refuse this
      ::close(folder);
    }
  }
}

}  // namespace

bool names_standard_output(std::string_view path) noexcept {
  return path == "-";
}

void write_output_file(const std::string& path, std::string_view content, FileSync sync) {
  const Target target = target_of(path);
  switch (target.way) {
    case Target::Way::kStandardOutput:
      write_standard_output(content);
      return;
    case Target::Way::kInPlace:
      write_in_place(path, content);
      return;
    case Target::Way::kReplace:
      write_replacing(path, target, content, sync);
      return;
  }
}

void check_output_file(const std::string& path) {
  const Target target = target_of(path);
  switch (target.way) {
    case Target::Way::kStandardOutput:
      return;
    case Target::Way::kInPlace:
      if (::access(path.c_str(), W_OK) != 0) refuse_errno(path, errno);
      return;
    case Target::Way::kReplace: {
      std::string temporary;
      const int fd = create_temporary(target.path, temporary);
      if (fd < 0) refuse_errno(path, errno);
      ::close(fd);
      ::unlink(temporary.c_str());
      return;
    }
  }
}

void check_regular_file(const std::string& path, std::string_view option) {
  if (names_standard_output(path)) {
    throw DomainError(std::string(option) + " names a file that is read back, so it cannot be '-' (standard output)");
  }
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {
    throw DomainError("cannot use '" + path + "' for " + std::string(option) + ": it is " + kind_of(info.st_mode) +
                      ", and " + std::string(option) + " needs a regular file (it is read back)");
  }
}

}  // namespace cgt
