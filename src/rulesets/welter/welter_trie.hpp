#pragma once
// The engine behind Welter's function for one set S of distinct finite squares.
//
// Welter: [S] = ⊕ a ⊕ ⊕_{a<b in S} (a|b), where (a|b) = (a⊕b) ⊕ (a⊕b − 1) = 2^(k+1) − 1 and k is
// the lowest bit where a and b differ. So bit j of the pair part is the parity of the number
// of pairs that agree on bits 0..j−1: everything is decided by how S splits when read from the
// lowest bit up. We sort S in "low bits first" order (compare at the lowest differing bit);
// then the squares agreeing on bits 0..j−1 with a given one are a contiguous block, and the
// blocks form a binary tree: the Cartesian tree of the adjacent split levels
// level[k] = lowest bit where sorted[k] and sorted[k+1] differ (a compressed binary trie on the
// low bits). Inside a node all squares agree below its level; at its level the squares with a 0
// bit form the left child, those with a 1 bit the right child.
//
// From the tree:
//  * [S] in O(n) after the sort (each node adds C(size,2) to the pair counts of its levels);
//  * [S \ {a}] by one walk from the root to a's leaf;
//  * the inverse: the unique square x not in S' = S \ {a} with [S' ∪ {x}] = c. Bit j of
//    [S' ∪ {x}] is [S']_j ⊕ x_j ⊕ parity #{s ∈ S' : s ≡ x mod 2^j}, which involves only x's bits
//    below j, so x is fixed bit by bit from the bottom: one walk down the tree, stepping a whole
//    node (a run of levels with the same block) at a time. The walk also shows x ∉ S' and that
//    x always exists, i.e. x ↦ [S' ∪ {x}] is a bijection from ℕ \ S' onto ℕ.
// A walk visits at most one node per bit, so every query is O(word size); the sort is
// O(n log n) ⊆ O(n · word size) since n distinct squares below 2^w have log n ≤ w.

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "cgt/error.hpp"
#include "rulesets/welter/welter_bits.hpp"

namespace cgt::welter_detail {

template <class Key>
class LowBitTrie {
 public:
  using Ops = BitOps<Key>;

  // A square found by the inverse walk. For machine words the answer can need one bit more
  // than the word (the walk may have to step just past a square of S at bit 64): then
  // `plus_two_to_64` is set and the square is value + 2^64.
  struct Square {
    Key value;
    bool plus_two_to_64 = false;
  };

  // `squares[i]` is the square of coin i. Two coins on one square are reported by duplicate();
  // the other queries need distinct squares.
  explicit LowBitTrie(std::vector<Key> squares) : count_(squares.size()) {
    if (count_ >= (std::size_t{1} << 31)) {
      throw LimitError("too many coins (at most 2^31 - 1)");
    }
    sort_low_bits_first(std::move(squares));
    for (std::size_t k = 0; k + 1 < count_; ++k) {
      if (sorted_[k] == sorted_[k + 1]) {
        duplicate_ = std::minmax(coin_at_[k], coin_at_[k + 1]);
        return;
      }
    }
    build_tree();
    compute_value();
  }

  [[nodiscard]] std::size_t size() const noexcept { return count_; }
  // Two coins (indices, smaller first) on the same square, if any.
  [[nodiscard]] std::optional<std::pair<std::uint32_t, std::uint32_t>> duplicate() const { return duplicate_; }
  [[nodiscard]] const Key& square_of(std::size_t coin) const { return sorted_[position_of(coin)]; }

  // [S].
  [[nodiscard]] const Key& value() const noexcept { return value_; }

  // [S \ {coin}] = [S] ⊕ a ⊕ ⊕_{s ≠ a} (a|s); bit j of the last part is the parity of the
  // number of other squares in a's block at level j, read off the path to a's leaf.
  [[nodiscard]] Key value_without(std::size_t coin) const {
    std::uint32_t position = position_of(coin);
    Key pairs = Ops::zero();
    std::uint32_t lo = 0;
    std::uint32_t hi = static_cast<std::uint32_t>(count_ - 1);
    std::size_t start = 0;
    for (std::int32_t node = root_; node >= 0;) {
      std::size_t level = level_[node];
      if (((hi - lo) & 1U) != 0) {  // block size − 1 is odd
        Ops::flip_range(pairs, start, level);
      }
      start = level + 1;
      if (position <= static_cast<std::uint32_t>(node)) {
        hi = static_cast<std::uint32_t>(node);
        node = left_[node];
      } else {
        lo = static_cast<std::uint32_t>(node) + 1;
        node = right_[node];
      }
    }
    return Ops::xor_of(Ops::xor_of(value_, sorted_[position]), pairs);
  }

