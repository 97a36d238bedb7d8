#pragma once
// The solved-subgame database of the outcome search (`cgt solve --db FILE`, docs/solve.md,
// "Database"): answers "the player to move wins / loses this sum" that took the search many
// nodes, kept between runs and shared by every run that names the same file.
//
//   cgt::SolveDatabase db = cgt::SolveDatabase::open("domineering.sdb");
//   cgt::SolveOptions options;
//   options.database = &db;
//   cgt::solve_sum("domineering(\"......|......|......|......|......|......\")", options);
//   // the file now holds the answers; the next run with it searches far fewer nodes
//
// A key is stable across runs and machines: it is made from the rulesets' 64-bit hashes of the
// components (integer arithmetic only: the same bytes on every target) and a hash of the
// canonical part's text, never from the context's interning ids. Each ruleset has its own
// section, so an answer about Domineering can never answer Clobber.
//
// A database without a file (the default constructor) serves the searches of one process.

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/game.hpp"

namespace cgt {

class Context;
class MemoryClaim;

namespace solve {

// An answer as stored: whether the player to move wins (bit 31) and the nodes its search took
// (the low 31 bits, saturated).
using Answer = std::uint32_t;
constexpr Answer make_answer(bool wins, std::uint64_t nodes) {
  return (wins ? Answer{1} << 31 : 0) | static_cast<Answer>(nodes < 0x7FFFFFFFu ? nodes : 0x7FFFFFFFu);
}
constexpr bool answer_wins(Answer a) { return (a >> 31) != 0; }
constexpr std::uint64_t answer_nodes(Answer a) { return a & 0x7FFFFFFFu; }

// The answers of one ruleset, by stable key of the sum (cgt/sum_search.hpp).
class AnswerSet {
 public:
  [[nodiscard]] std::optional<bool> find(std::uint64_t key) const {
    const auto it = answers_.find(key);
    if (it == answers_.end()) {
      return std::nullopt;
    }
    return answer_wins(it->second);
  }
  // Keeps the costlier search of a key met twice (both are true facts about the same sum).
  // Returns whether the key is new.
  bool put(std::uint64_t key, Answer answer) {
    auto [it, fresh] = answers_.try_emplace(key, answer);
    if (!fresh && answer_nodes(answer) > answer_nodes(it->second)) {
      it->second = answer;
    }
    return fresh;
  }
  [[nodiscard]] std::size_t size() const noexcept { return answers_.size(); }
  [[nodiscard]] const std::unordered_map<std::uint64_t, Answer>& answers() const noexcept { return answers_; }
  void reserve(std::size_t n) { answers_.reserve(n); }

 private:
  std::unordered_map<std::uint64_t, Answer> answers_;
};

// The history heuristic's slots (cgt/sum_search.hpp).
inline constexpr std::size_t kHistorySlots = std::size_t{1} << 16;

// What a search sees of a database: the answers known when it started (read only while it
// runs, so searches on several threads may share them) and where it puts the answers it finds.
struct DatabaseHook {
  const AnswerSet* known = nullptr;
  std::vector<std::pair<std::uint64_t, Answer>>* found = nullptr;
  std::uint64_t min_nodes = 0;  // record an answer whose search took at least this many nodes
  const std::vector<std::uint32_t>* history = nullptr;  // the move ordering learnt by earlier runs
  std::vector<std::uint32_t>* learnt = nullptr;          // where the caller keeps this one's
};

// A stable 64-bit key of a canonical game: a hash of its canonical text (`cgt game`'s), which
// does not depend on the context or the run.
std::uint64_t stable_game_key(Game g);

}  // namespace solve

class SolveDatabase {
 public:
  // Answers whose search took fewer nodes cost less to find again than to keep (docs/solve.md,
  // "Database": the file sizes and run times by threshold).
  static constexpr std::uint64_t kDefaultMinNodes = 256;

  // A database in memory, with no file.
  explicit SolveDatabase(std::uint64_t min_nodes = kDefaultMinNodes);
  // The database of the file `path`, read now if it exists (a missing file is created by
  // save()). Throws DomainError (one line naming the file, the file untouched) for a file that
  // is not a database of this format, a damaged one, or a path that cannot be written; and
  // BudgetError (memory) when its answers do not fit the context's memory limit.
  static SolveDatabase open(const std::string& path, std::uint64_t min_nodes = kDefaultMinNodes);

  SolveDatabase(SolveDatabase&&) noexcept;
  SolveDatabase& operator=(SolveDatabase&&) noexcept;
  ~SolveDatabase();

  [[nodiscard]] const std::string& path() const noexcept { return path_; }
  [[nodiscard]] std::uint64_t min_nodes() const noexcept { return min_nodes_; }
  // Answers held, over all rulesets.
  [[nodiscard]] std::size_t size() const noexcept;

  // The answers of a ruleset (its section: the ruleset's name, "mixed" for a sum of several).
  [[nodiscard]] const solve::AnswerSet& section(std::string_view ruleset);
  // Adds answers found by a search of that ruleset.
  void add(std::string_view ruleset, const std::vector<std::pair<std::uint64_t, solve::Answer>>& answers);
  // The history heuristic's counts of a ruleset's searches by slot (cgt/sum_search.hpp; empty
  // when none was kept), and the counts of a search to keep (the larger count of each slot).
  [[nodiscard]] const std::vector<std::uint32_t>& history(std::string_view ruleset);
  void add_history(std::string_view ruleset, const std::vector<std::uint32_t>& counts);

  // Writes the file (nothing without a path, or when it holds every answer already): under an
  // exclusive lock of PATH.lock, the file is read again and its answers merged with these, and
  // the union is written to a temporary file beside it, flushed and renamed over it, so no run
  // loses another's answers and no reader ever sees half a file. DomainError when the file
  // cannot be written or was replaced by something that is not a database meanwhile.
  void save();

 private:
  std::string path_;
  std::uint64_t min_nodes_;
  struct Section {
    solve::AnswerSet answers;
    std::vector<std::uint32_t> history;
  };
  Section& section_of(std::string_view ruleset);
  std::map<std::string, Section, std::less<>> sections_;
  bool file_exists_ = false;
  std::size_t unsaved_ = 0;  // answers added since the file was read or written
  std::unique_ptr<MemoryClaim> claim_;
};

}  // namespace cgt
