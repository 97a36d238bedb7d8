// Every subcommand honours its budgets and a cancellation (docs/cli.md, "Limits"): run through
// commands::run on an input big enough to need them, each one ends with the error of the limit
// that was set — a work limit of 1000 steps with BudgetError (work), a memory limit of 64 KiB
// with BudgetError (memory), a cancellation requested before the call (what Ctrl-C does) with
// CancelledError — and the same input under the defaults gives an answer, so the errors are the
// limits' and not the input's. Budgets, not timers: nothing here depends on speed.

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/context.hpp"
#include "cgt/error.hpp"

namespace cgt::commands {
namespace {

struct LimitCase {
  std::string name;  // for messages: the subcommand and what the input is
  Request request;
};

std::string repeated(const std::string& item, std::size_t count, const std::string& separator) {
  std::string out;
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) out += separator;
    out += item;
  }
  return out;
}

std::string numbers(std::size_t from, std::size_t to, const std::string& prefix = "") {
  std::string out;
  for (std::size_t i = from; i <= to; ++i) {
    if (i > from) out += ' ';
    out += prefix + std::to_string(i);
  }
  return out;
}

Request request(std::string command, std::vector<std::string> arguments,
                std::map<std::string, std::string, std::less<>> options = {}) {
  Request r;
  r.command = std::move(command);
  r.arguments = std::move(arguments);
  r.options = std::move(options);
  return r;
}

// One input per subcommand (two where a mode has work of its own), each needing more than 1000
// steps and 64 KiB, and answered within the defaults.
std::vector<LimitCase> cases() {
  const std::string row = numbers(1, 20000);          // 20000 piles: 160 KB as a row of ordinals
  const std::string naturals = numbers(1, 20000);
  const std::string fewer = numbers(1, 19999);
  return {
      {"ordinal: products of a 2^2000000", request("ordinal", {"2^2000000" + repeated("*1", 200, "")})},
      {"endnim: a row of 20000 piles", request("endnim", {row})},
      {"nim: 20000 heaps", request("nim", {row})},
      {"welter: 20000 coins", request("welter", {row})},
      {"game: heat(^<300>, 1)", request("game", {"heat(^<300>, 1)"})},
      {"compare: ^<300> and ^<299>", request("compare", {"^<300>", "^<299>"})},
      {"solve: Domineering 5x5", request("solve", {"domineering(\".....|.....|.....|.....|.....\")"})},
      {"partial-nim: 20000 piles", request("partial-nim", {numbers(1, 20000, "b")})},
      {"partial-nim --canonical", request("partial-nim", {"b3 b3 b4 b8 r6 r10 r6 b12 r12 b9"}, {{"--canonical", ""}})},
      {"impartial: a sum of 3000 nimbers", request("impartial", {repeated("*7", 3000, " + ")})},
      {"chain: 20000 nimbers", request("chain", {}, {{"--nimbers", naturals}, {"--substitutes", fewer}})},
      {"nhe: a permutation of 40000", request("nhe", {numbers(1, 40000)})},
      {"boxes: 20000 boxes", request("boxes", {}, {{"--stones", naturals}, {"--labels", fewer}})},
      {"octal: 0.106 to heap 20000", request("octal", {"0.106"}, {{"--upto", "20000"}, {"--json", ""}})},
      {"octal --misere", request("octal", {"0.77"}, {{"--misere", ""}, {"--upto", "30"}})},
      {"misere: *300", request("misere", {"*300"})},
      {"ending: a sum of 20000 positions", request("ending", {repeated("*L", 20000, " + ")})},
      {"even-nim: 20000 piles", request("even-nim", {repeated("2 4 6 8", 5000, " ")})},
      {"lr-subtraction: 20000 piles", request("lr-subtraction", {repeated("1 2 3 4", 5000, " ")}, {{"--set", "2,5"}})},
      {"lr-subtraction --upto 100000", request("lr-subtraction", {}, {{"--set", "2,5"}, {"--upto", "100000"}})},
      {"sweep: octal-census", request("sweep", {"octal-census"}, {{"--digits", "1"}, {"--upto", "20000"}, {"--threads", "1"}})},
      {"demo", request("demo", {})},
  };
}

