#pragma once
// What the partizan engine keeps in a context: the store of canonical games and the memos of
// their values (stops, thermographs, birthdays, atomic weights, …). All of it goes when the
// context is cleared, so no memo ever has to ask whether it is stale.

#include <optional>
#include <unordered_map>

#include "cgt/context.hpp"
#include "cgt/game.hpp"
#include "cgt/thermograph.hpp"
#include "partizan/side_memo.hpp"
#include "partizan/store.hpp"

namespace cgt::partizan {

struct ValueMemos {
  DenseMemo<Integer> birthday;
  DenseMemo<Dyadic> stop[2];  // [0]: Left's stop, [1]: Right's
  // Thermographs are handed out by reference: a node-based map keeps them in place.
  std::unordered_map<GameId, Thermograph> thermograph;
  DenseMemo<bool> all_small;
  DenseMemo<GameId> reduced;
  DenseMemo<Integer> largest_nimber;
  DenseMemo<std::optional<GameId>> atomic_weight;
  // The atomic weight calculus applied to every game (CGSuite's "naive" weight).
  DenseMemo<GameId> naive_weight;
  // ↑^[n] by n, for every n up to the largest asked.
  std::unordered_map<std::int64_t, GameId> up_sums;

  [[nodiscard]] std::size_t bytes_held() const noexcept;
};

class State final : public ContextState {
 public:
  static constexpr StateSlot kSlot = StateSlot::kPartizan;
  explicit State(Context& context) : tag(context.tag()), store(context) {}

  [[nodiscard]] std::size_t bytes_held() const override { return store.bytes_held() + memos.bytes_held(); }

  // The context's tag when this state was made (it dies with the contents it tags).
  const std::uint32_t tag;
  Store store;
  ValueMemos memos;
};

// The calling thread's partizan state.
inline State& current_state() {
  return current_context().state<State>();
}
inline Store& store() {
  return current_state().store;
}

[[noreturn]] void throw_foreign_game();

// The id of `g` in `state`, after checking that g belongs to it (ContextError otherwise).
inline GameId id_in(const State& state, Game g) {
  if (g.context_tag() != state.tag && g.context_tag() != 0) [[unlikely]] {
    throw_foreign_game();
  }
  return g.id();
}
inline GameId id_of(Game g) {
  return id_in(current_state(), g);
}

inline Game game_in(const State& state, GameId id) {
  return Game(id, id == 0 ? 0 : state.tag);
}
// A handle of the calling thread's current context for `id`.
inline Game as_game(GameId id) {
  return game_in(current_state(), id);
}

}  // namespace cgt::partizan
