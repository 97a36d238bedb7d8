#include "cgt/ordinal.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <type_traits>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "support/random_ordinal.hpp"
#include "support/ordinal_builders.hpp"

namespace cgt {
namespace {

using testing::O;
using testing::w;

using testing::random_ordinal;


constexpr int kTrials = 4000;

TEST(Ordinal, IsOne64BitWordOnEveryTarget) {
  // 8 bytes even where pointers are 4 (WebAssembly): finite values below 2^63 stay inline.
  static_assert(sizeof(Ordinal) == 8);
  static_assert(std::is_same_v<decltype(Ordinal().small_value()), std::uint64_t>);
}

TEST(Ordinal, SmallAndHeapFormsMeetAt2To63) {
  const std::uint64_t max_small = (std::uint64_t{1} << 63) - 1;
  for (std::uint64_t v : {std::uint64_t{1} << 31, std::uint64_t{1} << 32, std::uint64_t{1} << 53, max_small}) {
    Ordinal o(v);
    EXPECT_TRUE(o.is_small()) << v;
    EXPECT_EQ(o.small_value(), v);
    EXPECT_EQ(o.to_string(), std::to_string(v));
    EXPECT_EQ(Ordinal::from_natural(Integer::from_unsigned(v)), o);
    EXPECT_EQ(o.finite_value(), Integer::from_unsigned(v));
  }
  for (const char* text :
       {"9223372036854775808", "18446744073709551615", "18446744073709551616", "18446744073709551617"}) {
    Ordinal o = O(text);
    EXPECT_FALSE(o.is_small()) << text;
    EXPECT_TRUE(o.is_finite()) << text;
    EXPECT_EQ(o.to_string(), text);
    EXPECT_EQ(o.finite_value().to_string(), text);
    EXPECT_EQ(Ordinal::from_natural(*Integer::parse(text)), o);
    EXPECT_LT(Ordinal(max_small), o);
    EXPECT_EQ(o - Ordinal(max_small) + Ordinal(max_small), o) << text;
  }
  EXPECT_TRUE((O("9223372036854775808") - Ordinal(1)).is_small());
  EXPECT_TRUE(natural_sum(Ordinal(max_small), Ordinal(0)).is_small());
  EXPECT_EQ(natural_sum(Ordinal(max_small), Ordinal(1)).to_string(), "9223372036854775808");
  EXPECT_EQ((Ordinal(std::uint64_t{1} << 32) * Ordinal(std::uint64_t{1} << 32)).to_string(), "18446744073709551616");
  EXPECT_EQ(nim_sum(O("18446744073709551617"), O("18446744073709551616")), Ordinal(1));
  EXPECT_TRUE(nim_sum(O("18446744073709551617"), O("18446744073709551616")).is_small());
  EXPECT_THROW((void)Ordinal::from_natural(*Integer::parse("-9223372036854775809")), DomainError);
}

TEST(Ordinal, CanonicalPrinting) {
  EXPECT_EQ(Ordinal().to_string(), "0");
  EXPECT_EQ(Ordinal(7).to_string(), "7");
  EXPECT_EQ(w.to_string(), "w");
  EXPECT_EQ((w * Ordinal(2) + Ordinal(4)).to_string(), "w*2+4");
  EXPECT_EQ(O("w^2*3+w*4+16").to_string(), "w^2*3+w*4+16");
  EXPECT_EQ(power(w, w).to_string(), "w^w");
  EXPECT_EQ(O("w^(w+1)*2+5").to_string(), "w^(w+1)*2+5");
  EXPECT_EQ(power(w, power(w, w)).to_string(), "w^(w^w)");
  EXPECT_EQ(O("w^(w*2)").to_string(), "w^(w*2)");
  EXPECT_EQ(O("w^(w^2)").to_string(), "w^(w^2)");
  EXPECT_EQ(O("w^(w+1)*2+5").to_unicode(), "ω^(ω+1)·2+5");
}

TEST(Ordinal, ParsesEverySpelling) {
  EXPECT_EQ(O("ω·2 + 4"), O("w*2+4"));
  EXPECT_EQ(O("omega × 2+4"), O("w*2+4"));
  EXPECT_EQ(O(" ( w ) ^ 2 "), w * w);
  EXPECT_EQ(O("2^2^3"), Ordinal(256));        // right-associative
  EXPECT_EQ(O("w^2*3"), w * w * Ordinal(3));  // ^ binds tighter than *
}

TEST(Ordinal, ParseErrorsNameTheColumn) {
  try {
    O("w + (2 * )");
    FAIL() << "expected a ParseError";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.column(), 10U) << e.what();
  }
  try {
    O("ω+x");  // ω is one character wide
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.column(), 3U) << e.what();
  }
  EXPECT_THROW(O(""), ParseError);
  EXPECT_THROW(O("w-1"), ParseError);  // subtraction is the calculator's, not the input syntax
  EXPECT_THROW(O("2w"), ParseError);
  EXPECT_THROW(O(std::string(10000, '(').c_str()), ParseError);
}

