// `cgt even-nim [--json] "n1 n2 ..."`: Even Nim from a starting position (every pile untouched).

#include <memory>

#include "cgt/error.hpp"
#include "cgt/even_nim.hpp"
#include "cli/command.hpp"
#include "cli/lr_pile_list.hpp"

namespace cgt::cli {

namespace {
const char* player_text(bool left, bool right) {
  return left && right ? "both" : left ? "L" : "R";
}
}  // namespace

void add_even_nim_command(CLI::App& app) {
  auto* command = app.add_subcommand("even-nim", "Even Nim (LR-ending, paper 003 §4.1): outcome and winning moves");
  struct Options {
    std::string piles;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("PILES", options->piles, "even pile sizes, e.g. \"4 6 10\" (- reads standard input)")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    const std::vector<std::uint64_t> sizes = parse_pile_list(read_position(options->piles), "Even Nim piles");
    std::vector<even_nim::Pile> piles;
    piles.reserve(sizes.size());
    for (std::size_t i = 0; i < sizes.size(); ++i) {
      if (sizes[i] % 2 != 0) {
        throw DomainError("pile " + std::to_string(i + 1) + " has " + std::to_string(sizes[i]) +
                          " tokens: Even Nim piles start with an even number");
      }
      piles.push_back({sizes[i], false});
    }
    const ending::Outcome outcome = even_nim::outcome(piles);
    const even_nim::WinningMoves moves = even_nim::winning_moves(piles);
    if (options->json) {
      nlohmann::json list = nlohmann::json::array();
      for (const even_nim::Move& m : moves.moves) {
        list.push_back({{"pile", m.pile + 1}, {"to", m.to}, {"for", player_text(m.for_left, m.for_right)}});
      }
      nlohmann::json out{{"outcome", ending::outcome_name(outcome)}, {"moves", list}};
      if (moves.truncated) out["moves_truncated"] = true;
      print_json(out);
      return;
    }
    std::string text = std::string("outcome ") + ending::outcome_name(outcome) + "\n";
    for (const even_nim::Move& m : moves.moves) {
      text += "  pile " + std::to_string(m.pile + 1) + " -> " + std::to_string(m.to) + "  (wins for " +
              player_text(m.for_left, m.for_right) + ")\n";
    }
    if (moves.truncated) text += "  … (more winning moves not listed)\n";
    print_text(text);
  });
}

}  // namespace cgt::cli
