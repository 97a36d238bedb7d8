#pragma once
// Short impartial games as game trees: a game is its set of options (paper 002, Def. 2.1),
// hash-consed in a store so that a game is an integer id and equal option sets are equal ids.
// The sums are built from their definitions (Def. 2.5, 2.9, 3.1) with cached results; these
// trees are the independent reference against which the variation-set formulas are checked.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/impartial_variation.hpp"

namespace cgt {

using ImpartialId = std::uint32_t;

class ImpartialStore {
 public:
  // A store refuses (LimitError) to grow beyond `max_games` distinct games, so an expression
  // whose tree explodes ends with a clear message instead of exhausting memory.
  explicit ImpartialStore(std::size_t max_games = std::size_t{1} << 22);

  // The game whose options are `options` (any order, duplicates allowed).
  ImpartialId make(std::vector<ImpartialId> options);
  [[nodiscard]] static constexpr ImpartialId zero() noexcept { return 0; }
  // *n = { 0, *1, ..., *(n-1) }.
  ImpartialId nimber(std::uint64_t n);

  // G + H: options G' + H and G + H'.
  ImpartialId sum(ImpartialId g, ImpartialId h);
  // G : H: options G' and G : H'.
  ImpartialId ordinal_sum(ImpartialId g, ImpartialId h);
  // G :_K H: options G' :_K K and G :_K H'.
  ImpartialId substitution_sum(ImpartialId g, ImpartialId k, ImpartialId h);

  [[nodiscard]] std::span<const ImpartialId> options(ImpartialId game) const;
  [[nodiscard]] std::uint64_t grundy(ImpartialId game) const { return nodes_[game].grundy; }
  [[nodiscard]] VariationSet variation(ImpartialId game) const;
  // Length of the longest play from `game`.
  [[nodiscard]] std::uint64_t depth(ImpartialId game) const { return nodes_[game].depth; }
  [[nodiscard]] std::size_t size() const noexcept { return nodes_.size(); }

 private:
  struct Node {
    std::size_t first;  // into options_
    std::uint32_t count;
    std::uint64_t grundy;
    std::uint64_t depth;
  };
  struct TripleHash {
    std::size_t operator()(const std::array<ImpartialId, 3>& key) const noexcept;
  };

  std::size_t max_games_;
  std::vector<Node> nodes_;
  std::vector<ImpartialId> options_;
  std::unordered_multimap<std::uint64_t, ImpartialId> by_hash_;
  std::vector<ImpartialId> nimbers_;
  std::unordered_map<std::uint64_t, ImpartialId> sum_cache_;
  std::unordered_map<std::uint64_t, ImpartialId> ordinal_cache_;
  std::unordered_map<std::array<ImpartialId, 3>, ImpartialId, TripleHash> substitution_cache_;
};

}  // namespace cgt
