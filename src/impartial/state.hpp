#pragma once
// What the impartial engine keeps in a context (private to src/impartial): the hash-consed
// store of game trees and the caches of the three sums. All of it goes when the context is
// cleared.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/impartial.hpp"

namespace cgt::impartial {

using GameId = std::uint32_t;

// Makes handles: the one way to turn an id into an ImpartialGame.
struct GameAccess {
  static ImpartialGame make(GameId id, std::uint32_t tag) noexcept { return {id, id == 0 ? 0 : tag}; }
};

[[noreturn]] void throw_foreign_game();

class State final : public ContextState {
 public:
  static constexpr StateSlot kSlot = StateSlot::kImpartial;
  explicit State(Context& context);

  [[nodiscard]] std::size_t bytes_held() const override;

  // The id of `g`, after checking that it belongs to this state (ContextError otherwise).
  [[nodiscard]] GameId id(ImpartialGame g) const {
    if (g.context_tag() != tag && g.context_tag() != 0) [[unlikely]] {
      throw_foreign_game();
    }
    return g.id();
  }
  [[nodiscard]] ImpartialGame game(GameId id) const noexcept { return GameAccess::make(id, tag); }

  // The game of these options (any order, duplicates allowed).
  GameId make(std::vector<GameId> options);
  GameId nimber(std::uint64_t n);
  GameId sum(GameId g, GameId h);
  GameId ordinal_sum(GameId g, GameId h);
  GameId substitution_sum(GameId g, GameId k, GameId h);

  [[nodiscard]] std::span<const GameId> options(GameId game) const {
    const Node& node = nodes_[game];
    return {options_.data() + node.first, node.count};
  }
  [[nodiscard]] std::uint64_t grundy(GameId game) const { return nodes_[game].grundy; }
  [[nodiscard]] std::uint64_t depth(GameId game) const { return nodes_[game].depth; }
  [[nodiscard]] std::size_t size() const noexcept { return nodes_.size(); }

  // The context's tag when this state was made (it dies with the contents it tags).
  const std::uint32_t tag;

 private:
  struct Node {
    std::size_t first;  // into options_
    std::uint32_t count;
    std::uint64_t grundy;
    std::uint64_t depth;
  };
  struct TripleHash {
    std::size_t operator()(const std::array<GameId, 3>& key) const noexcept;
  };

  Context& context_;
  std::vector<Node> nodes_;
  std::vector<GameId> options_;
  std::unordered_multimap<std::uint64_t, GameId> by_hash_;
  std::vector<GameId> nimbers_;
  std::unordered_map<std::uint64_t, GameId> sum_cache_;
  std::unordered_map<std::uint64_t, GameId> ordinal_cache_;
  std::unordered_map<std::array<GameId, 3>, GameId, TripleHash> substitution_cache_;
};

// The calling thread's impartial state.
inline State& current_state() {
  return current_context().state<State>();
}

}  // namespace cgt::impartial
