// `cgt lr-subtraction [--json] --set 2,5 "n1 n2 ..."` and `--sequence N`: LR-ending
// subtraction games (paper 003 §4.2).

#include <memory>
#include <optional>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "cgt/lr_subtraction.hpp"
#include "cli/command.hpp"
#include "cli/lr_pile_list.hpp"

namespace cgt::cli {

namespace {
const char* player_text(bool left, bool right) {
  return left && right ? "both" : left ? "L" : "R";
}
// Period detection looks this far (or up to the requested N / the largest pile).
constexpr std::uint64_t kPeriodSearch = 1'000'000;
constexpr std::uint64_t kMaxSequence = 1'000'000;
// Positions the period search may create: a periodic sequence needs few (S = {2, 5}: 8), a
// sequence whose simplified values keep growing would fill memory.
constexpr std::size_t kPeriodBudget = 200'000;

// The value period, or nullopt when none shows within `limit` values or the values grow past
// the store's limits (Theorems 3.9 and 3.10 do not reduce every sequence to a periodic one).
std::optional<lr_subtraction::Period> try_find_period(lr_subtraction::SubtractionGame& game, std::uint64_t limit) {
  try {
    ending::StoreBudget budget(kPeriodBudget);
    return game.find_period(limit);
  } catch (const LimitError&) {
    return std::nullopt;
  }
}
}  // namespace

void add_lr_subtraction_command(CLI::App& app) {
  auto* command = app.add_subcommand(
      "lr-subtraction", "LR-ending subtraction game (paper 003 §4.2): outcome, winning moves, value sequence");
  struct Options {
    std::string set;
    std::string piles;
    std::optional<std::uint64_t> sequence;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("--set", options->set, "subtraction set, e.g. 2,5 (elements ≥ 2)")->required();
  command->add_option("PILES", options->piles, "pile sizes, e.g. \"3 7 12\" (- reads standard input)");
  command->add_option("--sequence", options->sequence, "print the values of one pile of 0..N instead")
      ->check(CLI::NonNegativeNumber);
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    lr_subtraction::SubtractionGame game(parse_pile_list(options->set, "subtraction set"));
    const bool sequence = options->sequence.has_value();
    if (sequence == !options->piles.empty()) {
      throw DomainError("give either pile sizes or --sequence N, not both or neither");
    }
    if (sequence) {
      const std::uint64_t n = *options->sequence;
      if (n > kMaxSequence) throw DomainError("--sequence N is limited to N ≤ " + std::to_string(kMaxSequence));
      const std::optional<lr_subtraction::Period> period = try_find_period(game, std::max(n, kPeriodSearch));
      const std::optional<lr_subtraction::Period> outcome_period =
          lr_subtraction::outcome_period(game, std::max(n, kPeriodSearch));
      nlohmann::json values = nlohmann::json::array();
      std::string outcomes;
      ending::StoreBudget budget(8'000'000);
      for (std::uint64_t k = 0; k <= n; ++k) {
        const ending::Position v = game.value(k);
        try {
          values.push_back(ending::to_text(v));
        } catch (const LimitError& e) {
          throw LimitError("value of a pile of " + std::to_string(k) + " tokens: " + e.what());
        }
        outcomes += ending::outcome_name(v.outcome());
      }
      const auto optional_number = [](const std::optional<std::uint64_t>& x) {
        return x ? nlohmann::json(*x) : nlohmann::json(nullptr);
      };
      if (options->json) {
        print_json(
            {{"values", values},
             {"outcomes", outcomes},
             {"period", optional_number(period ? std::optional(period->period) : std::nullopt)},
             {"preperiod", optional_number(period ? std::optional(period->preperiod) : std::nullopt)},
             {"outcome_period", optional_number(outcome_period ? std::optional(outcome_period->period) : std::nullopt)},
             {"outcome_preperiod",
              optional_number(outcome_period ? std::optional(outcome_period->preperiod) : std::nullopt)}});
        return;
      }
      std::string text;
      for (std::uint64_t k = 0; k <= n; ++k) {
        text += std::to_string(k) + "  " + outcomes[k] + "  " + values[k].get<std::string>() + "\n";
      }
      text += period ? "values: period " + std::to_string(period->period) + ", preperiod " +
                           std::to_string(period->preperiod) + "\n"
                     : "values: no period found within " + std::to_string(std::max(n, kPeriodSearch)) + " values\n";
      if (outcome_period) {
        text += "outcomes: period " + std::to_string(outcome_period->period) + ", preperiod " +
                std::to_string(outcome_period->preperiod) + "\n";
      }
      print_text(text);
      return;
    }
    const std::vector<std::uint64_t> piles = parse_pile_list(read_position(options->piles), "piles");
    std::uint64_t largest = 0;
    for (std::uint64_t p : piles) largest = std::max(largest, p);
    if (largest > kPeriodSearch && !try_find_period(game, kPeriodSearch)) {
      throw LimitError("pile of " + std::to_string(largest) + " tokens: no period of the value sequence within " +
                       std::to_string(kPeriodSearch) + " values");
    }
    const lr_subtraction::RowAnalysis row = lr_subtraction::analyse_row(game, piles);
    const std::vector<lr_subtraction::Move> moves = lr_subtraction::winning_moves(game, piles);
    if (options->json) {
      nlohmann::json list = nlohmann::json::array();
      for (const auto& m : moves) {
        list.push_back({{"pile", m.pile + 1}, {"to", m.to}, {"for", player_text(m.for_left, m.for_right)}});
      }
      print_json({{"outcome", ending::outcome_name(row.outcome)}, {"moves", list}, {"closed_form", row.closed_form}});
      return;
    }
    std::string text = std::string("outcome ") + ending::outcome_name(row.outcome) + "\n";
    for (const auto& m : moves) {
      text += "  pile " + std::to_string(m.pile + 1) + " -> " + std::to_string(m.to) + "  (wins for " +
              player_text(m.for_left, m.for_right) + ")\n";
    }
    print_text(text);
  });
}

}  // namespace cgt::cli
