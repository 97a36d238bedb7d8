#include <gtest/gtest.h>

#include <random>
#include <set>

#include "cgt/error.hpp"
#include "cgt/impartial_variation.hpp"

namespace cgt {
namespace {

using Naturals = std::set<std::uint64_t>;

VariationSet to_variation(const Naturals& values) {
  std::vector<Integer> list;
  for (std::uint64_t v : values) {
    list.push_back(Integer::from_unsigned(v));
  }
  return VariationSet::from_values(list);
}

std::uint64_t brute_missing(const Naturals& a, std::uint64_t t) {
  for (std::uint64_t v = 0;; ++v) {
    if (!a.contains(v) && t-- == 0) {
      return v;
    }
  }
}

Naturals random_set(std::mt19937_64& rng) {
  Naturals out;
  std::size_t count = rng() % 7;
  std::uint64_t bound = rng() % 2 == 0 ? 8 : 40;
  for (std::size_t i = 0; i < count; ++i) {
    out.insert(rng() % bound);
  }
  return out;
}

std::string show(const Naturals& a) {
  return to_variation(a).to_string();
}

TEST(VariationSet, Basics) {
  EXPECT_EQ(VariationSet().mex(), Integer(0));
  EXPECT_EQ(VariationSet::range(Integer(5)).to_string(), "{0..4}");
  EXPECT_EQ(VariationSet::range(Integer(5)).mex(), Integer(5));
  VariationSet a = to_variation({0, 1, 3, 4, 7});
  EXPECT_EQ(a.to_string(), "{0, 1, 3, 4, 7}");
  EXPECT_EQ(a.mex(), Integer(2));
  EXPECT_EQ(a.missing(Integer(0)), Integer(2));
  EXPECT_EQ(a.missing(Integer(1)), Integer(5));
  EXPECT_EQ(a.missing(Integer(3)), Integer(8));
  EXPECT_EQ(a.missing(Integer(10)), Integer(15));
  EXPECT_EQ(a.size(), Integer(5));
  EXPECT_TRUE(a.contains(Integer(7)));
  EXPECT_FALSE(a.contains(Integer(6)));
  EXPECT_EQ(to_variation({2, 3, 4}).to_string(), "{2..4}");
  EXPECT_THROW((void)VariationSet::range(Integer(2000)).elements(1000), LimitError);
}

TEST(VariationSet, HugeRangesStayOneInterval) {
  Integer huge = Integer::pow(Integer(10), 40);
  VariationSet v = VariationSet::range(huge);
  EXPECT_EQ(v.intervals().size(), 1U);
  EXPECT_EQ(v.mex(), huge);
  // V(*huge : *3) = [0, huge + 3)
  EXPECT_EQ(ordinal_sum(v, VariationSet::range(Integer(3))).mex(), huge + Integer(3));
  // *huge + *huge = 0: V = { huge ^ b : b < huge } ∪ ..., whose mex is 0.
  EXPECT_EQ(disjunctive_sum(v, v).mex(), Integer(0));
  EXPECT_EQ(disjunctive_sum(v, VariationSet::range(Integer(1))).mex(), huge ^ Integer(1));
}

// Every set operation against the definitions written out on explicit sets.
TEST(VariationSet, OperationsMatchDefinitions) {
  std::mt19937_64 rng(20260101);
  for (int trial = 0; trial < 5000; ++trial) {
    Naturals a = random_set(rng);
    Naturals b = random_set(rng);
    std::uint64_t m = rng() % 6;
    std::uint64_t mex_a = brute_missing(a, 0);
    std::uint64_t mex_b = brute_missing(b, 0);

    Naturals colon = a;
    for (std::uint64_t x : b) {
      colon.insert(brute_missing(a, x));
    }
    Naturals nim;
    for (std::uint64_t x : a) {
      nim.insert(x ^ mex_b);
    }
    for (std::uint64_t x : b) {
      nim.insert(mex_a ^ x);
    }
    Naturals shifted_colon;
    Naturals a_plus_m;
    for (std::uint64_t x : a) {
      a_plus_m.insert(x + m);
    }
    shifted_colon = a_plus_m;
    for (std::uint64_t x : b) {
      shifted_colon.insert(brute_missing(a_plus_m, x));
    }
    Naturals xored;
    for (std::uint64_t x : a) {
      xored.insert(x ^ (m * 7));
    }
    VariationSet va = to_variation(a);
    VariationSet vb = to_variation(b);
    std::string where = "A = " + show(a) + ", B = " + show(b) + ", m = " + std::to_string(m);
    ASSERT_EQ(ordinal_sum(va, vb), to_variation(colon)) << where;
    ASSERT_EQ(disjunctive_sum(va, vb), to_variation(nim)) << where;
    ASSERT_EQ(substitution_sum(va, Integer::from_unsigned(m), vb), to_variation(shifted_colon)) << where;
    ASSERT_EQ(xor_all(va, Integer::from_unsigned(m * 7)), to_variation(xored)) << where;
    ASSERT_EQ(va.mex(), Integer::from_unsigned(mex_a)) << where;
    for (std::uint64_t t = 0; t < 6; ++t) {
      ASSERT_EQ(va.missing(Integer::from_unsigned(t)), Integer::from_unsigned(brute_missing(a, t))) << where;
    }
  }
}

}  // namespace
}  // namespace cgt
