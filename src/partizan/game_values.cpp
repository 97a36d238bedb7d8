#include "cgt/game_values.hpp"

#include <algorithm>

#include "cgt/error.hpp"
#include "partizan/side_memo.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::as_game;
using partizan::current_state;
using partizan::DenseMemo;
using partizan::GameId;
using partizan::id_of;
using partizan::store;

namespace {

Integer number_birthday(const Dyadic& x) {
  Integer whole = x.sign() < 0 ? (-x).floor() : x.floor();
  if (x.is_integer()) {
    return whole;
  }
  return whole + Integer(1) + Integer::from_unsigned(x.exponent());
}

std::vector<GameId> lefts(GameId g) {
  return store().left_list(g);
}
std::vector<GameId> rights(GameId g) {
  return store().right_list(g);
}

}  // namespace

// Birthday of n·↑ + *m: the canonical forms {0 | (n-1)↑*(m⊕1)} form a chain down to
// n = 1 (where ↑* = {0,*|0} has birthday 2 and ↑*k = {0 | *(k⊕1)} has 1 + (k⊕1)).
Integer infinitesimal_nus_birthday(Integer n, const Integer& m) {
  if (n.sign() < 0) {
    n = -n;
  }
  if (n.is_zero()) {
    return m;
  }
  Integer last = n.is_odd() ? m : (m ^ Integer(1));  // the nimber when the chain reaches 1·↑
  if (last == Integer(1)) {
    return n + Integer(1);
  }
  return n + (last ^ Integer(1));
}

Integer birthday(Game g) {
  DenseMemo<Integer>& memo = current_state().memos.birthday;
  GameId id = id_of(g);
  if (store().is_nus(id)) {
    // x + G for infinitesimal G: every leaf 0 of G's tree becomes x.
    const NusParts& parts = store().nus(id);
    return number_birthday(parts.number) + infinitesimal_nus_birthday(parts.ups, parts.nimber);
  }
  if (const auto* known = memo.find(id)) {
    return *known;
  }
  Integer best(0);
  for (const auto& side : {lefts(id), rights(id)}) {
    for (GameId option : side) {
      best = std::max(best, birthday(as_game(option)));
    }
  }
  Integer result = best + Integer(1);
  memo.put(id, result);
  return result;
}

namespace {

// Left's stop is the largest right stop among G's left options, Right's the least left stop
// among its right options; a number is its own stop.
Dyadic stop(GameId id, bool left) {
  DenseMemo<Dyadic>* memos = current_state().memos.stop;
  if (store().is_nus(id)) {
    return store().nus(id).number;
  }
  DenseMemo<Dyadic>& memo = memos[left ? 0 : 1];
  if (const auto* known = memo.find(id)) {
    return *known;
  }
  const std::uint32_t count = left ? store().left_count(id) : store().right_count(id);
  auto option = [&](std::uint32_t i) { return left ? store().left_at(id, i) : store().right_at(id, i); };
  Dyadic best = stop(option(0), !left);
  for (std::uint32_t i = 1; i < count; ++i) {
    Dyadic next = stop(option(i), !left);
    best = left ? std::max(best, next) : std::min(best, next);
  }
  memo.put(id, best);
  return best;
}

}  // namespace

Dyadic left_stop(Game g) {
  return stop(id_of(g), true);
}

Dyadic right_stop(Game g) {
  return stop(id_of(g), false);
}

ConfusionInterval confusion_interval(Game g) {
  return {right_stop(g), left_stop(g)};
}

