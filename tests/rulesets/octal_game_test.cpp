#include "cgt/octal_game.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "support/mex.hpp"
#include "support/sample_size.hpp"

namespace cgt {
namespace {

using testing::scaled;

std::vector<std::uint32_t> heaps_1_to_20(const OctalSequence& sequence) {
  return {sequence.values.begin() + 1, sequence.values.begin() + 21};
}

TEST(OctalGame, KaylesGolden) {
  OctalSequence kayles = octal_grundy_sequence(OctalGame::parse("0.77"), 1000);
  EXPECT_EQ(heaps_1_to_20(kayles),
            (std::vector<std::uint32_t>{1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}));
  ASSERT_TRUE(kayles.periodicity.has_value());
  EXPECT_EQ(kayles.periodicity->period, 12U);
  EXPECT_EQ(kayles.periodicity->preperiod, 71U);
}

TEST(OctalGame, DawsonsKaylesGolden) {
  OctalSequence dawson = octal_grundy_sequence(OctalGame::parse("0.07"), 1000);
  EXPECT_EQ(heaps_1_to_20(dawson),
            (std::vector<std::uint32_t>{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3}));
  ASSERT_TRUE(dawson.periodicity.has_value());
  EXPECT_EQ(dawson.periodicity->period, 34U);
  EXPECT_EQ(dawson.periodicity->preperiod, 53U);
}

TEST(OctalGame, DawsonsChessIsDawsonsKaylesShifted) {
  // Dawson's chess 0.137 on n pawns is Dawson's Kayles 0.07 on n + 1 pins.
  OctalSequence chess = octal_grundy_sequence(OctalGame::parse("0.137"), 2000, {.extend_by_period = false});
  OctalSequence kayles = octal_grundy_sequence(OctalGame::parse("0.07"), 2001, {.extend_by_period = false});
  for (std::size_t n = 0; n <= 2000; ++n) {
    ASSERT_EQ(chess.values[n], kayles.values[n + 1]) << n;
  }
  EXPECT_EQ(chess.periodicity->period, 34U);
  EXPECT_EQ(chess.periodicity->preperiod, 52U);
}

TEST(OctalGame, PeriodExtensionEqualsFullComputation) {
  // The values extended by a certified period equal the values computed by mex all the way.
  for (const char* code : {"0.77", "0.07", "0.137", "0.333", "4.7", "0.51", "0.6", "0.16", "0.007", "0.37"}) {
    OctalGame game = OctalGame::parse(code);
    OctalSequence fast = octal_grundy_sequence(game, 3000);
    OctalSequence full = octal_grundy_sequence(game, 3000, {.extend_by_period = false});
    EXPECT_EQ(fast.values, full.values) << code;
    EXPECT_EQ(full.computed_upto, 3000U);
    ASSERT_EQ(fast.periodicity.has_value(), full.periodicity.has_value()) << code;
    if (fast.periodicity) {
      EXPECT_EQ(fast.periodicity->period, full.periodicity->period) << code;
      EXPECT_EQ(fast.periodicity->preperiod, full.periodicity->preperiod) << code;
    }
  }
}

// Brute force: a position is a multiset of heaps, moves by the rules of the code, Grundy value
// by mex over the whole position (no Sprague-Grundy decomposition).
class BruteOctal {
 public:
  explicit BruteOctal(OctalGame game) : game_(std::move(game)) {}

