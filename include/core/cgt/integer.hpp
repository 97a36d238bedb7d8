#pragma once
// An exact integer that never wraps around. A value that fits in an int64_t lives in the
// object itself: no heap allocation, and +, -, * and == inline. A larger value is owned
// through a pointer to a big form that only src/core defines (GMP there), so this header, and
// every program that includes it, needs nothing from GMP. Every operation returns a value in
// canonical form: small whenever it fits, so equal values have equal representations.
//
// Bit operations read a value as two's complement with infinitely many sign bits, as GMP does.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace cgt {

class Integer {
 public:
  Integer() noexcept = default;
  Integer(std::int64_t value) noexcept : small_(value) {}  // NOLINT(google-explicit-constructor)
  Integer(int value) noexcept : small_(value) {}           // NOLINT(google-explicit-constructor)
  static Integer from_unsigned(std::uint64_t value);
  // The natural whose binary digits are `words`, least significant word first (a bitset).
  static Integer from_words(std::span<const std::uint64_t> words);

  Integer(const Integer& other) : small_(other.small_), big_(other.big_ == nullptr ? nullptr : clone(*other.big_)) {}
  Integer(Integer&& other) noexcept : small_(other.small_), big_(other.big_) {
    other.small_ = 0;
    other.big_ = nullptr;
  }
  Integer& operator=(const Integer& other) {
    if (big_ == nullptr && other.big_ == nullptr) {
      small_ = other.small_;
      return *this;
    }
    return assign_slow(other);
  }
  Integer& operator=(Integer&& other) noexcept {
    if (this != &other) {
      Big* old = big_;
      small_ = other.small_;
      big_ = other.big_;
      other.small_ = 0;
      other.big_ = nullptr;
      if (old != nullptr) {
        destroy(old);
      }
    }
    return *this;
  }
  ~Integer() {
    if (big_ != nullptr) {
      destroy(big_);
    }
  }

  // Decimal digits with an optional leading '-'. nullopt if `text` is anything else. The work
  // and memory of converting a long number are weighed against the current context's budget
  // first (BudgetError before converting when they pass it), then charged.
  static std::optional<Integer> parse(std::string_view text);

  [[nodiscard]] bool is_small() const noexcept { return big_ == nullptr; }
  [[nodiscard]] bool fits_int64() const noexcept { return is_small(); }
  // Precondition: fits_int64().
  [[nodiscard]] std::int64_t to_int64() const noexcept { return small_; }
  [[nodiscard]] bool fits_uint64() const noexcept;
  [[nodiscard]] std::uint64_t to_uint64() const;  // precondition: fits_uint64()
  [[nodiscard]] double to_double() const;

  [[nodiscard]] int sign() const noexcept;
  [[nodiscard]] bool is_zero() const noexcept { return is_small() && small_ == 0; }
  [[nodiscard]] bool is_odd() const noexcept;
  // Number of bits of |value| (0 for 0).
  [[nodiscard]] std::uint64_t bit_length() const noexcept;
  // Bit `index` of the two's complement representation.
  [[nodiscard]] bool bit(std::uint64_t index) const noexcept;
  // Number of trailing zero bits; precondition: value != 0.
  [[nodiscard]] std::uint64_t trailing_zeros() const noexcept;

  // What the scans below return when there is no such bit.
  static constexpr std::uint64_t kNoBit = std::numeric_limits<std::uint64_t>::max();
  // The lowest set bit at index ≥ from, or kNoBit (a natural has none above its top bit).
  [[nodiscard]] std::uint64_t lowest_set_bit_from(std::uint64_t from) const noexcept;
  // The lowest clear bit at index ≥ from, or kNoBit (a negative value has none above its top bit).
  [[nodiscard]] std::uint64_t lowest_clear_bit_from(std::uint64_t from) const noexcept;
  // The bits below `count`: value mod 2^count, always ≥ 0.
  [[nodiscard]] Integer low_bits(std::uint64_t count) const;
  // The value with its bits below `count` cleared: floor(value / 2^count) · 2^count.
  [[nodiscard]] Integer high_bits(std::uint64_t count) const;
  // In place, so a long value is not copied per change. Both throw LimitError rather than grow
  // a value past kMaxBits bits.
  Integer& set_bit(std::uint64_t index);
  Integer& flip_bits(std::uint64_t from, std::uint64_t to);  // bits from..to-1; from ≤ to

  [[nodiscard]] std::string to_string() const;

  friend Integer operator+(const Integer& a, const Integer& b);
  friend Integer operator-(const Integer& a, const Integer& b);
  friend Integer operator*(const Integer& a, const Integer& b);
  // Truncating division and remainder, as for built-in integers. Division by zero throws
  // DomainError.
  friend Integer operator/(const Integer& a, const Integer& b);
  friend Integer operator%(const Integer& a, const Integer& b);
  friend Integer operator-(const Integer& a);
  friend Integer operator^(const Integer& a, const Integer& b);
  friend Integer operator&(const Integer& a, const Integer& b);
  friend Integer operator|(const Integer& a, const Integer& b);
  // Throws LimitError if the result would have more than kMaxBits bits.
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
  // The largest value an operation that takes a count (a shift, a power, a bit index) will
  // create: 2^23 bits, about 2.5 million decimal digits.
  static constexpr std::uint64_t kMaxBits = std::uint64_t{1} << 23;

 private:
  struct Big;                   // defined in src/core/integer_gmp.hpp
  friend struct IntegerAccess;  // src/core's GMP code builds and reads the big form
  static Big* clone(const Big& big);
  static void destroy(Big* big) noexcept;
  Integer& assign_slow(const Integer& other);
  static Integer add_slow(const Integer& a, const Integer& b);
  static Integer subtract_slow(const Integer& a, const Integer& b);
  static Integer multiply_slow(const Integer& a, const Integer& b);
  static bool equal_big(const Big& a, const Big& b) noexcept;

  std::int64_t small_ = 0;  // the value when big_ is null, else 0 (so a moved-from value is 0)
  Big* big_ = nullptr;      // owned; non-null exactly when the value does not fit in an int64_t
};

std::ostream& operator<<(std::ostream& out, const Integer& value);

inline Integer operator+(const Integer& a, const Integer& b) {
  std::int64_t result = 0;
  if (a.is_small() && b.is_small() && !__builtin_add_overflow(a.small_, b.small_, &result)) {
    return Integer(result);
  }
  return Integer::add_slow(a, b);
}

inline Integer operator-(const Integer& a, const Integer& b) {
  std::int64_t result = 0;
  if (a.is_small() && b.is_small() && !__builtin_sub_overflow(a.small_, b.small_, &result)) {
    return Integer(result);
  }
  return Integer::subtract_slow(a, b);
}

inline Integer operator*(const Integer& a, const Integer& b) {
  std::int64_t result = 0;
  if (a.is_small() && b.is_small() && !__builtin_mul_overflow(a.small_, b.small_, &result)) {
    return Integer(result);
  }
  return Integer::multiply_slow(a, b);
}

inline bool operator==(const Integer& a, const Integer& b) noexcept {
  if (a.is_small() && b.is_small()) {
    return a.small_ == b.small_;
  }
  // Canonical form: a small value never equals a big one.
  if (a.is_small() != b.is_small()) {
    return false;
  }
  return Integer::equal_big(*a.big_, *b.big_);
}

}  // namespace cgt

template <>
struct std::hash<cgt::Integer> {
  std::size_t operator()(const cgt::Integer& value) const noexcept { return value.hash(); }
};
