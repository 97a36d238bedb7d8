// `cgt nim [--json] [--unicode] "a1, a2, ..."` and `cgt welter [--json] [--unicode] "a1, a2, ..."`:
// transfinite Nim and Welter's game — value, outcome, winning moves. Also the `cgt demo`
// section for both (paper 004's examples).

#include <fmt/format.h>

#include "cgt/nim.hpp"
#include "cgt/ordinal_list.hpp"
#include "cgt/ordinal_text.hpp"
#include "cgt/welter.hpp"
#include "commands/json.hpp"
#include "commands/json_writer.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

OrdinalStyle style_of(const Arguments& args) {
  return args.flag("--unicode") ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii;
}

// The JSON of both: {"grundy":...,"moves":[{"<item>":i,"target":...,"to":"..."}...],"outcome":"N",
// "value":"..."}, written straight to text (half a million moves for a row of 10^6). "grundy" and
// "target" are the names every command uses (a number when finite); "value" and "to", always
// ordinal strings, are their older names here (docs/cli.md, "JSON").
template <typename Move>
Output json_answer(const Ordinal& value, bool p_position, const std::vector<Move>& moves, std::string_view item,
                   std::size_t Move::*index) {
  JsonWriter out(64 + moves.size() * 48);
  out.begin_object().key("grundy").natural_or_ordinal(value).key("moves").begin_array();
  for (const Move& move : moves) {
    out.begin_object().key(item).integer(static_cast<std::uint64_t>(move.*index + 1));
    out.key("target").natural_or_ordinal(move.to).key("to").ordinal(move.to).end_object();
  }
  out.end_array().key("outcome").string(p_position ? "P" : "N").key("value").ordinal(value).end_object();
  return json_output(out);
}

template <typename Move>
Output text_answer(const Ordinal& value, bool p_position, const std::vector<Move>& moves,
                   const std::vector<Ordinal>& row, std::string_view item, std::size_t Move::*index,
                   OrdinalStyle style) {
  std::string out = "value: " + format_ordinal(value, style) + "\n";
  out += outcome_line(impartial_outcome(p_position));
  out += moves_heading(moves.empty());
  for (const Move& move : moves) {
    const std::size_t i = move.*index;
    out += move_line(item, i + 1, format_ordinal(row[i], style), format_ordinal(move.to, style));
  }
  return text_output(out);
}

// The row's memory given back before the JSON is written (the JSON needs only the analysis), so
// the text of half a million moves reuses it instead of fresh pages.
void release(std::vector<Ordinal>& row) {
  std::vector<Ordinal>().swap(row);
}

Output run_nim(const Arguments& args) {
  std::vector<Ordinal> heaps = parse_ordinal_list(args.at(0), "heap");
  const NimAnalysis analysis = analyze_nim(heaps);
  if (args.flag("--json")) {
    release(heaps);
    return json_answer(analysis.value, analysis.is_p_position(), analysis.moves, "heap", &NimMove::heap);
  }
  return text_answer(analysis.value, analysis.is_p_position(), analysis.moves, heaps, "heap", &NimMove::heap,
                     style_of(args));
}

Output run_welter(const Arguments& args) {
  std::vector<Ordinal> coins = parse_ordinal_list(args.at(0), "coin");
  const WelterAnalysis analysis = analyze_welter(coins);
  if (args.flag("--json")) {
    release(coins);
    return json_answer(analysis.value, analysis.is_p_position(), analysis.moves, "coin", &WelterMove::coin);
  }
  return text_answer(analysis.value, analysis.is_p_position(), analysis.moves, coins, "coin", &WelterMove::coin,
                     style_of(args));
}

// What a row of ordinals may be, for --help.
const char* const kRowSyntax =
    "a row of ordinals, separated by commas, bars or whitespace: \"1, w*2+4, w^2*3+9\" or \"1 w*2+4 w^2*3+9\"\n"
    "(whitespace inside an ordinal, as in \"w*2 + 4\", is part of it); blank text is the empty row.\n"
    "Each ordinal: naturals of any size, w (or ω, omega), + * ^ (or · ×), parentheses, in Cantor normal\n"
    "form or not: \"w^2*3 + w + 7\", \"(w+1)*2\", \"2^(w+3)\".\n";

}  // namespace

Command nim_command() {
  return {{"nim",
           "Transfinite Nim: the value (nim-sum), who wins, and every winning move",
           {argument("HEAPS", "heap sizes (ordinals), e.g. \"1, w*2+4, w^2*3+9\"")},
           {json_flag(), flag("--unicode", "print ω and · (plain output only)")},
           std::string("HEAPS is ") + kRowSyntax},
          run_nim};
}

Command welter_command() {
  return {{"welter",
           "Welter's game on ordinal squares: the value, who wins, and every winning move",
           {argument("COINS", "the coins' squares (distinct ordinals), e.g. \"1, w*2+4, w*2+9\"")},
           {json_flag(), flag("--unicode", "print ω and · (plain output only)")},
           std::string("COINS is ") + kRowSyntax},
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
    out += "    " + move_text("heap", move.heap + 1, heaps[move.heap].to_string(), move.to.to_string()) + "\n";
  }
  const char* welter_position = "1, w*2+4, w*2+9, w^2+w*4+16, w^2+w*5+25";
  std::vector<Ordinal> coins = parse_ordinal_list(welter_position, "coin");
  WelterAnalysis welter = analyze_welter(coins);
  out += "  cgt welter \"" + std::string(welter_position) + "\"   (Example 2.7)\n";
  out += "    value " + welter.value.to_string() + (welter.is_p_position() ? ", P" : ", N: the player to move wins") +
         "\n";
  for (const WelterMove& move : welter.moves) {
    out += "    " + move_text("coin", move.coin + 1, coins[move.coin].to_string(), move.to.to_string()) +
           "   (finite part " + coins[move.coin].finite_part().to_string() + " -> " +
           move.to.finite_part().to_string() + ")\n";
  }
  std::vector<std::uint64_t> finite = {3, 5, 6, 10};
  out += "  cgt welter \"3, 5, 6, 10\"   (finite: Welter's function)\n";
  out += "    value " + std::to_string(welter_value(finite)) + "; winning moves:";
  for (const FiniteWelterMove& move : welter_winning_moves(finite)) {
    out.append(" ").append(move_text("coin", move.coin + 1, std::to_string(finite[move.coin]), std::to_string(move.to)));
    out += ";";
  }
  out += "\n";
  return out;
}

}  // namespace cgt::commands
