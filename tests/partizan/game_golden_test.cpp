// CGSuite's published answers (issue 5's golden cases) as unit tests.

#include <gtest/gtest.h>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {
namespace {

std::string show(std::string_view expression) {
  return to_string(evaluate_game_expression(expression));
}

TEST(GameGolden, Printing) {
  const std::pair<const char*, const char*> cases[] = {
      {"{0|^*5}", "^^*4"},
      {"^^^^^^+vvv*+^19*3+v14", "^8*2"},
      {"*(3+5)", "*8"},
      {"+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"},
      {"{0||0|-1}", "Tiny(1)"},
      {"{0|||0||-1|-2}", "Tiny({2|1})"},
      {"{1|0||0}", "Miny(1)"},
      {"{0|v*}", "^<2>"},
      {"{0,*|v}", "^<2>*"},
      {"{^|*}", "^[2]"},
      {"{0|*||*|||*||||*}", "^[4]"},
      {"{0||0|vvv}", "{0||0|v3}"},
      {"{^^^|vv}", "{^3|vv}"},
      {"3+-1", "{4|2}"},
      {"{3||2+*|1+*}", "{3||2*|1*}"},
      {"3/4v[3]*", "3/4v[3]*"},
      {"^<3>", "^<3>"},
      {"^<5>*", "^<5>*"},
      {"^[2]-^", "^<2>"},
      {"^[7]-^[6]", "^<7>"},
      {"1v<3>", "1v<3>"},
      {"2Tiny(2)", "2Tiny(2)"},
      {"1/2^*", "1/2^*"},
      {"-3/8", "-3/8"},
      {"-1v*", "-1v*"},
      {"-(1v*)", "-1^*"},
      {"{|}", "0"},
      {"{1|}", "2"},
      {"{|-1}", "-2"},
      {"{0|1}", "1/2"},
      {"{*|*}", "0"},
  };
  for (const auto& [input, expected] : cases) {
    EXPECT_EQ(show(input), expected) << input;
  }
}

TEST(GameGolden, ThermographOfTheCgsuiteExample) {
  Game g = parse_game("{3||2+*|1+*}");
  EXPECT_EQ(mean(g), Dyadic(Integer(9), 2));
  EXPECT_EQ(temperature(g), Dyadic(Integer(3), 2));
  EXPECT_EQ(thermograph(g).to_string(), "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])");
  EXPECT_EQ(to_string(reduced_canonical(g)), "{3||2|1}");
  EXPECT_FALSE(atomic_weight(g).has_value());
  EXPECT_EQ(show("cool({3||2*|1*}, 1/4)"), "{11/4||2|3/2}");
  EXPECT_EQ(show("cool({3||2*|1*}, 1/2)"), "{5/2|2*}");
  EXPECT_EQ(show("heat({3||2*|1*}, 1)"), "{4|||3|1||0|-2}");
  EXPECT_EQ(show("overheat({3||2*|1*}, *, 1+*)"), "{1||+-(1*)|-1,{-1|-3}}");
}

TEST(GameGolden, MeanAndTemperature) {
  Game g = parse_game("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}");
  EXPECT_EQ(mean(g).to_string(), "-5/16");
  EXPECT_EQ(temperature(g).to_string(), "21/16");
  Game x = parse_game("25/16");
  EXPECT_EQ(birthday(x), Integer(6));
  EXPECT_EQ(temperature(x).to_string(), "-1/16");
}

TEST(GameGolden, AtomicWeights) {
  EXPECT_EQ(to_string(*atomic_weight(parse_game("{^^^|vv}"))), "{1|0}");
  EXPECT_EQ(to_string(*atomic_weight(parse_game("{1|^^||^}"))), "2");
  EXPECT_EQ(to_string(*atomic_weight(parse_game("^*6"))), "1");
  EXPECT_FALSE(atomic_weight(parse_game("{1|^^^||^}")).has_value());
  EXPECT_FALSE(atomic_weight(parse_game("{3||2*|1*}")).has_value());
  EXPECT_EQ(to_string(*atomic_weight(parse_game("^"))), "1");
  EXPECT_EQ(to_string(*atomic_weight(parse_game("*"))), "0");
  EXPECT_EQ(to_string(*atomic_weight(parse_game("^^"))), "2");
}

TEST(GameGolden, Products) {
  EXPECT_EQ(show("norton(1/2, ^)"), "{^^*|v*}");
  EXPECT_EQ(show("overheat(7/16, 0, 0)"), "^[3]");
  EXPECT_EQ(show("*5 : *6"), "*11");
}

TEST(GameGolden, Boards) {
  EXPECT_EQ(show("domineering(\"....|....|....|....\")"), "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
  EXPECT_EQ(show("clobber(\"xox|ox.\")"), "{^^*|*,v}");
  EXPECT_EQ(show("clobber(\"xoxo|oxox|xoxo\")"), "0");
  EXPECT_EQ(show("domineering(\".|.\")"), "1");
  EXPECT_EQ(show("domineering(\"..\")"), "-1");
}

TEST(GameGolden, EndNimRows) {
  EXPECT_EQ(show("endnim(3,5,2)"), "{0,*,*2,*3,*4,*5|{0,*,*2,*3,*4,*5||*5,{*5,v*4|0}|0},{*5,{*5,v*4|0}|0}}");
  EXPECT_EQ(show("endnim(2,3)"), "{*3,v*2|0}");
  EXPECT_EQ(show("endnim(2,1)"), "^*3");
}

TEST(GameGolden, SwitchSums) {
  Game sum;
  for (int k = 1; k <= 12; ++k) {
    sum += switch_game(number_game(Dyadic(k)));
    EXPECT_EQ(temperature(sum), Dyadic(k)) << k;
    if (k == 4) {
      EXPECT_EQ(to_string(sum), "+-{10|8||6|4|||4|2||0|-2}");
    }
  }
}

TEST(GameGolden, PartialNimClosedForms) {
  // Lim: A_{2n-1} = 1/2^(n-1), A_{2n} = {1 | 0, A_{2n-2}}.
  for (int n = 1; n <= 12; ++n) {
    EXPECT_EQ(blue_pile_game(2 * n - 1), number_game(Dyadic(Integer(1), n - 1))) << n;
    Game even = n == 1 ? game_from_options({number_game(1)}, {Game()})
                       : game_from_options({number_game(1)}, {Game(), blue_pile_game(2 * n - 2)});
    EXPECT_EQ(blue_pile_game(2 * n), even) << n;
    EXPECT_EQ(red_pile_game(2 * n), -even) << n;
  }
}

TEST(GameGolden, BigValuesStayExact) {
  Game big = parse_game("123456789012345678901234567890/1024 + ^100000000000000000000 + *99999999999999999999");
  EXPECT_EQ(to_string(big + big), "61728394506172839450617283945/256^200000000000000000000");
  EXPECT_TRUE(greater(big, parse_game("123456789012345678901234567890/1024")));
}

TEST(GameGolden, Errors) {
  EXPECT_THROW(parse_game("{1|2"), ParseError);
  EXPECT_THROW(parse_game("{1|2|3}"), ParseError);
  EXPECT_THROW(parse_game("1/3"), ParseError);
  EXPECT_THROW(parse_game("foo(1)"), ParseError);
  try {
    parse_game("{1 | 2 +}");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.column(), 9u);
  }
  EXPECT_THROW(evaluate_game_expression("*100000000 + {0|1||-1}"), LimitError);
  EXPECT_THROW(evaluate_game_expression("^1000000000000 + {1|0}"), LimitError);
  EXPECT_THROW(evaluate_game_expression("^[100000]"), LimitError);
  // The memory budget ends a computation with BudgetError, and the context stays usable.
  {
    Context context;
    ContextScope scope(context);
    evaluate_game_expression("blue(10)");
    context.set_limits({.memory = context.bytes_held() + 4096});
    EXPECT_THROW(evaluate_game_expression("blue(300)"), BudgetError);  // 300 distinct values
    context.set_limits({});
    EXPECT_EQ(show("domineering(\"....|....|....|....\")"), "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
  }
  // The work budget too.
  {
    Context context;
    ContextScope scope(context);
    context.set_limits({.work = 1000});
    EXPECT_THROW(evaluate_game_expression("domineering(\".....|.....|.....\")"), BudgetError);
    context.set_limits({});
    EXPECT_EQ(show("{1|*}"), "{1|*}");
  }
  // Huge nus values are still handled by the closed forms.
  Game huge = evaluate_game_expression("2^1000000000000*3");
  EXPECT_EQ(birthday(huge), Integer::parse("1000000000005").value());
  EXPECT_EQ(thermograph(huge).to_string(), "Thermograph(2,[0],[0,-1],2,[],[0])");
}

}  // namespace
}  // namespace cgt
