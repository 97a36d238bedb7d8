// cgt solve's search on boards of 65 to 128 cells (solve/solve_sum_impl.hpp).

#include "solve/solve_sum_impl.hpp"

namespace cgt::solve {

CGT_SOLVE_ON_WORD(, grid::WideBits)

}  // namespace cgt::solve
