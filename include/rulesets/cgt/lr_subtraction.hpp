#pragma once
// LR-ending subtraction games (paper 003, Section 4.2): piles of tokens, a subtraction set S
// (every element ≥ 2); a move removes s ∈ S tokens from one pile. When no move is left, Left
// wins iff the total number of tokens is even. A pile of n with no move is *L (n even) or *R
// (n odd); otherwise its value is the simplified option set {value(n − s) : s ∈ S, s ≤ n}.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cgt/ending.hpp"

namespace cgt::lr_subtraction {

struct Period {
  std::uint64_t preperiod = 0;  // value(n + period) = value(n) for every n ≥ preperiod
  std::uint64_t period = 0;     // the least such period
};

class SubtractionGame {
 public:
  // Throws DomainError unless S is non-empty with every element in [2, kMaxElement].
  explicit SubtractionGame(std::vector<std::uint64_t> set);
  static constexpr std::uint64_t kMaxElement = 1'000'000;

  [[nodiscard]] const std::vector<std::uint64_t>& set() const { return set_; }
  // Simplified value of one pile of n (uses the period once found, so any n is cheap then).
  [[nodiscard]] ending::Position value(std::uint64_t n);
  // Values 0..n computed so far (at least n + 1 of them).
  [[nodiscard]] const std::vector<ending::Position>& values_up_to(std::uint64_t n);
  // Computes values until the sequence is provably periodic, looking at most `limit` values.
  [[nodiscard]] std::optional<Period> find_period(std::uint64_t limit);

 private:
  void extend_to(std::uint64_t n);

  std::vector<std::uint64_t> set_;  // sorted, unique
  std::vector<ending::Position> values_;
  std::optional<Period> period_;
};

// Outcomes of single piles 0..n straight from Theorem 2.8 on the outcomes of the options (no
// values needed), and their period: the outcome sequence is always eventually periodic, even
// when the simplified values keep growing.
[[nodiscard]] std::vector<ending::Outcome> single_pile_outcomes(const SubtractionGame& game, std::uint64_t n);
[[nodiscard]] std::optional<Period> outcome_period(const SubtractionGame& game, std::uint64_t limit);

// A pile is chosen by 0-based index (the CLI prints 1-based); `to` = tokens left.
struct Move {
  std::size_t pile = 0;
  std::uint64_t to = 0;
  bool for_left = false;   // the reached position is in L ∪ P
  bool for_right = false;  // the reached position is in R ∪ P
  friend bool operator==(const Move&, const Move&) = default;
};

struct RowAnalysis {
  ending::Outcome outcome = ending::Outcome::kP;
  bool closed_form = false;  // every pile's value is a family value covered by Theorem 3.6/3.8
};

// Outcome of a row of piles: closed form when every value is *L_n, *R_n, ✠_n (Theorem 3.6) or
// ★_n (Theorem 3.8); otherwise the memoised search over the sum of the simplified values; and
// when those values are too big to add (for many S they keep growing), a memoised search of
// the row itself. LimitError when even that is too large.
[[nodiscard]] RowAnalysis analyse_row(SubtractionGame& game, std::span<const std::uint64_t> piles);
// Every move that wins for the player making it.
[[nodiscard]] std::vector<Move> winning_moves(SubtractionGame& game, std::span<const std::uint64_t> piles);

}  // namespace cgt::lr_subtraction
