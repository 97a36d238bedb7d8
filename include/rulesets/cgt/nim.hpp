#pragma once
// Transfinite Nim (paper 004, Theorem 2.2): heaps are ordinals, a move replaces one heap by any
// smaller ordinal. The Grundy value is the nim-sum of the heaps (coefficient-wise XOR of their
// Cantor normal forms). Heaps are indexed from 0 here, in the order given (the CLI prints them
// from 1).

#include <cstddef>
#include <span>
#include <vector>

#include "cgt/ordinal.hpp"

namespace cgt {

struct NimMove {
  std::size_t heap;  // 0-based
  Ordinal to;
  friend bool operator==(const NimMove&, const NimMove&) = default;
};

struct NimAnalysis {
  Ordinal value;               // the Grundy value α_1 ⊕ … ⊕ α_n
  std::vector<NimMove> moves;  // every winning move, sorted by heap (at most one per heap)
  [[nodiscard]] bool is_p_position() const noexcept { return value.is_zero(); }
};

Ordinal nim_value(std::span<const Ordinal> heaps);
// The winning moves: heap i goes to value ⊕ α_i whenever that is smaller than α_i.
NimAnalysis analyze_nim(std::span<const Ordinal> heaps);

}  // namespace cgt
