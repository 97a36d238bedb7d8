// End Nim: full analysis of long rows (the all-sub-rows recursion dominates).
//
//   build/bench/end_nim_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
//
// Targets (issue 3, 2-core machine, medians): n = 100 000 random finite piles below 2^40 in
// ≤ 2 s; n = 3 000 random ordinal piles below ω^3 with coefficients below 100 in ≤ 5 s.

#include <benchmark/benchmark.h>

#include <random>

#include "cgt/end_nim.hpp"

namespace {

using cgt::Integer;
using cgt::Ordinal;
using cgt::end_nim::Engine;
using cgt::end_nim::Row;

Row finite_row(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  Row row;
  row.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    row.emplace_back(1 + rng() % ((std::uint64_t{1} << 40) - 1));
  }
  return row;
}

// Below ω^3, coefficients 1..99, each of the terms ω², ω, 1 present or not.
Row ordinal_row(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  Row row;
  row.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<Ordinal::Term> terms;
    for (std::uint64_t e = 3; e-- > 0;) {
      if (rng() % 4 != 0) {
        terms.push_back({Ordinal(e), Integer(static_cast<std::int64_t>(1 + rng() % 99))});
      }
    }
    if (terms.empty()) {
      terms.push_back({Ordinal(), Integer(1)});
    }
    row.push_back(Ordinal::from_terms(std::move(terms)));
  }
  return row;
}

void run(benchmark::State& state, const Row& row, cgt::end_nim::SweepOptions options) {
  for (auto _ : state) {
    cgt::end_nim::Analysis analysis = cgt::end_nim::analyze(row, options);
    benchmark::DoNotOptimize(analysis);
  }
  const double n = static_cast<double>(row.size());
  state.counters["cells"] = n * (n + 1) / 2;
  state.counters["cells/s"] = benchmark::Counter(n * (n + 1) / 2, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_FiniteFullAnalysis(benchmark::State& state) {
  const Row row = finite_row(static_cast<std::size_t>(state.range(0)), 1);
  run(state, row, {Engine::kAuto, static_cast<unsigned>(state.range(1))});
}
BENCHMARK(BM_FiniteFullAnalysis)
    ->ArgNames({"n", "threads"})
    ->Args({100000, 2})
    ->Args({100000, 1})
    ->Args({10000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

void BM_OrdinalFullAnalysis(benchmark::State& state) {
  const Row row = ordinal_row(static_cast<std::size_t>(state.range(0)), 2);
  run(state, row, {Engine::kAuto, 0});
}
BENCHMARK(BM_OrdinalFullAnalysis)
    ->ArgNames({"n"})
    ->Arg(3000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

// The same rows through general ordinals (cgt::Ordinal arithmetic), for comparison.
void BM_OrdinalFullAnalysisGeneral(benchmark::State& state) {
  const Row row = ordinal_row(static_cast<std::size_t>(state.range(0)), 2);
  run(state, row, {Engine::kGeneral, 1});
}
BENCHMARK(BM_OrdinalFullAnalysisGeneral)
    ->ArgNames({"n"})
    ->Arg(1000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
