// The reduced canonical form: the simplest game equal to G modulo infinitesimals
// (Grossman–Siegel), memoised per game, built from the reduced forms of its options.

#include <algorithm>

#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/side_memo.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::DenseMemo;
using partizan::GameId;

namespace {

// Beyond this the small number 2^-(d+1) would be a long chain itself; build a - b instead.
constexpr std::int64_t kMaxTranslationExponent = 4096;

// a ≥ b modulo infinitesimals: the right stop of a - b is ≥ 0. The stops of a sum lie between
// sums of the summands' stops (Rs(G) + Rs(H) ≤ Rs(G + H) ≤ min(Rs(G) + Ls(H), Ls(G) + Rs(H))),
// which often decides without building a - b (its canonical form can be far larger than a or b).
bool inf_geq(Game a, Game b) {
  const Dyadic a_left = left_stop(a), a_right = right_stop(a);
  const Dyadic b_left = left_stop(b), b_right = right_stop(b);
  if (a_right >= b_left) return true;                        // Rs(a - b) ≥ Rs(a) - Ls(b) ≥ 0
  if (a_right < b_right || a_left < b_left) return false;    // Rs(a - b) ≤ Rs(a) - Rs(b), Ls(a) - Ls(b)
  // Rs(a - b) is a number position of the sum, x - y with x a number in a and y one in b or
  // (by number translation) with a denominator no larger than theirs; numbers in a game born
  // on day d have denominators below 2^d. So when Rs(a - b) < 0 it is at most -2^-m, and
  // Rs(a - b) ≥ 0 iff a - b + 2^-(m+1) ≥ 0: one comparison against a translate of a instead
  // of the canonical form of the difference.
  const Integer day = std::max(birthday(a), birthday(b));
  if (day.fits_int64() && day.to_int64() < kMaxTranslationExponent) {
    const Dyadic delta(Integer(1), static_cast<std::uint64_t>(day.to_int64()) + 1);
    return leq(b, a + number_game(delta));
  }
  return right_stop(a - b).sign() >= 0;
}

// Removes options dominated modulo infinitesimals (of equivalent ones, keeps the first).
void prune(std::vector<Game>& options, bool keep_largest) {
  std::vector<Game> kept;
  for (std::size_t i = 0; i < options.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < options.size() && !dominated; ++j) {
      if (i == j) {
        continue;
      }
      bool i_le_j = keep_largest ? inf_geq(options[j], options[i]) : inf_geq(options[i], options[j]);
      bool j_le_i = keep_largest ? inf_geq(options[i], options[j]) : inf_geq(options[j], options[i]);
      dominated = i_le_j && (!j_le_i || j < i);
    }
    if (!dominated) {
      kept.push_back(options[i]);
    }
  }
  options = std::move(kept);
}

// The reduced form of {left | right}, given the reduced forms of the options: remove options
// dominated modulo infinitesimals, and bypass those reversible modulo infinitesimals, until
// neither applies.
Game reduce(std::vector<Game> left, std::vector<Game> right) {
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
  return result;
}

}  // namespace

Game reduced_canonical(Game g) {
  DenseMemo<GameId>& memo = partizan::current_state().memos.reduced;
  // A game whose stops agree is that number modulo infinitesimals (not memoised: cheap).
  auto known = [&](Game h) -> std::optional<Game> {
    if (Dyadic stop = left_stop(h); stop == right_stop(h)) {
      return number_game(stop);
    }
    if (const GameId* reduced = memo.find(h.id())) {
      return partizan::as_game(*reduced);
    }
    return std::nullopt;
  };
  if (std::optional<Game> result = known(g)) {
    return *result;
  }
  partizan::walk_post_order(current_context(), g.id(), [&](GameId id, auto& need) {
    if (memo.find(id) != nullptr) {
      return true;
    }
    const Game h = partizan::as_game(id);
    std::vector<Game> left;
    std::vector<Game> right;
    bool ready = true;
    for (int side = 0; side < 2; ++side) {
      for (Game option : side == 0 ? left_options(h) : right_options(h)) {
        if (std::optional<Game> reduced = known(option)) {
          (side == 0 ? left : right).push_back(*reduced);
        } else {
          need(option.id());
          ready = false;
        }
      }
    }
    if (ready) {
      memo.put(id, reduce(std::move(left), std::move(right)).id());
    }
    return ready;
  });
  return partizan::as_game(*memo.find(g.id()));
}

}  // namespace cgt
