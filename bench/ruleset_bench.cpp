// Grid boards through the ruleset solver (issue 12; Toads and Frogs, Cram, Konane and Amazons since). Every timed run
// starts in a fresh context, so nothing is found in a transposition table or the game store that an earlier run left
// there. Only the public functions are called, so the same file builds against the search that came before the solver
// and the figures compare (bench/README.md). Each benchmark's label is a hash of the value's text: equal labels, equal
// answers.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <string>

#include "cgt/context.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"

namespace {

struct Board {
  const char* name;
  cgt::Game (*solve)(std::string_view);
  const char* text;
};

const Board kBoards[] = {
    {"Domineering/4x4", cgt::domineering_game, "....|....|....|...."},
    {"Domineering/4x5", cgt::domineering_game, ".....|.....|.....|....."},
    {"Domineering/5x5", cgt::domineering_game, ".....|.....|.....|.....|....."},
    {"Domineering/5x5_holes", cgt::domineering_game, ".....|..#..|.....|.#...|....."},
    {"Domineering/6x6_holes", cgt::domineering_game, "#..#..|......|..#...|....#.|......|.#..#."},
    {"Clobber/1x16", cgt::clobber_game, "xoxoxoxoxoxoxoxo"},
    {"Clobber/1x22", cgt::clobber_game, "xoxoxoxoxoxoxoxoxoxoxo"},
    {"Clobber/1x24_xxo", cgt::clobber_game, "xxoxxoxxoxxoxxoxxoxxoxxo"},
    {"Clobber/2x8", cgt::clobber_game, "xoxoxoxo|oxoxoxox"},
    {"Clobber/3x4", cgt::clobber_game, "xoxo|oxox|xoxo"},
    {"Clobber/4x4", cgt::clobber_game, "xoxo|oxox|xoxo|oxox"},
    {"Clobber/3x5_holes", cgt::clobber_game, "xoxox|o.x.o|xoxox"},
    {"ToadsAndFrogs/5_2_5", cgt::toads_and_frogs_game, "ttttt..fffff"},
    {"ToadsAndFrogs/8_2_8", cgt::toads_and_frogs_game, "tttttttt..ffffffff"},
    {"ToadsAndFrogs/6_3_6", cgt::toads_and_frogs_game, "tttttt...ffffff"},
    {"Cram/4x4", cgt::cram_game, "....|....|....|...."},
    {"Cram/5x5", cgt::cram_game, ".....|.....|.....|.....|....."},
    {"Cram/4x6", cgt::cram_game, "......|......|......|......"},
    {"Cram/4x7", cgt::cram_game, ".......|.......|.......|......."},
    {"Konane/4x4_gap1", cgt::konane_game, "xoxo|oxox|xoxo|oxo."},
    {"Konane/4x5_gap1", cgt::konane_game, "xoxox|oxoxo|xoxox|oxo.o"},
    {"Konane/4x6_gap2", cgt::konane_game, "xoxoxo|oxoxox|xoxoxo|oxo..x"},
    {"Amazons/2x4", cgt::amazons_game, "x...|o..."},
    {"Amazons/3x4", cgt::amazons_game, "x...|....|...o"},
    {"Amazons/3x5", cgt::amazons_game, "x....|.....|....o"},
};

void run(benchmark::State& state, const Board& board) {
  std::size_t fingerprint = 0;
  for (auto _ : state) {
    state.PauseTiming();
    auto context = std::make_unique<cgt::Context>();
    {
      cgt::ContextScope scope(*context);
      state.ResumeTiming();
      cgt::Game value = board.solve(board.text);
      state.PauseTiming();
      fingerprint = std::hash<std::string>()(cgt::to_string(value));
    }
    context.reset();  // dropping the tables and the store is not part of the search
    state.ResumeTiming();
  }
  char label[32];
  std::snprintf(label, sizeof label, "value#%016zx", fingerprint);
  state.SetLabel(label);
}

}  // namespace

int main(int argc, char** argv) {
  for (const Board& board : kBoards) {
    benchmark::RegisterBenchmark(board.name, [&board](benchmark::State& state) {
      run(state, board);
    })->Unit(benchmark::kMillisecond);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
