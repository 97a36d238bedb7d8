#include <gtest/gtest.h>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"

namespace cgt {
namespace {

std::string eval(const char* text) {
  auto value = evaluate_ordinal_expression(text);
  if (const int* order = std::get_if<int>(&value)) {
    return std::to_string(*order);
  }
  return std::get<Ordinal>(value).to_string();
}

TEST(OrdinalExpression, IssueExamples) {
  EXPECT_EQ(eval("1+w"), "w");
  EXPECT_EQ(eval("(1+w)-w"), "0");
  EXPECT_EQ(eval("w-1"), "w");
  EXPECT_EQ(eval("w*2 + w^2"), "w^2");
  EXPECT_EQ(eval("nimsum(w*2+4, w*3+5)"), "w+1");
  EXPECT_EQ(eval("(w+1)*2"), "w*2+1");
  EXPECT_EQ(eval("2*w"), "w");
  EXPECT_THROW(eval("1-w"), ParseError);
}

TEST(OrdinalExpression, Functions) {
  EXPECT_EQ(eval("natsum(w+1, w^2+w)"), "w^2+w*2+1");
  EXPECT_EQ(eval("natsum(1, w)"), "w+1");
  EXPECT_EQ(eval("mex(0, 1, 2, 4)"), "3");
  EXPECT_EQ(eval("mex(w)"), "0");
  EXPECT_EQ(eval("cmp(w, w+1)"), "-1");
  EXPECT_EQ(eval("cmp(1+w, w)"), "0");
  EXPECT_EQ(eval("cmp(w^2, w*1000)"), "1");
  EXPECT_EQ(eval("w*3 - w - w"), "w");  // left to right
  EXPECT_THROW(eval("cmp(1,2)+1"), ParseError);
  EXPECT_THROW(eval("cmp(1)"), ParseError);
  EXPECT_THROW(eval("natsum(1)"), ParseError);
  EXPECT_THROW(eval("foo(1)"), ParseError);
  EXPECT_THROW(eval("mex(1,"), ParseError);
}

TEST(OrdinalExpression, ErrorsSayWhere) {
  try {
    eval("w + (1 - w)");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.column(), 8U) << e.what();
    EXPECT_NE(std::string(e.what()).find("undefined"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cgt
