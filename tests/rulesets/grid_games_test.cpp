// The grid rulesets through the ruleset solver: the symmetries of the board give equal or
// negated values as theory says, budgets and cancellation stop a search and leave the context
// usable, and long rows run on a small machine stack.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"
#include "rulesets/grid_brute_force.hpp"
#include "support/small_stack.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

using Rows = std::vector<std::string>;

Rows rows_of(const std::string& text) {
  Rows rows(1);
  for (char c : text) {
    if (c == '|') {
      rows.emplace_back();
    } else {
      rows.back() += c;
    }
  }
  return rows;
}

std::string text_of(const Rows& rows) {
  std::string text;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    text += (r == 0 ? "" : "|") + rows[r];
  }
  return text;
}

// The images of a board, on its text: (r, c) → (c, r), and so on.
Rows transposed(const Rows& rows) {
  Rows out(rows[0].size(), std::string(rows.size(), ' '));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (std::size_t c = 0; c < rows[0].size(); ++c) {
      out[c][r] = rows[r][c];
    }
  }
  return out;
}
Rows upside_down(Rows rows) {
  std::reverse(rows.begin(), rows.end());
  return rows;
}
Rows mirrored(Rows rows) {
  for (std::string& row : rows) {
    std::reverse(row.begin(), row.end());
  }
  return rows;
}
Rows colours_swapped(Rows rows) {
  for (std::string& row : rows) {
    for (char& c : row) {
      c = c == 'x' ? 'o' : c == 'o' ? 'x' : c == 't' ? 'f' : c == 'f' ? 't' : c;
    }
  }
  return rows;
}

struct Image {
  const char* name;
  Rows (*apply)(const Rows&);
  bool swaps_axes;  // exchanges rows and columns
};

const Image kImages[] = {
    {"upside down", [](const Rows& b) { return upside_down(b); }, false},
    {"mirrored", [](const Rows& b) { return mirrored(b); }, false},
    {"half turn", [](const Rows& b) { return mirrored(upside_down(b)); }, false},
    {"transposed", [](const Rows& b) { return transposed(b); }, true},
    {"quarter turn", [](const Rows& b) { return mirrored(transposed(b)); }, true},
    {"three quarter turn", [](const Rows& b) { return upside_down(transposed(b)); }, true},
    {"anti-transposed", [](const Rows& b) { return mirrored(upside_down(transposed(b))); }, true},
};

// The value of `board` in a context of its own, as text: a table entry left by an earlier
// board (the same class under another image) cannot hide a wrong sign.
std::string fresh_value(Game (*solve)(std::string_view), const std::string& board) {
  Context context;
  ContextScope scope(context);
  return to_string(solve(board));
}

std::string negated_text(Game (*solve)(std::string_view), const std::string& board) {
  Context context;
  ContextScope scope(context);
  return to_string(-solve(board));
}

std::string random_cells(std::mt19937& rng, int rows, int cols, const std::string& cells) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    text += r == 0 ? "" : "|";
    for (int c = 0; c < cols; ++c) {
      text += cells[rng() % cells.size()];
    }
  }
  return text;
}

TEST(GridGames, DomineeringSymmetries) {
  // Reflections in an axis and the half turn keep vertical dominoes vertical: the same game.
  // Transposes and quarter turns make them horizontal: Left's moves become Right's, the
  // negative.
  std::mt19937 rng(78);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(150); ++trial) {
    const std::string board =
        random_cells(rng, 1 + static_cast<int>(rng() % 4), 1 + static_cast<int>(rng() % 5), "..#");
    const std::string value = fresh_value(domineering_game, board);
    const std::string negative = negated_text(domineering_game, board);
    nonzero += value != "0" ? 1 : 0;
    for (const Image& image : kImages) {
      const std::string other = text_of(image.apply(rows_of(board)));
      EXPECT_EQ(fresh_value(domineering_game, other), image.swaps_axes ? negative : value)
          << "domineering(\"" << board << "\") and its image " << image.name << " domineering(\"" << other << "\")";
    }
  }
  EXPECT_GT(nonzero, scaled(75));  // the signs were tested on games that are not their own negatives
}

