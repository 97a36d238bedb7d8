#pragma once
// An exact sum of signed powers of two whose exponents may be astronomically far apart
// (2^-1 + 2^-(10^18) is fine). A Dyadic would need a 10^18-bit numerator for that; this keeps
// the canonical binary expansion as runs of one-bits instead:
//
//   value = I + Σ over runs [a, b] of (2^-a + 2^-(a+1) + … + 2^-b),   I an Integer,
//
// with runs disjoint, non-adjacent, increasing, and a ≥ 1 (so the runs form the fractional
// part in [0, 1)). Sums of k terms cost O(k log k); comparison walks the runs.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/integer.hpp"

namespace cgt {

class BinaryExpansion {
 public:
  // sign · 2^-exponent, exponent ≥ 0.
  struct Term {
    Integer exponent;
    int sign = 1;  // +1 or -1
  };
  struct Run {
    Integer first;  // most significant exponent of the run
    Integer last;   // least significant, ≥ first
    friend bool operator==(const Run&, const Run&) = default;
  };

  BinaryExpansion() = default;
  static BinaryExpansion sum(std::vector<Term> terms);
  static BinaryExpansion from_dyadic(const Dyadic& value);

  [[nodiscard]] const Integer& integer_part() const noexcept { return integer_; }
  [[nodiscard]] const std::vector<Run>& fraction_runs() const noexcept { return runs_; }
  [[nodiscard]] int sign() const noexcept;

  // The exact dyadic when its denominator is at most 2^max_exponent.
  [[nodiscard]] std::optional<Dyadic> to_dyadic(std::uint64_t max_exponent = 4096) const;
  // A dyadic string ("-3/16") when small enough, otherwise the exact expansion written as
  // "I+2^-a+2^-(b..c)" where 2^-(b..c) is 2^-b + … + 2^-c.
  [[nodiscard]] std::string to_string() const;

  friend bool operator==(const BinaryExpansion&, const BinaryExpansion&) = default;
  friend std::strong_ordering operator<=>(const BinaryExpansion& a, const BinaryExpansion& b);

 private:
  Integer integer_;
  std::vector<Run> runs_;
};

}  // namespace cgt
