// `cgt boxes [--json] --stones n1,...,nk --labels c2,...,ck`: the boxes ruleset of paper 002.

#include <memory>

#include "cgt/boxes.hpp"
#include "cgt/natural_list.hpp"
#include "cli/command.hpp"
#include "cli/impartial_commands.hpp"
#include "cli/impartial_json.hpp"

namespace cgt::cli {

void add_boxes_command(CLI::App& app) {
  auto* command =
      app.add_subcommand("boxes", "The boxes ruleset: remove stones from a box, later boxes reset to labels");
  struct Options {
    std::string stones;
    std::string labels;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("--stones", options->stones, "n1,...,nk ('-' reads standard input)")->required();
  command->add_option("--labels", options->labels, "c2,...,ck: what boxes 2..k reset to ('-' reads standard input)");
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    std::vector<Integer> stones = parse_natural_list(read_position(options->stones), "--stones");
    std::vector<Integer> labels = parse_natural_list(read_position(options->labels), "--labels");
    BoxesAnalysis analysis = analyze_boxes(stones, labels);
    if (options->json) {
      nlohmann::json out;
      out["grundy"] = big_number(analysis.grundy);
      nlohmann::json moves = nlohmann::json::array();
      for (const BoxesMove& move : analysis.winning_moves) {
        moves.push_back({{"box", move.box}, {"to", big_number(move.to)}});
      }
      out["moves"] = std::move(moves);
      print_json_exact(out);
    } else {
      std::string text = "grundy " + analysis.grundy.to_string() + "\nwinning moves:";
      for (const BoxesMove& move : analysis.winning_moves) {
        text += " box " + std::to_string(move.box) + " to " + move.to.to_string() + ";";
      }
      if (analysis.winning_moves.empty()) {
        text += " none";
      }
      print_text(text + "\n");
    }
  });
}

}  // namespace cgt::cli
