// Even Nim (paper 003, Section 4.1) against exhaustive play from the rules.

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "cgt/even_nim.hpp"

namespace cgt::even_nim {
namespace {

using ending::Outcome;

// Exhaustive play straight from the rules of Section 4.1.
class BruteEvenNim {
 public:
  Outcome outcome(const std::vector<Pile>& piles) {
    const bool l = wins(piles, true), r = wins(piles, false);
    return l && r ? Outcome::kN : l ? Outcome::kL : r ? Outcome::kR : Outcome::kP;
  }
  // Successors in the order pile by pile, fewest tokens removed first.
  static std::vector<std::pair<Move, std::vector<Pile>>> moves(const std::vector<Pile>& piles) {
    std::vector<std::pair<Move, std::vector<Pile>>> out;
    for (std::size_t i = 0; i < piles.size(); ++i) {
      for (std::uint64_t take = piles[i].touched ? 2 : 1; take <= piles[i].tokens; take += piles[i].touched ? 2 : 1) {
        std::vector<Pile> next = piles;
        next[i] = {piles[i].tokens - take, true};
        out.push_back({Move{i, piles[i].tokens - take}, next});
      }
    }
    return out;
  }

 private:
  bool wins(const std::vector<Pile>& piles, bool left) {
    std::vector<std::pair<std::uint64_t, bool>> key;
    for (const Pile& p : piles) key.emplace_back(p.tokens, p.touched);
    std::sort(key.begin(), key.end());
    const auto memo_key = std::make_pair(key, left);
    if (auto it = memo_.find(memo_key); it != memo_.end()) return it->second;
    const auto next = moves(piles);
    bool result = false;
    if (next.empty()) {
      std::uint64_t total = 0;
      for (const Pile& p : piles) total += p.tokens;
      result = (total % 2 == 0) == left;
    }
    for (const auto& [move, position] : next) {
      if (!wins(position, !left)) {
        result = true;
        break;
      }
    }
    memo_.emplace(memo_key, result);
    return result;
  }
  std::map<std::pair<std::vector<std::pair<std::uint64_t, bool>>, bool>, bool> memo_;
};

// The pile values of Theorem 4.1 are the literal game trees of single piles.
TEST(EvenNim, PileValuesAreTheGameTrees) {
  std::map<std::pair<std::uint64_t, bool>, ending::Position> tree;
  for (std::uint64_t n = 0; n <= 16; ++n) {
    for (bool touched : {true, false}) {
      if (!touched && n % 2 == 1) continue;
      std::vector<ending::Position> options;
      for (const auto& [move, next] : BruteEvenNim::moves({Pile{n, touched}}))
        options.push_back(tree.at({next[0].tokens, true}));
      const ending::Position p = options.empty()
                                     ? (n % 2 == 0 ? ending::Position::left_end() : ending::Position::right_end())
                                     : ending::Position::from_options(options);
      tree[{n, touched}] = p;
      EXPECT_EQ(ending::family_of(p), pile_value(Pile{n, touched})) << n << (touched ? " touched" : " untouched");
    }
  }
  EXPECT_THROW((void)pile_value(Pile{3, false}), DomainError);
}

TEST(EvenNim, OutcomesAndWinningMovesAgainstPlay) {
  BruteEvenNim brute;
  std::mt19937_64 rng(4101);
  for (int trial = 0; trial < 3000; ++trial) {
    std::vector<Pile> piles(1 + rng() % 4);
    for (Pile& p : piles) {
      p.touched = rng() % 3 == 0;
      p.tokens = rng() % (piles.size() >= 4 ? 7 : 11);
      if (!p.touched && p.tokens % 2 == 1) --p.tokens;
    }
    std::string where;
    for (const Pile& p : piles) where += std::to_string(p.tokens) + (p.touched ? "t " : " ");
    ASSERT_EQ(outcome(piles), brute.outcome(piles)) << where;
    std::vector<Move> expected;
    for (const auto& [move, next] : BruteEvenNim::moves(piles)) {
      const Outcome o = brute.outcome(next);
      Move m = move;
      m.for_left = o == Outcome::kL || o == Outcome::kP;
      m.for_right = o == Outcome::kR || o == Outcome::kP;
      if (m.for_left || m.for_right) expected.push_back(m);
    }
    const WinningMoves got = winning_moves(piles);
    ASSERT_FALSE(got.truncated);
    ASSERT_EQ(got.moves, expected) << where;
  }
}

TEST(EvenNim, LargeRowsUseTheClosedForm) {
  // Theorem 4.1 with u ≥ 2: P iff the nim-sum of the halves, ignoring the two smallest, is 0.
  std::vector<Pile> piles{{2, false}, {4, false}, {6, false}, {6, false}};
  EXPECT_EQ(outcome(piles), Outcome::kP);
  EXPECT_TRUE(winning_moves(piles).moves.empty());
  piles.push_back({1'000'000'000'000, false});
  EXPECT_EQ(outcome(piles), Outcome::kN);
  const WinningMoves moves = winning_moves(piles);
  ASSERT_FALSE(moves.moves.empty());
  for (const Move& m : moves.moves) {
    std::vector<Pile> next = piles;
    next[m.pile] = {m.to, true};
    EXPECT_EQ(outcome(next), Outcome::kP);
  }
  // One non-empty pile: every move keeping the right parity wins; the list is capped.
  const WinningMoves many = winning_moves(std::vector<Pile>{{100000, false}}, 100);
  EXPECT_TRUE(many.truncated);
  EXPECT_EQ(many.moves.size(), 100U);
}

}  // namespace
}  // namespace cgt::even_nim