  // [S \ {coin}] for every coin at once (indexed by coin): one pass over the tree carrying the
  // pair part down each path, instead of a walk per coin.
  [[nodiscard]] std::vector<Key> values_without_each() const {
    std::vector<Key> out(count_);
    if (count_ == 0) {
      return out;
    }
    struct Frame {
      std::int32_t node;
      std::uint32_t lo, hi;
      std::size_t start;
      Key pairs;
    };
    std::vector<Frame> stack;
    stack.push_back({root_, 0, static_cast<std::uint32_t>(count_ - 1), 0, Ops::zero()});
    while (!stack.empty()) {
      Frame f = std::move(stack.back());
      stack.pop_back();
      if (f.node < 0) {  // a leaf: lo == hi
        std::uint32_t coin = coin_at(f.lo);
        out[coin] = Ops::xor_of(Ops::xor_of(value_, sorted_[f.lo]), f.pairs);
        continue;
      }
      std::size_t level = level_[f.node];
      if (((f.hi - f.lo) & 1U) != 0) {
        Ops::flip_range(f.pairs, f.start, level);
      }
      std::uint32_t split = static_cast<std::uint32_t>(f.node);
      stack.push_back({right_[f.node], split + 1, f.hi, level + 1, f.pairs});
      stack.push_back({left_[f.node], f.lo, split, level + 1, std::move(f.pairs)});
    }
    return out;
  }

  // The coin at `position` in low-bits-first order: visiting coins in this order keeps the
  // tree walks of consecutive coins on shared paths (the top of the tree stays in cache).
  [[nodiscard]] std::uint32_t coin_at(std::size_t position) const { return count_ < 2 ? 0 : coin_at_[position]; }
  [[nodiscard]] std::uint32_t position_of(std::size_t coin) const { return count_ < 2 ? 0 : position_of_[coin]; }

  // The unique square x outside S' = S \ {excluded} (S' = S when excluded is nullopt) with
  // [S' ∪ {x}] = wanted.
  [[nodiscard]] Square square_for(const Key& wanted, std::optional<std::size_t> excluded) const {
    return square_for(wanted, excluded, excluded ? value_without(*excluded) : value_);
  }

  // The same, given rest_value = [S'].
  [[nodiscard]] Square square_for(const Key& wanted, std::optional<std::size_t> excluded, const Key& rest_value) const {
    // x_j = d_j ⊕ parity #{s ∈ S' : s ≡ x mod 2^j}, with d = wanted ⊕ [S'].
    Key d = Ops::xor_of(wanted, rest_value);
    std::size_t skip = excluded ? position_of(*excluded) : kNoBit;
    if (count_ == 0) {
      return {d};
    }
    std::uint32_t lo = 0;
    std::uint32_t hi = static_cast<std::uint32_t>(count_ - 1);
    std::size_t start = 0;  // x agrees with every square of the block on bits below `start`
    std::int32_t node = root_;
    while (node >= 0) {
      std::size_t level = level_[node];
      const Key& sample = sorted_[lo];
      std::size_t others = hi - lo + 1 - (skip >= lo && skip <= hi ? 1 : 0);
      bool odd = (others & 1U) != 0;
      // Below `level` the block's squares share their bits; x keeps them until the first bit j
      // where d_j ⊕ odd differs from them, and then leaves every square behind.
      Key t = Ops::xor_of(d, sample);
      std::size_t j = odd ? Ops::first_zero_from(t, start) : Ops::first_one_from(t, start);
      if (j < level) {
        return leave_at(sample, j, d);
      }
      bool x_bit = Ops::bit(d, level) != odd;
      start = level + 1;
      if (x_bit) {
        lo = static_cast<std::uint32_t>(node) + 1;
        node = right_[node];
      } else {
        hi = static_cast<std::uint32_t>(node);
        node = left_[node];
      }
    }
    const Key& s = sorted_[lo];  // the leaf: x agrees with s below `start`
    if (lo == skip) {
      // Only the excluded square was left: from here on no square of S' agrees with x.
      return {Ops::xor_of(Ops::low_bits(s, start), Ops::high_bits(d, start))};
    }
    // One square of S' agrees with x: x_j = ¬d_j until x first differs from s.
    return leave_at(s, Ops::first_zero_from(Ops::xor_of(d, s), start), d);
  }

 private:
  // x equals s below bit j, differs from s at bit j, and follows d above j.
  static Square leave_at(const Key& s, std::size_t j, const Key& d) {
    if constexpr (std::is_same_v<Key, std::uint64_t>) {
      if (j >= Ops::kWidth) {
        return {s, true};
      }
    }
    Key x = Ops::xor_of(Ops::low_bits(s, j), Ops::high_bits(d, j + 1));
    if (!Ops::bit(s, j)) {
      Ops::set_bit(x, j);
    }
    return {x};
  }

