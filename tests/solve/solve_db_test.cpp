// The solve database (cgt/solve_db.hpp): answers found again with it are the answers found
// without it, a second run searches less, a run stopped by its budget leaves what the next one
// resumes from, damaged or foreign files are refused untouched, and two processes writing one
// file keep each other's answers.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/solve.hpp"
#include "cgt/solve_db.hpp"
#include "support/sample_size.hpp"
#include "support/solve_boards.hpp"

namespace cgt {
namespace {

namespace fs = std::filesystem;

// Checkerboard Clobber 2×9: P, about 11 000 nodes (Domineering 5×5 took a few thousand before
// the bounds, about 1 300 with them: too few searches long enough to be kept).
// 2×11: with the search's transposition cutoffs 2×9 takes only 3 k nodes cold.
const char* const kDbBoard = "clobber(\"xoxoxoxoxox|oxoxoxoxoxo\")";

// A fresh folder for one test's files, removed at the end.
class DbFolder {
 public:
  DbFolder() {
    std::string pattern = (fs::temp_directory_path() / "cgt-solve-db-XXXXXX").string();
    path_ = ::mkdtemp(pattern.data());
  }
  ~DbFolder() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  DbFolder(const DbFolder&) = delete;
  DbFolder& operator=(const DbFolder&) = delete;
  [[nodiscard]] std::string file(const std::string& name) const { return (fs::path(path_) / name).string(); }

