#include "cgt/dyadic.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <string>

#include "gmp_oracle.hpp"

namespace cgt {
namespace {

using testing::gmp_q;
using testing::Mpq;

Dyadic random_dyadic(std::mt19937_64& rng) {
  Integer n = (rng() % 4 == 0) ? (Integer::from_unsigned(rng()) << 70) + Integer::from_unsigned(rng())
                               : Integer(static_cast<std::int64_t>(rng() % 2001) - 1000);
  return {n, rng() % 80};
}

TEST(Dyadic, LowestTermsAndText) {
  EXPECT_EQ(Dyadic(Integer(6), 3).to_string(), "3/4");
  EXPECT_EQ(Dyadic(Integer(-2), 5).to_string(), "-1/16");
  EXPECT_EQ(Dyadic(Integer(0), 5).to_string(), "0");
  EXPECT_EQ(Dyadic(Integer(8), 3).to_string(), "1");
  EXPECT_EQ(Dyadic::parse("3/8")->to_string(), "3/8");
  EXPECT_EQ(Dyadic::parse("-6/16")->to_string(), "-3/8");
  EXPECT_EQ(*Dyadic::parse("5"), Dyadic(5));
  EXPECT_FALSE(Dyadic::parse("1/3").has_value());
  EXPECT_FALSE(Dyadic::parse("1/0").has_value());
  EXPECT_FALSE(Dyadic::parse("1/").has_value());
  EXPECT_EQ(midpoint(Dyadic(1), Dyadic(2)).to_string(), "3/2");
  EXPECT_EQ(Dyadic::parse("-3/2")->floor(), Integer(-2));
  EXPECT_EQ(Dyadic::parse("-3/2")->ceil(), Integer(-1));
}

TEST(Dyadic, WordBoundaries) {
  Integer two_63 = Integer(1) << 63;
  EXPECT_EQ(Dyadic(two_63, 64).to_string(), "1/2");
  EXPECT_EQ(Dyadic(Integer(std::numeric_limits<std::int64_t>::min()), 63).to_string(), "-1");
  EXPECT_EQ(Dyadic((Integer(1) << 64) + Integer(1), 64).to_string(), "18446744073709551617/18446744073709551616");
  EXPECT_EQ(Dyadic(-(Integer(1) << 64) - Integer(1), 32).to_string(), "-18446744073709551617/4294967296");
  EXPECT_EQ(Dyadic::parse("-18446744073709551617/18446744073709551616")->numerator().to_string(),
            "-18446744073709551617");
  EXPECT_EQ(Dyadic::parse("4294967296/4294967296")->to_string(), "1");
  EXPECT_EQ((Dyadic(two_63 - Integer(1), 63) + Dyadic(Integer(1), 63)).to_string(), "1");
  EXPECT_EQ(Dyadic(Integer(1), 53).doubled(53), Dyadic(1));
}

TEST(Dyadic, MatchesRationalArithmetic) {
  std::mt19937_64 rng(11);
  for (int t = 0; t < 20000; ++t) {
    Dyadic a = random_dyadic(rng), b = random_dyadic(rng);
    // GMP reads and prints rationals in lowest terms as "n/d", which is also the canonical
    // text of a dyadic: the results must agree character for character.
    std::string x = a.to_string(), y = b.to_string();
    ASSERT_EQ((a + b).to_string(), gmp_q(mpq_add, x, y)) << x << " " << y;
    ASSERT_EQ((a - b).to_string(), gmp_q(mpq_sub, x, y)) << x << " " << y;
    ASSERT_EQ((a * b).to_string(), gmp_q(mpq_mul, x, y)) << x << " " << y;
    ASSERT_EQ((-a).to_string(), gmp_q(mpq_sub, "0", x)) << x;
    ASSERT_EQ(a < b, mpq_cmp(Mpq(x).get(), Mpq(y).get()) < 0) << x << " " << y;
    ASSERT_EQ(a == b, x == y);
    ASSERT_EQ(Mpq(a.numerator().to_string() + "/" + a.denominator().to_string()).str(), x);
    ASSERT_EQ(*Dyadic::parse(a.to_string()), a);
    ASSERT_EQ(a.halved().doubled(), a);
  }
}

}  // namespace
}  // namespace cgt
