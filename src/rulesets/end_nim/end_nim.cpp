// Ordinal Partizan End Nim: Proposition 14, Observation 9, and the winning first moves.

#include "cgt/end_nim.hpp"

#include <algorithm>

#include "cgt/error.hpp"

namespace cgt::end_nim {

Ordinal left_after_appending(const TriplePoint& x, const Ordinal& beta) {
  if (beta <= x.right) {
    return {};
  }
  return x.left + (beta - x.right);
}

Ordinal right_after_prepending(const Ordinal& alpha, const TriplePoint& x) {
  if (alpha <= x.left) {
    return {};
  }
  return x.right + (alpha - x.left);
}

Outcome outcome_from(const Ordinal& alpha, const Ordinal& left_of_x_beta, const Ordinal& beta,
                     const Ordinal& right_of_alpha_x) {
  // Left wins moving first iff α > L(xβ): she removes α exactly when Right moving first on xβ
  // loses, or otherwise reaches a P or L position (Proposition 11). Symmetrically for Right.
  const bool left_first_wins = alpha > left_of_x_beta;
  const bool right_first_wins = beta > right_of_alpha_x;
  if (left_first_wins) {
    return right_first_wins ? Outcome::kN : Outcome::kL;
  }
  return right_first_wins ? Outcome::kR : Outcome::kP;
}

Outcome outcome_around(const Ordinal& alpha, const TriplePoint& x, const Ordinal& beta) {
  return outcome_from(alpha, left_after_appending(x, beta), beta, right_after_prepending(alpha, x));
}

bool contains(const TargetSet& targets, const Ordinal& target) {
  return std::any_of(targets.begin(), targets.end(),
                     [&](const Interval& interval) { return interval.from <= target && target < interval.below; });
}

namespace {

// {0 if `zero_wins`} ∪ [from, below), as maximal disjoint intervals.
TargetSet targets(bool zero_wins, const Ordinal& from, const Ordinal& below) {
  TargetSet result;
  const bool interval = from < below;
  const Ordinal one(1);
  if (zero_wins && interval && from == one) {
    result.push_back({Ordinal(), below});
    return result;
  }
  if (zero_wins) {
    result.push_back({Ordinal(), one});
  }
  if (interval) {
    result.push_back({from, below});
  }
  return result;
}

// The winning targets of the player whose pile is `own` (α for Left, β for Right) facing the
// pile `other` across x, where `own_inner` and `other_inner` are L(x), R(x) seen from that
// player (Left: L(x), R(x); Right: R(x), L(x)) and `own_after_other` is L(xβ) for Left, R(αx)
// for Right.
//
// Left moving α to α' > 0 reaches α'xβ with Right to move; by Observation 9 Left wins iff
// β ≤ R(α'x), and R(α'x) = R(x) + (α' − L(x)) grows strictly with α' > L(x) (0 below), so the
// winning α' form an upper interval of (L(x), α): all of it when β ≤ R(x), else from the least
// α' with α' − L(x) ≥ β − R(x), namely L(x) + (β − R(x)) = L(xβ). Moving α to 0 leaves xβ with
// Right to move, a Left win iff L(xβ) = 0, that is iff β ≤ R(x).
TargetSet winning_targets(const Ordinal& own, const Ordinal& own_inner, const Ordinal& other,
                          const Ordinal& other_inner, const Ordinal& own_after_other) {
  if (other <= other_inner) {
    return targets(true, own_inner + Ordinal(1), own);
  }
  return targets(false, own_after_other, own);
}

}  // namespace

Analysis analyze_from_sub_rows(std::span<const Ordinal> row, std::span<const TriplePoint> shorter_by_two) {
  const std::size_t n = row.size();
  if (n < 2 || shorter_by_two.size() != 3) {
    throw DomainError("analyze_from_sub_rows needs a row of at least 2 piles and 3 sub-rows of n - 2 piles");
  }
  const Ordinal& alpha = row.front();
  const Ordinal& beta = row.back();
  const TriplePoint& inner = shorter_by_two[1];  // x
  // αx and xβ, then the whole row, by Proposition 14.
  const TriplePoint alpha_x{left_after_appending(shorter_by_two[0], row[n - 2]), right_after_prepending(alpha, inner)};
  const TriplePoint x_beta{left_after_appending(inner, beta), right_after_prepending(row[1], shorter_by_two[2])};

  Analysis result;
  result.piles = n;
  result.inner = inner;
  result.left_of_x_beta = x_beta.left;
  result.right_of_alpha_x = alpha_x.right;
  result.whole = {left_after_appending(alpha_x, beta), right_after_prepending(alpha, x_beta)};
  result.outcome = outcome_from(alpha, x_beta.left, beta, alpha_x.right);
  result.left_moves = winning_targets(alpha, inner.left, beta, inner.right, x_beta.left);
  result.right_moves = winning_targets(beta, inner.right, alpha, inner.left, alpha_x.right);
  return result;
}

Analysis analyze(std::span<const Ordinal> row, SweepOptions options) {
  const std::size_t n = row.size();
  if (n >= 2) {
    std::vector<TriplePoint> shorter = triple_points_of_length(row, n - 2, options);
    return analyze_from_sub_rows(row, shorter);
  }
  Analysis result;
  result.piles = n;
  if (n == 0) {  // nobody can move: the player to move loses
    result.outcome = Outcome::kP;
    return result;
  }
  if (row[0].is_zero()) {
    throw DomainError("pile 1 is 0: every pile must be at least 1");
  }
  // One pile α: L(α) = R(α) = α; either player wins by removing it, and only so (any other move
  // leaves a single pile for the opponent to remove).
  result.outcome = Outcome::kN;
  result.whole = {row[0], row[0]};
  result.left_moves = {{Ordinal(), Ordinal(1)}};
  result.right_moves = {{Ordinal(), Ordinal(1)}};
  return result;
}

}  // namespace cgt::end_nim
