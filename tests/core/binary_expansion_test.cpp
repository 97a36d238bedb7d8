#include "cgt/binary_expansion.hpp"

#include <gtest/gtest.h>

#include <random>

namespace cgt {
namespace {

TEST(BinaryExpansion, SumsExactly) {
  using T = BinaryExpansion::Term;
  EXPECT_EQ(BinaryExpansion::sum({}).to_string(), "0");
  EXPECT_EQ(BinaryExpansion::sum({T{Integer(1), 1}, T{Integer(1), 1}}).to_string(), "1");
  EXPECT_EQ(BinaryExpansion::sum({T{Integer(0), -1}, T{Integer(4), 1}}).to_string(), "-15/16");
  EXPECT_EQ(BinaryExpansion::sum({T{Integer(1), 1}, T{Integer(3), -1}}).to_string(), "3/8");
  // 2^-1 - 2^-(10^18): far too deep for a Dyadic, exact here as a run of ones.
  auto deep = BinaryExpansion::sum({T{Integer(1), 1}, T{Integer(1000000000000000000), -1}});
  EXPECT_EQ(deep.to_string(), "0+2^-(2..1000000000000000000)");
  EXPECT_GT(deep, BinaryExpansion::sum({T{Integer(2), 1}}));
  EXPECT_LT(deep, BinaryExpansion::sum({T{Integer(1), 1}}));
  EXPECT_EQ(deep.sign(), 1);
  auto negative = BinaryExpansion::sum({T{Integer(5), -1}, T{Integer(1000000000000000000), 1}});
  EXPECT_EQ(negative.sign(), -1);
}

TEST(BinaryExpansion, MatchesDyadicArithmetic) {
  std::mt19937_64 rng(99);
  for (int t = 0; t < 5000; ++t) {
    std::vector<BinaryExpansion::Term> terms;
    Dyadic expected;
    int count = static_cast<int>(rng() % 12);
    for (int i = 0; i < count; ++i) {
      std::uint64_t e = rng() % 40;
      int sign = (rng() % 2 != 0) ? 1 : -1;
      terms.push_back({Integer::from_unsigned(e), sign});
      expected += Dyadic(Integer(sign), e);
    }
    auto sum = BinaryExpansion::sum(terms);
    ASSERT_EQ(sum.to_dyadic().value(), expected) << expected.to_string();
    ASSERT_EQ(sum, BinaryExpansion::from_dyadic(expected)) << expected.to_string();
    ASSERT_EQ(sum.sign(), expected.sign());
    // Order agrees with the dyadics'.
    Dyadic other(Integer(static_cast<std::int64_t>(rng() % 2001) - 1000), rng() % 12);
    ASSERT_EQ(sum <=> BinaryExpansion::from_dyadic(other), expected <=> other)
        << expected.to_string() << " vs " << other.to_string();
  }
}

}  // namespace
}  // namespace cgt
