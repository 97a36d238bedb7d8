// The outcome search split into tasks (SolveOptions::threads, docs/solve.md "On all cores and
// across machines") against the sequential search: the same outcome and the same winning moves
// (the first winning move in the sequential order) for 2 and 3 threads, several split depths
// and 1, 2, 4 simulated ranks, on hundreds of seeded random boards and sums; a run stopped
// midway resumes from its checkpoint to the same answer; a checkpoint of another sum is refused;
// the work limit bounds the work of all the tasks together, as it bounds the sequential search.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <exception>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/solve.hpp"
#include "cgt/solve_db.hpp"
#include "support/hub_transport.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

// A random board of a ruleset, at most `live` cells that can move, in a sum with up to two more
// and sometimes a canonical game: enough first moves, some winning and some not, and quick.
std::string split_random_sum(std::mt19937& rng) {
  struct Kind {
    const char* name;
    const char* cells;
    const char* live;
  };
  static const Kind kKinds[] = {{"domineering", "...#", "."},
                                {"clobber", "xo.", "xo"},
                                {"cram", "...#", "."},
                                {"konane", "xxoo.", "xo"},
                                {"toads_and_frogs", "tf..", "tf"}};
  static const char* const kCanonical[] = {"*", "^", "{1|0}", "-1/2", "{2|-1}", "v*", "+-1"};
  std::uniform_int_distribution<int> terms_of(1, 3);
  std::uniform_int_distribution<std::size_t> kind_of(0, std::size(kKinds) - 1);
  std::uniform_int_distribution<int> side(2, 4);
  std::uniform_int_distribution<int> coin(0, 3);
  const int terms = terms_of(rng);
  const std::size_t first = kind_of(rng);
  const int budget = terms == 1 ? 13 : terms == 2 ? 8 : 5;  // live cells per board
  std::string text;
  for (int t = 0; t < terms; ++t) {
    const Kind& kind = kKinds[coin(rng) == 0 ? kind_of(rng) : first];
    const bool row = std::string(kind.name) == "toads_and_frogs";
    const int rows = row ? 1 : side(rng);
    const int cols = row ? 8 : side(rng);
    std::uniform_int_distribution<std::size_t> cell_of(0, std::string(kind.cells).size() - 1);
    std::string board;
    int live = 0;
    for (int r = 0; r < rows; ++r) {
      if (r > 0) board += '|';
      for (int c = 0; c < cols; ++c) {
        char cell = kind.cells[cell_of(rng)];
        if (std::string(kind.live).find(cell) != std::string::npos && ++live > budget) {
          cell = std::string(kind.cells).find('#') != std::string::npos ? '#' : '.';
        }
        board += cell;
      }
    }
    if (!text.empty()) text += " + ";
    if (coin(rng) == 0) text += '-';
    text += std::string(kind.name) + "(\"" + board + "\")";
  }
  if (coin(rng) == 0) {
    std::uniform_int_distribution<std::size_t> canonical_of(0, std::size(kCanonical) - 1);
    text += std::string(" + ") + kCanonical[canonical_of(rng)];
  }
  return text;
}

std::string answer_text(const SolveResult& r) {
  return std::string(outcome_name(r.outcome)) + " left:" + (r.left_move ? *r.left_move : "loses") +
         " right:" + (r.right_move ? *r.right_move : "loses");
}

SolveResult sequential(const std::string& text) {
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 16;
  return solve_sum(text, options);
}

SolveResult split(const std::string& text, unsigned threads, std::optional<unsigned> depth,
                  const std::string& checkpoint = "") {
  SolveOptions options;
  options.table_bytes = std::size_t{1} << 17;
  options.threads = threads;
  options.split_depth = depth;
  options.checkpoint = checkpoint;
  return solve_sum(text, options);
}

TEST(SolveSplit, SameAnswerAsTheSequentialSearchOnThreads) {
  std::mt19937 rng(9301);
  int split_runs = 0;
  for (int trial = 0; trial < scaled(300, 24); ++trial) {
    const std::string text = split_random_sum(rng);
    const std::string expected = answer_text(sequential(text));
    struct Setting {
      unsigned threads;
      std::optional<unsigned> depth;
    };
    for (const Setting s : {Setting{2, std::nullopt}, Setting{3, 2U}, Setting{2, 3U}, Setting{1, 1U}}) {
      const SolveResult r = split(text, s.threads, s.depth);
      ASSERT_EQ(answer_text(r), expected) << text << " on " << s.threads << " threads, split depth "
                                          << (s.depth ? std::to_string(*s.depth) : "automatic");
      ASSERT_EQ(r.left_first_wins, r.left_move.has_value()) << text;
      ASSERT_EQ(r.right_first_wins, r.right_move.has_value()) << text;
      split_runs += r.tasks > 0 ? 1 : 0;
    }
  }
  EXPECT_GT(split_runs, scaled(600, 40));  // most sums had tasks to split into
}

