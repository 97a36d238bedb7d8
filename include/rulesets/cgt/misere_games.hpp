#pragma once
// Misère play of the rulesets (cgt/misere.hpp holds the engine): the heaps of an octal game as
// misère canonical forms, and the expressions of `cgt misere`.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "cgt/misere.hpp"
#include "cgt/octal_game.hpp"

namespace cgt {

// The misère canonical forms of heaps 0..upto of `game`: heap n's options are the positions
// its moves leave (sums of smaller heaps). Work and memory are charged to the current context.
std::vector<MisereGame> octal_misere_heaps(const OctalGame& game, std::size_t upto);

// Cram (CGSuite's board text: rows joined by '|', '.' empty, '#' blocked) played misère: the
// board's regions are summed, each region's form found from its options.
MisereGame cram_misere(std::string_view board);

// An impartial expression played misère:
//   0, *, *n               zero and the nim heaps
//   *[a, b, ...]           CGSuite's list form: a number is a nim heap, [ ... ] the game whose
//                          options are the elements, and an element may be any expression
//                          (*[4, 2] has options *4 and *2; *[2] is *2; *[[2]] has the option *2)
//   {G, H, ...}            the game whose options are G, H, ...
//   octal(CODE, n)         heap n of an octal game: octal(0.77, 9) is Kayles' heap of 9
//   cram("..|..")          a Cram board
//   G + H, ( ... )         sums and parentheses
// Throws ParseError with the column.
// The largest heap octal(CODE, n) accepts; the work and memory limits usually stop sooner.
inline constexpr std::uint64_t kMaxMisereHeap = 100000;

MisereGame evaluate_misere_expression(std::string_view text);

}  // namespace cgt
