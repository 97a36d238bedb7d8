// The reduced canonical form against its definition, over thousands of seeded random games and
// sums: it differs from G by an infinitesimal (the difference has both stops 0, computed on
// the built difference), it is its own reduced form, it is the same for G + e for every
// infinitesimal e, and it is born no later than G. Also the comparison the implementation uses
// for "a ≥ b modulo infinitesimals" against the stop of the built difference.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "partizan/random_games.hpp"

namespace cgt {
namespace {

using testing::RawPool;

// Games of random pools and sums of two of them (sums give the hot, number-rich games where
// a - b is much larger than a or b).
std::vector<Game> sample_games(std::uint64_t seed, int pools) {
  std::mt19937_64 rng(seed);
  std::vector<Game> out;
  for (int p = 0; p < pools; ++p) {
    const std::vector<Game> games = RawPool::random(rng, 30, 3).to_engine();
    for (std::size_t i = 0; i < games.size(); ++i) {
      out.push_back(games[i]);
      out.push_back(games[i] + games[rng() % games.size()]);
    }
  }
  return out;
}

TEST(ReducedCanonical, IsTheSimplestFormModuloInfinitesimals) {
  const std::vector<Game> infinitesimals = {parse_game("*"), parse_game("^"), parse_game("v*"), parse_game("^<2>"),
                                            parse_game("{0|v}"), parse_game("*2"), parse_game("Tiny(1)")};
  int checked = 0;
  for (Game g : sample_games(20261123, 60)) {
    const std::string where = "G = " + to_string(g);
    const Game r = reduced_canonical(g);
    const Game difference = g - r;
    ASSERT_EQ(left_stop(difference), Dyadic(0)) << where << ", reduced " << to_string(r);
    ASSERT_EQ(right_stop(difference), Dyadic(0)) << where << ", reduced " << to_string(r);
    ASSERT_EQ(reduced_canonical(r), r) << where << ", reduced " << to_string(r);
    ASSERT_LE(birthday(r), birthday(g)) << where << ", reduced " << to_string(r);
    for (Game e : infinitesimals) {
      ASSERT_EQ(reduced_canonical(g + e), r) << where << " + " << to_string(e);
    }
    ++checked;
  }
  EXPECT_GE(checked, 3000);
}

// Rs(a - b) ≥ 0 iff b ≤ a + 2^-(d+1), d the later birthday: the stop of a difference is a
// number whose denominator the numbers in a and b bound, so a small enough number decides.
TEST(ReducedCanonical, InfinitesimalComparisonByASmallNumber) {
  const std::vector<Game> games = sample_games(7, 12);
  std::mt19937_64 rng(11);
  int agree_true = 0;
  int agree_false = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const Game a = games[rng() % games.size()];
    const Game b = games[rng() % games.size()];
    const Integer day = std::max(birthday(a), birthday(b));
    const Game delta = number_game(Dyadic(Integer(1), static_cast<std::uint64_t>(day.to_int64()) + 1));
    const bool by_stop = right_stop(a - b) >= Dyadic(0);
    ASSERT_EQ(leq(b, a + delta), by_stop) << "a = " << to_string(a) << ", b = " << to_string(b);
    ++(by_stop ? agree_true : agree_false);
  }
  EXPECT_GE(agree_true, 400);  // both answers are well represented
  EXPECT_GE(agree_false, 400);
}

}  // namespace
}  // namespace cgt
