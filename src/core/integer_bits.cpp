// cgt::Integer as a bit string: tests, scans, masks, in-place changes, logic and shifts.
// A value is its two's complement with infinitely many sign bits. Questions about bits above
// the top of a value are answered from its sign before GMP is asked, so an index never has to
// fit GMP's (possibly 32-bit) bit count unless the value really has that many bits.

#include <algorithm>
#include <bit>
#include <limits>
#include <utility>

#include "cgt/error.hpp"
#include "cgt/integer.hpp"
#include "core/integer_gmp.hpp"

namespace cgt {

namespace {

// Bits lo..hi-1 of a word, for lo < hi ≤ 64.
std::uint64_t word_mask(std::uint64_t lo, std::uint64_t hi) noexcept {
  std::uint64_t upto_hi = hi >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << hi) - 1;
  return upto_hi & (~std::uint64_t{0} << lo);
}

std::uint64_t from_gmp_scan(mp_bitcnt_t at) noexcept {
  return at == std::numeric_limits<mp_bitcnt_t>::max() ? Integer::kNoBit : static_cast<std::uint64_t>(at);
}

// The limbs of a natural, read in place (a small one is split into `own`).
struct NaturalLimbs {
  explicit NaturalLimbs(const Integer& value) noexcept {
    if (const IntegerAccess::Big* big = IntegerAccess::big(value)) {
      natural = big->size > 0;
      limbs = big->limbs();
      count = big->size;
      return;
    }
    std::int64_t v = value.to_int64();
    natural = v >= 0;
    for (int i = 0; i < kLimbsPerWord; ++i) {
      own[i] = static_cast<mp_limb_t>(static_cast<std::uint64_t>(v) >> (i * GMP_NUMB_BITS));
      count = own[i] != 0 ? i + 1 : count;
    }
    limbs = own;
  }
  NaturalLimbs(const NaturalLimbs&) = delete;
  NaturalLimbs& operator=(const NaturalLimbs&) = delete;
  bool natural = false;
  const mp_limb_t* limbs = nullptr;
  mp_size_t count = 0;
  mp_limb_t own[kLimbsPerWord] = {};
};

void check_growth(std::uint64_t result_bits, std::uint64_t current_bits) {
  if (result_bits > Integer::kMaxBits && result_bits > current_bits) {
    throw LimitError("integer too large: more than 2^23 bits");
  }
}

}  // namespace

Integer Integer::from_words(std::span<const std::uint64_t> words) {
  std::size_t used = words.size();
  while (used > 0 && words[used - 1] == 0) {
    --used;
  }
  if (used == 0) {
    return Integer(0);
  }
  if (used == 1) {
    return from_unsigned(words[0]);
  }
  MpzResult result;
  mpz_import(result.get(), used, -1, sizeof(std::uint64_t), 0, 0, words.data());
  return std::move(result).finish();
}

bool Integer::bit(std::uint64_t index) const noexcept {
  if (is_small()) {
    return index >= 63 ? small_ < 0 : ((small_ >> index) & 1) != 0;
  }
  if (index >= bit_length()) {
    return sign() < 0;
  }
  if (sign() > 0) {  // a natural is its magnitude
    return ((big_->limbs()[index / GMP_NUMB_BITS] >> (index % GMP_NUMB_BITS)) & 1) != 0;
  }
  return mpz_tstbit(MpzView(*this).get(), static_cast<mp_bitcnt_t>(index)) != 0;
}

std::uint64_t Integer::trailing_zeros() const noexcept {
  if (is_small()) {
    return static_cast<std::uint64_t>(__builtin_ctzll(static_cast<std::uint64_t>(small_)));
  }
  // The same for the magnitude as for the two's complement.
  std::uint64_t i = 0;
  while (big_->limbs()[i] == 0) {
    ++i;
  }
  return i * GMP_NUMB_BITS + static_cast<std::uint64_t>(std::countr_zero(big_->limbs()[i]));
}

std::uint64_t Integer::lowest_set_bit_from(std::uint64_t from) const noexcept {
  if (from >= bit_length()) {  // only sign bits from here on
    return sign() < 0 ? from : kNoBit;
  }
  if (is_small()) {  // from < 63, and a set bit exists at or above it
    return static_cast<std::uint64_t>(
        __builtin_ctzll(static_cast<std::uint64_t>(small_) & (~std::uint64_t{0} << from)));
  }
  return from_gmp_scan(mpz_scan1(MpzView(*this).get(), static_cast<mp_bitcnt_t>(from)));
}

std::uint64_t Integer::lowest_clear_bit_from(std::uint64_t from) const noexcept {
  if (from >= bit_length()) {
    return sign() < 0 ? kNoBit : from;
  }
  if (is_small()) {
    std::uint64_t clear = ~static_cast<std::uint64_t>(small_) & (~std::uint64_t{0} << from);
    return clear == 0 ? kNoBit : static_cast<std::uint64_t>(__builtin_ctzll(clear));
  }
  return from_gmp_scan(mpz_scan0(MpzView(*this).get(), static_cast<mp_bitcnt_t>(from)));
}

Integer Integer::low_bits(std::uint64_t count) const {
  if (sign() >= 0 && count >= bit_length()) {
    return *this;
  }
  if (is_small() && count < 63) {
    return Integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(small_) & ((std::uint64_t{1} << count) - 1)));
  }
  check_growth(count, bit_length());  // a negative value's sign bits become ones
  MpzResult result;
  mpz_fdiv_r_2exp(result.get(), MpzView(*this).get(), to_bitcnt(count));
  return std::move(result).finish();
}

