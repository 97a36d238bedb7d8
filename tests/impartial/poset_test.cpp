// Poset games with substitution: the recursive value (Prop. 2.16 + Theorem 3.6) against an
// exhaustive search over the states of the poset game played by its definition.

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "cgt/error.hpp"
#include "cgt/impartial.hpp"
#include "cgt/impartial_poset.hpp"
#include "support/random_impartial.hpp"
#include "support/mex.hpp"

namespace cgt {
namespace {

using testing::random_game_pool;

// The poset game by its definition: state = the current game of every element.
class BrutePoset {
 public:
  BrutePoset(std::vector<std::vector<bool>> less, std::vector<ImpartialGame> replacement)
      : less_(std::move(less)), replacement_(std::move(replacement)) {}

  std::uint64_t grundy(const std::vector<ImpartialGame>& state) {
    if (auto it = memo_.find(state); it != memo_.end()) {
      return it->second;
    }
    std::vector<std::uint64_t> values;
    for (const auto& next : moves(state)) {
      values.push_back(grundy(next));
    }
    const std::uint64_t value = testing::mex(values);
    memo_.emplace(state, value);
    return value;
  }

  VariationSet variation(const std::vector<ImpartialGame>& state) {
    std::vector<Integer> values;
    for (const auto& next : moves(state)) {
      values.push_back(Integer::from_unsigned(grundy(next)));
    }
    return VariationSet::from_values(values);
  }

 private:
  std::vector<std::vector<ImpartialGame>> moves(const std::vector<ImpartialGame>& state) const {
    std::vector<std::vector<ImpartialGame>> out;
    for (std::size_t p = 0; p < state.size(); ++p) {
      for (ImpartialGame option : state[p].options()) {
        std::vector<ImpartialGame> next = state;
        next[p] = option;
        for (std::size_t q = 0; q < state.size(); ++q) {
          if (less_[p][q]) {
            next[q] = replacement_[q];
          }
        }
        out.push_back(std::move(next));
      }
    }
    return out;
  }

