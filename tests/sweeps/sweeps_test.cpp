// The sweeps against brute force written here: the End Nim histogram from rows enumerated and
// valued independently (plain recursion over the rules, no table), the octal census from a
// naive mex and a naive reading of the periodicity theorem; the published bounds; task results
// that do not depend on what ran before in the context; bad parameters refused before work.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/sweep.hpp"
#include "cgt/sweep_runner.hpp"
#include "support/mex.hpp"

namespace cgt::sweeps {
namespace {

using Json = nlohmann::json;
using Parameters = std::map<std::string, std::string, std::less<>>;

std::vector<std::string> all_results(const Sweep& sweep) {
  std::vector<std::string> results;
  for (std::uint64_t i = 0; i < sweep.task_count(); ++i) results.push_back(sweep.run_task(i));
  return results;
}

// End Nim by its rules: Left takes from the first pile, Right from the last, plain recursion.
Game end_nim_by_rules(const std::vector<std::uint64_t>& row, std::map<std::vector<std::uint64_t>, Game>& memo) {
  if (row.empty()) return Game();
  if (auto it = memo.find(row); it != memo.end()) return it->second;
  std::vector<Game> left;
  std::vector<Game> right;
  for (std::uint64_t size = 0; size < row.front(); ++size) {
    std::vector<std::uint64_t> option(row.begin() + (size == 0 ? 1 : 0), row.end());
    if (size > 0) option.front() = size;
    left.push_back(end_nim_by_rules(option, memo));
  }
  for (std::uint64_t size = 0; size < row.back(); ++size) {
    std::vector<std::uint64_t> option(row.begin(), row.end() - (size == 0 ? 1 : 0));
    if (size > 0) option.back() = size;
    right.push_back(end_nim_by_rules(option, memo));
  }
  return memo[row] = game_from_options(std::move(left), std::move(right));
}

TEST(EndNimAtomicWeightsSweep, HistogramMatchesRowsValuedByTheRules) {
  Context context;
  ContextScope scope(context);
  const auto sweep = make_sweep("end-nim-atomic-weights", {{"--piles", "4"}, {"--max", "4"}});
  // Every row by the rules (the sweep's tasks go by length, then by the middle piles).
  std::map<std::vector<std::uint64_t>, Game> memo;
  std::map<std::string, std::uint64_t> expected;
  std::vector<std::string> rows;
  for (std::size_t k = 1; k <= 4; ++k) {
    std::vector<std::uint64_t> row(k, 1);
    for (;;) {
      const auto weight = atomic_weight(end_nim_by_rules(row, memo));
      ASSERT_TRUE(weight.has_value());
      ++expected[to_string(*weight)];
      std::string text;
      for (auto p : row) {
        if (!text.empty()) text += '|';
        text += std::to_string(p);
      }
      rows.push_back(text);
      std::size_t i = k;
      while (i > 0 && row[i - 1] == 4) row[--i] = 1;
      if (i == 0) break;
      ++row[i - 1];
    }
  }
  std::map<std::string, std::uint64_t> found;
  std::uint64_t covered = 0;
  std::set<std::string> firsts;
  for (const std::string& line : all_results(*sweep)) {
    const Json r = Json::parse(line);
    EXPECT_TRUE(firsts.insert(r.at("first").get<std::string>()).second) << line;
    EXPECT_NE(std::find(rows.begin(), rows.end(), r.at("last").get<std::string>()), rows.end()) << line;
    covered += r.at("rows").get<std::uint64_t>();
    for (const Json& entry : r.at("histogram")) found[entry.at("weight")] += entry.at("rows").get<std::uint64_t>();
    EXPECT_TRUE(r.at("counterexamples").empty());
  }
  EXPECT_EQ(covered, rows.size());
  EXPECT_EQ(found, expected);
}

// Published: every row of up to 8 piles of size at most 2, and of up to 4 piles of size at
// most 8, has an integer atomic weight in −7..7.
TEST(EndNimAtomicWeightsSweep, PublishedBoundsHold) {
  for (const Parameters& parameters : {Parameters{{"--piles", "8"}, {"--max", "2"}}, Parameters{{"--piles", "4"}, {"--max", "8"}}}) {
    const auto sweep = make_sweep("end-nim-atomic-weights", parameters);
    RunOptions options;
    options.threads = 2;
    const RunResult result = run_sweep(*sweep, options);
    const Json summary = Json::parse(result.summary.json);
    EXPECT_EQ(summary.at("counterexamples"), 0);
    EXPECT_EQ(summary.at("not_atomic"), 0);
    for (const Json& entry : summary.at("histogram")) {
      const int weight = std::stoi(entry.at("weight").get<std::string>());
      EXPECT_LE(std::abs(weight), 7) << summary;
    }
    // A row and its reverse are negatives: the histogram is symmetric.
    const Json& h = summary.at("histogram");
    for (std::size_t i = 0; i < h.size(); ++i) {
      EXPECT_EQ(std::stoi(h[i].at("weight").get<std::string>()), -std::stoi(h[h.size() - 1 - i].at("weight").get<std::string>()));
      EXPECT_EQ(h[i].at("rows"), h[h.size() - 1 - i].at("rows"));
    }
  }
}

// Grundy values by mex over the rules of the code, and the least period certified by the
// periodicity theorem read naively: for each p, the least q from which the known values repeat
// with period p, certified when the values reach 2q + 2p + t − 1.
struct Naive {
  std::vector<std::uint32_t> values;
  std::optional<std::pair<std::size_t, std::size_t>> period;  // (period, preperiod)
};

Naive naive_octal(const std::string& digits_after_point, std::size_t upto) {
  std::vector<int> d{0};
  for (char c : digits_after_point) d.push_back(c - '0');
  const std::size_t t = d.size() - 1;
  Naive n;
  n.values.assign(upto + 1, 0);
  for (std::size_t heap = 1; heap <= upto; ++heap) {
    std::vector<std::uint32_t> options;
    for (std::size_t k = 1; k <= t && k <= heap; ++k) {
      const std::size_t rest = heap - k;
      if ((d[k] & 1) && rest == 0) options.push_back(0);
      if ((d[k] & 2) && rest >= 1) options.push_back(n.values[rest]);
      if (d[k] & 4) {
        for (std::size_t a = 1; a + 1 <= rest; ++a) options.push_back(n.values[a] ^ n.values[rest - a]);
      }
    }
    n.values[heap] = static_cast<std::uint32_t>(testing::mex(options));
  }
  for (std::size_t p = 1; p <= upto; ++p) {
    std::size_t q = upto + 1 - std::min(upto + 1, p);  // least q with values[n + p] == values[n] for q <= n <= upto − p
    while (q > 0 && n.values[q - 1 + p] == n.values[q - 1]) --q;
    if (2 * q + 2 * p + t - 1 <= upto) {
      n.period = std::make_pair(p, q);
      break;
    }
  }
  return n;
}

TEST(OctalCensusSweep, EveryTwoDigitCodeMatchesNaiveMexAndPeriod) {
  const std::size_t upto = 600;
  const auto sweep = make_sweep("octal-census", {{"--digits", "2"}, {"--upto", std::to_string(upto)}});
  ASSERT_EQ(sweep->task_count(), 56U);
  std::size_t periodic = 0;
  for (const std::string& line : all_results(*sweep)) {
    const Json r = Json::parse(line);
    const std::string code = r.at("code");
    const Naive naive = naive_octal(code.substr(2), upto);
    if (naive.period) {
      ++periodic;
      ASSERT_EQ(r.at("status"), "periodic") << code;
      EXPECT_EQ(r.at("period"), naive.period->first) << code;
      EXPECT_EQ(r.at("preperiod"), naive.period->second) << code;
      const std::size_t through = r.at("certified_at");
      EXPECT_EQ(r.at("largest"), *std::max_element(naive.values.begin(), naive.values.begin() + through + 1)) << code;
    } else {
      EXPECT_EQ(r.at("status"), "unresolved") << code;
      EXPECT_EQ(r.at("largest"), *std::max_element(naive.values.begin(), naive.values.end())) << code;
    }
  }
  EXPECT_GT(periodic, 30U);
}

TEST(OctalCensusSweep, KnownGames) {
  const auto sweep = make_sweep("octal-census", {{"--digits", "2"}, {"--upto", "2000"}});
  // Codes in lexicographic order, last digit 1..7: 0.07 is task 6, 0.77 task 55.
  EXPECT_EQ(sweep->describe_task(6), "code 0.07");
  const Json dawson = Json::parse(sweep->run_task(6));
  EXPECT_EQ(dawson.at("period"), 34);
  EXPECT_EQ(dawson.at("preperiod"), 53);
  const Json kayles = Json::parse(sweep->run_task(55));
  EXPECT_EQ(kayles.at("code"), "0.77");
  EXPECT_EQ(kayles.at("period"), 12);
  EXPECT_EQ(kayles.at("preperiod"), 71);
}

// Three-digit codes against OEIS (Sprague-Grundy values of octal games, after Winning Ways ch. 4):
// A071435 (.177: period 20, last exception at n = 496; .451 has its values shifted by one),
// A071453 (.117: period 48), A125829 (.115: period 14), A125912 (.141: period 11, last exception 13).
TEST(OctalCensusSweep, PublishedThreeDigitCodes) {
  const auto sweep = make_sweep("octal-census", {{"--digits", "3"}, {"--upto", "3000"}});
  const auto code_task = [](const std::string& code) {
    return static_cast<std::uint64_t>(((code[2] - '0') * 8 + (code[3] - '0')) * 7 + (code[4] - '1'));
  };
  const auto check = [&](const std::string& code, int period, int preperiod) {
    EXPECT_EQ(sweep->describe_task(code_task(code)), "code " + code);
    const Json r = Json::parse(sweep->run_task(code_task(code)));
    EXPECT_EQ(r.at("period"), period) << code;
    EXPECT_EQ(r.at("preperiod"), preperiod) << code;
  };
  check("0.177", 20, 497);  // values G(1..), last exception n = 496: periodic from 497
  check("0.451", 20, 498);
  check("0.117", 48, 47);
  check("0.115", 14, 1);
  check("0.141", 11, 14);
}

// The ordinal variant: every row of piles ω·a + b below ω·3, b ≤ 2, up to 3 piles; the finite
// rows' outcomes and winning first moves against the game by its rules (plain recursion).
TEST(EndNimOrdinalMovesSweep, EveryRowCheckedAndFiniteRowsMatchTheRules) {
  Context context;
  ContextScope scope(context);
  const auto sweep = make_sweep("end-nim-ordinal-moves", {{"--piles", "3"}, {"--omega-times", "3"}, {"--max", "2"}});
  const std::vector<std::string> results = all_results(*sweep);
  auto summary = sweep->start_summary();
  for (std::uint64_t i = 0; i < results.size(); ++i) summary->add(i, results[i]);
  const Json totals = Json::parse(summary->finish().json);
  EXPECT_EQ(totals.at("rows"), 8 + 64 + 512);  // sizes 1, 2, ω, ω+1, ω+2, ω·2, ω·2+1, ω·2+2
  EXPECT_EQ(totals.at("game_trees"), 2 + 4 + 8);
  EXPECT_EQ(totals.at("counterexamples"), 0) << summary->finish().text;
  EXPECT_EQ(totals.at("shapes").at("other"), 0);
  std::uint64_t outcomes = 0;
  for (const auto& [name, count] : totals.at("outcomes").items()) outcomes += count.get<std::uint64_t>();
  EXPECT_EQ(outcomes, 584U);

  // Finite piles only: the outcome counts equal those of the rows valued by the rules.
  const auto finite = make_sweep("end-nim-ordinal-moves", {{"--piles", "4"}, {"--omega-times", "1"}, {"--max", "4"}});
  auto finite_summary = finite->start_summary();
  const std::vector<std::string> finite_results = all_results(*finite);
  for (std::uint64_t i = 0; i < finite_results.size(); ++i) finite_summary->add(i, finite_results[i]);
  const Json finite_totals = Json::parse(finite_summary->finish().json);
  std::map<std::vector<std::uint64_t>, Game> memo;
  std::map<std::string, std::uint64_t> by_rules;
  std::vector<std::uint64_t> row;
  const std::function<void()> each_row = [&] {
    if (!row.empty()) ++by_rules[outcome_name(outcome(end_nim_by_rules(row, memo)))];
    if (row.size() == 4) return;
    for (std::uint64_t size = 1; size <= 4; ++size) {
      row.push_back(size);
      each_row();
      row.pop_back();
    }
  };
  each_row();
  for (const char* name : {"L", "R", "N", "P"}) {
    EXPECT_EQ(finite_totals.at("outcomes").at(name).get<std::uint64_t>(), by_rules[name]) << name;
  }
  EXPECT_EQ(finite_totals.at("counterexamples"), 0);
}

TEST(Sweeps, TaskResultsDoNotDependOnWhatRanBefore) {
  for (const auto& [name, parameters] : std::vector<std::pair<std::string, Parameters>>{
           {"end-nim-atomic-weights", {{"--piles", "4"}, {"--max", "5"}}},
           {"end-nim-ordinal-moves", {{"--piles", "3"}, {"--omega-times", "2"}, {"--max", "3"}}},
           {"octal-census", {{"--digits", "2"}, {"--upto", "300"}}}}) {
    const auto sweep = make_sweep(name, parameters);
    std::vector<std::string> forward;
    {
      Context context;
      ContextScope scope(context);
      forward = all_results(*sweep);
    }
    Context context;
    ContextScope scope(context);
    std::mt19937_64 random(15);
    std::vector<std::uint64_t> order(sweep->task_count());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), random);
    for (std::uint64_t i : order) {
      if (i % 7 == 0) context.clear();
      EXPECT_EQ(sweep->run_task(i), forward[i]) << name << " task " << i;
    }
  }
}

