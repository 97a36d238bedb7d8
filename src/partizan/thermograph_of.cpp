// The thermograph of a game (hence its mean and temperature), memoised per game: built from
// the walls of its options' thermographs, by a walk over its positions.

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::GameId;
using partizan::State;
using partizan::Store;

namespace {

using ThermographMemo = std::unordered_map<GameId, Thermograph>;

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

// A wall of the number x on [-1, ∞). An integer's is the constant x. For x = m/2^k (k ≥ 1) the
// walls are its scaffolds up to -1/2^k: below its temperature a wall is where play with a
// bonus of -t per move ends when both players must move, Left first for the left wall (to
// x - 1/2^k), then Right (up by the step of that number), and so on — every move is forced, as
// a number has one option a side — until a number whose temperature is at most t. After an odd
// number of moves the first mover has the bonus once more: the wall is that number -t (left)
// or +t (right); after an even number, the number itself.
Trajectory number_wall(const Dyadic& x, bool left_first, Context& context) {
  Trajectory wall = Trajectory::constant(x);
  Dyadic current = x;
  bool left_moves = left_first;
  std::uint64_t moves = 0;
  std::size_t bytes = 0;
  while (!current.is_integer()) {
    const Dyadic step(Integer(1), current.exponent());
    Dyadic next = left_moves ? current - step : current + step;
    ++moves;
    const int slope = moves % 2 == 0 ? 0 : left_first ? -1 : 1;
    // Each piece holds a number as long as x: charged, and its memory checked, by that size.
    const std::size_t words = 1 + next.numerator().bit_length() / 64 + current.exponent() / 64;
    context.charge(words);
    bytes += 2 * (sizeof(WallLine) + sizeof(Dyadic) + 8 * words);
    if (moves % 64 == 0) {
      context.check_growth(bytes);
    }
    wall.append_below(-step, WallLine{next, slope});
    current = std::move(next);
    left_moves = !left_moves;
  }
  return wall;
}

Thermograph nus_thermograph(const Store& store, GameId id) {
  Context& context = current_context();
  Thermograph result;
  const NusParts& parts = store.nus(id);
  const Dyadic& x = parts.number;
  Trajectory left_of_x = number_wall(x, true, context);
  Trajectory right_of_x = number_wall(x, false, context);
  if (store.is_number(id)) {
    result.left_wall = std::move(left_of_x);
    result.right_wall = std::move(right_of_x);
    result.mast = x;
    result.temperature = x.is_integer() ? Dyadic(-1) : -Dyadic(Integer(1), x.exponent());
    return result;
  }
  // x + h with h = n·↑ + *m ≠ 0: the walls meet at x at temperature 0. Below 0 play goes on in
  // h until h is 0, then in x with the other player to move. Ending h with one's own move is
  // worth the bonus, and the other player then moving first in x costs less than it (a
  // number's left wall is at most its right wall - t), so the player to move wants the last
  // move in h: Left gets it iff h ⧐ 0 (Left wins h moving first), Right iff h ⧏ 0.
  //   left wall:  h ⧐ 0 (h > 0 or h ‖ 0): (right wall of x) - t;   else the left wall of x;
  //   right wall: h ⧏ 0 (h < 0 or h ‖ 0): (left wall of x) + t;   else the right wall of x.
  // (For an integer x that is x - t or x, and x + t or x.) h ‖ 0 for *m and ↑*, ↓*.
  const bool star_like =
      parts.ups.is_zero() || (parts.nimber == Integer(1) && (parts.ups == Integer(1) || parts.ups == Integer(-1)));
  const bool left_wins_first = star_like || parts.ups.sign() > 0;
  const bool right_wins_first = star_like || parts.ups.sign() < 0;
  result.left_wall = (left_wins_first ? right_of_x.tilted(-1) : left_of_x).capped_at(Dyadic(0));
  result.right_wall = (right_wins_first ? left_of_x.tilted(1) : right_of_x).capped_at(Dyadic(0));
  result.mast = x;
  result.temperature = Dyadic(0);
  return result;
}

// The thermograph of a general game from those of its options (all in `memo`).
Thermograph general_thermograph(const Store& store, GameId id, const ThermographMemo& memo) {
  Trajectory left_raw = memo.at(store.left_at(id, 0)).right_wall.tilted(-1);
  for (std::uint32_t i = 1; i < store.left_count(id); ++i) {
    left_raw = Trajectory::max(left_raw, memo.at(store.left_at(id, i)).right_wall.tilted(-1));
  }
  Trajectory right_raw = memo.at(store.right_at(id, 0)).left_wall.tilted(1);
  for (std::uint32_t i = 1; i < store.right_count(id); ++i) {
    right_raw = Trajectory::min(right_raw, memo.at(store.right_at(id, i)).left_wall.tilted(1));
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
  Thermograph result;
  result.temperature = *meet;
  result.mast = left_raw.at(*meet);
  result.left_wall = left_raw.capped_at(*meet);
  result.right_wall = right_raw.capped_at(*meet);
  return result;
}

// --- The thermograph's text of a number, straight from its bits --------------------------------
//
// number_wall keeps, for each piece of a wall, a number as long as x: for x = m/2^k with a
// random m that is about k/2 pieces of k bits each, quadratic in k (a 100000-edge blue-red
// Hackenbush string held 1.25 GB of walls). Its text is quadratic too — every critical
// temperature -1/2^e is printed in full — but nothing else needs to be: the temperatures are
// all the text needs, and they come from one pass over the bits of x's fraction.

// The exponents e of the critical temperatures -1/2^e of a wall of m/2^k (k ≥ 1), top first
// (descending), where `fraction` holds the bits of m mod 2^k (bit 0 set). The moves of
// number_wall: Left's takes away the lowest set bit, Right's adds it (and carries); the
// break below each move is at minus its step 2^-(k - lowest set bit).
std::vector<std::uint32_t> number_wall_exponents(std::vector<bool> fraction, bool left_first) {
  const std::size_t k = fraction.size();
  std::vector<std::uint32_t> exponents;
  std::size_t low = 0;  // the lowest set bit
  bool left_moves = left_first;
  while (low < k) {
    exponents.push_back(static_cast<std::uint32_t>(k - low));
    if (left_moves) {
      fraction[low] = false;
    } else {
      while (low < k && fraction[low]) {
        fraction[low++] = false;
      }
      if (low < k) {
        fraction[low] = true;
      }
    }
    while (low < k && !fraction[low]) {
      ++low;
    }
    left_moves = !left_moves;
  }
  return exponents;
}

// An upper bound on the length of "-1/" and the decimal digits of 2^e, and a comma.
std::size_t break_text_bound(std::uint32_t e) {
  return 6 + static_cast<std::size_t>(e) * 30103 / 100000;  // log10(2) < 0.30103
}

// Appends "-1/2^e,-1/2^e',…" (the exponents descending, as the wall lists them) to `out`, in
// time linear in the text: 2^e is kept in base 10^9 and multiplied up from the least exponent,
// each temperature's text written backwards, and the whole list turned round at the end.
void append_breaks_text(std::string& out, const std::vector<std::uint32_t>& exponents, Context& context) {
  const std::size_t start = out.size();
  std::vector<std::uint32_t> limbs{1};  // 2^e, least significant first, base 10^9
  std::uint32_t e = 0;
  for (std::size_t i = exponents.size(); i-- > 0;) {
    for (std::uint32_t target = exponents[i]; e < target;) {
      const std::uint32_t shift = std::min<std::uint32_t>(32, target - e);
      std::uint64_t carry = 0;
      for (std::uint32_t& limb : limbs) {
        const std::uint64_t value = (static_cast<std::uint64_t>(limb) << shift) + carry;
        limb = static_cast<std::uint32_t>(value % 1'000'000'000);
        carry = value / 1'000'000'000;
      }
      while (carry != 0) {
        limbs.push_back(static_cast<std::uint32_t>(carry % 1'000'000'000));
        carry /= 1'000'000'000;
      }
      e += shift;
    }
    if (i + 1 != exponents.size()) {
      out += ',';
    }
    for (std::size_t j = 0; j < limbs.size(); ++j) {
      std::uint32_t limb = limbs[j];
      const bool top = j + 1 == limbs.size();
      for (int d = 0; d < 9 && (!top || limb != 0); ++d) {
        out += static_cast<char>('0' + limb % 10);
        limb /= 10;
      }
    }
    out += "/1-";
    // Charged in full before (number_text_work); this lets a cancellation in on the way.
    context.charge(1 + limbs.size() / 64);
  }
  std::reverse(out.begin() + static_cast<std::ptrdiff_t>(start), out.end());
}

// The steps append_breaks_text takes for a wall: a pass over the limbs of 2^e for every 32
// doublings on the way up and one to write its digits, for each temperature.
std::uint64_t number_text_work(const std::vector<std::uint32_t>& exponents) {
  std::uint64_t work = 0;
  std::uint32_t below = 0;
  for (std::size_t i = exponents.size(); i-- > 0;) {
    const std::uint32_t e = exponents[i];
    const std::uint64_t limbs = 1 + static_cast<std::uint64_t>(e) * 30103 / 900000;
    work += (1 + (e - below + 31) / 32) * limbs;
    below = e;
  }
  return work;
}

void append_number_thermograph_text(std::string& out, const Dyadic& x, std::size_t room_after, Context& context) {
  const std::string top = x.to_string();
  std::vector<std::uint32_t> walls[2];
  if (!x.is_integer()) {
    const std::uint64_t k = x.exponent();
    const Integer fraction_bits = x.numerator().low_bits(k);
    context.check_growth(2 * (k / 8 + k * sizeof(std::uint32_t)));
    std::vector<bool> fraction(k);
    for (std::uint64_t i = 0; i < k; ++i) {
      fraction[i] = fraction_bits.bit(i);
    }
    context.charge(k / 64 + 1);
    walls[0] = number_wall_exponents(fraction, true);
    walls[1] = number_wall_exponents(std::move(fraction), false);
    context.charge(k / 16 + 1);
  }
  // The work and the whole text (to within a byte a temperature) are known before a digit is
  // written: refused first if the limits cannot take them, not gigabytes later.
  context.charge(number_text_work(walls[0]) + number_text_work(walls[1]));
  std::size_t bound = 32 + 2 * top.size();
  for (const auto& exponents : walls) {
    bound += 3 * (exponents.size() + 1);
    for (const std::uint32_t e : exponents) {
      bound += break_text_bound(e);
    }
  }
  context.check_growth(out.size() + bound + room_after);
  out.reserve(out.size() + bound + room_after);
  out += "Thermograph(";
  for (int side = 0; side < 2; ++side) {
    out += side == 0 ? "" : ",";
    out += top;
    out += ",[";
    append_breaks_text(out, walls[side], context);
    out += "],[0";
    // Below the mast, odd-numbered moves give the slope of the first mover's bonus.
    for (std::size_t i = 1; i <= walls[side].size(); ++i) {
      out += i % 2 == 0 ? ",0" : side == 0 ? ",-1" : ",1";
    }
    out += "]";
  }
  out += ")";
}

}  // namespace

void append_thermograph_text(std::string& out, Game g, std::size_t room_after) {
  if (const GameId id = partizan::id_of(g); partizan::store().is_number(id)) {
    append_number_thermograph_text(out, partizan::store().nus(id).number, room_after, current_context());
    return;
  }
  const std::string text = thermograph(g).to_string();
  out.reserve(out.size() + text.size() + room_after);
  out += text;
}

std::string thermograph_text(Game g) {
  std::string out;
  append_thermograph_text(out, g);
  return out;
}

const Thermograph& thermograph(Game g) {
  State& state = partizan::current_state();
  Store& store = state.store;
  ThermographMemo& memo = state.memos.thermograph;
  const GameId root = partizan::id_in(state, g);
  if (auto it = memo.find(root); it != memo.end()) {
    return it->second;
  }
  Context& context = current_context();
  partizan::walk_post_order(context, root, [&](GameId id, auto& need) {
    if (memo.contains(id)) {
      return true;
    }
    if (store.is_nus(id)) {
      memo.emplace(id, nus_thermograph(store, id));
      return true;
    }
    bool ready = true;
    std::size_t lines = 0;
    const std::uint32_t lefts = store.left_count(id);
    for (std::uint32_t i = 0; i < lefts + store.right_count(id); ++i) {
      const GameId option = i < lefts ? store.left_at(id, i) : store.right_at(id, i - lefts);
      if (auto it = memo.find(option); it != memo.end()) {
        lines += it->second.left_wall.lines().size() + it->second.right_wall.lines().size();
      } else if (store.is_nus(option)) {
        memo.emplace(option, nus_thermograph(store, option));
      } else {
        need(option);
        ready = false;
      }
    }
    if (!ready) {
      return false;
    }
    // Combining walls costs in proportion to their pieces.
    context.charge(lines);
    memo.emplace(id, general_thermograph(store, id, memo));
    return true;
  });
  return memo.at(root);
}

Dyadic mean(Game g) {
  if (GameId id = partizan::id_of(g); partizan::store().is_nus(id)) {
    return partizan::store().nus(id).number;
  }
  return thermograph(g).mast;
}

Dyadic temperature(Game g) {
  if (GameId id = partizan::id_of(g); partizan::store().is_nus(id)) {
    if (!partizan::store().is_number(id)) {
      return Dyadic(0);  // x + n·↑ + *m: the walls meet at 0
    }
    // The number m/2^k: -1/2^k (k ≥ 1), an integer -1 (no walls to build).
    const Dyadic& x = partizan::store().nus(id).number;
    return x.is_integer() ? Dyadic(-1) : -Dyadic(Integer(1), x.exponent());
  }
  return thermograph(g).temperature;
}

}  // namespace cgt