  std::uint32_t grundy(std::vector<std::uint32_t> heaps) {
    std::sort(heaps.begin(), heaps.end());
    if (auto it = memo_.find(heaps); it != memo_.end()) {
      return it->second;
    }
    std::vector<std::uint32_t> values;
    const auto& d = game_.digits();
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      std::uint32_t h = heaps[i];
      for (std::uint32_t k = 0; k < d.size() && k <= h; ++k) {
        std::vector<std::uint32_t> rest = heaps;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        std::uint32_t r = h - k;
        if ((d[k] & 1) && r == 0) {
          values.push_back(grundy(rest));
        }
        if ((d[k] & 2) && r >= 1 && k >= 1) {
          auto next = rest;
          next.push_back(r);
          values.push_back(grundy(next));
        }
        if ((d[k] & 4) && r >= 2) {
          for (std::uint32_t a = 1; a < r; ++a) {
            if (game_.unequal_split() && 2 * a == r) continue;
            auto next = rest;
            next.push_back(a);
            next.push_back(r - a);
            values.push_back(grundy(next));
          }
        }
        if ((d[k] & 8) && r >= 3) {
          for (std::uint32_t a = 1; a < r; ++a) {
            for (std::uint32_t b = 1; a + b < r; ++b) {
              auto next = rest;
              next.push_back(a);
              next.push_back(b);
              next.push_back(r - a - b);
              values.push_back(grundy(next));
            }
          }
        }
      }
    }
    const auto value = static_cast<std::uint32_t>(testing::mex(values));
    memo_.emplace(heaps, value);
    return value;
  }

