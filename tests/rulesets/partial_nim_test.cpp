#include "cgt/partial_nim.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <unordered_map>

#include "cgt/error.hpp"

namespace cgt::partial_nim {
namespace {

// Exhaustive game-tree search on small positions (sizes ≤ 15, at most 10 piles), memoised on
// the sorted multiset of piles. Knows nothing of the theory: only the rules.
class BruteForce {
 public:
  bool wins_moving_first(std::vector<Pile> piles, bool left) { return search(normalise(piles), left); }

  Outcome outcome(const std::vector<Pile>& piles) {
    return outcome_from_first_moves(wins_moving_first(piles, true), wins_moving_first(piles, false));
  }

 private:
  using Small = std::vector<std::pair<int, int>>;  // (colour, size), sorted, no empty piles

  static Small normalise(const std::vector<Pile>& piles) {
    Small s;
    for (const Pile& p : piles) {
      if (!p.size.is_zero()) {
        s.emplace_back(static_cast<int>(p.color), static_cast<int>(p.size.to_int64()));
      }
    }
    std::sort(s.begin(), s.end());
    return s;
  }

  static std::uint64_t key(const Small& s, bool left) {
    std::uint64_t k = left ? 1 : 0;
    for (auto [c, n] : s) {
      k = (k << 6) | static_cast<std::uint64_t>(c << 4 | n);
    }
    return k | (static_cast<std::uint64_t>(s.size()) << 60);
  }

  bool search(const Small& s, bool left) {
    std::uint64_t k = key(s, left);
    if (auto it = memo_.find(k); it != memo_.end()) {
      return it->second;
    }
    bool win = false;
    for (std::size_t i = 0; i < s.size() && !win; ++i) {
      auto [c, n] = s[i];
      for (int to = 0; to < n && !win; ++to) {
        bool odd = ((n - to) % 2) != 0;
        bool legal = c == static_cast<int>(Color::kGreen) || (odd == ((c == static_cast<int>(Color::kBlue)) == left));
        if (!legal) {
          continue;
        }
        Small next = s;
        if (to == 0) {
          next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        } else {
          next[i].second = to;
          std::sort(next.begin(), next.end());
        }
        win = !search(next, !left);
      }
    }
    memo_.emplace(k, win);
    return win;
  }

