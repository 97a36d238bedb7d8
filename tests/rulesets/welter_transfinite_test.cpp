// Transfinite Welter's game (paper 004): the worked example, the closed form of Theorem 2.5
// against Definition 2.4 written out directly, the winning moves (sound and complete over every
// target the theory leaves possible), and the mex recursion itself on small positions.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <set>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "cgt/welter.hpp"
#include "support/welter_reference.hpp"
#include "support/ordinal_builders.hpp"
#include "support/show_list.hpp"

namespace cgt {
namespace {

using testing::O;
using testing::show_list;
using testing::transfinite_welter_by_definition;
using testing::w;

Ordinal square(const Ordinal& lambda, std::uint64_t finite_part) {
  return w * lambda + Ordinal(finite_part);
}

bool occupied(const std::vector<Ordinal>& squares, const Ordinal& target) {
  return std::find(squares.begin(), squares.end(), target) != squares.end();
}

std::vector<Ordinal> after_move(std::vector<Ordinal> squares, std::size_t coin, const Ordinal& to) {
  squares[coin] = to;
  return squares;
}

// Distinct random squares ω·λ + m with λ from `lambdas` and m < finite_bound.
std::vector<Ordinal> random_position(std::mt19937_64& rng, const std::vector<Ordinal>& lambdas, std::size_t max_coins,
                                     std::uint64_t finite_bound) {
  std::size_t n = 1 + rng() % max_coins;
  std::vector<Ordinal> squares;
  while (squares.size() < n) {
    Ordinal s = square(lambdas[rng() % lambdas.size()], rng() % finite_bound);
    if (!occupied(squares, s)) {
      squares.push_back(s);
    }
  }
  return squares;
}

TEST(TransfiniteWelter, Example_2_7) {
  std::vector<Ordinal> coins = {O("1"), O("w*2+4"), O("w*2+9"), O("w^2+w*4+16"), O("w^2+w*5+25")};
  WelterAnalysis analysis = analyze_welter(coins);
  EXPECT_EQ(analysis.value.to_string(), "w+4");
  ASSERT_EQ(analysis.moves.size(), 1U);
  EXPECT_EQ(analysis.moves[0].coin, 4U);
  EXPECT_EQ(analysis.moves[0].to.to_string(), "w^2+w*4+30");
  EXPECT_EQ(welter_value(after_move(coins, 4, O("w^2+w*4+30"))), Ordinal());
}

TEST(TransfiniteWelter, FiniteSquaresAgreeWithTheFiniteEngine) {
  std::mt19937_64 rng(51);
  for (int trial = 0; trial < 1000; ++trial) {
    std::set<std::uint64_t> distinct;
    std::size_t n = rng() % 10;
    while (distinct.size() < n) {
      distinct.insert(rng() >> (1 + rng() % 63));  // below 2^63: small ordinals
    }
    std::vector<std::uint64_t> finite(distinct.begin(), distinct.end());
    std::shuffle(finite.begin(), finite.end(), rng);
    std::vector<Ordinal> squares;
    for (std::uint64_t s : finite) {
      squares.push_back(Ordinal(s));
    }
    WelterAnalysis analysis = analyze_welter(squares);
    ASSERT_EQ(analysis.value, Ordinal::from_natural(Integer::from_unsigned(welter_value(finite)))) << show_list(squares);
    auto moves = welter_winning_moves(finite);
    ASSERT_EQ(analysis.moves.size(), moves.size()) << show_list(squares);
    for (std::size_t k = 0; k < moves.size(); ++k) {
      ASSERT_EQ(analysis.moves[k].coin, moves[k].coin);
      ASSERT_EQ(analysis.moves[k].to, Ordinal(moves[k].to));
    }
  }
}

// Every listed move is legal and reaches value 0; and no other target of any coin does. The
// candidates are complete: after a move of coin i to ω·λ' + m' the ω-part of the value is
// ω·(Λ ⊕ λ_i ⊕ λ'), zero only for λ' = Λ ⊕ λ_i (the nim-sum is a group), so only that λ' can
// work (we try every λ' of the pool as well). With every finite part below 2^B, each class value
// [S_λ] is below 2^B, so the finite part needs [S_λ' + m'] = c with c < 2^B; and for
// m' ≥ 2^(B+1) with top bit h, [S_λ' + m'] has bit h set, or — when m' = 2^h + s for a coin s of
// the class — bit B set (the pair term (m'|s) = 2^(h+1) − 1 is the only one reaching there), so
// it is ≥ 2^B > c. Hence m' < 2^(B+1) covers every target.
void expect_moves_sound_and_complete(const std::vector<Ordinal>& squares, const std::vector<Ordinal>& pool) {
  WelterAnalysis analysis = analyze_welter(squares);
  ASSERT_EQ(analysis.value, transfinite_welter_by_definition(squares)) << show_list(squares);
  std::set<std::pair<std::size_t, Ordinal>> listed;
  for (std::size_t k = 0; k < analysis.moves.size(); ++k) {
    const WelterMove& move = analysis.moves[k];
    ASSERT_LT(move.coin, squares.size());
    if (k > 0) {
      ASSERT_LT(analysis.moves[k - 1].coin, move.coin) << "moves not sorted by coin: " << show_list(squares);
    }
    ASSERT_LT(move.to, squares[move.coin]) << show_list(squares) << " coin " << move.coin + 1;
    ASSERT_FALSE(occupied(squares, move.to)) << show_list(squares) << " → " << move.to.to_string();
    ASSERT_EQ(transfinite_welter_by_definition(after_move(squares, move.coin, move.to)), Ordinal())
        << show_list(squares) << " coin " << move.coin + 1 << " → " << move.to.to_string();
    listed.insert({move.coin, move.to});
  }
  Ordinal big_lambda;
  std::uint64_t max_finite = 1;
  for (const Ordinal& s : squares) {
    big_lambda = nim_sum(big_lambda, s.limit_quotient());
    max_finite = std::max(max_finite, s.finite_part().to_uint64());
  }
  std::uint64_t bound = std::bit_ceil(max_finite + 1) * 2;  // 2^(B+1)
  for (std::size_t i = 0; i < squares.size(); ++i) {
    Ordinal lambda = squares[i].limit_quotient();
    std::vector<Ordinal> targets_lambda = pool;
    targets_lambda.push_back(nim_sum(big_lambda, lambda));
    std::sort(targets_lambda.begin(), targets_lambda.end());
    targets_lambda.erase(std::unique(targets_lambda.begin(), targets_lambda.end()), targets_lambda.end());
    for (const Ordinal& lambda_to : targets_lambda) {
      if (lambda_to > lambda) {
        continue;
      }
      for (std::uint64_t m = 0; m < bound; ++m) {
        Ordinal to = square(lambda_to, m);
        if (to >= squares[i] || occupied(squares, to) || listed.count({i, to}) != 0) {
          continue;
        }
        ASSERT_NE(transfinite_welter_by_definition(after_move(squares, i, to)), Ordinal())
            << show_list(squares) << ": unlisted winning move, coin " << i + 1 << " → " << to.to_string();
      }
    }
  }
}

TEST(TransfiniteWelter, MovesAreSoundAndCompleteOnRandomPositions) {
  std::vector<Ordinal> pool = {Ordinal(0),     Ordinal(1),     Ordinal(2), Ordinal(3), w,
                               w + Ordinal(1), w * Ordinal(2), w * w,      power(w, w)};
  std::mt19937_64 rng(52);
  for (int trial = 0; trial < 500; ++trial) {
    std::vector<Ordinal> squares = random_position(rng, pool, 6, trial % 2 == 0 ? 8 : 16);
    expect_moves_sound_and_complete(squares, pool);
    if (::testing::Test::HasFatalFailure()) {
      return;
    }
  }
}

TEST(TransfiniteWelter, PositionsWithAWinningDrop) {
  // Force Λ ≠ 0 with coins able to drop a class, including into empty classes.
  std::vector<Ordinal> pool = {Ordinal(1), Ordinal(2), Ordinal(3), Ordinal(5), w, w * Ordinal(3)};
  std::mt19937_64 rng(53);
  int drops = 0;
  for (int trial = 0; trial < 800; ++trial) {
    std::vector<Ordinal> squares = random_position(rng, pool, 4, 8);
    WelterAnalysis analysis = analyze_welter(squares);
    for (const WelterMove& move : analysis.moves) {
      drops += move.to.limit_quotient() < squares[move.coin].limit_quotient() ? 1 : 0;
    }
    expect_moves_sound_and_complete(squares, pool);
    if (::testing::Test::HasFatalFailure()) {
      return;
    }
  }
  EXPECT_GT(drops, 100);  // the case this test is for did occur
}

// Theorem 2.5 as a statement about the game: the value of a position is the mex of the values of
// its options. With every λ finite, the options of ω·λ_i + m_i are ω·λ' + m' with λ' < λ_i (any
// m') or λ' = λ_i, m' < m_i. No option has the position's value: for λ' ≠ λ_i the ω-part
// changes, and the other options are finitely many, all checked. Every smaller value
// ω·μ + b (μ ≤ Λ; b < F when μ = Λ) is reached: checked for b < 2^B, where options with
// m' < 2^(B+1) suffice (see above).
TEST(TransfiniteWelter, ClosedFormSatisfiesTheMexRecursion) {
  std::vector<Ordinal> pool = {Ordinal(0), Ordinal(1), Ordinal(2), Ordinal(3)};
  std::mt19937_64 rng(54);
  for (int trial = 0; trial < 500; ++trial) {
    std::vector<Ordinal> squares = random_position(rng, pool, 5, 8);
    Ordinal value = welter_value(squares);
    ASSERT_EQ(value, transfinite_welter_by_definition(squares)) << show_list(squares);
    std::uint64_t small_bound = 8;  // 2^B: every finite part is below 8
    std::set<Ordinal> reached;
    for (std::size_t i = 0; i < squares.size(); ++i) {
      std::uint64_t lambda = squares[i].limit_quotient().finite_value().to_uint64();
      std::uint64_t m_i = squares[i].finite_part().to_uint64();
      for (std::uint64_t lambda_to = 0; lambda_to <= lambda; ++lambda_to) {
        std::uint64_t m_end = lambda_to == lambda ? m_i : 2 * small_bound;
        for (std::uint64_t m = 0; m < m_end; ++m) {
          Ordinal to = square(Ordinal(lambda_to), m);
          if (!occupied(squares, to)) {
            Ordinal option = transfinite_welter_by_definition(after_move(squares, i, to));
            ASSERT_NE(option, value) << show_list(squares) << ": an option has the same value, coin " << i + 1 << " → "
                                     << to.to_string();
            reached.insert(option);
          }
        }
      }
    }
    std::uint64_t big_lambda = value.limit_quotient().finite_value().to_uint64();
    std::uint64_t finite = value.finite_part().to_uint64();
    for (std::uint64_t mu = 0; mu <= big_lambda; ++mu) {
      std::uint64_t b_end = mu == big_lambda ? finite : small_bound;
      for (std::uint64_t b = 0; b < b_end; ++b) {
        ASSERT_EQ(reached.count(square(Ordinal(mu), b)), 1U)
            << show_list(squares) << " has value " << value.to_string() << " but no option of value "
            << square(Ordinal(mu), b).to_string();
      }
    }
  }
}

TEST(TransfiniteWelter, FinitePartsBeyondAWord) {
  // Big finite parts take the exact path; moves are still legal and reach 0.
  Integer two70 = Integer(1) << 70;
  std::mt19937_64 rng(55);
  for (int trial = 0; trial < 300; ++trial) {
    std::size_t n = 1 + rng() % 5;
    std::vector<Ordinal> squares;
    while (squares.size() < n) {
      // Small, around 2^63 (no longer a one-word Ordinal), just below 2^64, or beyond 2^70.
      const Integer offsets[] = {Integer(0), Integer(1) << 63, (Integer(1) << 64) - Integer(16), two70};
      Integer m = Integer::from_unsigned(rng() % 16) + offsets[trial % 2 == 0 ? rng() % 3 : rng() % 4];
      Ordinal s = w * Ordinal(rng() % 3) + Ordinal::from_natural(m);
      if (!occupied(squares, s)) {
        squares.push_back(s);
      }
    }
    WelterAnalysis analysis = analyze_welter(squares);
    ASSERT_EQ(analysis.value, transfinite_welter_by_definition(squares)) << show_list(squares);
    for (const WelterMove& move : analysis.moves) {
      ASSERT_LT(move.to, squares[move.coin]) << show_list(squares);
      ASSERT_FALSE(occupied(squares, move.to)) << show_list(squares);
      ASSERT_EQ(transfinite_welter_by_definition(after_move(squares, move.coin, move.to)), Ordinal())
          << show_list(squares) << " coin " << move.coin + 1 << " → " << move.to.to_string();
    }
  }
}

TEST(TransfiniteWelter, CoinsOnOneSquareAreAnError) {
  std::vector<Ordinal> coins = {O("w*2+4"), O("3"), O("w*2+4")};
  try {
    analyze_welter(coins);
    FAIL() << "expected a DomainError";
  } catch (const DomainError& error) {
    EXPECT_STREQ(error.what(), "coins 1 and 3 are both on square w*2+4");
  }
  std::vector<Ordinal> big = {Ordinal::from_natural(Integer(1) << 80), Ordinal::from_natural(Integer(1) << 80)};
  EXPECT_THROW(welter_value(big), DomainError);
}

TEST(TransfiniteWelter, EmptyAndSingleCoin) {
  EXPECT_TRUE(analyze_welter(std::span<const Ordinal>{}).is_p_position());
  std::vector<Ordinal> one = {O("w^2+w*3+7")};
  WelterAnalysis analysis = analyze_welter(one);
  EXPECT_EQ(analysis.value, O("w^2+w*3+7"));  // one coin: its square (a nim heap)
  ASSERT_EQ(analysis.moves.size(), 1U);
  EXPECT_EQ(analysis.moves[0].to, Ordinal());
}

}  // namespace
}  // namespace cgt
