// LR-ending positions live in a context: handles are checked, every cache is per context, and
// the context's budget (work, memory) and the position budget (StoreBudget) bound a computation.

#include <gtest/gtest.h>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "support/ending_builders.hpp"

namespace cgt::ending {
namespace {

using testing::P;

TEST(EndingContext, PositionsOfAnotherContextAreRefused) {
  Context a;
  Context b;
  Position g;
  {
    ContextScope scope(a);
    g = P("{*L, {*L, *R_1}}");
    EXPECT_EQ(g.context_tag(), a.tag());
  }
  ContextScope scope(b);
  EXPECT_THROW((void)g.options(), ContextError);
  EXPECT_THROW((void)g.birthday(), ContextError);
  EXPECT_THROW((void)g.outcome(), ContextError);
  EXPECT_THROW((void)g.conjugate(), ContextError);
  EXPECT_THROW((void)(g + P("X_1")), ContextError);
  EXPECT_THROW((void)(P("X_1") + g), ContextError);
  EXPECT_THROW((void)Position::from_options({Position::right_end(), g}), ContextError);
  EXPECT_THROW((void)simplify(g), ContextError);
  EXPECT_THROW((void)add_simplified(g, Position::right_end()), ContextError);
  EXPECT_THROW((void)to_text(g), ContextError);
  EXPECT_THROW((void)family_of(g), ContextError);
  EXPECT_THROW((void)decide_equivalence(g, Position::left_end(), 1), ContextError);
  EXPECT_THROW((void)find_inverse(g, 1), ContextError);
  // The same text in `b` is another handle, with the same answers.
  const Position h = P("{*L, {*L, *R_1}}");
  EXPECT_NE(g, h);
  EXPECT_EQ(to_text(h), "{*L, {*L, *R_1}}");
}

TEST(EndingContext, TerminalsBelongToEveryContext) {
  Context a;
  ContextScope scope(a);
  const Position l = Position::left_end();
  const Position r = Position::right_end();
  EXPECT_EQ(l.context_tag(), 0U);
  EXPECT_EQ(r.context_tag(), 0U);
  EXPECT_EQ(l + r, r);
  EXPECT_EQ(r.conjugate(), l);
  EXPECT_EQ(to_text(Position::from_options({l, r})), "X_1");
  EXPECT_EQ(Position(), l);
}

TEST(EndingContext, ClearEndsEveryHandle) {
  Context context;
  ContextScope scope(context);
  const Position g = P("{*R, {*L, *R_1}}");
  EXPECT_EQ(to_text(simplify(g)), "*R_1");
  const std::size_t before = store_size();
  context.clear();
  EXPECT_THROW((void)g.outcome(), ContextError);
  EXPECT_THROW((void)to_text(g), ContextError);
  EXPECT_LT(store_size(), before);
  // The caches went too: the same questions are answered from scratch, the same way.
  const Position again = P("{*R, {*L, *R_1}}");
  EXPECT_EQ(to_text(simplify(again)), "*R_1");
  EXPECT_EQ(Position::right_end().outcome(), Outcome::kR);
}

TEST(EndingContext, ContextsAnswerAlike) {
  // Two contexts building the same things in different orders get different ids but the same
  // texts and outcomes: nothing is shared between them.
  Context a;
  Context b;
  std::vector<std::string> texts_a;
  std::vector<std::string> texts_b;
  const char* inputs[] = {"X_3 + {*L, *R_1}", "{*R, {*L, *R_1}} + S_3", "~{X_2, *L_3}", "{{*L, *R}} + X_1"};
  {
    ContextScope scope(a);
    for (const char* text : inputs) {
      const Analysis analysis = analyse(parse_expression(text));
      texts_a.push_back(analysis.value + " " + outcome_name(analysis.outcome));
    }
  }
  {
    ContextScope scope(b);
    (void)positions_born_by(2);  // fills b's store in another order first
    for (const char* text : inputs) {
      const Analysis analysis = analyse(parse_expression(text));
      texts_b.push_back(analysis.value + " " + outcome_name(analysis.outcome));
    }
  }
  EXPECT_EQ(texts_a, texts_b);
}

TEST(EndingContext, BytesHeldCountTheOptionLists) {
  Context context;
  ContextScope scope(context);
  const std::size_t empty = context.bytes_held();
  // *L_1000 has 1000 nodes holding 0 + 1 + … + 999 option entries.
  (void)family_position({Family::kLeft, 1000});
  const std::size_t entries = 999 * 1000 / 2;
  EXPECT_GE(context.bytes_held() - empty, entries * sizeof(Position));
  EXPECT_LT(context.bytes_held() - empty, 4 * entries * sizeof(Position) + (std::size_t{1} << 20));
}

TEST(EndingContext, MemoryBudgetStopsAComputationAndTheContextGoesOn) {
  Context context;
  ContextScope scope(context);
  const Position g = P("{*R, {*L, *R_1}}");
  context.set_limits({.memory = context.bytes_held() + (std::size_t{1} << 20)});
  EXPECT_THROW((void)family_position({Family::kMaltese, 1500}), BudgetError);
  context.set_limits({});
  EXPECT_EQ(to_text(simplify(g)), "*R_1");
}

TEST(EndingContext, WorkBudgetStopsAComputation) {
  Context context;
  ContextScope scope(context);
  context.set_limits({.work = 2000});
  EXPECT_THROW((void)(P("X_6") + P("X_7") + P("X_5")), BudgetError);
  context.set_limits({});
  EXPECT_EQ((P("X_2") + P("X_2")).outcome(), Outcome::kP);
}

TEST(EndingContext, CancelStopsAComputationAndNothingHalfBuiltIsKept) {
  std::size_t candidates = 0;
  {
    Context fresh;
    ContextScope scope(fresh);
    candidates = search_space(3).candidates.size();
  }
  Context context;
  ContextScope scope(context);
  context.cancel();
  EXPECT_THROW((void)search_space(3), CancelledError);
  // The request was consumed; the search space is built again in full.
  EXPECT_EQ(search_space(3).candidates.size(), candidates);
  EXPECT_EQ(positions_born_by(2).size(), 29U);
}

TEST(EndingContext, StoreBudgetsNestAndEndWithTheContents) {
  Context context;
  ContextScope scope(context);
  {
    StoreBudget outer(1'000'000);
    {
      StoreBudget inner(10);
      EXPECT_THROW((void)(P("X_6") + P("X_7") + P("X_5")), LimitError);
    }
    // The inner budget ended: the outer one allows the sum.
    EXPECT_EQ((P("X_6") + P("X_7")).outcome(), Outcome::kP);
  }
  {
    StoreBudget budget(10);
    context.clear();  // the budget went with the contents it bounded
    EXPECT_EQ((P("X_6") + P("X_7")).outcome(), Outcome::kP);
  }
  // A budget ended after clear() leaves the new contents alone.
  EXPECT_EQ((P("X_1") + P("X_2") + P("X_3")).outcome(), Outcome::kN);
}

}  // namespace
}  // namespace cgt::ending
