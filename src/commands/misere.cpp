// cgt misere [--json] EXPR: an impartial game in misère play — its misère canonical form in
// CGSuite's notation, outcome, nim values, genus and tameness.

#include <string>

#include "cgt/misere_games.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

Output run_misere(const Arguments& args) {
  const MisereGame g = evaluate_misere_expression(args.at(0));
  const std::string canonical = g.to_string();
  const std::string genus = g.genus().to_string();
  const Outcome outcome = impartial_outcome(g.is_p_position());
  if (args.flag("--json")) {
    Json out;
    out["canonical"] = canonical;
    out["outcome"] = outcome_name(outcome);
    out["genus"] = genus;
    out["misere_value"] = json_integer(g.misere_value());
    out["grundy"] = json_integer(g.normal_value());
    out["normal_value"] = json_integer(g.normal_value());  // the older name of "grundy"
    out["birthday"] = json_integer(g.birthday());
    out["tame"] = g.is_tame();
    return json_output(out);
  }
  return text_output("canonical: " + canonical + "\n" + outcome_line(outcome) +
                     "misère nim value: " + std::to_string(g.misere_value()) + "\n" +
                     "normal nim value: " + std::to_string(g.normal_value()) + "\n" + "genus: " + genus + "\n" +
                     "tame: " + (g.is_tame() ? "yes" : "no") + "\n" + "birthday: " + std::to_string(g.birthday()) +
                     "\n");
}

}  // namespace

Command misere_command() {
  return {{"misere",
           "Misère play of an impartial game: canonical form (CGSuite's *[...]), outcome, genus",
           {argument("EXPR", R"x(e.g. "*2 + *2", "*[[2],2,1]", "octal(0.77, 9)", "{0, *2}")x")},
           {json_flag()},
           "EXPR is an impartial game played misère (the player who cannot move wins):\n"
           "  0, *, *n          zero and the nim heaps\n"
           "  *[a, b, ...]      CGSuite's list form: a number is a nim heap, [...] the game whose options\n"
           "                    are its elements; an element may be any expression. *[4,2] has the\n"
           "                    options *4 and *2; *[2] is *2; *[[2]] has the one option *2\n"
           "  {G, H, ...}       the game whose options are G, H, ...\n"
           "  octal(CODE, n)    heap n of an octal game: octal(0.77, 9) is a Kayles row of 9\n"
           "  cram(\"BOARD\")     a Cram board (rows joined by |, . empty, # blocked); its regions summed\n"
           "  G + H, ( ... )    sums and parentheses\n"
           "The canonical form is written as CGSuite writes it: *[2] is a nim heap, *[42] the game with\n"
           "options *4 and *2, *[2#] the game whose one option is *2, *[2[2]] the sum *2 + *2. The genus\n"
           "is Conway's g^(γ0 γ1 ...), shortened as CGSuite does: a nim heap shows g alone, a tame game\n"
           "g^γ0. Outcome: N if the player to move wins, P if the player to move loses.\n"},
          run_misere};
}

}  // namespace cgt::commands
