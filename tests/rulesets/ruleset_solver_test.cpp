// The ruleset solver on rulesets written here, whose values are known in closed form: each
// optional part of a ruleset description (components, normalise, table_name, heap_bytes, the
// work per option) is used and checked, and a search 50 000 moves deep runs on a small stack.

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_solver.hpp"
#include "support/small_stack.hpp"

namespace cgt {
namespace {

// Left–Right Hackenbush on stalks. A position is stalks separated by '/', each a string of
// edges from the ground up, 'L' Left's and 'R' Right's; cutting an edge removes it and every
// edge above it. (With `reversed`, the players own the other colour: every value negated.)
struct Stalks {
  using Position = std::string;
  bool reversed = false;

  [[nodiscard]] std::size_t hash(const Position& p) const { return std::hash<std::string>()(p); }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const char mine = (player == Player::kLeft) != reversed ? 'L' : 'R';
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (p[i] == mine) {
        const std::size_t end = p.find('/', i);
        out.push_back(p.substr(0, i) + (end == std::string::npos ? "" : p.substr(end)));
      }
    }
  }
  // Each stalk is a game of its own; the sum is the position.
  void components(const Position& p, std::vector<Position>& out) const {
    std::size_t start = 0;
    for (;;) {
      const std::size_t end = p.find('/', start);
      std::string stalk = p.substr(start, end == std::string::npos ? std::string::npos : end - start);
      if (!stalk.empty()) {
        out.push_back(std::move(stalk));
      }
      if (end == std::string::npos) {
        return;
      }
      start = end + 1;
    }
  }
  // Repainting every edge exchanges the players: the representative of {s, repainted s} is
  // the least, and the repainted one is worth −value.
  bool normalise(Position& p) const {
    Position repainted = p;
    for (char& c : repainted) {
      c = c == 'L' ? 'R' : c == 'R' ? 'L' : c;
    }
    if (repainted < p) {
      p = std::move(repainted);
      return true;
    }
    return false;
  }
  [[nodiscard]] std::string table_name() const { return reversed ? "reversed" : "plain"; }
};

// The same game, counting the characters of long positions toward the memory budget.
struct CountedStalks : Stalks {
  [[nodiscard]] std::size_t heap_bytes(const Position& p) const { return p.capacity() > 15 ? p.capacity() + 1 : 0; }
};

// A stalk's value (Berlekamp's rule): ±1 per edge up to the first change of colour, then
// ±1/2, ±1/4, … per edge, + for Left's edges.
Dyadic stalk_value(const std::string& stalk) {
  Dyadic value;
  std::size_t i = 0;
  while (i < stalk.size() && stalk[i] == stalk[0]) {
    value += Dyadic(stalk[i] == 'L' ? 1 : -1);
    ++i;
  }
  for (std::uint64_t k = 1; i < stalk.size(); ++i, ++k) {
    value += Dyadic(Integer(stalk[i] == 'L' ? 1 : -1), k);
  }
  return value;
}

std::string random_stalks(std::mt19937& rng) {
  std::string position;
  const int stalks = 1 + static_cast<int>(rng() % 4);
  for (int s = 0; s < stalks; ++s) {
    position += s == 0 ? "" : "/";
    const int height = static_cast<int>(rng() % 9);
    for (int e = 0; e < height; ++e) {
      position += rng() % 2 == 0 ? 'L' : 'R';
    }
  }
  return position;
}

TEST(RulesetSolver, StalksAgreeWithTheClosedForm) {
  std::mt19937 rng(21);
  Context context;
  ContextScope scope(context);
  for (int trial = 0; trial < 1000; ++trial) {
    const std::string position = random_stalks(rng);
    Dyadic expected;
    Stalks rules;
    std::vector<std::string> stalks;
    rules.components(position, stalks);
    for (const std::string& stalk : stalks) {
      expected += stalk_value(stalk);
    }
    ASSERT_EQ(solve_ruleset(rules, position), number_game(expected)) << position;
  }
}

