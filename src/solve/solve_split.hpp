#pragma once
// The search of a sum split into tasks at a few plies below the root, for threads and MPI ranks
// (SolveOptions::threads, docs/solve.md "On all cores and across machines"): the tree of moves
// down to the tasks and the search of one task's sum (solve.cpp, which has the sequential
// search's move order and notation), and the task set that runs them (solve_split.cpp).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/outcome.hpp"
#include "cgt/solve.hpp"
#include "cgt/solve_db.hpp"
#include "cgt/solve_table.hpp"
#include "solve/solve_terms.hpp"

namespace cgt::solve {

// Whether solve_sum splits (more than one thread, a checkpoint, a split depth or MPI ranks).
bool splits(const SolveOptions& options);
SolveResult solve_split(std::string_view expression, const SolveOptions& options);

// The sum after each move of `player`, in the input's notation, in the order the sequential
// search tries them (the searched terms' moves, then the canonical part's).
std::vector<std::string> move_texts(const SumTerms& parsed, Player player, const SolveOptions& options);

// Thrown by a LeafSearchSetup::check to end a task whose answer can no longer matter.
struct LeafSkipped {};

// The database's answers of each section a task may need (read only while the tasks run: made
// before they start, as SolveDatabase::section may add one).
using DatabaseSections = std::map<std::string, const AnswerSet*, std::less<>>;

struct LeafSearchSetup {
  std::uint64_t owner = 0;    // the split search: a thread's kept search serves one only
  OutcomeTable* table = nullptr;  // shared by the process's threads
  std::function<void()> check;  // called every few thousand nodes; may throw LeafSkipped
  // With a database (SolveOptions::database): its answers, asked as the sequential search asks
  // them, and where this task puts the answers of its long searches (rank 0 adds them to the
  // file). Null: no database.
  const DatabaseSections* sections = nullptr;
  std::vector<std::pair<std::uint64_t, Answer>>* found = nullptr;
  std::uint64_t min_nodes = 0;
};
struct LeafAnswer {
  std::optional<bool> wins;  // nullopt: ended by the check
  std::uint64_t nodes = 0;
  std::uint64_t table_hits = 0;
  std::uint64_t db_hits = 0;
};

// The database section of a sum's answers: its ruleset's name, or "mixed" for a sum of several
// (their boards hash alike, so each ruleset's answers are kept apart).
std::string database_section(const SumTerms& parsed, const SolveOptions& options);

// Whether `to_move` wins the sum, by the calling thread's search for `setup.owner` in the current
// context (kept from call to call: its history carries over, as from one first move to the next
// in the sequential search), with the table every thread of the process shares.
LeafAnswer search_leaf(const SumTerms& parsed, Player to_move, const SolveOptions& options,
                       const LeafSearchSetup& setup);

}  // namespace cgt::solve
