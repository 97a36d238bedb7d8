// solve_sum (cgt/solve.hpp): the terms of the text, and the search of their sum on the boards'
// word (solve/solve_sum_impl.hpp) for each player moving first.

#include "cgt/solve.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "cgt/grid_board.hpp"
#include "solve/any_grid.hpp"
#include "solve/solve_split.hpp"
#include "solve/solve_sum.hpp"
#include "solve/solve_terms.hpp"

namespace cgt {

namespace solve {

// Measured on the project machine (docs/solve.md, "Threshold"): the size below which a
// component's canonical value costs less than searching it again and again.
unsigned default_canonical_size(GridKind kind, bool one_row) {
  switch (kind) {
    case GridKind::kAmazons:
      return 6;  // not measured on a big board; its canonical values grow fastest
    case GridKind::kClobber:
      // A strip's sum holds many small components, and the sums of their values cost more than
      // the nodes they save: (XO)^22 took 2.8 s at 7 against 21 s at 10 (0.42 M nodes at 7 and
      // 0.41 M at 10), (XO)^20 1.6 s against 7.4 s; two rows keep 10 (2×12: 8.7 s at 8 and 10,
      // 9.5 s at 7). docs/solve.md, "Threshold".
      return one_row ? 7 : 10;
    default:
      // Domineering 6×6: 0.7 M nodes at 6, 0.36 M at 10, 0.22 M at 14 but slower (the values
      // of 14-cell regions cost more than they save); Clobber 2×11: 0.26 M at 6, 0.08 M at 10,
      // 0.06 M at 12 but slower. Cram, Konane, Toads and Frogs follow (not measured).
      return 10;
  }
}

bool needs_wide_boards(const SumTerms& parsed) {
  return std::any_of(parsed.boards.begin(), parsed.boards.end(), [](const BoardTerm& b) {
    return std::count_if(b.board.begin(), b.board.end(), [](char c) { return c != '|'; }) >
           static_cast<std::ptrdiff_t>(grid::kMaxCells);
  });
}

std::vector<std::string> move_texts(const SumTerms& parsed, Player player, const SolveOptions& options) {
  return needs_wide_boards(parsed) ? move_texts_on<grid::WideBits>(parsed, player, options)
                                   : move_texts_on<grid::Bits>(parsed, player, options);
}

LeafAnswer search_leaf(const SumTerms& parsed, Player to_move, const SolveOptions& options, const LeafSearchSetup& setup) {
  return needs_wide_boards(parsed) ? search_leaf_on<grid::WideBits>(parsed, to_move, options, setup)
                                   : search_leaf_on<grid::Bits>(parsed, to_move, options, setup);
}

std::string database_section(const SumTerms& parsed, const SolveOptions& options) {
  return needs_wide_boards(parsed) ? database_section_on<grid::WideBits>(parsed, options)
                                   : database_section_on<grid::Bits>(parsed, options);
}

}  // namespace solve

SolveResult solve_sum(std::string_view expression, const SolveOptions& options) {
  if (solve::splits(options)) {
    return solve::solve_split(expression, options);
  }
  const solve::SumTerms parsed = solve::parse_sum_terms(expression);
  return solve::needs_wide_boards(parsed) ? solve::solve_parsed_on<grid::WideBits>(parsed, options)
                                          : solve::solve_parsed_on<grid::Bits>(parsed, options);
}

}  // namespace cgt
