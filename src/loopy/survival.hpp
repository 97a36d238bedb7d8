#pragma once
// G ≤ H for every vertex g of one bigraph and h of another, by retrograde analysis of H - G.

#include <cstdint>
#include <vector>

#include "cgt/stopper.hpp"
#include "loopy/state.hpp"

namespace cgt::loopy {

// States of H - G are (g, h, player to move). From a state a player with no move has lost; a
// player wins if some move reaches a state the other loses, and loses if every move reaches a
// state the other wins; the states left undecided are endless plays, which Left survives.
// G ≤ H exactly when Right, moving first in H - G, has no win (for stoppers; Siegel VI.1).
class SurvivalTable {
 public:
  SurvivalTable(const LoopyGraph& g, const LoopyGraph& h);

  [[nodiscard]] bool leq(std::uint32_t g_vertex, std::uint32_t h_vertex) const {
    return outcome_[index(g_vertex, h_vertex, kRight)] != kMoverWins;
  }
  // Whether the player to move in H - G from (g, h) wins: `left` says who moves.
  [[nodiscard]] bool mover_wins(std::uint32_t g_vertex, std::uint32_t h_vertex, bool left) const {
    return outcome_[index(g_vertex, h_vertex, left ? kLeft : kRight)] == kMoverWins;
  }

 private:
  static constexpr int kLeft = 0;
  static constexpr int kRight = 1;
  static constexpr std::uint8_t kUndecided = 0;
  static constexpr std::uint8_t kMoverWins = 1;
  static constexpr std::uint8_t kMoverLoses = 2;

  [[nodiscard]] std::size_t index(std::uint32_t g_vertex, std::uint32_t h_vertex, int mover) const {
    return (std::size_t{g_vertex} * h_count_ + h_vertex) * 2 + static_cast<std::size_t>(mover);
  }

  std::size_t h_count_;
  std::vector<std::uint8_t> outcome_;
  HeldBytes held_;  // the outcomes while the table lives; its work lists while it is built
};

}  // namespace cgt::loopy
