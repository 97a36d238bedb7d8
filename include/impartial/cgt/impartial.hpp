#pragma once
// Short impartial games as game trees: a game is its set of options (paper 002, Def. 2.1),
// hash-consed in a store so that a game is an integer id and equal option sets are equal ids.
// The sums are built from their definitions (Def. 2.5, 2.9, 3.1) with cached results; these
// trees are the independent reference against which the variation-set formulas are checked.
//
// The store is part of a context (cgt/context.hpp), like the partizan and LR-ending stores:
// every function below works in the calling thread's current context, and an ImpartialGame
// remembers the context that made it — used in another context, or after that context was
// cleared, it throws ContextError. The game 0 belongs to every context. A tree that grows too
// large ends with the context's BudgetError (work and memory limits), or with LimitError at
// kMaxImpartialGames distinct games whatever the budget.
//
//   using cgt::ImpartialGame;
//   ImpartialGame g = substitution_sum(ImpartialGame::nimber(2), ImpartialGame::nimber(1),
//                                      ImpartialGame::nimber(4));
//   g.grundy();  // 6

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "cgt/impartial_variation.hpp"

namespace cgt {

namespace impartial {
struct GameAccess;
}  // namespace impartial

class ImpartialGame {
 public:
  ImpartialGame() = default;  // the game 0, valid in every context
  [[nodiscard]] static ImpartialGame zero() noexcept { return {}; }
  // *n = { 0, *1, ..., *(n-1) }.
  [[nodiscard]] static ImpartialGame nimber(std::uint64_t n);
  // The game whose options are `options` (any order, duplicates allowed).
  [[nodiscard]] static ImpartialGame from_options(std::vector<ImpartialGame> options);

  // The id within its context's store (equal ids in one context: equal option sets).
  [[nodiscard]] std::uint32_t id() const noexcept { return id_; }
  // The tag of the context contents it belongs to (Context::tag()); 0 for the game 0.
  [[nodiscard]] std::uint32_t context_tag() const noexcept { return tag_; }

  // The options, ordered by id, without duplicates.
  [[nodiscard]] std::vector<ImpartialGame> options() const;
  [[nodiscard]] std::uint64_t grundy() const;
  [[nodiscard]] VariationSet variation() const;
  // Length of the longest play.
  [[nodiscard]] std::uint64_t depth() const;

  // By id (then tag): within one context, the order of creation.
  friend auto operator<=>(ImpartialGame,
                          ImpartialGame) = default;  // NOLINT(modernize-use-nullptr): clang-tidy 14 misreads <=>

 private:
  friend struct impartial::GameAccess;
  ImpartialGame(std::uint32_t id, std::uint32_t tag) noexcept : id_(id), tag_(tag) {}
  std::uint32_t id_ = 0;
  std::uint32_t tag_ = 0;
};

// G + H: options G' + H and G + H'.
[[nodiscard]] ImpartialGame operator+(ImpartialGame g, ImpartialGame h);
// G : H: options G' and G : H'.
[[nodiscard]] ImpartialGame ordinal_sum(ImpartialGame g, ImpartialGame h);
// G :_K H: options G' :_K K and G :_K H'.
[[nodiscard]] ImpartialGame substitution_sum(ImpartialGame g, ImpartialGame k, ImpartialGame h);

// Number of distinct games held by the current context.
[[nodiscard]] std::size_t impartial_store_size();

// Distinct games per context, whatever the budget (ids are 32-bit; a budget usually stops a
// runaway tree far sooner).
inline constexpr std::size_t kMaxImpartialGames = std::size_t{1} << 24;

}  // namespace cgt

template <>
struct std::hash<cgt::ImpartialGame> {
  std::size_t operator()(cgt::ImpartialGame g) const noexcept {
    return std::hash<std::uint64_t>()(std::uint64_t{g.context_tag()} << 32 | g.id());
  }
};
