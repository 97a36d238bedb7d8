// `cgt game [--json] [--svg FILE.svg] EXPR` and `cgt compare [--json] G H`: short
// partizan games in CGSuite's notation.

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/stopper.hpp"
#include "commands/json.hpp"
#include "commands/json_writer.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

// Everything the report prints, each text made once: the reduced form is often the game itself
// (a sum of switches), whose text can run to megabytes. The thermograph's text is left to the
// report that prints it: a number's runs to gigabytes (about k²/7 bytes for m/2^k), so the
// text report writes it straight into its output, and nothing holds it twice unchecked.
struct Report {
  std::string canonical;
  std::optional<std::string> reduced;  // nullopt: the same as canonical
  std::optional<std::string> atomic_weight;
};

Report make_report(Game g) {
  Report report;
  report.canonical = to_string(g);
  if (const Game reduced = reduced_canonical(g); reduced != g) {
    report.reduced = to_string(reduced);
  }
  if (const std::optional<Game> weight = atomic_weight(g)) {
    report.atomic_weight = to_string(*weight);
  }
  return report;
}

// Written straight to text in key order (the convention of dump_json): the two game texts are
// appended once each, not copied into a JSON tree and escaped again.
Output json_report(Game g) {
  const Report report = make_report(g);
  const std::string& reduced = report.reduced ? *report.reduced : report.canonical;
  const std::string thermograph = thermograph_text(g);
  // The writer copies it once more (escaped, which changes nothing in it).
  current_context().check_growth(2 * thermograph.size() + report.canonical.size() + reduced.size());
  JsonWriter out(256 + report.canonical.size() + reduced.size() + thermograph.size());
  out.begin_object().key("atomic_weight");
  if (report.atomic_weight) {
    out.string(*report.atomic_weight);
  } else {
    out.null();
  }
  out.key("birthday").integer(birthday(g));
  out.key("canonical").string(report.canonical);
  out.key("is_infinitesimal").boolean(is_infinitesimal(g));
  out.key("is_number").boolean(is_number(g));
  out.key("left_stop").string(left_stop(g).to_string());
  out.key("loopfree").boolean(true);  // as a stopper's answer says false: one shape for both
  out.key("mean").string(mean(g).to_string());
  out.key("outcome").string(outcome_name(outcome(g)));
  out.key("reduced").string(reduced);
  out.key("right_stop").string(right_stop(g).to_string());
  out.key("temperature").string(temperature(g).to_string());
  out.key("thermograph").string(thermograph);
  out.end_object();
  return json_output(out);
}

Output text_report(Game g) {
  const Report report = make_report(g);
  const std::string& reduced = report.reduced ? *report.reduced : report.canonical;
  std::string out;
  out.reserve(512 + report.canonical.size() + reduced.size());
  const auto line = [&out](std::string_view label, std::string_view text) {
    out += label;
    out += text;
    out += '\n';
  };
  line("canonical:     ", report.canonical);
  line("outcome:       ", outcome_phrase(outcome(g)));
  line("birthday:      ", birthday(g).to_string());
  line("stops:         ", left_stop(g).to_string() + " (left), " + right_stop(g).to_string() + " (right)");
  line("mean:          ", mean(g).to_string());
  line("temperature:   ", temperature(g).to_string());
  out += "thermograph:   ";
  // It makes room, once its size is known, for itself and the lines after it: a string of
  // gigabytes is not doubled to take them.
  const std::string_view weight = report.atomic_weight ? std::string_view(*report.atomic_weight) : "not atomic";
  append_thermograph_text(out, g, 64 + weight.size() + reduced.size());
  out += '\n';
  line("atomic weight: ", weight);
  line("reduced:       ", reduced);
  return text_output(std::move(out));
}

// A loopy stopper (Fox and Geese): its simplest form and outcome. Stops, temperature and the
// rest of the short-game report are not defined for it here.
Output stopper_report(const Stopper& s, bool json) {
  const std::string canonical = to_string(s);
  const Outcome o = outcome(s);
  if (json) {
    JsonWriter out(64 + canonical.size());
    out.begin_object().key("canonical").string(canonical);
    out.key("loopfree").boolean(false);
    out.key("outcome").string(outcome_name(o));
    out.end_object();
    return json_output(out);
  }
  std::string text = "canonical:     ";
  text.append(canonical).append("\noutcome:       ").append(outcome_phrase(o));
  text.append("\nloopfree:      no (a stopper: thermograph, stops and temperature are not computed)\n");
  return text_output(std::move(text));
}

Output run_game(const Arguments& args) {
  const GameValue value = evaluate_value(args.at(0));
  if (const Stopper* s = std::get_if<Stopper>(&value)) {
    if (args.wants_file("--svg") && !args.flag("--svg-if-loopfree")) {
      std::string message = "--svg: ";
      message.append(to_string(*s)).append(" is loopy; only a short game has a thermograph");
      throw DomainError(message);
    }
    return stopper_report(*s, args.flag("--json"));
  }
  const Game g = std::get<Game>(value);
  Output out = args.flag("--json") ? json_report(g) : text_report(g);
  if (args.wants_file("--svg")) {
    out.files["--svg"] = thermograph(g).to_svg();
  }
  return out;
}

// G against H; by the loopy engine's order (G <= H and H <= G) when either is loopy (Fox and
// Geese, a stopper's text), else as short games.
Relation compare_texts(std::string_view g_text, std::string_view h_text) {
  const GameValue g = evaluate_value(g_text);
  const GameValue h = evaluate_value(h_text);
  if (std::holds_alternative<Game>(g) && std::holds_alternative<Game>(h)) {
    return compare(std::get<Game>(g), std::get<Game>(h));
  }
  const auto stopper = [](const GameValue& v) {
    return std::holds_alternative<Stopper>(v) ? std::get<Stopper>(v) : Stopper(std::get<Game>(v));
  };
  const Stopper gs = stopper(g);
  const Stopper hs = stopper(h);
  const bool g_leq_h = leq(gs, hs);
  const bool h_leq_g = leq(hs, gs);
  return g_leq_h ? (h_leq_g ? Relation::kEqual : Relation::kLess) : (h_leq_g ? Relation::kGreater : Relation::kConfused);
}

Output run_compare(const Arguments& args) {
  const std::string text = relation_text(compare_texts(args.at(0), args.at(1)));
  return args.flag("--json") ? json_output({{"relation", text}}) : text_output(text + "\n");
}

}  // namespace

Command game_command() {
  return {{"game",
           "Canonical form and values of a short partizan game, or a stopper's simplest form (CGSuite notation)",
           {argument("EXPR", "e.g. \"{3||2+*|1+*}\", \"+-1+-2\", \"endnim(3,5,2)\", 'fox_and_geese(\"x.x.|....|o...\")'")},
           {json_flag(), also_called(svg_option("also draw the thermograph into this SVG file"), {"--thermograph"}),
            flag("--svg-if-loopfree", "with --svg: a loopy value (no thermograph) writes no file instead of failing")},
           kGameSyntax},
          run_game};
}

Command compare_command() {
  return {{"compare",
           "Compare two games, short or loopy (stoppers): <, >, = or || (confused)",
           {argument("G", "a game expression or a stopper"), argument("H", "a game expression or a stopper")},
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