TEST(Ordinal, PaperIdentities) {
  // Paper 000: left subtraction.
  EXPECT_EQ((Ordinal(1) + w) - w, Ordinal());
  EXPECT_EQ(w - Ordinal(1), w);
  EXPECT_EQ(Ordinal(1) + w, w);
  EXPECT_EQ(O("w*2+1") - O("w+1"), O("w+1"));  // (ω+1) + (ω+1) = ω·2+1
  EXPECT_THROW((void)(Ordinal(1) - w), DomainError);
  // Paper 004, Example 2.3: the nim-sum of the heaps is ω·3+5.
  Ordinal heaps = Ordinal();
  for (const char* h : {"1", "w*2+4", "w^2*3+9", "w^2*2+w*4+16", "w^2+w*5+25"}) {
    heaps = nim_sum(heaps, O(h));
  }
  EXPECT_EQ(heaps.to_string(), "w*3+5");
  EXPECT_EQ(nim_sum(O("w*2+4"), O("w*3+5")), O("w+1"));
}

TEST(Ordinal, IssueExamples) {
  EXPECT_EQ(O("w*2 + w^2"), w * w);
  EXPECT_EQ(O("(w+1)*2"), O("w*2+1"));
  EXPECT_EQ(O("2*w"), w);
  EXPECT_EQ(power(Ordinal(2), w), w);
  EXPECT_EQ(power(Ordinal(2), O("w+3")), O("w*8"));
  EXPECT_EQ(power(O("w+1"), Ordinal(3)), O("w^3+w^2+w+1"));
  EXPECT_EQ(power(O("w^2+w"), O("w+2")), O("w^(w+4)+w^(w+3)"));
}

TEST(Ordinal, SplitAndPredicates) {
  Ordinal a = O("w^w*2+w^3+w*5+7");
  EXPECT_EQ(a.finite_part(), Integer(7));
  EXPECT_EQ(w * a.limit_quotient() + Ordinal(7), a);
  EXPECT_EQ(a.limit_quotient(), O("w^w*2+w^2+5"));
  EXPECT_TRUE(a.is_successor());
  EXPECT_FALSE(a.is_limit());
  EXPECT_TRUE(O("w*2").is_limit());
  EXPECT_TRUE(Ordinal(5).is_finite());
  EXPECT_FALSE(Ordinal().is_limit());
  EXPECT_FALSE(Ordinal().is_successor());
  std::vector<Ordinal> s = {Ordinal(0), Ordinal(1), Ordinal(3), w};
  EXPECT_EQ(mex(s), Ordinal(2));
  EXPECT_EQ(mex({}), Ordinal(0));
}

TEST(Ordinal, BigFiniteValuesStayExact) {
  Ordinal max_small((std::uint64_t{1} << 63) - 1);
  Ordinal big = max_small + Ordinal(1);
  EXPECT_FALSE(big.is_small());
  EXPECT_TRUE(big.is_finite());
  EXPECT_EQ(big.to_string(), "9223372036854775808");
  EXPECT_EQ(big - Ordinal(1), max_small);
  EXPECT_TRUE((big - Ordinal(1)).is_small());
  EXPECT_LT(max_small, big);
  EXPECT_LT(big, w);
}

TEST(Ordinal, AddingAnOrdinalToItselfInPlace) {
  Ordinal a = O("w^2*3+w*2+1");  // the only holder of its terms: += would work in place
  a += a;
  EXPECT_EQ(a, O("w^2*6+w*2+1"));
  Ordinal b = O("18446744073709551616");
  b += b;
  EXPECT_EQ(b.to_string(), "36893488147419103232");
}

class OrdinalProperties : public ::testing::Test {
 protected:
  std::mt19937_64 rng{20261121};
};

TEST_F(OrdinalProperties, AdditionAndMultiplicationAreAssociative) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng), b = random_ordinal(rng), c = random_ordinal(rng);
    ASSERT_EQ((a + b) + c, a + (b + c)) << a.to_string() << " ; " << b.to_string() << " ; " << c.to_string();
    ASSERT_EQ((a * b) * c, a * (b * c)) << a.to_string() << " ; " << b.to_string() << " ; " << c.to_string();
  }
}

TEST_F(OrdinalProperties, LeftDistributivity) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng), b = random_ordinal(rng), c = random_ordinal(rng);
    ASSERT_EQ(a * (b + c), a * b + a * c) << a.to_string() << " ; " << b.to_string() << " ; " << c.to_string();
  }
}

TEST_F(OrdinalProperties, MultiplicationByNaturalIsRepeatedAddition) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng);
    std::uint64_t n = rng() % 6;
    Ordinal sum;
    for (std::uint64_t i = 0; i < n; ++i) {
      sum = sum + a;
    }
    ASSERT_EQ(a * Ordinal(n), sum) << a.to_string() << " * " << n;
    Ordinal product(1);
    for (std::uint64_t i = 0; i < n; ++i) {
      product = product * a;
    }
    ASSERT_EQ(power(a, Ordinal(n)), product) << a.to_string() << " ^ " << n;
  }
}

