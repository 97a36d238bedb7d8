// Theorem 3.10 (chains of nimbers) against game trees built from Definition 3.1, and the O(k)
// forms against each other on long chains with huge values.

#include <gtest/gtest.h>

#include <random>

#include "cgt/error.hpp"
#include "cgt/impartial.hpp"
#include "cgt/impartial_chain.hpp"

namespace cgt {
namespace {

std::string describe(const std::vector<Integer>& n, const std::vector<Integer>& m) {
  std::string out = "*";
  out += n[0].to_string();
  for (std::size_t j = 1; j < n.size(); ++j) {
    out += " :_*";
    out += m[j - 1].to_string();
    out += " *";
    out += n[j].to_string();
  }
  return out;
}

ImpartialGame chain_tree(const std::vector<Integer>& n, const std::vector<Integer>& m) {
  ImpartialGame acc = ImpartialGame::nimber(static_cast<std::uint64_t>(n[0].to_int64()));
  for (std::size_t j = 1; j < n.size(); ++j) {
    acc = substitution_sum(acc, ImpartialGame::nimber(static_cast<std::uint64_t>(m[j - 1].to_int64())),
                           ImpartialGame::nimber(static_cast<std::uint64_t>(n[j].to_int64())));
  }
  return acc;
}

TEST(Chain, Theorem3_10AgainstGameTrees) {
  std::mt19937_64 rng(31010);
  for (int trial = 0; trial < 4000; ++trial) {
    std::size_t k = 1 + rng() % 5;
    std::vector<Integer> n(k);
    std::vector<Integer> m(k - 1);
    for (auto& x : n) {
      x = Integer(static_cast<std::int64_t>(rng() % 4));
    }
    for (auto& x : m) {
      x = Integer(static_cast<std::int64_t>(rng() % 4));
    }
    ImpartialGame tree = chain_tree(n, m);
    Integer expected = Integer::from_unsigned(tree.grundy());
    ASSERT_EQ(chain_grundy(n, m), expected) << describe(n, m);
    ASSERT_EQ(chain_variation(n, m), tree.variation()) << describe(n, m);
    std::vector<Integer> prefixes = chain_prefix_grundies(n, m);
    for (std::size_t p = 1; p <= k; ++p) {
      std::vector<Integer> np(n.begin(), n.begin() + static_cast<std::ptrdiff_t>(p));
      std::vector<Integer> mp(m.begin(), m.begin() + static_cast<std::ptrdiff_t>(p - 1));
      ASSERT_EQ(prefixes[p - 1], Integer::from_unsigned(chain_tree(np, mp).grundy()))
          << describe(np, mp) << " (prefix " << p << " of " << describe(n, m) << ")";
    }
  }
}

TEST(Chain, LongChainsWithHugeValuesAgree) {
  std::mt19937_64 rng(31011);
  for (int trial = 0; trial < 300; ++trial) {
    std::size_t k = 1 + rng() % 120;
    std::vector<Integer> n(k);
    std::vector<Integer> m(k - 1);
    auto value = [&] {
      switch (rng() % 4) {
        case 0:
          return (Integer::from_unsigned(rng()) << 70) + Integer::from_unsigned(rng());
        case 1:
          return Integer(0);
        default:
          return Integer(static_cast<std::int64_t>(rng() % 9));
      }
    };
    for (auto& x : n) {
      x = value();
    }
    for (auto& x : m) {
      x = value();
    }
    Integer g = chain_grundy(n, m);
    // Three independent routes: Theorem 3.10, the mex of Theorem 3.6 iterated on intervals
    // (generic set operations), and the O(k) incremental variation set.
    VariationSet generic = VariationSet::range(n[0]);
    for (std::size_t j = 1; j < k; ++j) {
      generic = substitution_sum(generic, m[j - 1], VariationSet::range(n[j]));
    }
    VariationSet fast = chain_variation(n, m);
    ASSERT_EQ(fast, generic) << "k = " << k << ", trial " << trial;
    ASSERT_EQ(generic.mex(), g) << "k = " << k << ", trial " << trial;
    ASSERT_EQ(chain_prefix_grundies(n, m).back(), g) << "k = " << k << ", trial " << trial;
  }
}

TEST(Chain, SumsBeyondSixtyFourBitsDoNotWrap) {
  Integer big = Integer::from_unsigned(~std::uint64_t{0});
  std::vector<Integer> n{big, big, big};
  std::vector<Integer> m{Integer(0), Integer(0)};
  EXPECT_EQ(chain_grundy(n, m), big * Integer(3));
}

TEST(Chain, RejectsMalformedChains) {
  std::vector<Integer> n{Integer(1), Integer(2)};
  std::vector<Integer> none;
  EXPECT_THROW((void)chain_grundy(n, none), DomainError);
  EXPECT_THROW((void)chain_grundy(none, n), DomainError);  // substitutes without nimbers
  // The empty chain is the game 0: no options.
  EXPECT_TRUE(chain_grundy(none, none).is_zero());
  EXPECT_TRUE(chain_variation(none, none).intervals().empty());
  EXPECT_TRUE(chain_prefix_grundies(none, none).empty());
  std::vector<Integer> negative{Integer(-1)};
  EXPECT_THROW((void)chain_grundy(n, negative), DomainError);
}

}  // namespace
}  // namespace cgt
