#pragma once
// The transposition table of the outcome search (cgt/sum_search.hpp): a fixed array of 4-entry
// buckets (64 bytes, one cache line), sized once from the context's memory budget and claimed
// from it for its whole life. An entry keeps the full 64-bit key of a sum (its components, its
// canonical part and the player to move), whether the player to move wins, and the number of
// nodes its search took. A store goes into the entry with the same key, else into the entry of
// the bucket with the smallest search (an empty one first): the answers that cost most stay.
// Two different sums share a key with probability about 2^-64 per pair, which we accept (the
// key is the whole check: the sum itself is not stored).

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
      if (e.key == key) {
        return e.wins != 0;
      }
    }
    return std::nullopt;
  }

  void store(std::uint64_t key, bool wins, std::uint64_t nodes) {
    Bucket& bucket = buckets_.get()[key & mask_];
    Entry* target = &bucket.entries[0];
    for (Entry& e : bucket.entries) {
      if (e.key == key) {
        target = &e;
        break;
      }
      if (e.nodes < target->nodes) {
        target = &e;
      }
    }
    target->key = key;
    target->nodes = nodes > 0xFFFFFFFFu ? 0xFFFFFFFFu : static_cast<std::uint32_t>(nodes);
    target->wins = wins ? 1 : 0;
  }

 private:
  // Key 0 marks an empty entry; the search never makes key 0 (cgt/sum_search.hpp).
  struct Entry {
    std::uint64_t key;
    std::uint32_t nodes;  // saturates
    std::uint32_t wins;
  };
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