 private:
  std::string path_;
};

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

SolveResult solve_with(const std::string& text, SolveDatabase* db, std::optional<unsigned> canonical_size = {}) {
  SolveOptions options;
  options.canonical_size = canonical_size;
  options.table_bytes = std::size_t{1} << 18;
  options.database = db;
  return solve_sum(text, options);
}

void expect_same_answer(const SolveResult& a, const SolveResult& b, const std::string& label) {
  EXPECT_EQ(a.outcome, b.outcome) << label;
  EXPECT_EQ(a.left_move, b.left_move) << label;
  EXPECT_EQ(a.right_move, b.right_move) << label;
}

TEST(SolveDatabase, SecondRunSearchesLessWithTheSameAnswer) {
  DbFolder folder;
  const std::string path = folder.file("d.sdb");
  const SolveResult cold = solve_with(kDbBoard, nullptr);
  SolveResult first;
  {
    SolveDatabase db = SolveDatabase::open(path, 16);
    first = solve_with(kDbBoard, &db);
    EXPECT_GT(db.size(), 0U);
  }
  EXPECT_EQ(first.nodes, cold.nodes);  // an empty database changes nothing
  EXPECT_EQ(first.db_hits, 0U);
  ASSERT_TRUE(fs::exists(path));
  SolveDatabase again = SolveDatabase::open(path, 16);
  const SolveResult warm = solve_with(kDbBoard, &again);
  expect_same_answer(cold, warm, kDbBoard);
  EXPECT_GT(warm.db_hits, 0U);
  EXPECT_LT(warm.nodes * 100, cold.nodes) << warm.nodes << " nodes warm, " << cold.nodes << " cold";
}

// Keys must not depend on the context's interning ids: the file is read in a fresh context,
// where the canonical parts of the sums get other ids (the order they are made in differs).
TEST(SolveDatabase, KeysAreTheSameInAnotherContext) {
  DbFolder folder;
  const std::string path = folder.file("d.sdb");
  // ^* and its followers are the canonical parts of every stored sum (16 000 nodes cold; with a
  // hot part as well, {1|-1}, 1.7 M: seconds, minutes under the sanitizers, and no more keys).
  const std::string text = std::string(kDbBoard) + " + ^*";
  SolveResult cold;
  {
    Context context;
    ContextScope scope(context);
    SolveDatabase db = SolveDatabase::open(path, 16);
    cold = solve_with(text, &db);
  }
  Context other;
  ContextScope scope(other);
  solve_with("clobber(\"xoxo|oxox\") + {3|1||-2} + *5 + 7/8", nullptr);  // other games take the first ids
  SolveDatabase db = SolveDatabase::open(path, 16);
  const SolveResult warm = solve_with(text, &db);
  expect_same_answer(cold, warm, text);
  EXPECT_GT(warm.db_hits, 0U);
  EXPECT_LT(warm.nodes * 10, cold.nodes);
}

// Hundreds of random boards and sums: with a database that records every answer (of sums of
// every ruleset, kept in one file across all of them, read again in fresh contexts), each
// verdict and winning move is the one found without it.
TEST(SolveDatabase, VerdictsAreThoseWithoutIt) {
  DbFolder folder;
  const std::string path = folder.file("all.sdb");
  std::uint64_t hits = 0;
  const int rounds = 4;
  for (int round = 0; round < rounds; ++round) {
    Context context;
    ContextScope scope(context);
    SolveDatabase db = SolveDatabase::open(path, 1);
    // Odd rounds again the texts of the round before (their answers read back from the file).
    std::mt19937 source(3410 + static_cast<unsigned>(round / 2));
    for (int trial = 0; trial < testing::scaled(200, 8); ++trial) {
      std::string text;
      if (trial % 3 == 0) {
        const testing::SolveRuleset& rules = testing::kSolveRulesets[trial % std::size(testing::kSolveRulesets)];
        text = std::string(rules.name) + "(\"" + testing::solve_random_board(source, rules) + "\")";
      } else {
        text = testing::solve_random_sum(source);
      }
      // Searched to the last cell half the time: small boards are otherwise mostly canonical.
      const std::optional<unsigned> size = trial % 2 == 0 ? std::optional<unsigned>(0) : std::nullopt;
      const SolveResult without = solve_with(text, nullptr, size);
      const SolveResult with = solve_with(text, &db, size);
      expect_same_answer(without, with, text + " (round " + std::to_string(round) + ")");
      const SolveResult again = solve_with(text, &db, size);
      expect_same_answer(without, again, text + " (again, round " + std::to_string(round) + ")");
      hits += with.db_hits + again.db_hits;
      if (::testing::Test::HasFailure()) {
        return;
      }
    }
  }
  EXPECT_GT(hits, 0U);
}

// A run stopped by its work limit saves what it finished; the next run resumes from it.
TEST(SolveDatabase, AStoppedRunResumesFaster) {
  DbFolder folder;
  const std::string path = folder.file("resume.sdb");
  const char* const board = "clobber(\"xoxoxoxoxo|oxoxoxoxox\")";
  // Each run in a fresh context, as each run of the command (the canonical values of regions
  // are cached in the context).
  SolveResult cold;
  std::uint64_t work = 0;
  {
    Context context;
    ContextScope scope(context);
    cold = solve_with(board, nullptr);
    work = context.work_done();
  }
  {
    Context context;
    ContextScope scope(context);
    SolveDatabase db = SolveDatabase::open(path, 16);
    context.set_limits({.work = work * 2 / 3, .memory = 0});
    EXPECT_THROW(solve_with(board, &db), BudgetError);
  }
  ASSERT_TRUE(fs::exists(path));
  Context context;
  ContextScope scope(context);
  SolveDatabase db = SolveDatabase::open(path, 16);
  EXPECT_GT(db.size(), 0U);
  const SolveResult resumed = solve_with(board, &db);
  expect_same_answer(cold, resumed, board);
  EXPECT_GT(resumed.db_hits, 0U);
  EXPECT_LT(resumed.nodes, cold.nodes * 2 / 3) << resumed.nodes << " nodes resumed, " << cold.nodes << " cold";
}

// Every kind of damage is refused with one line naming the file, and the file stays as it was.
TEST(SolveDatabase, DamagedAndForeignFilesAreRefusedUntouched) {
  DbFolder folder;
  const std::string good_path = folder.file("good.sdb");
  {
    SolveDatabase db = SolveDatabase::open(good_path, 16);
    solve_with(kDbBoard, &db);
  }
  const std::string good = read_bytes(good_path);
  ASSERT_GT(good.size(), 40U);
  std::vector<std::pair<std::string, std::string>> cases = {
      {"empty", ""},
      {"truncated", good.substr(0, good.size() - 5)},
      {"header only", good.substr(0, 20)},
      {"text", "domineering 5x5: P\n"},
      {"longer", good + "x"},
  };
  for (std::size_t at : {std::size_t{3}, std::size_t{9}, std::size_t{13}, std::size_t{25}, good.size() / 2,
                         good.size() - 1}) {
    std::string flipped = good;
    flipped[at] = static_cast<char>(flipped[at] ^ 0x10);
    cases.emplace_back("byte " + std::to_string(at) + " flipped", flipped);
  }
  for (const auto& [what, bytes] : cases) {
    const std::string path = folder.file("bad.sdb");
    write_bytes(path, bytes);
    try {
      SolveDatabase::open(path);
      ADD_FAILURE() << what << ": accepted";
    } catch (const DomainError& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find("'" + path + "'"), std::string::npos) << what << ": " << message;
      EXPECT_EQ(message.find('\n'), std::string::npos) << what << ": " << message;
    }
    EXPECT_EQ(read_bytes(path), bytes) << what << ": the file was changed";
    EXPECT_FALSE(fs::exists(path + ".lock")) << what;
  }
  // The version and the key scheme are named.
  std::string version = good;
  version[8] = 2;
  write_bytes(folder.file("v.sdb"), version);
  EXPECT_THROW(
      {
        try {
          SolveDatabase::open(folder.file("v.sdb"));
        } catch (const DomainError& e) {
          EXPECT_NE(std::string(e.what()).find("format version 2"), std::string::npos) << e.what();
          throw;
        }
      },
      DomainError);
}

TEST(SolveDatabase, AFileTooBigForTheMemoryLimitIsRefused) {
  DbFolder folder;
  const std::string path = folder.file("big.sdb");
  {
    SolveDatabase db = SolveDatabase::open(path, 1);
    solve_with(kDbBoard, &db);
  }
  Context context;
  ContextScope scope(context);
  context.set_limits({.work = 0, .memory = 4096});
  EXPECT_THROW(SolveDatabase::open(path), BudgetError);
  context.set_limits({});
  EXPECT_NO_THROW(SolveDatabase::open(path));
}

TEST(SolveDatabase, SomethingThatIsNotAFileIsRefused) {
  DbFolder folder;
  EXPECT_THROW(SolveDatabase::open("-"), DomainError);
  EXPECT_THROW(SolveDatabase::open("/dev/null"), DomainError);
  EXPECT_THROW(SolveDatabase::open(folder.file("")), DomainError);                 // a directory
  EXPECT_THROW(SolveDatabase::open(folder.file("no/such/folder.sdb")), DomainError);
}

// Two processes adding answers to one file many times, at the same time: none is lost.
TEST(SolveDatabase, TwoProcessesKeepEachOthersAnswers) {
  DbFolder folder;
  const std::string path = folder.file("shared.sdb");
  const int rounds = 40;
  const int per_round = 50;
  auto answers_of = [&](int process, int round) {
    std::vector<std::pair<std::uint64_t, solve::Answer>> answers;
    for (int i = 0; i < per_round; ++i) {
      const std::uint64_t key = (std::uint64_t(process + 1) << 40) | (std::uint64_t(round) << 20) | std::uint64_t(i);
      answers.emplace_back(key, solve::make_answer(i % 2 == 0, 1000 + i));
    }
    return answers;
  };
  std::vector<pid_t> children;
  for (int process = 0; process < 2; ++process) {
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      int status = 0;
      try {
        for (int round = 0; round < rounds; ++round) {
          SolveDatabase db = SolveDatabase::open(path);  // what the other wrote so far, or nothing
          db.add(process == 0 ? "domineering" : "clobber", answers_of(process, round));
          db.save();
        }
      } catch (...) {
        status = 1;
      }
      std::_Exit(status);
    }
    children.push_back(pid);
  }
  for (pid_t pid : children) {
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  SolveDatabase db = SolveDatabase::open(path);
  EXPECT_EQ(db.size(), std::size_t{2} * rounds * per_round);
  for (int process = 0; process < 2; ++process) {
    const solve::AnswerSet& set = db.section(process == 0 ? "domineering" : "clobber");
    for (int round = 0; round < rounds; ++round) {
      for (const auto& [key, answer] : answers_of(process, round)) {
        ASSERT_EQ(set.find(key), std::optional<bool>(solve::answer_wins(answer))) << process << " " << round;
      }
    }
  }
  // Each ruleset's answers are in its own section only.
  EXPECT_EQ(db.section("domineering").size(), std::size_t{rounds} * per_round);
  EXPECT_FALSE(db.section("clobber").find(answers_of(0, 0).front().first).has_value());
}

TEST(SolveDatabase, WithoutAFileItServesOneProcess) {
  SolveDatabase db(16);
  const SolveResult first = solve_with(kDbBoard, &db);
  const SolveResult second = solve_with(kDbBoard, &db);
  expect_same_answer(first, second, kDbBoard);
  EXPECT_GT(second.db_hits, 0U);
  EXPECT_NO_THROW(db.save());  // nothing to write
}

}  // namespace
}  // namespace cgt
