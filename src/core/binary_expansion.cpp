#include "cgt/binary_expansion.hpp"

#include <algorithm>

#include "cgt/error.hpp"

namespace cgt {

namespace {

// floor(t / 2) and t mod 2 in {0, 1}, for signed t.
std::int64_t floor_half(std::int64_t t) {
  return t >= 0 ? t / 2 : -((-t + 1) / 2);
}
int low_bit(std::int64_t t) {
  return static_cast<int>(t - 2 * floor_half(t));
}

// Collects one-bits from the least significant upwards and merges them into runs.
class RunBuilder {
 public:
  // Bits at exponents first..last (first ≤ last) are all one.
  void add_ones(const Integer& first, const Integer& last) {
    if (!runs_.empty() && runs_.back().first == last + Integer(1)) {
      runs_.back().first = first;  // extends the previous (less significant) run upwards
    } else {
      runs_.push_back({first, last});
    }
  }
  void reserve(std::size_t runs) { runs_.reserve(runs); }
  std::vector<BinaryExpansion::Run> finish() {
    std::reverse(runs_.begin(), runs_.end());
    return std::move(runs_);
  }

 private:
  std::vector<BinaryExpansion::Run> runs_;
};

}  // namespace

BinaryExpansion BinaryExpansion::sum(std::vector<Term> terms) {
  // Least significant (largest exponent) first; equal exponents are combined into a count.
  std::sort(terms.begin(), terms.end(), [](const Term& a, const Term& b) { return a.exponent > b.exponent; });
  RunBuilder bits;
  // A run per term and a few for the carries of the last: no copy while growing.
  bits.reserve(terms.size() + 70);
  std::int64_t carry = 0;  // |carry| ≤ number of terms
  Integer position;        // the exponent the carry arrives at
  bool started = false;

  // Moves the carry from `position` up to (but not into) exponent `stop` (stop < position),
  // emitting its bits. A carry of -1 is an endless run of ones (two's complement), so it is
  // emitted as one run and kept.
  auto carry_up_to = [&](const Integer& stop) {
    while (position > stop && carry != 0 && carry != -1) {
      if (low_bit(carry) != 0) {
        bits.add_ones(position, position);
      }
      carry = floor_half(carry);
      position -= Integer(1);
    }
    if (position > stop && carry == -1) {
      bits.add_ones(stop + Integer(1), position);
    }
    position = stop;
  };

  std::size_t i = 0;
  while (i < terms.size()) {
    const Integer exponent = terms[i].exponent;
    if (exponent.sign() < 0) {
      throw DomainError("binary expansion: negative exponent " + exponent.to_string());
    }
    std::int64_t count = 0;
    for (; i < terms.size() && terms[i].exponent == exponent; ++i) {
      count += terms[i].sign;
    }
    if (started) {
      carry_up_to(exponent);
    }
    started = true;
    position = exponent;
    std::int64_t total = carry + count;
    if (exponent.is_zero()) {
      carry = total;  // the units: no bit to split off
      break;
    }
    if (low_bit(total) != 0) {
      bits.add_ones(exponent, exponent);
    }
    carry = floor_half(total);
    position = exponent - Integer(1);
  }
  BinaryExpansion result;
  if (started && !position.is_zero()) {
    carry_up_to(Integer(0));
  }
  result.integer_ = Integer(carry);
  result.runs_ = bits.finish();
  return result;
}

BinaryExpansion BinaryExpansion::from_dyadic(const Dyadic& value) {
  // value = whole + f / 2^k with 0 ≤ f < 2^k; each one-bit b of f is 2^-(k - b).
  Integer whole = value.floor();
  Dyadic fraction = value - Dyadic(whole);
  const Integer& f = fraction.numerator();
  std::uint64_t k = fraction.exponent();
  std::vector<Term> terms;
  for (std::uint64_t b = 0; b < f.bit_length(); ++b) {
    if (f.bit(b)) {
      terms.push_back({Integer::from_unsigned(k - b), 1});
    }
  }
  BinaryExpansion result = sum(std::move(terms));
  result.integer_ = result.integer_ + whole;
  return result;
}

int BinaryExpansion::sign() const noexcept {
  if (integer_.sign() != 0) {
    // The fraction is in [0, 1): a negative integer part stays negative.
    return integer_.sign();
  }
  return runs_.empty() ? 0 : 1;
}

std::optional<Dyadic> BinaryExpansion::to_dyadic(std::uint64_t max_exponent) const {
  if (runs_.empty()) {
    return Dyadic(integer_);
  }
  const Integer& deepest = runs_.back().last;
  if (!deepest.fits_uint64() || deepest.to_uint64() > max_exponent) {
    return std::nullopt;
  }
  std::uint64_t k = deepest.to_uint64();
  Integer numerator = integer_ << k;
  for (const Run& run : runs_) {
    // 2^-a + … + 2^-b = (2^(k-a+1) - 2^(k-b)) / 2^k
    numerator += (Integer(1) << (k - run.first.to_uint64() + 1)) - (Integer(1) << (k - run.last.to_uint64()));
  }
  return Dyadic(numerator, k);
}

std::string BinaryExpansion::to_string() const {
  if (auto exact = to_dyadic()) {
    return exact->to_string();
  }
  std::string out = integer_.to_string();
  for (const Run& run : runs_) {
    if (run.first == run.last) {
      out += "+2^-" + run.first.to_string();
    } else {
      out += "+2^-(" + run.first.to_string() + ".." + run.last.to_string() + ")";
    }
  }
  return out;
}

std::strong_ordering operator<=>(const BinaryExpansion& a, const BinaryExpansion& b) {
  if (auto c = a.integer_ <=> b.integer_; c != 0) {
    return c;
  }
  // The first bit where the fractions differ decides.
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < a.runs_.size() && j < b.runs_.size()) {
    const auto& x = a.runs_[i];
    const auto& y = b.runs_[j];
    if (x.first != y.first) {
      return x.first < y.first ? std::strong_ordering::greater : std::strong_ordering::less;
    }
    if (x.last != y.last) {
      // Past the shorter run, its owner has a zero where the other still has a one.
      return x.last < y.last ? std::strong_ordering::less : std::strong_ordering::greater;
    }
    ++i;
    ++j;
  }
  if (i < a.runs_.size()) {
    return std::strong_ordering::greater;
  }
  if (j < b.runs_.size()) {
    return std::strong_ordering::less;
  }
  return std::strong_ordering::equal;
}

}  // namespace cgt
