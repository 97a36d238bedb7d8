// Welter's game at scale (issue 4 targets, medians on the project machine):
//   value of 10^6 random finite coins below 2^40            ≤ 1 s
//   all winning moves of 10^6 coins                          ≤ 2 s
// plus the same position read from text and analysed as ordinals (what `cgt welter -` does),
// and a transfinite position of 10^6 coins below ω^3.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <string>

#include "cgt/ordinal_list.hpp"
#include "cgt/welter.hpp"

namespace {

constexpr std::size_t kCoins = 1'000'000;

std::vector<std::uint64_t> distinct_coins(std::size_t n, int bits, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::uint64_t> coins;
  while (coins.size() < n) {
    while (coins.size() < n) {
      coins.push_back(rng() >> (64 - bits));
    }
    std::sort(coins.begin(), coins.end());
    coins.erase(std::unique(coins.begin(), coins.end()), coins.end());
  }
  std::shuffle(coins.begin(), coins.end(), rng);
  return coins;
}

void BM_WelterValue(benchmark::State& state) {
  auto coins = distinct_coins(kCoins, 40, 1);
  for (auto _ : state) {
    benchmark::DoNotOptimize(cgt::welter_value(coins));
  }
}
BENCHMARK(BM_WelterValue)->Unit(benchmark::kMillisecond);

void BM_WelterWinningMoves(benchmark::State& state) {
  auto coins = distinct_coins(kCoins, 40, 2);
  std::size_t moves = 0;
  for (auto _ : state) {
    auto found = cgt::welter_winning_moves(coins);
    moves = found.size();
    benchmark::DoNotOptimize(found.data());
  }
  state.counters["moves"] = static_cast<double>(moves);
}
BENCHMARK(BM_WelterWinningMoves)->Unit(benchmark::kMillisecond);

void BM_WelterTextFinite(benchmark::State& state) {
  auto coins = distinct_coins(kCoins, 40, 3);
  std::string text;
  for (std::uint64_t c : coins) {
    text += std::to_string(c) + ", ";
  }
  text.resize(text.size() - 2);
  for (auto _ : state) {
    auto squares = cgt::parse_ordinal_list(text, "coin");
    auto analysis = cgt::analyze_welter(squares);
    benchmark::DoNotOptimize(analysis.moves.data());
  }
}
BENCHMARK(BM_WelterTextFinite)->Unit(benchmark::kMillisecond);

void BM_WelterTextBelowOmegaCubed(benchmark::State& state) {
  std::mt19937_64 rng(4);
  std::string text;
  for (std::size_t i = 0; i < kCoins; ++i) {
    // Distinct: the finite part is i; λ = ω·a + b with small a, b.
    text += "w^2*" + std::to_string(1 + rng() % 1000) + "+w*" + std::to_string(1 + rng() % 1000) + "+" +
            std::to_string(i) + (i + 1 < kCoins ? ", " : "");
  }
  std::size_t moves = 0;
  for (auto _ : state) {
    auto squares = cgt::parse_ordinal_list(text, "coin");
    auto analysis = cgt::analyze_welter(squares);
    moves = analysis.moves.size();
    benchmark::DoNotOptimize(analysis.moves.data());
  }
  state.counters["moves"] = static_cast<double>(moves);
}
BENCHMARK(BM_WelterTextBelowOmegaCubed)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
