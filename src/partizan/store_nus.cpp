// Nus values (x + n·↑ + *m) in the store: found by their parts, small ones in machine words,
// added, negated and compared in closed form, and given options only when a general operation
// needs them.

#include <algorithm>
#include <string>

#include "cgt/error.hpp"
#include "partizan/store.hpp"

namespace cgt::partizan {

namespace {

// A nimber or up-multiple whose options would be materialised must stay below this many
// options, so that *10^9 on a general path ends with a LimitError instead of exhausting memory.
constexpr std::int64_t kMaxNusOptions = 512;

}  // namespace

std::optional<SmallNus> Store::to_small(const Dyadic& number, const Integer& ups, const Integer& nimber) {
  constexpr std::int64_t kNumeratorBound = std::int64_t{1} << 40;
  constexpr std::int64_t kUpsBound = std::int64_t{1} << 61;
  constexpr std::int64_t kNimberBound = std::int64_t{1} << 62;
  if (!number.numerator().fits_int64() || !ups.fits_int64() || !nimber.fits_int64() || number.exponent() > 20) {
    return std::nullopt;
  }
  std::int64_t n = number.numerator().to_int64();
  std::int64_t u = ups.to_int64();
  std::int64_t m = nimber.to_int64();
  if (n <= -kNumeratorBound || n >= kNumeratorBound || u <= -kUpsBound || u >= kUpsBound || m < 0 ||
      m >= kNimberBound) {
    return std::nullopt;
  }
  return SmallNus{n, static_cast<std::uint32_t>(number.exponent()), u, m};
}

GameId Store::make_small(const SmallNus& value) {
  std::size_t mask = small_slots_.size() - 1;
  std::size_t slot = SmallNusHash{}(value)&mask;
  for (; small_slots_[slot] != kNoGame; slot = (slot + 1) & mask) {
    if (nodes_[small_slots_[slot]].small_value == value) {
      return small_slots_[slot];
    }
  }
  check_limit();
  count_work();
  before_growth(nodes_);
  before_growth(nus_values_);
  if ((small_count_ + 1) * 4 > small_slots_.size() * 3) {
    // Grown before the insertion, so that a BudgetError here leaves the table no fuller.
    context_.check_growth(2 * small_slots_.size() * sizeof(GameId));
    grow_small_slots();
    mask = small_slots_.size() - 1;
    slot = SmallNusHash{}(value) & mask;
    while (small_slots_[slot] != kNoGame) {
      slot = (slot + 1) & mask;
    }
  }
  auto id = static_cast<GameId>(nodes_.size());
  Node node;
  node.nus = static_cast<std::int32_t>(nus_values_.size());
  node.is_number = value.ups == 0 && value.nimber == 0;
  node.small = true;
  node.small_value = value;
  node.stops_known = true;
  node.left_stop = node.right_stop = value.numerator * (std::int64_t{1} << (20 - value.exponent));
  nodes_.push_back(node);
  nus_values_.push_back(
      NusParts{Dyadic(Integer(value.numerator), value.exponent), Integer(value.ups), Integer(value.nimber)});
  small_slots_[slot] = id;
  ++small_count_;
  return id;
}

void Store::grow_small_slots() {
  std::vector<GameId> slots(small_slots_.size() * 2, kNoGame);
  std::size_t mask = slots.size() - 1;
  for (GameId id : small_slots_) {
    if (id != kNoGame) {
      std::size_t slot = SmallNusHash{}(nodes_[id].small_value) & mask;
      while (slots[slot] != kNoGame) {
        slot = (slot + 1) & mask;
      }
      slots[slot] = id;
    }
  }
  small_slots_ = std::move(slots);
}

GameId Store::add_small(const SmallNus& a, const SmallNus& b) {
  std::uint32_t k = std::max(a.exponent, b.exponent);
  std::int64_t n =
      a.numerator * (std::int64_t{1} << (k - a.exponent)) + b.numerator * (std::int64_t{1} << (k - b.exponent));
  while (k > 0 && (n & 1) == 0) {
    n >>= 1;
    --k;
  }
  if (n == 0) {
    k = 0;
  }
  std::int64_t ups = a.ups + b.ups;
  constexpr std::int64_t kNumeratorBound = std::int64_t{1} << 40;
  constexpr std::int64_t kUpsBound = std::int64_t{1} << 61;
  if (n <= -kNumeratorBound || n >= kNumeratorBound || ups <= -kUpsBound || ups >= kUpsBound) {
    const NusParts x = nus_values_[nodes_[make_small(a)].nus];
    const NusParts y = nus_values_[nodes_[make_small(b)].nus];
    NusParts sum{x.number + y.number, x.ups + y.ups, x.nimber ^ y.nimber};
    return make_nus(sum.number, sum.ups, sum.nimber);
  }
  return make_small(SmallNus{n, k, ups, a.nimber ^ b.nimber});
}

GameId Store::make_nus(const Dyadic& number, const Integer& ups, const Integer& nimber) {
  if (auto small = to_small(number, ups, nimber)) {
    return make_small(*small);
  }
  NusParts key{number, ups, nimber};
  if (auto it = nus_index_.find(key); it != nus_index_.end()) {
    return it->second;
  }
  check_limit();
  // Big parts cost in proportion to their size.
  count_work(1 + (number.numerator().bit_length() + ups.bit_length() + nimber.bit_length()) / 64);
  before_growth(nodes_);
  before_growth(nus_values_);
  auto id = static_cast<GameId>(nodes_.size());
  Node node;
  node.nus = static_cast<std::int32_t>(nus_values_.size());
  node.is_number = ups.is_zero() && nimber.is_zero();
  nodes_.push_back(node);
  nus_values_.push_back(key);
  nus_index_.emplace(std::move(key), id);
  return id;
}

std::uint64_t Store::nus_size_work(GameId g) const noexcept {
  const NusParts& parts = nus(g);
  return 1 + (parts.number.numerator().bit_length() + parts.ups.bit_length() + parts.nimber.bit_length()) / 64;
}

GameId Store::big_nus_sum(GameId a, GameId b) {
  // Exact arithmetic on big parts: linear in their size.
  count_work(nus_size_work(a) + nus_size_work(b));
  const NusParts& x = nus(a);
  const NusParts& y = nus(b);
  return make_nus(x.number + y.number, x.ups + y.ups, x.nimber ^ y.nimber);
}

GameId Store::big_nus_negative(GameId a) {
  count_work(nus_size_work(a));
  NusParts parts = nus(a);  // copy: make_nus may move nus_values_
  return make_nus(-parts.number, -parts.ups, parts.nimber);
}

bool Store::big_nus_leq(GameId a, GameId b) {
  count_work(nus_size_work(a) + nus_size_work(b));
  return nus_leq(nus(a), nus(b));
}

bool Store::nus_leq(const NusParts& a, const NusParts& b) {
  // a ≤ b iff d = b - a ≥ 0: a positive number part, or number part 0 and n·↑*m ≥ 0, which
  // holds for 0, for n ≥ 2, and for n = 1 unless m = 1 (↑* is fuzzy).
  int number_sign = (b.number - a.number).sign();
  if (number_sign != 0) {
    return number_sign > 0;
  }
  Integer ups = b.ups - a.ups;
  Integer nimber = b.nimber ^ a.nimber;
  if (ups.is_zero()) {
    return nimber.is_zero();
  }
  if (ups.sign() < 0) {
    return false;
  }
  return !(ups == Integer(1) && nimber == Integer(1));
}

// Canonical options of a nus value (CGSuite's forms, derived in docs/games.md):
//   x (number): {x - 2^-k | x + 2^-k}, or {n-1 |} / {| n+1} for integers;
//   x + *m: {x + *k | x + *k} for k < m;
//   x + ↑* = {x, x* | x};  x + n↑*m (n ≥ 1, otherwise) = {x | x + (n-1)↑*(m⊕1)}; negatives mirrored.
void Store::make_nus_options(GameId g) {
  NusParts parts = nus(g);  // copy: make_nus below may move nus_values_
  std::vector<GameId> left;
  std::vector<GameId> right;
  const Dyadic& x = parts.number;
  if (nodes_[g].is_number) {
    if (x.is_integer()) {
      if (x.sign() > 0) {
        left.push_back(make_number(x - Dyadic(1)));
      } else if (x.sign() < 0) {
        right.push_back(make_number(x + Dyadic(1)));
      }
    } else {
      Dyadic step(Integer(1), x.exponent());
      left.push_back(make_number(x - step));
      right.push_back(make_number(x + step));
    }
  } else if (parts.ups.is_zero()) {
    if (!parts.nimber.fits_int64() || parts.nimber.to_int64() > kMaxNusOptions) {
      throw LimitError("game too large: the options of *" + parts.nimber.to_string() + " are too many to list");
    }
    for (std::int64_t k = 0; k < parts.nimber.to_int64(); ++k) {
      left.push_back(make_nus(x, Integer(0), Integer(k)));
    }
    right = left;
  } else {
    // The options of n·↑ lead to (n-1)·↑ and so on: a general operation on it descends n deep.
    if (!parts.ups.fits_int64() || parts.ups.to_int64() > kMaxNusOptions || parts.ups.to_int64() < -kMaxNusOptions) {
      throw LimitError("game too large: " + parts.ups.to_string() + " ups take part in a general operation");
    }
    const int sign = parts.ups.sign();
    const bool star = parts.nimber == Integer(1);
    GameId base = make_number(x);
    if (star && (parts.ups == Integer(1) || parts.ups == Integer(-1))) {
      GameId base_star = make_nus(x, Integer(0), Integer(1));
      left.push_back(base);
      right.push_back(base);
      (sign > 0 ? left : right).push_back(base_star);
    } else {
      GameId toward_zero = make_nus(x, parts.ups - Integer(sign), parts.nimber ^ Integer(1));
      left.push_back(sign > 0 ? base : toward_zero);
      right.push_back(sign > 0 ? toward_zero : base);
    }
  }
  sort_unique(left);
  sort_unique(right);
  before_growth(pool_, left.size() + right.size());
  set_options(g, left, right);
}

}  // namespace cgt::partizan
