#include "rulesets/partial_nim/partial_nim_closed_form.hpp"

#include <algorithm>

namespace cgt::partial_nim::detail {

Contribution contribution(Color color, const Integer& size) {
  Contribution c;
  if (color == Color::kGreen) {
    c.nim = size;
    return c;
  }
  if (size.is_zero()) {
    return c;
  }
  const int sign = color == Color::kBlue ? 1 : -1;
  if (size.is_odd()) {
    // A_{2k-1} = 1/2^(k-1), with 2k - 1 = size.
    c.number = BinaryExpansion::Term{(size - Integer(1)) >> 1, sign};
  } else {
    // A_{2m} = 1/2 + [-m]; a red pile is the negative: -1/2 + [m].
    c.number = BinaryExpansion::Term{Integer(1), sign};
    Integer m = size >> 1;
    c.bracket = sign > 0 ? -m : m;
  }
  return c;
}

namespace {

const BinaryExpansion& half() {
  static const BinaryExpansion value = BinaryExpansion::sum({{Integer(1), 1}});
  return value;
}
const BinaryExpansion& minus_half() {
  static const BinaryExpansion value = BinaryExpansion::sum({{Integer(1), -1}});
  return value;
}

Outcome from_sign(int sign) {
  return sign > 0 ? Outcome::kL : (sign < 0 ? Outcome::kR : Outcome::kP);
}

// The sign of [P'] - [Q'] when |P'| + |Q'| is even (Theorem 2, Corollary 2): more entries is
// larger; with as many on each side, the lexicographically larger sorted tuple is larger,
// and for disjoint tuples that is the one whose minimum is larger.
int even_bracket_sign(const BracketSummary& b) {
  if (b.positive == 0 && b.negative == 0) {
    return 0;
  }
  if (b.positive != b.negative) {
    return b.positive > b.negative ? 1 : -1;
  }
  return *b.min_positive > *b.min_negative ? 1 : -1;
}

// With |P'| + |Q'| odd and |P'| > |Q'|: whether [P'] - [Q'] is confused with -1/2 rather than
// greater (the exceptional case of Theorem 3(ii), applied to the negative): |Q'| = |P'| - 1
// and Q' is lexicographically at least the |Q'| smallest entries of P'.
bool confused_with_minus_half(std::int64_t larger_count, const std::optional<Integer>& larger_min,
                              std::int64_t smaller_count, const std::optional<Integer>& smaller_min) {
  if (smaller_count != larger_count - 1) {
    return false;
  }
  return smaller_count == 0 || *smaller_min > *larger_min;
}

}  // namespace

NumberComparer shifted_comparer(const BinaryExpansion& x, std::vector<BinaryExpansion::Term> shift) {
  return [&x, shift = std::move(shift)](int twice_threshold) {
    if (shift.empty()) {
      return twice_threshold == 0 ? x <=> BinaryExpansion() : (x <=> (twice_threshold > 0 ? half() : minus_half()));
    }
    std::vector<BinaryExpansion::Term> terms = shift;
    if (twice_threshold != 0) {
      terms.push_back({Integer(1), twice_threshold});
    }
    return x <=> BinaryExpansion::sum(std::move(terms));
  };
}

Outcome closed_form_outcome(const BinaryExpansion& number, const BracketSummary& b, bool has_nim) {
  return closed_form_outcome(shifted_comparer(number, {}), b, has_nim);
}

Outcome closed_form_outcome(const NumberComparer& compare_with, const BracketSummary& b, bool has_nim) {
  const bool odd = ((b.positive + b.negative) % 2) != 0;
  if (!odd) {
    // The brackets are infinitesimal (Lemma 2): a nonzero number decides. Otherwise *N with
    // N > 0 makes it fuzzy (Theorem 4(i)), and without it the brackets' sign decides.
    if (auto s = compare_with(0); s != 0) {
      return from_sign(std::is_gt(s) ? 1 : -1);
    }
    if (has_nim) {
      return Outcome::kN;
    }
    return from_sign(even_bracket_sign(b));
  }
  // An odd count: the brackets have confusion interval [-1/2, 1/2] (Lemma 1, Theorem 3).
  auto above = compare_with(1);
  auto below = compare_with(-1);
  if (std::is_gt(above)) {
    return Outcome::kL;
  }
  if (std::is_lt(below)) {
    return Outcome::kR;
  }
  if (std::is_lt(above) && std::is_gt(below)) {
    return Outcome::kN;
  }
  if (above == 0) {
    // x = 1/2: Left wins iff the brackets (+ *N) exceed -1/2. With *N they do (Theorem 4(ii)).
    if (has_nim) {
      return Outcome::kL;
    }
    if (b.positive < b.negative) {
      return Outcome::kN;  // Theorem 3(i): confused with -1/2
    }
    return confused_with_minus_half(b.positive, b.min_positive, b.negative, b.min_negative) ? Outcome::kN : Outcome::kL;
  }
  // x = -1/2: the mirror image.
  if (has_nim) {
    return Outcome::kR;
  }
  if (b.negative < b.positive) {
    return Outcome::kN;
  }
  return confused_with_minus_half(b.negative, b.min_negative, b.positive, b.min_positive) ? Outcome::kN : Outcome::kR;
}

BracketIndex::BracketIndex(const std::vector<Integer>& entries) {
  std::vector<std::pair<Integer, std::int64_t>> signed_entries;
  signed_entries.reserve(entries.size());
  for (const Integer& m : entries) {
    Integer magnitude = m.sign() < 0 ? -m : m;
    if (magnitude == Integer(1)) {
      ++ones_;
    } else {
      signed_entries.emplace_back(std::move(magnitude), m.sign());
    }
  }
  std::sort(signed_entries.begin(), signed_entries.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [magnitude, sign] : signed_entries) {
    if (!nets_.empty() && nets_.back().first == magnitude) {
      nets_.back().second += sign;
    } else {
      nets_.emplace_back(std::move(magnitude), sign);
    }
  }
  for (const auto& [magnitude, n] : nets_) {
    if (n > 0) {
      positive_values_.push_back(magnitude);
      summary_.positive += n;
    } else if (n < 0) {
      negative_values_.push_back(magnitude);
      summary_.negative -= n;
    }
  }
  if (!positive_values_.empty()) {
    summary_.min_positive = positive_values_.front();
  }
  if (!negative_values_.empty()) {
    summary_.min_negative = negative_values_.front();
  }
  if (ones_ % 2 != 0) {
    ++summary_.positive;
    summary_.min_positive = Integer(1);
  }
}

std::int64_t BracketIndex::net(const Integer& magnitude) const {
  auto it = std::lower_bound(nets_.begin(), nets_.end(), magnitude,
                             [](const auto& entry, const Integer& v) { return entry.first < v; });
  return (it != nets_.end() && it->first == magnitude) ? it->second : 0;
}

BracketSummary BracketIndex::after(const std::optional<Integer>& removed, const std::optional<Integer>& added) const {
  // Up to two magnitudes ≥ 2 change their net count; the ones only change parity.
  std::int64_t ones = ones_;
  std::vector<std::pair<Integer, std::int64_t>> changed;  // magnitude, new net
  auto apply = [&](const Integer& entry, int direction) {
    Integer magnitude = entry.sign() < 0 ? -entry : entry;
    if (magnitude == Integer(1)) {
      ones += direction;
      return;
    }
    std::int64_t delta = static_cast<std::int64_t>(direction) * entry.sign();
    for (auto& [v, n] : changed) {
      if (v == magnitude) {
        n += delta;
        return;
      }
    }
    changed.emplace_back(magnitude, net(magnitude) + delta);
  };
  if (removed) {
    apply(*removed, -1);
  }
  if (added) {
    apply(*added, +1);
  }

  BracketSummary result;
  result.positive = summary_.positive - (ones_ % 2 != 0 ? 1 : 0);
  result.negative = summary_.negative;
  auto is_changed = [&](const Integer& v) {
    return std::any_of(changed.begin(), changed.end(), [&](const auto& c) { return c.first == v; });
  };
  for (const auto& [v, n] : changed) {
    std::int64_t old = net(v);
    result.positive += std::max<std::int64_t>(n, 0) - std::max<std::int64_t>(old, 0);
    result.negative += std::max<std::int64_t>(-n, 0) - std::max<std::int64_t>(-old, 0);
  }
  // New minima: the first unchanged value of each side (among its first three, since at most
  // two change), or a changed value now on that side.
  auto new_min = [&](const std::vector<Integer>& values, int side) {
    std::optional<Integer> best;
    for (std::size_t i = 0; i < values.size() && i < 3; ++i) {
      if (!is_changed(values[i])) {
        best = values[i];
        break;
      }
    }
    for (const auto& [v, n] : changed) {
      if (n * side > 0 && (!best || v < *best)) {
        best = v;
      }
    }
    return best;
  };
  result.min_positive = new_min(positive_values_, 1);
  result.min_negative = new_min(negative_values_, -1);
  if (ones % 2 != 0) {
    ++result.positive;
    result.min_positive = Integer(1);
  }
  return result;
}

}  // namespace cgt::partial_nim::detail
