// W2 of bench/game_bench.cpp (canonical forms of the 2800 End Nim rows of 1–4 piles of sizes
// 1..7, from an empty store) without Google Benchmark, so that the same source runs natively and
// as WebAssembly (issue 16: the browser within 2× of native). Prints one JSON object: the
// milliseconds of each of REPEATS timed runs and their median.
//   w2_bench [REPEATS]

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"

namespace {

std::vector<std::vector<std::uint64_t>> end_nim_rows() {
  std::vector<std::vector<std::uint64_t>> rows;
  for (std::size_t length = 1; length <= 4; ++length) {
    std::vector<std::uint64_t> row(length, 1);
    for (;;) {
      rows.push_back(row);
      std::size_t i = length;
      while (i > 0 && row[i - 1] == 7) row[--i] = 1;
      if (i == 0) break;
      ++row[i - 1];
    }
  }
  return rows;
}

}  // namespace

int main(int argc, char** argv) {
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
  const auto rows = end_nim_rows();
  cgt::Context context;
  cgt::ContextScope scope(context);
  // The answer the native benchmark checks, so a wrong build cannot look fast.
  if (cgt::to_string(cgt::end_nim_game({2, 3})) != "{*3,v*2|0}" || rows.size() != 2800) {
    std::fputs("{\"error\":\"W2 consistency check failed\"}\n", stdout);
    return 1;
  }
  std::vector<double> ms;
  std::uint64_t checksum = 0;
  for (int r = 0; r < repeats; ++r) {
    context.clear();
    const auto start = std::chrono::steady_clock::now();
    for (const auto& row : rows) checksum += cgt::end_nim_game(row).id();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::vector<double> sorted = ms;
  std::sort(sorted.begin(), sorted.end());
  std::string runs;
  for (double m : ms) {
    if (!runs.empty()) runs += ',';
    runs += std::to_string(m);
  }
  std::printf("{\"workload\":\"W2\",\"median_ms\":%.3f,\"runs_ms\":[%s],\"checksum\":%llu}\n", sorted[sorted.size() / 2],
              runs.c_str(), static_cast<unsigned long long>(checksum));
  return 0;
}
