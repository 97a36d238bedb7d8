// `cgt ending [--json] EXPR`, `cgt ending --equiv G H`, `cgt ending --inverse G`:
// LR-ending partisan positions (paper 003).

#include <memory>

#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"
#include "cgt/even_nim.hpp"
#include "cgt/lr_subtraction.hpp"
#include "cli/command.hpp"

namespace cgt::cli {

namespace {

constexpr std::size_t kBudget = 2'000'000;  // positions one command may create

nlohmann::json optional_bool(const std::optional<bool>& b) {
  return b ? nlohmann::json(*b) : nlohmann::json(nullptr);
}

void run_equivalence(const std::string& left, const std::string& right, int bound, bool json) {
  using namespace cgt::ending;
  if (bound < 0 || bound > kMaxSearchBirthday) {
    throw DomainError("--bound must be between 0 and " + std::to_string(kMaxSearchBirthday));
  }
  StoreBudget limit(kBudget);
  const Position g = build_simplified(parse_expression(read_position(left)));
  const Position h = build_simplified(parse_expression(right));
  const EquivalenceAnswer answer = decide_equivalence(g, h, bound);
  const std::string witness = answer.witness ? to_text(*answer.witness) : "";
  if (json) {
    print_json({{"equivalent", optional_bool(answer.equivalent)},
                {"witness", answer.witness ? nlohmann::json(witness) : nlohmann::json(nullptr)},
                {"birthday_bound", answer.birthday_bound},
                {"reason", answer.reason}});
    return;
  }
  std::string text = answer.equivalent == true    ? "equivalent"
                     : answer.equivalent == false ? "not equivalent; distinguishing X = " + witness
                                                  : "undecided";
  print_text(text + " (" + answer.reason + ")\n");
}

void run_inverse(const std::string& expression, int bound, bool json) {
  using namespace cgt::ending;
  StoreBudget limit(kBudget);
  const Position g = build_simplified(parse_expression(read_position(expression)));
  const InverseAnswer answer = find_inverse(g, bound);
  const std::string inverse = answer.inverse ? to_text(*answer.inverse) : "";
  if (json) {
    print_json({{"has_inverse", optional_bool(answer.has_inverse)},
                {"inverse", answer.inverse ? nlohmann::json(inverse) : nlohmann::json(nullptr)},
                {"reason", answer.reason}});
    return;
  }
  std::string text = answer.has_inverse == true    ? "inverse " + inverse
                     : answer.has_inverse == false ? "no inverse"
                                                   : "undecided";
  print_text(text + " (" + answer.reason + ")\n");
}

}  // namespace

void add_ending_command(CLI::App& app) {
  auto* command = app.add_subcommand(
      "ending", "LR-ending partisan positions: outcome and simplified value; --equiv G H; --inverse G");
  struct Options {
    std::vector<std::string> positions;
    bool json = false;
    bool equiv = false;
    bool inverse = false;
    int bound = ending::kMaxSearchBirthday;
  };
  auto options = std::make_shared<Options>();
  command->add_option("EXPR", options->positions, "e.g. \"{*L, *R_1} + X_2\" (two with --equiv)")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->add_flag("--equiv", options->equiv, "decide whether the two positions G H are equivalent");
  command->add_flag("--inverse", options->inverse, "decide whether the position has an inverse (Theorem 2.17)");
  command->add_option("--bound", options->bound,
                      "search bound for a distinguishing X: 0–2 = every position born by that day; 3 (default) adds "
                      "day-3 option sets of at most 3 elements");
  command->callback([options] {
    const std::size_t wanted = options->equiv ? 2 : 1;
    if (options->equiv && options->inverse) throw DomainError("--equiv and --inverse cannot be combined");
    if (options->positions.size() != wanted) {
      throw DomainError(options->equiv ? "--equiv needs exactly two positions G H" : "expected exactly one position");
    }
    if (options->equiv) {
      run_equivalence(options->positions[0], options->positions[1], options->bound, options->json);
      return;
    }
    if (options->inverse) {
      run_inverse(options->positions[0], options->bound, options->json);
      return;
    }
    const ending::Analysis analysis =
        ending::analyse(ending::parse_expression(read_position(options->positions[0])), kBudget);
    if (options->json) {
      print_json({{"outcome", ending::outcome_name(analysis.outcome)},
                  {"value", analysis.value},
                  {"closed_form", analysis.closed_form}});
    } else {
      print_text(std::string(ending::outcome_name(analysis.outcome)) + "  " + analysis.value + "\n");
    }
  });
}

}  // namespace cgt::cli

namespace cgt::cli {

std::string demo_ending() {
  using namespace cgt::ending;
  std::string out;
  for (const char* example : {"{*L, *R}", "{{*L, *R}}", "*L_2 + *R_3", "{*L_1}", "{*R, {*L, *R_1}}",
                              "X_3 + X_5 + X_6 + *L_3", "S_3 + S_2 + X_1", "{*L, *R_1} + {*L, *R_1}"}) {
    const Analysis a = analyse(parse_expression(example));
    out += "  o(" + std::string(example) + ") = " + outcome_name(a.outcome) + ",  value " + a.value + "\n";
  }
  const EquivalenceAnswer e =
      decide_equivalence(build_simplified(parse_expression("{*L, *R_1}")), build_simplified(parse_expression("X_2")));
  out += "  {*L, *R_1} vs X_2: " +
         std::string(e.equivalent == false ? "not equivalent, X = " + to_text(*e.witness) : "?") + "\n";
  const InverseAnswer inv = find_inverse(build_simplified(parse_expression("{*L, *R}")));
  out += "  {*L, *R} has an inverse: " + std::string(inv.has_inverse == false ? "no" : "?") + " (" + inv.reason + ")\n";

  const std::vector<even_nim::Pile> piles{{2, false}, {4, false}, {6, false}, {8, false}};
  out += "  Even Nim 2 4 6 8: " + std::string(outcome_name(even_nim::outcome(piles))) + ", winning moves:";
  for (const even_nim::Move& m : even_nim::winning_moves(piles).moves) {
    out += " pile " + std::to_string(m.pile + 1) + "->" + std::to_string(m.to);
  }
  out += "\n";

  lr_subtraction::SubtractionGame game({2, 5});
  const std::optional<lr_subtraction::Period> period = game.find_period(1000);
  out += "  subtraction S = {2, 5}: values";
  for (std::uint64_t n = 0; n < 7; ++n) out += (n ? ", " : " ") + to_text(game.value(n));
  out += "; period " + (period ? std::to_string(period->period) : std::string("?")) + "\n";
  return out;
}

}  // namespace cgt::cli
