// The whole command path against the library, on big inputs (issue 13): for End Nim, Nim, Welter
// and Partial Nim, the text of a big position goes through `cgt::commands::run` (parse, compute,
// JSON out — what `cgt SUB --json -` does after reading standard input), and the same text
// through the library calls alone (parse, compute; no JSON). Target: the command within 1.5× of
// the library.
//
//   build/bench/command_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
//
// The inputs are those of bench/command_path.sh (which times the real binary, reading the text
// from standard input): the same generators, the same seeds. The JSON of each command is checked
// to be one object ending in a newline before timing.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/end_nim.hpp"
#include "cgt/nim.hpp"
#include "cgt/ordinal_list.hpp"
#include "cgt/partial_nim.hpp"
#include "cgt/welter.hpp"

namespace {

constexpr std::size_t kPiles = 1'000'000;    // Partial Nim, Nim, Welter
constexpr std::size_t kEndNim = 100'000;     // End Nim: n(n+1)/2 sub-rows

// 10^6 piles of random colour, sizes 1..10^18: "b123 r45 g6 ...".
std::string partial_nim_text() {
  std::mt19937_64 rng(42);
  std::string text;
  for (std::size_t i = 0; i < kPiles; ++i) {
    text += "brg"[rng() % 3];
    text += std::to_string(1 + rng() % 1'000'000'000'000'000'000ULL);
    text += i + 1 < kPiles ? " " : "\n";
  }
  return text;
}

// 10^6 distinct finite coins below 2^40: "95448361881, 337728091833, ...".
std::string welter_text() {
  std::mt19937_64 rng(3);
  std::vector<std::uint64_t> coins;
  while (coins.size() < kPiles) {
    while (coins.size() < kPiles) {
      coins.push_back(rng() >> 24);
    }
    std::sort(coins.begin(), coins.end());
    coins.erase(std::unique(coins.begin(), coins.end()), coins.end());
  }
  std::shuffle(coins.begin(), coins.end(), rng);
  std::string text;
  for (std::size_t i = 0; i < coins.size(); ++i) {
    text += std::to_string(coins[i]);
    text += i + 1 < coins.size() ? ", " : "\n";
  }
  return text;
}

// 10^6 heaps below ω^3: "w^2*a+w*b+c, ...".
std::string nim_text() {
  std::mt19937_64 rng(1);
  std::string text;
  for (std::size_t i = 0; i < kPiles; ++i) {
    text += "w^2*" + std::to_string(1 + rng() % 999) + "+w*" + std::to_string(rng() % 1000) + "+" +
            std::to_string(rng() % 1'000'000);
    text += i + 1 < kPiles ? ", " : "\n";
  }
  return text;
}

// A row of 10^5 finite piles below 2^40: "123 | 456 | ...".
std::string end_nim_text() {
  std::mt19937_64 rng(7);
  std::string text;
  for (std::size_t i = 0; i < kEndNim; ++i) {
    text += std::to_string(1 + rng() % ((std::uint64_t{1} << 40) - 1));
    text += i + 1 < kEndNim ? " | " : "\n";
  }
  return text;
}

const std::string& input(const std::string& command) {
  static const std::string partial = partial_nim_text();
  static const std::string welter = welter_text();
  static const std::string nim = nim_text();
  static const std::string end_nim = end_nim_text();
  return command == "partial-nim" ? partial : command == "welter" ? welter : command == "nim" ? nim : end_nim;
}

void command_path(benchmark::State& state, const std::string& command) {
  const cgt::commands::Request request{command, {input(command)}, {{"--json", ""}}};
  std::size_t bytes = 0;
  for (auto _ : state) {
    const cgt::commands::Output output = cgt::commands::run(request);
    bytes = output.text.size();
    if (output.text.empty() || output.text.front() != '{' || output.text.back() != '\n') {
      state.SkipWithError("not one JSON object");
    }
    benchmark::DoNotOptimize(output.text.data());
  }
  state.counters["input_MB"] = static_cast<double>(request.arguments[0].size()) / 1e6;
  state.counters["json_MB"] = static_cast<double>(bytes) / 1e6;
}

void BM_Command_PartialNim(benchmark::State& state) {
  command_path(state, "partial-nim");
}
void BM_Library_PartialNim(benchmark::State& state) {
  const std::string& text = input("partial-nim");
  for (auto _ : state) {
    const auto piles = cgt::partial_nim::parse_position(text);
    const auto analysis = cgt::partial_nim::analyze(piles);
    benchmark::DoNotOptimize(analysis);
  }
}
// What bench/partial_nim_bench measures: the analysis of piles already in memory.
void BM_Library_PartialNimAnalysisOnly(benchmark::State& state) {
  const auto piles = cgt::partial_nim::parse_position(input("partial-nim"));
  for (auto _ : state) {
    const auto analysis = cgt::partial_nim::analyze(piles);
    benchmark::DoNotOptimize(analysis);
  }
}

void BM_Command_Welter(benchmark::State& state) {
  command_path(state, "welter");
}
void BM_Library_Welter(benchmark::State& state) {
  const std::string& text = input("welter");
  for (auto _ : state) {
    const auto coins = cgt::parse_ordinal_list(text, "coin");
    const auto analysis = cgt::analyze_welter(coins);
    benchmark::DoNotOptimize(analysis.moves.data());
  }
}

void BM_Command_Nim(benchmark::State& state) {
  command_path(state, "nim");
}
void BM_Library_Nim(benchmark::State& state) {
  const std::string& text = input("nim");
  for (auto _ : state) {
    const auto heaps = cgt::parse_ordinal_list(text, "heap");
    const auto analysis = cgt::analyze_nim(heaps);
    benchmark::DoNotOptimize(analysis.moves.data());
  }
}

void BM_Command_EndNim(benchmark::State& state) {
  command_path(state, "endnim");
}
void BM_Library_EndNim(benchmark::State& state) {
  const std::string& text = input("endnim");
  for (auto _ : state) {
    const auto row = cgt::end_nim::parse_row(text);
    const auto analysis = cgt::end_nim::analyze(row);
    benchmark::DoNotOptimize(analysis);
  }
}

}  // namespace

BENCHMARK(BM_Library_PartialNimAnalysisOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Library_PartialNim)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Command_PartialNim)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Library_Welter)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Command_Welter)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Library_Nim)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Command_Nim)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Library_EndNim)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Command_EndNim)->Unit(benchmark::kMillisecond)->Iterations(1);

// `command_bench --write-inputs DIR` writes the four inputs (DIR/partial-nim.txt, ...) for
// bench/command_path.sh and exits; otherwise the benchmarks run.
int main(int argc, char** argv) {
  if (argc == 3 && std::string(argv[1]) == "--write-inputs") {
    for (const char* command : {"partial-nim", "welter", "nim", "endnim"}) {
      std::ofstream file(std::string(argv[2]) + "/" + command + ".txt", std::ios::binary);
      file << input(command);
      if (!file.flush()) {
        std::cerr << "cannot write " << argv[2] << "/" << command << ".txt\n";
        return 1;
      }
    }
    return 0;
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
