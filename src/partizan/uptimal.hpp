#pragma once
// Uptimal expansions: games equal to x + a₁·↑ + a₂·↑² + … + a_k·↑ᵏ + *m, where x is a number,
// ↑ⁱ the up-powers (^<i>) and a_k ≠ 0 (k = 0: the nus value x + *m). CGSuite names and orders
// games by their expansions (docs/games.md), so the printer needs, for each position, whether it
// is an uptimal and which.
//
// A canonical uptimal is recognised from its options alone. When a_k > 0 it has exactly one
// Right option, x + *(m⊕1) + Σ (aᵢ−1)·↑ⁱ (i ≤ k), and its Left options are determined by the
// expansion (Left options of G below; `expected_left_options`):
//   T = the expansion cut to its first k−1 coefficients when a_k = 1, else to its first J, where
//       J is the last index with aᵢ ≤ 0 (0 if none); T keeps x and *m.
//   (a) some aᵢ < 0, j the last such: two options, x + *(m⊕1) + Σ_{i≤j} (aᵢ+1)·↑ⁱ, and T;
//   (b) a₁ = 0: x, x*, x*2, …, x*(m−1), and T;
//   (c) a₁ = 1, m = 1, and (a₁, …, a_k) ≤ (1, …, 1) lexicographically: x, and T;
//   (d) otherwise one option: T, or x alone when T has no coefficient left.
// When a_k < 0, −G is such a game. The Right option gives the expansion up to k (two
// candidates: a_k ≥ 2, or a_k = 1 with k one more than the longest option); a candidate is
// accepted when the Left options are exactly those expected. Every uptimal built from up-powers
// is recognised this way and nothing else is (tests/partizan/uptimal_test.cpp builds them).
//
// Coefficients are kept as runs of equal values: the positions of ^<n> and ^[n] are
// expansions of length up to n with one or two runs, so a game thousands of days deep needs no
// thousands of coefficients per position.

#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/integer.hpp"

namespace cgt::partizan {

class Uptimal {
 public:
  struct Run {
    Integer value;
    std::uint64_t length = 0;
    friend bool operator==(const Run&, const Run&) = default;
  };

  Uptimal() = default;
  // x + n·↑ + *m.
  static Uptimal from_nus(const NusParts& parts);
  // x + *m.
  Uptimal(Dyadic number, Integer nimber) : number_(std::move(number)), nimber_(std::move(nimber)) {}

  [[nodiscard]] const Dyadic& number() const noexcept { return number_; }
  [[nodiscard]] const Integer& nimber() const noexcept { return nimber_; }
  [[nodiscard]] const std::vector<Run>& runs() const noexcept { return runs_; }
  // k: the index of the last non-zero coefficient (0 for x + *m).
  [[nodiscard]] std::uint64_t length() const noexcept { return length_; }
  // aᵢ (1-based; 0 beyond the length).
  [[nodiscard]] Integer coefficient(std::uint64_t i) const;
  [[nodiscard]] Integer last_coefficient() const { return runs_.empty() ? Integer(0) : runs_.back().value; }

  [[nodiscard]] bool is_number() const noexcept { return length_ == 0 && nimber_.is_zero(); }
  [[nodiscard]] bool is_nimber() const noexcept { return length_ == 0 && number_.is_zero(); }
  // One non-zero coefficient, ±1 (^<k>, v<k>).
  [[nodiscard]] bool is_unit() const;
  // Every coefficient 1, or every one −1 (^[k], v[k]).
  [[nodiscard]] bool is_unit_sum() const;

  [[nodiscard]] Uptimal negated() const;
  // a₁ … a_n + 1 (coefficients beyond the length count as 0), and *m becomes *(m⊕1).
  [[nodiscard]] Uptimal incremented(std::uint64_t to_length) const;
  // The first n coefficients (x and *m kept).
  [[nodiscard]] Uptimal truncated(std::uint64_t n) const;
  // The last index i ≤ k with aᵢ ≤ bound, or 0.
  [[nodiscard]] std::uint64_t last_index_at_most(const Integer& bound) const;

  // CGSuite's order of expansions: by x, then the coefficients lexicographically (over the
  // shorter length), then the length, then m.
  friend std::strong_ordering operator<=>(const Uptimal& a, const Uptimal& b);
  friend bool operator==(const Uptimal& a, const Uptimal& b) = default;

  // The memory held outside the object, for budgets.
  [[nodiscard]] std::size_t heap_bytes() const noexcept { return runs_.capacity() * sizeof(Run); }

 private:
  // Appends `length` coefficients equal to `value` (merging with the last run).
  void append(const Integer& value, std::uint64_t length);
  // Drops trailing zero coefficients.
  void trim();

  Dyadic number_;
  Integer nimber_;
  std::vector<Run> runs_;
  std::uint64_t length_ = 0;
};

// The expansion of the canonical game whose Left and Right options have the given expansions
// (nullptr: an option that is not an uptimal), or nullopt when it is not an uptimal. `work` is
// increased by the coefficient runs looked at.
std::optional<Uptimal> uptimal_from_options(std::span<const Uptimal* const> left,
                                            std::span<const Uptimal* const> right, std::uint64_t& work);

// The Left options (as expansions) of the canonical uptimal `g` with a positive last
// coefficient; exposed for the tests.
std::vector<Uptimal> expected_left_options(const Uptimal& g);

// The expansion of g, or nullopt when g is not an uptimal (a walk over g's positions; the
// printer finds expansions in its own walk).
std::optional<Uptimal> uptimal_expansion(Game g);

}  // namespace cgt::partizan
