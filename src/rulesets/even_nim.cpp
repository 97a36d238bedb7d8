#include "cgt/even_nim.hpp"

#include <algorithm>
#include <string>

#include "cgt/ending_theory.hpp"
#include "cgt/error.hpp"
#include "cgt/pile_list.hpp"

namespace cgt::even_nim {

using ending::Family;
using ending::FamilyValue;
using ending::Outcome;

FamilyValue pile_value(Pile pile) {
  if (pile.touched) {
    return pile.tokens % 2 == 0 ? FamilyValue{Family::kLeft, pile.tokens / 2}
                                : FamilyValue{Family::kRight, (pile.tokens - 1) / 2};
  }
  if (pile.tokens % 2 != 0) {
    throw DomainError("an untouched Even Nim pile has an even size, not " + std::to_string(pile.tokens));
  }
  return pile.tokens == 0 ? FamilyValue{Family::kLeft, 0} : FamilyValue{Family::kMaltese, pile.tokens / 2};
}

namespace {

struct Summary {
  std::vector<std::uint64_t> maltese;  // ✠ indices of the untouched non-empty piles
  FamilyValue p0{Family::kLeft, 0};    // everything else folded by Corollary 3.4
};

Summary summarise(std::span<const Pile> piles) {
  Summary s;
  for (const Pile& pile : piles) {
    const FamilyValue v = pile_value(pile);
    if (v.family == Family::kMaltese)
      s.maltese.push_back(v.n);
    else
      s.p0 = ending::nim_family_sum(s.p0, v);
  }
  return s;
}

FamilyValue touched_value(std::uint64_t tokens) {
  return pile_value(Pile{tokens, true});
}

bool wins_for_left(Outcome o) {
  return o == Outcome::kL || o == Outcome::kP;
}
bool wins_for_right(Outcome o) {
  return o == Outcome::kR || o == Outcome::kP;
}

}  // namespace

Outcome outcome(std::span<const Pile> piles) {
  Summary s = summarise(piles);
  return ending::maltese_sum_outcome(std::move(s.maltese), s.p0);
}

WinningMoves winning_moves(std::span<const Pile> piles, std::size_t limit) {
  const Summary s = summarise(piles);
  const std::size_t u = s.maltese.size();
  std::vector<std::uint64_t> sorted = s.maltese;
  std::sort(sorted.begin(), sorted.end());
  // Nim-sum ignoring the two smallest, for the row and for the row without one ✠_a.
  std::uint64_t all_but_two = 0;
  for (std::size_t i = 2; i < sorted.size(); ++i) all_but_two ^= sorted[i];
  const auto without = [&](std::uint64_t a) -> std::uint64_t {
    if (sorted.size() < 3) return 0;  // at most two left: nothing beyond the two smallest
    // Removing one of the two smallest promotes the third smallest into the ignored pair.
    return a <= sorted[1] ? all_but_two ^ sorted[2] : all_but_two ^ a;
  };

  WinningMoves result;
  const auto add = [&](std::size_t pile, std::uint64_t to, Outcome reached) {
    const bool left = wins_for_left(reached);
    const bool right = wins_for_right(reached);
    if (!left && !right) return true;
    if (result.moves.size() >= limit) {
      result.truncated = true;
      return false;
    }
    result.moves.push_back({pile, to, left, right});
    return true;
  };

  for (std::size_t i = 0; i < piles.size() && !result.truncated; ++i) {
    const Pile pile = piles[i];
    if (pile.tokens == 0) continue;
    if (!pile.touched) {
      // ✠_{n/2} becomes *L_{m/2} or *R_{(m−1)/2}, for any 0 ≤ m < n.
      const std::size_t remaining = u - 1;
      if (remaining == 1) continue;  // Theorem 3.6: one ✠ left is N, a loss for the mover
      if (remaining == 0) {
        for (std::uint64_t m = pile.tokens; m-- > 0;) {
          const FamilyValue p0 = ending::nim_family_sum(s.p0, touched_value(m));
          if (!add(i, m, p0.family == Family::kLeft ? Outcome::kL : Outcome::kR)) break;
        }
        continue;
      }
      // P iff t ⊕ ⌊m/2⌋ ⊕ (nim-sum of the others ignoring their two smallest) = 0.
      const std::uint64_t half = s.p0.n ^ without(pile.tokens / 2);
      for (std::uint64_t m : {2 * half + 1, 2 * half}) {
        if (half <= pile.tokens / 2 && m < pile.tokens) add(i, m, Outcome::kP);
      }
      continue;
    }
    // A touched pile loses a positive even number: *L_k → *L_j or *R_k → *R_j with j < k.
    if (u == 1) continue;  // stays N
    if (u == 0) {
      const Outcome reached = s.p0.family == Family::kLeft ? Outcome::kL : Outcome::kR;
      for (std::uint64_t m = pile.tokens; m >= 2 && !result.truncated;) {
        m -= 2;
        add(i, m, reached);
      }
      continue;
    }
    const std::uint64_t target = s.p0.n ^ (pile.tokens / 2) ^ all_but_two;  // ⌊m/2⌋ for P
    if (target < pile.tokens / 2) add(i, 2 * target + pile.tokens % 2, Outcome::kP);
  }
  return result;
}

std::vector<std::pair<Move, std::vector<Pile>>> all_moves(std::span<const Pile> piles) {
  std::vector<std::pair<Move, std::vector<Pile>>> out;
  for (std::size_t i = 0; i < piles.size(); ++i) {
    const Pile pile = piles[i];
    for (std::uint64_t removed = 1; removed <= pile.tokens; ++removed) {
      if (pile.touched && removed % 2 != 0) continue;
      std::vector<Pile> next(piles.begin(), piles.end());
      next[i] = Pile{pile.tokens - removed, true};
      out.emplace_back(Move{i, pile.tokens - removed, false, false}, std::move(next));
    }
  }
  return out;
}

std::vector<Pile> parse_start_position(std::string_view text) {
  const std::vector<std::uint64_t> sizes = parse_pile_list(text, "Even Nim piles");
  std::vector<Pile> piles;
  piles.reserve(sizes.size());
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] % 2 != 0) {
      throw DomainError("pile " + std::to_string(i + 1) + " has " + std::to_string(sizes[i]) +
                        " tokens: Even Nim piles start with an even number");
    }
    piles.push_back({sizes[i], false});
  }
  return piles;
}

}  // namespace cgt::even_nim
