// The sweep lr-ending-canonical (src/sweeps/lr_ending_canonical.cpp): its census of day 2 against
// an independent brute force, its counterexamples of day 3 against play, results that do not
// depend on the context a task runs in, and the parameters it refuses.

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "core/json.hpp"
#include "sweeps/sweeps.hpp"
#include "support/ending_brute.hpp"
#include "support/ending_builders.hpp"

namespace cgt::sweeps {
namespace {

using ::cgt::Json;
using testing::BruteEnding;

using Parameters = std::map<std::string, std::string, std::less<>>;

struct SweepRun {
  std::vector<std::string> results;  // by task
  SummaryOutput summary;
  Json json;  // the summary's
};

// Every task in a fresh context, in order, then the summary.
SweepRun run_all(const Parameters& parameters) {
  Context context;
  ContextScope scope(context);
  const std::unique_ptr<Sweep> sweep = make_lr_ending_canonical_sweep(parameters);
  SweepRun run;
  const std::unique_ptr<Summary> summary = sweep->start_summary();
  for (std::uint64_t i = 0; i < sweep->task_count(); ++i) {
    run.results.push_back(sweep->run_task(i));
    summary->add(i, run.results.back());
  }
  run.summary = summary->finish();
  run.json = Json::parse(run.summary.json);
  return run;
}

std::set<std::string> forms_met(const SweepRun& run) {
  std::set<std::string> forms;
  for (const std::string& result : run.results) {
    const Json json = Json::parse(result);
    for (const Json& entry : json.at("forms")) forms.insert(entry.at("form").get<std::string>());
  }
  return forms;
}

// Day 2, rebuilt from nothing: the trees born by day 2 (every set of the five trees born by day
// 1), each simplified; their outcomes in sums found by playing the sums out; a distinguishing
// position for two forms searched among random trees and sums of two.
TEST(SweepLrEndingCanonical, DayTwoAgreesWithBruteForce) {
  BruteEnding brute;
  std::vector<int> day1{BruteEnding::kL, BruteEnding::kR};
  for (const std::vector<int>& options :
       std::vector<std::vector<int>>{{BruteEnding::kL}, {BruteEnding::kR}, {BruteEnding::kL, BruteEnding::kR}}) {
    day1.push_back(brute.make(options));
  }
  std::vector<int> born_by_two{BruteEnding::kL, BruteEnding::kR};
  for (unsigned mask = 1; mask < 32; ++mask) {
    std::vector<int> options;
    for (unsigned i = 0; i < 5; ++i) {
      if ((mask >> i & 1U) != 0) options.push_back(day1[i]);
    }
    born_by_two.push_back(brute.make(options));
  }

  for (const std::string bound : {"2", "3"}) {
    SCOPED_TRACE("--search-bound " + bound);
    const SweepRun run = run_all({{"--birthday", "2"}, {"--search-bound", bound}});
    Context context;
    ContextScope scope(context);
    std::set<std::string> forms;
    std::vector<int> form_trees;
    for (std::size_t i = 2; i < born_by_two.size(); ++i) {  // the 31 option sets
      const ending::Position simplified = ending::simplify(brute.to_position(born_by_two[i]));
      if (forms.insert(ending::to_text(simplified)).second) form_trees.push_back(brute.from_position(simplified));
    }
    EXPECT_EQ(forms_met(run), forms);
    EXPECT_EQ(run.json.at("distinct_forms"), forms.size());
    EXPECT_EQ(run.json.at("positions"), 31);

    // Signatures over the trees born by day 2 (equivalent, one by one, to the 29 forms searched
    // with bound 2).
    if (bound == "2") {
      std::set<std::vector<ending::Outcome>> signatures;
      for (int form : form_trees) {
        std::vector<ending::Outcome> signature;
        for (int x : born_by_two) signature.push_back(brute.outcome({form, x}));
        signatures.insert(signature);
      }
      EXPECT_EQ(run.json.at("signature_classes"), signatures.size());
    }

    // Every two different forms are told apart by play.
    std::mt19937_64 rng(2024);
    std::vector<std::vector<int>> contexts;
    for (int i = 0; i < 4000; ++i) {
      std::vector<int> x{brute.random(rng, 4, 3)};
      if (i % 2 == 1) x.push_back(brute.random(rng, 3, 3));
      contexts.push_back(x);
    }
    std::uint64_t not_told_apart = 0;
    for (std::size_t a = 0; a < form_trees.size(); ++a) {
      for (std::size_t b = a + 1; b < form_trees.size(); ++b) {
        bool apart = false;
        for (const std::vector<int>& x : contexts) {
          std::vector<int> with_a = x;
          std::vector<int> with_b = x;
          with_a.push_back(form_trees[a]);
          with_b.push_back(form_trees[b]);
          if (brute.outcome(with_a) != brute.outcome(with_b)) {
            apart = true;
            break;
          }
        }
        if (!apart) ++not_told_apart;
      }
    }
    EXPECT_EQ(not_told_apart, 0U);
    EXPECT_EQ(run.json.at("counterexamples"), not_told_apart);
    EXPECT_EQ(run.json.at("equivalence_classes"), forms.size());
    EXPECT_EQ(run.summary.counterexamples, 0U);
    EXPECT_TRUE(run.summary.extra_lines.empty());
  }
}

// Day 3 has different simplified forms that are equivalent: each pair the sweep reports is
// equivalent in every context tried by play, and the smallest is *L ≡ {{*L, X_1}}.
TEST(SweepLrEndingCanonical, DayThreeCounterexamplesHoldInPlay) {
  const SweepRun run = run_all({{"--birthday", "3"}, {"--max-options", "2"}});
  EXPECT_EQ(run.json.at("positions"), 435);
  EXPECT_EQ(run.json.at("distinct_forms"), 347);
  EXPECT_EQ(run.json.at("equivalence_classes"), 293);
  EXPECT_EQ(run.json.at("counterexamples"), 54);
  EXPECT_EQ(run.json.at("undecided"), 0);
  ASSERT_EQ(run.summary.extra_lines.size(), 54U);

  Context context;
  ContextScope scope(context);
  BruteEnding brute;
  const testing::EndingContexts contexts(brute, 303, 300, {BruteEnding::kL, BruteEnding::kR});
  bool smallest = false;
  for (const std::string& text : run.summary.extra_lines) {
    const Json line = Json::parse(text);
    EXPECT_EQ(line.at("kind"), "equivalent");
    const std::string a = line.at("first_form").get<std::string>();
    const std::string b = line.at("form").get<std::string>();
    smallest = smallest || (a == "*L" && b == "{{*L, X_1}}");
    // Different simplified forms, each reached from its raw position.
    EXPECT_NE(a, b);
    EXPECT_EQ(ending::to_text(ending::simplify(testing::P(line.at("first_position").get<std::string>().c_str()))), a);
    EXPECT_EQ(ending::to_text(ending::simplify(testing::P(line.at("position").get<std::string>().c_str()))), b);
    EXPECT_EQ(ending::to_text(ending::simplify(testing::P(b.c_str()))), b);
    const std::string x = contexts.distinguish(brute, brute.from_position(testing::P(a.c_str())), brute.from_position(testing::P(b.c_str())));
    EXPECT_EQ(x, "") << a << " and " << b << " differ in a sum with " << x;
  }
  EXPECT_TRUE(smallest);
}

// Tasks give the same bytes in a fresh context and in one that made other positions first and
// runs the tasks backwards (clearing it half way).
TEST(SweepLrEndingCanonical, ResultsDoNotDependOnTheContext) {
  const Parameters parameters{{"--birthday", "3"}, {"--max-options", "2"}};
  const SweepRun forward = run_all(parameters);
  ASSERT_GE(forward.results.size(), 2U);

  Context context;
  ContextScope scope(context);
  const std::unique_ptr<Sweep> sweep = make_lr_ending_canonical_sweep(parameters);
  BruteEnding brute;
  std::mt19937_64 rng(77);
  for (int i = 0; i < 2000; ++i) (void)ending::simplify(brute.to_position(brute.random(rng, 4, 4)));
  (void)ending::search_space(2);
  (void)ending::find_inverse(testing::P("{*L, *R_1}"), 2);
  std::vector<std::string> backward(sweep->task_count());
  for (std::uint64_t i = sweep->task_count(); i-- > 0;) {
    backward[i] = sweep->run_task(i);
    if (i == 1) context.clear();  // after the last task, before the first
  }
  for (std::size_t i = 0; i < backward.size(); ++i) EXPECT_EQ(backward[i], forward.results[i]) << "task " << i;

  const std::unique_ptr<Summary> summary = sweep->start_summary();
  for (std::size_t i = 0; i < backward.size(); ++i) summary->add(i, backward[i]);
  const SummaryOutput output = summary->finish();
  EXPECT_EQ(output.json, forward.summary.json);
  EXPECT_EQ(output.text, forward.summary.text);
  EXPECT_EQ(output.extra_lines, forward.summary.extra_lines);
}

TEST(SweepLrEndingCanonical, DescribesItself) {
  Context context;
  ContextScope scope(context);
  const std::unique_ptr<Sweep> sweep = make_lr_ending_canonical_sweep({{"--birthday", "3"}, {"--max-options", "2"}});
  EXPECT_EQ(sweep->name(), "lr-ending-canonical");
  EXPECT_EQ(sweep->parameters(), R"({"birthday":3,"max_options":2,"search_bound":3})");
  EXPECT_EQ(sweep->task_count(), 2U);
  EXPECT_EQ(sweep->describe_task(0), "option sets 0..249 of 435 (1-2 options)");
  EXPECT_EQ(sweep->describe_task(1), "option sets 250..434 of 435 (2 options)");
  EXPECT_THROW((void)sweep->run_task(2), DomainError);
  const std::unique_ptr<Sweep> all = make_lr_ending_canonical_sweep({{"--birthday", "2"}});
  EXPECT_EQ(all->parameters(), R"({"birthday":2,"max_options":null,"search_bound":3})");
  const std::unique_ptr<Sweep> big = make_lr_ending_canonical_sweep({{"--birthday", "3"}, {"--max-options", "7"}});
  EXPECT_EQ(big->task_count(), 2183U);  // 2182395 option sets, 1000 a task
}

template <typename Error>
void expect_refused(const Parameters& parameters, const std::vector<std::string>& words) {
  Context context;
  ContextScope scope(context);
  try {
    (void)make_lr_ending_canonical_sweep(parameters);
    ADD_FAILURE() << "accepted";
  } catch (const Error& e) {
    const std::string message = e.what();
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    for (const std::string& word : words) EXPECT_NE(message.find(word), std::string::npos) << message;
    if constexpr (std::is_same_v<Error, DomainError>) {
      EXPECT_EQ(ending::store_size(), 2U) << "work done before refusing: " << message;
    }
  }
}

TEST(SweepLrEndingCanonical, RefusesBadParameters) {
  expect_refused<DomainError>({}, {"--birthday"});
  expect_refused<DomainError>({{"--max-options", "2"}}, {"--birthday"});
  for (const std::string bad : {"0", "5", "x", "-1", "", "3.0", "99999999999999999999999"}) {
    expect_refused<DomainError>({{"--birthday", bad}}, {"--birthday"});
  }
  for (const std::string bad : {"0", "abc", "10000000"}) {
    expect_refused<DomainError>({{"--birthday", "2"}, {"--max-options", bad}}, {"--max-options"});
  }
  expect_refused<DomainError>({{"--birthday", "2"}, {"--search-bound", "4"}}, {"--search-bound"});
  expect_refused<DomainError>({{"--birthday", "2"}, {"--upto", "4"}}, {"--upto"});
  // Too many: day 3 has 2^29 − 1 option sets, day 4 needs every form of day 3.
  expect_refused<LimitError>({{"--birthday", "3"}}, {"536870911", "--max-options", "7"});
  expect_refused<LimitError>({{"--birthday", "3"}, {"--max-options", "8"}}, {"6474540", "--max-options"});
  expect_refused<LimitError>({{"--birthday", "4"}, {"--max-options", "2"}}, {"--birthday 4", "day 3"});
}

}  // namespace
}  // namespace cgt::sweeps
