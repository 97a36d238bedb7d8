#include <algorithm>
#include <string>
#include <utility>

#include "cgt/error.hpp"
#include "cgt/impartial_variation.hpp"

namespace cgt {

VariationSet VariationSet::range(const Integer& n) {
  VariationSet result;
  if (n.sign() > 0) {
    result.intervals_.push_back({Integer(0), n});
  }
  return result;
}

VariationSet VariationSet::from_values(std::vector<Integer> values) {
  std::vector<Interval> intervals;
  intervals.reserve(values.size());
  for (Integer& value : values) {
    if (value.sign() < 0) {
      throw DomainError("a variation set holds natural numbers only, not " + value.to_string());
    }
    Integer next = value + Integer(1);
    intervals.push_back({std::move(value), std::move(next)});
  }
  return from_intervals(std::move(intervals));
}

VariationSet VariationSet::from_intervals(std::vector<Interval> intervals) {
  // Nested sums of huge nimbers can fragment a set (x -> x ^ c cuts an interval into up to
  // 2 * bits aligned blocks); refuse before memory runs out.
  constexpr std::size_t kMaxIntervals = std::size_t{1} << 22;
  if (intervals.size() > kMaxIntervals) {
    throw LimitError("a variation set splits into more than " + std::to_string(kMaxIntervals) + " intervals");
  }
  std::sort(intervals.begin(), intervals.end(), [](const Interval& x, const Interval& y) { return x.lo < y.lo; });
  VariationSet result;
  for (Interval& interval : intervals) {
    if (!(interval.lo < interval.hi)) {
      continue;
    }
    // Adjacent intervals merge too, so equal sets have equal representations.
    if (!result.intervals_.empty() && interval.lo <= result.intervals_.back().hi) {
      if (result.intervals_.back().hi < interval.hi) {
        result.intervals_.back().hi = std::move(interval.hi);
      }
    } else {
      result.intervals_.push_back(std::move(interval));
    }
  }
  return result;
}

Integer VariationSet::size() const {
  Integer total;
  for (const Interval& interval : intervals_) {
    total += interval.hi - interval.lo;
  }
  return total;
}

bool VariationSet::contains(const Integer& value) const {
  auto it = std::upper_bound(intervals_.begin(), intervals_.end(), value,
                             [](const Integer& v, const Interval& interval) { return v < interval.lo; });
  if (it == intervals_.begin()) {
    return false;
  }
  --it;
  return value < it->hi;
}

Integer VariationSet::mex() const {
  if (intervals_.empty() || !intervals_.front().lo.is_zero()) {
    return Integer(0);
  }
  return intervals_.front().hi;
}

Integer VariationSet::missing(const Integer& t) const {
  // Walk the gaps between intervals, counting missing naturals.
  Integer start;  // first natural not yet accounted for
  Integer remaining = t;
  for (const Interval& interval : intervals_) {
    Integer gap = interval.lo - start;
    if (remaining < gap) {
      return start + remaining;
    }
    remaining -= gap;
    start = interval.hi;
  }
  return start + remaining;
}

VariationSet VariationSet::shifted(const Integer& m) const {
  VariationSet result;
  result.intervals_.reserve(intervals_.size());
  for (const Interval& interval : intervals_) {
    result.intervals_.push_back({interval.lo + m, interval.hi + m});
  }
  return result;
}

std::vector<Integer> VariationSet::elements(std::size_t limit) const {
  Integer count = size();
  if (Integer::from_unsigned(limit) < count) {
    throw LimitError("the variation set has " + count.to_string() + " elements, more than the " +
                     std::to_string(limit) + " that can be listed");
  }
  std::vector<Integer> result;
  for (const Interval& interval : intervals_) {
    for (Integer v = interval.lo; v < interval.hi; v += Integer(1)) {
      result.push_back(v);
    }
  }
  return result;
}

std::string VariationSet::to_string() const {
  std::string out = "{";
  bool first = true;
  for (const Interval& interval : intervals_) {
    if (!first) {
      out += ", ";
    }
    first = false;
    Integer last = interval.hi - Integer(1);
    out += interval.lo.to_string();
    if (last == interval.lo + Integer(1)) {
      out += ", " + last.to_string();
    } else if (interval.lo < last) {
      out += ".." + last.to_string();
    }
  }
  return out + "}";
}

VariationSet ordinal_sum(const VariationSet& a, const VariationSet& b) {
  // { c_b(A) : b in [lo, hi) } together with A fills [c_lo(A), c_{hi-1}(A)] completely, so
  // each interval of B contributes one interval.
  std::vector<VariationSet::Interval> pieces = a.intervals();
  for (const VariationSet::Interval& interval : b.intervals()) {
    pieces.push_back({a.missing(interval.lo), a.missing(interval.hi - Integer(1)) + Integer(1)});
  }
  return VariationSet::from_intervals(std::move(pieces));
}

namespace {

// Appends the image of [lo, hi) under x -> x ^ c: split into aligned blocks [x, x + 2^j)
// with 2^j | x; each maps onto the aligned block starting at (x ^ c) with its low j bits cleared.
void append_xor_image(Integer lo, const Integer& hi, const Integer& c, std::vector<VariationSet::Interval>& out) {
  while (lo < hi) {
    std::uint64_t j = (hi - lo).bit_length() - 1;
    if (!lo.is_zero()) {
      j = std::min(j, lo.trailing_zeros());
    }
    Integer start = ((lo ^ c) >> j) << j;
    Integer block = Integer(1) << j;
    out.push_back({start, start + block});
    lo += block;
  }
}

}  // namespace

VariationSet xor_all(const VariationSet& a, const Integer& c) {
  std::vector<VariationSet::Interval> pieces;
  for (const VariationSet::Interval& interval : a.intervals()) {
    append_xor_image(interval.lo, interval.hi, c, pieces);
  }
  return VariationSet::from_intervals(std::move(pieces));
}

VariationSet disjunctive_sum(const VariationSet& a, const VariationSet& b) {
  std::vector<VariationSet::Interval> pieces;
  Integer mex_a = a.mex();
  Integer mex_b = b.mex();
  for (const VariationSet::Interval& interval : a.intervals()) {
    append_xor_image(interval.lo, interval.hi, mex_b, pieces);
  }
  for (const VariationSet::Interval& interval : b.intervals()) {
    append_xor_image(interval.lo, interval.hi, mex_a, pieces);
  }
  return VariationSet::from_intervals(std::move(pieces));
}

VariationSet substitution_sum(const VariationSet& a, const Integer& k, const VariationSet& b) {
  return ordinal_sum(a.shifted(k), b);
}

}  // namespace cgt
