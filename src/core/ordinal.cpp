#include "cgt/ordinal.hpp"

#include <algorithm>
#include <atomic>
#include <utility>

#include "cgt/error.hpp"

namespace cgt {

// The heap form: immutable after construction, shared by reference count. Never holds a
// finite value below 2^63 (that is always the small form), so representations are canonical.
struct Ordinal::Rep {
  mutable std::atomic<std::size_t> references{1};
  // How deeply exponents nest: 0 for a finite value, else 1 + that of the leading exponent
  // (the largest, and no smaller exponent nests deeper). Kept so that the bound on it is
  // checked in O(1) when an ordinal is made.
  std::uint32_t height = 0;
  std::vector<Term> terms;
};

namespace {

// Terms longer than this mean an expression that grows without bound (e.g. (ω+1)^(10^9)).
constexpr std::size_t kMaxTerms = std::size_t{1} << 16;

// Comparison, arithmetic, hashing and destruction recurse once per level of exponent: this
// bound keeps their stack use small (a test runs them at the bound on a 256 KiB stack).
constexpr std::uint32_t kMaxHeight = Ordinal::kMaxHeight;

std::uint32_t height_above(std::uint32_t exponent_height) {
  if (exponent_height >= kMaxHeight) {
    throw LimitError("ordinal too large: exponents nested more than 256 deep");
  }
  return exponent_height + 1;
}

void check_term_count(std::size_t count) {
  if (count > kMaxTerms) {
    throw LimitError("ordinal too large: more than 2^16 terms in its Cantor normal form");
  }
}

// Coefficients are limited like every natural a short expression can create (Integer::kMaxBits).
[[noreturn]] void coefficient_too_large() {
  throw LimitError("ordinal too large: a coefficient of more than 2^23 bits");
}

void check_coefficient(const Integer& c) {
  if (!c.is_small() && c.bit_length() > Integer::kMaxBits) {
    coefficient_too_large();
  }
}

// a·b, refused before multiplying when the product cannot fit: it has at least
// bits(a) + bits(b) - 1 bits.
Integer coefficient_product(const Integer& a, const Integer& b) {
  if (!a.is_small() || !b.is_small()) {
    std::uint64_t bits = a.bit_length() + b.bit_length();
    if (bits > 0 && bits - 1 > Integer::kMaxBits) {
      coefficient_too_large();
    }
  }
  return a * b;
}

}  // namespace

Ordinal::Ordinal(const Ordinal& other) noexcept : bits_(other.bits_) {
  if (!is_small()) {
    rep()->references.fetch_add(1, std::memory_order_relaxed);
  }
}

Ordinal& Ordinal::operator=(const Ordinal& other) noexcept {
  if (this != &other) {
    Ordinal copy(other);
    *this = std::move(copy);
  }
  return *this;
}

Ordinal& Ordinal::operator=(Ordinal&& other) noexcept {
  if (this != &other) {
    release();
    bits_ = other.bits_;
    other.bits_ = kSmallTag;
  }
  return *this;
}

Ordinal::~Ordinal() {
  release();
}

void Ordinal::release() noexcept {
  if (!is_small() && rep()->references.fetch_sub(1, std::memory_order_acq_rel) == 1) {
    delete rep();  // NOLINT(cppcoreguidelines-owning-memory): the last reference owns it
  }
  bits_ = kSmallTag;
}

Ordinal Ordinal::make(std::vector<Term>&& terms) {
  if (terms.empty()) {
    return {};
  }
  if (terms.size() == 1 && terms[0].exponent.is_zero() && terms[0].coefficient.fits_int64()) {
    return Ordinal(static_cast<std::uint64_t>(terms[0].coefficient.to_int64()));
  }
  check_term_count(terms.size());
  for (const Term& term : terms) {
    check_coefficient(term.coefficient);
  }
  const std::uint32_t height = terms[0].exponent.is_zero() ? 0 : height_above(terms[0].exponent.height());
  static_assert(alignof(Rep) > kSmallTag, "a Rep's address leaves the tag bit clear");
  auto* rep = new Rep;  // NOLINT(cppcoreguidelines-owning-memory): owned by the reference count
  rep->height = height;
  rep->terms = std::move(terms);
  return Ordinal(rep, Adopt{});
}

std::uint32_t Ordinal::height() const noexcept {
  return is_small() ? 0 : rep()->height;
}

std::span<const Ordinal::Term> Ordinal::term_span() const noexcept {
  if (is_small()) {
    return {};
  }
  return rep()->terms;
}

Ordinal Ordinal::from_natural(const Integer& value) {
  if (value.sign() < 0) {
    throw DomainError("an ordinal cannot be negative: " + value.to_string());
  }
  if (value.fits_int64()) {
    return Ordinal(static_cast<std::uint64_t>(value.to_int64()));
  }
  return make({Term{Ordinal(), value}});
}

Ordinal Ordinal::monomial(const Ordinal& exponent, const Integer& coefficient) {
  if (coefficient.sign() < 0) {
    throw DomainError("an ordinal coefficient cannot be negative: " + coefficient.to_string());
  }
  if (coefficient.is_zero()) {
    return {};
  }
  return make({Term{exponent, coefficient}});
}

Ordinal Ordinal::omega() {
  return monomial(Ordinal(1), Integer(1));
}

Ordinal Ordinal::from_terms(std::vector<Term> terms) {
  for (std::size_t i = 0; i < terms.size(); ++i) {
    if (terms[i].coefficient.sign() <= 0) {
      throw DomainError("a Cantor normal form coefficient must be positive");
    }
    if (i > 0 && !(terms[i].exponent < terms[i - 1].exponent)) {
      throw DomainError("Cantor normal form exponents must strictly decrease");
    }
  }
  return make(std::move(terms));
}

bool Ordinal::is_finite() const noexcept {
  if (is_small()) {
    return true;
  }
  return rep()->terms.size() == 1 && rep()->terms[0].exponent.is_zero();
}

bool Ordinal::is_successor() const noexcept {
  if (is_small()) {
    return !is_zero();
  }
  return rep()->terms.back().exponent.is_zero();
}

bool Ordinal::is_limit() const noexcept {
  return !is_zero() && !is_successor();
}

std::vector<Ordinal::Term> Ordinal::terms() const {
  if (is_small()) {
    if (is_zero()) {
      return {};
    }
    return {Term{Ordinal(), Integer::from_unsigned(small_value())}};
  }
  return rep()->terms;
}

std::size_t Ordinal::heap_bytes() const noexcept {
  if (is_small()) {
    return 0;
  }
  std::size_t bytes = sizeof(Rep) + rep()->terms.capacity() * sizeof(Term);
  for (const Term& term : rep()->terms) {
    // Exponents nest at most kMaxHeight deep: the recursion is bounded.
    bytes += term.exponent.heap_bytes() + (term.coefficient.is_small() ? 0 : 16 + term.coefficient.bit_length() / 8);
  }
  return bytes;
}

std::size_t Ordinal::term_count() const noexcept {
  if (is_small()) {
    return is_zero() ? 0 : 1;
  }
  return rep()->terms.size();
}

Integer Ordinal::finite_value() const {
  if (!is_finite()) {
    throw DomainError("ordinal " + to_string() + " is not finite");
  }
  return finite_part();
}

Integer Ordinal::finite_part() const {
  if (is_small()) {
    return Integer::from_unsigned(small_value());
  }
  const Term& last = rep()->terms.back();
  return last.exponent.is_zero() ? last.coefficient : Integer(0);
}

Ordinal Ordinal::without_finite_part() const {
  if (is_small()) {
    return {};
  }
  std::vector<Term> terms = rep()->terms;
  if (terms.back().exponent.is_zero()) {
    terms.pop_back();
  }
  return make(std::move(terms));
}

Ordinal Ordinal::limit_quotient() const {
  // ω·λ = Σ ω^e·c over the infinite terms; ω^e = ω·ω^(e')) with 1 + e' = e.
  std::vector<Term> quotient;
  for (const Term& term : term_span()) {
    if (!term.exponent.is_zero()) {
      quotient.push_back(Term{term.exponent - Ordinal(1), term.coefficient});
    }
  }
  return make(std::move(quotient));
}

Ordinal Ordinal::leading_exponent() const {
  if (is_zero()) {
    throw DomainError("0 has no leading term");
  }
  return is_small() ? Ordinal() : rep()->terms.front().exponent;
}

Integer Ordinal::leading_coefficient() const {
  if (is_zero()) {
    throw DomainError("0 has no leading term");
  }
  return is_small() ? Integer::from_unsigned(small_value()) : rep()->terms.front().coefficient;
}

bool Ordinal::equal_slow(const Ordinal& a, const Ordinal& b) noexcept {
  return a.rep()->terms == b.rep()->terms;
}

std::strong_ordering Ordinal::compare_slow(const Ordinal& a, const Ordinal& b) noexcept {
  // A small ordinal is below every heap ordinal except none: heap finite values are ≥ 2^63.
  if (a.is_small()) {
    return std::strong_ordering::less;
  }
  if (b.is_small()) {
    return std::strong_ordering::greater;
  }
  const auto& x = a.rep()->terms;
  const auto& y = b.rep()->terms;
  std::size_t n = std::min(x.size(), y.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (auto c = x[i].exponent <=> y[i].exponent; c != 0) {
      return c;
    }
    if (auto c = x[i].coefficient <=> y[i].coefficient; c != 0) {
      return c;
    }
  }
  return x.size() <=> y.size();
}

Ordinal Ordinal::add_slow(const Ordinal& a, const Ordinal& b) {
  if (b.is_zero()) {
    return a;
  }
  if (a.is_zero()) {
    return b;
  }
  if (a.is_small() && b.is_small()) {  // finite, but the sum reaches 2^63
    return from_natural(Integer::from_unsigned(a.small_value()) + Integer::from_unsigned(b.small_value()));
  }
  // Terms of a below b's leading exponent are absorbed; an equal exponent adds coefficients.
  const Term small_b{Ordinal(), b.is_small() ? Integer::from_unsigned(b.small_value()) : Integer()};
  std::span<const Term> y = b.is_small() ? std::span<const Term>(&small_b, 1) : b.term_span();
  if (a.is_small()) {
    if (!y.front().exponent.is_zero()) {
      return b;  // a finite a is absorbed by an infinite b
    }
    return make({Term{Ordinal(), Integer::from_unsigned(a.small_value()) + y.front().coefficient}});
  }
  std::span<const Term> x = a.term_span();
  const Ordinal& lead = y.front().exponent;
  std::vector<Term> result;
  result.reserve(x.size() + y.size());
  std::size_t i = 0;
  while (i < x.size() && x[i].exponent > lead) {
    result.push_back(x[i++]);
  }
  if (i < x.size() && x[i].exponent == lead) {
    result.push_back({lead, x[i].coefficient + y.front().coefficient});
  } else {
    result.push_back(y.front());
  }
  result.insert(result.end(), y.begin() + 1, y.end());
  return make(std::move(result));
}

Ordinal::Rep* Ordinal::unique_rep() noexcept {
  if (is_small() || rep()->references.load(std::memory_order_acquire) != 1) {
    return nullptr;
  }
  return const_cast<Rep*>(rep());  // NOLINT(cppcoreguidelines-pro-type-const-cast): sole owner
}

Ordinal& Ordinal::operator+=(const Ordinal& b) {
  Rep* mine = unique_rep();
  if (mine == nullptr || b.is_small() || &b == this) {  // a += a would read the terms it edits
    return *this = *this + b;
  }
  std::vector<Term>& x = mine->terms;
  std::span<const Term> y = b.term_span();
  const Ordinal& lead = y.front().exponent;
  // a's terms below b's leading exponent are absorbed; an equal exponent adds coefficients.
  // Sizes are checked before anything changes, so a refused sum leaves this ordinal as it was.
  std::size_t keep = x.size();
  while (keep > 0 && x[keep - 1].exponent < lead) {
    --keep;
  }
  const bool merge = keep > 0 && x[keep - 1].exponent == lead;
  check_term_count(keep + y.size() - (merge ? 1 : 0));
  Integer merged;
  if (merge) {
    merged = x[keep - 1].coefficient + y.front().coefficient;
    check_coefficient(merged);
  }
  if (keep == 0) {
    mine->height = b.height();  // b's leading term leads now
  }
  x.erase(x.begin() + static_cast<std::ptrdiff_t>(keep), x.end());
  if (merge) {
    x.back().coefficient = std::move(merged);
  } else {
    x.push_back(y.front());
  }
  x.insert(x.end(), y.begin() + 1, y.end());
  return *this;
}

Ordinal operator-(const Ordinal& a, const Ordinal& b) {
  if (a.is_small() && b.is_small()) {
    if (b.small_value() > a.small_value()) {
      throw DomainError("left subtraction " + a.to_string() + " - " + b.to_string() +
                        " is undefined: " + b.to_string() + " > " + a.to_string());
    }
    return Ordinal(a.small_value() - b.small_value());
  }
  std::vector<Ordinal::Term> x = a.terms();
  std::vector<Ordinal::Term> y = b.terms();
  std::size_t i = 0;
  while (i < x.size() && i < y.size() && x[i] == y[i]) {
    ++i;
  }
  auto undefined = [&] {
    return DomainError("left subtraction " + a.to_string() + " - " + b.to_string() + " is undefined: " + b.to_string() +
                       " > " + a.to_string());
  };
  if (i == y.size()) {  // b is a prefix of a
    return Ordinal::make({x.begin() + static_cast<std::ptrdiff_t>(i), x.end()});
  }
  if (i == x.size()) {
    throw undefined();
  }
  std::vector<Ordinal::Term> rest(x.begin() + static_cast<std::ptrdiff_t>(i), x.end());
  if (x[i].exponent > y[i].exponent) {
    return Ordinal::make(std::move(rest));
  }
  if (x[i].exponent == y[i].exponent && x[i].coefficient > y[i].coefficient) {
    rest.front().coefficient = x[i].coefficient - y[i].coefficient;
    return Ordinal::make(std::move(rest));
  }
  throw undefined();
}

Ordinal operator*(const Ordinal& a, const Ordinal& b) {
  if (a.is_zero() || b.is_zero()) {
    return {};
  }
  if (a.is_small() && b.is_small()) {
    Integer product = Integer::from_unsigned(a.small_value()) * Integer::from_unsigned(b.small_value());
    return Ordinal::from_natural(product);
  }
  // Left distributivity: a·b = Σ a·(ω^f·d) over b's terms. For f > 0, a·ω^f = ω^(e1 + f) with
  // e1 a's leading exponent; for f = 0, a·d multiplies a's leading coefficient by d.
  std::vector<Ordinal::Term> x = a.terms();
  std::vector<Ordinal::Term> y = b.terms();
  const bool b_has_finite_part = y.back().exponent.is_zero();
  check_term_count(y.size() - (b_has_finite_part ? 1 : 0) + (b_has_finite_part ? x.size() : 0));
  const Ordinal& lead = x.front().exponent;
  std::vector<Ordinal::Term> result;
  for (const Ordinal::Term& term : y) {
    if (!term.exponent.is_zero()) {
      result.push_back({lead + term.exponent, term.coefficient});
    } else {
      result.push_back({lead, coefficient_product(x.front().coefficient, term.coefficient)});
      result.insert(result.end(), x.begin() + 1, x.end());
    }
  }
  return Ordinal::make(std::move(result));
}

std::size_t Ordinal::hash() const noexcept {
  if (is_small()) {
    return std::hash<std::uint64_t>{}(small_value());
  }
  // 64-bit FNV-1a over the terms' hashes; where size_t is 32 bits, the high half is folded in.
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (const Term& term : rep()->terms) {
    h = (h ^ term.exponent.hash()) * 0x100000001b3ULL;
    h = (h ^ term.coefficient.hash()) * 0x100000001b3ULL;
  }
  if constexpr (sizeof(std::size_t) < sizeof(h)) {
    h ^= h >> 32;
  }
  return static_cast<std::size_t>(h);
}

namespace {

// Merges two Cantor normal forms term by term, combining equal exponents with `combine`
// (a zero result drops the term).
template <typename Combine>
std::vector<Ordinal::Term> merge_terms(const Ordinal& a, const Ordinal& b, Combine combine) {
  std::vector<Ordinal::Term> x = a.terms();
  std::vector<Ordinal::Term> y = b.terms();
  std::vector<Ordinal::Term> result;
  result.reserve(x.size() + y.size());
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < x.size() || j < y.size()) {
    if (j == y.size() || (i < x.size() && x[i].exponent > y[j].exponent)) {
      result.push_back(std::move(x[i++]));
    } else if (i == x.size() || y[j].exponent > x[i].exponent) {
      result.push_back(std::move(y[j++]));
    } else {
      Integer c = combine(x[i].coefficient, y[j].coefficient);
      if (!c.is_zero()) {
        result.push_back({std::move(x[i].exponent), std::move(c)});
      }
      ++i;
      ++j;
    }
  }
  return result;
}

}  // namespace