TEST_F(OrdinalProperties, PowersOfOmegaAddExponents) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng, 1), b = random_ordinal(rng, 1);
    ASSERT_EQ(power(w, a + b), power(w, a) * power(w, b)) << a.to_string() << " ; " << b.to_string();
    // A base with several terms to a huge finite power is refused (LimitError); keep the
    // finite exponents small here.
    Ordinal base = random_ordinal(rng, 1, 2);
    Ordinal x = Ordinal::from_terms({{random_ordinal(rng, 1), Integer(1)}}) + Ordinal(rng() % 4);
    Ordinal y = random_ordinal(rng, 0) * w + Ordinal(rng() % 4);
    ASSERT_EQ(power(base, x + y), power(base, x) * power(base, y))
        << base.to_string() << " ^ (" << x.to_string() << " + " << y.to_string() << ")";
  }
}

TEST_F(OrdinalProperties, LeftSubtractionInvertsAddition) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng), b = random_ordinal(rng);
    ASSERT_EQ((b + a) - b, a) << a.to_string() << " ; " << b.to_string();
    if (b <= a) {
      ASSERT_EQ(b + (a - b), a) << a.to_string() << " ; " << b.to_string();
    } else {
      ASSERT_THROW((void)(a - b), DomainError) << a.to_string() << " ; " << b.to_string();
    }
  }
}

TEST_F(OrdinalProperties, OrderIsTotalAndAgreesWithAddition) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng), b = random_ordinal(rng), c = random_ordinal(rng);
    int relations = int(a < b) + int(a == b) + int(a > b);
    ASSERT_EQ(relations, 1);
    ASSERT_LE(a, a + b);
    ASSERT_LE(b, a + b);
    if (!c.is_zero()) {
      ASSERT_LT(a, a + c);  // addition is strictly increasing on the right
    }
    if (a < b && b < c) {
      ASSERT_LT(a, c);
    }
    if (a <= b) {
      ASSERT_LE(c + a, c + b);
      ASSERT_LE(a + c, b + c);  // weakly increasing on the left
    }
  }
}

TEST_F(OrdinalProperties, NimSumIsAnAbelianGroupOfExponentTwo) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng), b = random_ordinal(rng), c = random_ordinal(rng);
    ASSERT_EQ(nim_sum(a, b), nim_sum(b, a));
    ASSERT_EQ(nim_sum(nim_sum(a, b), c), nim_sum(a, nim_sum(b, c)));
    ASSERT_EQ(nim_sum(a, Ordinal()), a);
    ASSERT_EQ(nim_sum(a, a), Ordinal());
  }
}

TEST_F(OrdinalProperties, NaturalSumIsCommutativeAndMonotone) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng), b = random_ordinal(rng), c = random_ordinal(rng);
    ASSERT_EQ(natural_sum(a, b), natural_sum(b, a));
    ASSERT_EQ(natural_sum(natural_sum(a, b), c), natural_sum(a, natural_sum(b, c)));
    ASSERT_GE(natural_sum(a, b), a + b);
    if (!b.is_zero()) {
      ASSERT_LT(a, natural_sum(a, b));
    }
  }
}

TEST_F(OrdinalProperties, PrintThenParseIsIdentity) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng, 3);
    ASSERT_EQ(parse_ordinal(a.to_string()), a) << a.to_string();
    ASSERT_EQ(parse_ordinal(a.to_unicode()), a) << a.to_unicode();
  }
}

TEST_F(OrdinalProperties, FiniteOrdinalsMatchIntegers) {
  for (int t = 0; t < kTrials; ++t) {
    Integer x = Integer::from_unsigned(rng() >> (rng() % 64));
    Integer y = Integer::from_unsigned(rng() >> (rng() % 64));
    Ordinal a = Ordinal::from_natural(x), b = Ordinal::from_natural(y);
    ASSERT_EQ((a + b).finite_value(), x + y);
    ASSERT_EQ((a * b).finite_value(), x * y);
    ASSERT_EQ(nim_sum(a, b).finite_value(), x ^ y);
    ASSERT_EQ(a < b, x < y);
    if (y <= x) {
      ASSERT_EQ((a - b).finite_value(), x - y);
    }
  }
}

TEST_F(OrdinalProperties, SplitRecomposes) {
  for (int t = 0; t < kTrials; ++t) {
    Ordinal a = random_ordinal(rng, 3);
    ASSERT_EQ(w * a.limit_quotient() + Ordinal::from_natural(a.finite_part()), a) << a.to_string();
    ASSERT_EQ(a.is_limit(), !a.is_zero() && a.finite_part().is_zero());
  }
}

TEST(Ordinal, HugeResultsAreRefused) {
  EXPECT_THROW((void)power(Ordinal(2), Ordinal::from_natural(Integer::pow(10, 30))), LimitError);
  EXPECT_THROW((void)power(O("w+1"), Ordinal::from_natural(Integer::pow(10, 12))), LimitError);
  EXPECT_EQ(power(w, Ordinal::from_natural(Integer::pow(10, 30))).to_string(), "w^1000000000000000000000000000000");
}

}  // namespace
}  // namespace cgt
