// Every engine lives in a context, so threads with contexts of their own share nothing mutable:
// four threads run a mixed workload at once — boards, End Nim, partizan arithmetic and values,
// LR-ending sums and simplification, impartial trees, ordinals — and every answer must equal
// the one computed single-threaded first (a race shows up as a wrong answer, not only as a
// crash or a ThreadSanitizer report). Then the rules of sharing one context: handed from
// thread to thread, refused to a second thread while in use, and handles refused elsewhere.
//
// Run under ThreadSanitizer too:
//   cmake --preset tsan && cmake --build --preset tsan --target threads_tests -j2
//   build-tsan/tests/threads_tests

#include <gtest/gtest.h>

#include <algorithm>
#include <exception>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "cgt/game_values.hpp"
#include "cgt/impartial.hpp"
#include "cgt/impartial_expression.hpp"
#include "cgt/octal_game.hpp"
#include "cgt/ordinal.hpp"
#include "cgt/ordinal_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

// One computation of the workload and its result: a text that changes if anything in the
// computation goes wrong. Items are independent of each other and their results do not
// depend on the order of the work (canonical forms, outcomes, Grundy values, texts of literal
// trees — not simplified LR-ending forms, which may follow the order of creation), so the
// threads run them in shuffled orders: their ids then differ from the single-threaded run's,
// and any state shared between contexts would hand out another context's answers.
using Item = std::function<std::string()>;

void partizan_items(std::vector<Item>& items) {
  for (const char* board : {"....|....|....", "...|...|...|...", "..#.|....|.#..|....", ".....|....."}) {
    items.emplace_back([board] {
      const Game g = domineering_game(board);
      return to_string(g) + " " + thermograph(g).to_string() + " " + temperature(g).to_string();
    });
  }
  for (const char* board : {"xoxo|oxox", "xox|oxo|xox", "xxoo|o..x|xoox", "xo.ox|oxxo."}) {
    items.emplace_back([board] {
      const Game g = clobber_game(board);
      const std::optional<Game> weight = atomic_weight(g);
      return to_string(g) + " aw " + (weight ? to_string(*weight) : "-") + " " + outcome_name(outcome(g));
    });
  }
  for (const std::vector<std::uint64_t>& row :
       std::vector<std::vector<std::uint64_t>>{{3, 5, 2}, {4, 1, 4, 2}, {6, 6, 1}, {2, 7, 3, 1}, {5, 4, 3, 2, 1}}) {
    items.emplace_back([row] { return to_string(end_nim_game(row)); });
  }
  items.emplace_back([] {
    const Game a = evaluate_game_expression("{2|{1|*}} + ^<3> + {0|v*}");
    const Game b = evaluate_game_expression("+-3 + 1/4 + Tiny(2)");
    return to_string(a + b) + " " + to_string(a - b) + " " + relation_text(compare(a, b)) + " " +
           to_string(reduced_canonical(a)) + " " + mean(a + b).to_string() + " " + thermograph(a + b).to_string() +
           " " + to_string(norton(evaluate_game_expression("3"), evaluate_game_expression("{1|0}"))) + " " +
           to_string(cool(b, evaluate_game_expression("1")));
  });
}

void ending_items(std::vector<Item>& items, std::uint64_t seed) {
  using namespace ending;
  for (const char* text : {"X_3 + {*L, *R_1} + S_2", "{*R, {*L, *R_1}} + ~{X_2, *L_3}", "{{*L, *R}, X_2} + X_1 + *R_2",
                           "X_30 + X_40 + X_5 + *L_50", "{{*L_2, *R}, {X_1, *R_1}} + {*L, {*R, *L_1}}"}) {
    items.emplace_back([text] {
      const Analysis analysis = analyse(parse_expression(text));
      return (analysis.value_is_sum ? analysis.value : "") + " " + outcome_name(analysis.outcome);
    });
  }
  // Sums of positions born by day 2 (a list ordered by birthday and text), literal and
  // simplified: they must have the same outcome.
  for (std::uint64_t i = 0; i < 60; ++i) {
    items.emplace_back([seed, i] {
      std::mt19937_64 rng(seed * 1000 + i);
      const std::vector<Position>& day2 = positions_born_by(2);
      const Position g = day2[rng() % day2.size()];
      const Position h = day2[rng() % day2.size()];
      const Position k = day2[rng() % day2.size()];
      const Position literal = g + h + k;
      return to_text(g + h) + " " + outcome_name(literal.outcome()) + " " +
             outcome_name(add_simplified(add_simplified(g, h), k).outcome()) + " " + std::to_string(literal.birthday());
    });
  }
}

