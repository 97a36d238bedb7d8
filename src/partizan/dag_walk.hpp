#pragma once
// Walks over the positions of games that keep their depth on the heap. Games may be thousands
// of days deep within the limits (^<4096>, {1|0}:4096), and a recursion of one machine-stack
// frame per day needs more stack than a thread of an embedding program has; so every algorithm
// of the engine that descends through positions keeps its own stack of small frames instead.

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <vector>

#include "cgt/context.hpp"

namespace cgt::partizan {

// Cuts a work stack back to the height it had when the mark was made: at the end of a walk,
// and also when the walk throws (a BudgetError, a LimitError), so that the next walk starts
// clean and walks on one stack may nest.
template <typename Frame>
class StackMark {
 public:
  explicit StackMark(std::vector<Frame>& stack) noexcept : stack_(stack), height_(stack.size()) {}
  ~StackMark() { stack_.erase(stack_.begin() + static_cast<std::ptrdiff_t>(height_), stack_.end()); }
  StackMark(const StackMark&) = delete;
  StackMark& operator=(const StackMark&) = delete;
  [[nodiscard]] std::size_t height() const noexcept { return height_; }

 private:
  std::vector<Frame>& stack_;
  std::size_t height_;
};

namespace detail {
// One stack per key type and thread, shared by nested walks (each keeps above its mark), so a
// walk allocates nothing once the stack has grown to the deepest walk seen.
template <typename Key>
std::vector<Key>& walk_stack() {
  thread_local std::vector<Key> stack;
  return stack;
}
}  // namespace detail

// A memoised post-order walk over a DAG of keys (games, or games with a side): the result of
// `root` is computed after the results of the keys it depends on, without recursion.
//
// `step(key, need)` either computes the result of `key`, memoises it and returns true (at once
// if the result is already known: a key may be reached again through another parent), or
// calls `need(k)` for each key whose result it wants first and returns false; it is stepped
// again once all of those are known. What it needs may depend on results already known (the
// atomic weight of G needs the weights of the replies to an option to pick the best reply,
// then the weights of that reply's options), so a key may be stepped several times. The needs
// must be strictly simpler keys (a subposition, a simpler game), as for the recursion they
// replace. Each step is charged to `context`'s budget.
template <typename Key, typename Step>
void walk_post_order(Context& context, Key root, Step&& step) {
  std::vector<Key>& stack = detail::walk_stack<Key>();
  StackMark<Key> mark(stack);
  const std::size_t base = mark.height();
  stack.push_back(root);
  auto need = [&stack](Key key) { stack.push_back(key); };
  while (stack.size() > base) {
    context.charge();
    const std::size_t top = stack.size() - 1;
    const Key key = stack[top];
    if (step(key, need)) {
      stack.resize(top);
      continue;
    }
    if (stack.size() == top + 1) {
      throw std::logic_error("a game walk step neither finished nor asked for anything");
    }
    // The first key asked for comes out first, as in the recursion this replaces.
    std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(top) + 1, stack.end());
  }
}

}  // namespace cgt::partizan
