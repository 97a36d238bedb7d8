#pragma once
// CGSuite's notation for short games, both ways (GUIDE §3).
//
// Printing: numbers `3/4`, `-2`; up-multiples `^`, `^^`, `^3`, `v`, `vv`, `v3`; nimbers `*`,
// `*5`; concatenated as in `1/2^^*3`; `^<n>` (↑ⁿ), `^[n]` (↑ + … + ↑ⁿ), `xTiny(y)`,
// `xMiny(y)`, switches `+-x` and `+-{a,b}`; otherwise `{L|R}` with `||`, `|||`, `||||` for
// nested single options and braces beyond four slashes or for options in a list.
//
// Parsing: the same, plus sums `G+H`, differences, unary `-`, `+-` (also infix: `3+-1` is
// 3 + ±1), ordinal sums `G:H`, parentheses, `*(expr)`, and functions `cool(G,t)`,
// `heat(G,t)`, `overheat(G,s,t)`, `norton(G,U)`, `Tiny(x)`, `Miny(x)` and any the caller adds.

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/game.hpp"

namespace cgt {

std::string to_string(Game g);
// Games in the order CGSuite writes options: numbers, nimbers, uptimals, then the rest.
std::vector<Game> sorted_for_display(std::vector<Game> games);

// An argument of a function in a game expression: a game, or a "quoted string" (boards).
using GameArgument = std::variant<Game, std::string>;
using GameFunction = std::function<Game(const std::vector<GameArgument>&)>;
using GameFunctionTable = std::map<std::string, GameFunction, std::less<>>;

// Thrown by parse_game when the first thing it cannot read is a word that only loopy games have:
// `pass`, `on`, `off`, `over`, `under` (also `2over`), a named position `a{…}`, CGSuite's upon
// forms `^[on]` and `^<on>`. The short-game reader decides so as it reads, at the column where it
// stops; an evaluator that also takes loopy values (cgt/ruleset_games.hpp, evaluate_value) reads
// the text as a stopper instead, and every other caller sees a ParseError saying why.
class LoopyTextError : public ParseError {
 public:
  LoopyTextError(std::size_t column, const std::string& word);
};

// Throws ParseError (with the column) for bad text — LoopyTextError when the text is a loopy
// game's — and DomainError for an undefined operation.
Game parse_game(std::string_view text, const GameFunctionTable& extra_functions = {});

// Helpers for functions: the i-th argument as a game / string / integer, or DomainError.
Game game_argument(const std::vector<GameArgument>& args, std::size_t i, std::string_view function);
std::string string_argument(const std::vector<GameArgument>& args, std::size_t i, std::string_view function);
Integer integer_argument(const std::vector<GameArgument>& args, std::size_t i, std::string_view function);
void expect_arguments(const std::vector<GameArgument>& args, std::size_t count, std::string_view function);

}  // namespace cgt
