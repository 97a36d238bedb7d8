#pragma once
// Poset games with substitution (paper 002, end of Section 3.3): every element p of a finite
// poset carries an impartial game G_p and a replacement K_p; a move is a move in one G_p, after
// which the game of every element q > p becomes K_q. For posets built from single elements by
// disjoint union (a disjunctive sum) and by putting one poset entirely below another, the
// value follows recursively from Prop. 2.16 and Theorem 3.6:
//   P ∪ Q      ->  V(P) ⊕ V(Q)
//   P below Q  ->  game(P) :_{reset(Q)} game(Q),  so V = (V(P) + g(reset(Q))) : V(Q),
// where reset(Q) is Q with every game replaced by its replacement (what a move below leaves).
// Rooted forests (roots at the bottom) are the everyday case: tree = root below (forest of
// its children).

#include <cstddef>
#include <span>
#include <vector>

#include "cgt/impartial_variation.hpp"
#include "cgt/integer.hpp"

namespace cgt {

class PosetGame {
 public:
  // The empty poset (the zero game).
  PosetGame() = default;
  // A one-element poset: its game and its replacement, given by their variation sets.
  static PosetGame element(VariationSet game, VariationSet replacement);
  // Disjoint union: nothing in one part is comparable to anything in another.
  static PosetGame parallel(std::span<const PosetGame> parts);
  // Every element of `below` is below every element of `above`.
  static PosetGame series(const PosetGame& below, const PosetGame& above);

  [[nodiscard]] const VariationSet& variation() const noexcept { return variation_; }
  [[nodiscard]] Integer grundy() const { return variation_.mex(); }
  // The variation set of the same poset after every game is replaced by its replacement.
  [[nodiscard]] const VariationSet& reset_variation() const noexcept { return reset_variation_; }

 private:
  VariationSet variation_;
  VariationSet reset_variation_;
};

// A rooted forest: parent[i] is the index of element i's parent (it lies below i) or -1 for a
// root. Throws DomainError if `parent` has a cycle, an index out of range, or sizes differ.
PosetGame rooted_forest_game(std::span<const std::ptrdiff_t> parent, std::span<const VariationSet> games,
                             std::span<const VariationSet> replacements);

}  // namespace cgt