TEST(RulesetSolver, TheTableAnswersARepeatedPosition) {
  Context context;
  ContextScope scope(context);
  const std::string position = "LRRLLRLRLLRRLRLR/RLLRLRRLRL";
  const Game first = solve_ruleset(Stalks{}, position);
  context.set_limits({});
  const Game again = solve_ruleset(Stalks{}, position);
  EXPECT_EQ(again, first);
  EXPECT_EQ(context.work_done(), 0U) << "every component is in the table: nothing to expand";
  // The repainted position is the same class, negated: found too (its only work is adding
  // the negatives, new to the store).
  context.set_limits({});
  EXPECT_EQ(solve_ruleset(Stalks{}, "RLLRRLRLRRLLRLRL/LRRLRLLRLR"), -first);
  EXPECT_LT(context.work_done(), 10U);
}

TEST(RulesetSolver, TableNamesKeepRulesApart) {
  // The reversed rules reach the same representatives with other values: were they looked up
  // in the plain rules' table, they would come out with the wrong sign.
  Context context;
  ContextScope scope(context);
  for (const char* position : {"LLR", "LRL/RRL", "RLRLLR", "L/R/LR"}) {
    const Game plain = solve_ruleset(Stalks{}, position);
    EXPECT_EQ(solve_ruleset(Stalks{.reversed = true}, position), -plain) << position;
  }
}

TEST(RulesetSolver, HeapBytesCountTowardTheMemoryBudget) {
  Context context;
  ContextScope scope(context);
  const std::string position = "LRLRLRLRLRLRLRLRLRLRLRLR/RLRLRLRLRLRLRLRLRRLL";
  (void)solve_ruleset(Stalks{}, position);
  (void)solve_ruleset(CountedStalks{}, position);
  const std::size_t plain = context.extension<RulesetTables<Stalks>>().bytes_held();
  const std::size_t counted = context.extension<RulesetTables<CountedStalks>>().bytes_held();
  // The same entries in both, so the same slots; the representatives of 16 edges and more own
  // a heap block each: at least the first stalk's prefixes of 16 to 24 edges, 17 bytes or more.
  EXPECT_GE(counted, plain + 9 * 17);
}

// A position n ≥ 0: Left moves to n − 1, Right has no move. Its value is n, reached after a
// search n frames deep.
struct Countdown {
  using Position = std::int64_t;
  [[nodiscard]] std::size_t hash(Position n) const { return static_cast<std::size_t>(n); }
  void options(Position n, Player player, std::vector<Position>& out) const {
    if (player == Player::kLeft && n > 0) {
      out.push_back(n - 1);
    }
  }
};

struct CostlyCountdown : Countdown {
  static constexpr std::uint64_t kWorkPerOption = 1000;
};

TEST(RulesetSolver, DeepSearchRunsOnASmallStack) {
  // A solver recursing once per move would need megabytes of stack for this.
  std::string value;
  cgt::testing::run_on_small_stack([&] { value = to_string(solve_ruleset(Countdown{}, 50'000)); });
  EXPECT_EQ(value, "50000");
}

// The work a search of `n` charges in a fresh context (the store's work then is the same for
// both rulesets).
template <typename R>
std::uint64_t work_to_solve(std::int64_t n) {
  Context context;
  ContextScope scope(context);
  (void)solve_ruleset(R{}, n);
  return context.work_done();
}

TEST(RulesetSolver, WorkIsChargedPerPositionAndOption) {
  // 101 positions expanded with 100 options in all, each option at 1000 steps instead of the
  // default.
  EXPECT_EQ(work_to_solve<CostlyCountdown>(100) - work_to_solve<Countdown>(100),
            100 * (1000 - ruleset_hooks::work_per_option<Countdown>()));
  // A budget stops a search part-way, and the context goes on.
  Context context;
  ContextScope scope(context);
  context.set_limits({.work = 50'000});
  EXPECT_THROW(solve_ruleset(CostlyCountdown{}, 1000), BudgetError);
  context.set_limits({});
  EXPECT_EQ(solve_ruleset(CostlyCountdown{}, 1000), number_game(Dyadic(1000)));
}

}  // namespace
}  // namespace cgt
