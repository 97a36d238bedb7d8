#pragma once
// The search of a parsed sum on boards of one word type (solve/solve_sum_impl.hpp): grid::Bits
// for boards of at most 64 cells, grid::WideBits for the rest (at most 128).

#include <string>
#include <vector>

#include "cgt/grid_board.hpp"
#include "cgt/solve.hpp"
#include "solve/solve_split.hpp"
#include "solve/solve_terms.hpp"

namespace cgt::solve {

// Whether a board of the sum has more than 64 cells.
bool needs_wide_boards(const SumTerms& parsed);

template <typename W>
SolveResult solve_parsed_on(const SumTerms& parsed, const SolveOptions& options);
template <typename W>
std::vector<std::string> move_texts_on(const SumTerms& parsed, Player player, const SolveOptions& options);
template <typename W>
LeafAnswer search_leaf_on(const SumTerms& parsed, Player to_move, const SolveOptions& options,
                          const LeafSearchSetup& setup);
template <typename W>
std::string database_section_on(const SumTerms& parsed, const SolveOptions& options);

#define CGT_SOLVE_ON_WORD(EXTERN, W)                                                                                  \
  EXTERN template SolveResult solve_parsed_on<W>(const SumTerms&, const SolveOptions&);                               \
  EXTERN template std::vector<std::string> move_texts_on<W>(const SumTerms&, Player, const SolveOptions&);            \
  EXTERN template LeafAnswer search_leaf_on<W>(const SumTerms&, Player, const SolveOptions&, const LeafSearchSetup&); \
  EXTERN template std::string database_section_on<W>(const SumTerms&, const SolveOptions&);
CGT_SOLVE_ON_WORD(extern, grid::Bits)
CGT_SOLVE_ON_WORD(extern, grid::WideBits)

}  // namespace cgt::solve