// Runs `r` in a fresh context with `limits`; `cancel` asks it to stop before it starts.
void run_with(const Request& r, Limits limits, bool cancel = false) {
  Context context;
  ContextScope scope(context);
  context.set_limits(limits);
  if (cancel) {
    context.cancel();
  }
  (void)commands::run(r);
}

constexpr std::size_t kGiB = std::size_t{1} << 30;

TEST(Limits, EverySubcommandIsCovered) {
  std::map<std::string, bool> covered;
  for (const LimitCase& c : cases()) {
    covered[c.request.command] = true;
  }
  for (const CommandInfo& info : command_infos()) {
    EXPECT_TRUE(covered.contains(info.name)) << "no limit test for cgt " << info.name;
  }
}

TEST(Limits, EachInputIsAnsweredWithinTheDefaults) {
  for (const LimitCase& c : cases()) {
    SCOPED_TRACE(c.name);
    EXPECT_NO_THROW(run_with(c.request, default_limits(c.request)));
  }
}

TEST(Limits, WorkLimitStopsEverySubcommand) {
  for (const LimitCase& c : cases()) {
    SCOPED_TRACE(c.name);
    try {
      run_with(c.request, {.work = 1000, .memory = 2 * kGiB});
      ADD_FAILURE() << "no BudgetError under a work limit of 1000 steps";
    } catch (const BudgetError& e) {
      EXPECT_EQ(e.resource(), BudgetError::Resource::kWork) << e.what();
    } catch (const DomainError& e) {
      // The sweep reports the first task's error, naming the task.
      EXPECT_EQ(c.request.command, "sweep") << e.what();
      EXPECT_NE(std::string(e.what()).find("work limit"), std::string::npos) << e.what();
    }
  }
}

TEST(Limits, MemoryLimitStopsEverySubcommand) {
  for (const LimitCase& c : cases()) {
    SCOPED_TRACE(c.name);
    try {
      run_with(c.request, {.work = 0, .memory = 64 * 1024});
      ADD_FAILURE() << "no BudgetError under a memory limit of 64 KiB";
    } catch (const BudgetError& e) {
      EXPECT_EQ(e.resource(), BudgetError::Resource::kMemory) << e.what();
    } catch (const DomainError& e) {
      EXPECT_EQ(c.request.command, "sweep") << e.what();
      EXPECT_NE(std::string(e.what()).find("memory"), std::string::npos) << e.what();
    }
  }
}

TEST(Limits, CancellationStopsEverySubcommand) {
  for (const LimitCase& c : cases()) {
    SCOPED_TRACE(c.name);
    EXPECT_THROW(run_with(c.request, {.work = 0, .memory = 2 * kGiB}, /*cancel=*/true), CancelledError);
  }
}

// partial-nim --canonical had a fixed cap of 2·10^7 steps that --work-limit did not raise: this
// position needs more (and well under the default 2·10^8).
TEST(Limits, PartialNimCanonicalFormFollowsTheWorkLimit) {
  const Request r = request("partial-nim", {"g29 b10 r38 r28 r7 g6 r47 b4 b44 b50"}, {{"--canonical", ""}});
  Context context;
  ContextScope scope(context);
  context.set_limits({.work = 0, .memory = 2 * kGiB});
  (void)commands::run(r);
  const std::uint64_t needed = context.work_done();
  EXPECT_GT(needed, 20'000'000U);
  EXPECT_LT(needed, 200'000'000U);
  // The same position under a limit just above what it needs, and just below.
  context.clear();
  context.set_limits({.work = needed + 100'000, .memory = 2 * kGiB});
  EXPECT_NO_THROW((void)commands::run(r));
  context.clear();
  context.set_limits({.work = needed / 2, .memory = 2 * kGiB});
  EXPECT_THROW((void)commands::run(r), BudgetError);
}

}  // namespace
}  // namespace cgt::commands
