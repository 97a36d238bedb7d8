#include "cgt/integer.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "cgt/error.hpp"
#include "gmp_oracle.hpp"

namespace cgt {
namespace {

using testing::gmp;
using testing::Mpz;

// The public interface counts in 64-bit words on every target, whatever `long` and pointers
// are (WebAssembly has 32-bit ones).
static_assert(std::is_same_v<decltype(Integer().to_int64()), std::int64_t>);
static_assert(std::is_same_v<decltype(Integer().to_uint64()), std::uint64_t>);
static_assert(std::is_same_v<decltype(Integer().bit_length()), std::uint64_t>);
static_assert(std::is_same_v<decltype(Integer().lowest_set_bit_from(0)), std::uint64_t>);
static_assert(std::is_nothrow_move_constructible_v<Integer>);
static_assert(std::is_nothrow_move_assignable_v<Integer>);

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

// Values written out, so the expected text does not come from the code under test.
struct Boundary {
  const char* text;
  bool fits_int64;
  bool fits_uint64;
};
const Boundary kBoundaries[] = {
    {"2147483647", true, true},               // 2^31 - 1
    {"2147483648", true, true},               // 2^31
    {"-2147483648", true, false},             // -2^31
    {"-2147483649", true, false},             // -2^31 - 1
    {"4294967295", true, true},               // 2^32 - 1
    {"4294967296", true, true},               // 2^32
    {"-4294967296", true, false},             // -2^32
    {"9007199254740992", true, true},         // 2^53
    {"9007199254740993", true, true},         // 2^53 + 1 (not a double)
    {"9223372036854775807", true, true},      // 2^63 - 1
    {"9223372036854775808", false, true},     // 2^63
    {"-9223372036854775808", true, false},    // -2^63
    {"-9223372036854775809", false, false},   // -2^63 - 1
    {"18446744073709551615", false, true},    // 2^64 - 1
    {"18446744073709551616", false, false},   // 2^64
    {"18446744073709551617", false, false},   // 2^64 + 1
    {"-18446744073709551617", false, false},  // -(2^64 + 1)
    {"-18446744073709551616", false, false},  // -2^64
    // 2^128
    {"340282366920938463463374607431768211456", false, false},
};

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
  EXPECT_EQ(Integer::parse("-0000000000000000000000000000000000000000005")->to_int64(), -5);
  EXPECT_FALSE(Integer::parse("").has_value());
  EXPECT_FALSE(Integer::parse("-").has_value());
  EXPECT_FALSE(Integer::parse("1x").has_value());
  EXPECT_FALSE(Integer::parse("+1").has_value());
  EXPECT_FALSE(Integer::parse("1 2").has_value());
}

TEST(Integer, WordBoundaries) {
  for (const Boundary& b : kBoundaries) {
    SCOPED_TRACE(b.text);
    Integer v = Integer::parse(b.text).value();
    EXPECT_EQ(v.to_string(), b.text);
    EXPECT_EQ(v.fits_int64(), b.fits_int64);
    EXPECT_EQ(v.is_small(), b.fits_int64);  // canonical: small exactly when it fits
    EXPECT_EQ(v.fits_uint64(), b.fits_uint64);
    if (b.fits_int64) {
      EXPECT_EQ(std::to_string(v.to_int64()), b.text);
    }
    if (b.fits_uint64) {
      EXPECT_EQ(std::to_string(v.to_uint64()), b.text);
      EXPECT_EQ(Integer::from_unsigned(v.to_uint64()), v);
    }
    EXPECT_EQ(v.bit_length(), mpz_sizeinbase(Mpz(b.text).get(), 2));
    EXPECT_EQ(v.sign(), mpz_sgn(Mpz(b.text).get()));
    EXPECT_EQ(v.is_odd(), mpz_odd_p(Mpz(b.text).get()) != 0);
    EXPECT_DOUBLE_EQ(v.to_double(), mpz_get_d(Mpz(b.text).get()));
    // Every pair of boundaries, both ways round: the small/big crossings of each operation.
    for (const Boundary& c : kBoundaries) {
      Integer u = Integer::parse(c.text).value();
      SCOPED_TRACE(c.text);
      EXPECT_EQ((v + u).to_string(), gmp(mpz_add, b.text, c.text));
      EXPECT_EQ((v - u).to_string(), gmp(mpz_sub, b.text, c.text));
      EXPECT_EQ((v * u).to_string(), gmp(mpz_mul, b.text, c.text));
      EXPECT_EQ((v / u).to_string(), gmp(mpz_tdiv_q, b.text, c.text));
      EXPECT_EQ((v % u).to_string(), gmp(mpz_tdiv_r, b.text, c.text));
      EXPECT_EQ((v ^ u).to_string(), gmp(mpz_xor, b.text, c.text));
      EXPECT_EQ((v & u).to_string(), gmp(mpz_and, b.text, c.text));
      EXPECT_EQ((v | u).to_string(), gmp(mpz_ior, b.text, c.text));
      EXPECT_EQ(v < u, mpz_cmp(Mpz(b.text).get(), Mpz(c.text).get()) < 0);
      EXPECT_EQ(v == u, std::string(b.text) == c.text);
    }
  }
  EXPECT_EQ(-Integer::parse("-9223372036854775808").value(), Integer::parse("9223372036854775808").value());
  EXPECT_TRUE((-Integer::parse("9223372036854775808").value()).is_small());
}

TEST(Integer, FromWordsIsABitset) {
  EXPECT_EQ(Integer::from_words({}), Integer(0));
  std::vector<std::uint64_t> zeros(5, 0);
  EXPECT_TRUE(Integer::from_words(zeros).is_zero());
  std::vector<std::uint64_t> top_bit = {0, 0, std::uint64_t{1} << 63, 0};
  EXPECT_EQ(Integer::from_words(top_bit), Integer(1) << 191);
  std::mt19937_64 rng(5);
  for (int t = 0; t < 200; ++t) {
    std::vector<std::uint64_t> words(rng() % 6);
    Integer expected;
    for (std::size_t i = 0; i < words.size(); ++i) {
      words[i] = rng() >> (rng() % 64);
      expected = expected + (Integer::from_unsigned(words[i]) << (64 * i));
    }
    ASSERT_EQ(Integer::from_words(words), expected) << expected;
  }
}

TEST(Integer, MatchesGmpOnRandomValues) {
  std::mt19937_64 rng(7);
  for (int t = 0; t < 20000; ++t) {
    Integer a = random_integer(rng), b = random_integer(rng);
    std::string x = a.to_string(), y = b.to_string();
    ASSERT_EQ((a + b).to_string(), gmp(mpz_add, x, y)) << a << " " << b;
    ASSERT_EQ((a - b).to_string(), gmp(mpz_sub, x, y)) << a << " " << b;
    ASSERT_EQ((a * b).to_string(), gmp(mpz_mul, x, y)) << a << " " << b;
    ASSERT_EQ((a ^ b).to_string(), gmp(mpz_xor, x, y)) << a << " " << b;
    ASSERT_EQ((a & b).to_string(), gmp(mpz_and, x, y)) << a << " " << b;
    ASSERT_EQ((a | b).to_string(), gmp(mpz_ior, x, y)) << a << " " << b;
    ASSERT_EQ(a < b, mpz_cmp(Mpz(x).get(), Mpz(y).get()) < 0) << a << " " << b;
    ASSERT_EQ(a == b, x == y);
    if (!b.is_zero()) {
      ASSERT_EQ((a / b).to_string(), gmp(mpz_tdiv_q, x, y)) << a << " " << b;
      ASSERT_EQ((a % b).to_string(), gmp(mpz_tdiv_r, x, y)) << a << " " << b;
    }
    unsigned shift = static_cast<unsigned>(rng() % 130);
    Mpz expected;
    mpz_mul_2exp(expected.get(), Mpz(x).get(), shift);
    ASSERT_EQ((a << shift).to_string(), expected.str()) << a << " << " << shift;
    mpz_fdiv_q_2exp(expected.get(), Mpz(x).get(), shift);
    ASSERT_EQ((a >> shift).to_string(), expected.str()) << a << " >> " << shift;
    // Canonical form: equal values built another way are equal, with equal hashes.
    Integer again = Integer::parse(x).value();
    ASSERT_EQ(again, a);
    ASSERT_EQ(again.is_small(), a.is_small());
    ASSERT_EQ(again.hash(), a.hash());
    Integer copy = a;
    copy = b;
    ASSERT_EQ(copy, b);
    copy = a;
    ASSERT_EQ(copy, a);
  }
}

TEST(Integer, BitOperationsMatchGmp) {
  std::mt19937_64 rng(9);
  for (int t = 0; t < 20000; ++t) {
    Integer a = random_integer(rng);
    std::string x = a.to_string();
    Mpz z(x);
    auto i = static_cast<std::uint64_t>(rng() % 200);
    auto j = i + static_cast<std::uint64_t>(rng() % 100);
    ASSERT_EQ(a.bit(i), mpz_tstbit(z.get(), i) != 0) << a << " bit " << i;
    if (!a.is_zero()) {
      ASSERT_EQ(a.trailing_zeros(), mpz_scan1(z.get(), 0)) << a;
    }
    auto scan = [](mp_bitcnt_t at) { return at == ~mp_bitcnt_t{0} ? Integer::kNoBit : std::uint64_t{at}; };
    ASSERT_EQ(a.lowest_set_bit_from(i), scan(mpz_scan1(z.get(), i))) << a << " from " << i;
    ASSERT_EQ(a.lowest_clear_bit_from(i), scan(mpz_scan0(z.get(), i))) << a << " from " << i;

    Mpz expected;
    mpz_fdiv_r_2exp(expected.get(), z.get(), i);
    ASSERT_EQ(a.low_bits(i).to_string(), expected.str()) << a << " low " << i;
    mpz_fdiv_q_2exp(expected.get(), z.get(), i);
    mpz_mul_2exp(expected.get(), expected.get(), i);
    ASSERT_EQ(a.high_bits(i).to_string(), expected.str()) << a << " high " << i;

    Integer set = a;
    set.set_bit(i);
    mpz_set(expected.get(), z.get());
    mpz_setbit(expected.get(), i);
    ASSERT_EQ(set.to_string(), expected.str()) << a << " set " << i;
    ASSERT_EQ(set.is_small(), set.fits_int64());
    ASSERT_EQ(set, Integer::parse(expected.str()).value());  // canonical after an in-place change

    Integer flipped = a;
    flipped.flip_bits(i, j);
    Mpz mask, low;
    mpz_setbit(mask.get(), j);
    mpz_setbit(low.get(), i);
    mpz_sub(mask.get(), mask.get(), low.get());
    mpz_xor(expected.get(), z.get(), mask.get());
    ASSERT_EQ(flipped.to_string(), expected.str()) << a << " flip " << i << ".." << j;
    ASSERT_EQ(flipped, Integer::parse(expected.str()).value());
    ASSERT_EQ(flipped.flip_bits(i, j), a) << "flipping twice restores " << a;
  }
}

TEST(Integer, InPlaceChangesReturnToTheSmallForm) {
  Integer v = Integer(1) << 63;  // 2^63: big
  ASSERT_FALSE(v.is_small());
  v.flip_bits(63, 64);
  EXPECT_TRUE(v.is_small());
  EXPECT_EQ(v, Integer(0));
  Integer w = -(Integer(1) << 63) - Integer(1);  // -2^63 - 1: all ones but bit 63
  ASSERT_FALSE(w.is_small());
  w.set_bit(63);
  EXPECT_TRUE(w.is_small());
  EXPECT_EQ(w, Integer(-1));
}

// Big results pass through a per-thread scratch integer: threads computing at once must not
// see each other's values.
TEST(Integer, ThreadsComputeIndependently) {
  auto work = [](std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Integer acc(1);
    std::string trace;
    for (int i = 0; i < 2000; ++i) {
      Integer x = random_integer(rng);
      acc = (acc * x + Integer::from_unsigned(rng())) ^ (x << 70);
      acc = acc.low_bits(4000);  // keeps it long but bounded
      trace += acc.is_odd() ? '1' : '0';
    }
    return acc.to_string() + "/" + trace;
  };
  std::vector<std::string> alone;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    alone.push_back(work(seed));
  }
  std::vector<std::string> together(4);
  std::vector<std::thread> threads;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    threads.emplace_back([&, seed] { together[seed - 1] = work(seed); });
  }
  for (auto& t : threads) {
    t.join();
  }
  EXPECT_EQ(together, alone);
}

