#pragma once
// Ordinals below ε₀ in Cantor normal form: ω^e1·c1 + ω^e2·c2 + … with e1 > e2 > … ordinals and
// coefficients ci ≥ 1 exact naturals (no bound).
//
// An Ordinal is one 64-bit word on every target. A finite ordinal below 2^63 is stored in the
// word itself (tagged with the low bit), so the common case allocates nothing; any other
// ordinal is a pointer, widened to 64 bits, to an immutable, reference-counted list of terms
// shared by all copies. The word is 64 bits even where pointers are 32 (WebAssembly), so
// finite values below 2^63 stay inline there too.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/integer.hpp"

namespace cgt {

class Ordinal {
 public:
  struct Term;

  constexpr Ordinal() noexcept = default;  // zero
  // A finite ordinal. Precondition for the raw constructor: value < 2^63.
  constexpr explicit Ordinal(std::uint64_t value) noexcept : bits_((value << 1) | kSmallTag) {}
  static Ordinal from_natural(const Integer& value);  // throws DomainError if value < 0
  // ω^exponent · coefficient (coefficient ≥ 0; zero gives 0).
  static Ordinal monomial(const Ordinal& exponent, const Integer& coefficient);
  static Ordinal omega();
  static Ordinal omega_power(const Ordinal& exponent) { return monomial(exponent, Integer(1)); }
  // From terms with strictly decreasing exponents and positive coefficients; throws
  // DomainError otherwise.
  static Ordinal from_terms(std::vector<Term> terms);

  Ordinal(const Ordinal& other) noexcept;
  Ordinal(Ordinal&& other) noexcept : bits_(other.bits_) { other.bits_ = kSmallTag; }
  Ordinal& operator=(const Ordinal& other) noexcept;
  Ordinal& operator=(Ordinal&& other) noexcept;
  ~Ordinal();

  [[nodiscard]] bool is_small() const noexcept { return (bits_ & kSmallTag) != 0; }
  // Precondition: is_small().
  [[nodiscard]] std::uint64_t small_value() const noexcept { return bits_ >> 1; }

  [[nodiscard]] bool is_zero() const noexcept { return bits_ == kSmallTag; }
  [[nodiscard]] bool is_finite() const noexcept;
  [[nodiscard]] bool is_successor() const noexcept;  // finite part > 0
  [[nodiscard]] bool is_limit() const noexcept;      // nonzero with finite part 0

  // How deeply exponents nest: 0 for a finite ordinal, 1 for ω·2+1 or ω^5, 2 for ω^ω, n for
  // the tower ω^ω^…^ω of n ω's. At most kMaxHeight: an operation whose result would nest
  // deeper throws LimitError (ordinals recurse on their exponents, and this bounds the stack).
  static constexpr std::uint32_t kMaxHeight = 256;
  [[nodiscard]] std::uint32_t height() const noexcept;

  // The terms, largest exponent first (empty for 0).
  [[nodiscard]] std::vector<Term> terms() const;
  // The same without a copy, valid while this ordinal lives (empty for a finite value below 2^63).
  [[nodiscard]] std::span<const Term> term_span() const noexcept;
  [[nodiscard]] std::size_t term_count() const noexcept;
  // Heap bytes held by its terms (none for a finite value below 2^63), for memory budgets: the
  // terms, their big coefficients and their exponents', counted as if not shared.
  [[nodiscard]] std::size_t heap_bytes() const noexcept;
  // Precondition: is_finite().
  [[nodiscard]] Integer finite_value() const;
  // The coefficient of ω^0 (the m in α = ω·λ + m).
  [[nodiscard]] Integer finite_part() const;
  // ω·λ, that is α with its finite part removed.
  [[nodiscard]] Ordinal without_finite_part() const;
  // The λ in α = ω·λ + m.
  [[nodiscard]] Ordinal limit_quotient() const;
  // Leading exponent and coefficient; precondition: nonzero.
  [[nodiscard]] Ordinal leading_exponent() const;
  [[nodiscard]] Integer leading_coefficient() const;