namespace {

// The line of `wall` just above temperature t (t itself excluded below).
const WallLine& line_just_below(const Trajectory& wall, const Dyadic& t) {
  std::size_t j = 0;
  const auto& breaks = wall.critical_temperatures();
  while (j < breaks.size() && breaks[j] >= t) {
    ++j;
  }
  return wall.lines()[j];
}

Dyadic meeting_point(const WallLine& left, const WallLine& right) {
  // left.b + left.s t = right.b + right.s t.
  Dyadic numerator = right.intercept - left.intercept;
  int d = left.slope - right.slope;
  Dyadic t = (d == 2 || d == -2) ? numerator.halved() : numerator;
  return d < 0 ? -t : t;
}

Thermograph compute_thermograph(GameId id) {
  Thermograph result;
  if (store().is_number(id)) {
    const Dyadic& x = store().nus(id).number;
    result.left_wall = Trajectory::constant(x);
    result.right_wall = Trajectory::constant(x);
    result.mast = x;
    result.temperature = x.is_integer() ? Dyadic(-1) : -Dyadic(Integer(1), x.exponent());
    return result;
  }
  if (store().is_nus(id)) {
    // x + n·↑ + *m: walls meet at x at temperature 0; below 0 the left wall is x - t unless
    // n ≤ -1 (and not ↓*), the right wall x + t unless n ≥ 1 (and not ↑*).
    const NusParts& parts = store().nus(id);
    const Dyadic& x = parts.number;
    const bool star_like =
        parts.ups.is_zero() || (parts.nimber == Integer(1) && (parts.ups == Integer(1) || parts.ups == Integer(-1)));
    Trajectory flat = Trajectory::constant(x).capped_at(Dyadic(0));
    Trajectory left_wall = Trajectory(WallLine{x, -1}).capped_at(Dyadic(0));
    Trajectory right_wall = Trajectory(WallLine{x, 1}).capped_at(Dyadic(0));
    result.left_wall = star_like || parts.ups.sign() > 0 ? left_wall : flat;
    result.right_wall = star_like || parts.ups.sign() < 0 ? right_wall : flat;
    result.mast = x;
    result.temperature = Dyadic(0);
    return result;
  }
  std::vector<GameId> left_ids = lefts(id);
  std::vector<GameId> right_ids = rights(id);
  Trajectory left_raw = thermograph(as_game(left_ids.at(0))).right_wall.tilted(-1);
  for (std::size_t i = 1; i < left_ids.size(); ++i) {
    left_raw = Trajectory::max(left_raw, thermograph(as_game(left_ids[i])).right_wall.tilted(-1));
  }
  Trajectory right_raw = thermograph(as_game(right_ids.at(0))).left_wall.tilted(1);
  for (std::size_t i = 1; i < right_ids.size(); ++i) {
    right_raw = Trajectory::min(right_raw, thermograph(as_game(right_ids[i])).left_wall.tilted(1));
  }
  // left - right does not increase with t: the walls meet at the least t where it is ≤ 0.
  std::vector<Dyadic> points{Dyadic(-1)};
  for (const auto* wall : {&left_raw, &right_raw}) {
    points.insert(points.end(), wall->critical_temperatures().begin(), wall->critical_temperatures().end());
  }
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  std::optional<Dyadic> meet;
  for (std::size_t i = 0; i < points.size() && !meet; ++i) {
    if (left_raw.at(points[i]) <= right_raw.at(points[i])) {
      meet = i == 0 ? points[0]
                    : meeting_point(line_just_below(left_raw, points[i]), line_just_below(right_raw, points[i]));
    }
  }
  if (!meet) {
    // Above every critical point both walls are single lines.
    meet = meeting_point(left_raw.lines().front(), right_raw.lines().front());
  }
  result.temperature = *meet;
  result.mast = left_raw.at(*meet);
  result.left_wall = left_raw.capped_at(*meet);
  result.right_wall = right_raw.capped_at(*meet);
  return result;
}

}  // namespace

const Thermograph& thermograph(Game g) {
  GameId id = id_of(g);
  auto& memo = current_state().memos.thermograph;
  if (auto it = memo.find(id); it != memo.end()) {
    return it->second;
  }
  Thermograph computed = compute_thermograph(id);
  return memo.emplace(id, std::move(computed)).first->second;
}

Dyadic mean(Game g) {
  if (GameId id = id_of(g); store().is_nus(id)) {
    return store().nus(id).number;
  }
  return thermograph(g).mast;
}

Dyadic temperature(Game g) {
  if (GameId id = id_of(g); store().is_nus(id) && !store().is_number(id)) {
    return Dyadic(0);  // x + n·↑ + *m: the walls meet at 0
  }
  return thermograph(g).temperature;
}

namespace {

Dyadic require_number(Game t, const char* what) {
  auto value = number_value(t);
  if (!value) {
    throw DomainError(std::string(what) + " must be a number");
  }
  return *value;
}

}  // namespace

