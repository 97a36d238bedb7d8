#pragma once
// The sparse-space method for octal games (internal to octal_game.cpp): the moves of a heap, the
// rare/common bookkeeping, and the speculative block computation that lets several threads
// verify heaps at once.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "cgt/octal_game.hpp"

namespace cgt::octal_detail {

// The moves of a heap of n, by the number k of tokens removed: whether a move may leave nothing
// (the heap had exactly k), one heap, two heaps (k = 0 with d0 = 4: split without removing) or
// three.
struct Moves {
  std::vector<std::size_t> to_nothing;
  std::vector<std::size_t> to_one;
  std::vector<std::size_t> to_two;
  std::vector<std::size_t> to_three;
  bool unequal = false;  // the two heaps of a split differ (Grundy's game)
  explicit Moves(const OctalGame& game);
  // Marks the values of the options that leave nothing or one heap (every method needs them).
  template <class T>
  void mark_unsplit(const T* g, std::size_t n, std::uint32_t* seen, std::uint32_t stamp) const {
    for (std::size_t k : to_nothing) {
      if (k == n) seen[0] = stamp;
    }
    for (std::size_t k : to_one) {
      if (k < n) seen[g[n - k]] = stamp;
    }
  }
  // The largest first heap a of a split a + (r − a), a ≤ r − a.
  [[nodiscard]] std::size_t last_first_heap(std::size_t r) const { return unequal ? (r - 1) / 2 : r / 2; }
};

// Marks, for the heap being computed, which values its options have. Stamped rather than
// cleared: a heap gets a fresh stamp each time it is computed (a speculative heap may be
// computed twice), so nothing is cleared between heaps.
class Marks {
 public:
  // Room for every XOR of two values ≤ max_value, and twice that: the upper half is never an
  // option's value, so a search for the least missing value of a class (rare or common under a
  // mask below the upper half) ends inside the array.
  void grow(std::uint32_t max_value);
  [[nodiscard]] std::uint32_t next_stamp();
  [[nodiscard]] std::uint32_t* data() noexcept { return stamp_.data(); }
  [[nodiscard]] std::size_t size() const noexcept { return stamp_.size(); }

 private:
  std::vector<std::uint32_t> stamp_;
  std::uint32_t current_ = 0;
};

// The sparse-space method (Winning Ways ch. 4; Gangolli and Plambeck; Flammenkamp). With a mask
// m, call a value *rare* when v & m has an even number of bits, *common* otherwise. XOR adds
// parities, so a common value is the XOR of a rare and a common one, never of two of a kind:
// the common values among a heap's two-heap options are all found by pairing each rare heap
// with its complement — O(number of rare heaps) instead of O(n). That settles the least common
// value c the options miss. A rare value v < c missing from those pairs may still come from two
// common heaps; only then are pairs of common heaps searched (stopping as soon as every such v
// is found), so the value is always exact and the cost is O(#rare) wherever the rare values
// stay rare.
class SparseSpace {
 public:
  std::uint32_t mask = 0;
  std::vector<std::uint32_t> rare_heaps;  // ascending, heaps ≥ 1 with a rare value
  // The common values seen so far, and every XOR of two of them: a rare value outside that
  // set cannot come from two common heaps, so no search looks for it (without this a rare value
  // that no pair of common values gives cost a scan of every pair at every heap).
  std::vector<std::uint32_t> common_values;
  std::vector<bool> common_xor;
  // positions[v]: the heaps with the common value v, ascending.
  std::vector<std::vector<std::uint32_t>> positions;
  static constexpr std::size_t kHintResidues = 3;
  // hint[v·3 + n mod 3]: 1 + the smaller value x of the pair that last gave the rare value v
  // to a heap of that residue (0: none yet), and the index in the walked list where it was.
  std::vector<std::pair<std::uint32_t, std::size_t>> hint;

