// `cgt partial-nim [--json] [--canonical] POSITION`: outcome, decomposition and winning moves of
// Partial Nim.

#include <fmt/format.h>

#include "cgt/game_text.hpp"
#include "cgt/partial_nim.hpp"
#include "cgt/partial_nim_games.hpp"
#include "commands/json.hpp"
#include "commands/json_writer.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

using partial_nim::Move;
using partial_nim::Pile;

void write_move(JsonWriter& out, const std::optional<Move>& move) {
  if (!move) {
    out.null();
    return;
  }
  out.begin_object().key("pile").integer(static_cast<std::uint64_t>(move->pile + 1));
  out.key("target").integer(move->to).key("to").integer(move->to).end_object();
}

std::string join_brackets(const std::vector<Integer>& entries) {
  std::string out;
  for (const Integer& m : entries) {
    if (!out.empty()) {
      out += ',';
    }
    out += m.to_string();
  }
  return out;
}

std::string describe_move(const char* player, const std::vector<Pile>& piles, const std::optional<Move>& move) {
  if (!move) {
    return fmt::format("{} moving first loses: no winning move\n", player);
  }
  const Pile& pile = piles[move->pile];
  return fmt::format("{} moving first wins: {}\n", player,
                     move_text("pile", move->pile + 1, partial_nim::format_pile(pile),
                               partial_nim::format_pile(Pile{pile.color, move->to})));
}

Output run_partial_nim(const Arguments& args) {
  std::vector<Pile> piles = partial_nim::parse_position(args.at(0));
  auto analysis = partial_nim::analyze(piles);
  const auto& decomposition = analysis.decomposition;
  Outcome outcome = analysis.outcome;
  const auto& moves = analysis.moves;
  const bool with_canonical = args.flag("--canonical");
  std::string canonical;
  if (with_canonical) {
    canonical = to_string(partial_nim::position_game(piles));
  }
  if (args.flag("--json")) {
    const std::string number = decomposition.number.to_string();
    JsonWriter out(256 + number.size() + canonical.size() + 21 * decomposition.brackets.size());
    out.begin_object().key("brackets").begin_array();
    for (const Integer& m : decomposition.brackets) {
      out.integer(m);
    }
    out.end_array();
    if (with_canonical) {
      out.key("canonical").string(canonical);
    }
    out.key("left_move");
    write_move(out, moves.left);
    out.key("nim").integer(decomposition.nim).key("number").string(number);
    out.key("outcome").string(outcome_name(outcome)).key("right_move");
    write_move(out, moves.right);
    out.end_object();
    return json_output(out);
  }
  std::string brackets = join_brackets(decomposition.brackets);
  std::string out = fmt::format("value: {} + [{}] + *{}\n", decomposition.number.to_string(), brackets,
                                decomposition.nim.to_string());
  out += outcome_line(outcome);
  out += describe_move("Left", piles, moves.left);
  out += describe_move("Right", piles, moves.right);
  if (with_canonical) {
    out += "canonical form: " + canonical + "\n";
  }
  return text_output(out);
}

}  // namespace

Command partial_nim_command() {
  return {{"partial-nim",
           "Partial Nim: outcome, value decomposition and winning moves",
           {argument("POSITION", "piles b<n>, r<n>, g<n>, e.g. \"b3 b3 b9 r2 r1 g4\"")},
           {json_flag(), flag("--canonical",
                              "also print the canonical form (CGSuite notation), for positions small enough for the "
                              "engine")},
           "POSITION is a row of piles, each a colour letter and a size (a natural of any size):\n"
           "  b<n>  blue: Left removes an odd number of tokens, Right an even number (at least 2)\n"
           "  r<n>  red: the reverse (Left even, Right odd)\n"
           "  g<n>  green: either player removes any number (a Nim heap)\n"
           "separated by commas, bars or whitespace: \"b3 b3 b9 r2 r1 g4\", \"b3,r2\". The letters may be\n"
           "capitals. Blank text is the empty position.\n"},
          run_partial_nim};
}

std::string demo_partial_nim() {
  // The seven examples of the paper's Section 3, then with a green pile *3 (Section 4).
  const char* examples[] = {
      "b3 b3 b9 r2 r1",           "b1 b2 b6 r3 r3 r3 r5",  "b1 r8 r4 r6",          "b1 b2 b6 b10 r3 r5 r5 r4 r4 r8",
      "b1 b3 b12 r5 r5 r8 r4 r2", "b3 b3 b4 b8 r6 r10 r6", "b3 b3 b8 b8 r6 r10 r6"};
  std::string out = "Blue: Left removes odd, Right even; red the reverse; green is Nim.\n";
  for (const char* example : examples) {
    for (const char* green : {"", " g3"}) {
      std::string text = std::string(example) + green;
      auto piles = partial_nim::parse_position(text);
      auto d = partial_nim::decompose(piles);
      auto moves = partial_nim::winning_moves(piles);
      std::string brackets = join_brackets(d.brackets);
      std::string move = moves.left ? "Left: " + move_text("pile", moves.left->pile + 1,
                                                           partial_nim::format_pile(piles[moves.left->pile]),
                                                           partial_nim::format_pile({piles[moves.left->pile].color,
                                                                                     moves.left->to}))
                                    : std::string("Left loses first");
      out +=
          fmt::format("  {:<36} {} + [{}]{}  outcome {}   {}\n", text, d.number.to_string(), brackets,
                      d.nim.is_zero() ? "" : " + *" + d.nim.to_string(), outcome_name(partial_nim::outcome(d)), move);
    }
  }
  out += "Canonical form of example 6 (as printed in the paper):\n  " +
         to_string(partial_nim::position_game(partial_nim::parse_position(examples[5]))) + "\n";
  return out;
}

}  // namespace cgt::commands
