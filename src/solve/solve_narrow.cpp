// cgt solve's search on boards of at most 64 cells (solve/solve_sum_impl.hpp).

#include "solve/solve_sum_impl.hpp"

namespace cgt::solve {

CGT_SOLVE_ON_WORD(, grid::Bits)

}  // namespace cgt::solve
