// end-nim-ordinal-moves: the ordinal variant of the End Nim sweep. Atomic weights are defined
// for short games only, and a row with a pile ≥ ω has infinitely many options, so what the
// ordinal rows are swept for is what paper 000 does say about them (NOTES.md: "the set of
// winning first moves of a player is never arbitrary: at most the single target 0 plus one
// interval [a, α)"). Every row of 1..K piles of sizes ω·a + b (a < C, b ≤ M, not both 0):
//   * the winning first moves that cgt reports (end_nim::analyze, derived from Proposition 14
//     and Observation 9) have that shape;
//   * each reported set agrees, target by target, with first principles: a move wins exactly
//     when the row it leaves is a win for the mover moving second. The targets tried are every
//     ω·a' + b' below the pile with b' ≤ M + 1 and both sides of every interval end;
//   * a row of finite piles has the outcome of its game tree (the short-game engine).
// A row failing any of these is a counterexample.

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <vector>

#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/ordinal_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "core/json.hpp"
#include "sweeps/sweeps.hpp"

namespace cgt::sweeps {

namespace {

using end_nim::Analysis;
using end_nim::Row;
using end_nim::TargetSet;

constexpr std::uint64_t kMaxOrdinalPiles = 12;
constexpr std::uint64_t kMaxOmegas = 16;
constexpr std::uint64_t kMaxFinite = 32;
constexpr std::uint64_t kMaxOrdinalRows = std::uint64_t{1} << 36;
constexpr std::uint64_t kRowsPerTask = 4096;

// The shapes a set of winning targets of a pile α can have under the paper's claim.
enum class Shape { kNone, kZero, kInterval, kZeroAndInterval, kOther };
constexpr std::array<const char*, 5> kShapeNames = {"none", "0", "[a,p)", "0 and [a,p)", "other"};

Shape shape_of(const TargetSet& targets, const Ordinal& pile) {
  const Ordinal one(1);
  if (targets.empty()) return Shape::kNone;
  if (targets.size() == 1) {
    if (targets[0].from.is_zero() && targets[0].below == one) return Shape::kZero;
    if (targets[0].below == pile) return Shape::kInterval;  // [0, α) included: every move wins
    return Shape::kOther;
  }
  if (targets.size() == 2 && targets[0].from.is_zero() && targets[0].below == one && targets[1].below == pile &&
      one < targets[1].from) {
    return Shape::kZeroAndInterval;
  }
  return Shape::kOther;
}

// Targets to try for a pile: ω·a' + b' below it (b' ≤ finite_max + 1) and both sides of each
// interval end, sorted and without repeats.
std::vector<Ordinal> targets_to_try(const Ordinal& pile, std::uint64_t omegas, std::uint64_t finite_max,
                                    const TargetSet& reported) {
  std::vector<Ordinal> targets;
  for (std::uint64_t a = 0; a < omegas; ++a) {
    const Ordinal base = Ordinal::omega() * Ordinal(a);
    for (std::uint64_t b = 0; b <= finite_max + 1; ++b) {
      targets.push_back(base + Ordinal(b));
    }
  }
  for (const end_nim::Interval& interval : reported) {
    for (const Ordinal& end : {interval.from, interval.below}) {
      targets.push_back(end);
      targets.push_back(end + Ordinal(1));
      if (end.is_successor()) targets.push_back(end - Ordinal(1));
    }
  }
  std::erase_if(targets, [&](const Ordinal& t) { return !(t < pile); });
  std::sort(targets.begin(), targets.end());
  targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
  return targets;
}

std::string row_text(const Row& row) {
  std::string text;
  for (const Ordinal& pile : row) {
    if (!text.empty()) text += '|';
    text += format_ordinal(pile);
  }
  return text;
}

std::string targets_text(const TargetSet& targets) {
  std::string text;
  for (const end_nim::Interval& interval : targets) {
    if (!text.empty()) text += " U ";
    text.append("[").append(format_ordinal(interval.from)).append(", ").append(format_ordinal(interval.below)).append(")");
  }
  return text.empty() ? "none" : text;
}

class EndNimOrdinalMoves final : public Sweep {
 public:
  EndNimOrdinalMoves(std::uint64_t piles, std::uint64_t omegas, std::uint64_t finite_max)
      : piles_(piles), omegas_(omegas), finite_max_(finite_max), sizes_(omegas * (finite_max + 1) - 1) {
    if (sizes_ == 0) {
      throw DomainError("end-nim-ordinal-moves: with --omega-times 1 the piles are 1..M; --max must be at least 1");
    }
    std::uint64_t count = 1;
    for (std::uint64_t k = 1; k <= piles_; ++k) {
      if (count > kMaxOrdinalRows / sizes_) {
        throw LimitError("end-nim-ordinal-moves: rows of up to " + std::to_string(piles_) + " piles of " +
                         std::to_string(sizes_) + " sizes are more than 2^36; lower --piles, --omega-times or --max");
      }
      count *= sizes_;
      first_task_.push_back(tasks_);
      rows_of_length_.push_back(count);
      tasks_ += (count + kRowsPerTask - 1) / kRowsPerTask;
    }
  }