// P ranks as threads of this process, each with its own context (as mpirun's processes), with
// `limits`; `work`, when given, receives the steps each rank's context counted.
// With `database`, each rank opens that file as mpirun's processes do (rank 0 writes it).
SolveResult on_ranks(const std::string& text, int ranks, unsigned threads, std::optional<unsigned> depth,
                     Limits limits = {}, std::vector<std::uint64_t>* work = nullptr,
                     const std::string& database = "") {
  testing::Hub hub(ranks);
  if (work != nullptr) work->assign(static_cast<std::size_t>(ranks), 0);
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(ranks));
  std::vector<SolveResult> results(static_cast<std::size_t>(ranks));
  std::vector<std::thread> others;
  auto run_rank = [&](int r) {
    Context context;
    ContextScope scope(context);
    context.set_limits(limits);
    testing::HubTransport transport(hub, r);
    SolveOptions options;
    options.table_bytes = std::size_t{1} << 17;
    options.threads = threads;
    options.split_depth = depth;
    options.transport = &transport;
    try {
      std::optional<SolveDatabase> db;
      if (!database.empty()) {
        db = SolveDatabase::open(database, 1);
        options.database = &*db;
      }
      results[static_cast<std::size_t>(r)] = solve_sum(text, options);
    } catch (...) {
      errors[static_cast<std::size_t>(r)] = std::current_exception();
    }
    if (work != nullptr) (*work)[static_cast<std::size_t>(r)] = context.work_done();
  };
  for (int r = 1; r < ranks; ++r) others.emplace_back(run_rank, r);
  run_rank(0);
  for (std::thread& t : others) t.join();
  for (int r = 0; r < ranks; ++r) {
    if (errors[static_cast<std::size_t>(r)]) std::rethrow_exception(errors[static_cast<std::size_t>(r)]);
    EXPECT_EQ(results[static_cast<std::size_t>(r)].reports, r == 0) << "rank " << r;
  }
  return results[0];
}

TEST(SolveSplit, SameAnswerOnOneTwoAndFourRanks) {
  std::mt19937 rng(9302);
  for (int trial = 0; trial < scaled(40, 6); ++trial) {
    const std::string text = split_random_sum(rng);
    const std::string expected = answer_text(sequential(text));
    for (int ranks : {1, 2, 4}) {
      for (unsigned threads : {1U, 2U}) {
        const SolveResult r = on_ranks(text, ranks, threads, trial % 2 == 0 ? std::nullopt : std::optional(2U));
        ASSERT_EQ(answer_text(r), expected) << text << " on " << ranks << " ranks of " << threads << " threads";
      }
    }
  }
}

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "cgt_solve_split_" + std::to_string(::getpid()) + "_" + name;
}

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A P-position needs every task (no first move wins, so none ends early): a checkpoint run
// stopped by the work limit midway has some and not all.
constexpr const char* kResumeSum = "clobber(\"xoxoxoxox|oxoxoxoxo\")";

TEST(SolveSplit, StoppedRunResumesFromItsCheckpoint) {
  const std::string checkpoint = temp_path("resume");
  std::remove(checkpoint.c_str());
  const std::string expected = answer_text(sequential(kResumeSum));
  Context context;
  ContextScope scope(context);
  // Each task has the context's work limit: the small ones finish, a big one stops the run.
  const SolveResult whole = split(kResumeSum, 1, 2U);
  ASSERT_EQ(answer_text(whole), expected);
  ASSERT_GT(whole.tasks, 10U);
  context.set_limits(Limits{.work = 100000, .memory = 0});
  EXPECT_THROW(split(kResumeSum, 1, 2U, checkpoint), BudgetError);
  const std::string stopped = file_text(checkpoint);
  const auto lines = static_cast<std::uint64_t>(std::count(stopped.begin(), stopped.end(), '\n'));
  ASSERT_GT(lines, 1U) << "no task finished before the limit";
  ASSERT_LT(lines - 1, whole.tasks) << "every task finished within the limit";
  context.set_limits(Limits{});
  const SolveResult resumed = split(kResumeSum, 2, 2U, checkpoint);
  EXPECT_EQ(answer_text(resumed), expected);
  EXPECT_EQ(resumed.resumed, lines - 1);
  EXPECT_EQ(resumed.tasks, whole.tasks);
  // Once more: every task from the checkpoint.
  const SolveResult again = split(kResumeSum, 2, 2U, checkpoint);
  EXPECT_EQ(answer_text(again), expected);
  EXPECT_EQ(again.resumed, whole.tasks);
  EXPECT_EQ(again.nodes, resumed.nodes);
  std::remove(checkpoint.c_str());
}

