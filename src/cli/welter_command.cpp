// `cgt welter [--json] [--unicode] "a1, a2, ..."`: transfinite Welter's game — value, outcome,
// winning moves. Also the `cgt demo` section for both Nim and Welter (paper 004's examples).

#include "cgt/nim.hpp"
#include "cgt/ordinal_list.hpp"
#include "cgt/ordinal_text.hpp"
#include "cgt/welter.hpp"
#include "cli/command.hpp"

namespace cgt::cli {

void add_welter_command(CLI::App& app) {
  auto* command =
      app.add_subcommand("welter", "Welter's game on ordinal squares: the value, who wins, and every winning move");
  struct Options {
    std::string position;
    bool json = false;
    bool unicode = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("COINS", options->position, "the coins' squares, e.g. \"1, w*2+4, w*2+9\"; - reads stdin")
      ->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->add_flag("--unicode", options->unicode, "print ω and · (plain output only)");
  command->callback([options] {
    std::vector<Ordinal> coins = parse_ordinal_list(read_position(options->position), "coin");
    WelterAnalysis analysis = analyze_welter(coins);
    if (options->json) {
      nlohmann::json moves = nlohmann::json::array();
      for (const WelterMove& move : analysis.moves) {
        moves.push_back({{"coin", move.coin + 1}, {"to", move.to.to_string()}});
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
      for (const WelterMove& move : analysis.moves) {
        out += "  coin " + std::to_string(move.coin + 1) + ": " + format_ordinal(coins[move.coin], style) + " -> " +
               format_ordinal(move.to, style) + "\n";
      }
    }
    print_text(out);
  });
}

std::string demo_nim_welter() {
  std::string out;
  const char* nim_position = "1, w*2+4, w^2*3+9, w^2*2+w*4+16, w^2+w*5+25";
  std::vector<Ordinal> heaps = parse_ordinal_list(nim_position, "heap");
  NimAnalysis nim = analyze_nim(heaps);
  out += "  cgt nim \"" + std::string(nim_position) + "\"   (paper 004, Example 2.3)\n";
  out += "    value " + nim.value.to_string() + (nim.is_p_position() ? ", P" : ", N: the player to move wins") + "\n";
  for (const NimMove& move : nim.moves) {
    out += "    heap " + std::to_string(move.heap + 1) + ": " + heaps[move.heap].to_string() + " -> " +
           move.to.to_string() + "\n";
  }
  const char* welter_position = "1, w*2+4, w*2+9, w^2+w*4+16, w^2+w*5+25";
  std::vector<Ordinal> coins = parse_ordinal_list(welter_position, "coin");
  WelterAnalysis welter = analyze_welter(coins);
  out += "  cgt welter \"" + std::string(welter_position) + "\"   (Example 2.7)\n";
  out += "    value " + welter.value.to_string() + (welter.is_p_position() ? ", P" : ", N: the player to move wins") +
         "\n";
  for (const WelterMove& move : welter.moves) {
    out += "    coin " + std::to_string(move.coin + 1) + ": " + coins[move.coin].to_string() + " -> " +
           move.to.to_string() + "   (finite part " + coins[move.coin].finite_part().to_string() + " -> " +
           move.to.finite_part().to_string() + ")\n";
  }
  std::vector<std::uint64_t> finite = {3, 5, 6, 10};
  out += "  cgt welter \"3, 5, 6, 10\"   (finite: Welter's function)\n";
  out += "    value " + std::to_string(welter_value(finite)) + "; winning moves:";
  for (const FiniteWelterMove& move : welter_winning_moves(finite)) {
    out += " " + std::to_string(finite[move.coin]) + " -> " + std::to_string(move.to) + ";";
  }
  out += "\n";
  return out;
}

}  // namespace cgt::cli
