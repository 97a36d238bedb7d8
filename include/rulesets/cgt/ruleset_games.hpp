#pragma once
// Rulesets handed to the short-game engine: each position's options are computed from the
// rules and turned into canonical games bottom-up. The boards go through the ruleset solver
// (cgt/ruleset_solver.hpp): split into independent regions whose values are added, each region
// looked up up to the board's symmetries in a table kept in the context.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/stopper.hpp"

namespace cgt {

// A finite End Nim row (piles > 0): Left moves on the leftmost pile, Right on the rightmost,
// to any smaller size (0 removes the pile).
Game end_nim_game(const std::vector<std::uint64_t>& piles);
// Partial Nim: on a blue pile Left removes an odd number, Right an even number (≥ 2); a red
// pile is the reverse (its value is the negative).
Game blue_pile_game(std::uint64_t n);
Game red_pile_game(std::uint64_t n);
// Boards in CGSuite's grid strings: rows separated by '|', '.' empty, '#' blocked, and for
// Clobber 'x' (Left's stones) and 'o' (Right's). In Domineering Left places vertically.
Game domineering_game(std::string_view board);
Game clobber_game(std::string_view board);
// Cram ('.' and '#'): either player places a domino vertically or horizontally (impartial).
Game cram_game(std::string_view board);
// Konane ('x' Left, 'o' Right): jump a stone orthogonally over an adjacent enemy stone into an
// empty cell, removing it, and optionally on in the same line.
Game konane_game(std::string_view board);
// Amazons ('x' Left, 'o' Right, '#' burned): move an amazon like a queen, then shoot an arrow
// like a queen from where it lands; the arrow's cell is burned.
Game amazons_game(std::string_view board);
// Toads and Frogs on one strip ('t' Left's toads move right, 'f' Right's frogs move left, '.'
// empty, '#' a wall): step into an empty square or jump one enemy piece into one.
Game toads_and_frogs_game(std::string_view board);
// Hackenbush on a rooted graph in CGSuite's graph text: edges l (blue, Left's), r (red,
// Right's), e (green); the first vertex is the ground; "(a;b)" branches, ":A" names a vertex
// (equal names are one vertex), ';' starts another part: "lrr", "e(e;e)", ":Aeee:A" (a green
// triangle on the ground). As CGSuite, an empty or disconnected graph is a ParseError.
// Parts at the ground that are all green or blue-red trees take closed forms (up to 100000
// edges); the rest is searched (at most 64 edges). Throws LimitError past either limit.
Game hackenbush_game(std::string_view graph);
// Col and Snort on a graph in CGSuite's graph text, read as CGSuite's game.graph.Col and Snort
// read it: edges '-'; every vertex is uncoloured, and 'L' or 'R' is a tint (a neighbour was
// coloured by Left, by Right; '.' none): "R-.-R-.-L-.-R-.-R-." (Col: 7/8), ".-.-.(-.;-.)".
// In Col a vertex tinted L may be coloured by Right only, in Snort by Left only (and mirrored
// for R). Colouring removes the vertex, tints its untinted neighbours for the mover and removes
// its neighbours tinted for the other player.
Game col_game(std::string_view graph);
Game snort_game(std::string_view graph);

// The functions above, by their names in game expressions: endnim(3,5,2), blue(n), red(n),
// domineering("....|...."), clobber("xox|ox."), cram("...|..."), konane("xo.|..."),
// amazons("x..|..o"), toads_and_frogs("tt..ff"), hackenbush("lrr"), col("L-.-."), snort("---"),
// fox_and_geese("x.x.|....|o...") (cgt/fox_and_geese.hpp).
const GameFunctionTable& ruleset_functions();
// parse_game with the ruleset functions available: a short game, or ParseError / DomainError
// (a loopy text is a LoopyTextError; fox_and_geese("...") of a loopy value a DomainError).
Game evaluate_game_expression(std::string_view text);

// The value of a game expression, short or loopy: what `cgt game`, `cgt compare` and the page
// read. A Game when the value is loopfree, a Stopper otherwise.
using GameValue = std::variant<Game, Stopper>;
// The one evaluator deciding the kind of a value as it reads: the text is read as a short game
// (with the ruleset functions); the reader stops at the first word only loopy games have
// (LoopyTextError) and the text is then read as a stopper, whose short pieces may use the
// ruleset functions too (`{pass|domineering("..")}`). fox_and_geese("board") written alone may
// have a loopy value; in a larger expression its value must be loopfree. A stopper text whose
// value is loopfree (`a{1|0}`, a named position that never comes back) gives the Game.
GameValue evaluate_value(std::string_view text);

}  // namespace cgt
