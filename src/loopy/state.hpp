#pragma once
// What the loopy engine keeps in a context (private to src/loopy): the pool of interned
// stoppers (values that rulesets such as Fox and Geese keep between calls share their graphs
// there), and the bytes of the comparison tables alive now. A survival table is n·m states
// for graphs of n and m vertices, far more than the values it compares, and it lives for a
// whole simplification: the memory budget must see it while it exists, not only ask before it
// is made.

#include <cstddef>

#include "cgt/context.hpp"
#include "cgt/stopper.hpp"

namespace cgt::loopy {

class State final : public ContextState {
 public:
  static constexpr StateSlot kSlot = StateSlot::kLoopy;
  explicit State(Context& /*context*/) {}

  [[nodiscard]] std::size_t bytes_held() const override { return pool.bytes_held() + scratch_bytes; }

  StopperPool pool;
  // Bytes of the survival tables (and their work lists) alive now (HeldBytes).
  std::size_t scratch_bytes = 0;
};

inline State& current_state() {
  return current_context().state<State>();
}

// Counts `bytes` in the calling thread's loopy state while alive: a temporary the memory budget
// must see (a checkpoint compares what the context holds with the limit).
class HeldBytes {
 public:
  explicit HeldBytes(std::size_t bytes = 0) : state_(current_state()) { add(bytes); }
  ~HeldBytes() { state_.scratch_bytes -= bytes_; }
  HeldBytes(const HeldBytes&) = delete;
  HeldBytes& operator=(const HeldBytes&) = delete;

  void add(std::size_t bytes) {
    state_.scratch_bytes += bytes;
    bytes_ += bytes;
  }
  void release(std::size_t bytes) {
    state_.scratch_bytes -= bytes;
    bytes_ -= bytes;
  }

 private:
  State& state_;
  std::size_t bytes_ = 0;
};

}  // namespace cgt::loopy
