// Benchmarks of issue 7 (targets: chain of 10^6 nimbers <= 0.5 s; Not High Element with
// N = 10^6 <= 0.5 s; Dawson's Kayles Grundy sequence to 10^5 heaps <= 10 s).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "cgt/impartial_chain.hpp"
#include "cgt/not_high_element.hpp"
#include "cgt/octal_game.hpp"

namespace {

void random_chain(std::size_t k, std::vector<cgt::Integer>& nimbers, std::vector<cgt::Integer>& substitutes) {
  std::mt19937_64 rng(1006);
  nimbers.clear();
  substitutes.clear();
  for (std::size_t i = 0; i < k; ++i) {
    nimbers.emplace_back(static_cast<std::int64_t>(rng() % 1000));
    if (i > 0) {
      substitutes.emplace_back(static_cast<std::int64_t>(rng() % 1000));
    }
  }
}

void BM_ChainGrundy(benchmark::State& state) {
  std::vector<cgt::Integer> nimbers;
  std::vector<cgt::Integer> substitutes;
  random_chain(static_cast<std::size_t>(state.range(0)), nimbers, substitutes);
  for (auto _ : state) {
    benchmark::DoNotOptimize(cgt::chain_grundy(nimbers, substitutes));
  }
}
BENCHMARK(BM_ChainGrundy)->Arg(1000000)->Unit(benchmark::kMillisecond);

// The whole of `cgt chain`: Theorem 3.10, every prefix value, and the variation set.
void BM_ChainGrundyAndVariation(benchmark::State& state) {
  std::vector<cgt::Integer> nimbers;
  std::vector<cgt::Integer> substitutes;
  random_chain(static_cast<std::size_t>(state.range(0)), nimbers, substitutes);
  for (auto _ : state) {
    benchmark::DoNotOptimize(cgt::chain_grundy(nimbers, substitutes));
    benchmark::DoNotOptimize(cgt::chain_variation(nimbers, substitutes));
  }
}
BENCHMARK(BM_ChainGrundyAndVariation)->Arg(1000000)->Unit(benchmark::kMillisecond);

std::vector<std::uint32_t> random_permutation(std::size_t n) {
  std::vector<std::uint32_t> row(n);
  std::iota(row.begin(), row.end(), 1U);
  std::mt19937_64 rng(1007);
  std::shuffle(row.begin(), row.end(), rng);
  return row;
}

void BM_NotHighElement(benchmark::State& state) {
  std::vector<std::uint32_t> row = random_permutation(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    benchmark::DoNotOptimize(cgt::analyze_not_high_element(row));
  }
}
BENCHMARK(BM_NotHighElement)->Arg(1000000)->Unit(benchmark::kMillisecond);

// Including what `cgt nhe` prints: the exact decimal string of the longest play (~3*10^5 digits).
void BM_NotHighElementWithDecimal(benchmark::State& state) {
  std::vector<std::uint32_t> row = random_permutation(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    cgt::NotHighElementAnalysis analysis = cgt::analyze_not_high_element(row);
    benchmark::DoNotOptimize(analysis.max_moves.to_string());
  }
}
BENCHMARK(BM_NotHighElementWithDecimal)->Arg(1000000)->Unit(benchmark::kMillisecond);

// Every value by mex, no shortcut: the raw Grundy-sequence engine.
void BM_DawsonsKaylesByMex(benchmark::State& state) {
  cgt::OctalGame game = cgt::OctalGame::parse("0.07");
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        cgt::octal_grundy_sequence(game, static_cast<std::size_t>(state.range(0)), {.extend_by_period = false}));
  }
}
BENCHMARK(BM_DawsonsKaylesByMex)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

// What `cgt octal` does: mex until the periodicity theorem certifies the period, then extend.
void BM_DawsonsKaylesCertifiedPeriod(benchmark::State& state) {
  cgt::OctalGame game = cgt::OctalGame::parse("0.07");
  for (auto _ : state) {
    benchmark::DoNotOptimize(cgt::octal_grundy_sequence(game, static_cast<std::size_t>(state.range(0))));
  }
}
BENCHMARK(BM_DawsonsKaylesCertifiedPeriod)->Arg(100000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
