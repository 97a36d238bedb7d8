// The outcome search on boards of more than 64 cells (128-bit words) against the canonical-form
// engine, which takes at most 64: a random small board in the top-left corner of a 9×9 to 11×11
// board (or a strip of 65 to 128 squares) and another in the opposite corner, every other cell
// dead, is the sum of the two small boards, whose outcome the engine computes. Each winning move
// the search reports is read back into its two corners and checked by the engine too.

#include <gtest/gtest.h>

#include <cstddef>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/solve.hpp"
#include "support/sample_size.hpp"
#include "support/solve_boards.hpp"

namespace cgt {
namespace {

using testing::kSolveCanonicalTerms;
using testing::kSolveRulesets;
using testing::SolveRuleset;

std::vector<std::string> rows_of(const std::string& board) {
  std::vector<std::string> rows;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= board.size(); ++i) {
    if (i == board.size() || board[i] == '|') {
      rows.push_back(board.substr(start, i - start));
      start = i + 1;
    }
  }
  return rows;
}

// Two small boards in opposite corners of a big one.
struct Corners {
  std::vector<std::string> a;
  std::vector<std::string> b;
  unsigned rows = 0;
  unsigned cols = 0;
  char dead = '#';

  [[nodiscard]] std::string big() const {
    std::string text;
    for (unsigned r = 0; r < rows; ++r) {
      std::string row(cols, dead);
      if (r < a.size()) row.replace(0, a[r].size(), a[r]);
      const unsigned b_top = rows - static_cast<unsigned>(b.size());
      if (r >= b_top) row.replace(cols - b[r - b_top].size(), b[r - b_top].size(), b[r - b_top]);
      text += (r > 0 ? "|" : "") + row;
    }
    return text;
  }
  // The corners of `big` (a board of this shape), or nullopt if a cell outside them is not dead.
  [[nodiscard]] std::optional<std::pair<std::string, std::string>> read(const std::string& big_text) const {
    const std::vector<std::string> big_rows = rows_of(big_text);
    if (big_rows.size() != rows) return std::nullopt;
    std::string first, second;
    const unsigned a_cols = static_cast<unsigned>(a.front().size());
    const unsigned b_cols = static_cast<unsigned>(b.front().size());
    const unsigned b_top = rows - static_cast<unsigned>(b.size());
    for (unsigned r = 0; r < rows; ++r) {
      std::string row = big_rows[r];
      if (r < a.size()) {
        first += (r > 0 ? "|" : "") + row.substr(0, a_cols);
        row.replace(0, a_cols, a_cols, dead);
      }
      if (r >= b_top) {
        second += (r > b_top ? "|" : "") + row.substr(cols - b_cols);
        row.replace(cols - b_cols, b_cols, b_cols, dead);
      }
      // Clobber and Konane print blocked cells as '.', Domineering and Cram as '#'.
      for (char c : row) {
        if (c != '.' && c != '#') return std::nullopt;
      }
    }
    return std::make_pair(first, second);
  }
};

// A board of the ruleset's random small boards, at most 4×4 (a strip: 12 squares).
std::vector<std::string> small_board(std::mt19937& rng, const SolveRuleset& rules) {
  for (;;) {
    std::vector<std::string> rows = rows_of(testing::solve_random_board(rng, rules, true));
    if (rows.size() <= 4 && rows.front().size() <= (rules.max_rows == 1 ? 12 : 4)) return rows;
  }
}

std::string join_rows(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& row : rows) text += (text.empty() ? "" : "|") + row;
  return text;
}

Outcome engine_outcome(const std::string& name, const std::string& a, const std::string& b,
                       const std::string& canonical) {
  return outcome(evaluate_game_expression(name + "(\"" + a + "\") + " + name + "(\"" + b + "\") + " + canonical));
}

TEST(SolveWide, TwoCornersOfABigBoardAreTheirSum) {
  std::mt19937 rng(3450);
  for (const SolveRuleset& rules : kSolveRulesets) {
    const std::string name = rules.name;
    const bool strip = rules.max_rows == 1;
    for (int trial = 0; trial < testing::scaled(400, 20); ++trial) {
      Corners corners;
      corners.a = small_board(rng, rules);
      corners.b = small_board(rng, rules);
      corners.dead = name == "clobber" ? '.' : '#';
      // 9×9, 9×11, 11×11 boards (81 to 121 cells), or strips of 65 to 128 squares.
      corners.rows = strip ? 1 : (trial % 3 == 0 ? 9 : 11);
      corners.cols = strip ? 65 + static_cast<unsigned>(trial) * 7 % 64 : (trial % 3 == 2 ? 9 : 11);
      const std::string canonical =
          kSolveCanonicalTerms[static_cast<std::size_t>(trial) % std::size(kSolveCanonicalTerms)];
      const std::string big = corners.big();
      const std::string text = name + "(\"" + big + "\") + " + canonical;
      const std::string a = join_rows(corners.a);
      const std::string b = join_rows(corners.b);
      const Outcome expected = engine_outcome(name, a, b, canonical);

      SolveOptions options;
      options.table_bytes = std::size_t{1} << 16;
      options.canonical_size = trial % 2 == 0 ? std::optional<unsigned>(0) : std::nullopt;
      const SolveResult r = solve_sum(text, options);
      ASSERT_EQ(outcome_name(r.outcome), std::string(outcome_name(expected))) << text;
      // A winning move: in the big board (its corners read back) or in the canonical part.
      for (const std::optional<std::string>* move : {&r.left_move, &r.right_move}) {
        if (!*move) continue;
        const bool left = move == &r.left_move;
        const std::string& after = **move;
        const std::string prefix = name + "(\"";
        ASSERT_TRUE(after.starts_with(prefix)) << text << ": " << after;
        const std::size_t close = after.find("\")", prefix.size());
        ASSERT_NE(close, std::string::npos) << after;
        const auto read = corners.read(after.substr(prefix.size(), close - prefix.size()));
        ASSERT_TRUE(read.has_value()) << text << ": the move to " << after << " leaves the corners";
        // The canonical part after it, if not 0.
        const std::string rest = after.substr(close + 2);
        ASSERT_TRUE(rest.empty() || rest.starts_with(" + ")) << after;
        const Outcome then = engine_outcome(name, read->first, read->second, rest.empty() ? "0" : rest.substr(3));
        ASSERT_FALSE(left ? right_wins_moving_first(then) : left_wins_moving_first(then))
            << text << ": " << (left ? "Left" : "Right") << "'s move to " << after;
      }
    }
  }
}

TEST(SolveWide, BoardsPastTheLimitAreRefusedByName) {
  const std::string big(129, '.');
  try {
    solve_sum("domineering(\"" + big + "\")", SolveOptions{});
    FAIL() << "129 cells accepted";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("at most 128 cells"), std::string::npos) << e.what();
  }
  // 128 cells are searched: a strip of Domineering is Right's, −64.
  const SolveResult r = solve_sum("domineering(\"" + std::string(128, '.') + "\") + 63", SolveOptions{});
  EXPECT_EQ(r.outcome, Outcome::kR);
  const SolveResult even = solve_sum("domineering(\"" + std::string(128, '.') + "\") + 64", SolveOptions{});
  EXPECT_EQ(even.outcome, Outcome::kP);
}

}  // namespace
}  // namespace cgt
