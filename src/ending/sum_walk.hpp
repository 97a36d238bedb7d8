#pragma once
// G + H by Definition 2.4 on an explicit stack (private to src/ending): the one walk behind
// the sum of positions (store.cpp) and the simplified sum of simplified forms (simplify.cpp).
// The depth of the recursion it replaces is the sum of the birthdays (up to kMaxSumDepth), far
// beyond what a thread's stack holds. Each frame works through the options of G + H in order
// and descends into the first sum not yet known, so positions are made in the same order as by
// the recursive definition (ids, hence option order, do not depend on the walk).

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cgt/error.hpp"
#include "ending/store.hpp"

namespace cgt::ending::detail {

inline constexpr std::uint32_t kMaxSumDepth = 20000;

// The key of an unordered pair of ids in the sum caches.
inline std::uint64_t pair_key(std::uint32_t a, std::uint32_t b) {
  return (static_cast<std::uint64_t>(std::min(a, b)) << 32) | std::max(a, b);
}

// The sum of g and h. `known(a, b)` is the sum of a and b when it needs no walk of its own (a
// rule or a cache), or nullopt; `finish(a, b, options)` makes the sum of a and b from its
// options (sorted, unique), records it where `known` will find it, and returns it.
template <typename Known, typename Finish>
std::uint32_t sum_walk(State& state, std::uint32_t g, std::uint32_t h, Known known, Finish finish) {
  if (std::optional<std::uint32_t> sum = known(g, h)) return *sum;
  if (state.node(g).birthday + state.node(h).birthday > kMaxSumDepth) {
    throw LimitError("LR-ending sum too deep (birthdays add up to more than " + std::to_string(kMaxSumDepth) + ")");
  }
  struct Frame {
    Frame(std::uint32_t a, std::uint32_t b) : g(std::min(a, b)), h(std::max(a, b)) {}
    std::uint32_t g;
    std::uint32_t h;
    std::size_t next = 0;           // options of G + H made so far
    std::vector<Position> options;  // those options
  };
  std::vector<Frame> stack;
  stack.emplace_back(g, h);
  while (true) {
    Frame& frame = stack.back();
    const std::size_t g_count = state.node(frame.g).options.size();
    const std::size_t total = g_count + state.node(frame.h).options.size();
    bool descended = false;
    while (frame.next < total) {
      state.charge();
      // G' + H for the options G' of G, then G + H' (read by index: the store may grow).
      const std::uint32_t a = frame.next < g_count ? state.node(frame.g).options[frame.next].id() : frame.g;
      const std::uint32_t b = frame.next < g_count ? frame.h : state.node(frame.h).options[frame.next - g_count].id();
      if (std::optional<std::uint32_t> sum = known(a, b)) {
        frame.options.push_back(state.position(*sum));
        ++frame.next;
        continue;
      }
      stack.emplace_back(a, b);  // `frame` is not used past this point
      descended = true;
      break;
    }
    if (descended) continue;
    std::sort(frame.options.begin(), frame.options.end());
    frame.options.erase(std::unique(frame.options.begin(), frame.options.end()), frame.options.end());
    const std::uint32_t sum = finish(frame.g, frame.h, std::move(frame.options));
    stack.pop_back();
    if (stack.empty()) return sum;
  }
}

}  // namespace cgt::ending::detail
