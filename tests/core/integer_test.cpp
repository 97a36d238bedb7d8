#include "cgt/integer.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/error.hpp"

namespace cgt {
namespace {

// Values around the int64 boundary and beyond, where the small and big forms meet.
Integer random_integer(std::mt19937_64& rng) {
  Integer magnitude;
  switch (rng() % 5) {
    case 0:
      magnitude = Integer(static_cast<std::int64_t>(rng() % 100));
      break;
    case 1:
      magnitude = Integer::from_unsigned(rng() >> 1);
      break;
    case 2:
      magnitude = Integer::from_unsigned(rng());
      break;
    case 3:
      magnitude = (Integer::from_unsigned(rng()) << 64) + Integer::from_unsigned(rng());
      break;
    default:
      magnitude = Integer((std::int64_t{1} << 62)) * Integer(2) - Integer(static_cast<std::int64_t>(rng() % 3));
      break;
  }
  return (rng() % 2 != 0) ? -magnitude : magnitude;
}

TEST(Integer, SmallValuesStayInline) {
  EXPECT_TRUE(Integer(42).is_small());
  Integer max(std::numeric_limits<std::int64_t>::max());
  Integer over = max + Integer(1);
  EXPECT_FALSE(over.is_small());
  EXPECT_EQ(over.to_string(), "9223372036854775808");
  EXPECT_TRUE((over - Integer(1)).is_small());
  EXPECT_EQ(-Integer(std::numeric_limits<std::int64_t>::min()), over);
}

TEST(Integer, ParseAndPrint) {
  EXPECT_EQ(Integer::parse("123456789012345678901234567890")->to_string(), "123456789012345678901234567890");
  EXPECT_EQ(Integer::parse("-17")->to_int64(), -17);
  EXPECT_EQ(Integer::parse("000")->to_int64(), 0);
  EXPECT_FALSE(Integer::parse("").has_value());
  EXPECT_FALSE(Integer::parse("-").has_value());
  EXPECT_FALSE(Integer::parse("1x").has_value());
  EXPECT_FALSE(Integer::parse("+1").has_value());
}

TEST(Integer, MatchesGmpOnRandomValues) {
  std::mt19937_64 rng(7);
  for (int t = 0; t < 20000; ++t) {
    Integer a = random_integer(rng), b = random_integer(rng);
    mpz_class x = a.to_mpz(), y = b.to_mpz();
    ASSERT_EQ((a + b).to_mpz(), x + y) << a << " " << b;
    ASSERT_EQ((a - b).to_mpz(), x - y) << a << " " << b;
    ASSERT_EQ((a * b).to_mpz(), x * y) << a << " " << b;
    ASSERT_EQ((a ^ b).to_mpz(), x ^ y) << a << " " << b;
    ASSERT_EQ((a & b).to_mpz(), x & y) << a << " " << b;
    ASSERT_EQ((a | b).to_mpz(), x | y) << a << " " << b;
    ASSERT_EQ(a < b, x < y);
    ASSERT_EQ(a == b, x == y);
    if (!b.is_zero()) {
      mpz_class q, r;
      mpz_tdiv_qr(q.get_mpz_t(), r.get_mpz_t(), x.get_mpz_t(), y.get_mpz_t());
      ASSERT_EQ((a / b).to_mpz(), q) << a << " " << b;
      ASSERT_EQ((a % b).to_mpz(), r) << a << " " << b;
    }
    unsigned shift = static_cast<unsigned>(rng() % 130);
    mpz_class shifted;
    mpz_mul_2exp(shifted.get_mpz_t(), x.get_mpz_t(), shift);
    ASSERT_EQ((a << shift).to_mpz(), shifted) << a << " << " << shift;
    mpz_fdiv_q_2exp(shifted.get_mpz_t(), x.get_mpz_t(), shift);
    ASSERT_EQ((a >> shift).to_mpz(), shifted) << a << " >> " << shift;
    ASSERT_EQ(Integer(x), a);  // canonical form: equal values, equal representation
    ASSERT_EQ(Integer::parse(a.to_string()).value(), a);
    ASSERT_EQ(a.hash(), Integer(x).hash());
  }
}

TEST(Integer, DivisionByZeroIsAnError) {
  EXPECT_THROW((void)(Integer(1) / Integer(0)), DomainError);
}

TEST(Integer, HugePowersAreRefused) {
  EXPECT_EQ(Integer::pow(2, 100).to_string(), "1267650600228229401496703205376");
  EXPECT_THROW((void)Integer::pow(3, std::uint64_t{1} << 40), LimitError);
  EXPECT_EQ(Integer::pow(1, std::uint64_t{1} << 40), Integer(1));
}

}  // namespace
}  // namespace cgt
