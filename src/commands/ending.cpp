// The LR-ending commands (paper 003):
//   cgt ending [--json] EXPR, cgt ending --equiv G H, cgt ending --inverse G
//                    LR-ending partisan positions: outcome and simplified value, equivalence,
//                    inverses
//   cgt even-nim [--json] "n1 n2 ..."
//                    Even Nim from a starting position (every pile untouched), §4.1
//   cgt lr-subtraction [--json] --set 2,5 "n1 n2 ..." and --upto N (the value sequence)
//                    LR-ending subtraction games, §4.2
// with the budgets these searches run under and the period searches of lr-subtraction.

#include <algorithm>
#include <optional>

#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "cgt/even_nim.hpp"
#include "cgt/lr_subtraction.hpp"
#include "cgt/pile_list.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

// --- cgt ending ------------------------------------------------------------------------------

constexpr std::size_t kBudget = 2'000'000;  // positions one command may create

Json optional_bool(const std::optional<bool>& b) {
  return b ? Json(*b) : Json(nullptr);
}

// --upto (formerly --bound): how far the search for a distinguishing X goes (the search spaces
// exist up to kMaxSearchBirthday).
int search_bound(const Arguments& args) {
  return static_cast<int>(args.natural("--upto", ending::kMaxSearchBirthday, ending::kMaxSearchBirthday));
}

Output run_equivalence(const Arguments& args, int bound) {
  using namespace cgt::ending;
  StoreBudget limit(kBudget);
  const Position g = build_simplified(parse_expression(args.at(0)));
  const Position h = build_simplified(parse_expression(args.at(1)));
  const EquivalenceAnswer answer = decide_equivalence(g, h, bound);
  const std::string witness = answer.witness ? to_text(*answer.witness) : "";
  if (args.flag("--json")) {
    return json_output({{"equivalent", optional_bool(answer.equivalent)},
                        {"witness", answer.witness ? Json(witness) : Json(nullptr)},
                        {"birthday_bound", json_integer(answer.birthday_bound)},
                        {"reason", answer.reason}});
  }
  std::string text = answer.equivalent == true    ? "equivalent"
                     : answer.equivalent == false ? "not equivalent; distinguishing X = " + witness
                                                  : "undecided";
  return text_output(text + " (" + answer.reason + ")\n");
}

Output run_inverse(const Arguments& args, int bound) {
  using namespace cgt::ending;
  StoreBudget limit(kBudget);
  const Position g = build_simplified(parse_expression(args.at(0)));
  const InverseAnswer answer = find_inverse(g, bound);
  const std::string inverse = answer.inverse ? to_text(*answer.inverse) : "";
  if (args.flag("--json")) {
    return json_output({{"has_inverse", optional_bool(answer.has_inverse)},
                        {"inverse", answer.inverse ? Json(inverse) : Json(nullptr)},
                        {"reason", answer.reason}});
  }
  std::string text = answer.has_inverse == true    ? "inverse " + inverse
                     : answer.has_inverse == false ? "no inverse"
                                                   : "undecided";
  return text_output(text + " (" + answer.reason + ")\n");
}

Output run_ending(const Arguments& args) {
  const bool equiv = args.flag("--equiv");
  const bool inverse = args.flag("--inverse");
  if (equiv && inverse) {
    throw DomainError("--equiv and --inverse cannot be combined");
  }
  if (args.count() != (equiv ? 2 : 1)) {
    throw DomainError(equiv ? "--equiv needs exactly two positions G H" : "expected exactly one position");
  }
  const int bound = search_bound(args);
  if (equiv) {
    return run_equivalence(args, bound);
  }
  if (inverse) {
    return run_inverse(args, bound);
  }
  const ending::Analysis analysis = ending::analyse(ending::parse_expression(args.at(0)), kBudget);
  if (args.flag("--json")) {
    return json_output({{"outcome", ending::outcome_name(analysis.outcome)},
                        {"value", analysis.value},
                        {"closed_form", analysis.closed_form}});
  }
  return text_output(outcome_line(analysis.outcome) + "value: " + analysis.value + "\n");
}

// --- cgt even-nim and cgt lr-subtraction -----------------------------------------------------

const char* player_text(bool left, bool right) {
  return left && right ? "both" : left ? "L" : "R";
}

// "  pile 2: 10 -> 7  (wins for L)": a winning move of a list that holds both players' moves.
std::string shared_move_line(std::size_t pile, std::uint64_t from, std::uint64_t to, bool left, bool right) {
  return move_line("pile", pile + 1, std::to_string(from), std::to_string(to),
                   std::string("  (wins for ") + player_text(left, right) + ")");
}

