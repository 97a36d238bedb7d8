// `cgt lr-subtraction [--json] --set 2,5 "n1 n2 ..."` and `--sequence N`: LR-ending
// subtraction games (paper 003 §4.2).

#include <memory>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "cgt/lr_subtraction.hpp"
#include "cli/command.hpp"
#include "cli/lr_pile_list.hpp"

namespace cgt::cli {

namespace {
const char* player_text(bool left, bool right) { return left && right ? "both" : left ? "L" : "R"; }
// Period detection looks this far past the requested values (or the largest pile).
constexpr std::uint64_t kPeriodSearch = 1'000'000;
constexpr std::uint64_t kMaxSequence = 1'000'000;
}  // namespace

void add_lr_subtraction_command(CLI::App& app) {
  auto* command = app.add_subcommand(
      "lr-subtraction", "LR-ending subtraction game (paper 003 §4.2): outcome, winning moves, value sequence");
  struct Options {
    std::string set;
    std::string piles;
    std::int64_t sequence = -1;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("--set", options->set, "subtraction set, e.g. 2,5 (elements ≥ 2)")->required();
  command->add_option("PILES", options->piles, "pile sizes, e.g. \"3 7 12\" (- reads standard input)");
  command->add_option("--sequence", options->sequence, "print the values of one pile of 0..N instead");
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    lr_subtraction::SubtractionGame game(parse_pile_list(options->set, "subtraction set"));
    const bool sequence = options->sequence >= 0;
    if (sequence == !options->piles.empty()) {
      throw DomainError("give either pile sizes or --sequence N, not both or neither");
    }
    if (sequence) {
      const auto n = static_cast<std::uint64_t>(options->sequence);
      if (n > kMaxSequence) throw DomainError("--sequence N is limited to N ≤ " + std::to_string(kMaxSequence));
      const std::optional<lr_subtraction::Period> period = game.find_period(std::max(n, kPeriodSearch));
      nlohmann::json values = nlohmann::json::array();
      std::string outcomes;
      for (std::uint64_t k = 0; k <= n; ++k) {
        const ending::Position v = game.value(k);
        values.push_back(ending::to_text(v));
        outcomes += ending::outcome_name(v.outcome());
      }
      if (options->json) {
        print_json({{"values", values},
                    {"outcomes", outcomes},
                    {"period", period ? nlohmann::json(period->period) : nlohmann::json(nullptr)},
                    {"preperiod", period ? nlohmann::json(period->preperiod) : nlohmann::json(nullptr)}});
        return;
      }
      std::string text;
      for (std::uint64_t k = 0; k <= n; ++k) {
        text += std::to_string(k) + "  " + outcomes[k] + "  " + values[k].get<std::string>() + "\n";
      }
      text += period ? "period " + std::to_string(period->period) + ", preperiod " + std::to_string(period->preperiod) + "\n"
                     : "no period found within " + std::to_string(std::max(n, kPeriodSearch)) + " values\n";
      print_text(text);
      return;
    }
    const std::vector<std::uint64_t> piles = parse_pile_list(read_position(options->piles), "piles");
    std::uint64_t largest = 0;
    for (std::uint64_t p : piles) largest = std::max(largest, p);
    if (largest > kPeriodSearch && !game.find_period(kPeriodSearch)) {
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
