// Short partizan game engine workloads W2–W6 of issue 5 (CGSuite's figures in bench/README.md).
// Every timed run starts from an empty store: the store is cleared (untimed) before it, and
// whatever the workload needs as input is rebuilt (untimed) after the clear.

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <iostream>
#include <unordered_set>

#include "cgt/context.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"

namespace {

using cgt::Game;

// All End Nim rows of 1–4 piles of sizes 1..7 (2800 rows), shortest first, lexicographically.
std::vector<std::vector<std::uint64_t>> end_nim_rows() {
  std::vector<std::vector<std::uint64_t>> rows;
  for (std::size_t length = 1; length <= 4; ++length) {
    std::vector<std::uint64_t> row(length, 1);
    for (;;) {
      rows.push_back(row);
      std::size_t i = length;
      while (i > 0 && row[i - 1] == 7) {
        row[i - 1] = 1;
        --i;
      }
      if (i == 0) {
        break;
      }
      ++row[i - 1];
    }
  }
  return rows;
}

// The distinct values of the W2 rows, in order of first appearance.
std::vector<Game> end_nim_values() {
  std::vector<Game> values;
  std::unordered_set<Game> seen;
  for (const auto& row : end_nim_rows()) {
    Game g = cgt::end_nim_game(row);
    if (seen.insert(g).second) {
      values.push_back(g);
    }
  }
  return values;
}

Game switch_sum(int k) {
  Game sum;
  for (int j = 1; j <= k; ++j) {
    sum += cgt::switch_game(cgt::number_game(cgt::Dyadic(j)));
  }
  return sum;
}

void check(bool ok, const char* what) {
  if (!ok) {
    std::cerr << "consistency check failed: " << what << '\n';
    std::exit(1);
  }
}

// The checks of issue 5 that the workloads compute the same thing as CGSuite.
void consistency_checks() {
  cgt::current_context().clear();
  check(cgt::to_string(cgt::end_nim_game({3, 5, 2})) ==
            "{0,*,*2,*3,*4,*5|{0,*,*2,*3,*4,*5||*5,{*5,v*4|0}|0},{*5,{*5,v*4|0}|0}}",
        "End Nim (3,5,2)");
  check(cgt::to_string(cgt::end_nim_game({2, 3})) == "{*3,v*2|0}", "End Nim (2,3)");
  check(cgt::to_string(cgt::end_nim_game({2, 1})) == "^*3", "End Nim (2,1)");
  std::vector<Game> values = end_nim_values();
  check(end_nim_rows().size() == 2800, "2800 rows");
  check(values.size() == 2072, "2072 distinct values");
  for (Game g : values) {
    check(cgt::is_infinitesimal(g), "W2 values are infinitesimal");
  }
  check(cgt::to_string(switch_sum(4)) == "+-{10|8||6|4|||4|2||0|-2}", "switch sum k = 4");
  for (int k = 1; k <= 12; ++k) {
    check(cgt::temperature(switch_sum(k)) == cgt::Dyadic(k), "switch sum temperature k");
  }
}

void BM_W2_EndNimCanonicalForms(benchmark::State& state) {
  const auto rows = end_nim_rows();
  for (auto _ : state) {
    state.PauseTiming();
    cgt::current_context().clear();
    state.ResumeTiming();
    for (const auto& row : rows) {
      benchmark::DoNotOptimize(cgt::end_nim_game(row));
    }
  }
  state.counters["store"] = static_cast<double>(cgt::game_store_size());
}
BENCHMARK(BM_W2_EndNimCanonicalForms)->Unit(benchmark::kMillisecond);

void BM_W3_TemperatureAndMean(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    cgt::current_context().clear();
    std::vector<Game> values = end_nim_values();
    state.ResumeTiming();
    for (Game g : values) {
      benchmark::DoNotOptimize(cgt::temperature(g));
      benchmark::DoNotOptimize(cgt::mean(g));
    }
  }
}
BENCHMARK(BM_W3_TemperatureAndMean)->Unit(benchmark::kMillisecond);

void BM_W4_PairwiseComparisons(benchmark::State& state) {
  std::size_t less_or_equal = 0;
  for (auto _ : state) {
    state.PauseTiming();
    cgt::current_context().clear();
    std::vector<Game> values = end_nim_values();
    values.resize(2000);
    less_or_equal = 0;
    state.ResumeTiming();
    for (Game a : values) {
      for (Game b : values) {
        less_or_equal += cgt::leq(a, b) ? 1 : 0;
        less_or_equal += cgt::leq(b, a) ? 1 : 0;
      }
    }
  }
  state.counters["leq_true"] = static_cast<double>(less_or_equal);
}
BENCHMARK(BM_W4_PairwiseComparisons)->Unit(benchmark::kMillisecond);

void BM_W5_SwitchSumBuild(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    cgt::current_context().clear();
    state.ResumeTiming();
    benchmark::DoNotOptimize(switch_sum(12));
  }
}
BENCHMARK(BM_W5_SwitchSumBuild)->Unit(benchmark::kMillisecond);

void BM_W5_SwitchSumTemperature(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    cgt::current_context().clear();
    Game sum = switch_sum(12);
    state.ResumeTiming();
    benchmark::DoNotOptimize(cgt::temperature(sum));
  }
}
BENCHMARK(BM_W5_SwitchSumTemperature)->Unit(benchmark::kMillisecond);

void BM_W6_AtomicWeights(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    cgt::current_context().clear();
    std::vector<Game> values = end_nim_values();
    state.ResumeTiming();
    for (Game g : values) {
      benchmark::DoNotOptimize(cgt::atomic_weight(g));
    }
  }
}
BENCHMARK(BM_W6_AtomicWeights)->Unit(benchmark::kMillisecond);

// Printing: the canonical form of ±1 + ±2 + … + ±24 is a text of 32 MB (issue 13: printing in
// time and memory proportional to the text).
void BM_PrintSwitchSum24(benchmark::State& state) {
  std::size_t length = 0;
  for (auto _ : state) {
    state.PauseTiming();
    cgt::current_context().clear();
    Game sum = switch_sum(24);
    state.ResumeTiming();
    length = cgt::to_string(sum).size();
  }
  state.counters["bytes"] = static_cast<double>(length);
}
BENCHMARK(BM_PrintSwitchSum24)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  consistency_checks();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