Output run_even_nim(const Arguments& args) {
  const std::vector<even_nim::Pile> piles = even_nim::parse_start_position(args.at(0));
  const ending::Outcome outcome = even_nim::outcome(piles);
  const even_nim::WinningMoves moves = even_nim::winning_moves(piles);
  if (args.flag("--json")) {
    Json list = Json::array();
    for (const even_nim::Move& m : moves.moves) {
      list.push_back({{"pile", json_integer(m.pile + 1)},
                      {"target", json_integer(m.to)},
                      {"to", json_integer(m.to)},
                      {"for", player_text(m.for_left, m.for_right)}});
    }
    Json out{{"outcome", ending::outcome_name(outcome)}, {"moves", list}};
    if (moves.truncated) {
      out["moves_truncated"] = true;
    }
    return json_output(out);
  }
  std::string text = outcome_line(outcome) + moves_heading(moves.moves.empty());
  for (const even_nim::Move& m : moves.moves) {
    text += shared_move_line(m.pile, piles[m.pile].tokens, m.to, m.for_left, m.for_right);
  }
  if (moves.truncated) {
    text += "  … (more winning moves not listed)\n";
  }
  return text_output(text);
}

// Period detection looks this far (or up to the requested N / the largest pile).
constexpr std::uint64_t kPeriodSearch = 1'000'000;
constexpr std::uint64_t kMaxSequence = 1'000'000;
// Positions the period search may create: a periodic sequence needs few (S = {2, 5}: 8), a
// sequence whose simplified values keep growing would fill memory.
constexpr std::size_t kPeriodBudget = 200'000;
// Positions the values of --sequence may create.
constexpr std::size_t kSequenceBudget = 8'000'000;

// The value period, or nullopt when none shows within `limit` values or the values grow past
// the store's limits (Theorems 3.9 and 3.10 do not reduce every sequence to a periodic one).
std::optional<lr_subtraction::Period> try_find_period(lr_subtraction::SubtractionGame& game, std::uint64_t limit) {
  try {
    ending::StoreBudget budget(kPeriodBudget);
    return game.find_period(limit);
  } catch (const BudgetError&) {
    throw;  // the command's own limits: not a sign that there is no period
  } catch (const LimitError&) {
    return std::nullopt;
  }
}

Json optional_integer(const std::optional<std::uint64_t>& x) {
  return x ? json_integer(*x) : Json(nullptr);
}

Output run_sequence(const Arguments& args, lr_subtraction::SubtractionGame& game) {
  const std::uint64_t n = args.natural("--upto", 0, kMaxSequence);
  const std::optional<lr_subtraction::Period> period = try_find_period(game, std::max(n, kPeriodSearch));
  const std::optional<lr_subtraction::Period> outcome_period =
      lr_subtraction::outcome_period(game, std::max(n, kPeriodSearch));
  std::vector<std::string> values;
  std::string outcomes;
  ending::StoreBudget budget(kSequenceBudget);
  // The texts (up to 10^6 of them, each up to 10^6 characters) against the memory limit as they
  // are made, and the answer built from them (about three times as much: a JSON tree, its text).
  MemoryClaim held(current_context());
  for (std::uint64_t k = 0; k <= n; ++k) {
    const ending::Position v = game.value(k);
    try {
      values.push_back(ending::to_text(v));
    } catch (const LimitError& e) {
      throw LimitError("value of a pile of " + std::to_string(k) + " tokens: " + e.what());
    }
    held.grow(sizeof(std::string) + values.back().capacity());
    outcomes += ending::outcome_name(v.outcome());
  }
  held.grow(3 * held.bytes());
  if (args.flag("--json")) {
    return json_output(
        {{"values", values},
         {"outcomes", outcomes},
         {"period", optional_integer(period ? std::optional(period->period) : std::nullopt)},
         {"preperiod", optional_integer(period ? std::optional(period->preperiod) : std::nullopt)},
         {"outcome_period", optional_integer(outcome_period ? std::optional(outcome_period->period) : std::nullopt)},
         {"outcome_preperiod",
          optional_integer(outcome_period ? std::optional(outcome_period->preperiod) : std::nullopt)}});
  }
  std::string text;
  for (std::uint64_t k = 0; k <= n; ++k) {
    text += std::to_string(k) + "  " + outcomes[k] + "  " + values[k] + "\n";
  }
  text += period ? "values: period " + std::to_string(period->period) + ", preperiod " +
                       std::to_string(period->preperiod) + "\n"
                 : "values: no period found within " + std::to_string(std::max(n, kPeriodSearch)) + " values\n";
  if (outcome_period) {
    text += "outcomes: period " + std::to_string(outcome_period->period) + ", preperiod " +
            std::to_string(outcome_period->preperiod) + "\n";
  }
  return text_output(text);
}

