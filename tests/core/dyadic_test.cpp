#include "cgt/dyadic.hpp"

#include <gtest/gtest.h>

#include <random>

namespace cgt {
namespace {

mpq_class to_mpq(const Dyadic& d) {
  mpq_class q(d.numerator().to_mpz(), d.denominator().to_mpz());
  q.canonicalize();
  return q;
}

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

TEST(Dyadic, MatchesRationalArithmetic) {
  std::mt19937_64 rng(11);
  for (int t = 0; t < 20000; ++t) {
    Dyadic a = random_dyadic(rng), b = random_dyadic(rng);
    mpq_class x = to_mpq(a), y = to_mpq(b);
    ASSERT_EQ(to_mpq(a + b), mpq_class(x + y)) << a.to_string() << " " << b.to_string();
    ASSERT_EQ(to_mpq(a - b), mpq_class(x - y)) << a.to_string() << " " << b.to_string();
    ASSERT_EQ(to_mpq(a * b), mpq_class(x * y)) << a.to_string() << " " << b.to_string();
    ASSERT_EQ(to_mpq(-a), mpq_class(-x));
    ASSERT_EQ(a < b, x < y);
    ASSERT_EQ(a == b, x == y);
    ASSERT_EQ(*Dyadic::parse(a.to_string()), a);
    ASSERT_EQ(a.halved().doubled(), a);
  }
}

}  // namespace
}  // namespace cgt
