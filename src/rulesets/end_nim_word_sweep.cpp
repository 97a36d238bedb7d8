// The machine-word path of the all-sub-rows recursion: int64 arrays, cache tiles, two threads.
//
// Index the work by (step s, entry i): entry i at step s is the triple point of p[i..i+s−1] and
// reads entries i and i + 1 of step s − 1. The cells of one step are independent (that is the
// "diagonal" of the paper's table), so the inner loop runs along i and vectorises.
//
// A plain step-by-step sweep streams 6 arrays of n words per step: for n = 10^5 that is memory
// bound. Instead the steps are grouped in bands, and inside a band the entries
// are cut into parallelogram tiles (1024 entries) wide that lean left by one entry per step: a tile
// only reads its own cells and the cells of the tile on its left from the same band, so tiles
// run left to right, each one band (256 steps) deep while its few kilobytes stay in L1.
//
// Two threads split a band at an entry m. The right part [m, ·) never reads the left part. The
// left part is computed as a trapezoid [0, m − t) at step t, which never reads the right part
// either; what remains is a triangle [m − t, m) that needs entry m at each step of the band.
// The right thread records that column, both threads meet at a barrier, the left thread fills
// the triangle (256²/2 cells, a sliver of the band), and they meet again.

#include <algorithm>
#include <barrier>
#include <cstdint>
#include <span>
#include <thread>
#include <vector>

#include "rulesets/end_nim_sweep.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(__SANITIZE_ADDRESS__)
#define CGT_VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define CGT_VECTOR_CLONES
#endif

namespace cgt::end_nim::detail {

namespace {

// One step on `count` consecutive entries, in place. `alpha` is p[i] (the pile prepended for
// R), `beta` is p[i + s − 1] (the pile appended for L), both offset to the first entry.
CGT_VECTOR_CLONES
void step_run(std::int64_t* __restrict left, std::int64_t* __restrict right, const std::int64_t* __restrict alpha,
              const std::int64_t* __restrict beta, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    const std::int64_t a = alpha[i];
    const std::int64_t left_of_rest = left[i + 1];
    const std::int64_t right_of_rest = right[i + 1];
    const std::int64_t b = beta[i];
    const std::int64_t left_of_init = left[i];
    const std::int64_t right_of_init = right[i];
    right[i] = a > left_of_rest ? right_of_rest + (a - left_of_rest) : 0;
    left[i] = b > right_of_init ? left_of_init + (b - right_of_init) : 0;
  }
}

struct Arrays {
  const std::int64_t* piles;
  std::int64_t* left;
  std::int64_t* right;
  std::size_t tile_width;
};

// Step `step` on entries [first, last).
inline void run(const Arrays& a, std::size_t step, std::size_t first, std::size_t last) {
  if (first < last) {
    step_run(a.left + first, a.right + first, a.piles + first, a.piles + first + step - 1, last - first);
  }
}

// Steps base+1 .. base+steps on the trapezoid [low, high − t) at local step t, by leaning
// tiles. When `column_left` is given, records entry `low` after local steps 0 .. steps−1.
void trapezoid(const Arrays& a, std::size_t base, std::size_t steps, std::size_t low, std::size_t high,
               std::int64_t* column_left, std::int64_t* column_right) {
  if (column_left != nullptr) {
    column_left[0] = a.left[low];
    column_right[0] = a.right[low];
  }
  for (std::size_t tile = low;; tile += a.tile_width) {
    const bool last_tile = tile + a.tile_width >= high;
    for (std::size_t t = 1; t <= steps; ++t) {
      const std::size_t edge = high - t;
      const std::size_t first = std::min(std::max(tile, low + t) - t, edge);
      const std::size_t last = last_tile ? edge : std::min(tile + a.tile_width - t, edge);
      run(a, base + t, first, last);
      if (column_left != nullptr && tile == low && t < steps) {
        column_left[t] = a.left[low];
        column_right[t] = a.right[low];
      }
    }
    if (last_tile) {
      return;
    }
  }
}

// The triangle [m − t, m) at local step t, reading entry m of the previous step from the
// recorded column.
void triangle(const Arrays& a, std::size_t base, std::size_t steps, std::size_t m, const std::int64_t* column_left,
              const std::int64_t* column_right) {
  for (std::size_t t = 1; t <= steps; ++t) {
    const std::size_t step = base + t;
    run(a, step, m - t, m - 1);
    const std::size_t i = m - 1;
    const std::int64_t alpha = a.piles[i];
    const std::int64_t beta = a.piles[i + step - 1];
    const std::int64_t left_of_init = a.left[i];
    const std::int64_t right_of_init = a.right[i];
    a.right[i] = alpha > column_left[t - 1] ? column_right[t - 1] + (alpha - column_left[t - 1]) : 0;
    a.left[i] = beta > right_of_init ? left_of_init + (beta - right_of_init) : 0;
  }
}

struct Band {
  std::size_t base;  // steps base+1 .. base+steps
  std::size_t steps;
  std::size_t valid;  // entries [0, valid) exist at step base
  std::size_t split;  // 0: one thread
};

std::vector<Band> plan(std::size_t n, std::size_t length, unsigned threads, const WordSweepTuning& tuning) {
  std::vector<Band> bands;
  for (std::size_t base = 0; base < length; base += tuning.band_steps) {
    Band band{base, std::min(tuning.band_steps, length - base), n - base + 1, 0};
    if (threads > 1 && band.valid >= tuning.parallel_minimum) {
      // Left: m·steps cells (trapezoid + triangle); right: (valid − m)·steps − steps²/2.
      band.split = (band.valid - band.steps / 2) / 2;
    }
    bands.push_back(band);
  }
  return bands;
}

}  // namespace