  std::string name() const override { return "end-nim-ordinal-moves"; }
  std::string parameters() const override {
    return dump_json(Json{{"max", json_integer(finite_max_)},
                          {"omega_times", json_integer(omegas_)},
                          {"piles", json_integer(piles_)}});
  }
  std::uint64_t task_count() const override { return tasks_; }
  std::string describe_task(std::uint64_t index) const override {
    const auto [length, first, end] = task_rows(index);
    return "rows " + row_text(row(length, first)) + " to " + row_text(row(length, end - 1));
  }

  std::string run_task(std::uint64_t index) const override {
    const auto [length, first, end] = task_rows(index);
    std::array<std::uint64_t, 4> outcomes{};
    std::array<std::uint64_t, kShapeNames.size()> shapes{};
    Json counterexamples = Json::array();
    std::uint64_t targets_checked = 0;
    std::uint64_t trees_checked = 0;
    for (std::uint64_t r = first; r < end; ++r) {
      const Row piles = row(length, r);
      const Analysis analysis = end_nim::analyze(piles);
      ++outcomes[static_cast<std::size_t>(analysis.outcome)];
      std::string problem;
      for (const bool left : {true, false}) {
        const TargetSet& moves = left ? analysis.left_moves : analysis.right_moves;
        const Ordinal& pile = left ? piles.front() : piles.back();
        const Shape shape = shape_of(moves, pile);
        ++shapes[static_cast<std::size_t>(shape)];
        const char* who = left ? "Left" : "Right";
        if (shape == Shape::kOther) {
          problem += std::string(who) + "'s winning targets " + targets_text(moves) + " are not 0 and one interval; ";
        }
        if (!moves.empty() != (left ? left_wins_moving_first(analysis.outcome)
                                    : right_wins_moving_first(analysis.outcome))) {
          problem += std::string(who) + "'s winning targets disagree with the outcome; ";
        }
        for (const Ordinal& target : targets_to_try(pile, omegas_, finite_max_, moves)) {
          ++targets_checked;
          Row after = piles;
          if (left) {
            if (target.is_zero()) after.erase(after.begin());
            else after.front() = target;
          } else {
            if (target.is_zero()) after.pop_back();
            else after.back() = target;
          }
          const Outcome next = end_nim::analyze(after).outcome;
          const bool wins = left ? !right_wins_moving_first(next) : !left_wins_moving_first(next);
          if (wins != end_nim::contains(moves, target)) {
            problem += std::string(who) + " moving to " + format_ordinal(target) + (wins ? " wins" : " loses") +
                       " but the reported targets are " + targets_text(moves) + "; ";
            break;
          }
        }
      }
      if (std::all_of(piles.begin(), piles.end(), [](const Ordinal& p) { return p.is_finite(); })) {
        std::vector<std::uint64_t> finite;
        for (const Ordinal& p : piles) finite.push_back(p.small_value());
        ++trees_checked;
        const Outcome tree = outcome(end_nim_game(finite));
        if (tree != analysis.outcome) {
          problem += std::string("the game tree's outcome is ") + outcome_name(tree) + ", Observation 9 gives " +
                     outcome_name(analysis.outcome) + "; ";
        }
      }
      if (!problem.empty()) {
        problem.resize(problem.size() - 2);
        counterexamples.push_back(Json{{"left_moves", targets_text(analysis.left_moves)},
                                       {"outcome", outcome_name(analysis.outcome)},
                                       {"problem", problem},
                                       {"right_moves", targets_text(analysis.right_moves)},
                                       {"row", row_text(piles)}});
      }
    }
    Json outcome_counts = Json::object();
    for (std::size_t o = 0; o < outcomes.size(); ++o) {
      outcome_counts[outcome_name(static_cast<Outcome>(o))] = json_integer(outcomes[o]);
    }
    Json shape_counts = Json::object();
    for (std::size_t s = 0; s < shapes.size(); ++s) shape_counts[kShapeNames[s]] = json_integer(shapes[s]);
    return dump_json(Json{{"counterexamples", std::move(counterexamples)},
                          {"first", row_text(row(length, first))},
                          {"game_trees", json_integer(trees_checked)},
                          {"last", row_text(row(length, end - 1))},
                          {"outcomes", std::move(outcome_counts)},
                          {"rows", json_integer(end - first)},
                          {"shapes", std::move(shape_counts)},
                          {"targets", json_integer(targets_checked)}});
  }

  std::unique_ptr<Summary> start_summary() const override { return std::make_unique<Totals>(*this); }