TEST(Integer, BitIndicesBeyondAnyValue) {
  const std::uint64_t far = std::uint64_t{1} << 40;  // more bits than any value here has
  Integer big = Integer(1) << 100;
  EXPECT_FALSE(big.bit(far));
  EXPECT_TRUE((-big).bit(far));
  EXPECT_EQ(big.lowest_set_bit_from(far), Integer::kNoBit);
  EXPECT_EQ((-big).lowest_set_bit_from(far), far);
  EXPECT_EQ(big.lowest_clear_bit_from(far), far);
  EXPECT_EQ((-big).lowest_clear_bit_from(far), Integer::kNoBit);
  EXPECT_EQ(big.low_bits(far), big);
  EXPECT_EQ(big.high_bits(far), Integer(0));
  EXPECT_EQ((-big) >> far, Integer(-1));
  EXPECT_EQ(big >> far, Integer(0));
  // Growing a value that far is refused, not attempted.
  EXPECT_THROW(Integer(1).set_bit(far), LimitError);
  EXPECT_THROW(Integer(1).flip_bits(0, far), LimitError);
  EXPECT_THROW((void)(-big).low_bits(far), LimitError);
  EXPECT_THROW((void)(Integer(1) << far), LimitError);
  EXPECT_THROW((void)(Integer(1) << ~std::uint64_t{0}), LimitError);
  // Sign bits are already set: nothing grows.
  Integer negative = -big;
  EXPECT_EQ(negative.set_bit(far), -big);
}

