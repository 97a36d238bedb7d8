#pragma once
// The terms of a sum in `cgt solve`'s text: board calls, searched, and everything else, which
// the game-expression evaluator turns into one canonical game.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"
#include "solve/any_grid.hpp"

namespace cgt::solve {

struct BoardTerm {
  GridKind kind;
  std::string board;  // the grid string between the quotes
  bool negated;
};

struct SumTerms {
  std::vector<BoardTerm> boards;
  std::vector<std::string> canonical_texts;  // the other terms as written (trimmed)
  Game canonical;                            // their sum
};

// Splits `text` at the '+' outside brackets and quotes (a '+' right before '-' is CGSuite's
// switch, "+-1", not a split), recognises the board calls and evaluates the rest. A ParseError
// names its column in the whole text.
SumTerms parse_sum_terms(std::string_view text);

}  // namespace cgt::solve