 private:
  OctalGame game_;
  std::map<std::vector<std::uint32_t>, std::uint32_t> memo_;
};

TEST(OctalGame, SequencesAgainstBruteForce) {
  std::mt19937_64 rng(8080);
  for (int trial = 0; trial < 60; ++trial) {
    std::string code = rng() % 3 == 0 ? "4." : "0.";
    std::size_t length = 1 + rng() % 3;
    for (std::size_t i = 0; i < length; ++i) {
      code += static_cast<char>('0' + rng() % 8);
    }
    OctalGame game = OctalGame::parse(code);
    OctalSequence sequence = octal_grundy_sequence(game, 11, {.extend_by_period = false});
    BruteOctal brute(game);
    for (std::uint32_t n = 0; n <= 11; ++n) {
      ASSERT_EQ(sequence.values[n], brute.grundy({n})) << code << " heap " << n;
    }
    // Two heaps: the brute force also confirms the Sprague-Grundy sum.
    ASSERT_EQ(sequence.values[3] ^ sequence.values[5], brute.grundy({3, 5})) << code;
  }
}

TEST(OctalGame, SubtractionGames) {
  std::vector<std::uint32_t> set{1, 3, 4};
  OctalGame game = OctalGame::subtraction(set);
  EXPECT_EQ(game.code(), "0.3033");
  OctalSequence sequence = octal_grundy_sequence(game, 30);
  // S = {1, 3, 4}: period 7, values 0 1 0 1 2 3 2 repeating.
  for (std::size_t n = 0; n <= 30; ++n) {
    const std::uint32_t cycle[] = {0, 1, 0, 1, 2, 3, 2};
    EXPECT_EQ(sequence.values[n], cycle[n % 7]) << n;
  }
  ASSERT_TRUE(sequence.periodicity.has_value());
  EXPECT_EQ(sequence.periodicity->period, 7U);
  EXPECT_EQ(sequence.periodicity->preperiod, 0U);
  // Nim: 0.333... infinitely is not finite, but 0.3 (take one) alternates 0 1.
  OctalSequence take_one = octal_grundy_sequence(OctalGame::parse("0.3"), 10);
  EXPECT_EQ(take_one.values[9], 1U);
}

TEST(OctalGame, CodesRoundTripAndErrors) {
  EXPECT_EQ(OctalGame::parse("0.77").code(), "0.77");
  EXPECT_EQ(OctalGame::parse(".07").code(), "0.07");
  EXPECT_EQ(OctalGame::parse("4.70").code(), "4.7");
  EXPECT_EQ(OctalGame::parse("0.137").max_removal(), 3U);
  auto column = [](const char* text) -> std::size_t {
    try {
      (void)OctalGame::parse(text);
    } catch (const ParseError& e) {
      return e.column();
    }
    return 0;
  };
  EXPECT_EQ(column("0.7G"), 4U);  // 8-F are hexadecimal digits (three-heap moves)
  EXPECT_EQ(column("077"), 2U);  // the point is missing after the 0
  EXPECT_EQ(column("477"), 2U);
  EXPECT_EQ(column("377"), 1U);  // the digit itself is wrong
  EXPECT_EQ(column("0."), 3U);
  EXPECT_EQ(column("3.7"), 1U);
  EXPECT_EQ(column("0.7x"), 4U);
  EXPECT_EQ(column(""), 1U);
  try {
    (void)OctalGame::parse("077");
    FAIL() << "077 parsed";
  } catch (const ParseError& e) {
    EXPECT_STREQ(e.what(), "octal code: at column 2: expected '.' after the digit 0, e.g. 0.77");
  }
}

TEST(OctalGame, NoPeriodWithinARangeTooShortToCertify) {
  OctalSequence kayles = octal_grundy_sequence(OctalGame::parse("0.77"), 100);
  EXPECT_FALSE(kayles.periodicity.has_value());
}

TEST(OctalGame, WorkLimit) {
  EXPECT_THROW((void)octal_grundy_sequence(OctalGame::parse("0.4"), 100000, {.max_work = 1000}), LimitError);
}

// --- The sparse-space method and the linear-time period reading (issue 17) ---------------------

// G(0..upto) by the definition: the mex over every move, no cleverness (O(n²)).
std::vector<std::uint32_t> naive_values(const OctalGame& game, std::size_t upto) {
  const auto& d = game.digits();
  std::vector<std::uint32_t> g(upto + 1, 0);
  for (std::size_t n = 1; n <= upto; ++n) {
    std::vector<std::uint32_t> values;
    for (std::size_t k = 0; k < d.size() && k <= n; ++k) {
      if (k > 0 && (d[k] & 1) && k == n) values.push_back(0);
      if (k > 0 && (d[k] & 2) && k < n) values.push_back(g[n - k]);
      if ((d[k] & 4) && n >= k + 2) {
        for (std::size_t a = 1; a < n - k; ++a) values.push_back(g[a] ^ g[n - k - a]);
      }
    }
    g[n] = static_cast<std::uint32_t>(testing::mex(values));
  }
  return g;
}

// The least certified (period, pre-period) by the direct O(N·p) reading of the theorem.
std::optional<OctalPeriodicity> naive_periodicity(std::size_t t, const std::vector<std::uint32_t>& g) {
  const std::size_t last = g.size() - 1;
  for (std::size_t p = 1; 2 + 2 * p + t <= last + 1; ++p) {
    std::size_t q = 0;
    for (std::size_t n = 0; n + p <= last; ++n) {
      if (g[n] != g[n + p]) q = n + 1;
    }
    if (2 * std::max<std::size_t>(q, 1) + 2 * p + t <= last + 1) return OctalPeriodicity{p, q};
  }
  return std::nullopt;
}

std::string code_of(bool split_without_removing, std::uint64_t digits, int length) {
  std::string code = split_without_removing ? "4." : "0.";
  std::string after;
  for (int i = 0; i < length; ++i, digits /= 8) after.insert(after.begin(), static_cast<char>('0' + digits % 8));
  return code + after;
}

TEST(OctalSparseSpace, EveryCodeOfUpToThreeDigitsAgreesWithTheNaiveMex) {
  for (bool d0 : {false, true}) {
    for (int length = 1; length <= 3; ++length) {
      for (std::uint64_t digits = 0; digits < (std::uint64_t{1} << (3 * length)); ++digits) {
        if (digits % 8 == 0) continue;  // the last digit is not 0
        const std::string code = code_of(d0, digits, length);
        const OctalGame game = OctalGame::parse(code);
        const auto naive = naive_values(game, scaled<std::size_t>(1500, 300));
        const OctalSequence fast = octal_grundy_sequence(game, scaled<std::size_t>(1500, 300), {.extend_by_period = false});
        ASSERT_EQ(fast.values, naive) << code;
      }
    }
  }
}

TEST(OctalSparseSpace, SeededThreeDigitCodesAndForcedMasksAgreeWithTheNaiveMex) {
  std::mt19937_64 random(17);
  for (int trial = 0; trial < scaled(120, 30); ++trial) {
    const std::string code = code_of(random() % 4 == 0, 8 * (random() % 64) + 1 + random() % 7, 3);
    const OctalGame game = OctalGame::parse(code);
    const auto naive = naive_values(game, 2000);
    OctalOptions options{.extend_by_period = false};
    if (trial % 3 == 0) options.mask = std::uint32_t{1} + static_cast<std::uint32_t>(random() % 255);  // any mask is exact
    const OctalSequence fast = octal_grundy_sequence(game, 2000, options);
    ASSERT_EQ(fast.values, naive) << code << (options.mask ? " mask " + std::to_string(*options.mask) : "");
    const OctalSequence plain = octal_grundy_sequence(game, 2000, {.extend_by_period = false, .sparse = false});
    ASSERT_EQ(plain.values, naive) << code << " without the sparse space";
  }
}

TEST(OctalSparseSpace, LinearPeriodReadingEqualsTheDirectOne) {
  std::mt19937_64 random(1717);
  // Octal sequences, and synthetic ones: a random pre-period, then a random period repeated,
  // sometimes with one late exception.
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<std::uint32_t> g;
    // The theorem's t (largest removal): that of the code, or of a subtraction game {t}.
    auto t = static_cast<std::uint32_t>(1 + random() % 3);
    if (trial < 100) {
      const std::string code = code_of(false, 8 * (random() % 64) + 1 + random() % 7, 3);
      g = octal_grundy_sequence(OctalGame::parse(code), 600, {.extend_by_period = false}).values.to_vector();
      t = 3;
    } else {
      const std::size_t pre = random() % 40;
      const std::size_t period = 1 + random() % 30;
      const std::size_t length = 1 + random() % 300;
      std::vector<std::uint32_t> cycle(period);
      for (auto& v : cycle) v = static_cast<std::uint32_t>(random() % 4);
      for (std::size_t n = 0; n < length; ++n) g.push_back(n < pre ? static_cast<std::uint32_t>(random() % 4) : cycle[(n - pre) % period]);
      if (trial % 5 == 0 && length > 10) g[length - 1 - random() % 10] ^= 1;
    }
    const OctalGame game = OctalGame::subtraction(std::vector<std::uint32_t>{t});
    const auto direct = naive_periodicity(game.max_removal(), g);
    const auto linear = find_octal_periodicity(game, g);
    ASSERT_EQ(direct.has_value(), linear.has_value()) << "trial " << trial;
    if (direct) {
      EXPECT_EQ(linear->period, direct->period) << "trial " << trial;
      EXPECT_EQ(linear->preperiod, direct->preperiod) << "trial " << trial;
    }
  }
}

