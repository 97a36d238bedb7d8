// Grid boards through the ruleset solver (issue 12; Toads and Frogs, Cram, Konane and Amazons since), and Fox and
// Geese's loopy values (issue 18; its blocks kept in the context since issue 33). Every timed run
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
#include "cgt/fox_and_geese.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/stopper.hpp"

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

// Fox and Geese: four geese on the far row of a board of width 8, the fox in the near corner.
struct LoopyBoard {
  const char* name;
  const char* text;
};

const LoopyBoard kFoxAndGeese[] = {
    {"FoxAndGeese/4x8", ".x.x.x.x|........|........|o......."},
    {"FoxAndGeese/5x8", "x.x.x.x.|........|........|........|o......."},
    {"FoxAndGeese/6x8", ".x.x.x.x|........|........|........|........|o......."},
};

// Times `solve` (returning the value) from a fresh context; labels the run with its text's hash.
template <typename Solve>
void run(benchmark::State& state, Solve solve) {
  std::size_t fingerprint = 0;
  for (auto _ : state) {
    state.PauseTiming();
    auto context = std::make_unique<cgt::Context>();
    {
      cgt::ContextScope scope(*context);
      state.ResumeTiming();
      auto value = solve();
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
      run(state, [&board] { return board.solve(board.text); });
    })->Unit(benchmark::kMillisecond);
  }
  for (const LoopyBoard& board : kFoxAndGeese) {
    benchmark::RegisterBenchmark(board.name, [&board](benchmark::State& state) {
      run(state, [&board] { return cgt::fox_and_geese_value(board.text); });
    })->Unit(benchmark::kMillisecond)->Iterations(1);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
