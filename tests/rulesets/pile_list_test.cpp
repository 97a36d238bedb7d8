// The text of pile rows and subtraction sets (Even Nim, LR subtraction games): separators,
// limits, and errors that name the subject and the column.

#include "cgt/pile_list.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/error.hpp"
#include "cgt/even_nim.hpp"

namespace cgt {
namespace {

using Piles = std::vector<std::uint64_t>;

TEST(PileList, SpacesAndCommas) {
  EXPECT_EQ(parse_pile_list("4 6 10", "piles"), (Piles{4, 6, 10}));
  EXPECT_EQ(parse_pile_list("2,5", "set"), (Piles{2, 5}));
  EXPECT_EQ(parse_pile_list("  2 ,5  7\t,\n0 ", "piles"), (Piles{2, 5, 7, 0}));
  EXPECT_EQ(parse_pile_list("007", "piles"), (Piles{7}));
  EXPECT_EQ(parse_pile_list("", "piles"), Piles{});
  EXPECT_EQ(parse_pile_list(" \n ", "piles"), Piles{});
  EXPECT_EQ(parse_pile_list("999999999999999999", "piles"), (Piles{999'999'999'999'999'999}));
}

TEST(PileList, RandomRowsReadBack) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 1000; ++trial) {
    Piles expected;
    std::string text;
    for (std::size_t i = 0, n = rng() % 8; i < n; ++i) {
      expected.push_back(rng() % 1'000'000'000'000'000'000ULL);
      text += (i == 0 ? "" : rng() % 2 ? ", " : " ") + std::to_string(expected.back());
    }
    EXPECT_EQ(parse_pile_list(text, "piles"), expected) << text;
  }
}

// The message of the ParseError for `text`, or "" when it parses.
std::string error_of(const std::string& text) {
  try {
    (void)parse_pile_list(text, "piles");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(PileList, ErrorsNameTheColumn) {
  EXPECT_EQ(error_of("4 4 x"), "piles: at column 5: unexpected 'x': expected a pile size (a natural number)");
  EXPECT_EQ(error_of("4 -2"), "piles: at column 3: unexpected '-': expected a pile size (a natural number)");
  // Empty items (the list grammar of core/list_text.hpp): named by their position.
  EXPECT_EQ(error_of("4,,6"), "piles: at column 3: pile 2 is empty");
  EXPECT_EQ(error_of("4, "), "piles: at column 4: pile 2 is empty");
  EXPECT_EQ(error_of(" |4"), "piles: at column 2: pile 1 is empty");
  EXPECT_EQ(error_of("1 1000000000000000000"),
            "piles: at column 3: pile size 1000000000000000000 is too large (limit 10^18)");
}

TEST(EvenNimText, StartPositionIsUntouched) {
  const std::vector<even_nim::Pile> piles = even_nim::parse_start_position("4, 0 10");
  ASSERT_EQ(piles.size(), 3U);
  EXPECT_EQ(piles[0], (even_nim::Pile{4, false}));
  EXPECT_EQ(piles[1], (even_nim::Pile{0, false}));
  EXPECT_EQ(piles[2], (even_nim::Pile{10, false}));
  try {
    (void)even_nim::parse_start_position("2 4 7");
    FAIL() << "an odd pile was accepted";
  } catch (const DomainError& e) {
    EXPECT_STREQ(e.what(), "pile 3 has 7 tokens: Even Nim piles start with an even number");
  }
  EXPECT_THROW((void)even_nim::parse_start_position("2 x"), ParseError);
}

}  // namespace
}  // namespace cgt
