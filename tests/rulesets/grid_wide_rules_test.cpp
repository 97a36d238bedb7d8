// The grid rulesets on 128-bit words (the outcome search's boards past 64 cells) against the same
// rules on 64-bit words, on seeded random boards that fit both: the same options in the same
// order, the same components, the same least image and sign, the same hash, size, bounds and
// move ranks. The wide rules are the narrow rules' code on another word, so any difference is
// a place where the word's width leaked in (a shift by 63, an array of 64, std::popcount).

#include <gtest/gtest.h>

#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/grid_rulesets.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

// A random board text of rows×cols cells drawn from `cells`.
std::string random_text(std::mt19937& rng, unsigned rows, unsigned cols, const std::string& cells) {
  std::uniform_int_distribution<std::size_t> pick(0, cells.size() - 1);
  std::string text;
  for (unsigned r = 0; r < rows; ++r) {
    if (r > 0) text += '|';
    for (unsigned c = 0; c < cols; ++c) text += cells[pick(rng)];
  }
  return text;
}

template <typename Narrow, typename Wide>
void expect_same_rules(const std::string& text) {
  const Narrow narrow;
  const Wide wide;
  const typename Narrow::Position n = Narrow::parse(text);
  const typename Wide::Position w = Wide::parse(text);
  const std::string label = std::string(Narrow::kName) + "(\"" + text + "\")";
  ASSERT_EQ(wide.text(w), narrow.text(n)) << label;
  ASSERT_EQ(wide.hash(w), narrow.hash(n)) << label;
  ASSERT_EQ(wide.size(w), narrow.size(n)) << label;
  for (Player player : {Player::kLeft, Player::kRight}) {
    std::vector<typename Narrow::Position> n_options;
    std::vector<typename Wide::Position> w_options;
    narrow.options(n, player, n_options);
    wide.options(w, player, w_options);
    ASSERT_EQ(w_options.size(), n_options.size()) << label;
    for (std::size_t i = 0; i < n_options.size(); ++i) {
      ASSERT_EQ(wide.text(w_options[i]), narrow.text(n_options[i])) << label << " option " << i;
      if constexpr (requires { narrow.move_priority(n, n_options[i], player); }) {
        ASSERT_EQ(wide.move_priority(w, w_options[i], player), narrow.move_priority(n, n_options[i], player))
            << label << " option " << i;
      }
    }
  }
  std::vector<typename Narrow::Position> n_parts;
  std::vector<typename Wide::Position> w_parts;
  narrow.components(n, n_parts);
  wide.components(w, w_parts);
  ASSERT_EQ(w_parts.size(), n_parts.size()) << label;
  for (std::size_t i = 0; i < n_parts.size(); ++i) {
    ASSERT_EQ(wide.text(w_parts[i]), narrow.text(n_parts[i])) << label << " component " << i;
    ASSERT_EQ(w_parts[i].rows, n_parts[i].rows) << label;
    typename Narrow::Position n_image = n_parts[i];
    typename Wide::Position w_image = w_parts[i];
    const bool n_negated = narrow.normalise(n_image);
    const bool w_negated = wide.normalise(w_image);
    ASSERT_EQ(w_negated, n_negated) << label << " component " << i;
    ASSERT_EQ(wide.text(w_image), narrow.text(n_image)) << label << " component " << i;
    ASSERT_EQ(w_image.rows, n_image.rows) << label;
    ASSERT_EQ(wide.hash(w_image), narrow.hash(n_image)) << label;
    if constexpr (requires { narrow.bounds(n_image); }) {
      const ValueBounds nb = narrow.bounds(n_image);
      const ValueBounds wb = wide.bounds(w_image);
      ASSERT_EQ(wb.lower, nb.lower) << label;
      ASSERT_EQ(wb.lower_switch, nb.lower_switch) << label;
      ASSERT_EQ(wb.upper, nb.upper) << label;
      ASSERT_EQ(wb.upper_switch, nb.upper_switch) << label;
    }
  }
}

template <typename Narrow, typename Wide>
void check_ruleset(std::uint32_t seed, const std::string& cells, unsigned max_rows) {
  Context context;
  ContextScope scope(context);
  std::mt19937 rng(seed);
  for (int trial = 0; trial < testing::scaled(400, 40); ++trial) {
    // Every width up to the word's 64 cells, the full boards (a shift by the whole word) too.
    const unsigned rows = std::uniform_int_distribution<unsigned>(1, max_rows)(rng);
    const unsigned cols = std::uniform_int_distribution<unsigned>(1, 64 / rows)(rng);
    expect_same_rules<Narrow, Wide>(random_text(rng, rows, trial % 4 == 0 ? 64 / rows : cols, cells));
  }
}

using grid::WideBits;

TEST(GridWideRules, Domineering) {
  check_ruleset<Domineering, BasicDomineering<WideBits>>(1, "...#", 8);
}
TEST(GridWideRules, Clobber) {
  check_ruleset<Clobber, BasicClobber<WideBits>>(2, "xo.", 8);
}
TEST(GridWideRules, Amazons) {
  check_ruleset<Amazons, BasicAmazons<WideBits>>(3, "xo....##", 8);
}
TEST(GridWideRules, Konane) {
  check_ruleset<Konane, BasicKonane<WideBits>>(4, "xo.#", 8);
}
TEST(GridWideRules, Cram) {
  check_ruleset<Cram, BasicCram<WideBits>>(5, "...#", 8);
}
TEST(GridWideRules, ToadsAndFrogs) {
  check_ruleset<ToadsAndFrogs, BasicToadsAndFrogs<WideBits>>(6, "tf..#", 1);
}

// Past 64 cells: a wide board that holds a narrow one in its corner, the rest blocked, has the
// narrow board's options and components (what cgt solve's wide search stands on).
TEST(GridWideRules, BoardsPastSixtyFourCellsKeepTheirCorner) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < testing::scaled(300, 30); ++trial) {
    const unsigned rows = std::uniform_int_distribution<unsigned>(1, 6)(rng);
    const unsigned cols = std::uniform_int_distribution<unsigned>(1, 6)(rng);
    const std::string small = random_text(rng, rows, cols, "xo.");
    // The same board with blocked cells to the right and below, up to 9 or 11 wide (81–121 cells).
    const unsigned big = trial % 2 == 0 ? 9 : 11;
    std::string text;
    for (unsigned r = 0; r < big; ++r) {
      if (r > 0) text += '|';
      text += r < rows ? small.substr(r * (cols + 1), cols) + std::string(big - cols, '.') : std::string(big, '.');
    }
    const Clobber narrow;
    const BasicClobber<WideBits> wide;
    std::vector<Clobber::Position> n_parts;
    std::vector<BasicClobber<WideBits>::Position> w_parts;
    narrow.components(Clobber::parse(small), n_parts);
    wide.components(BasicClobber<WideBits>::parse(text), w_parts);
    ASSERT_EQ(w_parts.size(), n_parts.size()) << text;
    for (std::size_t i = 0; i < n_parts.size(); ++i) {
      ASSERT_EQ(wide.text(w_parts[i]), narrow.text(n_parts[i])) << text;
    }
    for (Player player : {Player::kLeft, Player::kRight}) {
      std::vector<Clobber::Position> n_options;
      std::vector<BasicClobber<WideBits>::Position> w_options;
      narrow.options(Clobber::parse(small), player, n_options);
      wide.options(BasicClobber<WideBits>::parse(text), player, w_options);
      ASSERT_EQ(w_options.size(), n_options.size()) << text;
    }
  }
}

}  // namespace
}  // namespace cgt