Game cool(Game g, Game t) {
  Dyadic amount = require_number(t, "the cooling temperature");
  std::unordered_map<GameId, Game> memo;
  auto go = [&](auto& self, Game h) -> Game {
    if (is_number(h)) {
      return h;
    }
    if (auto it = memo.find(h.id()); it != memo.end()) {
      return it->second;
    }
    Game result;
    if (amount > temperature(h)) {
      result = number_game(mean(h));
    } else {
      std::vector<Game> left;
      std::vector<Game> right;
      for (Game option : left_options(h)) {
        left.push_back(self(self, option) - t);
      }
      for (Game option : right_options(h)) {
        right.push_back(self(self, option) + t);
      }
      result = game_from_options(std::move(left), std::move(right));
    }
    memo.emplace(h.id(), result);
    return result;
  };
  return go(go, g);
}

Game heat(Game g, Game t) {
  std::unordered_map<GameId, Game> memo;
  auto go = [&](auto& self, Game h) -> Game {
    if (is_number(h)) {
      return h;
    }
    if (auto it = memo.find(h.id()); it != memo.end()) {
      return it->second;
    }
    std::vector<Game> left;
    std::vector<Game> right;
    for (Game option : left_options(h)) {
      left.push_back(self(self, option) + t);
    }
    for (Game option : right_options(h)) {
      right.push_back(self(self, option) - t);
    }
    Game result = game_from_options(std::move(left), std::move(right));
    memo.emplace(h.id(), result);
    return result;
  };
  return go(go, g);
}

Game multiple(const Integer& n, Game u) {
  if (auto parts = nus_parts(u)) {
    Integer nimber = n.is_odd() ? parts->nimber : Integer(0);
    return nus_game(parts->number * Dyadic(n), parts->ups * n, nimber);
  }
  if (n.sign() < 0) {
    return multiple(-n, -u);
  }
  if (n.bit_length() > 40) {
    throw LimitError("game too large: " + n.to_string() + " copies of a game");
  }
  // Binary doubling: O(log n) sums.
  Game result;
  Game power = u;
  for (std::uint64_t bit = 0; bit < n.bit_length(); ++bit) {
    if (n.bit(bit)) {
      result += power;
    }
    if (bit + 1 < n.bit_length()) {
      power += power;
    }
  }
  return result;
}

Game overheat(Game g, Game s, Game t) {
  std::unordered_map<GameId, Game> memo;
  auto go = [&](auto& self, Game h) -> Game {
    if (auto x = number_value(h); x && x->is_integer()) {
      return multiple(x->numerator(), s);
    }
    if (auto it = memo.find(h.id()); it != memo.end()) {
      return it->second;
    }
    std::vector<Game> left;
    std::vector<Game> right;
    for (Game option : left_options(h)) {
      left.push_back(self(self, option) + t);
    }
    for (Game option : right_options(h)) {
      right.push_back(self(self, option) - t);
    }
    Game result = game_from_options(std::move(left), std::move(right));
    memo.emplace(h.id(), result);
    return result;
  };
  return go(go, g);
}

std::vector<Game> left_incentives(Game g) {
  std::vector<Game> result;
  for (Game option : left_options(g)) {
    result.push_back(option - g);
  }
  return result;
}

std::vector<Game> right_incentives(Game g) {
  std::vector<Game> result;
  for (Game option : right_options(g)) {
    result.push_back(g - option);
  }
  return result;
}

Game norton(Game g, Game u) {
  std::vector<Game> incentives = left_incentives(u);
  for (Game i : right_incentives(u)) {
    incentives.push_back(i);
  }
  std::unordered_map<GameId, Game> memo;
  auto go = [&](auto& self, Game h) -> Game {
    if (auto x = number_value(h); x && x->is_integer()) {
      return multiple(x->numerator(), u);
    }
    if (auto it = memo.find(h.id()); it != memo.end()) {
      return it->second;
    }
    std::vector<Game> left;
    std::vector<Game> right;
    for (Game option : left_options(h)) {
      Game base = self(self, option) + u;
      for (Game delta : incentives) {
        left.push_back(base + delta);
      }
    }
    for (Game option : right_options(h)) {
      Game base = self(self, option) - u;
      for (Game delta : incentives) {
        right.push_back(base - delta);
      }
    }
    Game result = game_from_options(std::move(left), std::move(right));
    memo.emplace(h.id(), result);
    return result;
  };
  return go(go, g);
}

// G : H recurses through H's positions, one level per day of H's birthday; deeper recursion
// would exhaust the stack (888 : 888888888 once did). Same bound as ^<n> and ^[n].
constexpr std::int64_t kMaxOrdinalSumDepth = 4096;

