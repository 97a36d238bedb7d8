// End Nim rows as short games (cgt::end_nim_game, `endnim(…)` in game text): the table search
// keeps its path in frames on the heap, so the longest rows are valued on a 256 KiB stack (the
// recursion it replaced, once per move, overflowed it under AddressSanitizer).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "support/small_stack.hpp"

namespace cgt {
namespace {

TEST(EndNimGame, LongRowsOnASmallStack) {
  const std::vector<std::vector<std::uint64_t>> rows = {
      std::vector<std::uint64_t>(64, 3), {3, 5, 2}, {2, 3}, {2, 1}, {2, 1, 2, 1, 2, 1, 2}, {6, 5, 4, 3, 2, 1}};
  // Valued on the small stack (in that thread's own context), compared as text with the values
  // this thread computes.
  std::vector<std::string> small;
  testing::run_on_small_stack([&] {
    for (const auto& row : rows) {
      small.push_back(to_string(end_nim_game(row)));
    }
  });
  ASSERT_EQ(small.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(small[i], to_string(end_nim_game(rows[i]))) << "row " << i;
  }
  // CGSuite's values (bench/game_bench.cpp checks the same), and 64 piles of 3: a P-position.
  EXPECT_EQ(small[0], "0");
  EXPECT_EQ(small[1], "{0,*,*2,*3,*4,*5|{0,*,*2,*3,*4,*5||*5,{*5,v*4|0}|0},{*5,{*5,v*4|0}|0}}");
  EXPECT_EQ(small[2], "{*3,v*2|0}");
  EXPECT_EQ(small[3], "^*3");
}

}  // namespace
}  // namespace cgt
