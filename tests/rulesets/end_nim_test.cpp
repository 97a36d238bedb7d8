// End Nim: every value of the paper, its Observations 12 and 13 and Proposition 11 on random
// ordinal rows, and the winning-move intervals checked move by move on ordinal rows.

#include "cgt/end_nim.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "support/random_ordinal.hpp"
#include "support/ordinal_builders.hpp"

namespace cgt::end_nim {
namespace {

using testing::O;

Row row_of(const char* text) {
  return parse_row(text);
}
std::string name(Outcome outcome) {
  return std::string(outcome_name(outcome));
}
const Ordinal w = Ordinal::omega();

TargetSet only(const Ordinal& from, const Ordinal& below) {
  return {{from, below}};
}
const TargetSet kRemove = {{Ordinal(), Ordinal(1)}};

// ---- The paper -----------------------------------------------------------------------------

TEST(EndNimPaper, TableOf52331) {
  struct Expected {
    const char* row;
    int left, right;
  };
  const Expected table[] = {{"5|2|3", 0, 2},   {"2|3|3", 6, 2},   {"3|3|1", 1, 6},
                            {"5|2|3|3", 1, 0}, {"2|3|3|1", 0, 7}, {"5|2|3|3|1", 2, 12}};
  for (const Expected& e : table) {
    EXPECT_EQ(triple_point(row_of(e.row)), (TriplePoint{Ordinal(e.left), Ordinal(e.right)})) << e.row;
  }
  // The same values from the one sweep over all sub-rows of 52331.
  const Row x = row_of("5|2|3|3|1");
  int seen = 0;
  for_each_sub_row(x, [&](std::size_t first, std::size_t length, const TriplePoint& point) {
    for (const Expected& e : table) {
      const Row sub(x.begin() + static_cast<std::ptrdiff_t>(first),
                    x.begin() + static_cast<std::ptrdiff_t>(first + length));
      if (sub == row_of(e.row)) {
        EXPECT_EQ(point, (TriplePoint{Ordinal(e.left), Ordinal(e.right)})) << e.row;
        ++seen;
      }
    }
  });
  EXPECT_EQ(seen, 6);
  // "R(523) = R(23) + (5 − L(23)) = 0 + (5 − 3) = 2".
  EXPECT_EQ(triple_point(row_of("2|3")), (TriplePoint{Ordinal(3), Ordinal(0)}));
  EXPECT_EQ(right_after_prepending(Ordinal(5), triple_point(row_of("2|3"))), Ordinal(2));
}

TEST(EndNimPaper, OneAndTwoPileFormulas) {
  for (const char* text : {"1", "7", "w", "w^2*3+w+4", "w^w"}) {
    const Ordinal a = O(text);
    EXPECT_EQ(triple_point(Row{a}), (TriplePoint{a, a})) << text;  // L(α) = R(α) = α
  }
  const Ordinal values[] = {Ordinal(1), Ordinal(2), Ordinal(5), w, w + Ordinal(1), O("w*2"), O("w^2")};
  for (const Ordinal& a : values) {
    for (const Ordinal& b : values) {
      const TriplePoint point = triple_point(Row{a, b});
      EXPECT_EQ(point.right, a <= b ? Ordinal() : a) << a.to_string() << " " << b.to_string();
      EXPECT_EQ(point.left, a >= b ? Ordinal() : b) << a.to_string() << " " << b.to_string();
    }
  }
}

TEST(EndNimPaper, Position3523319IsLeftAndOthers) {
  EXPECT_EQ(name(analyze(row_of("3|5|2|3|3|1|9")).outcome), "L");
  // 3 > L(x) = 2 and 9 ≤ R(x) = 12.
  EXPECT_EQ(name(outcome_around(Ordinal(3), TriplePoint{Ordinal(2), Ordinal(12)}, Ordinal(9))), "L");
  const Analysis a352 = analyze(row_of("3|5|2"));
  EXPECT_EQ(name(a352.outcome), "N");
  // "The first player should remove a whole pile, for the stack of size 5 dominates".
  EXPECT_EQ(a352.left_moves, kRemove);
  EXPECT_EQ(a352.right_moves, kRemove);
}

TEST(EndNimPaper, ThreeRowsWithOmega) {
  EXPECT_EQ(triple_point(row_of("w+w+1 | w+w | w+1")).left, Ordinal());
  EXPECT_EQ(triple_point(row_of("w+w+1 | w+w+1 | w+1")).left, O("w+1"));
  EXPECT_EQ(triple_point(row_of("w+w+1 | w+w+2 | w+1")).left, O("w+w+w+1"));
}

TEST(EndNimPaper, IntroductionLeftWinsAndHerReplies) {
  const Row p = row_of("ω·2+1 | ω·2 | ω+1");
  const Analysis a = analyze(p);
  EXPECT_EQ(name(a.outcome), "L");
  // Moving first, Left removes the leftmost pile (the middle pile is larger than the right).
  EXPECT_EQ(a.left_moves, kRemove);
  EXPECT_TRUE(a.right_moves.empty());
  // Right takes the whole rightmost pile: Left's winning move is to remove one box.
  EXPECT_EQ(analyze(row_of("w*2+1 | w*2")).left_moves, only(O("w*2"), O("w*2+1")));
  // Right moves the rightmost pile to ω or to a natural number: Left removes the leftmost pile.
  EXPECT_EQ(analyze(row_of("w*2+1 | w*2 | w")).left_moves, kRemove);
  for (std::uint64_t k = 1; k <= 50; ++k) {
    const Row after{O("w*2+1"), O("w*2"), Ordinal(k)};
    EXPECT_EQ(analyze(after).left_moves, kRemove) << k;
    EXPECT_EQ(name(analyze(after).outcome), "L") << k;  // she wins moving first and second
  }
}

// ---- Rows of 0 and 1 piles ---------------------------------------------------------------------

TEST(EndNimRows, EmptyAndSinglePile) {
  const Analysis empty = analyze(Row{});
  EXPECT_EQ(name(empty.outcome), "P");
  EXPECT_EQ(empty.whole, TriplePoint{});
  EXPECT_TRUE(empty.left_moves.empty());
  EXPECT_TRUE(empty.right_moves.empty());
  for (const char* text : {"1", "2", "w", "w^w+3"}) {
    const Analysis one = analyze(Row{O(text)});
    EXPECT_EQ(name(one.outcome), "N") << text;
    EXPECT_EQ(one.left_moves, kRemove) << text;  // anything else leaves a pile to the opponent
    EXPECT_EQ(one.right_moves, kRemove) << text;
  }
}

TEST(EndNimRows, ParsingAndErrors) {
  EXPECT_EQ(parse_row("w*2+1 | w*2, w+1"), (Row{O("w*2+1"), O("w*2"), O("w+1")}));
  EXPECT_EQ(parse_row("  \n"), Row{});
  EXPECT_EQ(parse_row("3\n|5\n|2\n"), (Row{Ordinal(3), Ordinal(5), Ordinal(2)}));
  EXPECT_THROW(parse_row("3|0|2"), DomainError);
  try {
    parse_row("3 | 5 | w+");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.subject(), "pile 3");
  }
  EXPECT_THROW(parse_row("3||2"), ParseError);
  EXPECT_THROW(parse_row("3|"), ParseError);
  EXPECT_EQ(format_row(parse_row("ω·2 + 4 ,1")), "w*2+4 | 1");
}

// Random text: a row of piles ≥ 1 or one of the domain's errors, never anything else.
TEST(EndNimRows, RandomTextParsesOrFailsCleanly) {
  std::mt19937_64 rng(8080);
  const std::vector<std::string> pieces = {"0",
                                           "1",
                                           "7",
                                           "12",
                                           "w",
                                           "ω",
                                           "omega",
                                           "|",
                                           ",",
                                           " ",
                                           "+",
                                           "*",
                                           "·",
                                           "^",
                                           "(",
                                           ")",
                                           "x",
                                           "\n",
                                           "99999999999999999999999"};
  int parsed = 0;
  for (int trial = 0; trial < 5000; ++trial) {
    std::string text;
    const std::size_t length = rng() % 12;
    for (std::size_t k = 0; k < length; ++k) {
      text += pieces[rng() % pieces.size()];
    }
    try {
      const Row row = parse_row(text);
      for (const Ordinal& pile : row) {
        EXPECT_FALSE(pile.is_zero()) << text;
      }
      ++parsed;
    } catch (const ParseError&) {
    } catch (const DomainError&) {
    } catch (const LimitError&) {
    }
  }
  EXPECT_GT(parsed, 100);
}

// ---- Random ordinal rows -----------------------------------------------------------------------

Ordinal random_pile(std::mt19937_64& rng) {
  // Mostly small ordinals, so comparisons between piles are often close or equal.
  switch (rng() % 4) {
    case 0:
      return Ordinal(1 + rng() % 6);
    case 1:
      return w * Ordinal(rng() % 3) + Ordinal(1 + rng() % 4);
    case 2: {
      Ordinal p = testing::random_ordinal(rng, 2, 3);
      return p.is_zero() ? Ordinal(1) : p;
    }
    default:
      return w * w * Ordinal(rng() % 2) + w * Ordinal(rng() % 3) + Ordinal(rng() % 3) +
             Ordinal(rng() % 2 == 0 ? 0 : 1) + Ordinal(1);
  }
}

Row random_row(std::mt19937_64& rng, std::size_t min_length, std::size_t max_length) {
  const std::size_t n = min_length + rng() % (max_length - min_length + 1);
  Row row;
  for (std::size_t i = 0; i < n; ++i) {
    row.push_back(random_pile(rng));
  }
  return row;
}

// A random ordinal below `alpha` (> 0), often just below it: keep a prefix of its Cantor normal
// form, lower the next coefficient, and append anything smaller than that term.
Ordinal random_below(std::mt19937_64& rng, const Ordinal& alpha) {
  if (rng() % 5 == 0) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      Ordinal candidate = testing::random_ordinal(rng, 2, 3);
      if (candidate < alpha) {
        return candidate;
      }
    }
  }
  const std::vector<Ordinal::Term> terms = alpha.terms();
  const std::size_t k = rng() % terms.size();
  std::vector<Ordinal::Term> prefix(terms.begin(), terms.begin() + static_cast<std::ptrdiff_t>(k));
  Ordinal result = Ordinal::from_terms(std::move(prefix));
  const Integer& c = terms[k].coefficient;
  const Integer lowered = rng() % 2 == 0 ? c - Integer(1) : Integer(static_cast<std::int64_t>(rng() % 3)) % c;
  result = result + Ordinal::monomial(terms[k].exponent, lowered);
  if (!terms[k].exponent.is_zero()) {
    const Ordinal bound = Ordinal::omega_power(terms[k].exponent);
    for (int attempt = 0; attempt < 4; ++attempt) {
      Ordinal tail = rng() % 2 == 0 ? Ordinal(rng() % 1000) : testing::random_ordinal(rng, 2, 3);
      if (tail < bound) {
        result = result + tail;
        break;
      }
    }
  }
  return result;
}

