// `cgt nhe [--json] "P1 P2 ... PN"`: Not High Element — Grundy value, longest play, winning
// moves.

#include <memory>

#include "cgt/not_high_element.hpp"
#include "cli/command.hpp"
#include "cli/impartial_commands.hpp"
#include "cli/impartial_json.hpp"

namespace cgt::cli {

void add_nhe_command(CLI::App& app) {
  auto* command =
      app.add_subcommand("nhe", "Not High Element on a permutation of 1..N: value, longest play, winning moves");
  struct Options {
    std::string permutation;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("PERMUTATION", options->permutation, "e.g. \"3 1 4 2 5\" ('-' reads standard input)")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    std::vector<std::uint32_t> tokens = parse_permutation(read_position(options->permutation));
    NotHighElementAnalysis analysis = analyze_not_high_element(tokens);
    if (options->json) {
      nlohmann::json out;
      out["grundy"] = analysis.grundy;
      out["max_moves"] = analysis.max_moves.to_string();
      nlohmann::json moves = nlohmann::json::array();
      for (std::uint32_t token : analysis.winning_tokens) {
        moves.push_back({{"token", token}});
      }
      out["moves"] = std::move(moves);
      print_json_exact(out);
    } else {
      std::string text = "grundy " + std::to_string(analysis.grundy) + "\nmax_moves " + analysis.max_moves.to_string() +
                         "\nwinning moves:";
      for (std::uint32_t token : analysis.winning_tokens) {
        text += " move token " + std::to_string(token) + " to the front";
      }
      if (analysis.winning_tokens.empty()) {
        text += " none";
      }
      print_text(text + "\n");
    }
  });
}

}  // namespace cgt::cli
