#include "cgt/integer.hpp"

#include <cstdlib>
#include <functional>
#include <limits>
#include <ostream>

#include "cgt/error.hpp"

namespace cgt {

namespace {

mpz_class mpz_from_int64(std::int64_t value) {
  mpz_class result;
  // mpz_set_si takes a long, which is 64 bits on every platform we build for.
  static_assert(sizeof(long) == sizeof(std::int64_t));
  mpz_set_si(result.get_mpz_t(), static_cast<long>(value));
  return result;
}

}  // namespace

Integer::Integer(const mpz_class& value) : Integer(normalized(mpz_class(value))) {}

Integer::Integer(mpz_class&& value) : Integer(normalized(std::move(value))) {}

Integer Integer::from_unsigned(std::uint64_t value) {
  if (value <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
    return Integer(static_cast<std::int64_t>(value));
  }
  mpz_class big;
  mpz_set_ui(big.get_mpz_t(), static_cast<unsigned long>(value));
  return normalized(std::move(big));
}

Integer Integer::normalized(mpz_class&& value) {
  Integer result;
  if (mpz_fits_slong_p(value.get_mpz_t()) != 0) {
    result.rep_ = static_cast<std::int64_t>(mpz_get_si(value.get_mpz_t()));
  } else {
    result.rep_ = std::move(value);
  }
  return result;
}

std::optional<Integer> Integer::parse(std::string_view text) {
  std::size_t start = (!text.empty() && text.front() == '-') ? 1 : 0;
  if (start == text.size()) {
    return std::nullopt;
  }
  for (std::size_t i = start; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') {
      return std::nullopt;
    }
  }
  if (text.size() <= 18) {
    std::int64_t value = 0;
    for (std::size_t i = start; i < text.size(); ++i) {
      value = value * 10 + (text[i] - '0');
    }
    return Integer(start == 1 ? -value : value);
  }
  mpz_class big;
  big.set_str(std::string(text), 10);
  return normalized(std::move(big));
}

bool Integer::fits_uint64() const noexcept {
  if (is_small()) {
    return to_int64() >= 0;
  }
  const auto& big = std::get<mpz_class>(rep_);
  return sgn(big) >= 0 && mpz_sizeinbase(big.get_mpz_t(), 2) <= 64;
}

std::uint64_t Integer::to_uint64() const {
  if (is_small()) {
    return static_cast<std::uint64_t>(to_int64());
  }
  return mpz_get_ui(std::get<mpz_class>(rep_).get_mpz_t());
}

mpz_class Integer::to_mpz() const {
  if (is_small()) {
    return mpz_from_int64(to_int64());
  }
  return std::get<mpz_class>(rep_);
}

double Integer::to_double() const {
  if (is_small()) {
    return static_cast<double>(to_int64());
  }
  return std::get<mpz_class>(rep_).get_d();
}

int Integer::sign() const noexcept {
  if (is_small()) {
    return (to_int64() > 0) - (to_int64() < 0);
  }
  return sgn(std::get<mpz_class>(rep_));
}

bool Integer::is_odd() const noexcept {
  if (is_small()) {
    return (to_int64() & 1) != 0;
  }
  return mpz_odd_p(std::get<mpz_class>(rep_).get_mpz_t()) != 0;
}

std::uint64_t Integer::bit_length() const noexcept {
  if (is_small()) {
    std::int64_t v = to_int64();
    std::uint64_t magnitude = v < 0 ? ~static_cast<std::uint64_t>(v) + 1 : static_cast<std::uint64_t>(v);
    return magnitude == 0 ? 0 : 64 - static_cast<std::uint64_t>(__builtin_clzll(magnitude));
  }
  return mpz_sizeinbase(std::get<mpz_class>(rep_).get_mpz_t(), 2);
}

bool Integer::bit(std::uint64_t index) const noexcept {
  if (is_small()) {
    return index >= 63 ? to_int64() < 0 : ((to_int64() >> index) & 1) != 0;
  }
  return mpz_tstbit(std::get<mpz_class>(rep_).get_mpz_t(), index) != 0;
}

std::uint64_t Integer::trailing_zeros() const noexcept {
  if (is_small()) {
    return static_cast<std::uint64_t>(__builtin_ctzll(static_cast<std::uint64_t>(to_int64())));
  }
  return mpz_scan1(std::get<mpz_class>(rep_).get_mpz_t(), 0);
}

std::string Integer::to_string() const {
  if (is_small()) {
    return std::to_string(to_int64());
  }
  return std::get<mpz_class>(rep_).get_str(10);
}

