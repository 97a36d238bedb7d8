// Welter's function on finite squares: against its definition (O(n²) pairs), against a
// memoised mex search of the game tree (Welter's theorem), and the inverse in one coin.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <numeric>
#include <random>
#include <set>

#include "cgt/error.hpp"
#include "cgt/welter.hpp"
#include "support/welter_reference.hpp"
#include "support/mex.hpp"
#include "support/show_list.hpp"

namespace cgt {
namespace {

using testing::welter_by_definition;

std::vector<Integer> as_integers(const std::vector<std::uint64_t>& squares) {
  std::vector<Integer> out;
  for (std::uint64_t s : squares) {
    out.push_back(Integer::from_unsigned(s));
  }
  return out;
}

using testing::show_list;

// The game itself: Grundy values by mex over every move, memoised on the sorted squares.
class WelterGameTree {
 public:
  std::uint64_t grundy(std::vector<std::uint64_t> squares) {
    std::sort(squares.begin(), squares.end());
    auto found = memo_.find(squares);
    if (found != memo_.end()) {
      return found->second;
    }
    std::set<std::uint64_t> options;
    for (std::size_t i = 0; i < squares.size(); ++i) {
      for (std::uint64_t to = 0; to < squares[i]; ++to) {
        if (std::find(squares.begin(), squares.end(), to) == squares.end()) {
          std::vector<std::uint64_t> next = squares;
          next[i] = to;
          options.insert(grundy(next));
        }
      }
    }
    const std::uint64_t value = testing::mex(options);
    memo_.emplace(std::move(squares), value);
    return value;
  }

  // Every move (coin, target) to a position of Grundy value 0, coins in the given order.
  std::vector<FiniteWelterMove> winning_moves(const std::vector<std::uint64_t>& squares) {
    std::vector<FiniteWelterMove> moves;
    for (std::size_t i = 0; i < squares.size(); ++i) {
      for (std::uint64_t to = 0; to < squares[i]; ++to) {
        if (std::find(squares.begin(), squares.end(), to) == squares.end()) {
          std::vector<std::uint64_t> next = squares;
          next[i] = to;
          if (grundy(next) == 0) {
            moves.push_back({i, to});
          }
        }
      }
    }
    return moves;
  }

