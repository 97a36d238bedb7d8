#pragma once
// The all-sub-rows recursion of Proposition 14, run diagonal by diagonal (sub-rows of length
// 1, 2, …) in place over arrays indexed by the start of the sub-row, so memory stays O(n).
//
// Step ℓ turns the triple points of the sub-rows of length ℓ − 1 into those of length ℓ:
//   R(p[i..i+ℓ−1]) from p[i] and the triple point of p[i+1..i+ℓ−1]  (entry i + 1),
//   L(p[i..i+ℓ−1]) from p[i+ℓ−1] and the triple point of p[i..i+ℓ−2] (entry i),
// so entry i only reads entries i and i + 1 of the previous diagonal: increasing i can
// overwrite in place.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "cgt/end_nim.hpp"

namespace cgt::end_nim::detail {

// Budget (docs/end-nim.md). A sweep to sub-rows of `length` piles computes n + (n − 1) + … +
// (n − length + 1) cells, each one application of Proposition 14, known before it starts: a row
// too long for the work limit is refused at once, and the cells are charged as they are done, so
// Ctrl-C stops a sweep within a band. A step of work is some 50 ns (docs/developing.md): a cell
// cost 0.46 ns of CPU in the machine-word kernel, 11 ns in fixed-width coefficients and 355 ns as
// general ordinals on the project's loaded machine (rows of 2·10^5, 2·10^4 and 3000 piles), so the
// default 200 000 000 steps are 8–9 s of CPU there (rows of up to 200 000 finite piles).
inline constexpr std::uint64_t kWordCellsPerStep = 100;
inline constexpr std::uint64_t kPolynomialCellsPerStep = 4;
inline constexpr std::uint64_t kGeneralStepsPerCell = 8;

inline std::uint64_t cell_count(std::size_t n, std::size_t length) {
  const auto l = static_cast<std::uint64_t>(length);
  return l * (static_cast<std::uint64_t>(n) + 1) - l * (l + 1) / 2;
}

// Machine words: every pile finite and the sum of the piles below 2^63. L and R of any sub-row
// never exceed the sum of its piles (R(αx) ≤ R(x) + α by Proposition 14), so nothing wraps.
// On return left[i], right[i] (i ≤ n − length) are L and R of piles[i .. i+length−1];
// `left` and `right` have n + 1 entries. `threads` is 1 or 2.
//
// The tuning is a parameter so tests can drive every tile and band boundary on short rows.
struct WordSweepTuning {
  std::size_t band_steps = 256;    // steps per band (tile depth)
  std::size_t tile_width = 1024;   // entries per tile; kept ≥ band_steps
  std::size_t chunk_width = 8192;  // entries per chunk shared out between threads; ≥ 2·band_steps
};
// `after_band` (when given) is called on the calling thread after each band with the number of
// cells it computed: the caller charges its budget there, and an exception it throws (a
// BudgetError, a cancellation) ends the sweep — the other thread stops at its next band — and
// leaves this function.
using BandHook = std::function<void(std::uint64_t cells)>;
void sweep_machine_words(std::span<const std::int64_t> piles, std::size_t length, std::span<std::int64_t> left,
                         std::span<std::int64_t> right, unsigned threads, WordSweepTuning tuning = {},
                         const BandHook& after_band = {});

// Returns the piles as machine words when the machine-word path applies, else an empty vector.
std::vector<std::int64_t> as_machine_words(std::span<const Ordinal> row);

// Fixed-width Cantor normal form: every pile below ω^8 and the sum of all coefficients of all
// piles below 2^63 (each coefficient of L or R is at most the sum of that coefficient over the
// piles, by the same bound with natural sums). Returns false when it does not apply.
// `after_step` as `after_band`, after each step (diagonal).
bool sweep_polynomial(std::span<const Ordinal> row, std::size_t length, std::vector<TriplePoint>& out,
                      const BandHook& after_step = {});

// General ordinals (cgt::Ordinal), one step at a time; `points` has n + 1 entries and holds
// the diagonal `length − 1` on entry, `length` on return.
void general_step(std::span<const Ordinal> row, std::size_t length, std::span<TriplePoint> points);

}  // namespace cgt::end_nim::detail