  void note_common(std::uint32_t value, std::size_t heap);
  // Undoes the notes of heaps `from`.. (values[from..]), the last first: a speculative
  // stretch that turned out wrong.
  template <class T>
  void forget_from(std::size_t from, std::span<const T> values);
  [[nodiscard]] bool two_commons_give(std::uint32_t value) const {
    return value < common_xor.size() && common_xor[value];
  }
  [[nodiscard]] bool is_rare(std::uint32_t value) const { return (std::popcount(value & mask) & 1) == 0; }

  // The mask whose rare values are held by the fewest heaps among `window`; nullopt when even
  // the best leaves more than a quarter of them rare (then the method would not pay).
  template <class T>
  static std::optional<std::uint32_t> choose_mask(std::span<const T> window);
  template <class T>
  void reset(std::uint32_t new_mask, std::span<const T> values);

 private:
  void rebuild_common_xor();
};

// Computes heaps by the sparse-space method a block at a time, speculatively. Each heap is first
// given the value the rare pairs alone imply (the least common value missing, or a rare value no
// two common heaps can give) and noted as if final; then the rare values below it that must come
// from two common heaps — the expensive part, a search among the common heaps — are verified
// for every heap of the block, by `threads` threads at once. Verifying heap n reads only heaps
// below n, so every heap before the first failed one is verified against correct values; the
// first failure gets its true value (the missing rare value) and the block ends there, its later
// heaps undone. The searches of one block read the hints as they were when it began and their
// updates are applied in heap order afterwards, so the values, the work counted and therefore
// where a work limit stops are the same for any number of threads.
class SparseBlockRunner {
 public:
  SparseBlockRunner(const Moves& moves, unsigned threads, std::uint64_t parallel_from_pairs);
  // Computes heaps first..last-1 of g (sized ≥ last; g[0..first) final); returns the first heap
  // not final afterwards (last, or one past the heap a failed verification corrected), or
  // `first` when a value does not fit in T (then nothing changed: widen g and call again). Adds
  // the pairs examined to `work`; `max_value` is the largest value so far (grows `marks` with it,
  // never below `room`).
  template <class T>
  std::size_t compute(std::vector<T>& g, SparseSpace& sparse, std::size_t first, std::size_t last,
                      std::uint32_t room, std::uint32_t& max_value, std::uint64_t& work);

 private:
  struct HintUpdate {
    std::size_t slot;
    std::uint32_t x_plus_one;
    std::size_t at;
  };
  struct Pending {
    std::size_t heap;
    std::size_t wanted_begin;
    std::size_t wanted_end;
  };
  struct Verdict {
    std::uint32_t missing;  // kAllFound, or the least wanted rare value no pair of common heaps gives
    std::uint64_t tried;
    std::vector<HintUpdate> hints;
  };
  struct Scratch {
    std::vector<std::uint8_t> want;
    std::vector<std::pair<std::size_t, std::uint32_t>> order;
    std::vector<std::pair<std::uint32_t, std::size_t>> hint;  // SparseSpace::hint, as this chunk left it
  };
  static constexpr std::uint32_t kAllFound = ~std::uint32_t{0};
  static constexpr std::size_t kChunk = 256;  // heaps to verify, searched in order by one thread

  template <class T>
  void verify(const T* g, const SparseSpace& sparse, const Pending& pending, Scratch& scratch,
              Verdict& verdict) const;
  template <class T>
  void verify_all(const T* g, const SparseSpace& sparse);

  const Moves& moves_;
  unsigned threads_;
  std::uint64_t parallel_from_pairs_;  // OctalOptions::parallel_from_pairs
  Marks marks_;
  std::vector<std::uint32_t> wanted_;
  std::vector<Pending> pending_;
  std::vector<Verdict> verdicts_;
  std::vector<Scratch> scratch_;  // one per thread
  std::uint64_t last_block_tried_ = 0;
};

}  // namespace cgt::octal_detail
