#include "partizan/store.hpp"

#include <algorithm>
#include <climits>
#include <string>

#include "cgt/error.hpp"
#include "partizan/number_simplest.hpp"

namespace cgt::partizan {

namespace {

// A nimber or up-multiple whose options would be materialised must stay below this many
// options, so that *10^9 on a general path ends with a LimitError instead of exhausting memory.
constexpr std::int64_t kMaxNusOptions = 512;

std::uint64_t pair_key(GameId a, GameId b) {
  return (std::uint64_t{a} << 32) | b;
}

void sort_unique(std::vector<GameId>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

Store::Store(Context& context) : context_(context) {
  small_slots_.assign(1024, kNoGame);
  dense_leq_.assign(std::size_t{kDense} * kDense / 32, 0);
  // Id 0 is the game 0, so that a default-constructed Game is zero.
  make_nus(Dyadic(0), Integer(0), Integer(0));
}

std::size_t Store::bytes_held() const noexcept {
  // Hash maps: a node per entry (key, value, next pointer, cached hash) and a bucket pointer.
  constexpr std::size_t kMapEntryOverhead = 4 * sizeof(void*);
  std::size_t bytes = nodes_.capacity() * sizeof(Node) + pool_.capacity() * sizeof(GameId) +
                      nus_values_.capacity() * sizeof(NusParts) + small_slots_.capacity() * sizeof(GameId) +
                      dense_leq_.capacity() * sizeof(std::uint64_t) + add_cache_.bytes_held() + leq_cache_.bytes_held();
  bytes += nus_index_.size() * (sizeof(NusParts) + sizeof(GameId) + kMapEntryOverhead);
  // The general index keeps a copy of each game's option list as its key.
  bytes += general_index_.size() * (sizeof(std::vector<GameId>) + sizeof(GameId) + kMapEntryOverhead);
  bytes += (pool_.size() + general_index_.size()) * sizeof(GameId);
  return bytes;
}

void Store::check_limit() const {
  if (nodes_.size() >= limit) {
    throw LimitError("game too large: the store of canonical games reached its limit of " + std::to_string(limit) +
                     " distinct games");
  }
}

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
  if (++small_count_ * 4 > small_slots_.size() * 3) {
    grow_small_slots();
  }
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

bool Store::small_leq(const SmallNus& a, const SmallNus& b) {
  std::uint32_t k = std::max(a.exponent, b.exponent);
  std::int64_t x = a.numerator * (std::int64_t{1} << (k - a.exponent));
  std::int64_t y = b.numerator * (std::int64_t{1} << (k - b.exponent));
  if (x != y) {
    return x < y;
  }
  std::int64_t ups = b.ups - a.ups;
  std::int64_t nimber = a.nimber ^ b.nimber;
  if (ups == 0) {
    return nimber == 0;
  }
  return ups > 0 && !(ups == 1 && nimber == 1);
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
  auto id = static_cast<GameId>(nodes_.size());
  Node node;
  node.nus = static_cast<std::int32_t>(nus_values_.size());
  node.is_number = ups.is_zero() && nimber.is_zero();
  nodes_.push_back(node);
  nus_values_.push_back(key);
  nus_index_.emplace(std::move(key), id);
  return id;
}

void Store::set_options(GameId g, const std::vector<GameId>& left, const std::vector<GameId>& right) {
  Node& node = nodes_[g];
  node.left_begin = static_cast<std::uint32_t>(pool_.size());
  node.left_count = static_cast<std::uint32_t>(left.size());
  pool_.insert(pool_.end(), left.begin(), left.end());
  node.right_begin = static_cast<std::uint32_t>(pool_.size());
  node.right_count = static_cast<std::uint32_t>(right.size());
  pool_.insert(pool_.end(), right.begin(), right.end());
  node.options_ready = true;
}

GameId Store::intern_general(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  // The lookup key is built in a reused buffer; it is copied only when a new game is stored.
  std::vector<GameId>& key = key_buffer_;
  key.clear();
  key.push_back(static_cast<GameId>(left.size()));
  key.insert(key.end(), left.begin(), left.end());
  key.insert(key.end(), right.begin(), right.end());
  if (auto it = general_index_.find(key); it != general_index_.end()) {
    return it->second;
  }
  check_limit();
  count_work();
  auto id = static_cast<GameId>(nodes_.size());
  nodes_.push_back(Node{});
  set_options(id, left, right);
  // Stops of a non-number: LS = max RS(G^L), RS = min LS(G^R) (both sides are non-empty).
  bool known = !left.empty() && !right.empty();
  std::int64_t ls = INT64_MIN;
  std::int64_t rs = INT64_MAX;
  for (GameId o : left) {
    known = known && nodes_[o].stops_known;
    ls = std::max(ls, nodes_[o].right_stop);
  }
  for (GameId o : right) {
    known = known && nodes_[o].stops_known;
    rs = std::min(rs, nodes_[o].left_stop);
  }
  if (known) {
    nodes_[id].stops_known = true;
    nodes_[id].left_stop = ls;
    nodes_[id].right_stop = rs;
  }
  general_index_.emplace(key, id);
  return id;
}

// Canonical options of a nus value (CGSuite's forms, derived in docs/games.md):
//   x (number): {x - 2^-k | x + 2^-k}, or {n-1 |} / {| n+1} for integers;
//   x + *m: {x + *k | x + *k} for k < m;
//   x + ↑* = {x, x* | x};  x + n↑*m (n ≥ 1, otherwise) = {x | x + (n-1)↑*(m⊕1)}; negatives mirrored.
void Store::ensure_options(GameId g) {
  if (nodes_[g].options_ready) {
    return;
  }
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
    // The options of n·↑ lead to (n-1)·↑ and so on: a general operation on it recurses n deep.
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
  set_options(g, left, right);
}

std::vector<GameId> Store::left_list(GameId g) {
  ensure_options(g);
  const Node& node = nodes_[g];
  return {pool_.begin() + node.left_begin, pool_.begin() + node.left_begin + node.left_count};
}

std::vector<GameId> Store::right_list(GameId g) {
  ensure_options(g);
  const Node& node = nodes_[g];
  return {pool_.begin() + node.right_begin, pool_.begin() + node.right_begin + node.right_count};
}

// ---------------------------------------------------------------------------------------------
// Comparison

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

bool Store::leq(GameId a, GameId b) {
  if (a == b) {
    return true;
  }
  if (is_nus(a) && is_nus(b)) {
    if (nodes_[a].small && nodes_[b].small) {
      return small_leq(nodes_[a].small_value, nodes_[b].small_value);
    }
    return nus_leq(nus(a), nus(b));
  }
  {
    const Node& x = nodes_[a];
    const Node& y = nodes_[b];
    if (x.stops_known && y.stops_known && (x.left_stop > y.left_stop || x.right_stop > y.right_stop)) {
      return false;
    }
  }
  if (a < kDense && b < kDense) {
    if (unsigned known = dense_get(a, b)) {
      return known == 2;
    }
    bool result = compute_leq(a, b);
    dense_set(a, b, result);
    return result;
  }
  std::uint64_t key = pair_key(a, b);
  count_work(kLeqProbeWork);
  if (const std::uint32_t* cached = leq_cache_.find(key)) {
    return *cached != 0;
  }
  bool result = compute_leq(a, b);
  context_.admit_bytes(leq_cache_.growth_bytes());
  leq_cache_.insert(key, result ? 1 : 0);
  return result;
}

bool Store::compute_leq(GameId a, GameId b) {
  count_work();
  // a ≤ b iff no a^L ≥ b and no b^R ≤ a. Against a number x only the other game's options
  // matter (number avoidance): x ≤ H iff no H^R ≤ x, when H is not a number.
  if (is_number(a)) {
    for (std::uint32_t i = 0; i < right_count(b); ++i) {
      if (leq(right_at(b, i), a)) {
        return false;
      }
    }
    return true;
  }
  if (is_number(b)) {
    for (std::uint32_t i = 0; i < left_count(a); ++i) {
      if (leq(b, left_at(a, i))) {
        return false;
      }
    }
    return true;
  }
  ensure_options(a);
  ensure_options(b);
  for (std::uint32_t i = 0; i < right_count(b); ++i) {
    if (leq(right_at(b, i), a)) {
      return false;
    }
  }
  for (std::uint32_t i = 0; i < left_count(a); ++i) {
    if (leq(b, left_at(a, i))) {
      return false;
    }
  }
  return true;
}

bool Store::leq_game_form(GameId x, const Form& g) {
  count_work();
  // x ≤ G iff no G^R ≤ x and no x^L ≥ G.
  std::uint64_t key = (std::uint64_t{x} << 1) | 0;
  if (const bool* known = g.memo->find(key)) {
    return *known;
  }
  bool result = true;
  for (GameId r : *g.right) {
    if (leq(r, x)) {
      result = false;
      break;
    }
  }
  if (result) {
    ensure_options(x);
    for (std::uint32_t i = 0; i < left_count(x); ++i) {
      if (leq_form_game(g, left_at(x, i))) {
        result = false;
        break;
      }
    }
  }
  g.memo->insert(key, result);
  return result;
}

bool Store::leq_form_game(const Form& g, GameId y) {
  count_work();
  // G ≤ y iff no G^L ≥ y and no y^R ≤ G.
  std::uint64_t key = (std::uint64_t{y} << 1) | 1;
  if (const bool* known = g.memo->find(key)) {
    return *known;
  }
  bool result = true;
  for (GameId l : *g.left) {
    if (leq(y, l)) {
      result = false;
      break;
    }
  }
  if (result) {
    ensure_options(y);
    for (std::uint32_t i = 0; i < right_count(y); ++i) {
      if (leq_game_form(right_at(y, i), g)) {
        result = false;
        break;
      }
    }
  }
  g.memo->insert(key, result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Construction

void Store::keep_extremes(std::vector<GameId>& options, bool keep_largest) {
  sort_unique(options);
  if (options.size() < 2) {
    return;
  }
  // Every pair may be compared, cached or not: charged so that the work limit also bounds sums
  // with large nimbers (^[2] + *440 builds 440 games of up to 440 options each).
  count_work(options.size() * (options.size() - 1) / 2);
  std::vector<bool> dominated(options.size(), false);
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (dominated[i]) {
      continue;
    }
    for (std::size_t j = 0; j < options.size(); ++j) {
      if (i == j || dominated[j]) {
        continue;
      }
      // Distinct ids are distinct values, so ≤ here is strict.
      bool i_worse = keep_largest ? leq(options[i], options[j]) : leq(options[j], options[i]);
      if (i_worse) {
        dominated[i] = true;
        break;
      }
    }
  }
  std::size_t out = 0;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (!dominated[i]) {
      options[out++] = options[i];
    }
  }
  options.resize(out);
}

std::optional<GameId> Store::number_form(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  // {a | b} with numbers a < b is the simplest number between them (and one-sided forms the
  // simplest number beyond); with dominated options gone, each side has at most one number.
  for (GameId id : left) {
    if (!is_number(id)) {
      return std::nullopt;
    }
  }
  for (GameId id : right) {
    if (!is_number(id)) {
      return std::nullopt;
    }
  }
  if (left.size() > 1 || right.size() > 1) {
    return std::nullopt;
  }
  std::optional<Dyadic> low;
  std::optional<Dyadic> high;
  if (!left.empty()) {
    low = nus(left[0]).number;
  }
  if (!right.empty()) {
    high = nus(right[0]).number;
  }
  if (low && high && !(*low < *high)) {
    return std::nullopt;
  }
  return make_number(simplest_number_between(low, high));
}

std::optional<GameId> Store::recognize_nus(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  if (left.empty() || right.empty()) {
    return std::nullopt;
  }
  for (GameId id : left) {
    if (!is_nus(id)) {
      return std::nullopt;
    }
  }
  for (GameId id : right) {
    if (!is_nus(id)) {
      return std::nullopt;
    }
  }
  const Dyadic x = nus(left[0]).number;
  for (const auto* side : {&left, &right}) {
    for (GameId id : *side) {
      if (nus(id).number != x) {
        return std::nullopt;
      }
    }
  }
  GameId base = make_number(x);
  // x + *m: both sides are exactly {x + *k : k < m}.
  if (left == right) {
    std::vector<Integer> nimbers;
    for (GameId id : left) {
      if (!nus(id).ups.is_zero()) {
        return std::nullopt;
      }
      nimbers.push_back(nus(id).nimber);
    }
    std::sort(nimbers.begin(), nimbers.end());
    for (std::size_t k = 0; k < nimbers.size(); ++k) {
      if (nimbers[k] != Integer(static_cast<std::int64_t>(k))) {
        return std::nullopt;
      }
    }
    return make_nus(x, Integer(0), Integer(static_cast<std::int64_t>(nimbers.size())));
  }
  GameId base_star = make_nus(x, Integer(0), Integer(1));
  std::vector<GameId> pair{base, base_star};
  sort_unique(pair);
  if (left == pair && right.size() == 1 && right[0] == base) {
    return make_nus(x, Integer(1), Integer(1));
  }
  if (right == pair && left.size() == 1 && left[0] == base) {
    return make_nus(x, Integer(-1), Integer(1));
  }
  if (left.size() == 1 && right.size() == 1) {
    if (left[0] == base) {
      const NusParts& r = nus(right[0]);
      if (r.ups.sign() >= 0 && !(r.ups.is_zero() && r.nimber.is_zero())) {
        return make_nus(x, r.ups + Integer(1), r.nimber ^ Integer(1));
      }
    }
    if (right[0] == base) {
      const NusParts& l = nus(left[0]);
      if (l.ups.sign() <= 0 && !(l.ups.is_zero() && l.nimber.is_zero())) {
        return make_nus(x, l.ups - Integer(1), l.nimber ^ Integer(1));
      }
    }
  }
  return std::nullopt;
}

GameId Store::construct(std::vector<GameId> left, std::vector<GameId> right) {
  count_work();
  keep_extremes(left, true);
  keep_extremes(right, false);
  if (auto number = number_form(left, right)) {
    return *number;
  }
  FormMemo memo;
  // Bypass reversible options until none is left. The form {left | right} keeps its value at
  // every step, so comparisons against the current form are valid throughout. New option
  // lists are only built once a reversible option is found.
  for (;;) {
    Form form{&left, &right, &memo};
    bool changed = false;
    std::vector<GameId> new_left;
    for (std::size_t k = 0; k < left.size(); ++k) {
      GameId a = left[k];
      bool reversed = false;
      ensure_options(a);
      for (std::uint32_t i = 0; i < right_count(a) && !reversed; ++i) {
        GameId ar = right_at(a, i);
        if (leq_game_form(ar, form)) {
          if (!changed) {
            new_left.assign(left.begin(), left.begin() + static_cast<std::ptrdiff_t>(k));
            changed = true;
          }
          ensure_options(ar);
          for (std::uint32_t j = 0; j < left_count(ar); ++j) {
            new_left.push_back(left_at(ar, j));
          }
          reversed = true;
        }
      }
      if (!reversed && changed) {
        new_left.push_back(a);
      }
    }
    const bool left_changed = changed;
    changed = false;
    std::vector<GameId> new_right;
    for (std::size_t k = 0; k < right.size(); ++k) {
      GameId b = right[k];
      bool reversed = false;
      ensure_options(b);
      for (std::uint32_t i = 0; i < left_count(b) && !reversed; ++i) {
        GameId bl = left_at(b, i);
        if (leq_form_game(form, bl)) {
          if (!changed) {
            new_right.assign(right.begin(), right.begin() + static_cast<std::ptrdiff_t>(k));
            changed = true;
          }
          ensure_options(bl);
          for (std::uint32_t j = 0; j < right_count(bl); ++j) {
            new_right.push_back(right_at(bl, j));
          }
          reversed = true;
        }
      }
      if (!reversed && changed) {
        new_right.push_back(b);
      }
    }
    const bool right_changed = changed;
    if (!left_changed && !right_changed) {
      break;
    }
    if (left_changed) {
      left = std::move(new_left);
      keep_extremes(left, true);
    }
    if (right_changed) {
      right = std::move(new_right);
      keep_extremes(right, false);
    }
    memo.clear();
    if (auto number = number_form(left, right)) {
      return *number;
    }
  }
  if (auto value = recognize_nus(left, right)) {
    return *value;
  }
  return intern_general(left, right);
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

GameId Store::negate(GameId a) {
  if (is_nus(a)) {
    if (nodes_[a].small) {
      SmallNus v = nodes_[a].small_value;
      return make_small(SmallNus{-v.numerator, v.exponent, -v.ups, v.nimber});
    }
    NusParts parts = nus(a);
    return make_nus(-parts.number, -parts.ups, parts.nimber);
  }
  if (nodes_[a].negative != kNoGame) {
    return nodes_[a].negative;
  }
  // Negation maps a canonical form to a canonical form: no simplification needed.
  std::vector<GameId> left;
  std::vector<GameId> right;
  for (std::uint32_t i = 0; i < right_count(a); ++i) {
    left.push_back(negate(right_at(a, i)));
  }
  for (std::uint32_t i = 0; i < left_count(a); ++i) {
    right.push_back(negate(left_at(a, i)));
  }
  sort_unique(left);
  sort_unique(right);
  GameId result = intern_general(left, right);
  nodes_[a].negative = result;
  nodes_[result].negative = a;
  return result;
}

GameId Store::add(GameId a, GameId b) {
  if (a == 0) {
    return b;
  }
  if (b == 0) {
    return a;
  }
  if (is_nus(a) && is_nus(b)) {
    if (nodes_[a].small && nodes_[b].small) {
      return add_small(nodes_[a].small_value, nodes_[b].small_value);
    }
    count_work();  // exact arithmetic on big parts
    const NusParts& x = nus(a);
    const NusParts& y = nus(b);
    return make_nus(x.number + y.number, x.ups + y.ups, x.nimber ^ y.nimber);
  }
  if (a > b) {
    std::swap(a, b);
  }
  std::uint64_t key = pair_key(a, b);
  if (const std::uint32_t* cached = add_cache_.find(key)) {
    return *cached;
  }
  GameId result = compute_add(a, b);
  context_.admit_bytes(add_cache_.growth_bytes());
  add_cache_.insert(key, result);
  return result;
}

GameId Store::compute_add(GameId a, GameId b) {
  if (is_number(b)) {
    std::swap(a, b);
  }
  std::vector<GameId> left;
  std::vector<GameId> right;
  if (is_number(a)) {
    // Number translation: x + H = {x + H^L | x + H^R} when H is not a number, and this form
    // is canonical when H is (translation preserves domination and reversibility).
    for (std::uint32_t i = 0; i < left_count(b); ++i) {
      left.push_back(add(a, left_at(b, i)));
    }
    for (std::uint32_t i = 0; i < right_count(b); ++i) {
      right.push_back(add(a, right_at(b, i)));
    }
    sort_unique(left);
    sort_unique(right);
    return intern_general(left, right);
  }
  ensure_options(a);
  ensure_options(b);
  for (std::uint32_t i = 0; i < left_count(a); ++i) {
    left.push_back(add(left_at(a, i), b));
  }
  for (std::uint32_t i = 0; i < left_count(b); ++i) {
    left.push_back(add(a, left_at(b, i)));
  }
  for (std::uint32_t i = 0; i < right_count(a); ++i) {
    right.push_back(add(right_at(a, i), b));
  }
  for (std::uint32_t i = 0; i < right_count(b); ++i) {
    right.push_back(add(a, right_at(b, i)));
  }
  return construct(std::move(left), std::move(right));
}

}  // namespace cgt::partizan
