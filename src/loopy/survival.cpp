#include "loopy/survival.hpp"

#include "cgt/context.hpp"
#include "cgt/error.hpp"

namespace cgt::loopy {

namespace {

// The moves of one side into each vertex, flat: the predecessors of w are
// from[start[w]] .. from[start[w + 1] - 1].
struct Incoming {
  std::vector<std::uint32_t> start;
  std::vector<std::uint32_t> from;
};

Incoming incoming(const LoopyGraph& graph, int side) {
  Incoming in;
  in.start.assign(graph.size() + 1, 0);
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    for (std::uint32_t w : graph.edges[side][v]) {
      ++in.start[w + 1];
    }
  }
  for (std::size_t w = 0; w < graph.size(); ++w) {
    in.start[w + 1] += in.start[w];
  }
  in.from.resize(in.start.back());
  std::vector<std::uint32_t> next(in.start.begin(), in.start.end() - 1);
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    for (std::uint32_t w : graph.edges[side][v]) {
      in.from[next[w]++] = v;
    }
  }
  return in;
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
  const Incoming g_into_by[2] = {incoming(g, 0), incoming(g, 1)};
  const Incoming h_into_by[2] = {incoming(h, 0), incoming(h, 1)};
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
    const Incoming& h_into = h_into_by[previous];
    for (std::uint32_t k = h_into.start[hv]; k < h_into.start[hv + 1]; ++k) {
      visit(index(gv, h_into.from[k], previous));
    }
    const Incoming& g_into = g_into_by[mover];
    for (std::uint32_t k = g_into.start[gv]; k < g_into.start[gv + 1]; ++k) {
      visit(index(g_into.from[k], hv, previous));
    }
    if ((i & 1023) == 0) {
      context.charge(64);
    }
  }
}

}  // namespace cgt::loopy
