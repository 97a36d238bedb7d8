#pragma once
// Random small boards of every grid ruleset and random sums of them with canonical games, for
// the outcome search's cross-checks (tests/solve): sizes kept where the canonical engine answers
// in milliseconds, so the engine can check every answer.

#include <cstddef>
#include <iterator>
#include <random>
#include <string>

namespace cgt::testing {

struct SolveRuleset {
  const char* name;
  const char* cells;      // the characters a cell is drawn from
  const char* live;       // the cells the brute force pays for
  int max_live;           // at most this many of them
  int max_rows;
  int max_live_in_sums;   // in a sum searched to the last cell, the states multiply
};

// Sizes kept where the canonical engine answers in milliseconds.
inline const SolveRuleset kSolveRulesets[] = {
    {"domineering", "...#", ".", 12, 4, 8}, {"clobber", "xo.", "xo", 10, 4, 6},
    {"amazons", "xo...#", "xo.", 8, 3, 5},   {"konane", "xo.", "xo.", 12, 4, 8},
    {"cram", "...#", ".", 10, 4, 8},         {"toads_and_frogs", "tf..#", "tf.", 12, 1, 8},
};

// A random board of `rules` with at most max_live live cells (the others become '#' or '.').
inline std::string solve_random_board(std::mt19937& rng, const SolveRuleset& rules, bool in_sum = false) {
  std::uniform_int_distribution<int> rows_of(1, rules.max_rows);
  std::uniform_int_distribution<int> cols_of(1, rules.max_rows == 1 ? 12 : 4);
  const int rows = rows_of(rng);
  const int cols = cols_of(rng);
  const std::string cells = rules.cells;
  std::uniform_int_distribution<std::size_t> pick(0, cells.size() - 1);
  std::string text;
  int live = 0;
  const std::string live_cells = rules.live;
  const char dead = live_cells.find('.') != std::string::npos ? '#' : '.';
  for (int r = 0; r < rows; ++r) {
    if (r > 0) {
      text += '|';
    }
    for (int c = 0; c < cols; ++c) {
      char cell = cells[pick(rng)];
      if (live_cells.find(cell) != std::string::npos && ++live > (in_sum ? rules.max_live_in_sums : rules.max_live)) {
        cell = dead;
      }
      text += cell;
    }
  }
  return text;
}

inline const char* const kSolveCanonicalTerms[] = {"0",      "*",   "^",      "v",     "1",       "-1",      "1/2",
                                            "{1|0}",  "+-1", "*2",     "{1|*}", "^*",      "{2|-1}",  "{0|-1/2}",
                                            "{1|-1}", "v*",  "{0||-1|-2}", "-1/4", "{3/2|1/2}", "{*|-1}"};

// A sum of two or three terms: boards (sometimes negated; sometimes of one ruleset throughout,
// searched without dispatch, sometimes mixed) and canonical games.
inline std::string solve_random_sum(std::mt19937& rng) {
  std::uniform_int_distribution<int> terms_of(2, 3);
  std::uniform_int_distribution<std::size_t> ruleset_of(0, std::size(kSolveRulesets) - 1);
  std::uniform_int_distribution<std::size_t> canonical_of(0, std::size(kSolveCanonicalTerms) - 1);
  std::uniform_int_distribution<int> coin(0, 3);
  std::string text;
  const int terms = terms_of(rng);
  const bool same = coin(rng) < 2;
  const std::size_t first = ruleset_of(rng);
  for (int t = 0; t < terms; ++t) {
    if (!text.empty()) {
      text += " + ";
    }
    if (coin(rng) == 0) {
      text += kSolveCanonicalTerms[canonical_of(rng)];
      continue;
    }
    const SolveRuleset& rules = kSolveRulesets[same ? first : ruleset_of(rng)];
    if (coin(rng) == 0) {
      text += '-';
    }
    text += std::string(rules.name) + "(\"" + solve_random_board(rng, rules, true) + "\")";
  }
  return text;
}

// A random Domineering grid (the text inside domineering("…")) of min_side to max_side rows and
// columns, with at most max_empty empty cells, a share of the others blocked drawn up to
// 99 / blocked_divisor percent.
inline std::string random_domineering_grid(std::mt19937& rng, int min_side, int max_side, int max_empty,
                                           int blocked_divisor) {
  std::uniform_int_distribution<int> side(min_side, max_side);
  std::uniform_int_distribution<int> percent(0, 99);
  const int rows = side(rng);
  const int cols = side(rng);
  const int blocked = percent(rng) / blocked_divisor;
  std::string text;
  int empty = 0;
  for (int r = 0; r < rows; ++r) {
    text += r > 0 ? "|" : "";
    for (int c = 0; c < cols; ++c) {
      const bool free = percent(rng) >= blocked && empty < max_empty;
      empty += free ? 1 : 0;
      text += free ? '.' : '#';
    }
  }
  return text;
}

}  // namespace cgt::testing
