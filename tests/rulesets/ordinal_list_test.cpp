// Reading rows of ordinals: the fast paths agree with parse_ordinal, errors name the item and
// the column in the whole row.

#include "cgt/ordinal_list.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "support/random_ordinal.hpp"

namespace cgt {
namespace {

using testing::random_ordinal;

TEST(OrdinalList, AgreesWithParseOrdinal) {
  std::mt19937_64 rng(71);
  const char* spellings[] = {"w^2*3+w*4+16",
                             "w^2 * 3 + w * 4 + 16",
                             " 7 ",
                             "w",
                             "w+w^2",
                             "w*0+3",
                             "w^1*2",
                             "w^0*5",
                             "(w+1)*2",
                             "ω·2+4",
                             "w^w*2+w",
                             "0",
                             "007",
                             "w + 0",
                             "123456789012345678901234567890",
                             "w^123456789012345678901"};
  for (const char* text : spellings) {
    std::vector<Ordinal> row = parse_ordinal_list(text, "heap");
    ASSERT_EQ(row.size(), 1U) << text;
    EXPECT_EQ(row[0], parse_ordinal(text)) << text;
  }
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<Ordinal> expected;
    std::string text;
    std::size_t n = 1 + rng() % 6;
    for (std::size_t i = 0; i < n; ++i) {
      expected.push_back(random_ordinal(rng, 2, 4));
      text += (i > 0 ? (rng() % 2 ? ", " : ",") : "") +
              (rng() % 3 == 0 ? expected.back().to_unicode() : expected.back().to_string());
    }
    ASSERT_EQ(parse_ordinal_list(text, "heap"), expected) << text;
  }
}

TEST(OrdinalList, BlankIsEmptyAndNewlinesAreSpaces) {
  EXPECT_TRUE(parse_ordinal_list("", "heap").empty());
  EXPECT_TRUE(parse_ordinal_list(" \n", "heap").empty());
  EXPECT_EQ(parse_ordinal_list("1,\n2\n", "heap"), (std::vector<Ordinal>{Ordinal(1), Ordinal(2)}));
}

TEST(OrdinalList, ErrorsNameTheItemAndTheColumn) {
  try {
    parse_ordinal_list("1, w*2+4, w^2+x", "coin");
    FAIL() << "expected a ParseError";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.subject(), "coin 3");
    EXPECT_EQ(error.column(), 15U);  // the x
    EXPECT_STREQ(error.what(), "coin 3: at column 15: unknown name 'x'; expected a natural number, w, omega or '('");
  }
  try {
    parse_ordinal_list("ω, ω+", "heap");
    FAIL() << "expected a ParseError";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.column(), 6U);  // counted in characters, after the ω
  }
  EXPECT_THROW(parse_ordinal_list("1,,2", "heap"), ParseError);
  EXPECT_THROW(parse_ordinal_list("1, 2,", "heap"), ParseError);
  EXPECT_THROW(parse_ordinal_list("-1", "heap"), ParseError);
  EXPECT_THROW(parse_ordinal_list("w^^2", "heap"), ParseError);
}

}  // namespace
}  // namespace cgt
