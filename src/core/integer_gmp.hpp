#pragma once
// The GMP side of cgt::Integer, private to src/core.
//
// The big form is a block of our own: a small header and the limbs in one allocation, so a
// big value costs one allocation, as a GMP integer does. GMP reads a block through a read-only
// view (mpz_roinit_n) and writes its results into a per-thread scratch integer, whose value is
// then copied into a block of the right size. Bit changes of naturals work on the limbs in
// place. Nothing here assumes that `long` or a limb is 64 bits, so the code is the same on
// 32-bit targets such as WebAssembly.

#if defined(CGT_MINI_GMP)
// The WebAssembly build (cmake/CgtWeb.cmake): GMP's mini-gmp, the same mpz interface. It has no
// nails and does not name the limb width.
#include <climits>

#include "mini-gmp.h"
#define GMP_NAIL_BITS 0
#define GMP_NUMB_BITS static_cast<int>(sizeof(mp_limb_t) * CHAR_BIT)
#else
#include <gmp.h>
#endif

#include <cstdint>

#include "cgt/integer.hpp"

namespace cgt {

static_assert(GMP_NAIL_BITS == 0, "limbs are read as plain binary digits");
static_assert(64 % GMP_NUMB_BITS == 0, "an int64_t is a whole number of limbs");
inline constexpr int kLimbsPerWord = 64 / GMP_NUMB_BITS;

// |value| = Σ limbs()[i]·2^(i·GMP_NUMB_BITS) over |size| limbs, the top one nonzero; the sign
// of `size` is the value's (GMP's mpz convention). Outside the int64_t range (canonical form),
// except during an in-place change, between natural_block() and trim().
struct Integer::Big {
  mp_size_t size;
  mp_size_t capacity;  // limbs allocated after the header
  mp_limb_t* limbs() noexcept { return reinterpret_cast<mp_limb_t*>(this + 1); }
  [[nodiscard]] const mp_limb_t* limbs() const noexcept { return reinterpret_cast<const mp_limb_t*>(this + 1); }
};

// What the GMP code in src/core may see and do of an Integer.
struct IntegerAccess {
  using Big = Integer::Big;
  static_assert(sizeof(Big) % alignof(mp_limb_t) == 0, "the limbs follow the header, aligned");

  static const Big* big(const Integer& value) noexcept { return value.big_; }
  // A block with room for `capacity` ≥ 1 limbs, holding 0.
  static Big* allocate(mp_size_t capacity);
  static void destroy(Big* big) noexcept;
  // The canonical Integer equal to z.
  static Integer from_mpz(mpz_srcptr z);
  // Makes the natural `value` a block whose `limbs` lowest limbs may be written in place
  // (zeros above its old top). Follow with trim().
  static Big* natural_block(Integer& value, mp_size_t limbs);
  // Drops zero top limbs after an in-place change, and returns to the small form if it fits.
  static void trim(Integer& value) noexcept;
  // The Integer owning `big`, whose limbs were written directly (then trimmed).
  static Integer adopt(Big* big) noexcept;
};

// A read-only mpz for any Integer: a view of its block, or of the small value's magnitude split
// into limbs in this object, so reading allocates nothing. It points into itself, so it cannot
// be copied; use it for the duration of a call.
class MpzView {
 public:
  explicit MpzView(const Integer& value) noexcept;
  MpzView(const MpzView&) = delete;
  MpzView& operator=(const MpzView&) = delete;
  [[nodiscard]] mpz_srcptr get() const noexcept { return view_; }

 private:
  mp_limb_t limbs_[kLimbsPerWord] = {};
  mpz_t storage_;
  mpz_srcptr view_;
};

// Where GMP writes a result: the thread's scratch integer (its limbs are reused from one
// operation to the next), or a fresh one if the scratch is already taken further up the stack.
// It starts with an unspecified value, so write it whole (mpz_add, mpz_set, ...) before any
// change in place (mpz_setbit). finish() copies the value into a canonical Integer.
class MpzResult {
 public:
  MpzResult() noexcept;
  ~MpzResult();
  MpzResult(const MpzResult&) = delete;
  MpzResult& operator=(const MpzResult&) = delete;
  [[nodiscard]] mpz_ptr get() const noexcept { return result_; }
  Integer finish() && { return IntegerAccess::from_mpz(result_); }

 private:
  mpz_t own_;
  mpz_ptr result_;
  bool borrowed_;
};

// The value of |size| limbs (signed size, as in Big) when it fits in an int64_t.
bool limbs_to_int64(const mp_limb_t* limbs, mp_size_t size, std::int64_t& out) noexcept;
// The unsigned long that GMP's bit functions take. Throws LimitError if `index` does not fit
// (only possible where long is 32 bits, and then no value has that many bits anyway).
mp_bitcnt_t to_bitcnt(std::uint64_t index);

}  // namespace cgt
