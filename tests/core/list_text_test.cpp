// The one list grammar (core/list_text.hpp) that every list parser shares: separators, whitespace
// inside and between items, empty items named by position, blank text as the empty list.

#include "core/list_text.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "cgt/error.hpp"

namespace cgt {
namespace {

std::vector<std::string> items(std::string_view text) {
  ListReader reader(text, "row", "pile");
  std::vector<std::string> out;
  ListItem item;
  while (reader.next(item)) {
    EXPECT_EQ(text.substr(item.offset, item.text.size()), item.text) << text;
    EXPECT_EQ(item.index, out.size()) << text;
    out.emplace_back(item.text);
  }
  return out;
}

// The message of the ParseError for `text`, or "" when it reads.
std::string error_of(std::string_view text) {
  try {
    (void)items(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

using Items = std::vector<std::string>;

TEST(ListText, CommasBarsAndWhitespaceSeparate) {
  const Items expected{"1", "2", "3"};
  for (const char* text : {"1,2,3", "1, 2, 3", "1 2 3", "1|2|3", "1 | 2 | 3", " 1,\n2\t| 3 ", "1\r\n2\r\n3\r\n",
                           "1 ,2| 3", "\n1\n\n2\n3"}) {
    EXPECT_EQ(items(text), expected) << text;
  }
}

TEST(ListText, BlankTextIsTheEmptyList) {
  for (const char* text : {"", " ", "\n", " \t\r\n "}) {
    EXPECT_EQ(items(text), Items{}) << '"' << text << '"';
  }
}

TEST(ListText, WhitespaceInsideAnItemBelongsToIt) {
  // Next to an operator, whitespace continues the item.
  EXPECT_EQ(items("w*2 + 1, w"), (Items{"w*2 + 1", "w"}));
  EXPECT_EQ(items("w*2 + 1 w"), (Items{"w*2 + 1", "w"}));
  EXPECT_EQ(items("w^2 *3 w ^ 2"), (Items{"w^2 *3", "w ^ 2"}));
  EXPECT_EQ(items("3 -4 5"), (Items{"3 -4", "5"}));
  EXPECT_EQ(items("ω· 2 ω"), (Items{"ω· 2", "ω"}));
  EXPECT_EQ(items("ω ×2 1"), (Items{"ω ×2", "1"}));
  // Inside parentheses, nothing separates.
  EXPECT_EQ(items("(w + 1) * 2, (1, 2) 3"), (Items{"(w + 1) * 2", "(1, 2)", "3"}));
  EXPECT_EQ(items("(1 2"), (Items{"(1 2"}));  // unbalanced: the item's parser reports it
  EXPECT_EQ(items("((w 2^w *3+ | \n"), (Items{"((w 2^w *3+ |"}));  // found by the fuzz target
}

TEST(ListText, AnEmptyItemIsAnErrorNamingItsPosition) {
  EXPECT_EQ(error_of("1,,2"), "row: at column 3: pile 2 is empty");
  EXPECT_EQ(error_of("1, ,2"), "row: at column 4: pile 2 is empty");
  EXPECT_EQ(error_of("1 ,| 2"), "row: at column 4: pile 2 is empty");
  EXPECT_EQ(error_of(",1"), "row: at column 1: pile 1 is empty");
  EXPECT_EQ(error_of("  |1"), "row: at column 3: pile 1 is empty");
  EXPECT_EQ(error_of("1,"), "row: at column 3: pile 2 is empty");
  EXPECT_EQ(error_of("1, 2 ,\n"), "row: at column 8: pile 3 is empty");
  EXPECT_EQ(error_of(","), "row: at column 1: pile 1 is empty");
  // Columns count characters, not bytes.
  EXPECT_EQ(error_of("ω,,1"), "row: at column 3: pile 2 is empty");
}

// Random rows written with random separators read back as their items.
TEST(ListText, RandomRowsReadBack) {
  std::mt19937_64 rng(13);
  const char* const pieces[] = {"0", "17", "w", "w*2 + 1", "b3", "w^(w+1)", "ω·2", "123456789012345678901234567890"};
  const char* const separators[] = {",", ", ", " ", "|", " | ", "\n", " ,\t", "\r\n"};
  for (int trial = 0; trial < 2000; ++trial) {
    Items expected;
    std::string text = rng() % 2 ? " " : "";
    for (std::size_t i = 0, n = rng() % 7; i < n; ++i) {
      expected.emplace_back(pieces[rng() % std::size(pieces)]);
      if (i > 0) {
        // Two items with operators side by side need a real separator, not just whitespace.
        text += separators[rng() % std::size(separators)];
      }
      text += expected.back();
    }
    text += rng() % 2 ? "\n" : "";
    // Whitespace alone between "w*2 + 1" and the next item still separates (no operator at the
    // boundary), so every separator above works.
    EXPECT_EQ(items(text), expected) << '"' << text << '"';
  }
}

TEST(ListText, LongRowsAreLinear) {
  std::string text;
  for (int i = 0; i < 200000; ++i) {
    text += std::to_string(i) + (i % 3 == 0 ? ", " : i % 3 == 1 ? " " : "|");
  }
  text += "1";
  EXPECT_EQ(items(text).size(), 200001U);
}

}  // namespace
}  // namespace cgt
