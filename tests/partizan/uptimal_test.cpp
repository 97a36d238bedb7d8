// Uptimal expansions: every x + Σ aᵢ·↑ⁱ + *m built from up-powers is recognised with its own
// expansion, and whatever is recognised equals the game its expansion builds (random games).

#include <gtest/gtest.h>

#include <random>

#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "partizan/random_games.hpp"
#include "partizan/uptimal.hpp"

namespace cgt {
namespace {

using partizan::Uptimal;

// x + Σ aᵢ·↑ⁱ + *m, built by sums of ^<i>.
Game build(const Dyadic& x, const std::vector<int>& a, int m) {
  Game g = nus_game(x, Integer(0), Integer(m));
  for (std::size_t i = 0; i < a.size(); ++i) {
    Game power = up_power(Integer(static_cast<std::int64_t>(i + 1)));
    for (int k = 0; k < std::abs(a[i]); ++k) {
      g += a[i] > 0 ? power : -power;
    }
  }
  return g;
}

Game build(const Uptimal& u) {
  std::vector<int> a;
  for (std::uint64_t i = 1; i <= u.length(); ++i) {
    a.push_back(static_cast<int>(u.coefficient(i).to_int64()));
  }
  return build(u.number(), a, static_cast<int>(u.nimber().to_int64()));
}

std::string describe(const Dyadic& x, const std::vector<int>& a, int m) {
  std::string text = x.to_string() + " .";
  for (int c : a) text += " " + std::to_string(c);
  return text + " *" + std::to_string(m);
}

TEST(Uptimal, EveryExpansionIsRecognised) {
  int checked = 0;
  for (const Dyadic& x : {Dyadic(0), Dyadic(Integer(1), 1), Dyadic(-3)}) {
    for (int m = 0; m <= 3; ++m) {
      for (int length = 0; length <= 4; ++length) {
        std::vector<int> a(static_cast<std::size_t>(length), -2);
        for (;;) {
          if (length == 0 || a.back() != 0) {
            Game g = build(x, a, m);
            std::optional<Uptimal> u = partizan::uptimal_expansion(g);
            ASSERT_TRUE(u.has_value()) << describe(x, a, m) << " = " << to_string(g);
            EXPECT_EQ(u->number(), x) << describe(x, a, m);
            EXPECT_EQ(u->nimber(), Integer(m)) << describe(x, a, m);
            ASSERT_EQ(u->length(), static_cast<std::uint64_t>(length)) << describe(x, a, m);
            for (int i = 0; i < length; ++i) {
              EXPECT_EQ(u->coefficient(static_cast<std::uint64_t>(i + 1)), Integer(a[static_cast<std::size_t>(i)]))
                  << describe(x, a, m);
            }
            ++checked;
          }
          std::size_t i = 0;
          while (i < a.size() && a[i] == 2) {
            a[i++] = -2;
          }
          if (i == a.size()) {
            break;
          }
          ++a[i];
        }
      }
    }
  }
  EXPECT_GT(checked, 5000);
}

TEST(Uptimal, LongExpansionsAreRuns) {
  // ^[300] and v<300>*: one run and two runs; their positions are recognised too.
  std::optional<Uptimal> sum = partizan::uptimal_expansion(up_sum(Integer(300)));
  ASSERT_TRUE(sum);
  EXPECT_EQ(sum->length(), 300u);
  EXPECT_EQ(sum->runs().size(), 1u);
  EXPECT_TRUE(sum->is_unit_sum());
  std::optional<Uptimal> power =
      partizan::uptimal_expansion(-up_power(Integer(300)) + nimber_game(Integer(1)));
  ASSERT_TRUE(power);
  EXPECT_EQ(power->length(), 300u);
  EXPECT_EQ(power->runs().size(), 2u);
  EXPECT_TRUE(power->is_unit());
  EXPECT_EQ(power->coefficient(300), Integer(-1));
  EXPECT_EQ(power->nimber(), Integer(1));
}

TEST(Uptimal, RecognisedGamesEqualTheirExpansions) {
  std::mt19937_64 rng(20260313);
  int recognised = 0;
  int games = 0;
  for (int p = 0; p < 150; ++p) {
    testing::RawPool pool = testing::RawPool::random(rng, 40, 3, p % 2);
    for (Game g : pool.to_engine()) {
      ++games;
      std::optional<Uptimal> u = partizan::uptimal_expansion(g);
      if (auto parts = nus_parts(g)) {
        ASSERT_TRUE(u) << to_string(g);
        EXPECT_EQ(*u, Uptimal::from_nus(*parts));
        continue;
      }
      if (!u) {
        continue;
      }
      ++recognised;
      ASSERT_LE(u->length(), 8u) << to_string(g);
      EXPECT_EQ(build(*u), g) << to_string(g) << " recognised with length " << u->length();
    }
  }
  EXPECT_EQ(games, 150 * 40);
  EXPECT_GT(recognised, 50);
}

TEST(Uptimal, OrderIsCGSuites) {
  auto u = [](Game g) { return *partizan::uptimal_expansion(g); };
  Game up = nus_game(Dyadic(0), Integer(1), Integer(0));
  Game star = nimber_game(Integer(1));
  // By number, then coefficients (v before ^), then length, then nimber.
  EXPECT_LT(u(-up), u(up));
  EXPECT_LT(u(up), u(up + star));
  EXPECT_LT(u(-up - up + star), u(-up));
  EXPECT_LT(u(up_power(Integer(2))), u(up));                 // (0,1) < (1)
  EXPECT_LT(u(up), u(up + up_power(Integer(2))));            // shorter first when equal so far
  EXPECT_LT(u(number_game(Dyadic(1)) + star), u(number_game(Dyadic(1)) + up));
  EXPECT_LT(u(up + star), u(number_game(Dyadic(Integer(1), 1)) + -up));
}

}  // namespace
}  // namespace cgt
