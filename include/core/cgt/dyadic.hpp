#pragma once
// An exact dyadic rational n / 2^k. Kept in lowest terms (n odd, or k = 0), so equal values
// have equal representations; the numerator is an Integer, so small values allocate nothing.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "cgt/integer.hpp"

namespace cgt {

class Dyadic {
 public:
  Dyadic() = default;
  Dyadic(Integer value) : numerator_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  Dyadic(std::int64_t value) : numerator_(value) {}        // NOLINT(google-explicit-constructor)
  Dyadic(int value) : numerator_(value) {}                 // NOLINT(google-explicit-constructor)
  // numerator / 2^exponent, reduced.
  Dyadic(Integer numerator, std::uint64_t exponent);

  // "3", "-7", "3/8", "-1/16"; the denominator must be a power of two. nullopt otherwise.
  static std::optional<Dyadic> parse(std::string_view text);

  [[nodiscard]] const Integer& numerator() const noexcept { return numerator_; }
  // The k of the denominator 2^k.
  [[nodiscard]] std::uint64_t exponent() const noexcept { return exponent_; }
  [[nodiscard]] Integer denominator() const;
  [[nodiscard]] bool is_integer() const noexcept { return exponent_ == 0; }
  [[nodiscard]] int sign() const noexcept { return numerator_.sign(); }
  [[nodiscard]] bool is_zero() const noexcept { return numerator_.is_zero(); }

  [[nodiscard]] Integer floor() const { return numerator_ >> exponent_; }
  [[nodiscard]] Integer ceil() const { return -((-numerator_) >> exponent_); }
  // value * 2^-shift (exact).
  [[nodiscard]] Dyadic halved(std::uint64_t times = 1) const;
  // value * 2^shift (exact).
  [[nodiscard]] Dyadic doubled(std::uint64_t times = 1) const;

  // "3/8", "-1/16", "0", "5".
  [[nodiscard]] std::string to_string() const;
  [[nodiscard]] double to_double() const;

  friend Dyadic operator+(const Dyadic& a, const Dyadic& b);
  friend Dyadic operator-(const Dyadic& a, const Dyadic& b);
  friend Dyadic operator*(const Dyadic& a, const Dyadic& b);
  friend Dyadic operator-(const Dyadic& a);
  Dyadic& operator+=(const Dyadic& b) { return *this = *this + b; }
  Dyadic& operator-=(const Dyadic& b) { return *this = *this - b; }

  friend bool operator==(const Dyadic& a, const Dyadic& b) noexcept = default;
  friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b);

  [[nodiscard]] std::size_t hash() const noexcept;

 private:
  Integer numerator_;
  std::uint64_t exponent_ = 0;
};

// The mean (a + b) / 2.
Dyadic midpoint(const Dyadic& a, const Dyadic& b);

}  // namespace cgt

template <>
struct std::hash<cgt::Dyadic> {
  std::size_t operator()(const cgt::Dyadic& value) const noexcept { return value.hash(); }
};
