// Game text nested as deep as the readers allow (kMaxTextNesting levels) is read on a 256 KiB stack, and
// one level more is refused with a ParseError, not a stack overflow. The texts are chosen so
// that their values stay shallow (the game algorithms recurse on a game's depth; that is not
// what is tested here): the extra function zero(...) ignores its argument, so any construct
// can nest around it.

#include <gtest/gtest.h>

#include <string>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "core/parse_stack.hpp"
#include "support/small_stack.hpp"
#include "support/text_builders.hpp"

namespace cgt {
namespace {

using testing::run_on_small_stack;

// The most unaries (prefix signs, and atoms holding an expression) open at once: the outermost
// one and kMaxTextNesting levels inside it.
constexpr int kLimit = static_cast<int>(kMaxTextNesting) + 1;

using testing::nest;
using testing::repeat;

const GameFunctionTable& zero_function() {
  static const GameFunctionTable table = {{"zero", [](const std::vector<GameArgument>&) { return Game(); }}};
  return table;
}

// The column of the ParseError the text gives on a small stack, or 0 if it parses.
std::size_t error_column(const std::string& text) {
  return testing::parse_error_column([&] { (void)parse_game(text, zero_function()); },
                                     nesting_too_deep_message());
}

// The value of the text parsed on a small stack. That thread computes in a context of its own,
// so the value comes back as text and is read again here, in this thread's context (the values
// are shallow: their text is short).
Game parse_on_small_stack(const std::string& text) {
  std::string printed;
  run_on_small_stack([&] { printed = to_string(parse_game(text, zero_function())); });
  return parse_game(printed);
}

TEST(GameParseStack, ParenthesesAtTheLimit) {
  EXPECT_EQ(parse_on_small_stack(nest("(", "1", ")", kLimit - 1)), number_game(Dyadic(1)));
  // The level one too many starts after the 5001st '(' (column 5002).
  EXPECT_EQ(error_column(nest("(", "1", ")", kLimit)), kMaxTextNesting + 2);
}

TEST(GameParseStack, PrefixSignsAtTheLimit) {
  // -( is two levels: the sign and the parenthesis' expression.
  EXPECT_EQ(parse_on_small_stack(nest("-(", "0", ")", kLimit / 2) + "+1"), number_game(Dyadic(1)));
  EXPECT_NE(error_column(nest("-(", "0", ")", kLimit / 2 + 1)), 0U);
  // The last '-' belongs to the literal -1, the others are signs (kLimit - 1 of them at most).
  EXPECT_EQ(parse_on_small_stack(repeat("-", kLimit - 1) + "1"), number_game(Dyadic(1)));
  EXPECT_EQ(parse_on_small_stack(repeat("-", kLimit) + "1"), number_game(Dyadic(-1)));
  EXPECT_EQ(error_column(repeat("-", kLimit + 1) + "1"), kMaxTextNesting + 2);
  // +-0 = *, +-* = 0: an odd number of switches is *.
  EXPECT_EQ(parse_on_small_stack(repeat("+-", kLimit - 2) + "0"), nimber_game(Integer(1)));
  EXPECT_EQ(parse_on_small_stack(repeat("+-", kLimit - 1) + "0"), Game());
  EXPECT_EQ(error_column(repeat("+-", kLimit) + "0"), 2U * kLimit + 1);
  EXPECT_EQ(parse_on_small_stack(nest("+-(", "0", ")", kLimit / 2 - 1)), nimber_game(Integer(1)));
}

TEST(GameParseStack, FunctionArgumentsAtTheLimit) {
  EXPECT_EQ(parse_on_small_stack(nest("cool(", "0", ",1)", kLimit - 1)), Game());
  EXPECT_NE(error_column(nest("cool(", "0", ",1)", kLimit)), 0U);
  EXPECT_EQ(parse_on_small_stack(nest("zero(\"board\", ", "1", ")", kLimit - 1)), Game());
  EXPECT_EQ(parse_on_small_stack(nest("Tiny(zero(", "1", "))", kLimit / 2 - 1)), parse_game("Tiny(0)"));
  EXPECT_NE(error_column(nest("Tiny(zero(", "1", "))", kLimit / 2 + 1)), 0U);
}

TEST(GameParseStack, SuffixArgumentsAtTheLimit) {
  EXPECT_EQ(parse_on_small_stack(nest("*(", "0", ")", kLimit - 1)), Game());  // *(0) is *0 = 0
  EXPECT_NE(error_column(nest("*(", "0", ")", kLimit)), 0U);
  EXPECT_EQ(parse_on_small_stack(nest("1Tiny(zero(", "1", "))", kLimit / 2 - 1)), parse_game("1Tiny(0)"));
  EXPECT_EQ(parse_on_small_stack(nest("^Miny(zero(", "1", "))", kLimit / 2 - 1)), parse_game("^Miny(0)"));
  EXPECT_NE(error_column(nest("1Miny(zero(", "1", "))", kLimit / 2 + 1)), 0U);
}

TEST(GameParseStack, BracesAtTheLimit) {
  // {n|} = n + 1: as deep in text as the limit allows, and still a number.
  EXPECT_EQ(parse_on_small_stack(nest("{", "0", "|}", kLimit - 1)), number_game(Dyadic(kLimit - 1)));
  EXPECT_EQ(error_column(nest("{", "0", "|}", kLimit)), kMaxTextNesting + 2);
  EXPECT_EQ(parse_on_small_stack(nest("{0|zero(", "1", ")}", kLimit / 2 - 1)), parse_game("*"));
  // Slashes inside braces inside parentheses inside an ordinal sum: three levels each.
  EXPECT_EQ(parse_on_small_stack(nest("(0:{1||0|zero(", "1", ")})", kLimit / 3 - 1)), parse_game("{1||0|0}"));
  EXPECT_NE(error_column(nest("(0:{1||0|zero(", "1", ")})", kLimit / 3 + 1)), 0U);
}

TEST(GameParseStack, MixedNestingAtTheLimit) {
  // Every construct in turn, one or two levels each; zero(...) keeps *(...) natural.
  const std::string opens[] = {"(", "-(", "+-", "{", "cool(", "*(zero(", "Tiny(zero("};
  const std::string closes[] = {")", ")", "", "|}", ",1)", "))", "))"};
  const int levels[] = {1, 2, 1, 1, 1, 2, 2};
  std::string open;
  std::string close;
  int depth = 1;  // the innermost 0
  for (int i = 0;; i = (i + 1) % 7) {
    if (depth + levels[i] > kLimit) {
      break;
    }
    depth += levels[i];
    open += opens[i];
    close = closes[i] + close;
  }
  std::string text = open + "0" + close;
  run_on_small_stack([&] { EXPECT_NO_THROW((void)parse_game(text, zero_function())) << "depth " << depth; });
  EXPECT_NE(error_column(repeat("(", kLimit - depth + 1) + text + repeat(")", kLimit - depth + 1)), 0U);
}

TEST(GameParseStack, ManyDistinctSlashRuns) {
  // {0|0||0|||0 … } splits at its longest run, then the left side at its longest, and so on:
  // one split per distinct run length, kept off the stack. The value is 60 games deep.
  std::string text = "{0";
  for (int run = 1; run <= 60; ++run) {
    text += repeat("|", run) + "0";
  }
  text += "}";
  Game g = parse_on_small_stack(text);
  std::string expected = "{0|0}";
  for (int run = 2; run <= 60; ++run) {
    expected = "{" + expected + "|0}";
  }
  EXPECT_EQ(g, parse_game(expected));
  EXPECT_THROW((void)parse_game("{0|0||0||0}"), ParseError);  // two runs of 2 at one level
}

}  // namespace
}  // namespace cgt
