// Predicates on games: nimbers, infinitesimals, all-small games.

#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/side_memo.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::DenseMemo;
using partizan::GameId;
using partizan::State;
using partizan::Store;

bool is_nimber(Game g) {
  auto parts = nus_parts(g);
  return parts && parts->number.is_zero() && parts->ups.is_zero();
}

bool is_infinitesimal(Game g) {
  if (auto zero = partizan::store().stops_zero(partizan::id_of(g))) {
    return *zero;
  }
  return left_stop(g).is_zero() && right_stop(g).is_zero();
}

bool is_all_small(Game g) {
  State& state = partizan::current_state();
  Store& store = state.store;
  DenseMemo<bool>& memo = state.memos.all_small;
  const GameId root = partizan::id_in(state, g);
  // A nus value is all small iff it is infinitesimal (x = 0): a number x ≠ 0 ends with a side
  // that has no options while the other has.
  auto nus_all_small = [&](GameId id) { return store.nus(id).number.is_zero(); };
  if (store.is_nus(root)) {
    return nus_all_small(root);
  }
  if (const bool* known = memo.find(root)) {
    return *known;
  }
  partizan::walk_post_order(current_context(), root, [&](GameId id, auto& need) {
    if (memo.find(id) != nullptr) {
      return true;
    }
    // All small iff every option is; one option known not to be settles it.
    bool ready = true;
    const std::uint32_t lefts = store.left_count(id);
    for (std::uint32_t i = 0; i < lefts + store.right_count(id); ++i) {
      const GameId option = i < lefts ? store.left_at(id, i) : store.right_at(id, i - lefts);
      const bool* known = memo.find(option);
      const bool value = store.is_nus(option) ? nus_all_small(option) : known != nullptr && *known;
      if (!store.is_nus(option) && known == nullptr) {
        need(option);
        ready = false;
      } else if (!value) {
        memo.put(id, false);
        return true;
      }
    }
    if (ready) {
      memo.put(id, true);
    }
    return ready;
  });
  return *memo.find(root);
}

}  // namespace cgt