Row after_move(const Row& row, bool left_moves, const Ordinal& target) {
  Row next = row;
  if (left_moves) {
    if (target.is_zero()) {
      next.erase(next.begin());
    } else {
      next.front() = target;
    }
  } else if (target.is_zero()) {
    next.pop_back();
  } else {
    next.back() = target;
  }
  return next;
}

// The opponent, moving first on `row`, loses.
bool opponent_loses(const Row& row, bool opponent_is_right) {
  const Outcome outcome = analyze(row).outcome;
  return opponent_is_right ? (outcome == Outcome::kL || outcome == Outcome::kP)
                           : (outcome == Outcome::kR || outcome == Outcome::kP);
}

// Each reported target wins for the mover (by the closed form on the resulting row), targets
// outside do not, and a player has winning targets exactly when the outcome says they win first.
TEST(EndNimOrdinalRows, WinningMovesAreConsistentWithOutcomes) {
  std::mt19937_64 rng(4242);
  int checked_targets = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const Row row = random_row(rng, 1, 6);
    const Analysis a = analyze(row);
    const std::string where = format_row(row);
    const bool left_wins_first = a.outcome == Outcome::kL || a.outcome == Outcome::kN;
    const bool right_wins_first = a.outcome == Outcome::kR || a.outcome == Outcome::kN;
    EXPECT_EQ(!a.left_moves.empty(), left_wins_first) << where;
    EXPECT_EQ(!a.right_moves.empty(), right_wins_first) << where;
    for (bool left : {true, false}) {
      const TargetSet& targets = left ? a.left_moves : a.right_moves;
      const Ordinal& pile = left ? row.front() : row.back();
      std::vector<Ordinal> samples = {Ordinal()};
      for (const Interval& interval : targets) {
        samples.push_back(interval.from);
        if (!interval.from.is_zero()) {
          samples.push_back(random_below(rng, interval.from));  // often just below the interval
        }
      }
      for (int k = 0; k < 6; ++k) {
        samples.push_back(random_below(rng, pile));
      }
      for (const Ordinal& target : samples) {
        ASSERT_LT(target, pile) << where;
        const bool wins = opponent_loses(after_move(row, left, target), left);
        EXPECT_EQ(contains(targets, target), wins)
            << where << (left ? " Left" : " Right") << " to " << target.to_string();
        ++checked_targets;
      }
    }
    if (::testing::Test::HasFailure()) {
      return;
    }
  }
  EXPECT_GT(checked_targets, 10000);
}

