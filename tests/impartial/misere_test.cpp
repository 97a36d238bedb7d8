// Misère canonical forms against brute force: outcomes of sums played out on the game trees,
// the number of games born by day 4, equal forms giving equal outcomes in every sum tried, the
// genus against the misère values of G + *2 + … + *2, and CGSuite's notation.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial.hpp"
#include "cgt/misere.hpp"

namespace cgt {
namespace {

// Misère outcome straight from the tree: the player to move loses iff there is a move and
// every move leaves a position where the player to move wins.
bool brute_p(ImpartialGame g, std::unordered_map<std::uint32_t, bool>& memo) {
  if (auto it = memo.find(g.id()); it != memo.end()) {
    return it->second;
  }
  const std::vector<ImpartialGame> options = g.options();
  bool p = !options.empty();
  for (ImpartialGame o : options) {
    if (brute_p(o, memo)) {
      p = false;
      break;
    }
  }
  memo.emplace(g.id(), p);
  return p;
}

// A random game tree of small birthday, built from the trees made so far.
ImpartialGame random_tree(std::mt19937& rng, std::vector<ImpartialGame>& pool) {
  std::vector<ImpartialGame> options;
  const std::size_t n = rng() % 4;
  for (std::size_t i = 0; i < n; ++i) {
    options.push_back(pool[rng() % pool.size()]);
  }
  ImpartialGame g = ImpartialGame::from_options(options);
  if (g.depth() <= 6) {
    pool.push_back(g);
  }
  return g;
}

std::string text_of(ImpartialGame g) {
  std::string s = "{";
  bool first = true;
  for (ImpartialGame o : g.options()) {
    s += (first ? "" : ",") + text_of(o);
    first = false;
  }
  return s + "}";
}

TEST(Misere, GamesBornByDayFour) {
  // Conway (ONAG ch. 12): 1, 2, 3, 5 and 22 misère games are born by days 0 to 4.
  Context context;
  ContextScope scope(context);
  std::vector<MisereGame> born{MisereGame()};
  const std::size_t expected[] = {1, 2, 3, 5, 22};
  EXPECT_EQ(born.size(), expected[0]);
  for (int day = 1; day <= 4; ++day) {
    std::set<std::uint32_t> seen;
    std::vector<MisereGame> next;
    for (std::uint32_t mask = 0; mask < (1U << born.size()); ++mask) {
      std::vector<MisereGame> options;
      for (std::size_t i = 0; i < born.size(); ++i) {
        if ((mask >> i & 1) != 0) {
          options.push_back(born[i]);
        }
      }
      const MisereGame g = MisereGame::from_options(options);
      if (seen.insert(g.id()).second) {
        next.push_back(g);
      }
    }
    born = next;
    EXPECT_EQ(born.size(), expected[day]) << "day " << day;
  }
}

TEST(Misere, OutcomesOfRandomSumsMatchPlay) {
  std::mt19937 rng(2026);
  Context context;
  ContextScope scope(context);
  std::vector<ImpartialGame> pool{ImpartialGame()};
  std::unordered_map<std::uint32_t, bool> memo;
  for (int trial = 0; trial < 3000; ++trial) {
    const std::size_t terms = 1 + rng() % 3;
    ImpartialGame tree;
    MisereGame sum;
    std::string text;
    for (std::size_t t = 0; t < terms; ++t) {
      const ImpartialGame g = random_tree(rng, pool);
      tree = tree + g;
      sum = sum + MisereGame::from_tree(g);
      text += (t == 0 ? "" : " + ") + text_of(g);
    }
    ASSERT_EQ(sum.is_p_position(), brute_p(tree, memo)) << text << " = " << sum.to_string();
    // The sum of the canonical forms is the canonical form of the sum.
    ASSERT_EQ(sum, MisereGame::from_tree(tree)) << text;
  }
}

TEST(Misere, EqualFormsGiveEqualOutcomesInEverySum) {
  std::mt19937 rng(7);
  Context context;
  ContextScope scope(context);
  std::vector<ImpartialGame> pool{ImpartialGame()};
  std::vector<ImpartialGame> trees;
  for (int i = 0; i < 400; ++i) {
    trees.push_back(random_tree(rng, pool));
  }
  std::vector<ImpartialGame> others(trees.begin(), trees.begin() + 40);
  std::unordered_map<std::uint32_t, bool> memo;
  int equal_pairs = 0;
  for (std::size_t i = 0; i < trees.size(); ++i) {
    for (std::size_t j = i + 1; j < trees.size(); ++j) {
      if (trees[i] == trees[j] || MisereGame::from_tree(trees[i]) != MisereGame::from_tree(trees[j])) {
        continue;
      }
      ++equal_pairs;
      for (ImpartialGame x : others) {
        ASSERT_EQ(brute_p(trees[i] + x, memo), brute_p(trees[j] + x, memo))
            << text_of(trees[i]) << " and " << text_of(trees[j]) << " have one canonical form, "
            << MisereGame::from_tree(trees[i]).to_string() << ", but differ with " << text_of(x);
      }
    }
  }
  EXPECT_GT(equal_pairs, 100);  // the test compared something
}

TEST(Misere, GenusIsTheMisereValueOfSumsWithStarTwo) {
  // γn is the misère nim value of G + *2 + … + *2 (n copies), γ0 the misère value of G and g
  // its normal value (Winning Ways, ch. 13), for tame and wild games alike.
  std::mt19937 rng(99);
  Context context;
  ContextScope scope(context);
  std::vector<ImpartialGame> pool{ImpartialGame()};
  // The genus is written short (g^γ0) for CGSuite's tame and restive phyla, whose later terms
  // follow from a rule, so those are checked as closely as the whole sequences of wild games.
  int tame = 0;
  int reversibly_tame = 0;
  int restive = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const MisereGame g = MisereGame::from_tree(random_tree(rng, pool));
    const MisereGenus genus = g.genus();
    ASSERT_EQ(genus.base, g.normal_value()) << g.to_string();
    ASSERT_EQ(genus.exponent(0), g.misere_value()) << g.to_string();
    tame += g.is_tame() ? 1 : 0;
    if (genus.exponents.size() == 1) {
      const bool tame_pair = genus.base == genus.exponents[0] || (genus.base < 2 && genus.exponents[0] < 2);
      reversibly_tame += tame_pair && !g.is_tame() ? 1 : 0;
      restive += tame_pair ? 0 : 1;
    }
    MisereGame with_twos = g;
    for (std::size_t n = 0; n < 7; ++n) {
      ASSERT_EQ(genus.exponent(n), with_twos.misere_value()) << g.to_string() << " genus " << genus.to_string() << " n=" << n;
      with_twos = with_twos + MisereGame::nimber(2);
    }
  }
  EXPECT_GT(tame, 100);
  EXPECT_LT(tame, 1400);  // wild games too
  EXPECT_GT(reversibly_tame, 10) << "no reversibly tame game was tried";
  EXPECT_GT(restive, 10) << "no restive game was tried";
}

TEST(Misere, CgsuiteNotation) {
  Context context;
  ContextScope scope(context);
  const MisereGame two = MisereGame::nimber(2);
  EXPECT_EQ(MisereGame().to_string(), "*[0]");
  EXPECT_EQ(MisereGame::nimber(1).to_string(), "*[1]");
  EXPECT_EQ(MisereGame::nimber(10).to_string(), "*[&10;]");
  EXPECT_EQ((two + two).to_string(), "*[2[2]]");
  EXPECT_EQ(MisereGame::from_options({two}).to_string(), "*[2#]");
  EXPECT_EQ(MisereGame::from_options({two + two, MisereGame::nimber(3), two, MisereGame::nimber(1)}).to_string(),
            "*[2[2]321]");
  // * + * = 0 and *2 + * = *3 in misère play too; {0, *2} = *.
  EXPECT_EQ(MisereGame::nimber(1) + MisereGame::nimber(1), MisereGame());
  EXPECT_EQ(two + MisereGame::nimber(1), MisereGame::nimber(3));
  EXPECT_EQ(MisereGame::from_options({MisereGame(), two}), MisereGame::nimber(1));
  // Outcomes: 0 is N (no move: the player to move wins), * is P, *2 + *2 is P.
  EXPECT_FALSE(MisereGame().is_p_position());
  EXPECT_TRUE(MisereGame::nimber(1).is_p_position());
  EXPECT_TRUE((two + two).is_p_position());
  // Genus in CGSuite's short forms.
  EXPECT_EQ(MisereGame().genus().to_string(), "0");
  EXPECT_EQ(two.genus().to_string(), "2");
  EXPECT_EQ((two + two).genus().to_string(), "0^0");
  // {0, *2 + *2}: G+ = 1, G− = 2, every option tame: hereditarily restive, written 1^2
  // (its sequence is 2, 0, 2, 0, …); {*, *2 + *2} is restless (G− = 1 < 2 = G+), written whole.
  EXPECT_EQ(MisereGame::from_options({MisereGame(), two + two}).genus().to_string(), "1^2");
  EXPECT_EQ(MisereGame::from_options({MisereGame::nimber(1), two + two}).genus().to_string(), "2^1420");
}

TEST(Misere, ParityIsBirthdayAgainstPlusStar) {
  // Even: born earlier than G + * (0 even). The store decides it from G's options; this is the
  // definition, on random games and their sums with *.
  std::mt19937 rng(7);
  Context context;
  ContextScope scope(context);
  std::vector<ImpartialGame> pool{ImpartialGame()};
  int odd = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    MisereGame g = MisereGame::from_tree(random_tree(rng, pool));
    if (trial % 2 == 1) {
      g = g + MisereGame::nimber(1);
    }
    const bool even = (g + MisereGame::nimber(1)).birthday() > g.birthday();
    ASSERT_EQ(g.is_even(), even) << g.to_string();
    odd += even ? 0 : 1;
  }
  EXPECT_GT(odd, 300);
  EXPECT_LT(odd, 1200);
}

