#include "loopy/survival.hpp"

#include "cgt/context.hpp"
#include "cgt/error.hpp"

namespace cgt::loopy {

namespace {

std::vector<std::vector<std::uint32_t>> reverse_side(const LoopyGraph& graph, int side) {
  std::vector<std::vector<std::uint32_t>> reverse(graph.size());
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    for (std::uint32_t w : graph.edges[side][v]) {
      reverse[w].push_back(v);
    }
  }
  return reverse;
}

}  // namespace

SurvivalTable::SurvivalTable(const LoopyGraph& g, const LoopyGraph& h) : h_count_(h.size()) {
  const std::size_t g_count = g.size();
  if (g_count != 0 && h_count_ > (std::size_t{1} << 40) / g_count) {
    throw LimitError("stopper comparison too large: " + std::to_string(g_count) + " × " + std::to_string(h_count_) +
                     " vertices");
  }
  const std::size_t states = 2 * g_count * h_count_;
  Context& context = current_context();
  // The outcomes, the move counts and the queue.
  context.check_growth(states * (1 + 4 + 8));
  context.charge(states / 4 + 1);
  outcome_.assign(states, kUndecided);
  std::vector<std::uint32_t> pending(states, 0);
  std::vector<std::size_t> queue;
  // Left to move in H - G: Left's moves in H, Right's in G (they are Left's in -G); Right to
  // move: Right's in H, Left's in G.
  for (std::uint32_t gv = 0; gv < g_count; ++gv) {
    for (std::uint32_t hv = 0; hv < h_count_; ++hv) {
      for (int mover = 0; mover < 2; ++mover) {
        const std::size_t moves = h.edges[mover][hv].size() + g.edges[1 - mover][gv].size();
        const std::size_t x = index(gv, hv, mover);
        pending[x] = static_cast<std::uint32_t>(moves);
        if (moves == 0) {
          outcome_[x] = kMoverLoses;
          queue.push_back(x);
        }
      }
    }
  }
  const auto g_reverse_left = reverse_side(g, 0);
  const auto g_reverse_right = reverse_side(g, 1);
  const auto h_reverse_left = reverse_side(h, 0);
  const auto h_reverse_right = reverse_side(h, 1);
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const std::size_t x = queue[i];
    const int mover = static_cast<int>(x & 1);
    const std::uint32_t hv = static_cast<std::uint32_t>((x >> 1) % h_count_);
    const std::uint32_t gv = static_cast<std::uint32_t>((x >> 1) / h_count_);
    const bool mover_lost = outcome_[x] == kMoverLoses;
    // The states one move before x have the other player to move: they moved in H by their
    // own edges into hv, or in G by the edges of the player to move at x into gv.
    const int previous = 1 - mover;
    const auto visit = [&](std::size_t p) {
      if (outcome_[p] != kUndecided) {
        return;
      }
      if (mover_lost) {
        outcome_[p] = kMoverWins;
        queue.push_back(p);
      } else if (--pending[p] == 0) {
        outcome_[p] = kMoverLoses;
        queue.push_back(p);
      }
    };
    const auto& h_into = previous == kLeft ? h_reverse_left : h_reverse_right;
    for (std::uint32_t hp : h_into[hv]) {
      visit(index(gv, hp, previous));
    }
    const auto& g_into = mover == kLeft ? g_reverse_left : g_reverse_right;
    for (std::uint32_t gp : g_into[gv]) {
      visit(index(gp, hv, previous));
    }
    if ((i & 1023) == 0) {
      context.charge(64);
    }
  }
}

}  // namespace cgt::loopy
