// LR-ending benchmarks (issue 8): the value sequence of a subtraction game up to n = 10^6
// with period detection (target ≤ 2 s), and Even Nim with 10^5 piles (target ≤ 0.5 s); sums
// and simplified sums of family positions from a fresh context (issue 33: one sum walk).

#include <benchmark/benchmark.h>

#include <memory>
#include <random>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
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

cgt::ending::Position position(const char* text) {
  return cgt::ending::build_position(cgt::ending::parse_expression(text));
}

// `sum` of positions built untimed, in a fresh context each time (no cached sum is found).
template <typename Sum>
void time_in_fresh_context(benchmark::State& state, Sum sum) {
  for (auto _ : state) {
    state.PauseTiming();
    auto context = std::make_unique<cgt::Context>();
    {
      cgt::ContextScope scope(*context);
      const cgt::ending::Position x = position("X_5");
      const cgt::ending::Position y = position("X_6");
      const cgt::ending::Position z = position("X_4");
      const cgt::ending::Position big[3] = {position("X_30"), position("X_31"), position("X_29")};
      state.ResumeTiming();
      benchmark::DoNotOptimize(sum(x, y, z, big).birthday());
      state.PauseTiming();
    }
    context.reset();
    state.ResumeTiming();
  }
}

// ✠_30 + ✠_31 + ✠_29 (Definition 2.4): 12,000 positions.
void BM_EndingSum(benchmark::State& state) {
  time_in_fresh_context(state, [](auto, auto, auto, const auto* big) { return big[0] + big[1] + big[2]; });
}
BENCHMARK(BM_EndingSum)->Unit(benchmark::kMillisecond);

// simplify((✠_5 + ✠_6) + ✠_4) on simplified forms, each partial sum simplified.
void BM_EndingSimplifiedSum(benchmark::State& state) {
  time_in_fresh_context(state, [](auto x, auto y, auto z, const auto*) {
    return cgt::ending::add_simplified(cgt::ending::add_simplified(x, y), z);
  });
}
BENCHMARK(BM_EndingSimplifiedSum)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
