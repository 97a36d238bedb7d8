// The three ways of running the all-sub-rows recursion agree: machine words (tiled, one or two
// threads, with tiny tiles so every tile, band and thread boundary is crossed on short rows),
// fixed-width Cantor normal form, and general ordinals.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "rulesets/end_nim/end_nim_sweep.hpp"
#include "support/random_ordinal.hpp"

namespace cgt::end_nim {
namespace {

std::vector<std::int64_t> random_words(std::mt19937_64& rng, std::size_t n, std::uint64_t bound) {
  std::vector<std::int64_t> piles(n);
  for (auto& pile : piles) {
    pile = static_cast<std::int64_t>(1 + rng() % bound);
  }
  return piles;
}

Row as_row(const std::vector<std::int64_t>& words) {
  Row row;
  for (std::int64_t w : words) {
    row.emplace_back(static_cast<std::uint64_t>(w));
  }
  return row;
}

std::string brief(const Row& row) {
  return row.size() <= 40 ? format_row(row) : std::to_string(row.size()) + " piles";
}

void expect_same(const std::vector<TriplePoint>& expected, std::span<const std::int64_t> left,
                 std::span<const std::int64_t> right, const std::string& where) {
  for (std::size_t i = 0; i < expected.size(); ++i) {
    ASSERT_EQ(expected[i].left, Ordinal(static_cast<std::uint64_t>(left[i]))) << where << " entry " << i;
    ASSERT_EQ(expected[i].right, Ordinal(static_cast<std::uint64_t>(right[i]))) << where << " entry " << i;
  }
}

TEST(EndNimSweep, MachineWordTilesAndThreadsMatchGeneralOrdinals) {
  std::mt19937_64 rng(314159);
  const detail::WordSweepTuning tunings[] = {{1, 1, 1}, {2, 3, 8}, {3, 5, 12}, {7, 11, 28}, {16, 40, 64}};
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t n = 1 + rng() % 160;
    const std::uint64_t bound = trial % 3 == 0 ? 6 : (trial % 3 == 1 ? 1000 : (std::uint64_t{1} << 40));
    const std::vector<std::int64_t> words = random_words(rng, n, bound);
    const Row row = as_row(words);
    const std::size_t length = trial % 4 == 0 ? n : rng() % (n + 1);
    const std::vector<TriplePoint> expected = triple_points_of_length(row, length, {Engine::kGeneral, 1});
    for (const detail::WordSweepTuning& tuning : tunings) {
      // Two threads meet twice per band: tiny bands mean many meetings, so fewer rows there.
      const bool two_threads = tuning.band_steps >= 3 && trial % 4 == 0;
      for (unsigned threads = 1; threads <= (two_threads ? 2U : 1U); ++threads) {
        std::vector<std::int64_t> left(n + 1);
        std::vector<std::int64_t> right(n + 1);
        detail::sweep_machine_words(words, length, left, right, threads, tuning);
        expect_same(expected, left, right,
                    "row " + brief(row) + " length " + std::to_string(length) + " band " +
                        std::to_string(tuning.band_steps) + " tile " + std::to_string(tuning.tile_width) + " threads " +
                        std::to_string(threads));
      }
    }
  }
}

TEST(EndNimSweep, DefaultTuningOnALongRowMatchesGeneralOrdinals) {
  std::mt19937_64 rng(2718);
  const std::vector<std::int64_t> words = random_words(rng, 20000, std::uint64_t{1} << 40);
  const Row row = as_row(words);
  for (std::size_t length : {1U, 37U, 300U}) {  // one band, and two bands with a short second one
    const std::vector<TriplePoint> expected = triple_points_of_length(row, length, {Engine::kGeneral, 1});
    for (unsigned threads : {1U, 2U}) {
      EXPECT_EQ(triple_points_of_length(row, length, {Engine::kMachineWord, threads}), expected)
          << "length " << length << " threads " << threads;
    }
  }
}

TEST(EndNimSweep, SumsBeyondMachineWordsFallBackToExactOrdinals) {
  const std::uint64_t big = std::uint64_t{1} << 62;
  const Row row = {Ordinal(big), Ordinal(3), Ordinal(big + 5), Ordinal(big - 1)};
  EXPECT_THROW(triple_point(row, {Engine::kMachineWord, 1}), DomainError);
  const TriplePoint point = triple_point(row);
  EXPECT_EQ(point, triple_point(row, {Engine::kGeneral, 1}));
  EXPECT_THROW(triple_point(row, {Engine::kPolynomial, 1}), DomainError);
  // L(1 b c) = L(1 b) + (c − R(1 b)) = b + c for 1 < b < c: beyond 2^63, exactly.
  const Row wide = {Ordinal(1), Ordinal(big + 1), Ordinal(big + 1)};
  EXPECT_EQ(triple_point(wide).left, Ordinal::from_natural(Integer::from_unsigned(big) * Integer(2) + Integer(2)));
}

Ordinal random_polynomial(std::mt19937_64& rng, int degree, std::uint64_t coefficient_bound) {
  std::vector<Ordinal::Term> terms;
  for (int e = degree; e >= 0; --e) {
    if (rng() % 3 != 0) {
      terms.push_back({Ordinal(static_cast<std::uint64_t>(e)), Integer::from_unsigned(1 + rng() % coefficient_bound)});
    }
  }
  if (terms.empty()) {
    terms.push_back({Ordinal(), Integer(1)});
  }
  return Ordinal::from_terms(std::move(terms));
}

TEST(EndNimSweep, FixedWidthCantorNormalFormMatchesGeneralOrdinals) {
  std::mt19937_64 rng(1618);
  for (int trial = 0; trial < 600; ++trial) {
    const std::size_t n = 1 + rng() % 30;
    const int degree = trial % 2 == 0 ? 2 : 7;  // the 4- and the 8-coefficient layouts
    const std::uint64_t bound = trial % 3 == 0 ? 3 : 100;
    Row row;
    for (std::size_t i = 0; i < n; ++i) {
      row.push_back(random_polynomial(rng, static_cast<int>(rng() % static_cast<unsigned>(degree + 1)), bound));
    }
    const std::size_t length = rng() % (n + 1);
    EXPECT_EQ(triple_points_of_length(row, length, {Engine::kPolynomial, 1}),
              triple_points_of_length(row, length, {Engine::kGeneral, 1}))
        << format_row(row) << " length " << length;
  }
}

TEST(EndNimSweep, AutomaticChoiceHandlesEveryOrdinal) {
  std::mt19937_64 rng(99);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + rng() % 8;
    Row row;
    for (std::size_t i = 0; i < n; ++i) {
      Ordinal pile = testing::random_ordinal(rng, 2, 3);
      row.push_back(pile.is_zero() ? Ordinal(1) : pile);
    }
    EXPECT_EQ(triple_point(row), triple_point(row, {Engine::kGeneral, 1})) << format_row(row);
  }
  const Row tower = {parse_ordinal("w^w+1"), parse_ordinal("w^(w+1)"), parse_ordinal("3")};
  EXPECT_THROW(triple_point(tower, {Engine::kPolynomial, 1}), DomainError);
  EXPECT_NO_THROW(triple_point(tower));
}

TEST(EndNimSweep, RejectsPilesOfZeroAndTooLongSubRows) {
  const Row row = {Ordinal(3), Ordinal(), Ordinal(2)};
  EXPECT_THROW(triple_point(row), DomainError);
  EXPECT_THROW(analyze(row), DomainError);
  const Row fine = {Ordinal(3), Ordinal(2)};
  EXPECT_THROW(triple_points_of_length(fine, 3), DomainError);
  EXPECT_EQ(triple_points_of_length(fine, 0).size(), 3U);
}

}  // namespace
}  // namespace cgt::end_nim