  friend Ordinal operator+(const Ordinal& a, const Ordinal& b);
  // Left subtraction: the unique γ with b + γ = a. Throws DomainError if b > a.
  friend Ordinal operator-(const Ordinal& a, const Ordinal& b);
  friend Ordinal operator*(const Ordinal& a, const Ordinal& b);
  // In place when this ordinal is the only holder of its terms, so a long running sum costs
  // linear, not quadratic, time.
  Ordinal& operator+=(const Ordinal& b);

  friend bool operator==(const Ordinal& a, const Ordinal& b) noexcept {
    return a.bits_ == b.bits_ || (!a.is_small() && !b.is_small() && equal_slow(a, b));
  }
  friend std::strong_ordering operator<=>(const Ordinal& a, const Ordinal& b) noexcept {
    if (a.is_small() && b.is_small()) {
      return a.bits_ <=> b.bits_;
    }
    return compare_slow(a, b);
  }

  [[nodiscard]] std::size_t hash() const noexcept;

  // Canonical ASCII Cantor normal form (GUIDE §3): "w^2*3+w*4+16", "w^(w+1)*2+5".
  [[nodiscard]] std::string to_string() const;
  // The same with ω and · for people.
  [[nodiscard]] std::string to_unicode() const;

 private:
  struct Rep;
  using Word = std::uint64_t;
  static_assert(sizeof(std::uintptr_t) <= sizeof(Word), "a pointer fits in the word");
  static constexpr Word kSmallTag = 1;
  static constexpr std::uint64_t kSmallLimit = std::uint64_t{1} << 63;

  struct Adopt {};
  Ordinal(const Rep* rep, Adopt /*takes the reference*/) noexcept
      : bits_(static_cast<Word>(reinterpret_cast<std::uintptr_t>(rep))) {}
  // NOLINTNEXTLINE(performance-no-int-to-ptr): the word is a tagged pointer by design
  [[nodiscard]] const Rep* rep() const noexcept {
    return reinterpret_cast<const Rep*>(static_cast<std::uintptr_t>(bits_));
  }
  // The terms for in-place update; only when this is the sole reference (copy-on-write).
  [[nodiscard]] Rep* unique_rep() noexcept;
  static bool equal_slow(const Ordinal& a, const Ordinal& b) noexcept;
  static std::strong_ordering compare_slow(const Ordinal& a, const Ordinal& b) noexcept;
  static Ordinal add_slow(const Ordinal& a, const Ordinal& b);
  // Builds from already-canonical terms (no checks), choosing the small form when possible.
  static Ordinal make(std::vector<Term>&& terms);
  void release() noexcept;

  Word bits_ = kSmallTag;
};

static_assert(sizeof(Ordinal) == 8, "an Ordinal is one 64-bit word on every target");

struct Ordinal::Term {
  Ordinal exponent;
  Integer coefficient;  // ≥ 1
  friend bool operator==(const Term&, const Term&) = default;
};

inline Ordinal operator+(const Ordinal& a, const Ordinal& b) {
  if (a.is_small() && b.is_small()) {
    std::uint64_t sum = a.small_value() + b.small_value();  // both < 2^63: no wrap
    if (sum < Ordinal::kSmallLimit) {
      return Ordinal(sum);
    }
  }
  return Ordinal::add_slow(a, b);
}

// Natural (Hessenberg) sum: coefficient-wise addition of the Cantor normal forms.
Ordinal natural_sum(const Ordinal& a, const Ordinal& b);
// Nim-sum: coefficient-wise XOR of the Cantor normal forms.
Ordinal nim_sum(const Ordinal& a, const Ordinal& b);
// base^exponent. Throws LimitError when the result would be unreasonably large.
Ordinal power(const Ordinal& base, const Ordinal& exponent);
// The least ordinal not in `values` (always finite for a finite set).
Ordinal mex(std::span<const Ordinal> values);

}  // namespace cgt

template <>
struct std::hash<cgt::Ordinal> {
  std::size_t operator()(const cgt::Ordinal& value) const noexcept { return value.hash(); }
};