// Published solutions: 0.127 (OEIS A071464, Gangolli and Plambeck: period 4, last exception at
// n = 46577), 0.16 (period 149459, pre-period 105351, the figures); 0.156 and 0.644 as the
// census of docs/sweeps.md found them with the direct mex.
TEST(OctalSparseSpace, PublishedLongPeriodsAreCertified) {
  const auto check = [](const char* code, std::size_t upto, std::size_t period, std::size_t preperiod) {
    const OctalSequence sequence = octal_grundy_sequence(OctalGame::parse(code), upto);
    ASSERT_TRUE(sequence.periodicity.has_value()) << code;
    EXPECT_EQ(sequence.periodicity->period, period) << code;
    EXPECT_EQ(sequence.periodicity->preperiod, preperiod) << code;
  };
  check("0.156", 20000, 349, 3479);
  check("0.644", 20000, 442, 3256);
  check("0.127", 100000, 4, 46578);
  check("0.16", 600000, 149459, 105351);
}

// Hexadecimal codes (moves may leave three heaps) and Grundy's game against the game tree of
// whole positions (two heaps too: the Sprague-Grundy sum), and the direct mex further out.
TEST(OctalSparseSpace, HexadecimalCodesAndGrundysGameAgainstTheGameTree) {
  std::mt19937_64 random(88);
  std::vector<std::string> codes = {"grundy", "0.8", "0.F", "0.B", "4.8", "0.37F", "0.0C"};
  for (int trial = 0; trial < 25; ++trial) {
    std::string code = "0.";
    const int length = 1 + static_cast<int>(random() % 2);
    for (int i = 0; i < length; ++i) code += "0123456789ABCDEF"[random() % 16];
    if (code.back() == '0') code.back() = '8';
    codes.push_back(code);
  }
  for (const std::string& code : codes) {
    const OctalGame game = OctalGame::parse(code);
    EXPECT_EQ(OctalGame::parse(game.code()).digits(), game.digits()) << code;
    const OctalSequence sequence = octal_grundy_sequence(game, 12, {.extend_by_period = false});
    BruteOctal brute(game);
    for (std::uint32_t n = 0; n <= 12; ++n) {
      ASSERT_EQ(sequence.values[n], brute.grundy({n})) << code << " heap " << n;
    }
    ASSERT_EQ(sequence.values[4] ^ sequence.values[6], brute.grundy({4, 6})) << code;
    EXPECT_FALSE(find_octal_periodicity(game, octal_grundy_sequence(game, 300, {.extend_by_period = false}).values) &&
                 !game.periodicity_theorem_applies())
        << code << ": no period is claimed where the octal theorem does not apply";
  }
  EXPECT_EQ(OctalGame::grundys_game().code(), "grundy");
  EXPECT_TRUE(OctalGame::grundys_game().unequal_split());
}