// The sum of the finished tasks' nodes in a checkpoint: each charged at least 4 steps of work.
std::uint64_t checkpoint_nodes(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::uint64_t nodes = 0;
  std::getline(in, line);  // the task set
  while (std::getline(in, line)) {
    const std::size_t at = line.find("\"nodes\":");
    if (at != std::string::npos) nodes += std::stoull(line.substr(at + 8));
  }
  return nodes;
}

// What a context may charge past the limit before it sees it: a checkpoint's steps (4096,
// src/core/context.cpp) for each of the two threads, and a node's charge.
constexpr std::uint64_t kSlack = 2 * 4096 + 4096;

// The work limit is the whole search's, as on one thread: a split search with many tasks stops
// once all of them together have done it (each task alone would fit), and one with room
// enough gives the sequential answer within it.
TEST(SolveSplit, WorkLimitBoundsAllTheTasksTogether) {
  const std::string checkpoint = temp_path("budget");
  std::remove(checkpoint.c_str());
  Context context;
  ContextScope scope(context);
  context.set_limits(Limits{});
  const std::string expected = answer_text(sequential(kResumeSum));
  const std::uint64_t sequential_work = context.work_done();
  // Without a limit the context counts every task's steps too: at least the 4 of each node.
  context.set_limits(Limits{});
  const SolveResult unlimited = split(kResumeSum, 2, 2U);
  ASSERT_EQ(answer_text(unlimited), expected);
  EXPECT_GE(context.work_done(), 4 * unlimited.nodes);
  // A third of the sequential search's work: enough for any one task, not for all of them.
  const std::uint64_t limit = sequential_work / 3;
  context.set_limits(Limits{.work = limit, .memory = 0});
  try {
    const SolveResult r = split(kResumeSum, 2, 2U, checkpoint);
    FAIL() << "the split search (" << r.tasks << " tasks, " << r.nodes << " nodes) finished on a third of the "
           << sequential_work << " steps of the sequential search";
  } catch (const BudgetError& e) {
    EXPECT_EQ(std::string(e.what()), "gave up after " + std::to_string(limit) +
                                         " steps of work (the work limit); finished tasks are in " + checkpoint +
                                         " and the same command resumes");
  }
  // The finished tasks charged at least 4 steps a node; the context counts every task's steps.
  EXPECT_LE(4 * checkpoint_nodes(checkpoint), limit + kSlack) << "the finished tasks alone passed the limit";
  EXPECT_GT(context.work_done(), limit);
  EXPECT_LE(context.work_done(), limit + kSlack) << "the tasks did more than the limit in all";

  // With room enough, the sequential answer within the limit (the split search's work varies
  // from run to run: some tasks end early).
  std::remove(checkpoint.c_str());
  const std::uint64_t room = 4 * sequential_work;
  context.set_limits(Limits{.work = room, .memory = 0});
  const SolveResult within = split(kResumeSum, 2, 2U, checkpoint);
  EXPECT_EQ(answer_text(within), expected);
  EXPECT_GT(within.tasks, 40U);
  EXPECT_GE(context.work_done(), 4 * within.nodes);
  EXPECT_LE(context.work_done(), room);
  std::remove(checkpoint.c_str());
}

// Under mpirun each rank has its share of the limit: together they stay within it.
TEST(SolveSplit, WorkLimitIsDividedAmongTheRanks) {
  Context context;
  ContextScope scope(context);
  context.set_limits(Limits{});
  const std::string expected = answer_text(sequential(kResumeSum));
  const std::uint64_t limit = context.work_done() / 3;
  std::vector<std::uint64_t> work;
  try {
    (void)on_ranks(kResumeSum, 2, 2, 2U, Limits{.work = limit, .memory = 0}, &work);
    FAIL() << "2 ranks did the whole search on a third of the sequential search's work";
  } catch (const BudgetError& e) {
    EXPECT_EQ(std::string(e.what()), "gave up after " + std::to_string(limit / 2) +
                                         " steps of work on one of the 2 ranks (its share of the work limit)");
  }
  for (std::size_t r = 0; r < work.size(); ++r) {
    EXPECT_LE(work[r], limit / 2 + kSlack) << "rank " << r << " passed its share";
  }
  // Enough for the split search: its tasks miss the sequential search's transposition cutoffs
  // and each rank values the small regions again, so a rank may take over twice the sequential
  // search's work (12 × limit, 2× each, fell short now and then since the cutoffs).
  const SolveResult within = on_ranks(kResumeSum, 2, 2, 2U, Limits{.work = 30 * limit, .memory = 0});
  EXPECT_EQ(answer_text(within), expected);
}

