#pragma once
// Bit operations the Welter engine needs, for its two kinds of squares: machine words (the
// fast path, every finite part below 2^64) and cgt::Integer naturals (any size). A natural is
// read as an infinite bit string with zeros above its top bit, so "the first zero at or above
// bit j" always exists.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "cgt/integer.hpp"

namespace cgt::welter_detail {

inline constexpr std::size_t kNoBit = std::numeric_limits<std::size_t>::max();

template <class Key>
struct BitOps;

template <>
struct BitOps<std::uint64_t> {
  using Key = std::uint64_t;
  static constexpr std::size_t kWidth = 64;

  static Key zero() { return 0; }
  static bool bit(Key v, std::size_t j) { return j < kWidth && ((v >> j) & 1U) != 0; }
  static Key xor_of(Key a, Key b) { return a ^ b; }
  // Lowest bit where a and b differ; precondition a != b.
  static std::size_t lowest_difference(Key a, Key b) { return static_cast<std::size_t>(std::countr_zero(a ^ b)); }
  // a comes before b in "low bits first" order: compare at the lowest differing bit.
  static bool low_bits_first_less(Key a, Key b) { return a != b && !bit(a, lowest_difference(a, b)); }
  // Lowest set bit at or above `from`, or kNoBit.
  static std::size_t first_one_from(Key v, std::size_t from) {
    if (from >= kWidth) {
      return kNoBit;
    }
    Key masked = v & (~Key{0} << from);
    return masked == 0 ? kNoBit : static_cast<std::size_t>(std::countr_zero(masked));
  }
  // Lowest clear bit at or above `from` (at most kWidth: the zeros above the word).
  static std::size_t first_zero_from(Key v, std::size_t from) {
    if (from >= kWidth) {
      return from;
    }
    Key masked = ~v & (~Key{0} << from);
    return masked == 0 ? kWidth : static_cast<std::size_t>(std::countr_zero(masked));
  }
  // Flips bits lo..hi inclusive (hi < kWidth).
  static void flip_range(Key& v, std::size_t lo, std::size_t hi) {
    Key upto_hi = hi + 1 >= kWidth ? ~Key{0} : (Key{1} << (hi + 1)) - 1;
    Key below_lo = lo >= kWidth ? ~Key{0} : (Key{1} << lo) - 1;
    v ^= upto_hi & ~below_lo;
  }
  // Bits of v below j.
  static Key low_bits(Key v, std::size_t j) { return j >= kWidth ? v : v & ((Key{1} << j) - 1); }
  // Bits of v at or above j.
  static Key high_bits(Key v, std::size_t j) { return j >= kWidth ? 0 : v & (~Key{0} << j); }
  static void set_bit(Key& v, std::size_t j) { v |= Key{1} << j; }  // j < kWidth
};

template <>
struct BitOps<Integer> {
  using Key = Integer;
  static constexpr std::size_t kWidth = kNoBit;  // unbounded

  static Key zero() { return {}; }
  static bool bit(const Key& v, std::size_t j) { return v.bit(j); }
  static Key xor_of(const Key& a, const Key& b) { return a ^ b; }
  static std::size_t lowest_difference(const Key& a, const Key& b) { return index((a ^ b).trailing_zeros()); }
  static bool low_bits_first_less(const Key& a, const Key& b) { return a != b && !bit(a, lowest_difference(a, b)); }
  static std::size_t first_one_from(const Key& v, std::size_t from) { return index(v.lowest_set_bit_from(from)); }
  static std::size_t first_zero_from(const Key& v, std::size_t from) { return index(v.lowest_clear_bit_from(from)); }
  // In place: linear in the length of v, where flipping bit by bit would be quadratic when
  // the range is millions of bits long.
  static void flip_range(Key& v, std::size_t lo, std::size_t hi) { v.flip_bits(lo, std::uint64_t{hi} + 1); }
  static Key low_bits(const Key& v, std::size_t j) { return v.low_bits(j); }
  static Key high_bits(const Key& v, std::size_t j) { return v.high_bits(j); }
  static void set_bit(Key& v, std::size_t j) { v.set_bit(j); }

 private:
  // Integer's bit indices are 64-bit everywhere; size_t may be 32. A natural in memory has
  // fewer bits than size_t can count, so only "no bit" needs translating.
  static std::size_t index(std::uint64_t i) { return i == Integer::kNoBit ? kNoBit : static_cast<std::size_t>(i); }
};

}  // namespace cgt::welter_detail