TEST(GridGames, ClobberSymmetries) {
  // Both players move alike in every direction: every symmetry of the board keeps the game,
  // and exchanging the colours gives the negative.
  std::mt19937 rng(90);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(150); ++trial) {
    const std::string board =
        random_cells(rng, 1 + static_cast<int>(rng() % 3), 1 + static_cast<int>(rng() % 5), "xxoo.");
    const std::string value = fresh_value(clobber_game, board);
    const std::string negative = negated_text(clobber_game, board);
    nonzero += value != "0" ? 1 : 0;
    for (const Image& image : kImages) {
      const Rows other = image.apply(rows_of(board));
      EXPECT_EQ(fresh_value(clobber_game, text_of(other)), value)
          << "clobber(\"" << board << "\") and its image " << image.name << " clobber(\"" << text_of(other) << "\")";
      EXPECT_EQ(fresh_value(clobber_game, text_of(colours_swapped(other))), negative)
          << "clobber(\"" << board << "\") and its image " << image.name << " with colours exchanged";
    }
  }
  EXPECT_GT(nonzero, scaled(75));
}

TEST(GridGames, CramSymmetries) {
  // Both players place dominoes either way: every symmetry of the board keeps the game, and
  // the game is its own negative (a nimber).
  std::mt19937 rng(101);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(150); ++trial) {
    const std::string board =
        random_cells(rng, 1 + static_cast<int>(rng() % 4), 1 + static_cast<int>(rng() % 5), "...#");
    const std::string value = fresh_value(cram_game, board);
    EXPECT_EQ(value, negated_text(cram_game, board)) << "cram(\"" << board << "\")";
    EXPECT_TRUE(value == "0" || value[0] == '*') << "cram(\"" << board << "\") = " << value;
    nonzero += value != "0" ? 1 : 0;
    for (const Image& image : kImages) {
      const std::string other = text_of(image.apply(rows_of(board)));
      EXPECT_EQ(fresh_value(cram_game, other), value)
          << "cram(\"" << board << "\") and its image " << image.name << " cram(\"" << other << "\")";
    }
  }
  EXPECT_GT(nonzero, scaled(50));
}

TEST(GridGames, KonaneAndAmazonsSymmetries) {
  // Jumps and queen moves look alike in every direction: every symmetry of the board keeps the
  // game, and exchanging the colours gives the negative.
  struct Ruleset {
    const char* name;
    Game (*solve)(std::string_view);
    const char* cells;
    int max_rows;
    int max_cols;
  };
  for (const Ruleset& rules :
       {Ruleset{"konane", konane_game, "xxoo....", 4, 5}, Ruleset{"amazons", amazons_game, "xo....##", 3, 3}}) {
    std::mt19937 rng(123);
    int nonzero = 0;
    for (int trial = 0; trial < scaled(150); ++trial) {
      const std::string board = random_cells(rng, 2 + static_cast<int>(rng() % (rules.max_rows - 1)),
                                             2 + static_cast<int>(rng() % (rules.max_cols - 1)), rules.cells);
      const std::string value = fresh_value(rules.solve, board);
      const std::string negative = negated_text(rules.solve, board);
      nonzero += value != "0" ? 1 : 0;
      for (const Image& image : kImages) {
        const Rows other = image.apply(rows_of(board));
        EXPECT_EQ(fresh_value(rules.solve, text_of(other)), value)
            << rules.name << "(\"" << board << "\") and its image " << image.name << " (\"" << text_of(other) << "\")";
        EXPECT_EQ(fresh_value(rules.solve, text_of(colours_swapped(other))), negative)
            << rules.name << "(\"" << board << "\") and its image " << image.name << " with colours exchanged";
      }
    }
    EXPECT_GT(nonzero, scaled(60)) << rules.name;
  }
}

