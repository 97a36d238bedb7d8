// `cgt octal [--json] CODE --upto N`: Grundy values of heaps 0..N of an octal game, with the
// period and pre-period certified by the octal periodicity theorem.

#include <memory>

#include "cgt/error.hpp"
#include "cgt/octal_game.hpp"
#include "cli/command.hpp"
#include "cli/impartial_commands.hpp"
#include "cli/impartial_json.hpp"

namespace cgt::cli {

void add_octal_command(CLI::App& app) {
  auto* command = app.add_subcommand("octal", "Grundy sequence and periodicity of an octal game, e.g. 0.77 (Kayles)");
  struct Options {
    std::string code;
    std::int64_t upto = 0;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("CODE", options->code, "octal code: 0.77 Kayles, 0.07 Dawson's Kayles, 4.7, 0.137, ...")
      ->required();
  command->add_option("--upto", options->upto, "largest heap size N")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    OctalGame game = OctalGame::parse(read_position(options->code));
    if (options->upto < 0) {
      throw DomainError("--upto must be a heap size (0 or more), not " + std::to_string(options->upto));
    }
    OctalSequence sequence = octal_grundy_sequence(game, static_cast<std::size_t>(options->upto));
    if (options->json) {
      nlohmann::json out;
      out["values"] = sequence.values;
      out["period"] = sequence.periodicity ? nlohmann::json(sequence.periodicity->period) : nlohmann::json(nullptr);
      out["preperiod"] =
          sequence.periodicity ? nlohmann::json(sequence.periodicity->preperiod) : nlohmann::json(nullptr);
      out["code"] = game.code();
      print_json_exact(out);
    } else {
      std::string text = game.code() + ":";
      for (std::uint32_t value : sequence.values) {
        text += " " + std::to_string(value);
      }
      text += "\n";
      text += sequence.periodicity ? "period " + std::to_string(sequence.periodicity->period) + ", pre-period " +
                                         std::to_string(sequence.periodicity->preperiod) + "\n"
                                   : "no period certified up to " + std::to_string(options->upto) + "\n";
      print_text(text);
    }
  });
}

}  // namespace cgt::cli
