// `cgt game [--json] [--thermograph FILE.svg] EXPR` and `cgt compare [--json] G H`: short
// partizan games in CGSuite's notation.

#include <fstream>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"
#include "cli/command.hpp"

namespace cgt::cli {

namespace {

// Some seconds of work at most; beyond, a clear LimitError instead of hours of search.
constexpr std::uint64_t kCliWorkLimit = 200'000'000;

nlohmann::json game_report(Game g) {
  std::optional<Game> weight = atomic_weight(g);
  return {
      {"canonical", to_string(g)},
      {"outcome", outcome_name(outcome(g))},
      {"birthday", nlohmann::json::parse(birthday(g).to_string())},
      {"left_stop", left_stop(g).to_string()},
      {"right_stop", right_stop(g).to_string()},
      {"mean", mean(g).to_string()},
      {"temperature", temperature(g).to_string()},
      {"thermograph", thermograph(g).to_string()},
      {"atomic_weight", weight ? nlohmann::json(to_string(*weight)) : nlohmann::json(nullptr)},
      {"reduced", to_string(reduced_canonical(g))},
      {"is_number", is_number(g)},
      {"is_infinitesimal", is_infinitesimal(g)},
  };
}

std::string text_report(Game g) {
  std::optional<Game> weight = atomic_weight(g);
  std::string out;
  out += "canonical:     " + to_string(g) + "\n";
  out += "outcome:       " + std::string(outcome_name(outcome(g))) + "\n";
  out += "birthday:      " + birthday(g).to_string() + "\n";
  out += "stops:         " + left_stop(g).to_string() + " (left), " + right_stop(g).to_string() + " (right)\n";
  out += "mean:          " + mean(g).to_string() + "\n";
  out += "temperature:   " + temperature(g).to_string() + "\n";
  out += "thermograph:   " + thermograph(g).to_string() + "\n";
  out += "atomic weight: " + (weight ? to_string(*weight) : std::string("not atomic")) + "\n";
  out += "reduced:       " + to_string(reduced_canonical(g)) + "\n";
  return out;
}

}  // namespace

void add_game_command(CLI::App& app) {
  auto* command = app.add_subcommand("game", "Canonical form and values of a short partizan game (CGSuite notation)");
  struct Options {
    std::string expression;
    std::string svg;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("EXPR", options->expression, "e.g. \"{3||2+*|1+*}\", \"+-1+-2\", \"endnim(3,5,2)\"")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->add_option("--thermograph", options->svg, "also draw the thermograph into this SVG file");
  command->callback([options] {
    current_context().set_limits({.work = kCliWorkLimit});
    Game g = evaluate_game_expression(read_position(options->expression));
    std::string text;
    nlohmann::json json;
    if (options->json) {
      json = game_report(g);
    } else {
      text = text_report(g);
    }
    if (!options->svg.empty()) {
      std::ofstream file(options->svg);
      file << thermograph(g).to_svg();
      if (!file) {
        throw DomainError("cannot write the thermograph to '" + options->svg + "'");
      }
    }
    if (options->json) {
      print_json(json);
    } else {
      print_text(text);
    }
  });

  auto* compare_command = app.add_subcommand("compare", "Compare two short games: <, >, = or || (confused)");
  struct CompareOptions {
    std::string left;
    std::string right;
    bool json = false;
  };
  auto compare_options = std::make_shared<CompareOptions>();
  compare_command->add_option("G", compare_options->left, "a game expression")->required();
  compare_command->add_option("H", compare_options->right, "a game expression")->required();
  compare_command->add_flag("--json", compare_options->json, "print one JSON object");
  compare_command->callback([compare_options] {
    current_context().set_limits({.work = kCliWorkLimit});
    Game g = evaluate_game_expression(read_position(compare_options->left));
    Game h = evaluate_game_expression(read_position(compare_options->right));
    std::string relation = relation_text(compare(g, h));
    if (compare_options->json) {
      print_json({{"relation", relation}});
    } else {
      print_text(relation + "\n");
    }
  });
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

}  // namespace cgt::cli
