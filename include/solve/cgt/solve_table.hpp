#pragma once
// The transposition table of the outcome search (cgt/sum_search.hpp): a fixed array of 4-entry
// buckets (64 bytes, one cache line), sized once from the context's memory budget and claimed
// from it for its whole life. An entry keeps the full 64-bit key of a sum (its components, its
// canonical part and the player to move), whether the player to move wins, and the number of
// nodes its search took. A store goes into the entry with the same key, else into the entry of
// the bucket with the smallest search (an empty one first): the answers that cost most stay.
// Two different sums share a key with probability about 2^-64 per pair, which we accept (the
// key is the whole check: the sum itself is not stored).
//
// The threads of a split search share one table (docs/solve.md, "On all cores and across
// machines"), without a lock: an entry is two relaxed atomic words, its data (the node count
// and the answer) and its key XOR its data, so an entry half-written by another thread fails
// the key check and reads as missing (Hyatt and Mann's lockless transposition table). On x86
// and ARM a relaxed atomic word costs what a plain one does.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <optional>

#include "cgt/context.hpp"

namespace cgt::solve {

class OutcomeTable {
 public:
  // A table of at most `bytes` (at least one bucket), claimed from `context`'s memory budget
  // (BudgetError when it does not fit). The pages are zeroed lazily by the system: a small
  // search touches only the buckets it uses.
  OutcomeTable(Context& context, std::size_t bytes) : claim_(context) {
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= bytes) {
      buckets *= 2;
    }
    claim_.grow(buckets * sizeof(Bucket));
    buckets_.reset(static_cast<Bucket*>(std::calloc(buckets, sizeof(Bucket))));
    if (!buckets_) {
      throw std::bad_alloc();
    }
    mask_ = buckets - 1;
  }

  [[nodiscard]] std::size_t bytes() const noexcept { return (mask_ + 1) * sizeof(Bucket); }

  // Whether the player to move wins the sum with this key, if stored.
  [[nodiscard]] std::optional<bool> find(std::uint64_t key) const {
    const Bucket& bucket = buckets_.get()[key & mask_];
    for (const Entry& e : bucket.entries) {
      const std::uint64_t data = e.data.load(std::memory_order_relaxed);
      if ((e.check.load(std::memory_order_relaxed) ^ data) == key) {
        return (data & 1) != 0;
      }
    }
    return std::nullopt;
  }

  void store(std::uint64_t key, bool wins, std::uint64_t nodes) {
    Bucket& bucket = buckets_.get()[key & mask_];
    Entry* target = &bucket.entries[0];
    std::uint64_t target_nodes = target->nodes();
    for (Entry& e : bucket.entries) {
      if (e.key() == key) {
        target = &e;
        break;
      }
      if (const std::uint64_t n = e.nodes(); n < target_nodes) {
        target = &e;
        target_nodes = n;
      }
    }
    const std::uint64_t saturated = nodes > 0xFFFFFFFFu ? 0xFFFFFFFFu : nodes;
    const std::uint64_t data = saturated << 1 | (wins ? 1 : 0);
    target->data.store(data, std::memory_order_relaxed);
    target->check.store(key ^ data, std::memory_order_relaxed);
  }

 private:
  // Key 0 marks an empty entry (all bits 0); the search never makes key 0 (cgt/sum_search.hpp).
  struct Entry {
    std::atomic<std::uint64_t> check;  // the key XOR data
    std::atomic<std::uint64_t> data;   // the node count (saturating at 2^32 − 1) << 1 | wins
    [[nodiscard]] std::uint64_t key() const {
      return check.load(std::memory_order_relaxed) ^ data.load(std::memory_order_relaxed);
    }
    [[nodiscard]] std::uint64_t nodes() const { return data.load(std::memory_order_relaxed) >> 1; }
  };
  static_assert(std::atomic<std::uint64_t>::is_always_lock_free && sizeof(std::atomic<std::uint64_t>) == 8,
                "calloc's zeros must be empty entries");
  struct Bucket {  // 64 bytes (calloc aligns it to 16 only; a line split costs little)
    Entry entries[4];
  };
  struct Free {
    void operator()(Bucket* b) const noexcept { std::free(b); }
  };

  MemoryClaim claim_;
  std::unique_ptr<Bucket, Free> buckets_;
  std::size_t mask_ = 0;
};

}  // namespace cgt::solve