Integer Integer::high_bits(std::uint64_t count) const {
  if (count == 0) {
    return *this;
  }
  if (is_small() && count < 64) {
    return Integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(small_) & (~std::uint64_t{0} << count)));
  }
  return (*this >> count) << count;
}

Integer& Integer::set_bit(std::uint64_t index) {
  if (bit(index)) {  // includes every sign bit of a negative value
    return *this;
  }
  if (is_small() && index < 63) {
    small_ |= std::int64_t{1} << index;
    return *this;
  }
  check_growth(index + 1, bit_length());
  if (sign() >= 0) {
    Big* block = IntegerAccess::natural_block(*this, static_cast<mp_size_t>(index / GMP_NUMB_BITS + 1));
    block->limbs()[index / GMP_NUMB_BITS] |= mp_limb_t{1} << (index % GMP_NUMB_BITS);
    IntegerAccess::trim(*this);
    return *this;
  }
  MpzResult result;
  mpz_set(result.get(), MpzView(*this).get());
  mpz_setbit(result.get(), to_bitcnt(index));
  return *this = std::move(result).finish();
}

Integer& Integer::flip_bits(std::uint64_t from, std::uint64_t to) {
  if (from >= to) {
    return *this;
  }
  if (is_small() && to < 64) {  // bit 63, the sign, is untouched: the result stays small
    small_ ^= static_cast<std::int64_t>(word_mask(from, to));
    return *this;
  }
  check_growth(to, bit_length());
  if (sign() >= 0) {
    // A natural is its magnitude: XOR the masks into its limbs in place (no mask value, and
    // linear in the length of the range, not of the value). `to` is at most kMaxBits or the
    // value's own length, so the limb count fits.
    auto limbs = static_cast<mp_size_t>((to + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS);
    Big* block = IntegerAccess::natural_block(*this, limbs);
    for (std::uint64_t i = from / GMP_NUMB_BITS; i * GMP_NUMB_BITS < to; ++i) {
      std::uint64_t first = i * GMP_NUMB_BITS;
      std::uint64_t lo = std::max(from, first) - first;
      std::uint64_t hi = std::min<std::uint64_t>(to - first, GMP_NUMB_BITS);
      block->limbs()[i] ^= static_cast<mp_limb_t>(word_mask(lo, hi));
    }
    IntegerAccess::trim(*this);
    return *this;
  }
  // Rare: XOR with the mask 2^to - 2^from.
  MpzResult result;
  mpz_set_ui(result.get(), 0);
  mpz_setbit(result.get(), to_bitcnt(to));
  {
    MpzResult low;
    mpz_set_ui(low.get(), 0);
    mpz_setbit(low.get(), to_bitcnt(from));
    mpz_sub(result.get(), result.get(), low.get());
  }
  mpz_xor(result.get(), result.get(), MpzView(*this).get());
  return *this = std::move(result).finish();
}

Integer operator^(const Integer& a, const Integer& b) {
  if (a.is_small() && b.is_small()) {
    return Integer(a.small_ ^ b.small_);
  }
  NaturalLimbs x(a);
  NaturalLimbs y(b);
  if (x.natural && y.natural) {
    // Naturals are their magnitudes: XOR the limbs straight into the result's block. Bitset
    // code (Welter's engine) does little else, and this skips GMP's scratch and the copy.
    mp_size_t nx = x.count;
    mp_size_t ny = y.count;
    const mp_limb_t* lx = x.limbs;
    const mp_limb_t* ly = y.limbs;
    if (nx < ny) {
      std::swap(nx, ny);
      std::swap(lx, ly);
    }
    IntegerAccess::Big* block = IntegerAccess::allocate(nx);
    mp_limb_t* out = block->limbs();
    for (mp_size_t i = 0; i < ny; ++i) {
      out[i] = lx[i] ^ ly[i];
    }
    std::copy(lx + ny, lx + nx, out + ny);
    block->size = nx;
    return IntegerAccess::adopt(block);
  }
  MpzResult result;
  mpz_xor(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer operator&(const Integer& a, const Integer& b) {
  if (a.is_small() && b.is_small()) {
    return Integer(a.small_ & b.small_);
  }
  MpzResult result;
  mpz_and(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer operator|(const Integer& a, const Integer& b) {
  if (a.is_small() && b.is_small()) {
    return Integer(a.small_ | b.small_);
  }
  MpzResult result;
  mpz_ior(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer operator<<(const Integer& a, std::uint64_t shift) {
  if (a.is_zero() || shift == 0) {
    return a;
  }
  if (shift > Integer::kMaxBits || a.bit_length() + shift > Integer::kMaxBits) {
    throw LimitError("integer too large: more than 2^23 bits");
  }
  if (a.is_small() && shift < 63) {
    std::int64_t v = a.small_;
    std::int64_t limit = std::numeric_limits<std::int64_t>::max() >> shift;
    if (v <= limit && v >= -limit) {
      return Integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(v) << shift));
    }
  }
  MpzResult result;
  mpz_mul_2exp(result.get(), MpzView(a).get(), to_bitcnt(shift));
  return std::move(result).finish();
}

Integer operator>>(const Integer& a, std::uint64_t shift) {
  if (a.is_small()) {
    std::int64_t v = a.small_;
    return Integer(shift >= 63 ? (v < 0 ? -1 : 0) : (v >> shift));
  }
  if (shift >= a.bit_length()) {
    return Integer(a.sign() < 0 ? -1 : 0);
  }
  MpzResult result;
  mpz_fdiv_q_2exp(result.get(), MpzView(a).get(), to_bitcnt(shift));
  return std::move(result).finish();
}

}  // namespace cgt
