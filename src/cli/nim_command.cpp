// `cgt nim [--json] [--unicode] "a1, a2, ..."`: transfinite Nim — value, outcome, winning moves.

#include "cgt/nim.hpp"
#include "cgt/ordinal_list.hpp"
#include "cgt/ordinal_text.hpp"
#include "cli/command.hpp"

namespace cgt::cli {

void add_nim_command(CLI::App& app) {
  auto* command = app.add_subcommand("nim", "Transfinite Nim: the value (nim-sum), who wins, and every winning move");
  struct Options {
    std::string position;
    bool json = false;
    bool unicode = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("HEAPS", options->position, "heap sizes, e.g. \"1, w*2+4, w^2*3+9\"; - reads stdin")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->add_flag("--unicode", options->unicode, "print ω and · (plain output only)");
  command->callback([options] {
    std::vector<Ordinal> heaps = parse_ordinal_list(read_position(options->position), "heap");
    NimAnalysis analysis = analyze_nim(heaps);
    if (options->json) {
      nlohmann::json moves = nlohmann::json::array();
      for (const NimMove& move : analysis.moves) {
        moves.push_back({{"heap", move.heap + 1}, {"to", move.to.to_string()}});
      }
      print_json({{"value", analysis.value.to_string()},
                  {"outcome", analysis.is_p_position() ? "P" : "N"},
                  {"moves", std::move(moves)}});
      return;
    }
    OrdinalStyle style = options->unicode ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii;
    std::string out = "value: " + format_ordinal(analysis.value, style) + "\n";
    if (analysis.is_p_position()) {
      out += "outcome: P (the player to move loses; no winning move)\n";
    } else {
      out += "outcome: N (the player to move wins)\nwinning moves:\n";
      for (const NimMove& move : analysis.moves) {
        out += "  heap " + std::to_string(move.heap + 1) + ": " + format_ordinal(heaps[move.heap], style) + " -> " +
               format_ordinal(move.to, style) + "\n";
      }
    }
    print_text(out);
  });
}

}  // namespace cgt::cli
