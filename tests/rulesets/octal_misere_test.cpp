// Octal games in misère play: the heaps' canonical forms against a brute force over positions
// (sorted lists of heaps) that reads the moves straight from the code's digits and knows
// nothing of canonical forms. Misère nim values of single heaps and of random sums of heaps.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/misere_games.hpp"
#include "rulesets/octal_misere_brute.hpp"

namespace cgt {
namespace {

using testing_support::BruteMisere;
using testing_support::Position;

class OctalMisere : public ::testing::TestWithParam<const char*> {};

TEST_P(OctalMisere, HeapsAndSumsMatchBruteForce) {
  Context context;
  ContextScope scope(context);
  const OctalGame game = OctalGame::parse(GetParam());
  const std::size_t kHeaps = 14;
  const std::vector<MisereGame> heaps = octal_misere_heaps(game, kHeaps);
  BruteMisere brute(game);
  for (std::size_t n = 0; n <= kHeaps; ++n) {
    ASSERT_EQ(heaps[n].misere_value(), brute.value(n == 0 ? Position{} : Position{n}))
        << game.code() << " heap " << n << " = " << heaps[n].to_string();
  }
  std::mt19937 rng(static_cast<unsigned>(std::hash<std::string>()(GetParam())));
  for (int trial = 0; trial < 300; ++trial) {
    Position p;
    MisereGame sum;
    const std::size_t terms = 2 + rng() % 2;
    for (std::size_t t = 0; t < terms; ++t) {
      const std::size_t n = 1 + rng() % 8;
      p.push_back(n);
      sum = sum + heaps[n];
    }
    std::string text;
    for (std::size_t n : p) text += " " + std::to_string(n);
    ASSERT_EQ(sum.misere_value(), brute.value(p)) << game.code() << " heaps" << text;
  }
}

INSTANTIATE_TEST_SUITE_P(Codes, OctalMisere, ::testing::Values("0.77", "0.07", "0.137", "4.7", "0.6", "0.75", "grundy"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                           std::string name;
                           for (const char* c = info.param; *c; ++c) name += *c == '.' ? '_' : *c;
                           return name;
                         });

TEST(OctalMisereGolden, KaylesGenusFromWinningWays) {
  // Kayles' first wild heap is 5, of genus 4^146 (Winning Ways, ch. 13), and CGSuite writes
  // its canonical form *[2[2]321] (the form issue 18 quotes); heaps 0-4 are *0, *1, *2, *3, *1.
  Context context;
  ContextScope scope(context);
  const std::vector<MisereGame> kayles = octal_misere_heaps(OctalGame::parse("0.77"), 5);
  const std::uint64_t nim[] = {0, 1, 2, 3, 1};
  for (std::size_t n = 0; n <= 4; ++n) {
    EXPECT_EQ(kayles[n], MisereGame::nimber(nim[n])) << n;
  }
  for (std::size_t n = 0; n <= 4; ++n) {
    EXPECT_TRUE(kayles[n].is_tame()) << n;
  }
  EXPECT_EQ(kayles[5].genus().to_string(), "4^146");
  EXPECT_FALSE(kayles[5].is_tame());
  EXPECT_EQ(kayles[5].to_string(), "*[2[2]321]");
}

}  // namespace
}  // namespace cgt
