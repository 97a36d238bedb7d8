// The deepest positions the limits allow, on a 256 KiB thread stack: every walk of the engine
// keeps its depth on the heap (sums up to birthdays adding to 20000, conjugates, outcomes,
// simplification with Theorem 3.10 nested once per option, text, deep expressions).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "support/small_stack.hpp"
#include "support/sample_size.hpp"

namespace cgt::ending {
namespace {

using testing::scaled;

using cgt::test::run_on_small_stack;

// base, {base}, {{base}}, …: chain[k] has birthday birthday(base) + k.
std::vector<Position> chain(Position base, std::size_t length) {
  std::vector<Position> out{base};
  while (out.size() <= length) {
    out.push_back(Position::from_options({out.back()}));
  }
  return out;
}

TEST(EndingDeep, SumWhoseBirthdaysAddUpToTheLimit) {
  run_on_small_stack([] {
    // C = {{…{*L}…}} born on day 19999, plus X_1 = {*L, *R}: 20000, the deepest sum allowed.
    // Every play makes the same 20000 moves; whoever moves in X_1 chooses the terminal that
    // wins for them, and the first player can do it at once: N.
    const Position c = chain(Position::left_end(), 19999).back();
    const Position x1 = Position::from_options({Position::left_end(), Position::right_end()});
    ASSERT_EQ(c.birthday() + x1.birthday(), 20000U);
    const Position sum = c + x1;
    EXPECT_EQ(sum.birthday(), 20000U);
    EXPECT_EQ(sum.outcome(), Outcome::kN);
    EXPECT_EQ(sum.options().size(), 3U);  // C' + X_1, C + *L = C, C + *R = C̄
    EXPECT_EQ(x1 + c, sum);
    // One day more is refused, not attempted.
    EXPECT_THROW((void)(Position::from_options({c}) + x1), LimitError);
  });
}

TEST(EndingDeep, ConjugateOutcomeAndSimplifyOfADeepChain) {
  run_on_small_stack([] {
    const std::vector<Position> c = chain(Position::left_end(), 20000);
    const Position deep = c.back();
    // Play ends at *L whatever happens: L, and the conjugate ends at *R.
    EXPECT_EQ(deep.outcome(), Outcome::kL);
    const Position conjugate = deep.conjugate();
    EXPECT_EQ(conjugate.outcome(), Outcome::kR);
    EXPECT_EQ(conjugate.birthday(), 20000U);
    EXPECT_EQ(conjugate.conjugate(), deep);
    // {*L_1} ≡ *L by Theorem 3.3 (mex of {1} is 0), and so on up the chain.
    EXPECT_EQ(simplify(deep), Position::left_end());
    EXPECT_EQ(simplify(conjugate), Position::right_end());
  });
}

TEST(EndingDeep, TextOfADeepChain) {
  run_on_small_stack([] {
    // 5000 levels: the texts of all the subpositions are kept (25 million characters).
    const Position deep = chain(Position::left_end(), 5000).back();
    const std::string text = to_text(deep);
    EXPECT_EQ(text, std::string(4999, '{') + "*L_1" + std::string(4999, '}'));
  });
}

TEST(EndingDeep, Theorem310NestedOncePerOption) {
  run_on_small_stack([] {
    // G = {*L, *R, Y_1, …, Y_k} with Y_j = {X_1, M_j}, M_j a chain over X_2 (distinct, and
    // left alone by the rules). Theorem 3.10 on G tries Y_1 and needs the simplified form of
    // {*L, *R, Y_2, …, Y_k}, which tries Y_2, … k levels deep; the innermost {*L, *R} = X_1 is
    // an option of every Y_j, so each level reduces to X_1 on the way back.
    constexpr std::size_t k = 2500;
    const Position x1 = family_position({Family::kMaltese, 1});
    const std::vector<Position> m = chain(family_position({Family::kMaltese, 2}), k);
    std::vector<Position> options{Position::left_end(), Position::right_end()};
    for (std::size_t j = 1; j <= k; ++j) {
      options.push_back(Position::from_options({x1, m[j]}));
    }
    EXPECT_EQ(simplify(options[2]), options[2]);
    EXPECT_EQ(simplify(options.back()), options.back());
    const Position g = Position::from_options(options);
    EXPECT_EQ(simplify(g), x1);
    EXPECT_EQ(to_text(simplify(g)), "X_1");
  });
}

TEST(EndingDeep, SimplifiedSumOfADeepPosition) {
  run_on_small_stack([] {
    // M = {{…{X_2}…}} is left alone by the rules; M + X_1 simplified, birthdays adding to
    // 20000, must have the outcome of the literal sum (equivalent positions do).
    const Position m = chain(family_position({Family::kMaltese, 2}), 19997).back();
    const Position x1 = family_position({Family::kMaltese, 1});
    ASSERT_EQ(m.birthday() + x1.birthday(), 20000U);
    EXPECT_EQ(simplify(m), m);
    const Position simplified = add_simplified(m, x1);
    EXPECT_EQ(simplified.outcome(), (m + x1).outcome());
    EXPECT_EQ(simplify(simplified), simplified);
  });
}

TEST(EndingDeep, DeepExpressions) {
  // 20000 conjugations of X_2 + {*L, *R_1}; built here, evaluated on the small stack (the
  // expression's own destructor recurses, and runs on this thread).
  Expression e;
  e.kind = Expression::Kind::kSum;
  e.children.resize(2);
  e.children[0].family = {Family::kMaltese, 2};
  e.children[1] = parse_expression("{*L, *R_1}");
  for (int i = 0; i < scaled(20000); ++i) {
    Expression outer;
    outer.kind = Expression::Kind::kConjugate;
    outer.children.push_back(std::move(e));
    e = std::move(outer);
  }
  run_on_small_stack([&] {
    // An even number of conjugations: the position itself.
    const Position built = build_position(e);
    EXPECT_EQ(built, build_position(parse_expression("X_2 + {*L, *R_1}")));
    EXPECT_EQ(build_simplified(e).outcome(), built.outcome());
    EXPECT_EQ(family_summands(e), std::nullopt);
    const Analysis analysis = analyse(e);
    EXPECT_EQ(analysis.outcome, built.outcome());
    EXPECT_EQ(analysis.value, analyse(parse_expression("X_2 + {*L, *R_1}")).value);
  });
}

}  // namespace
}  // namespace cgt::ending
