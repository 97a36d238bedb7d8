// The one evaluator of game texts (evaluate_value): which kind of value a text is, decided by the
// short-game reader as it reads, checked against the two readers it stands on — on seeded random
// texts of the stopper grammar and on random short games — and the loopy words at their columns.

#include <gtest/gtest.h>

#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <variant>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/stopper.hpp"
#include "support/random_stopper_text.hpp"
#include "support/read_outcome.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

Stopper as_stopper(const GameValue& value) {
  return std::holds_alternative<Game>(value) ? Stopper(std::get<Game>(value)) : std::get<Stopper>(value);
}

// On every random text: a text the short-game reader reads is that short game; any other text
// the stopper reader reads is the stopper reader's value (a Game exactly when it is loopfree);
// a text neither reads is refused. Where the short reader fails on a word of loopy games, the
// stopper reader's error is the one reported; elsewhere the short reader's.
TEST(GameValue, AgreesWithTheShortAndStopperReadersOnRandomTexts) {
  Context context;
  ContextScope scope(context);
  testing::StopperTextMaker maker(20261129);
  int short_texts = 0;
  int loopy_values = 0;
  int refused = 0;
  for (int trial = 0; trial < testing::scaled(6000, 400); ++trial) {
    const std::string text = maker.make();
    const auto as_short = testing::read_outcome([&] { return Stopper(parse_game(text, ruleset_functions())); });
    const auto as_loopy = testing::read_outcome([&] { return parse_stopper(text, ruleset_functions()); });
    bool loopy_text = false;
    try {
      parse_game(text, ruleset_functions());
    } catch (const LoopyTextError&) {
      loopy_text = true;
    } catch (const std::exception&) {
    }
    const auto got = testing::read_outcome([&] { return as_stopper(evaluate_value(text)); });
    if (as_short.value) {
      ASSERT_TRUE(got.value.has_value()) << "text: " << text << "\n" << got.message;
      ASSERT_TRUE(*got.value == *as_short.value) << "text: " << text;
      ASSERT_TRUE(std::holds_alternative<Game>(evaluate_value(text))) << "text: " << text;
      // The stopper reader takes every short game too, to the same value.
      ASSERT_TRUE(as_loopy.value && *as_loopy.value == *as_short.value) << "text: " << text;
      ++short_texts;
    } else if (loopy_text) {
      if (as_loopy.value) {
        ASSERT_TRUE(got.value.has_value()) << "text: " << text << "\n" << got.message;
        ASSERT_TRUE(*got.value == *as_loopy.value) << "text: " << text;
        ASSERT_EQ(std::holds_alternative<Game>(evaluate_value(text)), as_loopy.value->is_loopfree()) << "text: " << text;
        loopy_values += as_loopy.value->is_loopfree() ? 0 : 1;
      } else {
        ASSERT_FALSE(got.value.has_value()) << "text: " << text;
        ASSERT_EQ(got.message, as_loopy.message) << "text: " << text;
        ++refused;
      }
    } else {
      ASSERT_FALSE(got.value.has_value()) << "text: " << text;
      ASSERT_EQ(got.column, as_short.column) << "text: " << text;
      ASSERT_EQ(got.message, as_short.message) << "text: " << text;
      ++refused;
    }
  }
  std::cout << short_texts << " short, " << loopy_values << " loopy, " << refused << " refused\n";
  EXPECT_GT(short_texts, testing::scaled(300, 20));
  EXPECT_GT(loopy_values, testing::scaled(500, 30));
  EXPECT_GT(refused, testing::scaled(500, 30));
}

// Each loopy form is decided at the column of its first loopy word, and read as a stopper.
TEST(GameValue, LoopyWordsAreFoundWhereTheShortReaderStops) {
  Context context;
  ContextScope scope(context);
  const struct {
    const char* text;
    std::size_t column;
    const char* printed;
  } cases[] = {
      {"{0|pass}", 4, "over"},          {"{pass|0}", 2, "under"},        {"on", 1, "on"},
      {"off", 1, "off"},                {"2over", 2, "2over"},           {"1under", 2, "1under"},
      {"over", 1, "over"},              {"a{0|a}", 1, "over"},           {"^[on]", 3, "^[on]"},
      {"+-on", 3, "+-on"},              {"Tiny(on)", 6, "Tiny(on)"},     {"{1, *|  pass}", 9, "1over"},
      {"{pass|domineering(\"..|..\")}", 2, "{pass|+-1}"},
  };
  for (const auto& c : cases) {
    try {
      parse_game(c.text, ruleset_functions());
      ADD_FAILURE() << c.text << ": read as a short game";
    } catch (const LoopyTextError& e) {
      EXPECT_EQ(e.column(), c.column) << c.text << ": " << e.what();
    }
    const GameValue value = evaluate_value(c.text);
    ASSERT_TRUE(std::holds_alternative<Stopper>(value)) << c.text;
    EXPECT_EQ(to_string(std::get<Stopper>(value)), c.printed) << c.text;
  }
  // Names that merely contain a loopy word, or a short game's error before the loopy word, are
  // the short reader's errors.
  for (const char* text : {"x2over", "passage", "onion", "3_on", "{1|0} + ) + pass", "cool(*, )"}) {
    EXPECT_THROW(
        {
          try {
            evaluate_value(text);
          } catch (const LoopyTextError&) {
            ADD_FAILURE() << text << ": taken for a loopy text";
            throw;
          }
        },
        ParseError)
        << text;
  }
  // A named position that never comes back is a short game.
  const GameValue named = evaluate_value("a{1|0}");
  ASSERT_TRUE(std::holds_alternative<Game>(named));
  EXPECT_EQ(to_string(std::get<Game>(named)), "{1|0}");
}

// Fox and Geese: loopy alone, a Game when loopfree (also inside a sum), an error in a sum when
// loopy.
TEST(GameValue, FoxAndGeeseAloneOrInSums) {
  Context context;
  ContextScope scope(context);
  const GameValue loopy = evaluate_value("  fox_and_geese(\"x.x.x.x.|........|o.......\") ");
  ASSERT_TRUE(std::holds_alternative<Stopper>(loopy));
  EXPECT_EQ(to_string(std::get<Stopper>(loopy)), "{6|2over}");
  const GameValue small = evaluate_value("fox_and_geese(\"x.x.|....|o...\") + 1");
  ASSERT_TRUE(std::holds_alternative<Game>(small));
  EXPECT_EQ(to_string(std::get<Game>(small)), "{3|1}");
  for (const char* text : {"fox_and_geese(\"x.x.x.x.|........|o.......\") + 1", "-fox_and_geese(\"x.x.x.x.|........|o.......\")",
                           "{fox_and_geese(\"x.x.x.x.|........|o.......\")|pass}"}) {
    try {
      evaluate_value(text);
      ADD_FAILURE() << text << ": no error";
    } catch (const DomainError& e) {
      EXPECT_NE(std::string(e.what()).find("{6|2over} is loopy, so it cannot be part of a larger expression"), std::string::npos)
          << text << ": " << e.what();
    }
    EXPECT_THROW(evaluate_game_expression(text), DomainError) << text;
  }
}

}  // namespace
}  // namespace cgt