void expect_refused(const std::string& name, const Parameters& parameters, const std::string& message) {
  try {
    (void)make_sweep(name, parameters);
    ADD_FAILURE() << name << ": no error";
  } catch (const std::exception& e) {
    EXPECT_EQ(std::string(e.what()), message);
  }
}

TEST(Sweeps, BadParametersAreRefusedBeforeWork) {
  expect_refused("nope", {}, "unknown sweep 'nope' (known: end-nim-atomic-weights, end-nim-ordinal-moves, lr-ending-canonical, octal-census)");
  expect_refused("octal-census", {{"--digits", "2"}}, "--upto is required");
  expect_refused("octal-census", {{"--digits", "9"}, {"--upto", "10"}}, "--digits must be a whole number from 1 to 6, not '9'");
  expect_refused("octal-census", {{"--digits", "2"}, {"--upto", "1e3"}},
                 "--upto must be a whole number from 1 to 1000000, not '1e3'");
  expect_refused("octal-census", {{"--digits", "2"}, {"--upto", "10"}, {"--piles", "2"}}, "sweep octal-census has no option --piles");
  expect_refused("end-nim-atomic-weights", {{"--piles", "32"}, {"--max", "64"}},
                 "end-nim-atomic-weights: rows of up to 32 piles of sizes 1..64 are more than 2^40; lower --piles or --max");
  EXPECT_THROW((void)make_sweep("end-nim-atomic-weights", {{"--piles", "32"}, {"--max", "64"}}), LimitError);
  expect_refused("end-nim-ordinal-moves", {{"--piles", "12"}, {"--omega-times", "16"}, {"--max", "32"}},
                 "end-nim-ordinal-moves: rows of up to 12 piles of 527 sizes are more than 2^36; lower --piles, "
                 "--omega-times or --max");
  expect_refused("end-nim-ordinal-moves", {{"--piles", "2"}, {"--omega-times", "1"}, {"--max", "0"}},
                 "end-nim-ordinal-moves: with --omega-times 1 the piles are 1..M; --max must be at least 1");
}

}  // namespace
}  // namespace cgt::sweeps