TEST(Misere, ReversiblyTameGamesAreWrittenShort) {
  // Kayles' heap of 7 is wild by its options (heap 5, 4^146, is among them) but each wild option
  // reverses through a tame option of its own to the genus 2^2, so CGSuite counts it reversibly
  // tame and writes 2^2; it is not hereditarily tame.
  Context context;
  ContextScope scope(context);
  // Kayles from its rule: take one pin or two adjacent ones, maybe splitting the row.
  std::vector<MisereGame> kayles{MisereGame()};
  for (std::size_t n = 1; n <= 7; ++n) {
    std::vector<MisereGame> options;
    for (std::size_t take = 1; take <= std::min<std::size_t>(2, n); ++take) {
      for (std::size_t left = 0; left + take <= n; ++left) {
        options.push_back(kayles[left] + kayles[n - take - left]);
      }
    }
    kayles.push_back(MisereGame::from_options(options));
  }
  EXPECT_EQ(kayles[5].genus().to_string(), "4^146");
  EXPECT_EQ(kayles[7].genus().to_string(), "2^2");
  EXPECT_FALSE(kayles[7].is_tame());
  for (std::size_t n = 0; n < 6; ++n) {
    EXPECT_EQ(kayles[7].genus().exponent(n), n % 2 == 0 ? 2U : 0U);
  }
}