  std::unordered_map<std::uint64_t, bool> memo_;
};

std::vector<Pile> P(const char* text) {
  return parse_position(text);
}

std::string show(const std::vector<Pile>& piles) {
  std::string s;
  for (const Pile& p : piles) {
    s += format_pile(p) + " ";
  }
  return s;
}

// Paper notation: blue piles in (), red in (()).
std::vector<Pile> paper(std::vector<int> blue, std::vector<int> red, int green = 0) {
  std::vector<Pile> piles;
  for (int n : blue) piles.push_back({Color::kBlue, Integer(n)});
  for (int n : red) piles.push_back({Color::kRed, Integer(n)});
  if (green > 0) piles.push_back({Color::kGreen, Integer(green)});
  return piles;
}

TEST(PartialNim, ParsesPositions) {
  auto piles = P("b3 B3, b9 r2 R1 g4");
  ASSERT_EQ(piles.size(), 6U);
  EXPECT_EQ(piles[3], (Pile{Color::kRed, Integer(2)}));
  EXPECT_EQ(piles[5], (Pile{Color::kGreen, Integer(4)}));
  EXPECT_EQ(P("b123456789012345678901234567890")[0].size.to_string(), "123456789012345678901234567890");
  EXPECT_THROW(P("b3 x4"), ParseError);
  EXPECT_THROW(P("b-3"), ParseError);
  EXPECT_THROW(P("b"), ParseError);
  EXPECT_THROW(P("b3x"), ParseError);
  EXPECT_THROW(P("3"), ParseError);
  EXPECT_TRUE(P("  ").empty());
}

TEST(PartialNim, DecomposesLikeThePaper) {
  // Example 6: (3,3,4,8),((6,10,6)) is 1/2 + [3,3,5,-2,-4].
  auto d = decompose(paper({3, 3, 4, 8}, {6, 10, 6}));
  EXPECT_EQ(d.number.to_string(), "1/2");
  std::vector<Integer> expected = {Integer(-4), Integer(-2), Integer(3), Integer(3), Integer(5)};
  EXPECT_EQ(d.brackets, expected);
  EXPECT_TRUE(d.nim.is_zero());
  // Example 1: the odd piles sum to 1/2 + 1/2 + 1/16 - 1, and the red 2 is -1/2 + [1].
  d = decompose(paper({3, 3, 9}, {2, 1}));
  EXPECT_EQ(d.number.to_string(), "-7/16");
  EXPECT_EQ(d.brackets, std::vector<Integer>{Integer(1)});
  // Example 5: [4,2,1,-6] with number 0.
  d = decompose(paper({1, 3, 12}, {5, 5, 8, 4, 2}));
  EXPECT_EQ(d.number.to_string(), "0");
  EXPECT_EQ(d.brackets, (std::vector<Integer>{Integer(-6), Integer(1), Integer(2), Integer(4)}));
  d = decompose(P("g3 g5 g6"));
  EXPECT_EQ(d.nim, Integer(0));
}

TEST(PartialNim, PaperExamplesSection3) {
  EXPECT_EQ(outcome(paper({3, 3, 9}, {2, 1})), Outcome::kN);
  EXPECT_EQ(outcome(paper({1, 2, 6}, {3, 3, 3, 5})), Outcome::kL);
  EXPECT_EQ(outcome(paper({1}, {8, 4, 6})), Outcome::kN);
  EXPECT_EQ(outcome(paper({1, 2, 6, 10}, {3, 5, 5, 4, 4, 8})), Outcome::kL);
  EXPECT_EQ(outcome(paper({1, 3, 12}, {5, 5, 8, 4, 2})), Outcome::kL);
  EXPECT_EQ(outcome(paper({3, 3, 4, 8}, {6, 10, 6})), Outcome::kL);
  EXPECT_EQ(outcome(paper({3, 3, 8, 8}, {6, 10, 6})), Outcome::kN);
}

TEST(PartialNim, PaperExamplesSection4WithGreen) {
  const Outcome expected[] = {Outcome::kN, Outcome::kL, Outcome::kR, Outcome::kN,
                              Outcome::kN, Outcome::kL, Outcome::kL};
  const std::vector<std::pair<std::vector<int>, std::vector<int>>> examples = {{{3, 3, 9}, {2, 1}},
                                                                               {{1, 2, 6}, {3, 3, 3, 5}},
                                                                               {{1}, {8, 4, 6}},
                                                                               {{1, 2, 6, 10}, {3, 5, 5, 4, 4, 8}},
                                                                               {{1, 3, 12}, {5, 5, 8, 4, 2}},
                                                                               {{3, 3, 4, 8}, {6, 10, 6}},
                                                                               {{3, 3, 8, 8}, {6, 10, 6}}};
  for (int green : {1, 2, 5, 12}) {
    for (std::size_t i = 0; i < examples.size(); ++i) {
      EXPECT_EQ(outcome(paper(examples[i].first, examples[i].second, green)), expected[i])
          << "example " << i + 1 << " with *" << green;
    }
  }
}

TEST(PartialNim, SinglePilesFollowTheoremOne) {
  // A_{2k-1} = 1/2^(k-1) > 0 is a Left win; A_{2m} is confused with 0 (Corollary 1).
  for (int n = 1; n <= 40; ++n) {
    EXPECT_EQ(outcome(paper({n}, {})), n % 2 != 0 ? Outcome::kL : Outcome::kN) << n;
    EXPECT_EQ(outcome(paper({}, {n})), n % 2 != 0 ? Outcome::kR : Outcome::kN) << n;
  }
  // Lemma 1(iii): [m] < [m+1], i.e. A_{2m} > A_{2m+2}: the difference is a Left win.
  for (int m = 1; m <= 20; ++m) {
    EXPECT_EQ(outcome(paper({2 * m}, {2 * m + 2})), Outcome::kL) << m;
  }
  // [1] = [-1] and [1, 1] = 0: A_2 - A_2 = 0, and A_2 + A_2 = 1 + [-1, -1] = 1.
  EXPECT_EQ(outcome(paper({2}, {2})), Outcome::kP);
  EXPECT_EQ(outcome(paper({2, 2}, {1})), Outcome::kP);     // 1 + [-1,-1] - 1 = 0
  EXPECT_EQ(outcome(paper({2, 2}, {1, 1})), Outcome::kR);  // 1 - 2
}

TEST(PartialNim, ExactForHugeSizes) {
  Integer huge = (Integer(1) << 100) + Integer(1);
  // b(2^100+1) is 1/2^(2^99): tiny but positive.
  EXPECT_EQ(outcome({{Color::kBlue, huge}}), Outcome::kL);
  // Two such tinies against a slightly larger one.
  Integer bigger = (Integer(1) << 100) - Integer(1);  // 1/2^(2^99 - 1) = 2 · 1/2^(2^99)
  EXPECT_EQ(outcome({{Color::kBlue, huge}, {Color::kBlue, huge}, {Color::kRed, bigger}}), Outcome::kP);
  EXPECT_EQ(outcome({{Color::kBlue, huge}, {Color::kRed, bigger}}), Outcome::kR);
  Integer even = Integer(1) << 90;
  EXPECT_EQ(outcome({{Color::kBlue, even}, {Color::kRed, even}}), Outcome::kP);
  auto moves = winning_moves({{Color::kBlue, huge}});
  ASSERT_TRUE(moves.left.has_value());
  EXPECT_FALSE(moves.right.has_value());
}

class PartialNimRandom : public ::testing::Test {
 protected:
  std::vector<Pile> random_position(int max_piles, int max_size) {
    std::vector<Pile> piles;
    int count = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_piles));
    for (int i = 0; i < count; ++i) {
      auto color = static_cast<Color>(rng() % 3);
      if (rng() % 4 == 0 && color == Color::kGreen) {
        color = Color::kBlue;  // fewer green piles: they only matter through their nim-sum
      }
      // Sizes from 0: an empty pile is legal input and must never be offered as a move.
      piles.push_back({color, Integer(static_cast<std::int64_t>(rng() % static_cast<unsigned>(max_size + 1)))});
    }
    return piles;
  }

