// `cgt game [--json] [--svg FILE.svg] EXPR` and `cgt compare [--json] G H`: short
// partizan games in CGSuite's notation.

#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

// The reduced form is often the game itself (a sum of switches): its text, which can run to
// megabytes, is then made once.
std::string reduced_text(Game g, const std::string& canonical) {
  const Game reduced = reduced_canonical(g);
  return reduced == g ? canonical : to_string(reduced);
}

Json game_report(Game g) {
  std::optional<Game> weight = atomic_weight(g);
  const std::string canonical = to_string(g);
  return {
      {"canonical", canonical},
      {"outcome", outcome_name(outcome(g))},
      {"birthday", json_integer(birthday(g))},
      {"left_stop", left_stop(g).to_string()},
      {"right_stop", right_stop(g).to_string()},
      {"mean", mean(g).to_string()},
      {"temperature", temperature(g).to_string()},
      {"thermograph", thermograph(g).to_string()},
      {"atomic_weight", weight ? Json(to_string(*weight)) : Json(nullptr)},
      {"reduced", reduced_text(g, canonical)},
      {"is_number", is_number(g)},
      {"is_infinitesimal", is_infinitesimal(g)},
  };
}

std::string text_report(Game g) {
  std::optional<Game> weight = atomic_weight(g);
  const std::string canonical = to_string(g);
  std::string out;
  out += "canonical:     " + canonical + "\n";
  out += "outcome:       " + outcome_phrase(outcome(g)) + "\n";
  out += "birthday:      " + birthday(g).to_string() + "\n";
  out += "stops:         " + left_stop(g).to_string() + " (left), " + right_stop(g).to_string() + " (right)\n";
  out += "mean:          " + mean(g).to_string() + "\n";
  out += "temperature:   " + temperature(g).to_string() + "\n";
  out += "thermograph:   " + thermograph(g).to_string() + "\n";
  out += "atomic weight: " + (weight ? to_string(*weight) : std::string("not atomic")) + "\n";
  out += "reduced:       " + reduced_text(g, canonical) + "\n";
  return out;
}

Output run_game(const Arguments& args) {
  Game g = evaluate_game_expression(args.at(0));
  Output out = args.flag("--json") ? json_output(game_report(g)) : text_output(text_report(g));
  if (args.wants_file("--svg")) {
    out.files["--svg"] = thermograph(g).to_svg();
  }
  return out;
}

Output run_compare(const Arguments& args) {
  Game g = evaluate_game_expression(args.at(0));
  Game h = evaluate_game_expression(args.at(1));
  std::string relation = relation_text(compare(g, h));
  return args.flag("--json") ? json_output({{"relation", relation}}) : text_output(relation + "\n");
}

}  // namespace

Command game_command() {
  return {{"game",
           "Canonical form and values of a short partizan game (CGSuite notation)",
           {argument("EXPR", "e.g. \"{3||2+*|1+*}\", \"+-1+-2\", \"endnim(3,5,2)\"")},
           {json_flag(), also_called(svg_option("also draw the thermograph into this SVG file"), {"--thermograph"})},
           kGameSyntax},
          run_game};
}

Command compare_command() {
  return {{"compare",
           "Compare two short games: <, >, = or || (confused)",
           {argument("G", "a game expression"), argument("H", "a game expression")},
           {json_flag()},
           kGameSyntax},
          run_compare};
}

std::string demo_games() {
  const char* examples[] = {
      "{3||2+*|1+*}",          "+-1+-2+-3+-4",          "{0|^*5}",
      "^^^^^^+vvv*+^19*3+v14", "cool({3||2*|1*}, 1/4)", "heat({3||2*|1*}, 1)",
      "norton(1/2, ^)",        "overheat(7/16, 0, 0)",  "*5 : *6",
      "endnim(3,5,2)",         "clobber(\"xox|ox.\")",  "domineering(\"....|....|....|....\")",
  };
  std::string out;
  for (const char* example : examples) {
    out += "  " + std::string(example) + "  =  " + to_string(evaluate_game_expression(example)) + "\n";
  }
  Game g = evaluate_game_expression("{3||2+*|1+*}");
  out += "  thermograph of {3||2*|1*}: " + thermograph(g).to_string() + "\n";
  out += "  mean " + mean(g).to_string() + ", temperature " + temperature(g).to_string() + "\n";
  out += "  compare ^ with *: " + relation_text(compare(parse_game("^"), parse_game("*"))) + "\n";
  return out;
}

}  // namespace cgt::commands