Ordinal natural_sum(const Ordinal& a, const Ordinal& b) {
  if (a.is_small() && b.is_small()) {
    return a + b;  // on finite ordinals the natural sum is the ordinary one
  }
  return Ordinal::from_terms(merge_terms(a, b, [](const Integer& x, const Integer& y) { return x + y; }));
}

Ordinal nim_sum(const Ordinal& a, const Ordinal& b) {
  if (a.is_small() && b.is_small()) {
    return Ordinal(a.small_value() ^ b.small_value());
  }
  return Ordinal::from_terms(merge_terms(a, b, [](const Integer& x, const Integer& y) { return x ^ y; }));
}

Ordinal power(const Ordinal& base, const Ordinal& exponent) {
  if (exponent.is_zero()) {
    return Ordinal(1);
  }
  if (base.is_zero()) {
    return {};
  }
  if (base == Ordinal(1)) {
    return base;
  }
  // exponent = ε + n with ε a limit (or 0) and n finite: base^exponent = base^ε · base^n.
  Integer n = exponent.finite_part();
  Ordinal limit_part = exponent.without_finite_part();
  Ordinal result(1);
  if (!limit_part.is_zero()) {
    // ε = ω·λ. For finite base k ≥ 2, k^(ω·λ) = (k^ω)^λ = ω^λ. For infinite base with leading
    // exponent e, base^(ω·λ) = ω^(e·ω·λ).
    Ordinal lambda = limit_part.limit_quotient();
    if (base.is_finite()) {
      result = Ordinal::omega_power(lambda);
    } else {
      result = Ordinal::omega_power(base.leading_exponent() * limit_part);
    }
  }
  if (n.is_zero()) {
    return result;
  }
  if (base.is_finite()) {
    if (!n.fits_uint64()) {
      throw LimitError("ordinal power too large: finite exponent " + n.to_string());
    }
    return result * Ordinal::from_natural(Integer::pow(base.finite_value(), n.to_uint64()));
  }
  if (base.is_limit()) {
    // For a limit α with leading exponent e, α^n = α^(n-1)·α = Σ ω^(e·(n-1) + f)·d over the
    // terms ω^f·d of α (each f > 0, so α^(n-1)·ω^f = ω^(e·(n-1) + f)). Closed form: a huge n
    // costs one product, where repeated squaring would take a step per bit of n.
    Ordinal lead_power = base.leading_exponent() * Ordinal::from_natural(n - Integer(1));
    std::vector<Ordinal::Term> terms = base.terms();
    for (Ordinal::Term& term : terms) {
      term.exponent = lead_power + term.exponent;
    }
    return result * Ordinal::from_terms(std::move(terms));
  }
  // An infinite successor α = λ + m: α^(k+1) = α^k·λ + α^k·m has every term of α^k·m and at
  // least one more above them, so α^n has more than n terms. Refuse a too large n before
  // computing; the rest is repeated squaring, at most 16 steps.
  if (n >= Integer(static_cast<std::int64_t>(kMaxTerms))) {
    check_term_count(kMaxTerms + 1);
  }
  Ordinal factor = base;
  Ordinal finite_power(1);
  Integer remaining = n;
  while (!remaining.is_zero()) {
    if (remaining.is_odd()) {
      finite_power = finite_power * factor;
    }
    remaining = remaining >> 1;
    if (!remaining.is_zero()) {
      factor = factor * factor;
    }
  }
  return result * finite_power;
}

Ordinal mex(std::span<const Ordinal> values) {
  std::vector<std::uint64_t> finite;
  finite.reserve(values.size());
  for (const Ordinal& v : values) {
    if (v.is_small()) {
      finite.push_back(v.small_value());
    }
  }
  std::sort(finite.begin(), finite.end());
  std::uint64_t candidate = 0;
  for (std::uint64_t v : finite) {
    if (v == candidate) {
      ++candidate;
    } else if (v > candidate) {
      break;
    }
  }
  return Ordinal(candidate);
}

}  // namespace cgt
