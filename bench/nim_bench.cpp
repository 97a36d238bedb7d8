// Transfinite Nim at scale (issue 4 target, median on the project machine): value and every
// winning move of 10^6 heaps below ω^3, parsing the text included — ≤ 1 s.

#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "cgt/nim.hpp"
#include "cgt/ordinal_list.hpp"

namespace {

constexpr std::size_t kHeaps = 1'000'000;

std::string heaps_below_omega_cubed(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::string text;
  for (std::size_t i = 0; i < kHeaps; ++i) {
    std::uint64_t a = rng() % 1000;
    std::uint64_t b = rng() % 1000;
    std::uint64_t c = rng() % 1'000'000;
    std::string heap;
    auto add_term = [&heap](const char* power, std::uint64_t coefficient) {
      heap.append(heap.empty() ? "" : "+").append(power).append(std::to_string(coefficient));
    };
    if (a != 0) {
      add_term("w^2*", a);
    }
    if (b != 0) {
      add_term("w*", b);
    }
    if (c != 0 || heap.empty()) {
      add_term("", c);
    }
    text.append(heap).append(i + 1 < kHeaps ? ", " : "");
  }
  return text;
}

void BM_NimParseValueMoves(benchmark::State& state) {
  std::string text = heaps_below_omega_cubed(1);
  std::size_t moves = 0;
  for (auto _ : state) {
    auto heaps = cgt::parse_ordinal_list(text, "heap");
    auto analysis = cgt::analyze_nim(heaps);
    moves = analysis.moves.size();
    benchmark::DoNotOptimize(analysis.moves.data());
  }
  state.counters["moves"] = static_cast<double>(moves);
}
BENCHMARK(BM_NimParseValueMoves)->Unit(benchmark::kMillisecond);

void BM_NimParseOnly(benchmark::State& state) {
  std::string text = heaps_below_omega_cubed(1);
  for (auto _ : state) {
    auto heaps = cgt::parse_ordinal_list(text, "heap");
    benchmark::DoNotOptimize(heaps.data());
  }
}
BENCHMARK(BM_NimParseOnly)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