// Reversing a row exchanges the players.
TEST(EndNimOrdinalRows, MirrorSwapsThePlayers) {
  std::mt19937_64 rng(5150);
  for (int trial = 0; trial < 1000; ++trial) {
    const Row row = random_row(rng, 0, 7);
    const Row mirror(row.rbegin(), row.rend());
    const Analysis a = analyze(row);
    const Analysis b = analyze(mirror);
    const std::string where = format_row(row);
    EXPECT_EQ(a.whole.left, b.whole.right) << where;
    EXPECT_EQ(a.whole.right, b.whole.left) << where;
    EXPECT_EQ(a.left_moves, b.right_moves) << where;
    const std::string swapped = name(a.outcome) == "L" ? "R" : name(a.outcome) == "R" ? "L" : name(a.outcome);
    EXPECT_EQ(name(b.outcome), swapped) << where;
  }
}

// Proposition 11 (the picture of Figure 1) from the triple point of x, for ordinal α, β.
TEST(EndNimOrdinalRows, Proposition11) {
  std::mt19937_64 rng(1111);
  for (int trial = 0; trial < 1500; ++trial) {
    const Row x = random_row(rng, 0, 5);
    const TriplePoint t = triple_point(x);
    const Ordinal alpha = random_pile(rng);
    const Ordinal beta = random_pile(rng);
    Row full = x;
    full.insert(full.begin(), alpha);
    full.push_back(beta);
    const Outcome outcome = analyze(full).outcome;
    EXPECT_EQ(outcome, outcome_around(alpha, t, beta)) << format_row(full);
    char expected = '?';
    if (alpha <= t.left && beta <= t.right) {
      expected = 'N';
    } else if (alpha > t.left && beta > t.right) {
      // α = L + γ, β = R + δ: P when γ = δ, L when δ < γ, R when γ < δ.
      const Ordinal gamma = alpha - t.left;
      const Ordinal delta = beta - t.right;
      expected = gamma == delta ? 'P' : (delta < gamma ? 'L' : 'R');
    } else {
      expected = alpha > t.left ? 'L' : 'R';  // β ≤ R < R + γ, or symmetrically
    }
    EXPECT_EQ(name(outcome), std::string(1, expected))
        << format_row(full) << " L(x) = " << t.left.to_string() << " R(x) = " << t.right.to_string();
  }
}