Output run_lr_subtraction(const Arguments& args) {
  lr_subtraction::SubtractionGame game(
      parse_pile_list(args.value("--set").value_or(""), "subtraction set", "element"));
  const bool sequence = args.value("--upto").has_value();
  const bool has_piles = args.count() > 0;
  if (sequence == has_piles) {
    throw DomainError("give either pile sizes or --upto N (the values of piles 0..N), not both or neither");
  }
  if (sequence) {
    return run_sequence(args, game);
  }
  const std::vector<std::uint64_t> piles = parse_pile_list(args.at(0), "piles");
  std::uint64_t largest = 0;
  for (std::uint64_t p : piles) {
    largest = std::max(largest, p);
  }
  // Beyond the period search, a pile's value is known only through the period.
  if (largest > kPeriodSearch && !try_find_period(game, kPeriodSearch)) {
    throw LimitError("pile of " + std::to_string(largest) + " tokens: no period of the value sequence within " +
                     std::to_string(kPeriodSearch) + " values");
  }
  const lr_subtraction::RowAnalysis row = lr_subtraction::analyse_row(game, piles);
  const std::vector<lr_subtraction::Move> moves = lr_subtraction::winning_moves(game, piles);
  if (args.flag("--json")) {
    Json list = Json::array();
    for (const auto& m : moves) {
      list.push_back({{"pile", json_integer(m.pile + 1)},
                      {"target", json_integer(m.to)},
                      {"to", json_integer(m.to)},
                      {"for", player_text(m.for_left, m.for_right)}});
    }
    return json_output(
        {{"outcome", ending::outcome_name(row.outcome)}, {"moves", list}, {"closed_form", row.closed_form}});
  }
  std::string text = outcome_line(row.outcome) + moves_heading(moves.empty());
  for (const auto& m : moves) {
    text += shared_move_line(m.pile, piles[m.pile], m.to, m.for_left, m.for_right);
  }
  return text_output(text);
}

// What an LR-ending position may be, for --help.
const char* const kEndingSyntax =
    "EXPR is an LR-ending position:\n"
    "  *L, *R          the terminal positions (Left wins, Right wins)\n"
    "  *L_n, *R_n      *L_n = {*L_0, ..., *L_(n-1)} with *L_0 = *L (Definition 3.2); likewise *R_n\n"
    "  X_n, ✠_n        {*L_0..*L_(n-1), *R_0..*R_(n-1)}, n >= 1 (Definition 3.5)\n"
    "  S_n, ★_n        {*L, *R} with ★_m and ~★_m for every m < n; n >= 1 (Definition 3.7)\n"
    "  {G, H, ...}     the position with options G, H, ... (at least one)\n"
    "  G + H           sum: play ends when every component is terminal\n"
    "  ~G              the conjugate: *L and *R swapped (~G = G + *R)\n"
    "  ( ... )         parentheses\n";

}  // namespace

Command ending_command() {
  return {{"ending",
           "LR-ending partisan positions: outcome and simplified value; --equiv G H; --inverse G",
           {arguments("EXPR", "e.g. \"{*L, *R_1} + X_2\" (two with --equiv)")},
           {json_flag(), flag("--equiv", "decide whether the two positions G H are equivalent"),
            flag("--inverse", "decide whether the position has an inverse (Theorem 2.17)"),
            also_called(value_option("--upto", "DAY",
                                     "search a distinguishing X up to this birthday: 0–2 = every position born by "
                                     "that day; 3 (default) adds day-3 option sets of at most 3 elements"),
                        {"--bound"})},
           kEndingSyntax},
          run_ending};
}

Command even_nim_command() {
  return {{"even-nim",
           "Even Nim (LR-ending, paper 003 §4.1): outcome and winning moves",
           {argument("PILES", "even pile sizes, e.g. \"4 6 10\"")},
           {json_flag()},
           "PILES is even pile sizes (naturals below 10^18) separated by commas, bars or whitespace: \"4 6 10\",\n"
           "\"4,6,10\". Every pile starts untouched. Blank text is the empty position.\n"},
          run_even_nim};
}

Command lr_subtraction_command() {
  return {{"lr-subtraction",
           "LR-ending subtraction game (paper 003 §4.2): outcome, winning moves, value sequence",
           {argument("PILES", "pile sizes, e.g. \"3 7 12\"", /*required=*/false)},
           {input_option("--set", "LIST", "subtraction set, e.g. 2,5 (elements ≥ 2)", /*required=*/true),
            also_called(value_option("--upto", "N", "print the values of one pile of 0..N instead (N at most 1000000)"),
                        {"--sequence"}),
            json_flag()},
           "PILES and LIST are naturals below 10^18 separated by commas, bars or whitespace: \"3 7 12\",\n"
           "\"2,5\". Blank PILES is the empty position.\n"},
          run_lr_subtraction};
}

std::string demo_ending() {
  using namespace cgt::ending;
  std::string out;
  for (const char* example : {"{*L, *R}", "{{*L, *R}}", "*L_2 + *R_3", "{*L_1}", "{*R, {*L, *R_1}}",
                              "X_3 + X_5 + X_6 + *L_3", "S_3 + S_2 + X_1", "{*L, *R_1} + {*L, *R_1}"}) {
    const cgt::ending::Analysis a = analyse(parse_expression(example));
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
    out.append(" ").append(move_text("pile", m.pile + 1, std::to_string(piles[m.pile].tokens), std::to_string(m.to)));
    out += ";";
  }
  out += "\n";

  lr_subtraction::SubtractionGame game({2, 5});
  const std::optional<lr_subtraction::Period> period = game.find_period(1000);
  out += "  subtraction S = {2, 5}: values";
  for (std::uint64_t n = 0; n < 7; ++n) out += (n ? ", " : " ") + to_text(game.value(n));
  out += "; period " + (period ? std::to_string(period->period) : std::string("?")) + "\n";
  return out;
}

}  // namespace cgt::commands
