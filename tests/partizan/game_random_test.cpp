// The engine against a plain minimax search of raw game trees, over thousands of seeded random
// trees: outcomes, comparisons, uniqueness of canonical forms, sums, thermographs and cooling.

#include <gtest/gtest.h>

#include <map>
#include <optional>

#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "partizan/random_games.hpp"

namespace cgt {
namespace {

using testing::DifferenceSearch;
using testing::RawPool;

constexpr int kPools = 120;
constexpr int kGamesPerPool = 40;

Outcome raw_outcome(DifferenceSearch& search, int g) {
  bool left_wins = search.left_first_wins(g, 0);
  bool right_wins = search.right_first_wins(g, 0);
  if (left_wins && right_wins) return Outcome::kN;
  if (left_wins) return Outcome::kL;
  return right_wins ? Outcome::kR : Outcome::kP;
}

TEST(GameRandom, OutcomesAndComparisonsAgreeWithMinimax) {
  std::mt19937_64 rng(20261121);
  int games = 0;
  int pairs = 0;
  for (int p = 0; p < kPools; ++p) {
    RawPool pool = RawPool::random(rng, kGamesPerPool, 3);
    std::vector<Game> engine = pool.to_engine();
    DifferenceSearch versus_zero(pool, testing::zero_pool());
    DifferenceSearch search(pool, pool);
    for (int i = 0; i < kGamesPerPool; ++i, ++games) {
      ASSERT_EQ(outcome(engine[i]), raw_outcome(versus_zero, i))
          << "game " << pool.text(i) << " = " << to_string(engine[i]);
    }
    std::uniform_int_distribution<int> pick(0, kGamesPerPool - 1);
    for (int k = 0; k < 60; ++k, ++pairs) {
      int a = pick(rng);
      int b = pick(rng);
      bool raw_le = search.leq(a, b);
      bool raw_ge = search.leq(b, a);
      ASSERT_EQ(leq(engine[a], engine[b]), raw_le) << pool.text(a) << " <= " << pool.text(b) << " ("
                                                   << to_string(engine[a]) << " vs " << to_string(engine[b]) << ")";
      // Canonical forms are unique: equal values are equal ids and print identically.
      ASSERT_EQ(engine[a] == engine[b], raw_le && raw_ge) << pool.text(a) << " vs " << pool.text(b);
      Relation expected =
          raw_le ? (raw_ge ? Relation::kEqual : Relation::kLess) : (raw_ge ? Relation::kGreater : Relation::kConfused);
      ASSERT_EQ(compare(engine[a], engine[b]), expected);
    }
  }
  EXPECT_EQ(games, kPools * kGamesPerPool);
  EXPECT_EQ(pairs, kPools * 60);
}

TEST(GameRandom, CanonicalFormsExpandToEqualTrees) {
  // The canonical options the engine stores (including the generated options of numbers,
  // ups and nimbers) are a game tree minimax finds equal to the original raw tree.
  std::mt19937_64 rng(77);
  for (int p = 0; p < 40; ++p) {
    RawPool pool = RawPool::random(rng, 30, 3);
    std::vector<Game> engine = pool.to_engine();
    RawPool expanded;
    std::map<std::uint32_t, int> index;
    std::vector<int> at;
    for (Game g : engine) at.push_back(testing::expand(g, index, expanded));
    DifferenceSearch raw_minus_canonical(pool, expanded);
    DifferenceSearch canonical_minus_raw(expanded, pool);
    for (int i = 0; i < 30; ++i) {
      ASSERT_TRUE(raw_minus_canonical.leq(i, at[i]))
          << pool.text(i) << " vs its canonical form " << to_string(engine[i]);
      ASSERT_TRUE(canonical_minus_raw.leq(at[i], i))
          << pool.text(i) << " vs its canonical form " << to_string(engine[i]);
    }
  }
}

TEST(GameRandom, NusValuesMatchTheirOptions) {
  // x + n·↑ + *m built from its own options is itself, and arithmetic on the fast path
  // agrees with the general sum of the option trees.
  std::mt19937_64 rng(5);
  std::uniform_int_distribution<int> ups(-4, 4);
  std::uniform_int_distribution<int> nim(0, 5);
  std::uniform_int_distribution<int> num(-12, 12);
  for (int k = 0; k < 400; ++k) {
    Game g = nus_game(Dyadic(Integer(num(rng)), 2), Integer(ups(rng)), Integer(nim(rng)));
    ASSERT_EQ(game_from_options(left_options(g), right_options(g)), g) << to_string(g);
    Game h = nus_game(Dyadic(Integer(num(rng)), 1), Integer(ups(rng)), Integer(nim(rng)));
    RawPool pool;
    std::map<std::uint32_t, int> index;
    int gi = testing::expand(g, index, pool);
    int hi = testing::expand(h, index, pool);
    DifferenceSearch search(pool, pool);
    ASSERT_EQ(leq(g, h), search.leq(gi, hi)) << to_string(g) << " <= " << to_string(h);
    // The sum through generic options equals the fast-path sum.
    std::vector<Game> l;
    std::vector<Game> r;
    for (Game o : left_options(g)) l.push_back(o + h);
    for (Game o : left_options(h)) l.push_back(g + o);
    for (Game o : right_options(g)) r.push_back(o + h);
    for (Game o : right_options(h)) r.push_back(g + o);
    ASSERT_EQ(game_from_options(l, r), g + h) << to_string(g) << " + " << to_string(h);
  }
}

TEST(GameRandom, NusClosedFormsMatchTheirOptions) {
  // Birthday and thermograph of x + n·↑ + *m are closed forms; check them against the
  // recursive definitions over the generated options (for a number, the scaffolds meet at its
  // temperature -1/2^k; for the others at 0).
  for (int x16 = -40; x16 <= 40; ++x16) {
    for (int n = -5; n <= 5; ++n) {
      for (int m = 0; m <= 5; ++m) {
        if (x16 % 4 != 0 && (n < -2 || n > 2 || m > 2)) {
          continue;  // the finer numbers with the smaller infinitesimals only
        }
        Game g = nus_game(Dyadic(Integer(x16), 4), Integer(n), Integer(m));
        if (auto x = number_value(g); x && x->is_integer()) {
          continue;  // a mast from -1
        }
        Integer expected(0);
        for (Game o : left_options(g)) expected = std::max(expected, birthday(o) + Integer(1));
        for (Game o : right_options(g)) expected = std::max(expected, birthday(o) + Integer(1));
        ASSERT_EQ(birthday(g), expected) << to_string(g);
        std::optional<Trajectory> left;
        for (Game o : left_options(g)) {
          Trajectory w = thermograph(o).right_wall.tilted(-1);
          left = left ? Trajectory::max(*left, w) : w;
        }
        std::optional<Trajectory> right;
        for (Game o : right_options(g)) {
          Trajectory w = thermograph(o).left_wall.tilted(1);
          right = right ? Trajectory::min(*right, w) : w;
        }
        const Dyadic meet = is_number(g) ? temperature(g) : Dyadic(0);
        ASSERT_EQ(thermograph(g).left_wall, left->capped_at(meet)) << to_string(g);
        ASSERT_EQ(thermograph(g).right_wall, right->capped_at(meet)) << to_string(g);
        ASSERT_EQ(left->at(meet), right->at(meet)) << to_string(g);
      }
    }
  }
}

TEST(GameRandom, AlgebraLaws) {
  std::mt19937_64 rng(99);
  int checked = 0;
  for (int p = 0; p < 30; ++p) {
    RawPool pool = RawPool::random(rng, 25, 2);
    std::vector<Game> engine = pool.to_engine();
    std::uniform_int_distribution<int> pick(0, 24);
    for (int k = 0; k < 20; ++k, ++checked) {
      Game a = engine[pick(rng)];
      Game b = engine[pick(rng)];
      Game c = engine[pick(rng)];
      ASSERT_EQ(a - a, Game()) << to_string(a);
      ASSERT_EQ(a + b, b + a) << to_string(a) << " + " << to_string(b);
      ASSERT_EQ((a + b) + c, a + (b + c)) << to_string(a) << ", " << to_string(b) << ", " << to_string(c);
      ASSERT_EQ(-(-a), a);
      // Printing then parsing gives the same game (canonical forms are idempotent).
      ASSERT_EQ(parse_game(to_string(a + b)), a + b) << to_string(a + b);
      ASSERT_EQ(game_from_options(left_options(a), right_options(a)), a);
    }
  }
  EXPECT_EQ(checked, 600);
}

TEST(GameRandom, NumberTranslationGivesCanonicalForms) {
  // x + G takes a shortcut (G's options translated, no simplification): it must give the same
  // id as the fully simplified form, or canonical forms would not be unique.
  std::mt19937_64 rng(2718);
  std::uniform_int_distribution<int> numerator(-40, 40);
  std::uniform_int_distribution<int> exponent(0, 4);
  int checked = 0;
  for (int p = 0; p < 40; ++p) {
    RawPool pool = RawPool::random(rng, 30, 3);
    for (Game g : pool.to_engine()) {
      if (nus_parts(g)) {
        continue;
      }
      Game x = number_game(Dyadic(Integer(numerator(rng)), static_cast<std::uint64_t>(exponent(rng))));
      std::vector<Game> l;
      std::vector<Game> r;
      for (Game o : left_options(g)) l.push_back(game_from_options({}, {}) + o + x);
      for (Game o : right_options(g)) r.push_back(o + x);
      ASSERT_EQ(x + g, game_from_options(l, r)) << to_string(x) << " + " << to_string(g);
      ++checked;
    }
  }
  EXPECT_GT(checked, 300);
}

TEST(GameRandom, ThermographAgreesWithStopsAndCooling) {
  std::mt19937_64 rng(314);
  int checked = 0;
  for (int p = 0; p < 40; ++p) {
    RawPool pool = RawPool::random(rng, 30, 3);
    std::vector<Game> engine = pool.to_engine();
    for (Game g : engine) {
      const Thermograph& th = thermograph(g);
      if (is_number(g)) {
        ASSERT_EQ(mean(g), *number_value(g));
        continue;
      }
      ++checked;
      ASSERT_EQ(th.left_wall.at(Dyadic(0)), left_stop(g)) << to_string(g);
      ASSERT_EQ(th.right_wall.at(Dyadic(0)), right_stop(g)) << to_string(g);
      ASSERT_GE(th.temperature, Dyadic(0)) << to_string(g);
      // Cooling by t ≤ temperature: the stops of G_t are the walls at t; above it, the mean.
      for (Dyadic t : {Dyadic(0), th.temperature.halved(), th.temperature}) {
        Game cooled = cool(g, number_game(t));
        ASSERT_EQ(left_stop(cooled), th.left_wall.at(t)) << to_string(g) << " cooled by " << t.to_string();
        ASSERT_EQ(right_stop(cooled), th.right_wall.at(t)) << to_string(g) << " cooled by " << t.to_string();
      }
      Game frozen = cool(g, number_game(th.temperature + Dyadic(Integer(1), 3)));
      ASSERT_EQ(frozen, number_game(mean(g))) << to_string(g);
      // Mean is additive.
      ASSERT_EQ(mean(g + g), mean(g) + mean(g)) << to_string(g);
    }
  }
  EXPECT_GT(checked, 500);
}

// Below 0 too, numbers included (CGSuite's cooling, which only refuses t <= -1): for t
// between -1 and the temperature, G_t's stops are the thermograph's walls at t, and above the
// temperature G_t is the mean.
TEST(GameRandom, CoolingBelowZeroFollowsTheWalls) {
  std::mt19937_64 rng(2718);
  int numbers = 0;
  int checked = 0;
  for (int p = 0; p < 40; ++p) {
    RawPool pool = RawPool::random(rng, 30, 3);
    std::vector<Game> games = pool.to_engine();
    for (std::size_t i = 0, n = games.size(); i < n; ++i) games.push_back(games[i] + number_game(Dyadic(Integer(3), 3)));
    for (Game g : games) {
      const Thermograph& th = thermograph(g);
      const auto x = number_value(g);
      numbers += x && !x->is_integer() ? 1 : 0;
      for (int k = 1; k < 32; ++k) {
        const Dyadic t = Dyadic(Integer(k - 32), 5);  // -31/32 .. -1/32
        const Game cooled = cool(g, number_game(t));
        if (t > th.temperature) {
          ASSERT_EQ(cooled, number_game(mean(g))) << to_string(g) << " cooled by " << t.to_string();
          continue;
        }
        ++checked;
        ASSERT_EQ(left_stop(cooled), th.left_wall.at(t)) << to_string(g) << " cooled by " << t.to_string();
        ASSERT_EQ(right_stop(cooled), th.right_wall.at(t)) << to_string(g) << " cooled by " << t.to_string();
      }
    }
  }
  EXPECT_GT(numbers, 50);
  EXPECT_GT(checked, 5000);
  EXPECT_THROW((void)cool(number_game(Dyadic(1)), number_game(Dyadic(-1))), DomainError);
}

// The thermograph by its definition over t ≥ -1, recursively over canonical options (numbers
// included: only integers are masts from -1), independent of the engine's closed forms for
// numbers and nus values.
struct ReferenceThermographs {
  std::map<std::uint32_t, Thermograph> memo;