  // Each reported move is legal and wins (by exhaustive search), and a move is reported
  // exactly when that player wins moving first.
  void check_moves(const std::vector<Pile>& piles) {
    auto moves = winning_moves(piles);
    bool left_wins = brute.wins_moving_first(piles, true);
    bool right_wins = brute.wins_moving_first(piles, false);
    ASSERT_EQ(moves.left.has_value(), left_wins) << show(piles);
    ASSERT_EQ(moves.right.has_value(), right_wins) << show(piles);
    for (bool left : {true, false}) {
      const auto& move = left ? moves.left : moves.right;
      if (!move) {
        continue;
      }
      ASSERT_LT(move->pile, piles.size());
      ASSERT_TRUE(is_legal_move(piles[move->pile], move->to, left))
          << show(piles) << (left ? "Left" : "Right") << " moves pile " << move->pile + 1 << " to " << move->to;
      auto after = piles;
      after[move->pile].size = move->to;
      ASSERT_FALSE(brute.wins_moving_first(after, !left)) << show(piles) << (left ? "Left" : "Right") << " moves pile "
                                                          << move->pile + 1 << " to " << move->to << " and loses";
    }
  }

  std::mt19937_64 rng{6001};
  BruteForce brute;
};

TEST_F(PartialNimRandom, OutcomeMatchesExhaustiveSearchOnAllSmallPositions) {
  // Every position of up to three piles of size ≤ 7, all colours.
  std::vector<Pile> all;
  for (int c = 0; c < 3; ++c) {
    for (int n = 1; n <= 7; ++n) {
      all.push_back({static_cast<Color>(c), Integer(n)});
    }
  }
  int checked = 0;
  for (std::size_t a = 0; a < all.size(); ++a) {
    for (std::size_t b = a; b < all.size(); ++b) {
      for (std::size_t c = b; c < all.size(); ++c) {
        std::vector<Pile> piles = {all[a], all[b], all[c]};
        ASSERT_EQ(outcome(piles), brute.outcome(piles)) << show(piles);
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, 1771);
}

TEST_F(PartialNimRandom, OutcomeMatchesExhaustiveSearchOnRandomPositions) {
  for (int t = 0; t < 3000; ++t) {
    auto piles = random_position(7, 9);
    ASSERT_EQ(outcome(piles), brute.outcome(piles)) << show(piles);
  }
}

TEST_F(PartialNimRandom, WinningMovesAreLegalAndWin) {
  for (int t = 0; t < 3000; ++t) {
    auto piles = random_position(6, 9);
    check_moves(piles);
    if (HasFatalFailure()) {
      return;
    }
  }
}

}  // namespace
}  // namespace cgt::partial_nim
