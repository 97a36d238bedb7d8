// The closed forms (Proposition 14, Observation 9, the winning-move intervals) against the
// game-tree search, on every row of up to 6 piles of sizes 1..6 and on seeded random longer rows.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "cgt/end_nim.hpp"
#include "rulesets/end_nim_brute_force.hpp"
#include "support/sample_size.hpp"

namespace cgt::end_nim {
namespace {

using testing::scaled;

using testing::describe;
using testing::EndNimSearch;
using testing::FiniteRow;

Row to_row(const FiniteRow& finite) {
  Row row;
  for (int pile : finite) {
    row.emplace_back(static_cast<std::uint64_t>(pile));
  }
  return row;
}

std::string show(const TargetSet& targets) {
  std::string text;
  for (const Interval& interval : targets) {
    text += fmt::format("[{},{})", interval.from.to_string(), interval.below.to_string());
  }
  return text.empty() ? "none" : text;
}

// The interval list is what the contract says: non-empty intervals, increasing, disjoint and
// not touching (maximal), inside [0, pile).
void expect_well_formed(const TargetSet& targets, const Ordinal& pile, const std::string& where) {
  for (std::size_t k = 0; k < targets.size(); ++k) {
    EXPECT_LT(targets[k].from, targets[k].below) << where << " " << show(targets);
    EXPECT_LE(targets[k].below, pile) << where << " " << show(targets);
    if (k > 0) {
      EXPECT_LT(targets[k - 1].below, targets[k].from) << where << " " << show(targets);
    }
  }
  EXPECT_LE(targets.size(), 2U) << where << " " << show(targets);
}

std::vector<int> expand(const TargetSet& targets, int pile) {
  std::vector<int> sizes;
  for (int size = 0; size < pile; ++size) {
    if (contains(targets, Ordinal(static_cast<std::uint64_t>(size)))) {
      sizes.push_back(size);
    }
  }
  return sizes;
}

std::string join(const std::vector<int>& values) {
  std::string text;
  for (int v : values) {
    text += std::to_string(v) + " ";
  }
  return text;
}

// Everything the library says about `finite` against the search.
void check_row(EndNimSearch& search, const FiniteRow& finite) {
  const Row row = to_row(finite);
  const std::string where = describe(finite);
  const Analysis analysis = analyze(row);
  EXPECT_EQ(std::string(outcome_name(analysis.outcome)), search.outcome(finite)) << where;
  EXPECT_EQ(analysis.whole.left, Ordinal(static_cast<std::uint64_t>(search.left_value(finite)))) << where;
  EXPECT_EQ(analysis.whole.right, Ordinal(static_cast<std::uint64_t>(search.right_value(finite)))) << where;
  if (finite.empty()) {
    EXPECT_TRUE(analysis.left_moves.empty()) << where;
    EXPECT_TRUE(analysis.right_moves.empty()) << where;
    return;
  }
  const Ordinal first = row.front();
  const Ordinal last = row.back();
  expect_well_formed(analysis.left_moves, first, where + " left");
  expect_well_formed(analysis.right_moves, last, where + " right");
  EXPECT_EQ(join(expand(analysis.left_moves, finite.front())), join(search.winning_targets(finite, true)))
      << where << " left moves " << show(analysis.left_moves);
  EXPECT_EQ(join(expand(analysis.right_moves, finite.back())), join(search.winning_targets(finite, false)))
      << where << " right moves " << show(analysis.right_moves);
}

void for_all_rows(int length, int max_pile, FiniteRow& row, const std::function<void(const FiniteRow&)>& visit) {
  if (static_cast<int>(row.size()) == length) {
    visit(row);
    return;
  }
  for (int pile = 1; pile <= max_pile; ++pile) {
    row.push_back(pile);
    for_all_rows(length, max_pile, row, visit);
    row.pop_back();
  }
}

TEST(EndNimBruteForce, EveryRowOfUpToFivePilesOfSizesOneToSix) {
  EndNimSearch search;
  int rows = 0;
  for (int length = 0; length <= 5; ++length) {
    FiniteRow row;
    for_all_rows(length, 6, row, [&](const FiniteRow& r) {
      check_row(search, r);
      ++rows;
    });
  }
  EXPECT_EQ(rows, 1 + 6 + 36 + 216 + 1296 + 7776);
}

TEST(EndNimBruteForce, EveryRowOfSixPilesOfSizesOneToSix) {
  EndNimSearch search;
  int rows = 0;
  FiniteRow row;
  for_all_rows(6, 6, row, [&](const FiniteRow& r) {
    check_row(search, r);
    ++rows;
  });
  EXPECT_EQ(rows, 46656);
}

TEST(EndNimBruteForce, RandomLongerRows) {
  std::mt19937_64 rng(20261121);
  EndNimSearch search;
  const int kRows = scaled(3000);
  for (int trial = 0; trial < kRows; ++trial) {
    // Long rows of small piles, or shorter rows of larger piles (the search packs piles ≤ 63,
    // and L, R ≤ the sum of the piles, which these bounds keep below 63).
    const bool long_row = trial % 2 == 0;
    const int length = long_row ? 7 + static_cast<int>(rng() % 2) : 3 + static_cast<int>(rng() % 3);
    const int max_pile = long_row ? 7 : 12;
    FiniteRow row;
    for (int i = 0; i < length; ++i) {
      row.push_back(1 + static_cast<int>(rng() % static_cast<unsigned>(max_pile)));
    }
    check_row(search, row);
    if (::testing::Test::HasFailure()) {
      return;  // the first failing row is the useful one
    }
  }
}

// Every sub-row's triple point from the O(n)-memory diagonals and from the table visitor,
// against the search.
TEST(EndNimBruteForce, SubRowTriplePointsOfRandomRows) {
  std::mt19937_64 rng(77);
  EndNimSearch search;
  for (int trial = 0; trial < scaled(300); ++trial) {
    const int length = 1 + static_cast<int>(rng() % 8);
    FiniteRow finite;
    for (int i = 0; i < length; ++i) {
      finite.push_back(1 + static_cast<int>(rng() % 7));
    }
    const Row row = to_row(finite);
    for_each_sub_row(row, [&](std::size_t first, std::size_t count, const TriplePoint& point) {
      const FiniteRow sub(finite.begin() + static_cast<std::ptrdiff_t>(first),
                          finite.begin() + static_cast<std::ptrdiff_t>(first + count));
      EXPECT_EQ(point.left, Ordinal(static_cast<std::uint64_t>(search.left_value(sub)))) << describe(sub);
      EXPECT_EQ(point.right, Ordinal(static_cast<std::uint64_t>(search.right_value(sub)))) << describe(sub);
    });
    for (std::size_t count = 0; count <= row.size(); ++count) {
      const std::vector<TriplePoint> points = triple_points_of_length(row, count);
      ASSERT_EQ(points.size(), row.size() - count + 1);
      for (std::size_t first = 0; first < points.size(); ++first) {
        const FiniteRow sub(finite.begin() + static_cast<std::ptrdiff_t>(first),
                            finite.begin() + static_cast<std::ptrdiff_t>(first + count));
        EXPECT_EQ(points[first].left, Ordinal(static_cast<std::uint64_t>(search.left_value(sub)))) << describe(sub);
        EXPECT_EQ(points[first].right, Ordinal(static_cast<std::uint64_t>(search.right_value(sub)))) << describe(sub);
      }
    }
  }
}

}  // namespace
}  // namespace cgt::end_nim