Integer operator/(const Integer& a, const Integer& b) {
  if (b.is_zero()) {
    throw DomainError("division by zero");
  }
  if (a.is_small() && b.is_small() &&
      !(a.to_int64() == std::numeric_limits<std::int64_t>::min() && b.to_int64() == -1)) {
    return Integer(a.to_int64() / b.to_int64());
  }
  mpz_class q;
  mpz_tdiv_q(q.get_mpz_t(), a.to_mpz().get_mpz_t(), b.to_mpz().get_mpz_t());
  return Integer(std::move(q));
}

Integer operator%(const Integer& a, const Integer& b) {
  if (b.is_zero()) {
    throw DomainError("division by zero");
  }
  if (a.is_small() && b.is_small()) {
    if (b.to_int64() == -1) {
      return Integer(0);
    }
    return Integer(a.to_int64() % b.to_int64());
  }
  mpz_class r;
  mpz_tdiv_r(r.get_mpz_t(), a.to_mpz().get_mpz_t(), b.to_mpz().get_mpz_t());
  return Integer(std::move(r));
}

Integer operator-(const Integer& a) {
  if (a.is_small() && a.to_int64() != std::numeric_limits<std::int64_t>::min()) {
    return Integer(-a.to_int64());
  }
  return Integer(mpz_class(-a.to_mpz()));
}

Integer operator^(const Integer& a, const Integer& b) {
  if (a.is_small() && b.is_small()) {
    return Integer(a.to_int64() ^ b.to_int64());
  }
  return Integer(mpz_class(a.to_mpz() ^ b.to_mpz()));
}

Integer operator&(const Integer& a, const Integer& b) {
  if (a.is_small() && b.is_small()) {
    return Integer(a.to_int64() & b.to_int64());
  }
  return Integer(mpz_class(a.to_mpz() & b.to_mpz()));
}

Integer operator|(const Integer& a, const Integer& b) {
  if (a.is_small() && b.is_small()) {
    return Integer(a.to_int64() | b.to_int64());
  }
  return Integer(mpz_class(a.to_mpz() | b.to_mpz()));
}

Integer operator<<(const Integer& a, std::uint64_t shift) {
  if (a.is_zero()) {
    return a;
  }
  if (a.bit_length() + shift > Integer::kMaxBits) {
    throw LimitError("integer too large: more than 2^23 bits");
  }
  if (a.is_small() && shift < 62) {
    std::int64_t v = a.to_int64();
    std::int64_t limit = std::numeric_limits<std::int64_t>::max() >> shift;
    if (v <= limit && v >= -limit) {
      return Integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(v) << shift));
    }
  }
  mpz_class result;
  mpz_mul_2exp(result.get_mpz_t(), a.to_mpz().get_mpz_t(), shift);
  return Integer(std::move(result));
}

Integer operator>>(const Integer& a, std::uint64_t shift) {
  if (a.is_small()) {
    std::int64_t v = a.to_int64();
    return Integer(shift >= 63 ? (v < 0 ? -1 : 0) : (v >> shift));
  }
  mpz_class result;
  mpz_fdiv_q_2exp(result.get_mpz_t(), a.to_mpz().get_mpz_t(), shift);
  return Integer(std::move(result));
}

std::strong_ordering operator<=>(const Integer& a, const Integer& b) noexcept {
  if (a.is_small() && b.is_small()) {
    return a.to_int64() <=> b.to_int64();
  }
  int c = 0;
  if (a.is_small()) {
    c = -mpz_cmp_si(std::get<mpz_class>(b.rep_).get_mpz_t(), static_cast<long>(a.to_int64()));
  } else if (b.is_small()) {
    c = mpz_cmp_si(std::get<mpz_class>(a.rep_).get_mpz_t(), static_cast<long>(b.to_int64()));
  } else {
    c = cmp(std::get<mpz_class>(a.rep_), std::get<mpz_class>(b.rep_));
  }
  return c <=> 0;
}

std::size_t Integer::hash() const noexcept {
  if (is_small()) {
    return std::hash<std::int64_t>{}(to_int64());
  }
  const auto* z = std::get<mpz_class>(rep_).get_mpz_t();
  auto h = static_cast<std::size_t>(z->_mp_size);
  for (int i = 0; i < std::abs(z->_mp_size); ++i) {
    h = h * 0x9E3779B97F4A7C15ULL + z->_mp_d[i];
  }
  return h;
}

Integer Integer::pow(const Integer& base, std::uint64_t exponent) {
  if (exponent == 0) {
    return Integer(1);
  }
  std::uint64_t bits = base.bit_length();
  if (bits > 1 && (exponent > kMaxBits || (bits - 1) * exponent > kMaxBits)) {
    throw LimitError("integer power too large: more than 2^23 bits");
  }
  mpz_class result;
  mpz_pow_ui(result.get_mpz_t(), base.to_mpz().get_mpz_t(), exponent);
  return Integer(std::move(result));
}

std::ostream& operator<<(std::ostream& out, const Integer& value) {
  return out << value.to_string();
}

}  // namespace cgt