// Grundy's game far out: the sparse-space method against the direct mex (unequal splits only).
TEST(OctalSparseSpace, GrundysGameSparseEqualsDirect) {
  const OctalGame game = OctalGame::grundys_game();
  const OctalSequence fast = octal_grundy_sequence(game, 6000);
  const OctalSequence direct = octal_grundy_sequence(game, 6000, {.sparse = false});
  EXPECT_EQ(fast.values, direct.values);
  EXPECT_FALSE(fast.periodicity.has_value());
  // The start of the sequence (OEIS A002188): 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
  const std::vector<std::uint32_t> start = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
  EXPECT_EQ(std::vector<std::uint32_t>(fast.values.begin(), fast.values.begin() + 21), start);
}

// Flammenkamp's table of the sparse values of Grundy's game (mask 0111...: the rare values are
// those whose bits above the lowest have an even count) begins with these heaps and values.
TEST(OctalSparseSpace, GrundysGameRareHeapsAsPublished) {
  const std::vector<std::pair<std::size_t, std::uint32_t>> published = {
      {1, 0},    {2, 0},    {3, 1},    {4, 0},    {6, 1},    {7, 0},    {9, 1},    {10, 0},   {12, 1},   {15, 1},
      {20, 0},   {23, 0},   {26, 0},   {28, 1},   {31, 1},   {34, 1},   {37, 1},   {40, 1},   {43, 1},   {46, 1},
      {49, 1},   {50, 0},   {52, 1},   {53, 0},   {55, 1},   {58, 1},   {61, 1},   {87, 7},   {90, 7},   {93, 7},
      {146, 6},  {149, 6},  {152, 6},  {158, 11}, {161, 11}, {164, 11}, {167, 11}, {176, 7},  {179, 7},  {181, 12},
      {182, 7},  {185, 7},  {188, 7},  {190, 12}, {193, 12}, {196, 10}, {231, 10}};
  const OctalSequence sequence = octal_grundy_sequence(OctalGame::grundys_game(), 231, {.mask = 254});
  std::vector<std::pair<std::size_t, std::uint32_t>> rare;
  for (std::size_t n = 1; n <= 231; ++n) {
    if (std::popcount(sequence.values[n] & 254U) % 2 == 0) rare.emplace_back(n, sequence.values[n]);
  }
  EXPECT_EQ(rare, published);
}