Game ordinal_sum(Game g, Game h) {
  if (Integer depth = birthday(h); depth > Integer(kMaxOrdinalSumDepth)) {
    throw LimitError("game too large: G : H with H born on day " + depth.to_string() + " (at most " +
                     std::to_string(kMaxOrdinalSumDepth) + ")");
  }
  std::vector<Game> base_left = left_options(g);
  std::vector<Game> base_right = right_options(g);
  std::unordered_map<GameId, Game> memo;
  auto go = [&](auto& self, Game k) -> Game {
    if (k == Game()) {
      return g;
    }
    if (auto it = memo.find(k.id()); it != memo.end()) {
      return it->second;
    }
    std::vector<Game> left = base_left;
    std::vector<Game> right = base_right;
    for (Game option : left_options(k)) {
      left.push_back(self(self, option));
    }
    for (Game option : right_options(k)) {
      right.push_back(self(self, option));
    }
    Game result = game_from_options(std::move(left), std::move(right));
    memo.emplace(k.id(), result);
    return result;
  };
  return go(go, h);
}

bool is_nimber(Game g) {
  auto parts = nus_parts(g);
  return parts && parts->number.is_zero() && parts->ups.is_zero();
}

bool is_infinitesimal(Game g) {
  if (auto zero = store().stops_zero(id_of(g))) {
    return *zero;
  }
  return left_stop(g).is_zero() && right_stop(g).is_zero();
}

bool is_all_small(Game g) {
  DenseMemo<bool>& memo = current_state().memos.all_small;
  GameId id = id_of(g);
  if (auto parts = nus_parts(g)) {
    return parts->number.is_zero();
  }
  if (const auto* known = memo.find(id)) {
    return *known;
  }
  bool result = true;
  for (const auto& side : {lefts(id), rights(id)}) {
    for (GameId option : side) {
      result = result && is_all_small(as_game(option));
    }
  }
  memo.put(id, result);
  return result;
}

namespace {

void check_up_index(const Integer& n, const char* notation) {
  if (n.sign() <= 0) {
    throw DomainError(std::string(notation) + " needs n >= 1, not " + n.to_string());
  }
  if (!n.fits_int64() || n.to_int64() > kMaxUpIndex) {
    throw LimitError("game too large: " + std::string(notation) + " with n = " + n.to_string() + " (at most " +
                     std::to_string(kMaxUpIndex) + ")");
  }
}
}  // namespace

Game up_power(const Integer& n) {
  check_up_index(n, "^<n>");
  // ↑^1 = ↑ and ↑^n = {0 | ↓^[n-1] *}, where ↓^[k] = -(↑ + ↑² + … + ↑^k).
  if (n == Integer(1)) {
    return nus_game(Dyadic(0), Integer(1), Integer(0));
  }
  return game_from_options({Game()}, {-up_sum(n - Integer(1)) + nimber_game(Integer(1))});
}

Game up_sum(const Integer& n) {
  check_up_index(n, "^[n]");
  Game star = nimber_game(Integer(1));
  auto& known = current_state().memos.up_sums;
  std::int64_t target = n.to_int64();
  std::int64_t k = 1;
  Game result = nus_game(Dyadic(0), Integer(1), Integer(0));
  for (std::int64_t j = target; j > 1; --j) {
    if (auto it = known.find(j); it != known.end()) {
      k = j;
      result = as_game(it->second);
      break;
    }
  }
  for (; k < target; ++k) {
    result = game_from_options({result}, {star});  // ↑^[k+1] = {↑^[k] | *}
    known.emplace(k + 1, result.id());
  }
  return result;
}

Game tiny(Game x) {
  return game_from_options({Game()}, {game_from_options({Game()}, {-x})});
}
Game miny(Game x) {
  return -tiny(x);
}
Game switch_game(Game x) {
  return game_from_options({x}, {-x});
}

// --- Reduced canonical form -------------------------------------------------------------------

namespace {
// a ≥ b modulo infinitesimals: the right stop of a - b is ≥ 0.
bool inf_geq(Game a, Game b) {
  return right_stop(a - b).sign() >= 0;
}
}  // namespace