 private:
  std::map<std::vector<std::uint64_t>, std::uint64_t> memo_;
};

void expect_matches_game_tree(WelterGameTree& tree, const std::vector<std::uint64_t>& squares) {
  ASSERT_EQ(welter_value(squares), tree.grundy(squares)) << "position " << show_list(squares);
  auto moves = welter_winning_moves(squares);
  auto expected = tree.winning_moves(squares);
  ASSERT_EQ(moves.size(), expected.size()) << "position " << show_list(squares);
  for (std::size_t k = 0; k < moves.size(); ++k) {
    ASSERT_EQ(moves[k], expected[k]) << "position " << show_list(squares) << ", move " << k;
  }
}

TEST(WelterFinite, PairFormula) {
  // [a|b] = (a ⊕ b) − 1 (NOTES.md), and a single coin is worth its square.
  std::mt19937_64 rng(41);
  for (int trial = 0; trial < 2000; ++trial) {
    std::uint64_t a = rng() >> (rng() % 64);
    std::uint64_t b = rng() >> (rng() % 64);
    if (a == b) {
      continue;
    }
    std::vector<std::uint64_t> pair = {a, b};
    ASSERT_EQ(welter_value(pair), (a ^ b) - 1) << show_list(pair);
    std::vector<std::uint64_t> one = {a};
    ASSERT_EQ(welter_value(one), a);
  }
  EXPECT_EQ(welter_value(std::span<const std::uint64_t>{}), 0U);
}

TEST(WelterFinite, AgreesWithTheDefinition) {
  std::mt19937_64 rng(42);
  for (int trial = 0; trial < 3000; ++trial) {
    std::size_t n = rng() % 40;
    int shift = static_cast<int>(rng() % 58);  // at least 2^6 values for up to 40 coins
    std::set<std::uint64_t> distinct;
    while (distinct.size() < n) {
      // Mix narrow and full-width squares, and squares sharing long low-bit suffixes.
      std::uint64_t s = rng() >> shift;
      distinct.insert(trial % 3 == 0 ? (s << 20) | 0x5A5A5 : s);
    }
    std::vector<std::uint64_t> squares(distinct.begin(), distinct.end());
    std::shuffle(squares.begin(), squares.end(), rng);
    Integer expected = welter_by_definition(as_integers(squares));
    ASSERT_EQ(Integer::from_unsigned(welter_value(squares)), expected) << show_list(squares);
    ASSERT_EQ(welter_value(as_integers(squares)), expected) << show_list(squares);
  }
}

TEST(WelterFinite, BigSquaresAgreeWithTheDefinition) {
  std::mt19937_64 rng(43);
  for (int trial = 0; trial < 1500; ++trial) {
    std::size_t n = 1 + rng() % 12;
    std::set<Integer> distinct;
    while (distinct.size() < n) {
      Integer s = Integer::from_unsigned(rng() % 64);
      int words = static_cast<int>(rng() % 3);
      for (int w = 0; w < words; ++w) {
        s = (s << 64) + Integer::from_unsigned(rng() >> (rng() % 64));
      }
      distinct.insert(s);
    }
    std::vector<Integer> squares(distinct.begin(), distinct.end());
    std::shuffle(squares.begin(), squares.end(), rng);
    std::string shown;
    for (const Integer& s : squares) {
      shown += s.to_string() + " ";
    }
    ASSERT_EQ(welter_value(squares), welter_by_definition(squares)) << shown;
  }
}

TEST(WelterFinite, SquaresOfMillionsOfBits) {
  // Long runs of shared low bits must cost linear time, not one step per bit per pair.
  Integer big = Integer(1) << 3'000'000;
  std::vector<Integer> pair = {Integer(0), big};
  EXPECT_EQ(welter_value(pair), big - Integer(1));  // [a|b] = (a ⊕ b) − 1
  std::vector<Integer> three = {Integer(0), big, big + big};
  EXPECT_EQ(welter_value(three), welter_by_definition(three));
  std::vector<Integer> others = {big};
  EXPECT_EQ(welter_square_for_value(others, Integer(0)), big + Integer(1));  // [2^k | 2^k+1] = 0
}

TEST(WelterFinite, WeltersTheoremAllPositionsUpToFourCoinsBelowTen) {
  WelterGameTree tree;
  std::mt19937_64 rng(44);
  int checked = 0;
  for (unsigned mask = 0; mask < (1U << 10); ++mask) {
    if (std::popcount(mask) > 4) {
      continue;
    }
    std::vector<std::uint64_t> squares;
    for (std::uint64_t s = 0; s < 10; ++s) {
      if ((mask >> s) & 1U) {
        squares.push_back(s);
      }
    }
    std::shuffle(squares.begin(), squares.end(), rng);  // coin order must not matter
    expect_matches_game_tree(tree, squares);
    ++checked;
  }
  EXPECT_EQ(checked, 386);  // C(10,0) + … + C(10,4)
}

TEST(WelterFinite, WeltersTheoremRandomPositionsUpToSixCoinsBelowSixteen) {
  WelterGameTree tree;
  std::mt19937_64 rng(45);
  for (int trial = 0; trial < 4000; ++trial) {
    std::size_t n = 1 + rng() % 6;
    std::set<std::uint64_t> distinct;
    while (distinct.size() < n) {
      distinct.insert(rng() % 16);
    }
    std::vector<std::uint64_t> squares(distinct.begin(), distinct.end());
    std::shuffle(squares.begin(), squares.end(), rng);
    expect_matches_game_tree(tree, squares);
  }
}

TEST(WelterFinite, InverseIsTheUniqueFreeSquareWithThatValue) {
  std::mt19937_64 rng(46);
  for (int trial = 0; trial < 1500; ++trial) {
    std::size_t n = rng() % 7;
    std::set<Integer> distinct;
    while (distinct.size() < n) {
      distinct.insert(Integer::from_unsigned(rng() % 32));
    }
    std::vector<Integer> others(distinct.begin(), distinct.end());
    Integer wanted = Integer::from_unsigned(rng() % 64);
    Integer x = welter_square_for_value(others, wanted);
    std::string shown = "others";
    for (const Integer& s : others) {
      shown += " " + s.to_string();
    }
    shown += ", value " + wanted.to_string();
    ASSERT_EQ(distinct.count(x), 0U) << shown;
    std::vector<Integer> with_x = others;
    with_x.push_back(x);
    ASSERT_EQ(welter_by_definition(with_x), wanted) << shown << ", x " << x;
    // No other free square below 2^8 has that value: for y ≥ 2^(B+1) with every square and
    // the value below 2^B, [others|y] ≥ 2^B (its top bits cannot cancel), so 2^7 would do.
    for (std::uint64_t y = 0; y < 256; ++y) {
      Integer iy = Integer::from_unsigned(y);
      if (iy == x || distinct.count(iy) != 0) {
        continue;
      }
      std::vector<Integer> with_y = others;
      with_y.push_back(iy);
      ASSERT_NE(welter_by_definition(with_y), wanted) << shown << ", also y " << y;
    }
  }
}

TEST(WelterFinite, InverseBeyondTheWord) {
  // The walk can need bit 64 (x = s + 2^64) and big squares take the exact path.
  std::mt19937_64 rng(47);
  Integer two64 = Integer(1) << 64;
  for (int trial = 0; trial < 1000; ++trial) {
    std::size_t n = 1 + rng() % 5;
    std::set<Integer> distinct;
    while (distinct.size() < n) {
      std::uint64_t high = ~std::uint64_t{0} - rng() % 8;
      Integer s = trial % 2 == 0 ? Integer::from_unsigned(high)
                                 : two64 * Integer::from_unsigned(rng() % 3) + Integer::from_unsigned(high);
      distinct.insert(s);
    }
    std::vector<Integer> others(distinct.begin(), distinct.end());
    Integer wanted = Integer::from_unsigned(rng() % 8);
    Integer x = welter_square_for_value(others, wanted);
    std::vector<Integer> with_x = others;
    with_x.push_back(x);
    ASSERT_EQ(distinct.count(x), 0U) << "x " << x;
    ASSERT_EQ(welter_by_definition(with_x), wanted) << "x " << x;
  }
  // A concrete case: others = {s = 2^64 − 1}; [s|x] = (s ⊕ x) − 1 = 2^64 − 1 needs s ⊕ x = 2^64,
  // i.e. x = 2^64 + s = 2^65 − 1.
  std::vector<Integer> others = {two64 - Integer(1)};
  EXPECT_EQ(welter_square_for_value(others, two64 - Integer(1)), two64 + two64 - Integer(1));
}

TEST(WelterFinite, CoinsOnOneSquareAreAnError) {
  std::vector<std::uint64_t> squares = {3, 7, 3};
  EXPECT_THROW(welter_value(squares), DomainError);
  EXPECT_THROW(welter_winning_moves(squares), DomainError);
  std::vector<Integer> big = {Integer(1) << 70, Integer(5), Integer(1) << 70};
  EXPECT_THROW(welter_value(big), DomainError);
  std::vector<Integer> negative = {Integer(-1)};
  EXPECT_THROW(welter_value(negative), DomainError);
  try {
    welter_value(squares);
  } catch (const DomainError& error) {
    EXPECT_STREQ(error.what(), "coins 1 and 3 are both on square 3");
  }
}

}  // namespace
}  // namespace cgt
