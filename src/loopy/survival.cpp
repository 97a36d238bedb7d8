#include "loopy/survival.hpp"

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "loopy/graph_ops.hpp"

namespace cgt::loopy {

SurvivalTable::SurvivalTable(const LoopyGraph& g, const LoopyGraph& h) : h_count_(h.size()) {
  const std::size_t g_count = g.size();
  if (g_count != 0 && h_count_ > (std::size_t{1} << 40) / g_count) {
    throw LimitError("stopper comparison too large: " + std::to_string(g_count) + " × " + std::to_string(h_count_) +
                     " vertices");
  }
  const std::size_t states = 2 * g_count * h_count_;
  Context& context = current_context();
  // The outcomes, the move counts and the queue (at most every state once).
  const std::size_t work_list_bytes = states * (sizeof(std::uint32_t) + sizeof(std::size_t));
  context.check_growth(states + work_list_bytes);
  held_.add(states + work_list_bytes);
  context.charge(states / 4 + 1);
  outcome_.assign(states, kUndecided);
  std::vector<std::uint32_t> pending(states, 0);
  std::vector<std::size_t> queue;
  queue.reserve(states);  // as counted: doublings could hold twice that
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
  const Predecessors g_into_by[2] = {predecessors(g, 0), predecessors(g, 1)};
  const Predecessors h_into_by[2] = {predecessors(h, 0), predecessors(h, 1)};
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
    h_into_by[previous].for_each(hv, [&](std::uint32_t h_from) { visit(index(gv, h_from, previous)); });
    g_into_by[mover].for_each(gv, [&](std::uint32_t g_from) { visit(index(g_from, hv, previous)); });
    if ((i & 1023) == 0) {
      context.charge(64);
    }
  }
  held_.release(work_list_bytes);
}

}  // namespace cgt::loopy
