#include "cgt/dyadic.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace cgt {

Dyadic::Dyadic(Integer numerator, std::uint64_t exponent) : numerator_(std::move(numerator)), exponent_(exponent) {
  if (numerator_.is_zero()) {
    exponent_ = 0;
    return;
  }
  std::uint64_t reducible = std::min(exponent_, numerator_.trailing_zeros());
  numerator_ = numerator_ >> reducible;
  exponent_ -= reducible;
}

std::optional<Dyadic> Dyadic::parse(std::string_view text) {
  std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) {
    auto value = Integer::parse(text);
    if (!value) {
      return std::nullopt;
    }
    return Dyadic(*value);
  }
  auto numerator = Integer::parse(text.substr(0, slash));
  auto denominator = Integer::parse(text.substr(slash + 1));
  if (!numerator || !denominator || denominator->sign() <= 0) {
    return std::nullopt;
  }
  std::uint64_t k = denominator->trailing_zeros();
  if (*denominator != Integer(1) << k) {
    return std::nullopt;
  }
  return Dyadic(*numerator, k);
}

Integer Dyadic::denominator() const {
  return Integer(1) << exponent_;
}

Dyadic Dyadic::halved(std::uint64_t times) const {
  return {numerator_, exponent_ + times};
}

Dyadic Dyadic::doubled(std::uint64_t times) const {
  std::uint64_t cancel = std::min(times, exponent_);
  return {numerator_ << (times - cancel), exponent_ - cancel};
}

std::string Dyadic::to_string() const {
  if (exponent_ == 0) {
    return numerator_.to_string();
  }
  return numerator_.to_string() + "/" + denominator().to_string();
}

double Dyadic::to_double() const {
  return std::ldexp(numerator_.to_double(), -static_cast<int>(std::min<std::uint64_t>(exponent_, 100000)));
}

namespace {
// Both numerators over the common denominator 2^max(ka, kb).
std::pair<Integer, Integer> aligned(const Dyadic& a, const Dyadic& b) {
  std::uint64_t k = std::max(a.exponent(), b.exponent());
  return {a.numerator() << (k - a.exponent()), b.numerator() << (k - b.exponent())};
}
}  // namespace

Dyadic operator+(const Dyadic& a, const Dyadic& b) {
  if (a.exponent_ == b.exponent_) {
    return {a.numerator_ + b.numerator_, a.exponent_};
  }
  auto [x, y] = aligned(a, b);
  return {x + y, std::max(a.exponent_, b.exponent_)};
}

Dyadic operator-(const Dyadic& a, const Dyadic& b) {
  if (a.exponent_ == b.exponent_) {
    return {a.numerator_ - b.numerator_, a.exponent_};
  }
  auto [x, y] = aligned(a, b);
  return {x - y, std::max(a.exponent_, b.exponent_)};
}

Dyadic operator*(const Dyadic& a, const Dyadic& b) {
  return {a.numerator_ * b.numerator_, a.exponent_ + b.exponent_};
}

Dyadic operator-(const Dyadic& a) {
  Dyadic result = a;
  result.numerator_ = -a.numerator_;
  return result;
}

std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
  if (a.exponent_ == b.exponent_) {
    return a.numerator_ <=> b.numerator_;
  }
  auto [x, y] = aligned(a, b);
  return x <=> y;
}

std::size_t Dyadic::hash() const noexcept {
  return numerator_.hash() * 31 + static_cast<std::size_t>(exponent_);  // size_t may be 32 bits
}

Dyadic midpoint(const Dyadic& a, const Dyadic& b) {
  return (a + b).halved();
}

}  // namespace cgt