  static Dyadic crossing(const WallLine& a, const WallLine& b) {
    // a.b + a.s t = b.b + b.s t
    return (b.intercept - a.intercept) * Dyadic(Integer(1), a.slope - b.slope == 2 || a.slope - b.slope == -2 ? 1 : 0) *
           Dyadic(a.slope - b.slope > 0 ? 1 : -1);
  }

  const Thermograph& of(Game g) {
    if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
    Thermograph result;
    if (auto x = number_value(g); x && x->is_integer()) {
      result.left_wall = result.right_wall = Trajectory::constant(*x);
      result.mast = *x;
      result.temperature = Dyadic(-1);
      return memo.emplace(g.id(), result).first->second;
    }
    std::optional<Trajectory> left;
    for (Game o : left_options(g)) {
      Trajectory w = of(o).right_wall.tilted(-1);
      left = left ? Trajectory::max(*left, w) : w;
    }
    std::optional<Trajectory> right;
    for (Game o : right_options(g)) {
      Trajectory w = of(o).left_wall.tilted(1);
      right = right ? Trajectory::min(*right, w) : w;
    }
    // The least t ≥ -1 with left(t) ≤ right(t): at -1, or on the piece where the difference
    // (which does not increase) reaches 0.
    std::vector<Dyadic> points{Dyadic(-1)};
    for (const Trajectory* w : {&*left, &*right}) {
      for (const Dyadic& b : w->critical_temperatures()) points.push_back(b);
    }
    std::sort(points.begin(), points.end());
    points.push_back(points.back() + Dyadic(1000));
    Dyadic meet(0);
    for (std::size_t i = 0; i < points.size(); ++i) {
      if (left->at(points[i]) <= right->at(points[i])) {
        if (i == 0) {
          meet = points[0];
        } else {
          // Lines just above points[i-1].
          Dyadic probe = points[i - 1] + (points[i] - points[i - 1]).halved();
          auto line_at = [&](const Trajectory& w) {
            const auto& breaks = w.critical_temperatures();
            std::size_t j = 0;
            while (j < breaks.size() && breaks[j] > probe) ++j;
            return w.lines()[j];
          };
          meet = crossing(line_at(*left), line_at(*right));
        }
        break;
      }
    }
    result.left_wall = left->capped_at(meet);
    result.right_wall = right->capped_at(meet);
    result.mast = left->at(meet);
    result.temperature = meet;
    return memo.emplace(g.id(), result).first->second;
  }
};

TEST(GameRandom, ThermographsFollowTheirDefinitionBelowZero) {
  std::mt19937_64 rng(2718);
  ReferenceThermographs reference;
  int checked = 0;
  int subzero = 0;
  for (int p = 0; p < 60; ++p) {
    RawPool pool = RawPool::random(rng, 30, 3);
    std::vector<Game> engine = pool.to_engine();
    for (Game g : engine) {
      // The game and some numbers and nus values near it (fractions, to reach below 0).
      for (Game h : {g, g + number_game(Dyadic(Integer(3), 3)), g + nus_game(Dyadic(Integer(-5), 2), 1, 0)}) {
        const Thermograph& expected = reference.of(h);
        const Thermograph& actual = thermograph(h);
        ASSERT_EQ(actual.left_wall, expected.left_wall) << to_string(h);
        ASSERT_EQ(actual.right_wall, expected.right_wall) << to_string(h);
        ASSERT_EQ(actual.mast, expected.mast) << to_string(h);
        ASSERT_EQ(actual.temperature, expected.temperature) << to_string(h);
        ASSERT_EQ(actual.to_string(), expected.to_string());
        ++checked;
        for (const Trajectory* w : {&actual.left_wall, &actual.right_wall}) {
          if (!w->critical_temperatures().empty() && w->critical_temperatures().back() < Dyadic(0)) {
            ++subzero;
            break;
          }
        }
      }
    }
  }
  EXPECT_EQ(checked, 60 * 30 * 3);
  EXPECT_GT(subzero, 1000);
}

TEST(GameRandom, AtomicWeightsAreAdditiveAndObeyTheTwoAheadRule) {
  std::mt19937_64 rng(1618);
  int additive = 0;
  int two_ahead = 0;
  for (int p = 0; p < 30; ++p) {
    RawPool pool = RawPool::random(rng, 16, 2, 1);
    std::vector<Game> engine = pool.to_engine();
    DifferenceSearch versus_zero(pool, testing::zero_pool());
    for (int i = 0; i < 16; ++i) {
      ASSERT_TRUE(is_all_small(engine[i])) << to_string(engine[i]);
      auto w = atomic_weight(engine[i]);
      ASSERT_TRUE(w.has_value()) << "all-small games are atomic: " << to_string(engine[i]);
      // Two-ahead rule: weight ≥ 2 means Left wins whoever starts; ≤ -2, Right does.
      if (geq(*w, number_game(2))) {
        ++two_ahead;
        ASSERT_FALSE(versus_zero.right_first_wins(i, 0)) << pool.text(i) << " weight " << to_string(*w);
      }
      if (leq(*w, number_game(-2))) {
        ++two_ahead;
        ASSERT_FALSE(versus_zero.left_first_wins(i, 0)) << pool.text(i) << " weight " << to_string(*w);
      }
      for (int j = 0; j < 16; j += 3) {
        auto v = atomic_weight(engine[j]);
        auto sum = atomic_weight(engine[i] + engine[j]);
        ASSERT_TRUE(sum.has_value());
        ASSERT_EQ(*sum, *w + *v) << to_string(engine[i]) << " + " << to_string(engine[j]);
        ++additive;
      }
    }
  }
  EXPECT_GT(additive, 2000);
  EXPECT_GT(two_ahead, 20);
}

// The definition itself (Siegel; CGSuite's documentation): G has atomic weight W when
// o(G + X + *m) = o(W.^ + X + *m) for every game X and every remote enough star *m. Checked on
// random infinitesimals, for X among small up-multiples and the negatives of other random
// infinitesimals (outcomes by the engine, which the first test checks against minimax).
TEST(GameRandom, AtomicWeightsMatchTheirDefinition) {
  std::mt19937_64 rng(271828);
  const Game up = nus_game(Dyadic(0), Integer(1), Integer(0));
  const Game far_star = nimber_game(Integer(16));
  int checked = 0;
  int not_atomic = 0;
  for (int p = 0; p < 40; ++p) {
    RawPool pool = p % 2 == 0 ? RawPool::random(rng, 24, 2, 1) : RawPool::random(rng, 40, 3);
    std::vector<Game> infinitesimals;
    for (Game g : pool.to_engine()) {
      if (is_infinitesimal(g)) {
        infinitesimals.push_back(g);
      }
    }
    std::vector<Game> probes;
    for (int k = -3; k <= 3; ++k) {
      probes.push_back(nus_game(Dyadic(0), Integer(k), Integer(0)));
      probes.push_back(nus_game(Dyadic(0), Integer(k), Integer(1)));
    }
    for (std::size_t j = 0; j < infinitesimals.size(); j += 2) {
      probes.push_back(-infinitesimals[j]);
    }
    for (Game g : infinitesimals) {
      auto w = atomic_weight(g);
      if (!w) {
        ++not_atomic;
        continue;
      }
      Game model = norton(*w, up);
      for (Game x : probes) {
        ASSERT_STREQ(outcome_name(outcome(g + x + far_star)), outcome_name(outcome(model + x + far_star)))
            << "G = " << to_string(g) << ", weight " << to_string(*w) << ", X = " << to_string(x);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 5000);
  EXPECT_LT(not_atomic, checked / 100);  // random all-small-ish pools: nearly all atomic
}

// Beyond all-small games (CGSuite's domain): infinitesimals whose positions include numbers and
// hot games. Every one given a weight satisfies the definition; some are not atomic (CGSuite's
// test -ε ≤ G - aw·↑ ≤ ε fails); no game that is not infinitesimal has a weight.
TEST(GameRandom, AtomicWeightsBeyondAllSmallGames) {
  std::mt19937_64 rng(141421);
  const Game up = nus_game(Dyadic(0), Integer(1), Integer(0));
  // Positions are born by day 7, so no nimber among them (or in their sums with the probes)
  // reaches 8: *8 is remote.
  const Game far_star = nimber_game(Integer(8));
  const std::vector<Game> base = {Game(),
                                  number_game(Dyadic(1)),
                                  number_game(Dyadic(-1)),
                                  number_game(Dyadic(2)),
                                  number_game(Dyadic(-2)),
                                  nimber_game(Integer(1)),
                                  up,
                                  number_game(Dyadic(Integer(1), 1)),
                                  number_game(Dyadic(Integer(-1), 1))};
  std::vector<Game> probes;
  for (int k = -3; k <= 3; ++k) {
    probes.push_back(nus_game(Dyadic(0), Integer(k), Integer(0)));
    probes.push_back(nus_game(Dyadic(0), Integer(k), Integer(1)));
  }
  probes.push_back(up_power(Integer(2)));
  probes.push_back(-up_power(Integer(2)) + nimber_game(Integer(1)));
  int atomic = 0;
  int not_atomic = 0;
  int hot = 0;
  for (int round = 0; round < 200; ++round) {
    std::vector<Game> games = base;
    for (int i = 0; i < 30; ++i) {
      std::uniform_int_distribution<std::size_t> pick(0, games.size() - 1);
      std::uniform_int_distribution<int> count(1, 3);
      std::vector<Game> left(static_cast<std::size_t>(count(rng)));
      std::vector<Game> right(static_cast<std::size_t>(count(rng)));
      for (Game& o : left) o = games[pick(rng)];
      for (Game& o : right) o = games[pick(rng)];
      Game g = game_from_options(left, right);
      if (birthday(g) > Integer(7)) {
        continue;
      }
      games.push_back(g);
      auto w = atomic_weight(g);
      if (!is_infinitesimal(g)) {
        ASSERT_FALSE(w.has_value()) << to_string(g);
        ++hot;
        continue;
      }
      if (is_all_small(g)) {
        continue;
      }
      if (!w) {
        ++not_atomic;
        continue;
      }
      ++atomic;
      Game model = norton(*w, up);
      for (Game x : probes) {
        ASSERT_STREQ(outcome_name(outcome(g + x + far_star)), outcome_name(outcome(model + x + far_star)))
            << "G = " << to_string(g) << ", weight " << to_string(*w) << ", X = " << to_string(x);
      }
    }
  }
  EXPECT_GT(atomic, 100);
  EXPECT_GT(not_atomic, 5);
  EXPECT_GT(hot, 1000);
}

}  // namespace
}  // namespace cgt
