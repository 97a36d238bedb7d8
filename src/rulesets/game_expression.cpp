// The ruleset functions available in game expressions.

#include <cctype>

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
       [](const std::vector<GameArgument>& args) {
         expect_arguments(args, 1, "fox_and_geese");
         const Stopper value = fox_and_geese_value(string_argument(args, 0, "fox_and_geese"));
         if (std::optional<Game> g = value.as_short_game()) {
           return *g;
         }
         throw DomainError("fox_and_geese: the value " + to_string(value) +
                           " is loopy, so it cannot be part of a larger expression (write the call alone)");
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
  return parse_game(text, ruleset_functions());
}

namespace {

// Whether the text uses the words of loopy games (pass, on, off, over, under, 2over) or names a
// position (a{…}): then it is read as a stopper.
bool looks_loopy(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    if (!std::isalpha(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) {
      ++end;
    }
    const std::string_view word = text.substr(i, end - i);
    if (word == "pass" || word == "on" || word == "off" || word == "over" || word == "under" ||
        (end < text.size() && text[end] == '{')) {
      return true;
    }
    i = end;
  }
  return false;
}

}  // namespace

std::optional<Stopper> evaluate_stopper_expression(std::string_view text) {
  if (looks_loopy(text)) {
    return parse_stopper(text);
  }
  // Fox and Geese's values are loopy when the text is a whole call fox_and_geese("board").
  // Anything else (a sum, a malformed call) goes to the short-game parser, whose
  // fox_and_geese takes loopfree values and explains the rest.
  std::size_t at = 0;
  const auto skip_spaces = [&] {
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n')) {
      ++at;
    }
  };
  const auto take = [&](std::string_view word) {
    skip_spaces();
    if (text.substr(at, word.size()) != word) {
      return false;
    }
    at += word.size();
    return true;
  };
  if (!take("fox_and_geese") || !take("(") || !take("\"")) {
    return std::nullopt;
  }
  const std::size_t close = text.find('"', at);
  if (close == std::string_view::npos) {
    return std::nullopt;
  }
  const std::string_view board = text.substr(at, close - at);
  at = close + 1;
  if (!take(")")) {
    return std::nullopt;
  }
  skip_spaces();
  if (at != text.size()) {
    return std::nullopt;
  }
  return fox_and_geese_value(board);
}

}  // namespace cgt
