// LR-ending benchmarks (issue 8): the value sequence of a subtraction game up to n = 10^6
// with period detection (target ≤ 2 s), and Even Nim with 10^5 piles (target ≤ 0.5 s).

#include <benchmark/benchmark.h>

#include <random>

#include "cgt/even_nim.hpp"
#include "cgt/lr_subtraction.hpp"

namespace {

const std::vector<std::vector<std::uint64_t>> kSets{{2, 5}, {2, 10, 19}, {2, 6, 9, 11, 14}};

// Every value 0..10^6 computed from its options (hash-consed and simplified), then the period
// found by scanning the windows of the whole sequence.
void BM_SubtractionSequenceDirect(benchmark::State& state) {
  const auto& set = kSets[static_cast<std::size_t>(state.range(0))];
  for (auto _ : state) {
    cgt::lr_subtraction::SubtractionGame game(set);
    benchmark::DoNotOptimize(game.values_up_to(1'000'000).back());
    const auto period = game.find_period(1'000'000);
    if (!period) state.SkipWithError("no period");
    benchmark::DoNotOptimize(period);
  }
  state.SetLabel("S = {" + std::to_string(set.front()) + ".." + std::to_string(set.back()) + "}, n = 10^6");
}
BENCHMARK(BM_SubtractionSequenceDirect)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

// The same sequence when the period is detected first and the rest filled by periodicity.
void BM_SubtractionSequencePeriodFirst(benchmark::State& state) {
  const auto& set = kSets[static_cast<std::size_t>(state.range(0))];
  for (auto _ : state) {
    cgt::lr_subtraction::SubtractionGame game(set);
    const auto period = game.find_period(1'000'000);
    benchmark::DoNotOptimize(game.values_up_to(1'000'000).back());
    benchmark::DoNotOptimize(period);
  }
}
BENCHMARK(BM_SubtractionSequencePeriodFirst)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

// Even Nim: outcome (Theorem 4.1 / 3.6) and every winning move for 10^5 untouched piles.
void BM_EvenNim(benchmark::State& state) {
  std::mt19937_64 rng(8);
  std::vector<cgt::even_nim::Pile> piles(100'000);
  for (auto& p : piles) p = {2 * (1 + rng() % 500'000'000), false};
  for (auto _ : state) {
    benchmark::DoNotOptimize(cgt::even_nim::outcome(piles));
    benchmark::DoNotOptimize(cgt::even_nim::winning_moves(piles).moves.size());
  }
  state.SetLabel("10^5 piles");
}
BENCHMARK(BM_EvenNim)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