void impartial_items(std::vector<Item>& items, std::uint64_t seed) {
  for (const char* text : {"*3 :_*2 (*1 + *4)", "({0, *2} : *3) + *5", "*6 :_(*1 : *1) {*2, *4}", "*12 + *9 + *7"}) {
    items.emplace_back([text] { return std::to_string(build_game_tree(parse_impartial_expression(text)).grundy()); });
  }
  for (std::uint64_t i = 0; i < 80; ++i) {
    items.emplace_back([seed, i] {
      // The same pool every time (hash-consed after the first), three games drawn from it.
      std::mt19937_64 pool_rng(seed);
      std::vector<ImpartialGame> pool{ImpartialGame::zero()};
      while (pool.size() < 30) {
        std::vector<ImpartialGame> options;
        for (std::size_t n = pool_rng() % 4; n > 0; --n) options.push_back(pool[pool_rng() % pool.size()]);
        pool.push_back(ImpartialGame::from_options(std::move(options)));
      }
      std::mt19937_64 rng(seed * 1000 + i);
      const ImpartialGame g = pool[rng() % pool.size()];
      const ImpartialGame k = pool[rng() % pool.size()];
      const ImpartialGame h = pool[rng() % pool.size()];
      return std::to_string((g + h).grundy()) + " " + ordinal_sum(g, h).variation().to_string() + " " +
             substitution_sum(g, k, h).variation().to_string();
    });
  }
}

void ordinal_items(std::vector<Item>& items) {
  items.emplace_back([] {
    const Ordinal w = Ordinal::omega();
    Ordinal x = parse_ordinal("w^w*3 + w^5 + 17");
    std::string out;
    for (int i = 0; i < 40; ++i) {
      const Ordinal y =
          power(w, Ordinal(static_cast<std::uint64_t>(i % 7))) * Ordinal(static_cast<std::uint64_t>(i + 1));
      x = natural_sum(x, y) + nim_sum(y, Ordinal(static_cast<std::uint64_t>(i)));
      out += x.to_string() + " " + (y * x).to_string() + "; ";
    }
    return out;
  });
}

std::vector<Item> workload(std::uint64_t seed) {
  std::vector<Item> items;
  partizan_items(items);
  ending_items(items, seed);
  impartial_items(items, seed);
  ordinal_items(items);
  return items;
}