// Observation 12: as β increases the outcomes of xβ are N…N R… or L…L P R…; here checked
// exactly on every β up to R(x) + 3 for finite rows, and on sorted samples for ordinal rows;
// when R(x) > 0 it is where Left's first-move win stops.
TEST(EndNimOrdinalRows, Observation12) {
  std::mt19937_64 rng(1212);
  for (int trial = 0; trial < 800; ++trial) {
    const bool finite = trial % 2 == 0;
    Row x;
    if (finite) {
      const std::size_t n = 1 + rng() % 6;
      for (std::size_t i = 0; i < n; ++i) {
        x.emplace_back(1 + rng() % 8);
      }
    } else {
      x = random_row(rng, 1, 5);
    }
    const TriplePoint t = triple_point(x);
    std::vector<Ordinal> betas;
    if (finite) {
      std::uint64_t sum = 0;
      for (const Ordinal& pile : x) {
        sum += pile.small_value();
      }
      for (std::uint64_t b = 1; b <= sum + 3; ++b) {  // R(x) ≤ the sum of the piles
        betas.emplace_back(b);
      }
    } else {
      betas = {Ordinal(1), t.right, t.right + Ordinal(1), t.right + w, t.right * Ordinal(2) + Ordinal(1)};
      if (!t.right.is_zero()) {
        betas.push_back(random_below(rng, t.right));
        betas.push_back(random_below(rng, t.right));
      }
      for (int k = 0; k < 4; ++k) {
        betas.push_back(random_pile(rng));
      }
      std::erase_if(betas, [](const Ordinal& b) { return b.is_zero(); });
      std::sort(betas.begin(), betas.end());
      betas.erase(std::unique(betas.begin(), betas.end()), betas.end());
    }
    std::string sequence;
    for (const Ordinal& beta : betas) {
      Row extended = x;
      extended.push_back(beta);
      const std::string o = name(analyze(extended).outcome);
      sequence += o;
      // When R(x) > 0, Left wins moving first below R(x) and loses from R(x) on (Definition 8).
      // R(x) = 0 says only that x itself is lost for Left moving first; xβ may still be N.
      const bool left_first = o == "L" || o == "N";
      if (!t.right.is_zero()) {
        EXPECT_EQ(left_first, beta < t.right) << format_row(extended) << " R(x) = " << t.right.to_string();
      }
    }
    // N*R* or L*P?R* (a sample may miss the single P; the finite runs include it).
    const std::size_t rs = sequence.find('R');
    const std::string head = sequence.substr(0, rs);
    const std::string tail = rs == std::string::npos ? "" : sequence.substr(rs);
    EXPECT_EQ(tail.find_first_not_of('R'), std::string::npos) << sequence << " " << format_row(x);
    const bool all_n = head.find_first_not_of('N') == std::string::npos;
    const std::string lp = head.empty() || head.back() != 'P' ? head : head.substr(0, head.size() - 1);
    const bool l_then_p = lp.find_first_not_of('L') == std::string::npos;
    EXPECT_TRUE(all_n || l_then_p) << sequence << " " << format_row(x);
    if (finite && !t.right.is_zero() && head.find('L') != std::string::npos) {
      EXPECT_NE(head.find('P'), std::string::npos) << sequence << " " << format_row(x);
    }
  }
}