TEST(SolveSplit, StopFlagEndsTheRunAndTheCheckpointResumes) {
  const std::string checkpoint = temp_path("stop");
  std::remove(checkpoint.c_str());
  std::atomic<int> stop{0};
  SolveOptions options;
  options.threads = 2;
  options.split_depth = 2;
  options.checkpoint = checkpoint;
  options.stop = &stop;
  stop.store(1);  // stopped before it starts: nothing computed, nothing lost
  EXPECT_THROW(solve_sum(kResumeSum, options), CancelledError);
  stop.store(0);
  const SolveResult r = solve_sum(kResumeSum, options);
  EXPECT_EQ(answer_text(r), answer_text(sequential(kResumeSum)));
  std::remove(checkpoint.c_str());
}

TEST(SolveSplit, CheckpointOfAnotherSumIsRefused) {
  const std::string checkpoint = temp_path("other");
  std::remove(checkpoint.c_str());
  (void)split("domineering(\"...|...|...\")", 2, 1U, checkpoint);
  try {
    (void)split("domineering(\"...|...|..#\")", 2, 1U, checkpoint);
    FAIL() << "a checkpoint of another sum was continued";
  } catch (const DomainError& e) {
    EXPECT_NE(std::string(e.what()).find("belongs to another"), std::string::npos) << e.what();
  }
  // The same sum at another split depth is another task set too.
  EXPECT_THROW((void)split("domineering(\"...|...|...\")", 2, 2U, checkpoint), DomainError);
  std::remove(checkpoint.c_str());
}

// The tasks of a split search read the database and bring back what they found: the answers
// are the sequential search's, the database grows, and a second split run is answered from it.
TEST(SolveSplit, DatabaseIsReadByTheTasksAndGivenTheirAnswers) {
  std::mt19937 rng(9305);
  SolveDatabase db(1);  // every answer kept: small sums too
  std::uint64_t hits = 0;
  // Random sums, and two whose tasks surely search (random ones may all be settled by the
  // canonical values of their small components, with nothing to keep).
  std::vector<std::string> texts = {"domineering(\"......|......|......|......|......\")",
                                    "clobber(\"xoxoxoxo|oxoxoxox\") + {1|0}"};
  for (int trial = 0; trial < scaled(60, 8); ++trial) {
    texts.push_back(split_random_sum(rng));
  }
  for (const std::string& text : texts) {
    const std::string expected = answer_text(sequential(text));
    for (int round = 0; round < 2; ++round) {
      SolveOptions options;
      options.table_bytes = std::size_t{1} << 17;
      options.threads = 2;
      options.split_depth = 2U;
      options.database = &db;
      const SolveResult r = solve_sum(text, options);
      ASSERT_EQ(answer_text(r), expected) << text << " round " << round;
      if (round == 1) hits += r.db_hits;
    }
  }
  EXPECT_GT(db.size(), 0U);
  EXPECT_GT(hits, 0U);
}

// Under ranks each opens the file and rank 0 writes what every rank's tasks found.
TEST(SolveSplit, DatabaseOnRanksIsWrittenByRankZero) {
  const std::string path = temp_path("ranks.sdb");
  std::remove(path.c_str());
  const std::string text = "domineering(\"......|......|......|......|......\")";
  const std::string expected = answer_text(sequential(text));
  ASSERT_EQ(answer_text(on_ranks(text, 3, 1, 2U, {}, nullptr, path)), expected);
  const std::size_t kept = SolveDatabase::open(path, 1).size();
  EXPECT_GT(kept, 0U);
  const SolveResult again = on_ranks(text, 3, 1, 2U, {}, nullptr, path);
  EXPECT_EQ(answer_text(again), expected);
  EXPECT_GT(again.db_hits, 0U);
  EXPECT_GE(SolveDatabase::open(path, 1).size(), kept);
  std::remove(path.c_str());
  std::remove((path + ".lock").c_str());
}

TEST(SolveSplit, SplitDepthOutOfRangeIsRefused) {
  EXPECT_THROW((void)split("domineering(\"..|..\")", 2, 0U), DomainError);
  EXPECT_THROW((void)split("domineering(\"..|..\")", 2, 9U), DomainError);
}

}  // namespace
}  // namespace cgt