Game reduced_canonical(Game g) {
  DenseMemo<GameId>& memo = current_state().memos.reduced;
  id_of(g);
  if (left_stop(g) == right_stop(g)) {
    return number_game(left_stop(g));
  }
  if (const auto* known = memo.find(g.id())) {
    return as_game(*known);
  }
  std::vector<Game> left;
  std::vector<Game> right;
  for (Game option : left_options(g)) {
    left.push_back(reduced_canonical(option));
  }
  for (Game option : right_options(g)) {
    right.push_back(reduced_canonical(option));
  }
  // Remove options dominated modulo infinitesimals, and bypass those reversible modulo
  // infinitesimals, until neither applies (Grossman–Siegel).
  auto prune = [](std::vector<Game>& options, bool keep_largest) {
    std::vector<Game> kept;
    for (std::size_t i = 0; i < options.size(); ++i) {
      bool dominated = false;
      for (std::size_t j = 0; j < options.size() && !dominated; ++j) {
        if (i == j) {
          continue;
        }
        bool i_le_j = keep_largest ? inf_geq(options[j], options[i]) : inf_geq(options[i], options[j]);
        bool j_le_i = keep_largest ? inf_geq(options[i], options[j]) : inf_geq(options[j], options[i]);
        // Equivalent options: keep the first only.
        dominated = i_le_j && (!j_le_i || j < i);
      }
      if (!dominated) {
        kept.push_back(options[i]);
      }
    }
    options = std::move(kept);
  };
  for (bool changed = true; changed;) {
    changed = false;
    prune(left, true);
    prune(right, false);
    Game current = game_from_options(left, right);
    std::vector<Game> new_left;
    for (Game a : left) {
      bool reversed = false;
      for (Game ar : right_options(a)) {
        if (inf_geq(current, ar)) {
          for (Game arl : left_options(ar)) {
            new_left.push_back(arl);
          }
          reversed = true;
          break;
        }
      }
      if (!reversed) {
        new_left.push_back(a);
      }
      changed = changed || reversed;
    }
    std::vector<Game> new_right;
    for (Game b : right) {
      bool reversed = false;
      for (Game bl : left_options(b)) {
        if (inf_geq(bl, current)) {
          for (Game blr : right_options(bl)) {
            new_right.push_back(blr);
          }
          reversed = true;
          break;
        }
      }
      if (!reversed) {
        new_right.push_back(b);
      }
      changed = changed || reversed;
    }
    left = std::move(new_left);
    right = std::move(new_right);
  }
  Game result = game_from_options(left, right);
  if (left_stop(result) == right_stop(result)) {
    result = number_game(left_stop(result));
  }
  memo.put(g.id(), result.id());
  return result;
}

// --- Atomic weight ----------------------------------------------------------------------------