// Observation 13: αxβ ∈ P implies (α + γ)x(β + γ) ∈ P for every γ > 0.
TEST(EndNimOrdinalRows, Observation13) {
  std::mt19937_64 rng(1313);
  int p_positions = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const Row x = random_row(rng, 0, 5);
    const TriplePoint t = triple_point(x);
    Ordinal alpha = random_pile(rng);
    Ordinal beta = random_pile(rng);
    if (trial % 2 == 0) {  // aim at the P line: α = L + γ, β = R + γ
      const Ordinal gamma = random_pile(rng);
      alpha = t.left + gamma;
      beta = t.right + gamma;
    }
    Row full = x;
    full.insert(full.begin(), alpha);
    full.push_back(beta);
    if (analyze(full).outcome != Outcome::kP) {
      continue;
    }
    ++p_positions;
    for (int k = 0; k < 3; ++k) {
      const Ordinal gamma = random_pile(rng);
      Row shifted = x;
      shifted.insert(shifted.begin(), alpha + gamma);
      shifted.push_back(beta + gamma);
      EXPECT_EQ(name(analyze(shifted).outcome), "P") << format_row(full) << " + " << gamma.to_string();
    }
  }
  EXPECT_GT(p_positions, 500);
}

TEST(EndNimGrid, MatchesAnalysisOfEachRow) {
  std::mt19937_64 rng(77);
  for (int trial = 0; trial < 40; ++trial) {
    const Row x = random_row(rng, 0, 4);
    const std::size_t size = 9;
    const std::vector<Outcome> grid = outcome_grid(x, size);
    ASSERT_EQ(grid.size(), size * size);
    for (std::size_t beta = 1; beta <= size; ++beta) {
      for (std::size_t alpha = 1; alpha <= size; ++alpha) {
        Row full = x;
        full.insert(full.begin(), Ordinal(alpha));
        full.emplace_back(beta);
        EXPECT_EQ(grid[(beta - 1) * size + alpha - 1], analyze(full).outcome) << format_row(full);
      }
    }
  }
}

}  // namespace
}  // namespace cgt::end_nim
