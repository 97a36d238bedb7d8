#pragma once
// An exact integer that never wraps around. Values that fit in an int64_t live in the object
// itself (no heap allocation); larger ones are a GMP integer. Every operation returns a value
// in canonical form: small whenever it fits, so equal values have equal representations.

#include <gmpxx.h>

#include <compare>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace cgt {

class Integer {
 public:
  Integer() noexcept = default;
  Integer(std::int64_t value) noexcept : rep_(value) {}       // NOLINT(google-explicit-constructor)
  Integer(int value) noexcept : rep_(std::int64_t{value}) {}  // NOLINT(google-explicit-constructor)
  static Integer from_unsigned(std::uint64_t value);
  explicit Integer(const mpz_class& value);
  explicit Integer(mpz_class&& value);

  // Decimal digits with an optional leading '-'. nullopt if `text` is anything else.
  static std::optional<Integer> parse(std::string_view text);

  [[nodiscard]] bool is_small() const noexcept { return std::holds_alternative<std::int64_t>(rep_); }
  [[nodiscard]] bool fits_int64() const noexcept { return is_small(); }
  // Precondition: fits_int64().
  [[nodiscard]] std::int64_t to_int64() const noexcept { return std::get<std::int64_t>(rep_); }
  [[nodiscard]] bool fits_uint64() const noexcept;
  [[nodiscard]] std::uint64_t to_uint64() const;  // precondition: fits_uint64()
  [[nodiscard]] mpz_class to_mpz() const;
  [[nodiscard]] double to_double() const;

  [[nodiscard]] int sign() const noexcept;
  [[nodiscard]] bool is_zero() const noexcept { return is_small() && to_int64() == 0; }
  [[nodiscard]] bool is_odd() const noexcept;
  // Number of bits of |value| (0 for 0).
  [[nodiscard]] std::uint64_t bit_length() const noexcept;
  // Bit `index` of the two's complement representation.
  [[nodiscard]] bool bit(std::uint64_t index) const noexcept;
  // Number of trailing zero bits; precondition: value != 0.
  [[nodiscard]] std::uint64_t trailing_zeros() const noexcept;

  [[nodiscard]] std::string to_string() const;

  friend Integer operator+(const Integer& a, const Integer& b);
  friend Integer operator-(const Integer& a, const Integer& b);
  friend Integer operator*(const Integer& a, const Integer& b);
  // Truncating division and remainder, as for built-in integers. Division by zero throws
  // DomainError.
  friend Integer operator/(const Integer& a, const Integer& b);
  friend Integer operator%(const Integer& a, const Integer& b);
  friend Integer operator-(const Integer& a);
  // Two's complement bitwise operations (as GMP defines them for negative values).
  friend Integer operator^(const Integer& a, const Integer& b);
  friend Integer operator&(const Integer& a, const Integer& b);
  friend Integer operator|(const Integer& a, const Integer& b);
  friend Integer operator<<(const Integer& a, std::uint64_t shift);
  // Arithmetic shift: floor(a / 2^shift).
  friend Integer operator>>(const Integer& a, std::uint64_t shift);

  Integer& operator+=(const Integer& b) { return *this = *this + b; }
  Integer& operator-=(const Integer& b) { return *this = *this - b; }
  Integer& operator*=(const Integer& b) { return *this = *this * b; }
  Integer& operator^=(const Integer& b) { return *this = *this ^ b; }
  Integer& operator<<=(std::uint64_t s) { return *this = *this << s; }
  Integer& operator>>=(std::uint64_t s) { return *this = *this >> s; }

  friend bool operator==(const Integer& a, const Integer& b) noexcept;
  friend std::strong_ordering operator<=>(const Integer& a, const Integer& b) noexcept;

  [[nodiscard]] std::size_t hash() const noexcept;

  // base^exponent; throws LimitError if the result would have more than kMaxBits bits.
  static Integer pow(const Integer& base, std::uint64_t exponent);
  static constexpr std::uint64_t kMaxBits = std::uint64_t{1} << 23;

 private:
  static Integer normalized(mpz_class&& value);
  std::variant<std::int64_t, mpz_class> rep_{std::int64_t{0}};
};

std::ostream& operator<<(std::ostream& out, const Integer& value);

inline Integer operator+(const Integer& a, const Integer& b) {
  std::int64_t result = 0;
  if (a.is_small() && b.is_small() && !__builtin_add_overflow(a.to_int64(), b.to_int64(), &result)) {
    return Integer(result);
  }
  return Integer::normalized(a.to_mpz() + b.to_mpz());
}

inline Integer operator-(const Integer& a, const Integer& b) {
  std::int64_t result = 0;
  if (a.is_small() && b.is_small() && !__builtin_sub_overflow(a.to_int64(), b.to_int64(), &result)) {
    return Integer(result);
  }
  return Integer::normalized(a.to_mpz() - b.to_mpz());
}

inline Integer operator*(const Integer& a, const Integer& b) {
  std::int64_t result = 0;
  if (a.is_small() && b.is_small() && !__builtin_mul_overflow(a.to_int64(), b.to_int64(), &result)) {
    return Integer(result);
  }
  return Integer::normalized(a.to_mpz() * b.to_mpz());
}

inline bool operator==(const Integer& a, const Integer& b) noexcept {
  if (a.is_small() && b.is_small()) {
    return a.to_int64() == b.to_int64();
  }
  // Canonical form: a small value never equals a big one.
  if (a.is_small() != b.is_small()) {
    return false;
  }
  return cmp(std::get<mpz_class>(a.rep_), std::get<mpz_class>(b.rep_)) == 0;
}

}  // namespace cgt

template <>
struct std::hash<cgt::Integer> {
  std::size_t operator()(const cgt::Integer& value) const noexcept { return value.hash(); }
};
