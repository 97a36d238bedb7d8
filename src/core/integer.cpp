// cgt::Integer: life cycle of the big form, conversions, text, arithmetic and order. The bit
// operations are in integer_bits.cpp.

#include "cgt/integer.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <functional>
#include <limits>
#include <new>
#include <ostream>
#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/integer_gmp.hpp"

namespace cgt {

namespace {

// The WebAssembly build's mini-gmp multiplies, divides and converts to and from decimal in
// quadratic time, where GMP (native) is nearly linear: `ordinal 2^1000000` took 86 s in the
// page. So in that build the context is charged for the quadratic work before it is done, and
// the command's work limit stops it with its usual message (about 10^7 limb operations per
// second measured there: 2 steps per limb product puts the default 200 000 000 steps near ten
// seconds). The native build charges nothing here.
void charge_quadratic([[maybe_unused]] std::uint64_t bits_a, [[maybe_unused]] std::uint64_t bits_b) {
#if defined(CGT_MINI_GMP)
  const std::uint64_t limbs_a = bits_a / GMP_NUMB_BITS + 1;
  const std::uint64_t limbs_b = bits_b / GMP_NUMB_BITS + 1;
  const std::uint64_t cost = 2 * limbs_a * limbs_b;
  if (cost >= 4096) {
    current_context().charge(cost);
  }
#endif
}

constexpr std::uint64_t kInt64Max = std::numeric_limits<std::int64_t>::max();

// |value| without overflow for the most negative value.
std::uint64_t magnitude(std::int64_t value) noexcept {
  return value < 0 ? ~static_cast<std::uint64_t>(value) + 1 : static_cast<std::uint64_t>(value);
}

// Limb i (least significant first) of a 64-bit word.
mp_limb_t limb_of(std::uint64_t word, int i) noexcept {
  if constexpr (kLimbsPerWord == 1) {
    (void)i;
    return static_cast<mp_limb_t>(word);
  } else {
    return static_cast<mp_limb_t>(word >> (i * GMP_NUMB_BITS));
  }
}

}  // namespace

// ---- the GMP side (core/integer_gmp.hpp) ----

namespace {

// The scratch integer GMP writes results into, one per thread. Kept between operations so a
// result costs no GMP allocation, but not kept huge: a rare giant result gives its room back.
// Trivially destructible, so it stays usable while other thread-exit destructors run; its
// limbs are freed by a separate object, after which it is simply set up again if needed.
struct Scratch {
  static constexpr int kKeepLimbs = 1024;
  mpz_t value;
  bool ready;
  bool busy;
};

thread_local Scratch scratch_state{};

struct ScratchRelease {
  ScratchRelease() = default;
  ScratchRelease(const ScratchRelease&) = delete;
  ScratchRelease& operator=(const ScratchRelease&) = delete;
  ~ScratchRelease() {
    if (scratch_state.ready && !scratch_state.busy) {
      mpz_clear(scratch_state.value);
      scratch_state.ready = false;
    }
  }
};

Scratch& scratch() {
  Scratch& s = scratch_state;
  if (!s.ready) {
    mpz_init(s.value);
    s.ready = true;
    thread_local ScratchRelease release;  // frees the limbs when the thread ends
    (void)release;
  }
  return s;
}

}  // namespace

MpzView::MpzView(const Integer& value) noexcept {
  // What mpz_roinit_n does, without the call: a read-only mpz (_mp_alloc 0, the fields GMP's
  // manual documents under "Integer Internals") over limbs that are already normalised.
  storage_->_mp_alloc = 0;
  view_ = storage_;
  if (const IntegerAccess::Big* big = IntegerAccess::big(value)) {
    storage_->_mp_size = static_cast<int>(big->size);
    storage_->_mp_d = const_cast<mp_limb_t*>(big->limbs());  // NOLINT: read-only by _mp_alloc 0
    return;
  }
  std::int64_t v = value.to_int64();
  std::uint64_t m = magnitude(v);
  int n = 0;
  for (int i = 0; i < kLimbsPerWord; ++i) {
    limbs_[i] = limb_of(m, i);
    n = limbs_[i] != 0 ? i + 1 : n;
  }
  storage_->_mp_size = v < 0 ? -n : n;
  storage_->_mp_d = limbs_;
}

MpzResult::MpzResult() noexcept {
  Scratch& s = scratch();
  borrowed_ = !s.busy;
  if (borrowed_) {
    s.busy = true;
    result_ = s.value;
  } else {
    mpz_init(own_);
    result_ = own_;
  }
}

MpzResult::~MpzResult() {
  if (!borrowed_) {
    mpz_clear(own_);
    return;
  }
  Scratch& s = scratch();
  if (s.value->_mp_alloc > Scratch::kKeepLimbs) {
    mpz_clear(s.value);
    mpz_init(s.value);
  }
  s.busy = false;
}

IntegerAccess::Big* IntegerAccess::allocate(mp_size_t capacity) {
  void* memory = ::operator new(sizeof(Big) + static_cast<std::size_t>(capacity) * sizeof(mp_limb_t));
  return new (memory) Big{0, capacity};
}

void IntegerAccess::destroy(Big* big) noexcept {
  big->~Big();
  ::operator delete(big);
}

Integer IntegerAccess::from_mpz(mpz_srcptr z) {
  const mp_limb_t* limbs = mpz_limbs_read(z);
  auto n = static_cast<mp_size_t>(mpz_size(z));
  mp_size_t size = mpz_sgn(z) < 0 ? -n : n;
  std::int64_t small = 0;
  if (limbs_to_int64(limbs, size, small)) {
    return Integer(small);
  }
  Big* big = allocate(n);
  std::copy_n(limbs, n, big->limbs());
  big->size = size;
  Integer result;
  result.big_ = big;
  return result;
}

IntegerAccess::Big* IntegerAccess::natural_block(Integer& value, mp_size_t limbs) {
  Big* big = value.big_;
  mp_size_t used = 0;
  if (big != nullptr && big->capacity >= limbs) {
    used = big->size;
  } else {
    // Growing: at least double, so a value grown bit by bit is copied O(log n) times.
    Big* grown = allocate(std::max(limbs, big == nullptr ? kLimbsPerWord : 2 * big->capacity));
    if (big != nullptr) {
      used = big->size;
      std::copy_n(big->limbs(), used, grown->limbs());
      destroy(big);
    } else {
      for (int i = 0; i < kLimbsPerWord; ++i) {
        grown->limbs()[i] = limb_of(static_cast<std::uint64_t>(value.small_), i);
      }
      used = kLimbsPerWord;
    }
    big = grown;
    value.big_ = big;
    value.small_ = 0;
  }
  if (used < limbs) {
    std::fill(big->limbs() + used, big->limbs() + limbs, mp_limb_t{0});
    used = limbs;
  }
  big->size = used;
  return big;
}

void IntegerAccess::trim(Integer& value) noexcept {
  Big* big = value.big_;
  if (big == nullptr) {
    return;
  }
  mp_size_t n = big->size < 0 ? -big->size : big->size;
  while (n > 0 && big->limbs()[n - 1] == 0) {
    --n;
  }
  big->size = big->size < 0 ? -n : n;
  std::int64_t small = 0;
  if (limbs_to_int64(big->limbs(), big->size, small)) {
    destroy(big);
    value.big_ = nullptr;
    value.small_ = small;
  }
}

Integer IntegerAccess::adopt(Big* big) noexcept {
  Integer result;
  result.big_ = big;
  trim(result);
  return result;
}

bool limbs_to_int64(const mp_limb_t* limbs, mp_size_t size, std::int64_t& out) noexcept {
  mp_size_t n = size < 0 ? -size : size;
  if (n > kLimbsPerWord) {
    return false;
  }
  std::uint64_t m = 0;
  for (mp_size_t i = 0; i < n; ++i) {
    m |= static_cast<std::uint64_t>(limbs[i]) << (static_cast<int>(i) * GMP_NUMB_BITS);
  }
  if (size >= 0) {
    if (m > kInt64Max) {
      return false;
    }
    out = static_cast<std::int64_t>(m);
  } else {
    if (m > kInt64Max + 1) {
      return false;
    }
    out = static_cast<std::int64_t>(~m + 1);  // -m, including -2^63
  }
  return true;
}

mp_bitcnt_t to_bitcnt(std::uint64_t index) {
  if (index > std::numeric_limits<mp_bitcnt_t>::max()) {
    throw LimitError("integer too large: bit index beyond this platform's limit");
  }
  return static_cast<mp_bitcnt_t>(index);
}

// ---- life cycle ----

Integer::Big* Integer::clone(const Big& big) {
  mp_size_t n = big.size < 0 ? -big.size : big.size;
  Big* copy = IntegerAccess::allocate(n);
  std::copy_n(big.limbs(), n, copy->limbs());
  copy->size = big.size;
  return copy;
}

void Integer::destroy(Big* big) noexcept {
  IntegerAccess::destroy(big);
}

Integer& Integer::assign_slow(const Integer& other) {
  if (this == &other) {
    return *this;
  }
  if (other.big_ == nullptr) {
    destroy(big_);
    big_ = nullptr;
    small_ = other.small_;
    return *this;
  }
  mp_size_t n = other.big_->size < 0 ? -other.big_->size : other.big_->size;
  if (big_ != nullptr && big_->capacity >= n) {  // reuse this value's block
    std::copy_n(other.big_->limbs(), n, big_->limbs());
    big_->size = other.big_->size;
    return *this;
  }
  Big* copy = clone(*other.big_);
  if (big_ != nullptr) {
    destroy(big_);
  }
  big_ = copy;
  small_ = 0;
  return *this;
}

// ---- conversions and text ----

Integer Integer::from_unsigned(std::uint64_t value) {
  if (value <= kInt64Max) {
    return Integer(static_cast<std::int64_t>(value));
  }
  MpzResult result;
  mpz_import(result.get(), 1, -1, sizeof value, 0, 0, &value);
  return std::move(result).finish();
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
  if (text.size() <= 18) {  // at most 18 digits: below 10^18 < 2^63
    std::int64_t value = 0;
    for (std::size_t i = start; i < text.size(); ++i) {
      value = value * 10 + (text[i] - '0');
    }
    return Integer(start == 1 ? -value : value);
  }
  std::size_t first = start;
  while (first + 1 < text.size() && text[first] == '0') {
    ++first;
  }
  const std::uint64_t digits = text.size() - first;
  const std::uint64_t bits = (text.size() - start) * 10 / 3 + 1;  // log2(10) < 10/3
  charge_quadratic(bits, bits);
  // Weighed against the budgets before it is converted: GMP converts in about d·log d time (2.5
  // million digits take some 0.25 s, 5·10^6 steps of work, docs/developing.md), and the value
  // and its scratch take about a byte per digit. A number of 3·10^8 digits, which took a minute
  // and 1.9 GB to convert, is refused at once; within the limits Ctrl-C still reaches the digits
  // of the next number.
  Context& context = current_context();
  const std::uint64_t work = digits / 8 + digits * static_cast<std::uint64_t>(std::bit_width(digits)) / 10;
  context.check_work(work);
  context.check_growth(static_cast<std::size_t>(digits) + 64);
  context.charge(work);
  MpzResult result;
  mpz_set_str(result.get(), std::string(text).c_str(), 10);
  return std::move(result).finish();
}

bool Integer::fits_uint64() const noexcept {
  if (is_small()) {
    return small_ >= 0;
  }
  return big_->size > 0 && big_->size <= kLimbsPerWord;  // big and positive: 2^63 ≤ value < 2^64
}

std::uint64_t Integer::to_uint64() const {
  if (is_small()) {
    return static_cast<std::uint64_t>(small_);
  }
  std::uint64_t m = 0;
  for (mp_size_t i = 0; i < big_->size && i < kLimbsPerWord; ++i) {
    m |= static_cast<std::uint64_t>(big_->limbs()[i]) << (static_cast<int>(i) * GMP_NUMB_BITS);
  }
  return m;
}

double Integer::to_double() const {
  if (is_small()) {
    return static_cast<double>(small_);
  }
  return mpz_get_d(MpzView(*this).get());
}

std::string Integer::to_string() const {
  if (is_small()) {
    return std::to_string(small_);
  }
  charge_quadratic(bit_length(), bit_length());
  MpzView view(*this);
  const std::size_t digits = mpz_sizeinbase(view.get(), 10);
  if (digits > 1000) {
    // As for parse: a number of 10^7 digits takes a second to print, so its printing is work.
    Context& context = current_context();
    const std::uint64_t work = digits / 8 + digits * static_cast<std::uint64_t>(std::bit_width(digits)) / 10;
    context.check_growth(2 * digits);
    context.charge(work);
  }
  std::string text(digits + 2, '\0');  // may be one too many, plus sign
  mpz_get_str(text.data(), 10, view.get());
  text.resize(text.find('\0'));
  return text;
}

std::ostream& operator<<(std::ostream& out, const Integer& value) {
  return out << value.to_string();
}

// ---- sign and size ----

int Integer::sign() const noexcept {
  if (is_small()) {
    return (small_ > 0) - (small_ < 0);
  }
  return big_->size > 0 ? 1 : -1;
}

bool Integer::is_odd() const noexcept {
  if (is_small()) {
    return (small_ & 1) != 0;
  }
  return (big_->limbs()[0] & 1) != 0;
}

std::uint64_t Integer::bit_length() const noexcept {
  if (is_small()) {
    std::uint64_t m = magnitude(small_);
    return m == 0 ? 0 : 64 - static_cast<std::uint64_t>(__builtin_clzll(m));
  }
  auto n = static_cast<std::uint64_t>(big_->size < 0 ? -big_->size : big_->size);
  return (n - 1) * GMP_NUMB_BITS + static_cast<std::uint64_t>(std::bit_width(big_->limbs()[n - 1]));
}

// ---- arithmetic ----

Integer Integer::add_slow(const Integer& a, const Integer& b) {
  MpzResult result;
  mpz_add(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer Integer::subtract_slow(const Integer& a, const Integer& b) {
  MpzResult result;
  mpz_sub(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer Integer::multiply_slow(const Integer& a, const Integer& b) {
  charge_quadratic(a.bit_length(), b.bit_length());
  MpzResult result;
  mpz_mul(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer operator/(const Integer& a, const Integer& b) {
  if (b.is_zero()) {
    throw DomainError("division by zero");
  }
  if (a.is_small() && b.is_small() && !(a.small_ == std::numeric_limits<std::int64_t>::min() && b.small_ == -1)) {
    return Integer(a.small_ / b.small_);
  }
  charge_quadratic(a.bit_length(), b.bit_length());
  MpzResult result;
  mpz_tdiv_q(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer operator%(const Integer& a, const Integer& b) {
  if (b.is_zero()) {
    throw DomainError("division by zero");
  }
  if (a.is_small() && b.is_small()) {
    return Integer(b.small_ == -1 ? 0 : a.small_ % b.small_);
  }
  charge_quadratic(a.bit_length(), b.bit_length());
  MpzResult result;
  mpz_tdiv_r(result.get(), MpzView(a).get(), MpzView(b).get());
  return std::move(result).finish();
}

Integer operator-(const Integer& a) {
  if (a.is_small() && a.small_ != std::numeric_limits<std::int64_t>::min()) {
    return Integer(-a.small_);
  }
  MpzResult result;
  mpz_neg(result.get(), MpzView(a).get());
  return std::move(result).finish();
}

Integer Integer::pow(const Integer& base, std::uint64_t exponent) {
  if (exponent == 0) {
    return Integer(1);
  }
  std::uint64_t bits = base.bit_length();
  if (bits <= 1) {  // 0, 1 or -1
    return base.sign() < 0 && exponent % 2 == 0 ? Integer(1) : base;
  }
  // The result has at least (bits - 1)·exponent + 1 bits and at most bits·exponent: refuse the
  // sure overflows before computing, and check the exact size of the few that may fit.
  std::uint64_t at_least = 0;
  if (exponent > kMaxBits || __builtin_mul_overflow(bits - 1, exponent, &at_least) || at_least + 1 > kMaxBits) {
    throw LimitError("integer power too large: more than 2^23 bits");
  }
  charge_quadratic(at_least + 1, (at_least + 1) / 2);  // the squarings: about a third of R², R = result
  MpzResult result;
  mpz_pow_ui(result.get(), MpzView(base).get(), static_cast<unsigned long>(exponent));
  Integer power = std::move(result).finish();
  if (power.bit_length() > kMaxBits) {
    throw LimitError("integer power too large: more than 2^23 bits");
  }
  return power;
}

// ---- order and hashing ----

bool Integer::equal_big(const Big& a, const Big& b) noexcept {
  if (a.size != b.size) {
    return false;
  }
  mp_size_t n = a.size < 0 ? -a.size : a.size;
  for (mp_size_t i = 0; i < n; ++i) {  // a loop: values are short, a memcmp call costs more
    if (a.limbs()[i] != b.limbs()[i]) {
      return false;
    }
  }
  return true;
}

std::strong_ordering operator<=>(const Integer& a, const Integer& b) noexcept {
  if (a.is_small() && b.is_small()) {
    return a.small_ <=> b.small_;
  }
  return mpz_cmp(MpzView(a).get(), MpzView(b).get()) <=> 0;
}

std::size_t Integer::hash() const noexcept {
  if (is_small()) {
    return std::hash<std::int64_t>{}(small_);
  }
  auto h = static_cast<std::size_t>(big_->size);
  mp_size_t n = big_->size < 0 ? -big_->size : big_->size;
  for (mp_size_t i = 0; i < n; ++i) {
    h = h * static_cast<std::size_t>(0x9E3779B97F4A7C15ULL) + static_cast<std::size_t>(big_->limbs()[i]);
  }
  return h;
}

}  // namespace cgt