// The summary against a plain count over the values, on random sequences and masks.
TEST(OctalSummary, AgreesWithAPlainCount) {
  std::mt19937_64 random(4242);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<std::uint32_t> values(1 + random() % 300);
    for (auto& v : values) v = static_cast<std::uint32_t>(random() % 40);
    const std::optional<std::uint32_t> mask =
        trial % 5 == 0 ? std::nullopt : std::optional<std::uint32_t>(1 + random() % 63);
    const OctalSummary summary = summarize_octal(values, mask);
    std::uint32_t largest = 0;
    std::size_t first = 0;
    std::map<std::uint32_t, std::pair<std::size_t, std::size_t>> rare;  // value -> (count, last)
    std::size_t rare_heaps = 0;
    for (std::size_t n = 0; n < values.size(); ++n) {
      if (values[n] > largest) {
        largest = values[n];
        first = n;
      }
      if (n > 0 && mask && std::popcount(values[n] & *mask) % 2 == 0) {
        ++rare[values[n]].first;
        rare[values[n]].second = n;
        ++rare_heaps;
      }
    }
    EXPECT_EQ(summary.heaps, values.size());
    EXPECT_EQ(summary.largest, largest) << "trial " << trial;
    EXPECT_EQ(summary.largest_first, first) << "trial " << trial;
    EXPECT_EQ(summary.rare_heaps, rare_heaps) << "trial " << trial;
    ASSERT_EQ(summary.rare.size(), rare.size()) << "trial " << trial;
    std::size_t i = 0;
    for (const auto& [value, count_last] : rare) {
      EXPECT_EQ(summary.rare[i].value, value);
      EXPECT_EQ(summary.rare[i].count, count_last.first);
      EXPECT_EQ(summary.rare[i].last, count_last.second);
      ++i;
    }
  }
}

// Several threads verify a block's speculative values at once; the values, the certified period
// and the work counted (so where a work bound stops) must not depend on how many.
TEST(OctalSparseSpace, ThreadsChangeNothing) {
  struct Case {
    std::string code;
    std::size_t upto;
  };
  for (const Case& c : {Case{"grundy", 40'000}, Case{"0.354", 40'000}, Case{"0.376", 40'000}, Case{"0.16", 300'000},
                        Case{"0.127", 100'000}, Case{"4.07", 20'000}}) {
    const OctalGame game = OctalGame::parse(c.code);
    const std::size_t upto = scaled(c.upto);
    const OctalSequence one = octal_grundy_sequence(game, upto, {.threads = 1});
    for (unsigned threads : {2U, 3U}) {
      // Every block on the threads, also at the small sizes of a sanitized run.
      const OctalSequence many = octal_grundy_sequence(game, upto, {.threads = threads, .parallel_from_pairs = 0});
      ASSERT_EQ(many.values, one.values) << c.code << " on " << threads << " threads";
      ASSERT_EQ(many.computed_upto, one.computed_upto) << c.code;
      ASSERT_EQ(many.periodicity.has_value(), one.periodicity.has_value()) << c.code;
      ASSERT_EQ(many.mask, one.mask) << c.code;
    }
    for (std::uint64_t bound : {3'000'000ULL, 40'000'000ULL}) {
      OctalOptions options{.max_work = bound, .stop_at_max_work = true, .threads = 1};
      const OctalSequence bounded_one = octal_grundy_sequence(game, upto, options);
      options.threads = 2;
      options.parallel_from_pairs = 0;
      const OctalSequence bounded_two = octal_grundy_sequence(game, upto, options);
      ASSERT_EQ(bounded_two.computed_upto, bounded_one.computed_upto) << c.code << " bound " << bound;
      ASSERT_EQ(bounded_two.values, bounded_one.values) << c.code << " bound " << bound;
    }
  }
  // The speculation fails often where rare heaps are frequent: every short code, two threads.
  std::mt19937_64 random(23);
  for (int trial = 0; trial < scaled(60, 15); ++trial) {
    const std::string code = code_of(random() % 4 == 0, 8 * (random() % 64) + 1 + random() % 7, 3);
    const OctalGame game = OctalGame::parse(code);
    const auto naive = naive_values(game, 3000);
    OctalOptions options{.extend_by_period = false, .threads = 2, .parallel_from_pairs = 0};
    if (trial % 2 == 0) options.mask = std::uint32_t{1} + static_cast<std::uint32_t>(random() % 255);
    ASSERT_EQ(octal_grundy_sequence(game, 3000, options).values, naive) << code;
  }
}

