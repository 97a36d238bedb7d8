// Ordinal arithmetic: mixed additions and comparisons, on finite ordinals below 2^62 (the
// machine-word path, which must not allocate) and on five-term ordinals below ω^ω.

#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <random>
#include <vector>

#include "cgt/ordinal.hpp"

namespace {
std::atomic<std::uint64_t> allocations{0};
}  // namespace

// Count every heap allocation made by the process, so the benchmark can report them. These
// replace the global operators, so GCC's pairing check does not apply.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) {  // NOLINT(cppcoreguidelines-no-malloc)
    return p;
  }
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}  // NOLINT(cppcoreguidelines-no-malloc)
void operator delete(void* p, std::size_t /*size*/) noexcept {
  std::free(p);
}  // NOLINT(cppcoreguidelines-no-malloc)

namespace {

using cgt::Ordinal;

constexpr std::size_t kPool = 4096;  // power of two

std::vector<Ordinal> finite_pool() {
  std::mt19937_64 rng(1);
  std::vector<Ordinal> pool;
  for (std::size_t i = 0; i < kPool; ++i) {
    pool.emplace_back(rng() >> 2);  // below 2^62: every sum of two stays below 2^63
  }
  return pool;
}

std::vector<Ordinal> five_term_pool() {
  std::mt19937_64 rng(2);
  std::vector<Ordinal> pool;
  for (std::size_t i = 0; i < kPool; ++i) {
    std::vector<Ordinal::Term> terms;
    std::uint64_t top = 4 + rng() % 8;
    for (std::uint64_t e = top; terms.size() < 5; --e) {  // exponents top > … > top-4 ≥ 0
      terms.push_back({Ordinal(e), cgt::Integer(static_cast<std::int64_t>(1 + rng() % 1000))});
    }
    pool.push_back(Ordinal::from_terms(std::move(terms)));
  }
  return pool;
}

// One benchmark iteration = `pairs` additions and `pairs` comparisons; `allocations` is the
// number of heap allocations made inside the timed loop.
void run_mixed(benchmark::State& state, const std::vector<Ordinal>& pool, std::size_t pairs) {
  std::uint64_t counted = 0;
  for (auto _ : state) {
    const std::uint64_t before = allocations.load();
    std::uint64_t less = 0;
    for (std::size_t i = 0; i < pairs; ++i) {
      const Ordinal& a = pool[i & (kPool - 1)];
      const Ordinal& b = pool[(i * 7 + 3) & (kPool - 1)];
      const Ordinal& c = pool[(i * 13 + 5) & (kPool - 1)];
      Ordinal sum = a + b;
      less += static_cast<std::uint64_t>(sum < c);
      benchmark::DoNotOptimize(sum);
    }
    benchmark::DoNotOptimize(less);
    counted += allocations.load() - before;
  }
  state.counters["allocations"] = static_cast<double>(counted) / static_cast<double>(state.iterations());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs * 2));
}

void BM_FiniteAddCompare(benchmark::State& state) {
  static const std::vector<Ordinal> pool = finite_pool();
  run_mixed(state, pool, 50'000'000);  // 10^8 operations
}
BENCHMARK(BM_FiniteAddCompare)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_FiveTermAddCompare(benchmark::State& state) {
  static const std::vector<Ordinal> pool = five_term_pool();
  run_mixed(state, pool, 5'000'000);  // 10^7 operations
}
BENCHMARK(BM_FiveTermAddCompare)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