TEST(Integer, DivisionByZeroIsAnError) {
  EXPECT_THROW((void)(Integer(1) / Integer(0)), DomainError);
  EXPECT_THROW((void)(Integer(1) % Integer(0)), DomainError);
}

TEST(Integer, HugePowersAreRefused) {
  EXPECT_EQ(Integer::pow(2, 100).to_string(), "1267650600228229401496703205376");
  EXPECT_THROW((void)Integer::pow(3, std::uint64_t{1} << 40), LimitError);
  EXPECT_EQ(Integer::pow(1, std::uint64_t{1} << 40), Integer(1));
  EXPECT_EQ(Integer::pow(0, std::uint64_t{1} << 40), Integer(0));
  EXPECT_EQ(Integer::pow(-1, (std::uint64_t{1} << 40) + 1), Integer(-1));
  EXPECT_EQ(Integer::pow(-1, std::uint64_t{1} << 40), Integer(1));
  EXPECT_EQ(Integer::pow(-2, 63), Integer(std::numeric_limits<std::int64_t>::min()));
  // The limit is exact: 2^(kMaxBits-1) has kMaxBits bits, 2^kMaxBits one too many.
  EXPECT_EQ(Integer::pow(2, Integer::kMaxBits - 1).bit_length(), Integer::kMaxBits);
  EXPECT_THROW((void)Integer::pow(2, Integer::kMaxBits), LimitError);
  EXPECT_EQ((Integer(1) << (Integer::kMaxBits - 1)).bit_length(), Integer::kMaxBits);
  EXPECT_THROW((void)(Integer(1) << Integer::kMaxBits), LimitError);
}

// Powers of 3 near the limit: their size is only known after computing (between
// (bits - 1)·e + 1 and bits·e), so this is where a wrong pre-check would let one through.
TEST(Integer, PowerLimitIsExactWhenTheSizeIsUncertain) {
  auto bits_of_power_of_three = [](unsigned long e) {
    Mpz p;
    mpz_ui_pow_ui(p.get(), 3, e);
    return mpz_sizeinbase(p.get(), 2);
  };
  const unsigned long e = 5'292'622;  // the largest e with 3^e below 2^(2^23), checked here:
  ASSERT_EQ(bits_of_power_of_three(e), Integer::kMaxBits);
  ASSERT_EQ(bits_of_power_of_three(e + 1), Integer::kMaxBits + 1);
  Integer largest = Integer::pow(3, e);
  EXPECT_EQ(largest.bit_length(), Integer::kMaxBits);
  Mpz p;
  mpz_ui_pow_ui(p.get(), 3, e);
  EXPECT_EQ((largest % Integer(1000003)).to_int64(), static_cast<std::int64_t>(mpz_tdiv_ui(p.get(), 1000003)));
  EXPECT_THROW((void)Integer::pow(3, e + 1), LimitError);
}

}  // namespace
}  // namespace cgt
