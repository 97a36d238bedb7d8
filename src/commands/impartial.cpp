// The impartial-game commands (paper 002 and the classical heap games):
//   cgt impartial [--json] EXPR         Grundy value, variation set and outcome of an expression
//                                       of impartial games (*n, 0, {G, H}, +, :, G :_K H)
//   cgt chain [--json] --nimbers n1,...,nk --substitutes m1,...,m(k-1)
//                                       the chain *n1 :_{*m1} *n2 ... *nk (Theorem 3.10)
//   cgt nhe [--json] "P1 P2 ... PN"     Not High Element: value, longest play, winning moves
//   cgt boxes [--json] --stones n1,...,nk --labels c2,...,ck
//                                       the boxes ruleset
// (`cgt octal` is in octal.cpp.)

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>


#include "cgt/boxes.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial_chain.hpp"
#include "cgt/impartial_expression.hpp"
#include "cgt/natural_list.hpp"
#include "cgt/not_high_element.hpp"
#include "cgt/octal_game.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

// "variation" lists the sorted elements up to this many (null beyond: a variation set can be
// an interval of 10^24 values); "variation_intervals" is always there.
constexpr std::size_t kMaxListed = 100000;

// "variation": the sorted elements, or null when there are more than kMaxListed of them;
// "variation_intervals": [[first, last], ...] always (inclusive ends).
void add_variation(Json& out, const VariationSet& variation) {
  if (Integer::from_unsigned(kMaxListed) < variation.size()) {
    out["variation"] = nullptr;
  } else {
    out["variation"] = json_integers(variation.elements(kMaxListed));
  }
  Json intervals = Json::array();
  for (const auto& interval : variation.intervals()) {
    intervals.push_back({json_integer(interval.lo), json_integer(interval.hi - Integer(1))});
  }
  out["variation_intervals"] = std::move(intervals);
}

Output run_impartial(const Arguments& args) {
  ImpartialValue value = evaluate_impartial(args.at(0));
  const Outcome outcome = impartial_outcome(value.grundy.is_zero());
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(value.grundy);
    add_variation(out, value.variation);
    out["outcome"] = outcome_name(outcome);
    return json_output(out);
  }
  return text_output("grundy: " + value.grundy.to_string() + "\nvariation: " + value.variation.to_string() + "\n" +
                     outcome_line(outcome));
}

Output run_chain(const Arguments& args) {
  std::vector<Integer> nimbers = parse_natural_list(args.value("--nimbers").value_or(""), "--nimbers", "nimber");
  std::vector<Integer> substitutes =
      parse_natural_list(args.value("--substitutes").value_or(""), "--substitutes", "substitute");
  Integer grundy = chain_grundy(nimbers, substitutes);
  VariationSet variation = chain_variation(nimbers, substitutes);
  const Outcome outcome = impartial_outcome(grundy.is_zero());
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(grundy);
    add_variation(out, variation);
    out["outcome"] = outcome_name(outcome);
    return json_output(out);
  }
  return text_output("grundy: " + grundy.to_string() + "\nvariation: " + variation.to_string() + "\n" +
                     outcome_line(outcome));
}

Output run_nhe(const Arguments& args) {
  std::vector<std::uint32_t> tokens = parse_permutation(args.at(0));
  NotHighElementAnalysis analysis = analyze_not_high_element(tokens);
  const Outcome outcome = impartial_outcome(analysis.grundy == 0);
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(analysis.grundy);
    out["outcome"] = outcome_name(outcome);
    // Always a decimal string (it can have 300000 digits); the key has been a string from the
    // start, and a key keeps its type (docs/json.md).
    out["max_moves"] = analysis.max_moves.to_string();
    Json moves = Json::array();
    for (std::uint32_t token : analysis.winning_tokens) {
      moves.push_back({{"token", json_integer(token)}});
    }
    out["moves"] = std::move(moves);
    return json_output(out);
  }
  std::string text = "grundy: " + std::to_string(analysis.grundy) + "\n" + outcome_line(outcome) +
                     "max_moves: " + analysis.max_moves.to_string() + "\n" +
                     moves_heading(analysis.winning_tokens.empty());
  // A move takes a token (named by its value) from its place in the row to the front, place 1.
  for (std::uint32_t token : analysis.winning_tokens) {
    const auto place = static_cast<std::size_t>(std::find(tokens.begin(), tokens.end(), token) - tokens.begin()) + 1;
    text += move_line("token", token, "place " + std::to_string(place), "place 1");
  }
  return text_output(text);
}

