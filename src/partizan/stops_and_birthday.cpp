// Birthdays and stops, memoised per game, computed by walks over a game's positions.

#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/side_memo.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::DenseMemo;
using partizan::GameId;
using partizan::State;
using partizan::Store;

namespace {

Integer number_birthday(const Dyadic& x) {
  Integer whole = x.sign() < 0 ? (-x).floor() : x.floor();
  if (x.is_integer()) {
    return whole;
  }
  return whole + Integer(1) + Integer::from_unsigned(x.exponent());
}

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

// x + G for infinitesimal G: every leaf 0 of G's tree becomes x.
Integer nus_birthday(const NusParts& parts) {
  return number_birthday(parts.number) + infinitesimal_nus_birthday(parts.ups, parts.nimber);
}

}  // namespace

Integer birthday(Game g) {
  State& state = partizan::current_state();
  Store& store = state.store;
  DenseMemo<Integer>& memo = state.memos.birthday;
  const GameId root = partizan::id_in(state, g);
  if (store.is_nus(root)) {
    return nus_birthday(store.nus(root));
  }
  if (const auto* known = memo.find(root)) {
    return *known;
  }
  // One more than the latest birthday among the options.
  partizan::walk_post_order(current_context(), root, [&](GameId id, auto& need) {
    if (memo.find(id) != nullptr) {
      return true;
    }
    Integer latest(0);
    bool ready = true;
    auto visit = [&](GameId option) {
      if (store.is_nus(option)) {
        latest = std::max(latest, nus_birthday(store.nus(option)));
      } else if (const auto* known = memo.find(option)) {
        latest = std::max(latest, *known);
      } else {
        need(option);
        ready = false;
      }
    };
    for (std::uint32_t i = 0; i < store.left_count(id); ++i) {
      visit(store.left_at(id, i));
    }
    for (std::uint32_t i = 0; i < store.right_count(id); ++i) {
      visit(store.right_at(id, i));
    }
    if (ready) {
      memo.put(id, latest + Integer(1));
    }
    return ready;
  });
  return *memo.find(root);
}

namespace {

// Left's stop is the largest right stop among G's left options, Right's the least left stop
// among its right options; a number is its own stop. Walked over (game, side) keys.
std::uint64_t stop_key(GameId id, bool left) {
  return std::uint64_t{id} << 1 | (left ? 1 : 0);
}

Dyadic stop(GameId root, bool root_left) {
  State& state = partizan::current_state();
  Store& store = state.store;
  if (store.is_nus(root)) {
    return store.nus(root).number;
  }
  DenseMemo<Dyadic>* memos = state.memos.stop;
  if (const auto* known = memos[root_left ? 0 : 1].find(root)) {
    return *known;
  }
  partizan::walk_post_order(current_context(), stop_key(root, root_left), [&](std::uint64_t key, auto& need) {
    const auto id = static_cast<GameId>(key >> 1);
    const bool left = (key & 1) != 0;
    DenseMemo<Dyadic>& memo = memos[left ? 0 : 1];
    if (memo.find(id) != nullptr) {
      return true;
    }
    const DenseMemo<Dyadic>& option_memo = memos[left ? 1 : 0];
    const std::uint32_t count = left ? store.left_count(id) : store.right_count(id);
    std::optional<Dyadic> best;
    bool ready = true;
    for (std::uint32_t i = 0; i < count; ++i) {
      const GameId option = left ? store.left_at(id, i) : store.right_at(id, i);
      const Dyadic* value = nullptr;
      if (store.is_nus(option)) {
        value = &store.nus(option).number;
      } else {
        value = option_memo.find(option);
      }
      if (value == nullptr) {
        need(stop_key(option, !left));
        ready = false;
      } else if (ready && (!best || (left ? *best < *value : *value < *best))) {
        best = *value;
      }
    }
    if (ready) {
      memo.put(id, *best);
    }
    return ready;
  });
  return *memos[root_left ? 0 : 1].find(root);
}

}  // namespace

Dyadic left_stop(Game g) {
  return stop(partizan::id_of(g), true);
}

Dyadic right_stop(Game g) {
  return stop(partizan::id_of(g), false);
}

ConfusionInterval confusion_interval(Game g) {
  return {right_stop(g), left_stop(g)};
}

}  // namespace cgt
