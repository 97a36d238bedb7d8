// Not High Element: the closed form (Theorem 3.10 on its chain form) against an exhaustive
// search of the game played on the permutation itself, for every permutation with N <= 8.

#include "cgt/not_high_element.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/impartial_chain.hpp"
#include "support/mex.hpp"
#include "support/show_list.hpp"

namespace cgt {
namespace {

struct BruteResult {
  std::uint32_t grundy;
  std::uint64_t longest;
};

class BruteNotHighElement {
 public:
  // Moves: take a token that has a larger token somewhere to its left to the front.
  static std::vector<std::pair<std::uint32_t, std::vector<std::uint32_t>>> moves(
      const std::vector<std::uint32_t>& row) {
    std::vector<std::pair<std::uint32_t, std::vector<std::uint32_t>>> out;
    std::uint32_t highest = 0;
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (row[i] < highest) {
        std::vector<std::uint32_t> next;
        next.push_back(row[i]);
        for (std::size_t j = 0; j < row.size(); ++j) {
          if (j != i) {
            next.push_back(row[j]);
          }
        }
        out.emplace_back(row[i], std::move(next));
      }
      highest = std::max(highest, row[i]);
    }
    return out;
  }

  BruteResult solve(const std::vector<std::uint32_t>& row) {
    std::uint64_t key = encode(row);
    if (auto it = memo_.find(key); it != memo_.end()) {
      return it->second;
    }
    std::vector<std::uint64_t> values;
    std::uint64_t longest = 0;
    for (const auto& [token, next] : moves(row)) {
      BruteResult r = solve(next);
      values.push_back(r.grundy);
      longest = std::max(longest, r.longest + 1);
    }
    BruteResult result{static_cast<std::uint32_t>(testing::mex(values)), longest};
    memo_.emplace(key, result);
    return result;
  }

 private:
  static std::uint64_t encode(const std::vector<std::uint32_t>& row) {
    std::uint64_t key = row.size();
    for (std::uint32_t v : row) {
      key = key * 16 + v;
    }
    return key;
  }
  std::unordered_map<std::uint64_t, BruteResult> memo_;
};

using testing::show_list;

TEST(NotHighElement, EveryPermutationUpToEight) {
  BruteNotHighElement brute;
  std::size_t checked = 0;
  for (std::uint32_t n = 1; n <= 8; ++n) {
    std::vector<std::uint32_t> row(n);
    std::iota(row.begin(), row.end(), 1U);
    do {
      NotHighElementAnalysis analysis = analyze_not_high_element(row);
      BruteResult expected = brute.solve(row);
      ASSERT_EQ(analysis.grundy, expected.grundy) << show_list(row);
      ASSERT_EQ(analysis.max_moves, Integer::from_unsigned(expected.longest)) << show_list(row);
      std::vector<std::uint32_t> winning;
      for (const auto& [token, next] : BruteNotHighElement::moves(row)) {
        if (brute.solve(next).grundy == 0) {
          winning.push_back(token);
        }
      }
      std::sort(winning.begin(), winning.end());
      ASSERT_EQ(analysis.winning_tokens, winning) << show_list(row);
      // The chain form and Theorem 3.10 give the same value.
      std::vector<Integer> nimbers;
      std::vector<Integer> substitutes;
      not_high_element_chain(row, nimbers, substitutes);
      ASSERT_EQ(chain_grundy(nimbers, substitutes), Integer::from_unsigned(expected.grundy)) << show_list(row);
      ++checked;
    } while (std::next_permutation(row.begin(), row.end()));
  }
  EXPECT_EQ(checked, 46233U);  // 1! + 2! + ... + 8!
}

TEST(NotHighElement, MaxMovesIsExactForLongRows) {
  // 2 1 ... : N, then 1..N-1 in order: every token but N is a non-record, 2^(N-1) - 1 moves.
  std::vector<std::uint32_t> row{200};
  for (std::uint32_t v = 1; v < 200; ++v) {
    row.push_back(v);
  }
  NotHighElementAnalysis analysis = analyze_not_high_element(row);
  EXPECT_EQ(analysis.max_moves, Integer::pow(Integer(2), 199) - Integer(1));
  EXPECT_EQ(analysis.grundy, 199U);
  EXPECT_EQ(analysis.winning_tokens, std::vector<std::uint32_t>{1});
}

TEST(NotHighElement, ParsingAndErrors) {
  EXPECT_EQ(parse_permutation(" 3 1,2\n"), (std::vector<std::uint32_t>{3, 1, 2}));
  EXPECT_THROW((void)parse_permutation("1 2 2"), DomainError);
  EXPECT_THROW((void)parse_permutation("1 4 2"), DomainError);
  EXPECT_THROW((void)parse_permutation("0 1"), DomainError);
  EXPECT_EQ(parse_permutation(" \n"), std::vector<std::uint32_t>{});  // the empty row, N = 0
  EXPECT_THROW((void)parse_permutation("1,,2"), ParseError);          // an empty item
  try {
    (void)parse_permutation("1 2 x");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.column(), 5U);
  }
}

}  // namespace
}  // namespace cgt