// The results of the items, by item, computed in the order `shuffle_seed` gives (none: in
// order).
using Results = std::vector<std::string>;
Results run(const std::vector<Item>& items, std::optional<std::uint64_t> shuffle_seed) {
  std::vector<std::size_t> order(items.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  if (shuffle_seed) {
    std::mt19937_64 rng(*shuffle_seed);
    std::shuffle(order.begin(), order.end(), rng);
  }
  Results results(items.size());
  for (std::size_t i : order) results[i] = items[i]();
  return results;
}

TEST(Threads, FourContextsComputeAtOnceAndAgreeWithOneThread) {
  constexpr int kThreads = 4;
  constexpr int kRounds = 6;
  // The answers computed first, one thread, one context at a time.
  std::vector<Results> expected;
  for (int t = 0; t < kThreads; ++t) {
    Context context;
    ContextScope scope(context);
    expected.push_back(run(workload(100 + t), std::nullopt));
  }
  std::vector<std::vector<Results>> got(kThreads);
  std::vector<std::exception_ptr> errors(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([t, &got, &errors] {
      try {
        Context context;
        ContextScope scope(context);
        for (int round = 0; round < kRounds; ++round) {
          got[t].push_back(run(workload(100 + t), 1000 * t + round));
          // Every other round from scratch, every other one on warm caches.
          if (round % 2 == 0) context.clear();
        }
      } catch (...) {
        errors[t] = std::current_exception();
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t) {
    if (errors[t]) std::rethrow_exception(errors[t]);
    ASSERT_EQ(got[t].size(), static_cast<std::size_t>(kRounds));
    for (int round = 0; round < kRounds; ++round) {
      ASSERT_EQ(got[t][round].size(), expected[t].size());
      for (std::size_t i = 0; i < expected[t].size(); ++i) {
        ASSERT_EQ(got[t][round][i], expected[t][i]) << "thread " << t << ", round " << round << ", result " << i;
      }
    }
  }
}

// What one context holds, made by one thread: handles of all three engines.
struct Handles {
  Game game;
  ending::Position position;
  ImpartialGame impartial;
};

Handles make_handles() {
  return {domineering_game("...|...|..."), ending::build_position(ending::parse_expression("{*L, *R_1} + X_2")),
          ImpartialGame::nimber(5) + ImpartialGame::nimber(3)};
}

TEST(Threads, OneContextHandedFromThreadToThread) {
  Context shared;
  Handles handles;
  std::thread first([&] {
    ContextScope scope(shared);
    handles = make_handles();
  });
  first.join();  // the first thread has left the context: the second may enter it
  std::string game_text;
  std::string position_text;
  std::uint64_t grundy = 0;
  std::thread second([&] {
    ContextScope scope(shared);
    game_text = to_string(handles.game + handles.game);
    position_text = ending::to_text(ending::simplify(handles.position));
    grundy = (handles.impartial + ImpartialGame::nimber(1)).grundy();
  });
  second.join();
  // The same work in a context of its own gives the same answers.
  Context reference;
  ContextScope scope(reference);
  const Handles fresh = make_handles();
  EXPECT_EQ(game_text, to_string(fresh.game + fresh.game));
  EXPECT_EQ(position_text, ending::to_text(ending::simplify(fresh.position)));
  EXPECT_EQ(grundy, 7U);  // 5 ⊕ 3 ⊕ 1
}

TEST(Threads, ASecondThreadCannotEnterAContextInUse) {
  Context shared;
  ContextScope scope(shared);  // this thread is inside
  bool refused = false;
  std::thread other([&] {
    try {
      ContextScope intruder(shared);
    } catch (const ContextError&) {
      refused = true;
    }
  });
  other.join();
  EXPECT_TRUE(refused);
  // This thread may nest scopes of its own context.
  ContextScope again(shared);
  EXPECT_EQ(ImpartialGame::nimber(4).grundy(), 4U);
}

TEST(Threads, HandlesOfAnotherThreadsContextAreRefused) {
  Context mine;
  Handles handles;
  std::thread maker([&] {
    ContextScope scope(mine);
    handles = make_handles();
  });
  maker.join();
  int refused = 0;
  std::thread user([&] {
    // This thread's own (default) context: none of the handles belong to it.
    const auto expect_refused = [&](auto&& use) {
      try {
        use();
      } catch (const ContextError&) {
        ++refused;
      }
    };
    expect_refused([&] { (void)to_string(handles.game); });
    expect_refused([&] { (void)(handles.game + handles.game); });
    expect_refused([&] { (void)left_options(handles.game); });
    expect_refused([&] { (void)handles.position.outcome(); });
    expect_refused([&] { (void)ending::to_text(handles.position); });
    expect_refused([&] { (void)handles.impartial.grundy(); });
    expect_refused([&] { (void)(handles.impartial + ImpartialGame::nimber(1)); });
  });
  user.join();
  EXPECT_EQ(refused, 7);
}

// The sparse-space method's block verification on several threads (src/rulesets/octal/octal_sparse.cpp):
// the helpers read the values and lists the calling thread wrote before starting them, and
// write only their own verdicts; the answers equal one thread's.
// Every block of more than one chunk goes to the threads (parallel_from_pairs = 0), so a run
// small enough for ThreadSanitizer still starts them (3 750 heaps: five blocks of the two codes
// went to the three threads, counted in gdb).
TEST(Threads, OctalVerificationOnThreeThreadsAgreesWithOne) {
  for (const char* code : {"grundy", "0.354"}) {
    const OctalGame game = OctalGame::parse(code);
    const std::size_t upto = testing::scaled<std::size_t>(30'000);
    const OctalSequence one = octal_grundy_sequence(game, upto, {.threads = 1});
    const OctalSequence three = octal_grundy_sequence(game, upto, {.threads = 3, .parallel_from_pairs = 0});
    EXPECT_EQ(three.values, one.values) << code;
    EXPECT_EQ(three.mask, one.mask) << code;
  }
}

}  // namespace
}  // namespace cgt
