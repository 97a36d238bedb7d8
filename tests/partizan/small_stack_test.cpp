// The engine keeps its depth on the heap: the deepest games the limits allow (^<4096>,
// ^[4096], {1|0}:4096) are built, added, compared, printed and valued on a 256 KiB thread
// stack, where a recursion of one machine-stack frame per day would overflow. Each test
// builds its input with operations that stay shallow (a loop of game_from_options), so it
// exercises the one algorithm it names.

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "support/small_stack.hpp"
#include "support/game_builders.hpp"

namespace cgt {
namespace {

using testing::alternating;
using testing::number;

constexpr int kDepth = 4096;  // kMaxUpIndex, and the ordinal-sum limit

Game switch_of(int a, int b) {
  return game_from_options({number(a)}, {number(b)});
}

// n levels {a, {a, … base … | b} | b} over `base`, built level by level (each level is
// canonical as it is: base is confused with a and its right options are ≥ b). Over {a | b}
// it is the ordinal sum {a | b} : n.
Game chain(int n, Game base, int a = 1, int b = 0) {
  Game g = base;
  for (int k = 0; k < n; ++k) {
    g = game_from_options({number(a), g}, {number(b)});
  }
  return g;
}

// The text of chain(n, base, a, b): {a,{a,…base…|b}|b}.
std::string chain_text(int n, const std::string& base, int a = 1, int b = 0) {
  const std::string head = "{" + std::to_string(a) + ",";
  const std::string tail = "|" + std::to_string(b) + "}";
  std::string text = base;
  for (int k = 0; k < n; ++k) {
    text.insert(0, head);
    text.append(tail);
  }
  return text;
}

// Runs `body` on a small stack in a fresh context.
template <typename Body>
void on_small_stack(Body body) {
  test::run_on_small_stack([&] {
    Context context;
    ContextScope scope(context);
    body();
  });
}

TEST(SmallStack, Negative) {
  on_small_stack([] {
    Game sum = up_sum(Integer(kDepth));  // ↑^[4096] = {↑^[4095] | *}, built as a loop
    Game negative = -sum;                // {* | ↓^[4095]}, and so on down
    EXPECT_EQ(left_options(negative), std::vector<Game>{nimber_game(Integer(1))});
    EXPECT_EQ(right_options(negative), std::vector<Game>{-up_sum(Integer(kDepth - 1))});
    EXPECT_EQ(-negative, sum);
    // ↑^4096 = {0 | ↓^[4095]*} is made from a negative.
    Game power = up_power(Integer(kDepth));
    EXPECT_EQ(right_options(power), std::vector<Game>{-up_sum(Integer(kDepth - 1)) + nimber_game(Integer(1))});
  });
}

TEST(SmallStack, Sum) {
  on_small_stack([] {
    // Number translation and a general sum, each descending through every position.
    Game shifted = chain(kDepth, switch_of(1, 0)) + number(3);
    EXPECT_EQ(shifted, chain(kDepth, switch_of(4, 3), 4, 3));
    Game starred = up_sum(Integer(kDepth)) + nimber_game(Integer(1));
    EXPECT_EQ(starred + nimber_game(Integer(1)), up_sum(Integer(kDepth)));
    EXPECT_EQ(left_options(starred).size(), 2U);
  });
}

TEST(SmallStack, Comparison) {
  on_small_stack([] {
    Game deep = chain(kDepth, switch_of(1, 0));
    Game shallower = chain(kDepth - 1, switch_of(1, 0));
    // chain(4095) ≤ chain(4096) is decided at the bottom: 4096 levels of sub-comparisons.
    EXPECT_EQ(compare(deep, shallower), Relation::kGreater);
    EXPECT_EQ(compare(up_sum(Integer(kDepth)), up_sum(Integer(kDepth - 1))), Relation::kGreater);
    EXPECT_EQ(outcome(up_sum(Integer(kDepth))), Outcome::kL);
  });
}

TEST(SmallStack, OrdinalSumAtItsLimit) {
  on_small_stack([] {
    Game base = switch_of(1, 0);
    EXPECT_EQ(ordinal_sum(base, number(kDepth)), chain(kDepth, base));
    EXPECT_THROW(ordinal_sum(base, number(kDepth + 1)), LimitError);
  });
}

TEST(SmallStack, Printing) {
  on_small_stack([] {
    EXPECT_EQ(to_string(chain(kDepth, switch_of(1, 0))), chain_text(kDepth, "{1|0}"));
    EXPECT_EQ(to_string(up_sum(Integer(kDepth))), "^[4096]");
    EXPECT_EQ(to_string(up_sum(Integer(kDepth)) + nimber_game(Integer(1))), "^[4096]*");
    // Uptimal names with number and nimber parts, found from the options 4096 levels down.
    EXPECT_EQ(to_string(up_power(Integer(kDepth)) + nus_game(Dyadic(Integer(1), 1), 0, 3)), "1/2^<4096>*3");
    EXPECT_EQ(to_string(-up_sum(Integer(kDepth)) + nimber_game(Integer(3))), "v[4096]*3");
    // Two confused options that differ only at the bottom: the display order compares them
    // through all 4096 levels (first differing pair: 3/2 before 2).
    Game two = chain(kDepth, switch_of(2, 0));
    Game half =
        chain(kDepth, game_from_options({number_game(Dyadic(Integer(3), 1))}, {number_game(Dyadic(Integer(1), 1))}));
    ASSERT_EQ(compare(two, half), Relation::kConfused);
    EXPECT_EQ(to_string(game_from_options({two, half}, {number(-5)})),
              "{" + chain_text(kDepth, "{3/2|1/2}") + "," + chain_text(kDepth, "{2|0}") + "|-5}");
  });
}

TEST(SmallStack, Birthday) {
  on_small_stack([] {
    EXPECT_EQ(birthday(chain(kDepth, switch_of(1, 0))), Integer(kDepth + 2));
    EXPECT_EQ(birthday(up_sum(Integer(kDepth))), Integer(kDepth + 1));
  });
}

TEST(SmallStack, Stops) {
  on_small_stack([] {
    // Left's stop of u_n is Right's stop of v_(n-1), which is Left's stop of u_(n-1), …
    Game u = alternating(kDepth / 2 - 1);
    EXPECT_EQ(left_stop(u), Dyadic(0));
    EXPECT_EQ(right_stop(u), Dyadic(-kDepth / 2));
    EXPECT_EQ(birthday(u), Integer(kDepth));
  });
}

TEST(SmallStack, ThermographTemperatureMean) {
  on_small_stack([] {
    Game deep = chain(kDepth, switch_of(1, 0));
    EXPECT_EQ(thermograph(deep).to_string(), "Thermograph(1/2,[1/2],[0,-1],1/2,[1/2],[0,1])");
    // Below 0: a number 4096 binary digits long (0.0101…01) has a wall piece per forced move.
    Integer digits(0);
    for (int i = 0; i < kDepth / 2; ++i) {
      digits = (digits << 2) + Integer(1);
    }
    const Thermograph& number_walls = thermograph(number_game(Dyadic(digits, kDepth)));
    EXPECT_EQ(number_walls.temperature, -Dyadic(Integer(1), kDepth));
    EXPECT_GT(number_walls.left_wall.critical_temperatures().size(), std::size_t{kDepth / 4});
    EXPECT_EQ(temperature(deep), Dyadic(Integer(1), 1));
    EXPECT_EQ(mean(up_sum(Integer(kDepth))), Dyadic(0));
  });
}

TEST(SmallStack, AllSmall) {
  on_small_stack([] { EXPECT_TRUE(is_all_small(up_sum(Integer(kDepth)))); });
}

TEST(SmallStack, AtomicWeight) {
  on_small_stack([] {
    std::optional<Game> weight = atomic_weight(up_sum(Integer(kDepth)));
    ASSERT_TRUE(weight.has_value());
    EXPECT_EQ(*weight, number(1));
    // Not all-small: the naive weight of every position and CGSuite's test (a Norton product
    // and two comparisons) at depth 4096.
    std::optional<Game> tiny_weight = atomic_weight(up_sum(Integer(kDepth)) + tiny(number(1)));
    ASSERT_TRUE(tiny_weight.has_value());
    EXPECT_EQ(*tiny_weight, number(1));
  });
}

TEST(SmallStack, ReducedCanonicalForm) {
  on_small_stack([] { EXPECT_EQ(reduced_canonical(chain(kDepth, switch_of(1, 0))), switch_of(1, 0)); });
}

TEST(SmallStack, Cool) {
  on_small_stack([] {
    // Cooling asks each position's temperature: those are found level by level as the game is
    // built, so that only cooling itself descends.
    Game deep = switch_of(1, 0);
    for (int k = 0; k < kDepth; ++k) {
      deep = game_from_options({number(1), deep}, {number(0)});
      temperature(deep);
    }
    EXPECT_EQ(to_string(cool(deep, number_game(Dyadic(Integer(1), 2)))), "{3/4|1/4}");
    EXPECT_EQ(cool(deep, Game()), deep);
  });
}

// Heating and overheating by 0 (overheating integers to themselves) rebuild every position.
TEST(SmallStack, Heat) {
  on_small_stack([] {
    Game sum = up_sum(Integer(kDepth));
    EXPECT_EQ(heat(sum, Game()), sum);
  });
}

TEST(SmallStack, Overheat) {
  on_small_stack([] {
    Game sum = up_sum(Integer(kDepth));
    EXPECT_EQ(overheat(sum, number(1), Game()), sum);
  });
}

TEST(SmallStack, Norton) {
  on_small_stack([] {
    Game deep = chain(kDepth, switch_of(1, 0));
    EXPECT_EQ(norton(deep, number(1)), deep);
  });
}

}  // namespace
}  // namespace cgt
