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

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "cgt/outcome.hpp"

namespace cgt {

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
  // Whether the rulesets' bounds (Domineering's safe moves) may decide sums without search;
  // off only to check them against the search without (the answers must not change).
  bool bounds = true;
};

struct SolveResult {
  Outcome outcome = Outcome::kP;
  bool left_first_wins = false;
  bool right_first_wins = false;
  // The sum after a winning first move of that player, in the input's notation (the moved
  // board in its ruleset's own text), or nullopt when that player loses moving first.
  std::optional<std::string> left_move;
  std::optional<std::string> right_move;
  std::uint64_t nodes = 0;       // sums the search entered
  std::uint64_t table_hits = 0;  // of which answered by the transposition table
  std::uint64_t db_hits = 0;     // answers from a database of solved components (none yet: 0)
};

// Throws ParseError/DomainError for bad text, LimitError for a board over 64 cells,
// BudgetError and CancelledError as every computation of the context.
SolveResult solve_sum(std::string_view expression, const SolveOptions& options = {});

}  // namespace cgt
