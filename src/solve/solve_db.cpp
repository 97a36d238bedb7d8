// The solve database (cgt/solve_db.hpp): its answers in memory, and its file read, locked,
// merged and replaced.

#include "cgt/solve_db.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/output_file.hpp"
#include "cgt/sum_search.hpp"
#include "solve/solve_db_format.hpp"

namespace cgt {

namespace solve {

std::uint64_t stable_game_key(Game g) {
  // FNV-1a over the bytes of the canonical text: the text is the game, in every run.
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (const char c : to_string(g)) {
    h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
  }
  return mix64(h);
}

}  // namespace solve

namespace {

// Bytes an answer holds in memory (an unordered_map node and its share of the buckets), for
// the memory claim of a file's answers.
constexpr std::uint64_t kBytesPerAnswer = 48;

class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) {
      ::close(fd_);
    }
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  [[nodiscard]] int get() const noexcept { return fd_; }

 private:
  int fd_;
};

[[noreturn]] void cannot(const char* what, const std::string& path, int error) {
  throw DomainError(std::string("cannot ") + what + " '" + path + "': " + std::strerror(error));
}

// The file's bytes, or nullopt when there is no such file. `before_read` is called with the
// file's size before its bytes are read (to claim the memory they will take).
template <typename BeforeRead>
std::optional<std::string> read_file(const std::string& path, BeforeRead&& before_read) {
  const FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY));
  if (fd.get() < 0) {
    if (errno == ENOENT) {
      return std::nullopt;
    }
    cannot("read", path, errno);
  }
  struct stat info {};
  if (::fstat(fd.get(), &info) != 0) {
    cannot("read", path, errno);
  }
  before_read(static_cast<std::uint64_t>(info.st_size));
  std::string bytes;
  bytes.resize(static_cast<std::size_t>(info.st_size));
  std::size_t have = 0;
  for (;;) {
    if (have == bytes.size()) {
      bytes.resize(bytes.size() + 4096);  // the file grew meanwhile: whatever it holds is read whole
    }
    const ssize_t got = ::read(fd.get(), bytes.data() + have, bytes.size() - have);
    if (got < 0) {
      if (errno == EINTR) {
        continue;
      }
      cannot("read", path, errno);
    }
    if (got == 0) {
      break;
    }
    have += static_cast<std::size_t>(got);
  }
  bytes.resize(have);
  return bytes;
}

}  // namespace

SolveDatabase::SolveDatabase(std::uint64_t min_nodes)
    : min_nodes_(min_nodes), claim_(std::make_unique<MemoryClaim>(current_context())) {}

SolveDatabase::SolveDatabase(SolveDatabase&&) noexcept = default;
SolveDatabase& SolveDatabase::operator=(SolveDatabase&&) noexcept = default;
SolveDatabase::~SolveDatabase() = default;

SolveDatabase SolveDatabase::open(const std::string& path, std::uint64_t min_nodes) {
  if (names_standard_output(path)) {
    throw DomainError("cannot use '-' as a solve database: it is read back, so it must be a file");
  }
  check_regular_file(path, "a solve database");
  check_output_file(path);  // a long search must not find out at its end that it cannot save
  SolveDatabase db(min_nodes);
  db.path_ = path;
  const std::optional<std::string> bytes = read_file(path, [&](std::uint64_t size) {
    const std::uint64_t answers = solve::answers_in_bytes(size);
    try {
      db.claim_->grow(static_cast<std::size_t>(size + answers * kBytesPerAnswer));
    } catch (const BudgetError&) {
      throw BudgetError("the solve database '" + path + "' (" + std::to_string(size) + " bytes, up to " +
                            std::to_string(answers) + " answers) does not fit in the memory limit",
                        BudgetError::Resource::kMemory);
    }
  });
  if (!bytes) {
    return db;
  }
  db.file_exists_ = true;
  for (solve::SectionData& s : solve::decode_database(path, *bytes)) {
    Section& section = db.sections_[s.name];
    section.answers.reserve(s.answers.size());
    for (const auto& [key, answer] : s.answers) {
      section.answers.put(key, answer);
    }
    for (const auto& [slot, count] : s.history) {
      if (slot < solve::kHistorySlots) {
        section.history.resize(solve::kHistorySlots);
        section.history[slot] = count;
      }
    }
  }
  return db;
}

std::size_t SolveDatabase::size() const noexcept {
  std::size_t n = 0;
  for (const auto& [name, section] : sections_) {
    n += section.answers.size();
  }
  return n;
}

SolveDatabase::Section& SolveDatabase::section_of(std::string_view ruleset) {
  if (ruleset.size() > 255) {
    throw DomainError("a solve database section name is at most 255 bytes");
  }
  auto it = sections_.find(ruleset);
  if (it == sections_.end()) {
    it = sections_.emplace(std::string(ruleset), Section()).first;
  }
  return it->second;
}