namespace {

// The largest nimber met in G's positions (memoised per game).
Integer largest_nimber(Game g) {
  DenseMemo<Integer>& memo = current_state().memos.largest_nimber;
  if (auto parts = nus_parts(g)) {
    // The positions of x + n·↑ + *m hold the nimbers up to m and m ⊕ 1.
    return std::max(parts->nimber, parts->nimber ^ Integer(1));
  }
  if (const auto* known = memo.find(g.id())) {
    return *known;
  }
  Integer largest(0);
  const GameId id = g.id();
  for (std::uint32_t i = 0; i < store().left_count(id); ++i) {
    largest = std::max(largest, largest_nimber(as_game(store().left_at(id, i))));
  }
  for (std::uint32_t i = 0; i < store().right_count(id); ++i) {
    largest = std::max(largest, largest_nimber(as_game(store().right_at(id, i))));
  }
  memo.put(id, largest);
  return largest;
}

// A nimber larger than every nimber met in G's positions: the "remote star" of the atomic
// weight calculus, which no position of G can tell apart from a far larger one.
Game remote_star(Game g) {
  Integer largest = largest_nimber(g);
  Integer power(1);
  while (power <= largest) {
    power = power << 1;
  }
  return nimber_game(power);
}

// Atomic weights do not depend on which remote star is used (any star remote enough for G is
// remote enough for its options), so one memo serves every call.
std::optional<Game> atomic_weight_of(Game g, Game far_star, Game two, DenseMemo<std::optional<GameId>>& memo) {
  if (const auto* known = memo.find(g.id())) {
    return known->has_value() ? std::optional<Game>(as_game(**known)) : std::nullopt;
  }
  if (auto parts = nus_parts(g)) {
    std::optional<Game> weight;
    if (parts->number.is_zero()) {
      weight = number_game(Dyadic(parts->ups));
    }
    memo.put(g.id(), weight ? std::optional<GameId>(weight->id()) : std::nullopt);
    return weight;
  }
  std::optional<Game> result;
  std::vector<Game> left;
  std::vector<Game> right;
  bool atomic = true;
  // A move to a game that is not infinitesimal (Left threatening a positive number, say) must
  // be answered at once: the option is bypassed through the opponent's best infinitesimal
  // reply, whose weight must then not beat G's own (checked below, as for a reversible
  // option); without such a reply G is not atomic.
  std::vector<Game> left_replies;
  std::vector<Game> right_replies;
  auto weight_of_infinitesimal = [&](Game option) -> std::optional<Game> {
    if (!is_infinitesimal(option)) {
      return std::nullopt;
    }
    return atomic_weight_of(option, far_star, two, memo);
  };
  for (int side = 0; side < 2 && atomic; ++side) {
    const bool is_left = side == 0;
    for (Game option : is_left ? left_options(g) : right_options(g)) {
      std::vector<Game> effective{option};
      if (!is_infinitesimal(option)) {
        // The opponent's reply with the best weight for the opponent.
        std::optional<Game> best_reply;
        std::optional<Game> best_weight;
        for (Game reply : is_left ? right_options(option) : left_options(option)) {
          auto w = weight_of_infinitesimal(reply);
          if (!w) {
            continue;
          }
          if (!best_weight || (is_left ? leq(*w, *best_weight) : leq(*best_weight, *w))) {
            best_reply = reply;
            best_weight = w;
          }
        }
        if (!best_reply) {
          atomic = false;
          break;
        }
        (is_left ? left_replies : right_replies).push_back(*best_weight);
        effective = is_left ? left_options(*best_reply) : right_options(*best_reply);
      }
      for (Game e : effective) {
        auto w = weight_of_infinitesimal(e);
        if (!w) {
          atomic = false;
          break;
        }
        (is_left ? left : right).push_back(is_left ? *w - two : *w + two);
      }
      if (!atomic) {
        break;
      }
    }
  }
  if (atomic) {
    Game candidate = game_from_options(left, right);
    auto value = number_value(candidate);
    if (!value || !value->is_integer()) {
      result = candidate;
    } else {
      // The eccentric case: the weight is an integer n with every aw(G^L) - 2 ◁ n ◁ every
      // aw(G^R) + 2: the largest such if G ⧐ ☆, the least if G ⧏ ☆, else the simplest.
      bool above = !leq(g, far_star);
      bool below = !leq(far_star, g);
      auto fits = [&](const Integer& n) {
        Game ng = number_game(Dyadic(n));
        return std::none_of(left.begin(), left.end(), [&](Game l) { return leq(ng, l); }) &&
               std::none_of(right.begin(), right.end(), [&](Game r) { return leq(r, ng); });
      };
      Integer n = value->numerator();
      if (above && !below) {
        if (right.empty()) {
          atomic = false;
        } else {
          while (fits(n + Integer(1))) {
            n += Integer(1);
          }
        }
      } else if (below && !above) {
        if (left.empty()) {
          atomic = false;
        } else {
          while (fits(n - Integer(1))) {
            n -= Integer(1);
          }
        }
      }
      if (atomic) {
        result = number_game(Dyadic(n));
      }
    }
  }
  if (result) {
    for (Game w : left_replies) {
      if (!leq(w, *result)) {
        result.reset();
        break;
      }
    }
  }
  if (result) {
    for (Game w : right_replies) {
      if (!leq(*result, w)) {
        result.reset();
        break;
      }
    }
  }
  memo.put(g.id(), result ? std::optional<GameId>(result->id()) : std::nullopt);
  return result;
}

}  // namespace

std::optional<Game> atomic_weight(Game g) {
  if (auto parts = nus_parts(g)) {
    if (!parts->number.is_zero()) {
      return std::nullopt;
    }
    return number_game(Dyadic(parts->ups));
  }
  if (!is_infinitesimal(g)) {
    return std::nullopt;
  }
  return atomic_weight_of(g, remote_star(g), number_game(Dyadic(2)), current_state().memos.atomic_weight);
}

}  // namespace cgt