void sweep_machine_words(std::span<const std::int64_t> piles, std::size_t length, std::span<std::int64_t> left,
                         std::span<std::int64_t> right, unsigned threads, WordSweepTuning tuning) {
  // The triangle needs the split at least a band deep and the right part wider than a band;
  // the recorded column needs the first tile wider than a band.
  tuning.band_steps = std::max<std::size_t>(tuning.band_steps, 1);
  tuning.tile_width = std::max(tuning.tile_width, tuning.band_steps);
  tuning.parallel_minimum = std::max(tuning.parallel_minimum, 4 * tuning.band_steps);
  const std::size_t n = piles.size();
  std::fill(left.begin(), left.end(), 0);
  std::fill(right.begin(), right.end(), 0);
  const Arrays arrays{piles.data(), left.data(), right.data(), tuning.tile_width};
  const std::vector<Band> bands = plan(n, length, threads, tuning);
  const std::size_t parallel_bands =
      static_cast<std::size_t>(std::count_if(bands.begin(), bands.end(), [](const Band& b) { return b.split != 0; }));

  std::vector<std::int64_t> column_left(tuning.band_steps);
  std::vector<std::int64_t> column_right(tuning.band_steps);
  std::size_t next = 0;
  if (parallel_bands > 0) {
    // The parallel bands come first (the rows only get shorter).
    std::barrier meeting(2);
    std::thread helper([&] {
      for (std::size_t b = 0; b < parallel_bands; ++b) {
        const Band& band = bands[b];
        trapezoid(arrays, band.base, band.steps, band.split, band.valid, column_left.data(), column_right.data());
        meeting.arrive_and_wait();  // both trapezoids done
        meeting.arrive_and_wait();  // triangle done
      }
    });
    for (; next < parallel_bands; ++next) {
      const Band& band = bands[next];
      trapezoid(arrays, band.base, band.steps, 0, band.split, nullptr, nullptr);
      meeting.arrive_and_wait();
      triangle(arrays, band.base, band.steps, band.split, column_left.data(), column_right.data());
      meeting.arrive_and_wait();
    }
    helper.join();
  }
  for (; next < bands.size(); ++next) {
    const Band& band = bands[next];
    trapezoid(arrays, band.base, band.steps, 0, band.valid, nullptr, nullptr);
  }
}

}  // namespace cgt::end_nim::detail