Output run_boxes(const Arguments& args) {
  std::vector<Integer> stones = parse_natural_list(args.value("--stones").value_or(""), "--stones", "box");
  std::vector<Integer> labels = parse_natural_list(args.value("--labels").value_or(""), "--labels", "label");
  BoxesAnalysis analysis = analyze_boxes(stones, labels);
  const Outcome outcome = impartial_outcome(analysis.grundy.is_zero());
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(analysis.grundy);
    out["outcome"] = outcome_name(outcome);
    Json moves = Json::array();
    for (const BoxesMove& move : analysis.winning_moves) {
      moves.push_back({{"box", json_integer(move.box)}, {"target", json_integer(move.to)}, {"to", json_integer(move.to)}});
    }
    out["moves"] = std::move(moves);
    return json_output(out);
  }
  std::string text = "grundy: " + analysis.grundy.to_string() + "\n" + outcome_line(outcome) +
                     moves_heading(analysis.winning_moves.empty());
  for (const BoxesMove& move : analysis.winning_moves) {
    text += move_line("box", move.box, stones[move.box - 1].to_string(), move.to.to_string());
  }
  return text_output(text);
}

// The --help text of the list options.
const char* const kNaturalListSyntax =
    "LIST is naturals (of any size) separated by commas, bars or whitespace: \"3,1,4\" or \"3 1 4\";\n"
    "blank text is the empty list.\n";

}  // namespace

Command impartial_command() {
  return {{"impartial",
           "Grundy value, variation set and outcome of impartial games: *n, 0, {G, H}, +, :, G :_K H",
           {argument("EXPR", R"(e.g. "*2 :_*1 *4", "({0, *2} + *3) : *1")")},
           {json_flag()},
           "EXPR is an expression of impartial games:\n"
           "  *n, *       the nimber *n (n a natural of any size; * is *1)\n"
           "  0           the zero game\n"
           "  {G, H, ...} the game whose options are G, H, ... ({} is 0)\n"
           "  G + H       disjunctive sum\n"
           "  G : H       ordinal sum (a move in G discards H)\n"
           "  G :_K H     ordinal sum with substitution: a move in G replaces what is left of H by K\n"
           "              (K an atom such as *2, 0, {...}, or a parenthesised expression)\n"
           "  ( ... )     parentheses; + : and :_K have one precedence and associate to the left\n"},
          run_impartial};
}

Command chain_command() {
  return {{"chain",
           "Grundy value of a chain of nimbers *n1 :_{*m1} *n2 ... (Theorem 3.10)",
           {},
           {input_option("--nimbers", "LIST", "n1,...,nk: the chain *n1 :_{*m1} *n2 ... *nk", /*required=*/true),
            input_option("--substitutes", "LIST", "m1,...,m(k-1): one fewer than the nimbers"), json_flag()},
           kNaturalListSyntax},
          run_chain};
}

Command nhe_command() {
  return {{"nhe",
           "Not High Element on a permutation of 1..N: value, longest play, winning moves",
           {argument("PERMUTATION", "e.g. \"3 1 4 2 5\"")},
           {json_flag()},
           "PERMUTATION is the tokens' values 1..N in order, separated by commas, bars or whitespace:\n"
           "\"3 1 4 2 5\" or \"3,1,4,2,5\"; blank text is the empty row (N = 0). A token is a record if no\n"
           "larger token is to its left; a move takes a token that is not a record to the front.\n"},
          run_nhe};
}

Command boxes_command() {
  return {{"boxes",
           "The boxes ruleset: remove stones from a box, later boxes reset to labels",
           {},
           {input_option("--stones", "LIST", "n1,...,nk: the stones in boxes 1..k", /*required=*/true),
            input_option("--labels", "LIST", "c2,...,ck: what boxes 2..k reset to"), json_flag()},
           kNaturalListSyntax},
          run_boxes};
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
      out += fmt::format(" {}", sequence.values[n]);
    }
    out += ", period " + std::to_string(sequence.periodicity->period) + ", pre-period " +
           std::to_string(sequence.periodicity->preperiod) + "\n";
  }
  return out;
}

}  // namespace cgt::commands
