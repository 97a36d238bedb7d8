// `cgt impartial [--json] EXPR`: Grundy value, variation set and outcome of an expression of
// impartial games (*n, 0, {G, H}, +, :, G :_K H), computed through variation sets.

#include <memory>

#include "cgt/impartial_chain.hpp"
#include "cgt/impartial_expression.hpp"
#include "cgt/not_high_element.hpp"
#include "cgt/octal_game.hpp"
#include "cli/command.hpp"
#include "cli/impartial_commands.hpp"
#include "cli/impartial_json.hpp"

namespace cgt::cli {

void add_impartial_commands(CLI::App& app) {
  add_impartial_expression_command(app);
  add_chain_command(app);
  add_nhe_command(app);
  add_boxes_command(app);
  add_octal_command(app);
}

void add_impartial_expression_command(CLI::App& app) {
  auto* command = app.add_subcommand(
      "impartial", "Grundy value, variation set and outcome of impartial games: *n, 0, {G, H}, +, :, G :_K H");
  struct Options {
    std::string expression;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("EXPR", options->expression, R"(e.g. "*2 :_*1 *4", "({0, *2} + *3) : *1")")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    ImpartialValue value = evaluate_impartial(read_position(options->expression));
    std::string outcome(1, value.outcome());
    if (options->json) {
      nlohmann::json out;
      out["grundy"] = big_number(value.grundy);
      add_variation(out, value.variation);
      out["outcome"] = outcome;
      print_json_exact(out);
    } else {
      print_text("grundy " + value.grundy.to_string() + "\nvariation " + value.variation.to_string() + "\noutcome " +
                 outcome + "\n");
    }
  });
}

std::string demo_impartial() {
  std::string out;
  for (const char* example : {"*2 + *3", "*2 : *1", "*2 :_*4 *1", "*2 :_*1 *4", "{0, *1, *3} :_*2 (*1 + *1)",
                              "*1000000000000000000000 :_*5 *3"}) {
    ImpartialValue value = evaluate_impartial(example);
    out += "  " + std::string(example) + "  ->  grundy " + value.grundy.to_string() +
           ", V = " + value.variation.to_string() + "\n";
  }
  std::vector<Integer> nimbers{Integer(3), Integer(1), Integer(4), Integer(1), Integer(5)};
  std::vector<Integer> substitutes{Integer(2), Integer(7), Integer(1), Integer(8)};
  out += "  chain *3 :_*2 *1 :_*7 *4 :_*1 *1 :_*8 *5  ->  grundy " + chain_grundy(nimbers, substitutes).to_string() +
         " (Theorem 3.10)\n";
  std::vector<std::uint32_t> row{3, 1, 4, 2, 5};
  NotHighElementAnalysis nhe = analyze_not_high_element(row);
  out += "  Not High Element 3 1 4 2 5  ->  grundy " + std::to_string(nhe.grundy) + ", longest play " +
         nhe.max_moves.to_string() + " moves\n";
  for (const char* code : {"0.77", "0.07"}) {
    OctalSequence sequence = octal_grundy_sequence(OctalGame::parse(code), 300);
    out += "  octal " + std::string(code) + "  ->  G(1..12) =";
    for (std::size_t n = 1; n <= 12; ++n) {
      out += " " + std::to_string(sequence.values[n]);
    }
    out += ", period " + std::to_string(sequence.periodicity->period) + ", pre-period " +
           std::to_string(sequence.periodicity->preperiod) + "\n";
  }
  return out;
}

}  // namespace cgt::cli
