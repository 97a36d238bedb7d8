// Transfinite Nim (paper 004, Theorem 2.2): the worked example, finite Nim against a memoised
// mex search, and on random ordinal heaps the exact set of winning moves.

#include "cgt/nim.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

#include "cgt/ordinal_text.hpp"
#include "support/random_ordinal.hpp"
#include "support/ordinal_builders.hpp"

namespace cgt {
namespace {

using testing::O;
using testing::show;

using testing::random_ordinal;

TEST(TransfiniteNim, Example_2_3) {
  std::vector<Ordinal> heaps = {O("1"), O("w*2+4"), O("w^2*3+9"), O("w^2*2+w*4+16"), O("w^2+w*5+25")};
  NimAnalysis analysis = analyze_nim(heaps);
  EXPECT_EQ(analysis.value.to_string(), "w*3+5");
  EXPECT_FALSE(analysis.is_p_position());
  ASSERT_EQ(analysis.moves.size(), 1U);
  EXPECT_EQ(analysis.moves[0].heap, 1U);
  EXPECT_EQ(analysis.moves[0].to.to_string(), "w+1");
}

class NimGameTree {
 public:
  std::uint64_t grundy(std::vector<std::uint64_t> heaps) {
    std::sort(heaps.begin(), heaps.end());
    if (auto found = memo_.find(heaps); found != memo_.end()) {
      return found->second;
    }
    std::set<std::uint64_t> options;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      for (std::uint64_t to = 0; to < heaps[i]; ++to) {
        std::vector<std::uint64_t> next = heaps;
        next[i] = to;
        options.insert(grundy(next));
      }
    }
    std::uint64_t mex = 0;
    while (options.count(mex) != 0) {
      ++mex;
    }
    memo_.emplace(std::move(heaps), mex);
    return mex;
  }

 private:
  std::map<std::vector<std::uint64_t>, std::uint64_t> memo_;
};

TEST(TransfiniteNim, FiniteNimAgainstTheGameTree) {
  NimGameTree tree;
  std::mt19937_64 rng(61);
  for (int trial = 0; trial < 2000; ++trial) {
    std::size_t n = rng() % 5;
    std::vector<std::uint64_t> sizes;
    std::vector<Ordinal> heaps;
    for (std::size_t i = 0; i < n; ++i) {
      sizes.push_back(rng() % 10);
      heaps.push_back(Ordinal(sizes.back()));
    }
    NimAnalysis analysis = analyze_nim(heaps);
    ASSERT_EQ(analysis.value, Ordinal(tree.grundy(sizes))) << show(heaps);
    std::vector<NimMove> expected;
    for (std::size_t i = 0; i < n; ++i) {
      for (std::uint64_t to = 0; to < sizes[i]; ++to) {
        std::vector<std::uint64_t> next = sizes;
        next[i] = to;
        if (tree.grundy(next) == 0) {
          expected.push_back({i, Ordinal(to)});
        }
      }
    }
    ASSERT_EQ(analysis.moves, expected) << show(heaps);
  }
}

// After heap i goes to β the value is V ⊕ α_i ⊕ β, which is 0 exactly for β = V ⊕ α_i (the
// nim-sum is a group): so heap i has a winning move iff V ⊕ α_i < α_i, and then only that one.
TEST(TransfiniteNim, WinningMovesOnRandomOrdinalHeaps) {
  std::mt19937_64 rng(62);
  for (int trial = 0; trial < 3000; ++trial) {
    std::size_t n = rng() % 7;
    std::vector<Ordinal> heaps;
    for (std::size_t i = 0; i < n; ++i) {
      heaps.push_back(random_ordinal(rng, 2, 3));
    }
    // Often make a P-position or a near one by appending the nim-sum (plus a little).
    if (trial % 3 == 0) {
      Ordinal total;
      for (const Ordinal& h : heaps) {
        total = nim_sum(total, h);
      }
      heaps.push_back(nim_sum(total, Ordinal(rng() % 3)));
    }
    Ordinal folded;
    for (const Ordinal& h : heaps) {
      folded = nim_sum(folded, h);
    }
    NimAnalysis analysis = analyze_nim(heaps);
    ASSERT_EQ(analysis.value, folded) << show(heaps);
    ASSERT_EQ(nim_value(heaps), folded) << show(heaps);
    std::vector<NimMove> expected;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      Ordinal to = nim_sum(folded, heaps[i]);
      if (to < heaps[i]) {
        expected.push_back({i, to});
      }
    }
    ASSERT_EQ(analysis.moves, expected) << show(heaps);
    for (const NimMove& move : analysis.moves) {
      std::vector<Ordinal> after = heaps;
      after[move.heap] = move.to;
      ASSERT_TRUE(nim_value(after).is_zero()) << show(heaps);
    }
  }
}

TEST(TransfiniteNim, ExponentsAndCoefficientsOfEverySize) {
  Integer huge = (Integer(1) << 100) + Integer(3);
  std::vector<Ordinal> heaps = {Ordinal::monomial(Ordinal(70), huge), Ordinal::monomial(Ordinal(70), Integer(3)),
                                power(Ordinal::omega(), Ordinal::omega()) + Ordinal(5), Ordinal(5)};
  NimAnalysis analysis = analyze_nim(heaps);
  EXPECT_EQ(analysis.value,
            power(Ordinal::omega(), Ordinal::omega()) + Ordinal::monomial(Ordinal(70), Integer(1) << 100));
  ASSERT_EQ(analysis.moves.size(), 1U);
  EXPECT_EQ(analysis.moves[0].heap, 2U);
  EXPECT_EQ(analysis.moves[0].to, Ordinal::monomial(Ordinal(70), Integer(1) << 100) + Ordinal(5));
  EXPECT_TRUE(analyze_nim(std::span<const Ordinal>{}).is_p_position());
}

}  // namespace
}  // namespace cgt