// The text writes G = X + *i as X[i] when X is born earlier than G. CGSuite finds X by its
// partition algorithm (any part *i of G); cgt looks for X among G's options and their options.
// They agree if X is always found there, and is the only game found: checked on random X.
TEST(Misere, SmallerPartOfASumWithANimHeapIsAnOptionAndUnique) {
  std::mt19937 rng(7);
  std::vector<MisereGame> pool{MisereGame(), MisereGame::nimber(1), MisereGame::nimber(2), MisereGame::nimber(3)};
  int checked = 0;
  for (int round = 0; round < 3000; ++round) {
    std::vector<MisereGame> options;
    const int count = 1 + static_cast<int>(rng() % 4);
    for (int j = 0; j < count; ++j) {
      options.push_back(pool[rng() % pool.size()]);
    }
    const MisereGame x = MisereGame::from_options(options);
    if (x.birthday() < 9) {
      pool.push_back(x);
    }
    for (std::uint64_t i = 1; i <= 5; ++i) {
      const MisereGame g = x + MisereGame::nimber(i);
      if (x.birthday() >= g.birthday()) {
        continue;
      }
      ++checked;
      const std::vector<MisereGame> direct = g.options();
      ASSERT_TRUE(std::find(direct.begin(), direct.end(), x) != direct.end())
          << x.to_string() << " + *" << i << " = " << g.to_string();
      std::vector<MisereGame> candidates = direct;
      for (MisereGame o : direct) {
        for (MisereGame oo : o.options()) {
          candidates.push_back(oo);
        }
      }
      std::set<std::uint32_t> found;
      for (MisereGame y : candidates) {
        if (y.birthday() < g.birthday() && y + MisereGame::nimber(i) == g) {
          found.insert(y.id());
        }
      }
      ASSERT_EQ(found.size(), 1u) << g.to_string() << " - *" << i;
    }
  }
  EXPECT_GT(checked, 10000);
}

TEST(Misere, LargeNimHeapsAreCheap) {
  // A nim heap is canonical by construction: making *3000 costs the ~4.5 million option ids it
  // holds, not a search for reversible options cubic in 3000.
  Context context;
  ContextScope scope(context);
  context.set_limits({.work = 20'000'000, .memory = std::size_t{1} << 30});
  const MisereGame heap = MisereGame::nimber(3000);
  EXPECT_EQ(heap.birthday(), 3000U);
  EXPECT_TRUE(heap.is_nim_heap());
  EXPECT_EQ(heap.misere_value(), 3000U);
}

TEST(Misere, GameFromAnotherContextIsRefused) {
  Context first;
  MisereGame g;
  {
    ContextScope scope(first);
    g = MisereGame::nimber(2) + MisereGame::nimber(2);
  }
  Context second;
  ContextScope scope(second);
  EXPECT_THROW((void)g.to_string(), ContextError);
}

}  // namespace
}  // namespace cgt
