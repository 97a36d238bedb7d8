// `cgt nim [--json] [--unicode] "a1, a2, ..."` and `cgt welter [--json] [--unicode] "a1, a2, ..."`:
// transfinite Nim and Welter's game — value, outcome, winning moves. Also the `cgt demo`
// section for both (paper 004's examples).

#include <fmt/format.h>

#include "cgt/nim.hpp"
#include "cgt/ordinal_list.hpp"
#include "cgt/ordinal_text.hpp"
#include "cgt/welter.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

OrdinalStyle style_of(const Arguments& args) {
  return args.flag("--unicode") ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii;
}

Output run_nim(const Arguments& args) {
  std::vector<Ordinal> heaps = parse_ordinal_list(args.at(0), "heap");
  NimAnalysis analysis = analyze_nim(heaps);
  if (args.flag("--json")) {
    Json moves = Json::array();
    for (const NimMove& move : analysis.moves) {
      moves.push_back({{"heap", json_integer(move.heap + 1)}, {"to", move.to.to_string()}});
    }
    return json_output({{"value", analysis.value.to_string()},
                        {"outcome", analysis.is_p_position() ? "P" : "N"},
                        {"moves", std::move(moves)}});
  }
  const OrdinalStyle style = style_of(args);
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
  return text_output(out);
}

Output run_welter(const Arguments& args) {
  std::vector<Ordinal> coins = parse_ordinal_list(args.at(0), "coin");
  WelterAnalysis analysis = analyze_welter(coins);
  if (args.flag("--json")) {
    Json moves = Json::array();
    for (const WelterMove& move : analysis.moves) {
      moves.push_back({{"coin", json_integer(move.coin + 1)}, {"to", move.to.to_string()}});
    }
    return json_output({{"value", analysis.value.to_string()},
                        {"outcome", analysis.is_p_position() ? "P" : "N"},
                        {"moves", std::move(moves)}});
  }
  const OrdinalStyle style = style_of(args);
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
  return text_output(out);
}

}  // namespace

Command nim_command() {
  return {{"nim",
           "Transfinite Nim: the value (nim-sum), who wins, and every winning move",
           {argument("HEAPS", "heap sizes, e.g. \"1, w*2+4, w^2*3+9\"; - reads stdin")},
           {json_flag(), flag("--unicode", "print ω and · (plain output only)")}},
          run_nim};
}

Command welter_command() {
  return {{"welter",
           "Welter's game on ordinal squares: the value, who wins, and every winning move",
           {argument("COINS", "the coins' squares, e.g. \"1, w*2+4, w*2+9\"; - reads stdin")},
           {json_flag(), flag("--unicode", "print ω and · (plain output only)")}},
          run_welter};
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
    out += fmt::format(" {} -> {};", finite[move.coin], move.to);
  }
  out += "\n";
  return out;
}

}  // namespace cgt::commands
