#pragma once
// Who wins a sum of board positions and canonical games, decided by search with CGT inside
// (cgt/sum_search.hpp) instead of by the canonical form of the whole (docs/solve.md).
//
//   cgt::SolveResult r = cgt::solve_sum("domineering(\"......|......|......|......|......|......\")");
//   r.outcome == cgt::Outcome::kN;  r.left_move == "domineering(\"#.....|#.....|......|...)"…
//
// The text is that of `cgt game`: terms joined by '+', each a board call (domineering, clobber,
// amazons, konane, cram, toads_and_frogs with a grid string, optionally negated with '-'),
// which is searched, or any other game expression, which is evaluated to its canonical form and
// added into the canonical part of the sum.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "cgt/outcome.hpp"

namespace cgt {

namespace tasks {
class Transport;
}
class SolveDatabase;

// The sums of at least this many cells that look at every option's bounds first (static cutoffs).
inline constexpr unsigned kDefaultStaticCutSize = 16;

struct SolveOptions {
  // Called from the search every `progress_every` nodes (a power of two) with the nodes so far.
  std::function<void(std::uint64_t nodes)> progress;
  std::uint64_t progress_every = std::uint64_t{1} << 18;
  // Components of at most this many cells (the ruleset's size: empty cells, stones) take their
  // canonical value; nullopt: each ruleset's default (docs/solve.md).
  std::optional<unsigned> canonical_size;
  // Bytes of the transposition table; 0: a quarter of the context's memory limit, at most
  // 1 GiB (64 MiB without a limit).
  std::size_t table_bytes = 0;

  // On all cores and across machines (docs/solve.md): the sums a few plies below the root are
  // tasks of the task runner (cgt/task_runner.hpp), each searched by a worker thread in its own
  // context with the calling context's limits, and the answers combined in the order the
  // sequential search tries the moves, so the outcome and the winning moves are the same.
  // threads: per process; 0: every core; 1 (with no split_depth, checkpoint or transport): the
  // sequential search in the calling context.
  unsigned threads = 1;
  // Plies from the root to the tasks (1..8); nullopt: the smallest depth giving at least four
  // tasks per thread of every rank.
  std::optional<unsigned> split_depth;
  std::string checkpoint;                  // the task runner's file of finished tasks (resumed)
  tasks::Transport* transport = nullptr;   // MPI ranks (null: this process alone)
  const std::atomic<int>* stop = nullptr;  // non-zero stops the split search (CancelledError)
  // Rank 0 of a split search, about once a second: tasks done, of all, of which from the checkpoint.
  std::function<void(std::uint64_t done, std::uint64_t total, std::uint64_t resumed)> task_progress;
  // Answers kept between searches (cgt/solve_db.hpp): asked before a sum is expanded, given
  // the answers of long searches, and saved to its file (if it has one) when the solve ends,
  // also by a BudgetError or a cancellation. Null: none. A split search's tasks read the answers
  // the database held when the search started and send the ones they find to rank 0, which
  // adds them and writes the file (the other ranks open the same file to read it). The history
  // heuristic's counts are kept by the sequential search only.
  SolveDatabase* database = nullptr;
  // Whether the rulesets' bounds (Domineering's safe moves) may decide sums without search;
  // off only to check them against the search without (the answers must not change).
  bool bounds = true;
  // Whether the search looks a sum's options up in its table before it searches any (enhanced
  // transposition cutoffs); off only to check them (the answers must not change).
  bool etc = true;
  // For rulesets with bounds (Domineering): sums of at least this many cells look at every
  // option's bounds too before they search any (static cutoffs, docs/solve.md); 0: never.
  // Changed only to check them (the answers must not change).
  unsigned static_cut_size = kDefaultStaticCutSize;
};

struct SolveResult {
  Outcome outcome = Outcome::kP;
  bool left_first_wins = false;
  bool right_first_wins = false;
  // The sum after a winning first move of that player, in the input's notation (the moved
  // board in its ruleset's own text), or nullopt when that player loses moving first.
  std::optional<std::string> left_move;
  std::optional<std::string> right_move;
  // Sums the search entered. A split search adds those of its tasks: some end early once their
  // answer cannot matter, which depends on timing, so the count varies from run to run.
  std::uint64_t nodes = 0;
  std::uint64_t table_hits = 0;  // of which answered by the transposition table
  std::uint64_t db_hits = 0;     // of which answered by the database (SolveOptions::database)
  // A split search: the plies to the tasks, how many tasks, of which read from the checkpoint,
  // and of which ended early (their answer could no longer change the result). 0 when sequential.
  unsigned split_depth = 0;
  std::uint64_t tasks = 0;
  std::uint64_t resumed = 0;
  std::uint64_t skipped = 0;
  // False on MPI ranks other than 0, which hold no answer.
  bool reports = true;
};

// Throws ParseError/DomainError for bad text, LimitError for a board over 64 cells,
// BudgetError and CancelledError as every computation of the context (a split search: as the
// task runner, naming the task; DomainError also for a checkpoint of another search);
// DomainError when the database's file cannot be written.
SolveResult solve_sum(std::string_view expression, const SolveOptions& options = {});

}  // namespace cgt