  void sort_low_bits_first(std::vector<Key> squares) {
    if (count_ < 2) {  // nothing to sort; no index tables (many classes are single coins)
      sorted_ = std::move(squares);
      return;
    }
    std::vector<std::uint32_t> order(count_);
    std::iota(order.begin(), order.end(), 0U);
    if constexpr (std::is_same_v<Key, std::uint64_t>) {
      // Bit-reversed keys turn "lowest differing bit" into an ordinary comparison.
      struct Entry {
        std::uint64_t reversed;
        std::uint32_t coin;
      };
      std::vector<Entry> entries(count_);
      for (std::size_t i = 0; i < count_; ++i) {
        entries[i] = {reverse_bits(squares[i]), static_cast<std::uint32_t>(i)};
      }
      std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return a.reversed < b.reversed || (a.reversed == b.reversed && a.coin < b.coin);
      });
      for (std::size_t k = 0; k < count_; ++k) {
        order[k] = entries[k].coin;
      }
    } else {
      std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (squares[a] == squares[b]) {
          return a < b;
        }
        return Ops::low_bits_first_less(squares[a], squares[b]);
      });
    }
    sorted_.resize(count_);
    coin_at_ = order;
    position_of_.resize(count_);
    for (std::size_t k = 0; k < count_; ++k) {
      sorted_[k] = std::move(squares[order[k]]);
      position_of_[order[k]] = static_cast<std::uint32_t>(k);
    }
  }

  static std::uint64_t reverse_bits(std::uint64_t v) {
    v = ((v >> 1) & 0x5555555555555555ULL) | ((v & 0x5555555555555555ULL) << 1);
    v = ((v >> 2) & 0x3333333333333333ULL) | ((v & 0x3333333333333333ULL) << 2);
    v = ((v >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((v & 0x0F0F0F0F0F0F0F0FULL) << 4);
    return __builtin_bswap64(v);
  }

  // Cartesian tree (minimum at the root) of the split levels, built with a stack. Within a
  // block the minimum level occurs once (the 0-bit squares come first, then the 1-bit ones),
  // so the tree is the binary trie with its single-child runs compressed.
  void build_tree() {
    if (count_ < 2) {
      root_ = count_ == 1 ? leaf(0) : kEmpty;
      return;
    }
    std::size_t splits = count_ - 1;
    level_.resize(splits);
    left_.assign(splits, kEmpty);
    right_.assign(splits, kEmpty);
    for (std::size_t k = 0; k < splits; ++k) {
      level_[k] = static_cast<std::uint32_t>(Ops::lowest_difference(sorted_[k], sorted_[k + 1]));
    }
    std::vector<std::int32_t> stack;
    for (std::size_t k = 0; k < splits; ++k) {
      std::int32_t last = kEmpty;
      while (!stack.empty() && level_[stack.back()] > level_[k]) {
        last = stack.back();
        stack.pop_back();
      }
      left_[k] = last;
      if (!stack.empty()) {
        right_[stack.back()] = static_cast<std::int32_t>(k);
      }
      stack.push_back(static_cast<std::int32_t>(k));
    }
    root_ = stack.front();
    // Missing children are the leaves next to the split.
    for (std::size_t k = 0; k < splits; ++k) {
      if (left_[k] == kEmpty) {
        left_[k] = leaf(k);
      }
      if (right_[k] == kEmpty) {
        right_[k] = leaf(k + 1);
      }
    }
  }

  // [S] = ⊕ s ⊕ pair part; a block of size c at levels [start, level] adds C(c, 2) pairs to
  // each of those levels.
  void compute_value() {
    Key total = Ops::zero();
    for (const Key& s : sorted_) {
      total = Ops::xor_of(total, s);
    }
    struct Frame {
      std::int32_t node;
      std::uint32_t lo, hi;
      std::size_t start;
    };
    std::vector<Frame> stack;
    if (root_ >= 0) {
      stack.push_back({root_, 0, static_cast<std::uint32_t>(count_ - 1), 0});
    }
    while (!stack.empty()) {
      Frame f = stack.back();
      stack.pop_back();
      std::uint64_t size = std::uint64_t{f.hi} - f.lo + 1;
      std::size_t level = level_[f.node];
      if ((size % 4) >= 2) {  // C(size, 2) is odd
        Ops::flip_range(total, f.start, level);
      }
      std::uint32_t split = static_cast<std::uint32_t>(f.node);
      if (left_[f.node] >= 0) {
        stack.push_back({left_[f.node], f.lo, split, level + 1});
      }
      if (right_[f.node] >= 0) {
        stack.push_back({right_[f.node], split + 1, f.hi, level + 1});
      }
    }
    value_ = std::move(total);
  }

  static constexpr std::int32_t kEmpty = -1;
  // Leaves are encoded as negative numbers: position p ↦ −p − 2 (so −1 stays "no child").
  static std::int32_t leaf(std::size_t position) { return -static_cast<std::int32_t>(position) - 2; }

  std::size_t count_;
  std::vector<Key> sorted_;                 // the squares, low bits first
  std::vector<std::uint32_t> coin_at_;      // position → coin
  std::vector<std::uint32_t> position_of_;  // coin → position
  std::vector<std::uint32_t> level_;        // split k: lowest bit where sorted[k], sorted[k+1] differ
  std::vector<std::int32_t> left_, right_;  // children: split index, or a leaf
  std::int32_t root_ = kEmpty;
  Key value_ = Ops::zero();
  std::optional<std::pair<std::uint32_t, std::uint32_t>> duplicate_;
};

}  // namespace cgt::welter_detail