// Stopping at the work bound returns a prefix of the full sequence; stopping at the certified
// period without filling returns exactly the heaps computed.
TEST(OctalGame, StopsWithWhatItHasAndAtThePeriod) {
  const OctalGame game = OctalGame::parse("0.106");
  OctalOptions bounded;
  bounded.max_work = 200'000;
  bounded.stop_at_max_work = true;
  const OctalSequence stopped = octal_grundy_sequence(game, 100'000, bounded);
  ASSERT_LT(stopped.computed_upto, 100'000U);
  ASSERT_EQ(stopped.values.size(), stopped.computed_upto + 1);
  const OctalSequence full = octal_grundy_sequence(game, stopped.computed_upto, {.sparse = false});
  EXPECT_EQ(stopped.values, full.values);
  EXPECT_THROW((void)octal_grundy_sequence(game, 100'000, {.max_work = 200'000}), LimitError);

  OctalOptions at_period;
  at_period.fill_to_upto = false;
  const OctalSequence kayles = octal_grundy_sequence(OctalGame::parse("0.77"), 1'000'000, at_period);
  ASSERT_TRUE(kayles.periodicity.has_value());
  EXPECT_EQ(kayles.values.size(), kayles.computed_upto + 1);
  EXPECT_LT(kayles.values.size(), 1000U);
}

// The values are stored a byte per heap until one needs more (issue 17's compact storage): games
// whose values pass 255 — by the sparse-space method (4.44, 0.66: 256 first at 3833; on one and two threads,
// with the chosen or a forced mask) and by the plain mex (0.7777777777 reaches 2084) — agree
// with the naive mex, and the storage is as narrow as the values allow.
TEST(OctalGame, ValuesWidenPastAByte) {
  for (const char* code : {"4.44", "0.66", "0.7777777777"}) {
    const OctalGame game = OctalGame::parse(code);
    const auto naive = naive_values(game, 4000);
    ASSERT_GT(*std::max_element(naive.begin(), naive.end()), 255U) << code;
    for (unsigned threads : {1U, 2U}) {
      const OctalSequence sequence = octal_grundy_sequence(game, 4000, {.extend_by_period = false, .threads = threads});
      ASSERT_EQ(sequence.values, naive) << code << " on " << threads << " threads";
      EXPECT_EQ(sequence.values.bytes_per_value(), 2U) << code;
    }
    const OctalSequence plain = octal_grundy_sequence(game, 4000, {.extend_by_period = false, .sparse = false});
    ASSERT_EQ(plain.values, naive) << code << " without the sparse space";
    if (!game.splits_in_three() && std::string(code) != "0.7777777777") {
      const OctalSequence masked = octal_grundy_sequence(game, 4000, {.extend_by_period = false, .mask = 1});
      ASSERT_EQ(masked.values, naive) << code << " mask 1";
    }
  }
  const OctalSequence kayles = octal_grundy_sequence(OctalGame::parse("0.77"), 5000);
  EXPECT_EQ(kayles.values.bytes_per_value(), 1U);
}

// The storage itself: widening keeps every value, past 8 and past 16 bits.
TEST(GrundyValues, WidensAndKeepsEveryValue) {
  GrundyValues values;
  values.resize(5);
  values.set(1, 200);
  EXPECT_EQ(values.bytes_per_value(), 1U);
  values.set(2, 256);
  EXPECT_EQ(values.bytes_per_value(), 2U);
  values.set(3, 65536);
  EXPECT_EQ(values.bytes_per_value(), 4U);
  values.set(4, 4'000'000'000U);
  EXPECT_EQ(values.to_vector(), (std::vector<std::uint32_t>{0, 200, 256, 65536, 4'000'000'000U}));
  EXPECT_EQ(values, (GrundyValues{0, 200, 256, 65536, 4'000'000'000U}));
  EXPECT_EQ(*std::max_element(values.begin(), values.end()), 4'000'000'000U);
  EXPECT_EQ(values.end() - values.begin(), 5);
  const GrundyValues narrow{1, 2, 3};
  EXPECT_EQ(narrow.bytes_per_value(), 1U);
  EXPECT_EQ(narrow, (std::vector<std::uint32_t>{1, 2, 3}));
  EXPECT_FALSE(narrow == (std::vector<std::uint32_t>{1, 2, 259}));
}

}  // namespace
}  // namespace cgt
