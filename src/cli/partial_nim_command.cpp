// `cgt partial-nim [--json] POSITION`: outcome, decomposition and winning moves of Partial Nim.

#include <fmt/format.h>

#include "cgt/game_text.hpp"
#include "cgt/partial_nim.hpp"
#include "cgt/partial_nim_games.hpp"
#include "cli/command.hpp"

namespace cgt::cli {

namespace {

using partial_nim::Move;
using partial_nim::Pile;

// Exact integers: a JSON number when it fits in 64 bits, otherwise its decimal string.
nlohmann::json exact_number(const Integer& value) {
  if (value.fits_int64()) {
    return value.to_int64();
  }
  return value.to_string();
}

nlohmann::json move_json(const std::optional<Move>& move) {
  if (!move) {
    return nullptr;
  }
  return {{"pile", move->pile + 1}, {"to", exact_number(move->to)}};
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

std::string describe_outcome(Outcome o) {
  switch (o) {
    case Outcome::kL:
      return "L (Left wins, whoever moves first)";
    case Outcome::kR:
      return "R (Right wins, whoever moves first)";
    case Outcome::kN:
      return "N (the player to move wins)";
    case Outcome::kP:
      return "P (the player to move loses)";
  }
  return "?";
}

std::string describe_move(const char* player, const std::vector<Pile>& piles, const std::optional<Move>& move) {
  if (!move) {
    return fmt::format("{} moving first loses: no winning move\n", player);
  }
  return fmt::format("{} moving first wins: pile {} ({}) to {}\n", player, move->pile + 1,
                     partial_nim::format_pile(piles[move->pile]), move->to.to_string());
}

}  // namespace

void add_partial_nim_command(CLI::App& app) {
  auto* command = app.add_subcommand("partial-nim", "Partial Nim: outcome, value decomposition and winning moves");
  struct Options {
    std::string position;
    bool json = false;
    bool canonical = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("POSITION", options->position, "piles b<n>, r<n>, g<n>, e.g. \"b3 b3 b9 r2 r1 g4\"")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->add_flag("--canonical", options->canonical,
                    "also print the canonical form (CGSuite notation), for positions small enough for the engine");
  command->callback([options] {
    std::vector<Pile> piles = partial_nim::parse_position(read_position(options->position));
    auto analysis = partial_nim::analyze(piles);
    const auto& decomposition = analysis.decomposition;
    Outcome outcome = analysis.outcome;
    const auto& moves = analysis.moves;
    std::string canonical;
    if (options->canonical) {
      canonical = to_string(partial_nim::position_game(piles));
    }
    if (options->json) {
      nlohmann::json brackets = nlohmann::json::array();
      for (const Integer& m : decomposition.brackets) {
        brackets.push_back(exact_number(m));
      }
      nlohmann::json out = {{"outcome", std::string(outcome_name(outcome))},
                            {"number", decomposition.number.to_string()},
                            {"brackets", brackets},
                            {"nim", exact_number(decomposition.nim)},
                            {"left_move", move_json(moves.left)},
                            {"right_move", move_json(moves.right)}};
      if (options->canonical) {
        out["canonical"] = canonical;
      }
      print_json(out);
      return;
    }
    std::string brackets = join_brackets(decomposition.brackets);
    std::string out = fmt::format("value: {} + [{}] + *{}\n", decomposition.number.to_string(), brackets,
                                  decomposition.nim.to_string());
    out += "outcome: " + describe_outcome(outcome) + "\n";
    out += describe_move("Left", piles, moves.left);
    out += describe_move("Right", piles, moves.right);
    if (options->canonical) {
      out += "canonical form: " + canonical + "\n";
    }
    print_text(out);
  });
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
      std::string move = moves.left
                             ? fmt::format("Left: pile {} to {}", moves.left->pile + 1, moves.left->to.to_string())
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

}  // namespace cgt::cli
