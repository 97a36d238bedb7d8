#pragma once
// Ordinal Partizan End Nim (Duffy, Kolpin, Wolfe; paper 000).
//
// A row of piles of ordinal size ≥ 1. Left moves on the leftmost pile, Right on the rightmost,
// replacing its size by any smaller ordinal; moving to 0 removes the pile. The player who
// cannot move loses.
//
// For a row x, L(x) is the least α with αx a win for Left moving second, R(x) the least β with
// xβ a win for Right moving second (Definition 8); (L(x), R(x)) is the triple point of x.
// Proposition 14 computes them from the sub-rows, Observation 9 gives the outcome, and the
// winning first moves of each player follow (derivation in docs/end-nim.md):
//
//   Left, on p = α x β (n ≥ 2), wins by moving α to
//     {0} ∪ [L(x)+1, α)     if β ≤ R(x)   (then she always wins moving first),
//     [L(xβ), α)            if β > R(x);
//   Right symmetrically: {0} ∪ [R(x)+1, β) if α ≤ L(x), else [R(αx), β).
//   A single pile: each player wins only by removing it. The empty row: nobody can move.

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/ordinal.hpp"
#include "cgt/outcome.hpp"

namespace cgt::end_nim {

using Row = std::vector<Ordinal>;

// The four outcome classes, as for every game in cgt (named by outcome_name: "L", …).
using cgt::Outcome;
using cgt::outcome_name;

struct TriplePoint {
  Ordinal left;   // L(x)
  Ordinal right;  // R(x)
  friend bool operator==(const TriplePoint&, const TriplePoint&) = default;
};

// Proposition 14, one step: L(xβ) and R(αx) from the triple point of x.
Ordinal left_after_appending(const TriplePoint& x, const Ordinal& beta);
Ordinal right_after_prepending(const Ordinal& alpha, const TriplePoint& x);

// The outcome of α x β (α, β > 0) from L(xβ) and R(αx), Observation 9.
Outcome outcome_from(const Ordinal& alpha, const Ordinal& left_of_x_beta, const Ordinal& beta,
                     const Ordinal& right_of_alpha_x);

// The outcome of α x β for α, β > 0 from the triple point of x alone (Proposition 11).
Outcome outcome_around(const Ordinal& alpha, const TriplePoint& x, const Ordinal& beta);

// How the all-sub-rows recursion is run. kAuto picks the machine-word path when every pile is
// finite and the sum of the piles is below 2^63, a fixed-width Cantor-normal-form path when the
// piles are below ω^8 with small coefficients, and general ordinals otherwise.
enum class Engine { kAuto, kMachineWord, kPolynomial, kGeneral };

struct SweepOptions {
  Engine engine = Engine::kAuto;
  unsigned threads = 0;  // 0: up to 2, as the hardware allows (machine-word path only)
};

// The triple points of every contiguous sub-row of `length` piles (length ≥ 0), indexed by the
// 0-based start: n − length + 1 entries. Θ(n·length) ordinal operations, O(n) memory.
// Throws DomainError for a pile of 0 or a length beyond the row.
std::vector<TriplePoint> triple_points_of_length(std::span<const Ordinal> row, std::size_t length,
                                                 SweepOptions options = {});

// L and R of the whole row.
TriplePoint triple_point(std::span<const Ordinal> row, SweepOptions options = {});

// The winning target sizes of one player's pile as maximal disjoint intervals
// [from, below), increasing; empty when that player loses moving first.
struct Interval {
  Ordinal from;
  Ordinal below;
  friend bool operator==(const Interval&, const Interval&) = default;
};
using TargetSet = std::vector<Interval>;

// True when `target` lies in one of the intervals.
bool contains(const TargetSet& targets, const Ordinal& target);

struct Analysis {
  std::size_t piles = 0;
  Outcome outcome = Outcome::kP;
  TriplePoint whole;      // L(p), R(p)
  TargetSet left_moves;   // targets for the first pile when Left moves first
  TargetSet right_moves;  // targets for the last pile when Right moves first
  // The sub-rows the answer was read from (meaningful for n ≥ 2): p = α x β.
  TriplePoint inner;         // L(x), R(x)
  Ordinal left_of_x_beta;    // L(xβ)
  Ordinal right_of_alpha_x;  // R(αx)
};

// Everything about a row: outcome, triple point, winning moves. Rows of 0 and 1 piles
// included. Θ(n²) ordinal operations, O(n) memory.
Analysis analyze(std::span<const Ordinal> row, SweepOptions options = {});

// The same from the triple points of the three sub-rows of n − 2 piles (starts 0, 1, 2), for
// callers that already have them; n = row.size() ≥ 2.
Analysis analyze_from_sub_rows(std::span<const Ordinal> row, std::span<const TriplePoint> shorter_by_two);

// Every contiguous sub-row in the order of the paper's table: by length, then by start.
// `first` is the 0-based index of its first pile. Θ(n²) ordinal operations; O(n) memory
// besides what the visitor keeps.
using SubRowVisitor = std::function<void(std::size_t first, std::size_t length, const TriplePoint& point)>;
void for_each_sub_row(std::span<const Ordinal> row, const SubRowVisitor& visit);

// The outcome classes of α x β for α, β = 1..size: entry [(β−1)·size + (α−1)].
std::vector<Outcome> outcome_grid(std::span<const Ordinal> x, std::size_t size);

// A row written as piles separated by '|', ',' or whitespace (the list grammar of every row,
// cgt/ordinal_list.hpp); each pile an ordinal ≥ 1 in the syntax of parse_ordinal
// (docs/ordinals.md). Blank text is the empty row. Throws ParseError (subject "pile k", column
// in the whole text) for malformed text, DomainError for a pile of 0.
Row parse_row(std::string_view text);

// "5 | 2 | 3" (canonical ordinals).
std::string format_row(std::span<const Ordinal> row);

}  // namespace cgt::end_nim