 private:
  struct TaskRows {
    std::uint64_t length;
    std::uint64_t first;
    std::uint64_t end;
  };
  // Task i: kRowsPerTask consecutive rows of one length, in lexicographic order of the sizes.
  TaskRows task_rows(std::uint64_t index) const {
    std::size_t l = first_task_.size() - 1;
    while (first_task_[l] > index) --l;
    const std::uint64_t first = (index - first_task_[l]) * kRowsPerTask;
    return {l + 1, first, std::min(rows_of_length_[l], first + kRowsPerTask)};
  }
  // Size number s (0-based, increasing): ω·a + b with a·(M + 1) + b = s + 1.
  Ordinal size(std::uint64_t s) const {
    const std::uint64_t a = (s + 1) / (finite_max_ + 1);
    const std::uint64_t b = (s + 1) % (finite_max_ + 1);
    return Ordinal::omega() * Ordinal(a) + Ordinal(b);
  }
  Row row(std::uint64_t length, std::uint64_t number) const {
    Row piles(length);
    for (std::size_t i = length; i-- > 0;) {
      piles[i] = size(number % sizes_);
      number /= sizes_;
    }
    return piles;
  }

  class Totals final : public Summary {
   public:
    explicit Totals(const EndNimOrdinalMoves& sweep) : sweep_(sweep) {}
    void add(std::uint64_t /*task*/, std::string_view result) override {
      const Json r = Json::parse(result);
      rows_ += r.at("rows").get<std::uint64_t>();
      targets_ += r.at("targets").get<std::uint64_t>();
      trees_ += r.at("game_trees").get<std::uint64_t>();
      counterexamples_ += r.at("counterexamples").size();
      for (const auto& [name, count] : r.at("outcomes").items()) outcomes_[name] += count.get<std::uint64_t>();
      for (const auto& [name, count] : r.at("shapes").items()) shapes_[name] += count.get<std::uint64_t>();
      ++tasks_;
    }
    SummaryOutput finish() override {
      SummaryOutput out;
      Json outcomes = Json::object();
      for (const char* name : {"L", "R", "N", "P"}) outcomes[name] = json_integer(outcomes_[name]);
      Json shapes = Json::object();
      for (const char* name : kShapeNames) shapes[name] = json_integer(shapes_[name]);
      out.counterexamples = counterexamples_;
      out.json = dump_json(Json{{"counterexamples", json_integer(counterexamples_)},
                                {"game_trees", json_integer(trees_)},
                                {"max", json_integer(sweep_.finite_max_)},
                                {"omega_times", json_integer(sweep_.omegas_)},
                                {"outcomes", outcomes},
                                {"piles", json_integer(sweep_.piles_)},
                                {"rows", json_integer(rows_)},
                                {"shapes", shapes},
                                {"sweep", sweep_.name()},
                                {"targets", json_integer(targets_)},
                                {"tasks", json_integer(tasks_)}});
      out.text = "sweep end-nim-ordinal-moves: every row of 1.." + std::to_string(sweep_.piles_) +
                 " piles of sizes w*a+b, a < " + std::to_string(sweep_.omegas_) +
                 ", b <= " + std::to_string(sweep_.finite_max_) + "\n";
      out.text += "rows: " + std::to_string(rows_) + " in " + std::to_string(tasks_) + " tasks; " +
                  std::to_string(targets_) + " moves tried, " + std::to_string(trees_) +
                  " finite rows against their game trees\n";
      out.text += "counterexamples: " + std::to_string(counterexamples_) +
                  (counterexamples_ == 0 ? " (winning moves are 0 and one interval [a, p), as paper 000 says)\n"
                                         : " (listed in the --out file)\n");
      out.text += "outcomes:";
      for (const char* name : {"L", "R", "N", "P"}) out.text.append(" ").append(name).append(" ").append(std::to_string(outcomes_[name]));
      out.text += "\nwinning targets of the moving pile (Left and Right counted apart):\n";
      for (const char* name : kShapeNames) out.text.append("  ").append(name).append(": ").append(std::to_string(shapes_[name])).append("\n");
      return out;
    }

   private:
    const EndNimOrdinalMoves& sweep_;
    std::map<std::string, std::uint64_t> outcomes_;
    std::map<std::string, std::uint64_t> shapes_;
    std::uint64_t rows_ = 0, tasks_ = 0, counterexamples_ = 0, targets_ = 0, trees_ = 0;
  };

  std::uint64_t piles_;
  std::uint64_t omegas_;
  std::uint64_t finite_max_;
  std::uint64_t sizes_;
  std::vector<std::uint64_t> first_task_;
  std::vector<std::uint64_t> rows_of_length_;
  std::uint64_t tasks_ = 0;
};

}  // namespace

std::unique_ptr<Sweep> make_end_nim_ordinal_moves_sweep(const Parameters& parameters) {
  const std::uint64_t piles = natural_parameter(parameters, "--piles", 1, kMaxOrdinalPiles);
  const std::uint64_t omegas = natural_parameter(parameters, "--omega-times", 1, kMaxOmegas);
  const std::uint64_t finite_max = natural_parameter(parameters, "--max", 0, kMaxFinite);
  return std::make_unique<EndNimOrdinalMoves>(piles, omegas, finite_max);
}

}  // namespace cgt::sweeps
