// Partial Nim's theorems checked by the short-game engine: the canonical forms built from the
// rules against the paper's closed forms, and the closed-form outcome against the canonical
// form of whole positions.

#include <gtest/gtest.h>

#include <random>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/partial_nim.hpp"
#include "cgt/partial_nim_games.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt::partial_nim {
namespace {

Game G(const char* text) {
  return parse_game(text);
}
Game half() {
  return number_game(Dyadic(Integer(1), 1));
}

TEST(PartialNimEngine, TheoremOneFromTheRules) {
  EXPECT_EQ(to_string(blue_pile_game(0)), "0");
  EXPECT_EQ(to_string(blue_pile_game(1)), "1");
  EXPECT_EQ(to_string(blue_pile_game(2)), "{1|0}");
  EXPECT_EQ(to_string(blue_pile_game(3)), "1/2");
  EXPECT_EQ(to_string(blue_pile_game(4)), "{1|0,{1|0}}");
  for (std::uint64_t n = 0; n <= 60; ++n) {
    ASSERT_EQ(blue_pile_game(n), blue_pile_closed_form(n))
        << "A_" << n << ": rules give " << to_string(blue_pile_game(n));
    ASSERT_EQ(red_pile_game(n), -blue_pile_closed_form(n)) << n;
  }
  // (iii) A_2 > A_4 > A_6 > …
  for (std::uint64_t m = 1; m < 25; ++m) {
    ASSERT_TRUE(greater(blue_pile_game(2 * m), blue_pile_game(2 * m + 2))) << m;
  }
  // A_{2n} for n > 1 is canonical as {1 | 0, A_{2n-2}}: its options are exactly those.
  for (std::uint64_t m = 2; m < 10; ++m) {
    Game a = blue_pile_game(2 * m);
    ASSERT_EQ(left_options(a), std::vector<Game>{number_game(Dyadic(1))});
    ASSERT_EQ(right_options(a).size(), 2U);
  }
}

TEST(PartialNimEngine, CorollaryOne) {
  for (std::uint64_t n = 1; n <= 20; ++n) {
    Game a = blue_pile_game(2 * n);
    auto interval = confusion_interval(a);
    EXPECT_EQ(interval.low, Dyadic(0)) << n;
    EXPECT_EQ(interval.high, Dyadic(1)) << n;
    EXPECT_TRUE(confused(a, zero_game())) << n;
    EXPECT_TRUE(confused(a, number_game(Dyadic(1)))) << n;
    EXPECT_EQ(temperature(a), Dyadic(Integer(1), 1)) << n;
  }
}

TEST(PartialNimEngine, BracketsAndLemmaOne) {
  EXPECT_EQ(bracket_game(1), switch_game(half()));  // [1] = ±1/2
  EXPECT_EQ(bracket_game(1), bracket_game(-1));     // [1] = [-1]
  EXPECT_EQ(bracket_game(1) + bracket_game(1), zero_game());
  for (std::int64_t m = 1; m < 15; ++m) {
    // [m+1] = {1/2, [m] | -1/2}
    ASSERT_EQ(bracket_game(m + 1), game_from_options({half(), bracket_game(m)}, {-half()})) << m;
    Game b = bracket_game(m);
    ASSERT_EQ(temperature(b), Dyadic(Integer(1), 1)) << m;
    ASSERT_TRUE(confused(b, half())) << m;
    ASSERT_TRUE(confused(b, -half())) << m;
    auto interval = confusion_interval(b);
    ASSERT_EQ(interval.low, Dyadic(Integer(-1), 1)) << m;
    ASSERT_EQ(interval.high, Dyadic(Integer(1), 1)) << m;
    // (iii) … [-3] < [-2] < [-1] = [1] < [2] < [3] …
    ASSERT_TRUE(less(bracket_game(m), bracket_game(m + 1))) << m;
    ASSERT_TRUE(less(bracket_game(-m - 1), bracket_game(-m))) << m;
    // Lemma 2: [i, j] is infinitesimal.
    for (std::int64_t j : {-m - 1, -1L, 2L, m}) {
      ASSERT_TRUE(is_infinitesimal(bracket_game(m) + bracket_game(j))) << m << "," << j;
    }
  }
}

TEST(PartialNimEngine, LemmaThree) {
  // D_m = [m+1, -m]; +_1 = D_1 ≫ D_2 ≫ … ≫ +_{1+ε}.
  auto d = [](std::int64_t m) { return bracket_game(m + 1) + bracket_game(-m); };
  EXPECT_EQ(d(1), tiny(number_game(Dyadic(1))));
  for (std::int64_t m = 1; m <= 4; ++m) {
    for (std::int64_t i = 1; i <= 4; ++i) {
      ASSERT_TRUE(greater(d(m), multiple(Integer(i), d(m + 1)))) << "D_" << m << " > " << i << "·D_" << m + 1;
      for (const Dyadic& epsilon : {Dyadic(Integer(1), 1), Dyadic(Integer(1), 3)}) {
        Game plus = tiny(number_game(Dyadic(1) + epsilon));
        ASSERT_TRUE(greater(d(m), multiple(Integer(i), plus)))
            << "D_" << m << " > " << i << "·+_(1+" << epsilon.to_string() << ")";
      }
    }
  }
}

TEST(PartialNimEngine, TheoremFiveVariant) {
  EXPECT_EQ(to_string(variant_pile_game(2)), "^");
  EXPECT_EQ(to_string(variant_pile_game(3)), "^*");
  for (std::uint64_t n = 0; n <= 24; ++n) {
    ASSERT_EQ(variant_pile_game(n), variant_pile_closed_form(n))
        << "B_" << n << ": rules give " << to_string(variant_pile_game(n)) << ", Theorem 5 gives "
        << to_string(variant_pile_closed_form(n));
  }
}

TEST(PartialNimEngine, ExampleSixCanonicalFormAsPrinted) {
  // The paper prints (from the Gamesman's Toolkit) the canonical form of (3,3,4,8),((6,10,6)):
  // 1, {1|||0||0|-1,{0|-1}} | {1|||0||0|-1,{0|-1}} | {0|-1,{0|-1}}, {0||0|-1,{0|-1}}
  // with one level of braces lost in the conversion: the Right option is the whole second
  // half, {{1|||0||0|-1,{0|-1}} | {0|-1,{0|-1}},{0||0|-1,{0|-1}}}.
  Game printed = G("{1, {1|||0||0|-1,{0|-1}} | {{1|||0||0|-1,{0|-1}} | {0|-1,{0|-1}}, {0||0|-1,{0|-1}}}}");
  Game position = position_game(parse_position("b3 b3 b4 b8 r6 r10 r6"));
  EXPECT_EQ(position, printed) << to_string(position);
  EXPECT_EQ(to_string(position), "{1,{1|||0||0|-1,{0|-1}}|{1|||0||0|-1,{0|-1}||||{0|-1,{0|-1}},{0||0|-1,{0|-1}}}}");
  EXPECT_EQ(outcome(position), Outcome::kL);  // "verified this game to be positive"
  EXPECT_TRUE(greater(position, zero_game()));
}

TEST(PartialNimEngine, ClosedFormAgreesWithCanonicalForms) {
  std::mt19937_64 rng(60061);
  int checked = 0;
  for (int t = 0; t < 1500; ++t) {
    std::vector<Pile> piles;
    int count = 1 + static_cast<int>(rng() % 8);
    for (int i = 0; i < count; ++i) {
      piles.push_back({static_cast<Color>(rng() % 3), Integer(static_cast<std::int64_t>(1 + rng() % 12))});
    }
    try {
      Game g = position_game(piles, 2'000'000);
      ASSERT_EQ(outcome(piles), cgt::outcome(g)) << "position " << [&] {
        std::string s;
        for (const Pile& p : piles) s += format_pile(p) + " ";
        return s;
      }() << "canonical " << to_string(g);
      ++checked;
    } catch (const LimitError&) {
      // Canonical forms of long bracket sums grow exponentially (the paper's point); skip.
    }
  }
  EXPECT_GE(checked, 1000);
}

}  // namespace
}  // namespace cgt::partial_nim