const solve::AnswerSet& SolveDatabase::section(std::string_view ruleset) {
  return section_of(ruleset).answers;
}

const std::vector<std::uint32_t>& SolveDatabase::history(std::string_view ruleset) {
  return section_of(ruleset).history;
}

void SolveDatabase::add_history(std::string_view ruleset, const std::vector<std::uint32_t>& counts) {
  std::vector<std::uint32_t>& history = section_of(ruleset).history;
  history.resize(std::max(history.size(), counts.size()));
  for (std::size_t i = 0; i < counts.size(); ++i) {
    history[i] = std::max(history[i], counts[i]);
  }
}

void SolveDatabase::add(std::string_view ruleset,
                        const std::vector<std::pair<std::uint64_t, solve::Answer>>& answers) {
  if (answers.empty()) {
    return;
  }
  solve::AnswerSet& set = section_of(ruleset).answers;
  for (const auto& [key, answer] : answers) {
    if (set.put(key, answer)) {
      ++unsaved_;
    }
  }
}

void SolveDatabase::save() {
  if (path_.empty() || (file_exists_ && unsaved_ == 0)) {
    return;
  }
  // Every writer holds this lock from reading the file to renaming the new one over it, so a
  // writer always merges the answers of the one before. (Not the file itself: it is replaced,
  // and a lock on the old one would not exclude a writer that opened the new one.) Readers take
  // no lock: they see the old file or the new one, whole.
  // Beside the file itself: two names of one file (a symbolic link) take the same lock.
  std::string lock_path = path_ + ".lock";
  if (char* real = ::realpath(path_.c_str(), nullptr)) {
    lock_path = std::string(real) + ".lock";
    std::free(real);
  }
  const FileDescriptor lock(::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOCTTY, 0666));
  if (lock.get() < 0) {
    cannot("create the lock file", lock_path, errno);
  }
  while (::flock(lock.get(), LOCK_EX) != 0) {
    if (errno != EINTR) {
      cannot("lock", lock_path, errno);
    }
  }
  std::vector<solve::SectionData> merged;
  const std::optional<std::string> bytes = read_file(path_, [](std::uint64_t) {});
  if (bytes) {
    merged = solve::decode_database(path_, *bytes);
  }
  for (const auto& entry : sections_) {
    const std::string& name = entry.first;  // (a structured binding cannot be captured by clang 14)
    const Section& section = entry.second;
    const solve::AnswerSet& set = section.answers;
    auto it = std::find_if(merged.begin(), merged.end(), [&](const solve::SectionData& s) { return s.name == name; });
    if (it == merged.end()) {
      merged.push_back(solve::SectionData{name, {}, {}});
      it = merged.end() - 1;
    }
    // The file's answers are in key order: ours go after them, and a key in both keeps the
    // costlier search.
    std::vector<std::pair<std::uint64_t, solve::Answer>>& answers = it->answers;
    const std::size_t from_file = answers.size();
    for (const auto& entry : set.answers()) {
      answers.push_back(entry);
    }
    std::sort(answers.begin() + static_cast<std::ptrdiff_t>(from_file), answers.end());
    std::inplace_merge(answers.begin(), answers.begin() + static_cast<std::ptrdiff_t>(from_file), answers.end());
    std::size_t kept = 0;
    for (std::size_t i = 0; i < answers.size(); ++i) {
      if (kept > 0 && answers[kept - 1].first == answers[i].first) {
        if (solve::answer_nodes(answers[i].second) > solve::answer_nodes(answers[kept - 1].second)) {
          answers[kept - 1].second = answers[i].second;
        }
      } else {
        answers[kept++] = answers[i];
      }
    }
    answers.resize(kept);
    // The history: the larger count of each slot.
    std::vector<std::pair<std::uint32_t, std::uint32_t>>& history = it->history;
    std::vector<std::uint32_t> counts = section.history;
    for (const auto& [slot, count] : history) {
      if (slot < solve::kHistorySlots) {
        counts.resize(solve::kHistorySlots);
        counts[slot] = std::max(counts[slot], count);
      }
    }
    history.clear();
    for (std::uint32_t slot = 0; slot < counts.size(); ++slot) {
      if (counts[slot] != 0) {
        history.emplace_back(slot, counts[slot]);
      }
    }
  }
  std::erase_if(merged, [](const solve::SectionData& s) { return s.answers.empty() && s.history.empty(); });
  write_output_file(path_, solve::encode_database(std::move(merged)), FileSync::kYes);
  file_exists_ = true;
  unsaved_ = 0;
}

}  // namespace cgt
