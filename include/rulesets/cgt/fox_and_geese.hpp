#pragma once
// Fox and Geese (Winning Ways, ch. 20; CGSuite's FoxAndGeese): Left's geese and Right's fox on
// the dark squares of a board of width w (8 in the classical game), unbounded upwards. A goose
// steps diagonally down onto an empty square; the fox steps diagonally in any direction onto
// an empty square. The fox may go back and forth, so the values are loopy: stoppers
// (cgt/stopper.hpp). As CGSuite does, a fox that has got past the geese (on or above the
// highest goose's row, or one row below it with an empty square diagonally above) is `off`:
// Right can move forever and Left cannot.
//
// Boards in CGSuite's text (GenFoxAndGeese's output): rows from the top, joined by '|', 'x' a
// goose, 'o' the fox, '.' any other square; the bottom row is row 1 and the left column
// column 1, and the dark squares are those with row + column even.

#include <string>
#include <string_view>
#include <vector>

#include "cgt/stopper.hpp"

namespace cgt {

// The value of a position. Throws DomainError for a board that is not a position (no fox or
// two, a piece on a light square) and LimitError past 64 squares.
Stopper fox_and_geese_value(std::string_view board);

// CGSuite's FoxAndGeese.ValuesTable: for the geese of `board` (any fox on it is ignored), the
// value with the fox on each dark square that holds no goose, from the highest goose's row down
// to row 1. Each cell is the value's text, "X" for a goose and "" for a light square.
std::vector<std::vector<std::string>> fox_and_geese_table(std::string_view board);

}  // namespace cgt