TEST(GridGames, ToadsAndFrogsReversal) {
  // Reversing the strip and exchanging toads and frogs exchanges the players: the negative.
  // Reversing alone, or exchanging alone, is another game.
  std::mt19937 rng(145);
  int nonzero = 0;
  for (int trial = 0; trial < scaled(300); ++trial) {
    const std::string board = random_cells(rng, 1, 1 + static_cast<int>(rng() % 14), "ttff...#");
    const std::string negative = negated_text(toads_and_frogs_game, board);
    const std::string image = text_of(colours_swapped(mirrored(rows_of(board))));
    nonzero += negative != "0" ? 1 : 0;
    EXPECT_EQ(fresh_value(toads_and_frogs_game, image), negative)
        << "toads_and_frogs(\"" << board << "\") and its image toads_and_frogs(\"" << image << "\")";
  }
  EXPECT_GT(nonzero, scaled(150));
}

TEST(GridGames, NewRulesetsRejectBadBoards) {
  EXPECT_THROW(cram_game("..|..."), DomainError);
  EXPECT_THROW(konane_game("xo.|.t."), DomainError);
  EXPECT_THROW(amazons_game("x.o|..*"), DomainError);
  EXPECT_THROW(toads_and_frogs_game("tt.xff"), DomainError);
  EXPECT_THROW(toads_and_frogs_game("t.f|t.f"), DomainError);
  EXPECT_THROW(cram_game(std::string(65, '.')), LimitError);
  EXPECT_THROW(toads_and_frogs_game(std::string(65, '.')), LimitError);
  EXPECT_EQ(to_string(toads_and_frogs_game("")), "0");
  EXPECT_EQ(to_string(konane_game("")), "0");
}

TEST(GridGames, GoldenBoardsAgreeWithBruteForce) {
  // The boards of tests/golden/game whose values are derived by hand from the rules or only
  // computed here: the brute force (no regions, symmetry or table) gives the same games.
  for (const char* board : {"xo.", ".xo.", "xo.o."}) {
    EXPECT_EQ(konane_game(board), testing::brute_konane(testing::TextBoard(board))) << board;
  }
  for (const char* board : {"x.", "x.o", "x...|o..."}) {
    EXPECT_EQ(amazons_game(board), testing::brute_amazons(testing::TextBoard(board))) << board;
  }
  std::vector<const char*> toads = {"t.f", "t.tf", "t.tff", "tft.f", "ttt.tftt.tf", "ttttt..fff"};
  std::vector<const char*> crams = {"....|....|...."};
#if !defined(CGT_SANITIZED_TESTS)
  // The brute force of these two takes minutes under the sanitizers: Release only.
  toads.push_back("tttttt..ffff");
  crams.push_back("....|....|....|....");
#endif
  for (const char* board : toads) {
    EXPECT_EQ(toads_and_frogs_game(board), testing::brute_toads_and_frogs(board)) << board;
  }
  for (const char* board : crams) {
    EXPECT_EQ(cram_game(board), testing::brute_cram(testing::TextBoard(board))) << board;
  }
}

TEST(GridGames, BoardsEqualToTheirNegativeImage) {
  // A Domineering board equal to its own transpose, or a Clobber board equal to its mirror
  // image with the colours exchanged, is a game equal to its negative (0, *, ±1, …): the
  // representative is reached with and without negation, and both must agree. The brute force
  // confirms the values.
  for (const char* board : {"...|...|...", "#..|...|..#", "....|.#..|..#.|....", "..|..", ".#|.."}) {
    const Game g = domineering_game(board);
    EXPECT_EQ(g, -g) << board;
    EXPECT_EQ(g, testing::brute_domineering(testing::TextBoard(board))) << board;
  }
  for (const char* board : {"xo", "xxoo", "xox|oxo", "xoxo"}) {
    const Game g = clobber_game(board);
    EXPECT_EQ(g, -g) << board;
    EXPECT_EQ(g, testing::brute_clobber(testing::TextBoard(board))) << board;
  }
}

