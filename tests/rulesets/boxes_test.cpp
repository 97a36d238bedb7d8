// Boxes: Theorem 3.10 and the O(k) winning moves against an exhaustive search of the ruleset
// itself (remove stones from a box, reset every later box to its label).

#include "cgt/boxes.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "cgt/error.hpp"
#include "support/mex.hpp"

namespace cgt {
namespace {

class BruteBoxes {
 public:
  explicit BruteBoxes(std::vector<std::int64_t> labels)
      : labels_(std::move(labels)) {}  // labels_[j] for box j (0-based), labels_[0] unused

  std::vector<std::pair<BoxesMove, std::vector<std::int64_t>>> moves(const std::vector<std::int64_t>& stones) const {
    std::vector<std::pair<BoxesMove, std::vector<std::int64_t>>> out;
    for (std::size_t i = 0; i < stones.size(); ++i) {
      for (std::int64_t to = 0; to < stones[i]; ++to) {
        std::vector<std::int64_t> next = stones;
        next[i] = to;
        for (std::size_t j = i + 1; j < stones.size(); ++j) {
          next[j] = labels_[j];
        }
        out.push_back({BoxesMove{i + 1, Integer(to)}, std::move(next)});
      }
    }
    return out;
  }

  std::uint64_t grundy(const std::vector<std::int64_t>& stones) {
    if (auto it = memo_.find(stones); it != memo_.end()) {
      return it->second;
    }
    std::vector<std::uint64_t> values;
    for (const auto& [move, next] : moves(stones)) {
      values.push_back(grundy(next));
    }
    const std::uint64_t value = testing::mex(values);
    memo_.emplace(stones, value);
    return value;
  }

 private:
  std::vector<std::int64_t> labels_;
  std::map<std::vector<std::int64_t>, std::uint64_t> memo_;
};

TEST(Boxes, AgainstExhaustiveSearch) {
  std::mt19937_64 rng(3303);
  for (int trial = 0; trial < 3000; ++trial) {
    std::size_t k = 1 + rng() % 4;
    std::vector<std::int64_t> stones(k);
    std::vector<std::int64_t> labels(k, 0);
    std::vector<Integer> stone_values;
    std::vector<Integer> label_values;
    for (std::size_t i = 0; i < k; ++i) {
      stones[i] = static_cast<std::int64_t>(rng() % 4);
      stone_values.emplace_back(stones[i]);
      if (i > 0) {
        labels[i] = rng() % 3 == 0 ? 0 : static_cast<std::int64_t>(rng() % 4);
        label_values.emplace_back(labels[i]);
      }
    }
    std::string where = "stones";
    for (auto s : stones) {
      where += ' ';
      where += std::to_string(s);
    }
    where += ", labels";
    for (std::size_t i = 1; i < k; ++i) {
      where += ' ';
      where += std::to_string(labels[i]);
    }
    BruteBoxes brute(labels);
    BoxesAnalysis analysis = analyze_boxes(stone_values, label_values);
    ASSERT_EQ(analysis.grundy, Integer::from_unsigned(brute.grundy(stones))) << where;
    std::vector<BoxesMove> winning;
    for (const auto& [move, next] : brute.moves(stones)) {
      if (brute.grundy(next) == 0) {
        winning.push_back(move);
      }
    }
    ASSERT_EQ(analysis.winning_moves, winning) << where;
  }
}

TEST(Boxes, Errors) {
  std::vector<Integer> stones{Integer(1), Integer(2)};
  std::vector<Integer> none;
  EXPECT_THROW((void)analyze_boxes(stones, none), DomainError);
  EXPECT_THROW((void)analyze_boxes(none, stones), DomainError);  // labels without boxes
  // No boxes at all: the game 0 (the empty list is the empty position in every command).
  const BoxesAnalysis empty = analyze_boxes(none, none);
  EXPECT_TRUE(empty.grundy.is_zero());
  EXPECT_TRUE(empty.winning_moves.empty());
  std::vector<Integer> negative{Integer(-2)};
  EXPECT_THROW((void)analyze_boxes(stones, negative), DomainError);
}

}  // namespace
}  // namespace cgt
