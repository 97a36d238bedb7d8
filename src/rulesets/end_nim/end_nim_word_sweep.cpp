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
// For two threads a band is cut into chunks at entries m_1 < m_2 < …. A chunk [m_k, m_{k+1}) is
// computed as a trapezoid [m_k, m_{k+1} − t) at step t, which reads nothing outside it, so the
// chunks are independent; each records its first entry at every step of the band (a column).
// What remains at each cut is a triangle [m − t, m) that needs entry m at each step: the
// threads meet at a barrier, fill the triangles from the recorded columns (256²/2 cells each,
// a sliver of the band), and meet again.

#include <algorithm>
#include <atomic>
#include <barrier>
#include <cstdint>
#include <span>
#include <thread>
#include <vector>

#include "rulesets/end_nim/end_nim_sweep.hpp"

// The inner loop is compiled for AVX-512, AVX2 and plain x86-64 and picked at load time (the
// build has no -march). Not under sanitizers: their runtimes start after the ifunc resolvers.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(__SANITIZE_ADDRESS__) && \
    !defined(__SANITIZE_THREAD__)
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
  std::size_t valid;   // entries [0, valid) exist at step base
  std::size_t chunks;  // 1: the main thread alone
  // Chunk k covers [bound(k), bound(k+1)) at the start of the band.
  [[nodiscard]] std::size_t bound(std::size_t k) const { return k == chunks ? valid : k * (valid / chunks); }
};

constexpr std::size_t kMaxChunks = 64;

std::vector<Band> plan(std::size_t n, std::size_t length, unsigned threads, const WordSweepTuning& tuning) {
  std::vector<Band> bands;
  for (std::size_t base = 0; base < length; base += tuning.band_steps) {
    Band band{base, std::min(tuning.band_steps, length - base), n - base + 1, 1};
    if (threads > 1 && band.valid >= 2 * tuning.chunk_width) {
      // Every chunk at least chunk_width ≥ 2·steps wide, so each trapezoid and triangle fits.
      band.chunks = std::min(band.valid / tuning.chunk_width, kMaxChunks);
    }
    bands.push_back(band);
  }
  return bands;
}

// Both threads run this over the parallel bands: claim chunks, meet, claim triangles, meet.
// Claiming (rather than fixed halves) lets a thread that got more of the CPU do more of the
// work when the machine is shared.
//
// The calling thread (`main`) also runs the caller's hook after each band. When the hook throws
// (the budget is spent, Ctrl-C), it raises `stop` and leaves the barrier for good
// (arrive_and_drop), so the helper finishes at most the band it is in alone and returns.
struct ParallelBands {
  const Arrays& arrays;
  std::span<const Band> bands;
  std::span<std::atomic<std::size_t>> claims;  // two per band
  std::span<std::int64_t> column_left;         // kMaxChunks columns of band_steps entries
  std::span<std::int64_t> column_right;
  std::size_t band_steps;
  std::barrier<>& meeting;
  std::atomic<bool>& stop;
  const BandHook* after_band;  // null on the helper

  void operator()() const {
    for (std::size_t b = 0; b < bands.size(); ++b) {
      if (stop.load(std::memory_order_acquire)) {
        return;
      }
      if (after_band != nullptr && b > 0) {
        const Band& done = bands[b - 1];
        try {
          (*after_band)(done.steps * done.valid);
        } catch (...) {
          stop.store(true, std::memory_order_release);
          meeting.arrive_and_drop();
          throw;
        }
      }
      const Band& band = bands[b];
      for (std::size_t k; (k = claims[2 * b].fetch_add(1)) < band.chunks;) {
        std::int64_t* left = k == 0 ? nullptr : column_left.data() + k * band_steps;
        std::int64_t* right = k == 0 ? nullptr : column_right.data() + k * band_steps;
        trapezoid(arrays, band.base, band.steps, band.bound(k), band.bound(k + 1), left, right);
      }
      meeting.arrive_and_wait();
      if (stop.load(std::memory_order_acquire)) {
        return;  // the other thread left: the results are not wanted
      }
      for (std::size_t k; (k = claims[2 * b + 1].fetch_add(1) + 1) < band.chunks;) {
        triangle(arrays, band.base, band.steps, band.bound(k), column_left.data() + k * band_steps,
                 column_right.data() + k * band_steps);
      }
      meeting.arrive_and_wait();
    }
    if (after_band != nullptr && !bands.empty()) {
      (*after_band)(bands.back().steps * bands.back().valid);
    }
  }
};

}  // namespace

void sweep_machine_words(std::span<const std::int64_t> piles, std::size_t length, std::span<std::int64_t> left,
                         std::span<std::int64_t> right, unsigned threads, WordSweepTuning tuning,
                         const BandHook& after_band) {
  // A triangle needs its chunk at least a band deep and the chunk on its right wider than a
  // band; a recorded column needs the first tile of its chunk wider than a band.
  tuning.band_steps = std::max<std::size_t>(tuning.band_steps, 1);
  tuning.tile_width = std::max(tuning.tile_width, tuning.band_steps);
  tuning.chunk_width = std::max(tuning.chunk_width, 2 * tuning.band_steps);
  const std::size_t n = piles.size();
  std::fill(left.begin(), left.end(), 0);
  std::fill(right.begin(), right.end(), 0);
  const Arrays arrays{piles.data(), left.data(), right.data(), tuning.tile_width};
  const std::vector<Band> bands = plan(n, length, threads, tuning);
  // The parallel bands come first (the rows only get shorter).
  const auto parallel_bands =
      static_cast<std::size_t>(std::count_if(bands.begin(), bands.end(), [](const Band& b) { return b.chunks > 1; }));

  std::size_t next = 0;
  if (parallel_bands > 0) {
    std::vector<std::atomic<std::size_t>> claims(2 * parallel_bands);
    std::vector<std::int64_t> column_left(kMaxChunks * tuning.band_steps);
    std::vector<std::int64_t> column_right(kMaxChunks * tuning.band_steps);
    std::barrier<> meeting(2);
    std::atomic<bool> stop{false};
    const std::span<const Band> parallel = std::span<const Band>(bands).first(parallel_bands);
    const ParallelBands helper_work{arrays, parallel, claims, column_left, column_right, tuning.band_steps,
                                    meeting, stop, nullptr};
    const ParallelBands main_work{arrays,  parallel, claims, column_left, column_right, tuning.band_steps,
                                  meeting, stop, after_band ? &after_band : nullptr};
    std::thread helper(helper_work);
    try {
      main_work();
    } catch (...) {
      helper.join();
      throw;
    }
    helper.join();
    next = parallel_bands;
  }
  for (; next < bands.size(); ++next) {
    const Band& band = bands[next];
    trapezoid(arrays, band.base, band.steps, 0, band.valid, nullptr, nullptr);
    if (after_band) {
      after_band(band.steps * band.valid);
    }
  }
}

}  // namespace cgt::end_nim::detail