TEST(GridGames, WorkBudgetStopsTheSearchAndTheContextStaysUsable) {
  Context context;
  ContextScope scope(context);
  context.set_limits({.work = 20'000});
  EXPECT_THROW(domineering_game("........|........|........|........|........|........|........|........"),
               BudgetError);
  EXPECT_THROW(clobber_game("xoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxo"), BudgetError);
  context.set_limits({});
  EXPECT_EQ(to_string(domineering_game("....|....|....|....")), "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
  const char* board = "...#|....|#...";
  EXPECT_EQ(domineering_game(board), testing::brute_domineering(testing::TextBoard(board)));
}

TEST(GridGames, SearchesCutShortLeaveOnlyRightValuesInTheTable) {
  // Every attempt below stops part-way, leaving the positions it finished in the table; the
  // search that finally completes builds on them and must agree with one in a fresh context.
  const std::string board = ".....|.....|..#..|.....";
  const std::string expected = fresh_value(domineering_game, board);
  Context context;
  ContextScope scope(context);
  int stopped = 0;
  for (std::uint64_t limit = 500;; limit *= 2) {
    context.set_limits({.work = limit});
    try {
      const std::string value = to_string(domineering_game(board));
      EXPECT_EQ(value, expected);
      break;
    } catch (const BudgetError&) {
      ++stopped;
    }
  }
  EXPECT_GE(stopped, 3);
}

TEST(GridGames, MemoryBudgetStopsTheSearch) {
  Context context;
  ContextScope scope(context);
  (void)domineering_game("..|..");  // the stores exist: what follows is the table growing
  context.set_limits({.memory = context.bytes_held() + (std::size_t{1} << 20)});
  try {
    (void)domineering_game("......|......|......|......|......|......");
    FAIL() << "a 6×6 board within 1 MiB more";
  } catch (const BudgetError& error) {
    EXPECT_EQ(error.resource(), BudgetError::Resource::kMemory);
  }
  context.set_limits({});
  EXPECT_EQ(to_string(clobber_game("xox|ox.")), "{^^*|*,v}");
}

TEST(GridGames, CancelStopsTheSearch) {
  Context context;
  ContextScope scope(context);
  context.cancel();
  EXPECT_THROW(clobber_game("xoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxo"), CancelledError);
  EXPECT_EQ(to_string(clobber_game("xox|ox.")), "{^^*|*,v}");
}

TEST(GridGames, LongRowsRunOnASmallStack) {
  // Rows of 64 cells (and a 2×16 strip), searched as deep as their games are long. The
  // small-stack thread has a default context of its own, so results are compared as text.
  const std::vector<std::pair<bool, std::string>> boards = {
      {false,
       [] {
         std::string row;
         for (int i = 0; i < 21; ++i) row += "xxo";
         return row + "x";
       }()},
      {false,
       [] {
         std::string row;
         for (int i = 0; i < 16; ++i) row += "xxxo";
         return row;
       }()},
      {true, std::string(64, '.')},
      {true, std::string(16, '.') + "|" + std::string(16, '.')},
  };
  for (const auto& entry : boards) {
    // Named copies: clang 14 does not let a lambda capture structured bindings.
    const bool domineering = entry.first;
    const std::string& board = entry.second;
    const std::string expected = domineering ? fresh_value(domineering_game, board) : fresh_value(clobber_game, board);
    std::string on_small_stack;
    cgt::testing::run_on_small_stack(
        [&] { on_small_stack = to_string(domineering ? domineering_game(board) : clobber_game(board)); });
    EXPECT_EQ(on_small_stack, expected) << board;
  }
}

}  // namespace
}  // namespace cgt