  std::vector<std::vector<bool>> less_;  // less_[p][q]: p < q
  std::vector<ImpartialGame> replacement_;
  std::map<std::vector<ImpartialGame>, std::uint64_t> memo_;
};

TEST(PosetGame, RootedForestsAgainstExhaustiveSearch) {
  std::mt19937_64 rng(31300);
  std::vector<ImpartialGame> pool = random_game_pool(rng, 12, 2);
  for (int trial = 0; trial < 1500; ++trial) {
    std::size_t n = 1 + rng() % 5;
    std::vector<std::ptrdiff_t> parent(n);
    for (std::size_t i = 0; i < n; ++i) {
      // Parents come earlier, so this is a forest; then shuffle labels so order is not special.
      parent[i] = (i == 0 || rng() % 4 == 0) ? -1 : static_cast<std::ptrdiff_t>(rng() % i);
    }
    std::vector<ImpartialGame> games(n);
    std::vector<ImpartialGame> replacements(n);
    std::vector<VariationSet> game_sets(n);
    std::vector<VariationSet> replacement_sets(n);
    for (std::size_t i = 0; i < n; ++i) {
      games[i] = pool[rng() % pool.size()];
      replacements[i] = pool[rng() % pool.size()];
      game_sets[i] = games[i].variation();
      replacement_sets[i] = replacements[i].variation();
    }
    std::vector<std::vector<bool>> less(n, std::vector<bool>(n, false));
    for (std::size_t q = 0; q < n; ++q) {
      for (std::ptrdiff_t p = parent[q]; p >= 0; p = parent[static_cast<std::size_t>(p)]) {
        less[static_cast<std::size_t>(p)][q] = true;  // every ancestor lies below q
      }
    }
    BrutePoset brute(less, replacements);
    PosetGame game = rooted_forest_game(parent, game_sets, replacement_sets);
    std::string where = "trial " + std::to_string(trial) + ", parents:";
    for (std::size_t i = 0; i < n; ++i) {
      where += " " + std::to_string(parent[i]) + "(G=" + game_sets[i].to_string() +
               ",K=" + replacement_sets[i].to_string() + ")";
    }
    ASSERT_EQ(game.variation(), brute.variation(games)) << where;
    ASSERT_EQ(game.reset_variation(), brute.variation(replacements)) << where;
  }
}

// Random series-parallel posets: element, disjoint union, one part below another.
struct SpPoset {
  PosetGame game;
  std::vector<std::size_t> elements;
};

SpPoset random_sp(std::mt19937_64& rng, std::size_t budget, std::size_t& next_element,
                  std::vector<std::vector<bool>>& less, const std::vector<VariationSet>& game_sets,
                  const std::vector<VariationSet>& replacement_sets) {
  if (budget <= 1 || rng() % 3 == 0) {
    std::size_t e = next_element++;
    return {PosetGame::element(game_sets[e], replacement_sets[e]), {e}};
  }
  std::size_t left_budget = 1 + rng() % (budget - 1);
  SpPoset a = random_sp(rng, left_budget, next_element, less, game_sets, replacement_sets);
  SpPoset b = random_sp(rng, budget - left_budget, next_element, less, game_sets, replacement_sets);
  SpPoset out;
  if (rng() % 2 == 0) {
    std::vector<PosetGame> parts{a.game, b.game};
    out.game = PosetGame::parallel(parts);
  } else {
    out.game = PosetGame::series(a.game, b.game);
    for (std::size_t p : a.elements) {
      for (std::size_t q : b.elements) {
        less[p][q] = true;
      }
    }
  }
  out.elements = a.elements;
  out.elements.insert(out.elements.end(), b.elements.begin(), b.elements.end());
  return out;
}

TEST(PosetGame, SeriesParallelPosetsAgainstExhaustiveSearch) {
  std::mt19937_64 rng(31301);
  std::vector<ImpartialGame> pool = random_game_pool(rng, 12, 2);
  for (int trial = 0; trial < 1500; ++trial) {
    const std::size_t max_elements = 5;
    std::vector<ImpartialGame> games(max_elements);
    std::vector<ImpartialGame> replacements(max_elements);
    std::vector<VariationSet> game_sets(max_elements);
    std::vector<VariationSet> replacement_sets(max_elements);
    for (std::size_t i = 0; i < max_elements; ++i) {
      games[i] = pool[rng() % pool.size()];
      replacements[i] = pool[rng() % pool.size()];
      game_sets[i] = games[i].variation();
      replacement_sets[i] = replacements[i].variation();
    }
    std::vector<std::vector<bool>> less(max_elements, std::vector<bool>(max_elements, false));
    std::size_t used = 0;
    SpPoset poset = random_sp(rng, 1 + rng() % max_elements, used, less, game_sets, replacement_sets);
    games.resize(used);
    replacements.resize(used);
    BrutePoset brute(less, replacements);
    ASSERT_EQ(poset.game.variation(), brute.variation(games)) << "trial " << trial;
    ASSERT_EQ(poset.game.reset_variation(), brute.variation(replacements)) << "trial " << trial;
  }
}

TEST(PosetGame, ChainPosetIsTheChainOfNimbers) {
  // A path 1 < 2 < 3 with nimbers *n_i and replacements *m_i is *n1 :_{*m2} *n2 :_{*m3} *n3.
  std::vector<std::ptrdiff_t> parent{-1, 0, 1};
  std::vector<VariationSet> games{VariationSet::range(Integer(2)), VariationSet::range(Integer(1)),
                                  VariationSet::range(Integer(3))};
  std::vector<VariationSet> replacements{VariationSet::range(Integer(0)), VariationSet::range(Integer(4)),
                                         VariationSet::range(Integer(5))};
  ImpartialGame tree =
      substitution_sum(substitution_sum(ImpartialGame::nimber(2), ImpartialGame::nimber(4), ImpartialGame::nimber(1)),
                       ImpartialGame::nimber(5), ImpartialGame::nimber(3));
  EXPECT_EQ(rooted_forest_game(parent, games, replacements).variation(), tree.variation());
}

TEST(PosetGame, RejectsCycles) {
  std::vector<std::ptrdiff_t> parent{1, 0};
  std::vector<VariationSet> sets(2);
  EXPECT_THROW((void)rooted_forest_game(parent, sets, sets), DomainError);
  std::vector<std::ptrdiff_t> out_of_range{5, -1};
  EXPECT_THROW((void)rooted_forest_game(out_of_range, sets, sets), DomainError);
}

}  // namespace
}  // namespace cgt
