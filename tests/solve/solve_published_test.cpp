// Outcomes published for boards too big for canonical forms to be the easy way: Domineering on
// every m×n board with m, n ≤ 5 and some with a side of 6 (Breuker, Uiterwijk and van den Herik,
// TCS 230 (2000); Lachmann, Moore and Rapaport, More Games of No Chance (2002)), checkerboard
// Clobber 2×n and 3×n (Grossman, TCS 313 (2004); MCGS's results page) and linear Clobber
// (XO)^n (Albert, Grossman, Nowakowski and Wolfe, INTEGERS 5 (2005); proved by Chen et al.,
// arXiv 2509.08985).

#include <gtest/gtest.h>

#include <string>

#include "cgt/solve.hpp"

namespace cgt {
namespace {

std::string empty_grid(int rows, int cols) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    text += (r > 0 ? "|" : "") + std::string(static_cast<std::size_t>(cols), '.');
  }
  return text;
}

// Row m (rows), column n (columns), as in the published tables (Breuker et al., Table of m×n
// results; Drummond-Cole, INTEGERS 14 (2014) #G3, collects them): V = Vertical wins, H =
// Horizontal, 1 = first player, 2 = second player. Left places vertical dominoes (as in
// CGSuite), so V = L, H = R, 1 = N, 2 = P. Boards with a side of 7, and 5×6, 6×5, 6×6, are the
// golden case tests/golden/solve/domineering_published_7.case (labelled slow).
const char* const kDomineeringTable[] = {
    "2HHHHH",  // 1×1 … 1×6
    "V11HV1",  // 2×n
    "V11HHH",  // 3×n
    "VVV1V1",  // 4×n
    "VHVH2H",  // 5×n
    "V1V1V1",  // 6×n
};

std::string outcome_of_cell(char cell) {
  switch (cell) {
    case 'V':
      return "L";
    case 'H':
      return "R";
    case '1':
      return "N";
    default:
      return "P";
  }
}

SolveResult solve_quickly(const std::string& text) {
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 22;
  return solve_sum(text, options);
}

TEST(SolvePublished, DomineeringUpTo5x5AndSomeSixes) {
  for (int m = 1; m <= 6; ++m) {
    for (int n = 1; n <= 6; ++n) {
      // 6×6 and 5×6/6×5 take seconds: they are in the benchmark (bench/solve_bench.sh).
      if ((m == 6 && n >= 5) || (n == 6 && m >= 5)) {
        continue;
      }
      const std::string text = "domineering(\"" + empty_grid(m, n) + "\")";
      const char cell = kDomineeringTable[m - 1][n - 1];
      EXPECT_EQ(outcome_name(solve_quickly(text).outcome), outcome_of_cell(cell)) << m << "x" << n;
    }
  }
}

std::string checkerboard(int rows, int cols) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) {
      text += '|';
    }
    for (int c = 0; c < cols; ++c) {
      text += (r + c) % 2 == 0 ? 'x' : 'o';
    }
  }
  return text;
}

TEST(SolvePublished, CheckerboardClobber) {
  for (int n = 1; n <= 8; ++n) {
    const SolveResult r = solve_quickly("clobber(\"" + checkerboard(2, n) + "\")");
    EXPECT_EQ(outcome_name(r.outcome), std::string(n % 3 == 0 ? "P" : "N")) << "2x" << n;
  }
  for (int n = 2; n <= 5; ++n) {
    const SolveResult r = solve_quickly("clobber(\"" + checkerboard(3, n) + "\")");
    EXPECT_EQ(outcome_name(r.outcome), std::string(n % 2 == 0 ? "P" : "N")) << "3x" << n;
  }
}

TEST(SolvePublished, LinearClobber) {
  for (int n = 1; n <= 12; ++n) {
    const SolveResult r = solve_quickly("clobber(\"" + checkerboard(1, 2 * n) + "\")");
    EXPECT_EQ(outcome_name(r.outcome), std::string(n == 3 ? "P" : "N")) << "(xo)^" << n;
  }
}

}  // namespace
}  // namespace cgt
