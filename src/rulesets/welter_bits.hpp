#pragma once
// Bit operations the Welter engine needs, for its two kinds of squares: machine words (the
// fast path, every finite part below 2^64) and GMP naturals (any size). A natural is read as an
// infinite bit string with zeros above its top bit, so "the first zero at or above bit j"
// always exists.

#include <gmpxx.h>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>

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
struct BitOps<mpz_class> {
  using Key = mpz_class;
  static constexpr std::size_t kWidth = kNoBit;  // unbounded

  static Key zero() { return 0; }
  static bool bit(const Key& v, std::size_t j) { return mpz_tstbit(v.get_mpz_t(), j) != 0; }
  static Key xor_of(const Key& a, const Key& b) {
    Key r;
    mpz_xor(r.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return r;
  }
  static std::size_t lowest_difference(const Key& a, const Key& b) { return mpz_scan1(xor_of(a, b).get_mpz_t(), 0); }
  static bool low_bits_first_less(const Key& a, const Key& b) { return a != b && !bit(a, lowest_difference(a, b)); }
  static std::size_t first_one_from(const Key& v, std::size_t from) {
    mp_bitcnt_t at = mpz_scan1(v.get_mpz_t(), from);
    return at == ~mp_bitcnt_t{0} ? kNoBit : static_cast<std::size_t>(at);
  }
  static std::size_t first_zero_from(const Key& v, std::size_t from) { return mpz_scan0(v.get_mpz_t(), from); }
  // One XOR with the mask 2^(hi+1) − 2^lo: linear in the bit length (flipping bit by bit would
  // reallocate and be quadratic when the range is millions of bits long).
  static void flip_range(Key& v, std::size_t lo, std::size_t hi) {
    Key mask;
    Key low;
    mpz_setbit(mask.get_mpz_t(), hi + 1);
    mpz_setbit(low.get_mpz_t(), lo);
    mask -= low;
    mpz_xor(v.get_mpz_t(), v.get_mpz_t(), mask.get_mpz_t());
  }
  static Key low_bits(const Key& v, std::size_t j) {
    Key r;
    mpz_fdiv_r_2exp(r.get_mpz_t(), v.get_mpz_t(), j);
    return r;
  }
  static Key high_bits(const Key& v, std::size_t j) {
    Key r;
    mpz_fdiv_q_2exp(r.get_mpz_t(), v.get_mpz_t(), j);
    mpz_mul_2exp(r.get_mpz_t(), r.get_mpz_t(), j);
    return r;
  }
  static void set_bit(Key& v, std::size_t j) { mpz_setbit(v.get_mpz_t(), j); }
};

}  // namespace cgt::welter_detail
