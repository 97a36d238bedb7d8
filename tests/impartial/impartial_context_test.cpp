// Impartial game trees live in a context: handles are checked, and the context's budget (work,
// memory) bounds a tree that grows too large.

#include <gtest/gtest.h>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial.hpp"
#include "cgt/impartial_expression.hpp"

namespace cgt {
namespace {

TEST(ImpartialContext, AFewLinesToAGrundyValue) {
  const ImpartialGame g =
      substitution_sum(ImpartialGame::nimber(2), ImpartialGame::nimber(1), ImpartialGame::nimber(4));
  EXPECT_EQ(g.grundy(), 6U);  // l ≥ m: l + n
  EXPECT_EQ(g.variation().to_string(), "{0..5}");
  const ImpartialGame h = ImpartialGame::from_options({ImpartialGame::zero(), ImpartialGame::nimber(3)});
  EXPECT_EQ(h.grundy(), 1U);
  EXPECT_EQ((h + ImpartialGame::nimber(1)).grundy(), 0U);
  EXPECT_EQ(ordinal_sum(h, ImpartialGame::nimber(2)).grundy(), 4U);  // {0, 3} : {0, 1} = {0, 1, 2, 3}
  EXPECT_EQ(h.options().size(), 2U);
  EXPECT_EQ(h.depth(), 4U);
}

TEST(ImpartialContext, GamesOfAnotherContextAreRefused) {
  Context a;
  Context b;
  ImpartialGame g;
  {
    ContextScope scope(a);
    g = ImpartialGame::nimber(3) + ImpartialGame::nimber(5);
    EXPECT_EQ(g.context_tag(), a.tag());
  }
  ContextScope scope(b);
  EXPECT_THROW((void)g.grundy(), ContextError);
  EXPECT_THROW((void)g.variation(), ContextError);
  EXPECT_THROW((void)g.options(), ContextError);
  EXPECT_THROW((void)g.depth(), ContextError);
  EXPECT_THROW((void)(g + ImpartialGame::nimber(1)), ContextError);
  EXPECT_THROW((void)ordinal_sum(ImpartialGame::nimber(1), g), ContextError);
  EXPECT_THROW((void)substitution_sum(ImpartialGame::nimber(1), g, ImpartialGame::nimber(1)), ContextError);
  EXPECT_THROW((void)ImpartialGame::from_options({g}), ContextError);
  // The same game made in `b` is another handle with the same value.
  const ImpartialGame h = ImpartialGame::nimber(3) + ImpartialGame::nimber(5);
  EXPECT_NE(g, h);
  EXPECT_EQ(h.grundy(), 6U);
}

TEST(ImpartialContext, ZeroBelongsToEveryContextAndClearEndsTheRest) {
  Context context;
  ContextScope scope(context);
  const ImpartialGame zero;
  EXPECT_EQ(zero.context_tag(), 0U);
  const ImpartialGame three = ImpartialGame::nimber(3);
  EXPECT_EQ(ImpartialGame::nimber(0), zero);
  context.clear();
  EXPECT_EQ(impartial_store_size(), 1U);  // the new contents hold 0 only
  EXPECT_EQ(zero.grundy(), 0U);
  EXPECT_EQ((zero + zero).grundy(), 0U);
  EXPECT_THROW((void)three.grundy(), ContextError);
  EXPECT_EQ(ImpartialGame::nimber(3).grundy(), 3U);
}

TEST(ImpartialContext, BytesHeldCountTheOptionLists) {
  Context context;
  ContextScope scope(context);
  const std::size_t empty = context.bytes_held();
  (void)ImpartialGame::nimber(1000);  // 0 + 1 + … + 999 option links
  const std::size_t links = 999 * 1000 / 2;
  EXPECT_GE(context.bytes_held() - empty, links * sizeof(std::uint32_t));
  EXPECT_LT(context.bytes_held() - empty, 4 * links * sizeof(std::uint32_t) + (std::size_t{1} << 20));
}

TEST(ImpartialContext, TheBudgetStopsATreeThatGrowsTooLarge) {
  // The store's old `max_games` limit is the context's budget now.
  Context context;
  ContextScope scope(context);
  context.set_limits({.memory = std::size_t{1} << 20});
  EXPECT_THROW((void)ImpartialGame::nimber(3000), BudgetError);  // 4.5 million option links
  context.set_limits({.work = 10'000});
  EXPECT_THROW((void)build_game_tree(parse_impartial_expression("*40 + *40 + *40")), BudgetError);
  context.set_limits({});
  EXPECT_EQ(build_game_tree(parse_impartial_expression("*10 + *11 + *12")).grundy(), 13U);
}

TEST(ImpartialContext, CancelStopsATree) {
  Context context;
  ContextScope scope(context);
  context.cancel();
  EXPECT_THROW((void)(ImpartialGame::nimber(60) + ImpartialGame::nimber(60)), CancelledError);
  EXPECT_EQ((ImpartialGame::nimber(60) + ImpartialGame::nimber(60)).grundy(), 0U);
}

}  // namespace
}  // namespace cgt
