// Partial Nim at scale: 10^6 random piles of all three colours with sizes below 10^18 —
// the exact outcome and one winning move for each player who wins moving first.

#include <benchmark/benchmark.h>

#include <random>

#include "cgt/partial_nim.hpp"

namespace {

using cgt::partial_nim::Color;
using cgt::partial_nim::Pile;

std::vector<Pile> random_piles(std::size_t count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Pile> piles;
  piles.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    piles.push_back(
        {static_cast<Color>(rng() % 3), cgt::Integer::from_unsigned(1 + rng() % 1'000'000'000'000'000'000ULL)});
  }
  return piles;
}

void BM_OutcomeAndMoves(benchmark::State& state) {
  auto piles = random_piles(static_cast<std::size_t>(state.range(0)), 42 + static_cast<std::uint64_t>(state.range(1)));
  for (auto _ : state) {
    auto analysis = cgt::partial_nim::analyze(piles);
    benchmark::DoNotOptimize(analysis);
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
// Several seeds: the cost of finding a move depends on where the first winning one is.
BENCHMARK(BM_OutcomeAndMoves)
    ->Args({1'000'000, 0})
    ->Args({1'000'000, 1})
    ->Args({1'000'000, 2})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
