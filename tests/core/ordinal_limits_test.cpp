// The documented limits of ordinal arithmetic (docs/ordinals.md): coefficients of at most
// Integer::kMaxBits bits and at most 2^16 terms. Every operation that can grow past them
// refuses with LimitError, and an operation whose answer fits still answers, however large its
// arguments look.

#include <gtest/gtest.h>

#include <random>

#include "cgt/error.hpp"
#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"
#include "support/random_ordinal.hpp"
#include "support/ordinal_builders.hpp"

namespace cgt {
namespace {

using testing::O;
using testing::w;

using testing::random_ordinal;

constexpr std::uint64_t kMaxBits = Integer::kMaxBits;

// 2^(bits - 1): a natural of exactly `bits` bits, built without the operations under test.
Integer with_bits(std::uint64_t bits) {
  return Integer(1) << (bits - 1);
}

// 2^bits - 1: the largest natural of `bits` bits.
Integer all_ones(std::uint64_t bits) {
  return with_bits(bits) * Integer(2) - Integer(1);
}

Ordinal finite(const Integer& n) {
  return Ordinal::from_natural(n);
}

TEST(OrdinalLimits, ACoefficientMayHaveExactlyKMaxBits) {
  Integer largest = with_bits(kMaxBits);
  Ordinal a = w * finite(largest);
  EXPECT_EQ(a.leading_coefficient(), largest);
  EXPECT_EQ(finite(largest).finite_value(), largest);
  EXPECT_EQ((a + Ordinal(1)).finite_part(), Integer(1));
  // Halves add up to the limit, and a product may land exactly on it.
  Integer half = with_bits(kMaxBits - 1);
  EXPECT_EQ((w * finite(half) + w * finite(half)).leading_coefficient(), largest);
  EXPECT_EQ(natural_sum(w * finite(half), w * finite(half)).leading_coefficient(), largest);
  EXPECT_EQ((w * finite(with_bits(kMaxBits / 2))) * finite(with_bits(kMaxBits / 2 + 1)), a);
}

TEST(OrdinalLimits, AnOrdinalCannotHoldALargerCoefficient) {
  Integer too_large = with_bits(kMaxBits) * Integer(2);  // Integer itself has no such limit
  ASSERT_EQ(too_large.bit_length(), kMaxBits + 1);
  EXPECT_THROW((void)finite(too_large), LimitError);
  EXPECT_THROW((void)Ordinal::monomial(w, too_large), LimitError);
  EXPECT_THROW((void)Ordinal::from_terms({{w, too_large}}), LimitError);
  EXPECT_THROW((void)parse_ordinal(too_large.to_string()), ParseError);
}

TEST(OrdinalLimits, SumsThatOverflowACoefficientAreRefused) {
  Ordinal a = w * finite(with_bits(kMaxBits));
  EXPECT_THROW((void)(a + a), LimitError);
  EXPECT_THROW((void)(w * finite(all_ones(kMaxBits)) + w), LimitError);  // ω·c + ω = ω·(c + 1)
  EXPECT_EQ((a + w).leading_coefficient(), with_bits(kMaxBits) + Integer(1));
  EXPECT_THROW((void)natural_sum(a, a), LimitError);
  EXPECT_THROW((void)(finite(with_bits(kMaxBits)) + finite(with_bits(kMaxBits))), LimitError);
  EXPECT_EQ(nim_sum(a, a), Ordinal());  // XOR never grows
}

TEST(OrdinalLimits, ARefusedInPlaceSumLeavesItsOperandUnchanged) {
  // Built afresh, so each is the only holder of its terms and += works in place.
  Ordinal a = w * finite(all_ones(kMaxBits)) + Ordinal(5);
  const Ordinal before = w * finite(all_ones(kMaxBits)) + Ordinal(5);
  EXPECT_THROW(a += w, LimitError);
  EXPECT_EQ(a, before);
  Ordinal many;
  for (std::uint64_t e = std::uint64_t{1} << 16; e > 0; --e) {
    many += power(w, Ordinal(e));
  }
  EXPECT_EQ(many.term_count(), std::size_t{1} << 16);
  const Ordinal same = Ordinal::from_terms(many.terms());
  EXPECT_THROW(many += O("18446744073709551616"), LimitError);  // one term too many
  EXPECT_EQ(many, same);
}

TEST(OrdinalLimits, ProductsAreCheckedBeforeMultiplying) {
  Integer big = with_bits(8'000'000);
  // The example of the issue: the product's coefficient would have 16 million bits.
  EXPECT_THROW((void)((w * finite(big) + Ordinal(1)) * finite(big)), LimitError);
  EXPECT_THROW((void)(finite(big) * finite(big)), LimitError);
  EXPECT_THROW((void)(w * finite(with_bits(kMaxBits)) * Ordinal(2)), LimitError);
  // The exponent of a product of powers of ω is a product too.
  Ordinal tower = power(w, w * finite(with_bits(4'000'000)));
  EXPECT_THROW((void)power(tower, finite(with_bits(4'400'000))), LimitError);
  // Ordinal·ω adds exponents only: nothing multiplies, however large the coefficient.
  EXPECT_EQ(((w * finite(big)) * w).to_string(), "w^2");
}

TEST(OrdinalLimits, TermCountsAreCheckedBeforeComputing) {
  // (ω+1)^n has n + 1 terms: 2^16 - 1 is the largest power that fits.
  Ordinal base = w + Ordinal(1);
  EXPECT_EQ(power(base, Ordinal((std::uint64_t{1} << 16) - 1)).term_count(), std::size_t{1} << 16);
  EXPECT_THROW((void)power(base, Ordinal(std::uint64_t{1} << 16)), LimitError);
  EXPECT_THROW((void)power(w * Ordinal(3) + Ordinal(2), finite(with_bits(kMaxBits))), LimitError);
  EXPECT_THROW((void)power(base, Ordinal(std::uint64_t{1} << 62)), LimitError);
}

TEST(OrdinalLimits, ALimitToAHugeFinitePowerHasAClosedForm) {
  // (ω^2+ω)^n = ω^(2n) + ω^(2n-1): two terms, however large n is.
  Integer n = with_bits(8'000'000);
  Ordinal p = power(O("w^2+w"), finite(n));
  Ordinal two_n = finite(n * Integer(2));
  EXPECT_EQ(p, Ordinal::from_terms({{two_n, Integer(1)}, {two_n - Ordinal(1), Integer(1)}}));
  // (ω^ω·3 + ω^2·5)^n = ω^(ω·n)·3 + ω^(ω·(n-1)+2)·5.
  Ordinal m = finite(n - Integer(1));
  Ordinal q = power(O("w^w*3+w^2*5"), finite(n));
  EXPECT_EQ(q, Ordinal::from_terms({{w * finite(n), Integer(3)}, {w * m + Ordinal(2), Integer(5)}}));
}

// The closed form against repeated multiplication, on random limit ordinals.
TEST(OrdinalLimits, ClosedFormMatchesRepeatedProducts) {
  std::mt19937_64 rng(20260314);
  for (int t = 0; t < 2000; ++t) {
    Ordinal a = random_ordinal(rng).without_finite_part();
    if (a.is_zero()) {
      continue;
    }
    std::uint64_t n = rng() % 9;
    Ordinal product(1);
    for (std::uint64_t i = 0; i < n; ++i) {
      product = product * a;
    }
    ASSERT_EQ(power(a, Ordinal(n)), product) << a.to_string() << " ^ " << n;
  }
}

}  // namespace
}  // namespace cgt
