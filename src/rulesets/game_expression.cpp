// The ruleset functions available in game expressions.

#include <optional>
#include <string>
#include <utility>

#include "cgt/error.hpp"
#include "cgt/fox_and_geese.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {

namespace {

std::uint64_t size_argument(const std::vector<GameArgument>& args, std::size_t i, std::string_view function) {
  Integer n = integer_argument(args, i, function);
  if (n.sign() < 0) {
    throw DomainError(std::string(function) + ": argument " + std::to_string(i + 1) + " must not be negative");
  }
  if (!n.fits_uint64() || n.to_uint64() > (std::uint64_t{1} << 32)) {
    throw LimitError(std::string(function) + ": " + n.to_string() + " is too large for the short-game engine");
  }
  return n.to_uint64();
}

// A function's value that is loopy (Fox and Geese's), on its way out of the short-game reader
// to evaluate_value, which takes it when the call is the whole text. Not a DomainError: the
// reader adds its column to those and would lose the value.
struct LoopyValue {
  Stopper value;
};

DomainError loopy_in_expression(const Stopper& value) {
  return DomainError("fox_and_geese: the value " + to_string(value) +
                     " is loopy, so it cannot be part of a larger expression (write the call alone)");
}

// Whether the text is one call of `name` and nothing else (spaces aside): fox_and_geese("…").
bool is_whole_call(std::string_view text, std::string_view name) {
  const auto first = text.find_first_not_of(" \t\n");
  const auto last = text.find_last_not_of(" \t\n");
  if (first == std::string_view::npos || text.substr(first, name.size()) != name || text[last] != ')') {
    return false;
  }
  // The board between the quotes holds no parenthesis, so the call's ')' is the first one.
  return text.find(')', first) == last;
}

}  // namespace

const GameFunctionTable& ruleset_functions() {
  static const GameFunctionTable table = {
      {"endnim",
       [](const std::vector<GameArgument>& args) {
         std::vector<std::uint64_t> piles;
         for (std::size_t i = 0; i < args.size(); ++i) {
           piles.push_back(size_argument(args, i, "endnim"));
         }
         return end_nim_game(piles);
       }},
      {"blue",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "blue");
         return blue_pile_game(size_argument(args, 0, "blue"));
       }},
      {"red",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "red");
         return red_pile_game(size_argument(args, 0, "red"));
       }},
      {"domineering",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "domineering");
         return domineering_game(string_argument(args, 0, "domineering"));
       }},
      {"clobber",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "clobber");
         return clobber_game(string_argument(args, 0, "clobber"));
       }},
      {"fox_and_geese",
       [](const std::vector<GameArgument>& args) -> Game {
         expect_arguments(args, 1, "fox_and_geese");
         Stopper value = fox_and_geese_value(string_argument(args, 0, "fox_and_geese"));
         if (std::optional<Game> g = value.as_short_game()) {
           return *g;
         }
         throw LoopyValue{std::move(value)};
       }},
      {"cram",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "cram");
         return cram_game(string_argument(args, 0, "cram"));
       }},
      {"konane",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "konane");
         return konane_game(string_argument(args, 0, "konane"));
       }},
      {"amazons",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "amazons");
         return amazons_game(string_argument(args, 0, "amazons"));
       }},
      {"hackenbush",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "hackenbush");
         return hackenbush_game(string_argument(args, 0, "hackenbush"));
       }},
      {"col",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "col");
         return col_game(string_argument(args, 0, "col"));
       }},
      {"snort",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "snort");
         return snort_game(string_argument(args, 0, "snort"));
       }},
      {"toads_and_frogs",
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "toads_and_frogs");
         return toads_and_frogs_game(string_argument(args, 0, "toads_and_frogs"));
       }},
  };
  return table;
}

Game evaluate_game_expression(std::string_view text) {
  try {
    return parse_game(text, ruleset_functions());
  } catch (const LoopyValue& loopy) {
    throw loopy_in_expression(loopy.value);
  }
}

namespace {

GameValue evaluate_stopper(std::string_view text) {
  try {
    Stopper value = parse_stopper(text, ruleset_functions());
    if (std::optional<Game> g = value.as_short_game()) {
      return *g;
    }
    return value;
  } catch (const LoopyValue& loopy) {  // fox_and_geese("…") among a stopper's options
    throw loopy_in_expression(loopy.value);
  }
}

}  // namespace

GameValue evaluate_value(std::string_view text) {
  try {
    return parse_game(text, ruleset_functions());
  } catch (const LoopyTextError&) {
    return evaluate_stopper(text);
  } catch (LoopyValue& loopy) {
    if (!is_whole_call(text, "fox_and_geese")) {
      throw loopy_in_expression(loopy.value);
    }
    return std::move(loopy.value);
  }
}

}  // namespace cgt
