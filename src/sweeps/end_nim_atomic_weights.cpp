// end-nim-atomic-weights: paper 000 conjectures that every (finite) Partizan End Nim position has
// an integer atomic weight. Every row of 1..K piles of sizes 1..M (tasks: see Task below). Per
// row: the canonical form by the short-game engine (end_nim_game) and its atomic weight by the
// atomic weight calculus.

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"
#include "core/json.hpp"
#include "sweeps/sweeps.hpp"

namespace cgt::sweeps {

namespace {


constexpr std::uint64_t kMaxPiles = 32;
constexpr std::uint64_t kMaxSize = 64;
// Rows in all: beyond this the sweep would not finish on any cluster we know of.
constexpr std::uint64_t kMaxRows = std::uint64_t{1} << 40;

std::string row_text(const std::vector<std::uint64_t>& row) {
  std::string text;
  for (std::uint64_t pile : row) {
    if (!text.empty()) text += '|';
    text += std::to_string(pile);
  }
  return text;
}

// An integer weight as a number for sorting; other weights sort after every integer, by text.
struct WeightOrder {
  bool operator()(const std::string& a, const std::string& b) const {
    const auto value = [](const std::string& s) -> std::optional<long long> {
      if (s.empty() || s.size() > 18 || s.find_first_not_of("-0123456789") != std::string::npos) {
        return std::nullopt;
      }
      return std::stoll(s);
    };
    const auto va = value(a);
    const auto vb = value(b);
    if (va && vb) return *va < *vb;
    if (va || vb) return va.has_value();
    return a < b;
  }
};

class EndNimAtomicWeights final : public Sweep {
 public:
  EndNimAtomicWeights(std::uint64_t piles, std::uint64_t max) : piles_(piles), max_(max) {
    // Rows: M + M^2 + … + M^K; middles of the longest rows: M^(K−2).
    std::uint64_t count = 1;
    std::uint64_t middles = 1;
    for (std::uint64_t k = 1; k <= piles_; ++k) {
      if (count > kMaxRows / max_) {
        throw LimitError("end-nim-atomic-weights: rows of up to " + std::to_string(piles_) + " piles of sizes 1.." +
                         std::to_string(max_) + " are more than 2^40; lower --piles or --max");
      }
      count *= max_;
      rows_ += count;
      if (k >= 3) middles *= max_;
    }
    // At most about 250 000 tasks: middles grouped when there are more.
    middles_per_task_ = std::max<std::uint64_t>(1, (middles + 249'999) / 250'000);
    lengths_.push_back({1, 0, 1});  // the single piles: one task
    tasks_ = 1;
    std::uint64_t length_middles = 1;
    for (std::uint64_t k = 2; k <= piles_; ++k) {
      const std::uint64_t k_tasks = (length_middles + middles_per_task_ - 1) / middles_per_task_;
      lengths_.push_back({k, tasks_, length_middles});
      tasks_ += k_tasks;
      length_middles *= max_;
    }
  }

  std::string name() const override { return "end-nim-atomic-weights"; }
  std::string parameters() const override {
    return dump_json(Json{{"max", json_integer(max_)}, {"piles", json_integer(piles_)}});
  }
  std::uint64_t task_count() const override { return tasks_; }
  std::string describe_task(std::uint64_t index) const override {
    const Task task = task_at(index);
    return "rows " + row_text(row(task, task.first_middle, 1, 1)) + " to " +
           row_text(row(task, task.end_middle - 1, max_, max_));
  }

  std::string run_task(std::uint64_t index) const override {
    const Task task = task_at(index);
    std::map<std::string, std::uint64_t, WeightOrder> histogram;
    Json counterexamples = Json::array();
    Json not_atomic = Json::array();
    std::uint64_t rows = 0;
    const std::uint64_t ends = task.length == 1 ? 1 : max_;
    for (std::uint64_t middle = task.first_middle; middle < task.end_middle; ++middle) {
      for (std::uint64_t first = 1; first <= max_; ++first) {
        for (std::uint64_t last = 1; last <= ends; ++last) {
          const std::vector<std::uint64_t> piles = row(task, middle, first, last);
          ++rows;
          const Game value = end_nim_game(piles);
          const std::optional<Game> weight = atomic_weight(value);
          if (!weight) {
            not_atomic.push_back(Json{{"canonical", to_string(value)}, {"row", row_text(piles)}});
            continue;
          }
          const std::optional<Dyadic> number = number_value(*weight);
          const std::string text = to_string(*weight);
          ++histogram[text];
          if (!number || !number->is_integer()) {
            counterexamples.push_back(
                Json{{"atomic_weight", text}, {"canonical", to_string(value)}, {"row", row_text(piles)}});
          }
        }
      }
    }
    Json weights = Json::array();
    for (const auto& [weight, count] : histogram) {
      weights.push_back(Json{{"rows", json_integer(count)}, {"weight", weight}});
    }
    return dump_json(Json{{"counterexamples", std::move(counterexamples)},
                          {"first", row_text(row(task, task.first_middle, 1, 1))},
                          {"histogram", std::move(weights)},
                          {"last", row_text(row(task, task.end_middle - 1, max_, ends))},
                          {"not_atomic", std::move(not_atomic)},
                          {"rows", json_integer(rows)}});
  }

  std::unique_ptr<Summary> start_summary() const override { return std::make_unique<Totals>(*this); }

 private:
  // A task covers the rows of one length whose middle piles (all but the first and the last)
  // are in a range of middles, each middle with every first and last pile. Left moves on the
  // first pile and Right on the last, so a row's options of the same length share its middle:
  // they are in the same task, and the worker's End Nim table (in its context) keeps the
  // shorter rows for the next tasks. (Tasks of consecutive rows in lexicographic order made
  // every worker value nearly every row: two threads were slower than one.)
  struct Length {
    std::uint64_t length;
    std::uint64_t first_task;
    std::uint64_t middles;
  };
  struct Task {
    std::uint64_t length;
    std::uint64_t first_middle;
    std::uint64_t end_middle;
  };
  Task task_at(std::uint64_t index) const {
    std::size_t l = lengths_.size() - 1;
    while (lengths_[l].first_task > index) --l;
    const Length& length = lengths_[l];
    const std::uint64_t first = (index - length.first_task) * middles_per_task_;
    return {length.length, first, std::min(length.middles, first + middles_per_task_)};
  }
  // The row of the task's length with this middle (base-M digits, size − 1, most significant first).
  std::vector<std::uint64_t> row(const Task& task, std::uint64_t middle, std::uint64_t first, std::uint64_t last) const {
    std::vector<std::uint64_t> piles(task.length);
    piles.front() = first;
    if (task.length >= 2) piles.back() = last;
    for (std::size_t i = task.length >= 2 ? task.length - 1 : 0; i-- > 1;) {
      piles[i] = middle % max_ + 1;
      middle /= max_;
    }
    return piles;
  }

  class Totals final : public Summary {
   public:
    explicit Totals(const EndNimAtomicWeights& sweep) : sweep_(sweep) {}
    void add(std::uint64_t /*task*/, std::string_view result) override {
      const Json r = Json::parse(result);
      rows_ += r.at("rows").get<std::uint64_t>();
      not_atomic_ += r.at("not_atomic").size();
      counterexamples_ += r.at("counterexamples").size();
      for (const Json& entry : r.at("histogram")) {
        histogram_[entry.at("weight").get<std::string>()] += entry.at("rows").get<std::uint64_t>();
      }
      ++tasks_;
    }
    SummaryOutput finish() override {
      SummaryOutput out;
      Json weights = Json::array();
      std::string listed;
      for (const auto& [weight, count] : histogram_) {
        weights.push_back(Json{{"rows", json_integer(count)}, {"weight", weight}});
        listed += "  " + weight + ": " + std::to_string(count) + " rows\n";
      }
      out.counterexamples = counterexamples_;
      out.json = dump_json(Json{{"counterexamples", json_integer(counterexamples_)},
                                {"histogram", std::move(weights)},
                                {"max", json_integer(sweep_.max_)},
                                {"not_atomic", json_integer(not_atomic_)},
                                {"piles", json_integer(sweep_.piles_)},
                                {"rows", json_integer(rows_)},
                                {"sweep", sweep_.name()},
                                {"tasks", json_integer(tasks_)}});
      out.text = "sweep end-nim-atomic-weights: every row of 1.." + std::to_string(sweep_.piles_) +
                 " piles of sizes 1.." + std::to_string(sweep_.max_) + "\n";
      out.text += "rows: " + std::to_string(rows_) + " in " + std::to_string(tasks_) + " tasks\n";
      out.text += "non-integer atomic weights: " + std::to_string(counterexamples_) +
                  (counterexamples_ == 0 ? " (the conjecture holds for these rows)\n" : " (listed in the --out file)\n");
      out.text += "not atomic: " + std::to_string(not_atomic_) + "\n";
      out.text += "atomic weights:\n" + listed;
      return out;
    }

   private:
    const EndNimAtomicWeights& sweep_;
    std::map<std::string, std::uint64_t, WeightOrder> histogram_;
    std::uint64_t rows_ = 0, tasks_ = 0, counterexamples_ = 0, not_atomic_ = 0;
  };

  std::uint64_t piles_;
  std::uint64_t max_;
  std::uint64_t rows_ = 0;
  std::uint64_t middles_per_task_ = 1;
  std::vector<Length> lengths_;
  std::uint64_t tasks_ = 0;
};

}  // namespace

std::unique_ptr<Sweep> make_end_nim_atomic_weights_sweep(const Parameters& parameters) {
  const std::uint64_t piles = natural_parameter(parameters, "--piles", 1, kMaxPiles);
  const std::uint64_t max = natural_parameter(parameters, "--max", 1, kMaxSize);
  return std::make_unique<EndNimAtomicWeights>(piles, max);
}

}  // namespace cgt::sweeps
