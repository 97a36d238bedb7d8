#include "rulesets/octal/octal_sparse.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <limits>
#include <mutex>
#include <thread>

namespace cgt::octal_detail {

Moves::Moves(const OctalGame& game) : unequal(game.unequal_split()) {
  const std::vector<std::uint8_t>& d = game.digits();
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (k > 0 && (d[k] & 1) != 0) to_nothing.push_back(k);
    if (k > 0 && (d[k] & 2) != 0) to_one.push_back(k);
    if ((d[k] & 4) != 0) to_two.push_back(k);
    if ((d[k] & 8) != 0) to_three.push_back(k);
  }
}

void Marks::grow(std::uint32_t max_value) {
  std::size_t need = 2;
  while (need <= max_value) {
    need *= 2;
  }
  need *= 4;  // a ^ b < 2 * next power of two; doubled again for the searches
  if (stamp_.size() < need) {
    stamp_.resize(need, 0);
  }
}

std::uint32_t Marks::next_stamp() {
  if (++current_ == 0) {  // after 2^32 heaps: old stamps would match again
    std::fill(stamp_.begin(), stamp_.end(), 0);
    current_ = 1;
  }
  return current_;
}

void SparseSpace::note_common(std::uint32_t value, std::size_t heap) {
  if (positions.size() <= value) positions.resize(value + 1);
  positions[value].push_back(static_cast<std::uint32_t>(heap));
  if (positions[value].size() > 1) return;
  common_values.push_back(value);
  std::uint32_t top = 0;
  for (std::uint32_t v : common_values) top = std::max(top, v);
  const std::size_t size = std::size_t{2} * std::bit_ceil(top + 1);
  if (common_xor.size() < size) common_xor.resize(size, false);
  for (std::uint32_t v : common_values) common_xor[v ^ value] = true;
}

template <class T>
void SparseSpace::forget_from(std::size_t from, std::span<const T> values) {
  bool lost_a_value = false;
  for (std::size_t n = values.size(); n-- > from;) {
    if (is_rare(values[n])) {
      rare_heaps.pop_back();
    } else {
      std::vector<std::uint32_t>& heaps = positions[values[n]];
      heaps.pop_back();
      lost_a_value = lost_a_value || heaps.empty();
    }
  }
  if (lost_a_value) {
    std::erase_if(common_values, [&](std::uint32_t v) { return positions[v].empty(); });
    rebuild_common_xor();
  }
}

void SparseSpace::rebuild_common_xor() {
  std::fill(common_xor.begin(), common_xor.end(), false);
  for (std::uint32_t x : common_values) {
    for (std::uint32_t y : common_values) common_xor[x ^ y] = true;
  }
}

template <class T>
std::optional<std::uint32_t> SparseSpace::choose_mask(std::span<const T> window) {
  std::uint32_t max_value = 0;
  for (std::uint32_t v : window) max_value = std::max(max_value, v);
  const std::uint32_t bits = std::min<std::uint32_t>(static_cast<std::uint32_t>(std::bit_width(max_value)), 12);
  std::vector<std::uint64_t> count(std::size_t{1} << bits, 0);
  std::uint64_t beyond = 0;  // values past the masks tried: counted rare for every mask
  for (std::uint32_t v : window) {
    if (v < count.size()) ++count[v];
    else ++beyond;
  }
  std::uint64_t best = window.size() + 1;
  std::uint32_t best_mask = 0;
  for (std::uint32_t m = 1; m < (std::uint32_t{1} << bits); ++m) {
    std::uint64_t rare = beyond;
    for (std::uint32_t v = 0; v < count.size(); ++v) {
      if (count[v] != 0 && (std::popcount(v & m) & 1) == 0) rare += count[v];
    }
    if (rare < best) {
      best = rare;
      best_mask = m;
    }
  }
  if (best_mask == 0 || 4 * best > window.size()) return std::nullopt;
  return best_mask;
}

template <class T>
void SparseSpace::reset(std::uint32_t new_mask, std::span<const T> values) {
  mask = new_mask;
  rare_heaps.clear();
  common_values.clear();
  common_xor.clear();
  positions.clear();
  hint.clear();
  for (std::size_t a = 1; a < values.size(); ++a) {
    if (is_rare(values[a])) rare_heaps.push_back(static_cast<std::uint32_t>(a));
    else note_common(values[a], a);
  }
}

SparseBlockRunner::SparseBlockRunner(const Moves& moves, unsigned threads, std::uint64_t parallel_from_pairs)
    : moves_(moves), threads_(std::max(1U, threads)), parallel_from_pairs_(parallel_from_pairs), scratch_(threads_) {}

// A pair the verification tries costs several times a split of the plain mex (a search through
// the common values with hints, against a vectorised scan), and a pair of the rare heaps' scan
// about twice (it reads the values out of order): so counted, the work limit means about the
// same time whichever way the values were found (docs/octal.md, "The work limit").
constexpr std::uint64_t kVerifyWorkWeight = 6;
constexpr std::uint64_t kRarePairWorkWeight = 2;

template <class T>
std::size_t SparseBlockRunner::compute(std::vector<T>& g, SparseSpace& sparse, std::size_t first,
                                       std::size_t last, std::uint32_t room, std::uint32_t& max_value,
                                       std::uint64_t& work) {
  marks_.grow(std::max(max_value, room));
  wanted_.clear();
  pending_.clear();
  const std::uint64_t work_before = work;
  // Each heap's value as the rare pairs imply it, noted as if final.
  for (std::size_t n = first; n < last; ++n) {
    const std::uint32_t stamp = marks_.next_stamp();
    std::uint32_t* seen = marks_.data();
    moves_.mark_unsplit(g.data(), n, seen, stamp);
    // Every pair with a rare heap in it (the rare heap may be the larger one).
    for (std::size_t k : moves_.to_two) {
      if (k + 2 > n) continue;
      const std::size_t r = n - k;
      for (std::uint32_t a : sparse.rare_heaps) {
        if (a >= r) break;
        if (moves_.unequal && 2 * a == r) continue;
        seen[std::uint32_t{g[a]} ^ g[r - a]] = stamp;
      }
      work += kRarePairWorkWeight * sparse.rare_heaps.size();
    }
    // c: the least common value missing. Below it, a rare value missing from the rare pairs is
    // the value when no two common values give it, and otherwise must be looked for.
    std::uint32_t value = 0;
    while (sparse.is_rare(value) || seen[value] == stamp) ++value;
    const std::size_t wanted_begin = wanted_.size();
    for (std::uint32_t v = 0; v < value; ++v) {
      if (!sparse.is_rare(v) || seen[v] == stamp) continue;
      if (!sparse.two_commons_give(v)) {
        value = v;
        break;
      }
      wanted_.push_back(v);
    }
    if (value > std::numeric_limits<T>::max()) {  // T is too narrow: undo the block so far
      wanted_.resize(wanted_begin);
      sparse.forget_from(first, std::span<const T>(g.data(), n));
      work = work_before;  // counted again in the wider run
      return first;
    }
    if (wanted_.size() > wanted_begin) pending_.push_back({n, wanted_begin, wanted_.size()});
    g[n] = static_cast<T>(value);
    if (sparse.is_rare(value)) {
      sparse.rare_heaps.push_back(static_cast<std::uint32_t>(n));
    } else {
      sparse.note_common(value, n);
    }
    if (value > max_value) {
      max_value = value;
      marks_.grow(std::max(max_value, room));
    }
  }
  if (pending_.empty()) return last;

  // The hint slots the searches may read exist before they start (they only read them).
  std::uint32_t top_wanted = 0;
  for (std::uint32_t v : wanted_) top_wanted = std::max(top_wanted, v);
  if (sparse.hint.size() < (std::size_t{top_wanted} + 1) * SparseSpace::kHintResidues) {
    sparse.hint.resize((std::size_t{top_wanted} + 1) * SparseSpace::kHintResidues, {0, 0});
  }
  for (Scratch& scratch : scratch_) {
    if (scratch.want.size() < marks_.size()) scratch.want.resize(marks_.size(), 0);
  }
  if (verdicts_.size() < pending_.size()) verdicts_.resize(pending_.size());
  verify_all(g.data(), sparse);

  // In heap order: the hints the searches found, the work they did, the first failure.
  last_block_tried_ = 0;
  for (std::size_t i = 0; i < pending_.size(); ++i) {
    const Verdict& verdict = verdicts_[i];
    work += kVerifyWorkWeight * verdict.tried;
    last_block_tried_ += verdict.tried;
    for (const HintUpdate& update : verdict.hints) {
      sparse.hint[update.slot] = {update.x_plus_one, update.at};
    }
    if (verdict.missing != kAllFound) {
      const std::size_t heap = pending_[i].heap;
      sparse.forget_from(heap, std::span<const T>(g.data(), last));
      g[heap] = static_cast<T>(verdict.missing);  // below the value tried there, which fit
      sparse.rare_heaps.push_back(static_cast<std::uint32_t>(heap));
      return heap + 1;
    }
  }
  return last;
}

template <class T>
void SparseBlockRunner::verify_all(const T* g, const SparseSpace& sparse) {
  const std::size_t count = pending_.size();
  const std::size_t chunks = (count + kChunk - 1) / kChunk;
  // A chunk's heaps, in order, on one thread, each searching from the hints as the chunk's
  // earlier heaps left them (a heap of the same residue a few heaps back gives v by nearly the
  // same pair); each chunk starts from the hints the block started with. So what a heap's search
  // does depends on the block and the chunk, never on which thread took the chunk.
  const auto verify_chunk = [&](std::size_t chunk, Scratch& scratch) {
    scratch.hint.assign(sparse.hint.begin(), sparse.hint.end());
    const std::size_t end = std::min(count, (chunk + 1) * kChunk);
    for (std::size_t i = chunk * kChunk; i < end; ++i) {
      verify(g, sparse, pending_[i], scratch, verdicts_[i]);
      if (verdicts_[i].missing != kAllFound) return false;
    }
    return true;
  };
  // Threads only where the searches are long: where they take microseconds a block (0.354: a few
  // hundred steps a heap) starting threads costs more than it saves. Guessed from the last block
  // (the choice changes only the speed; OctalOptions::parallel_from_pairs).
  const unsigned threads = last_block_tried_ >= parallel_from_pairs_ ? std::min<std::size_t>(threads_, chunks) : 1;
  if (threads <= 1) {
    for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
      if (!verify_chunk(chunk, scratch_[0])) break;  // what follows a failure is undone anyway
    }
    return;
  }
  // Chunks are handed out in order; once one has a failure, no thread starts a later one.
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> failed_chunk{chunks};
  std::exception_ptr error;
  std::mutex error_mutex;
  const auto work = [&](unsigned t) {
    try {
      for (;;) {
        const std::size_t chunk = next.fetch_add(1, std::memory_order_relaxed);
        if (chunk >= chunks || chunk > failed_chunk.load(std::memory_order_relaxed)) return;
        if (!verify_chunk(chunk, scratch_[t])) {
          std::size_t known = failed_chunk.load(std::memory_order_relaxed);
          while (chunk < known && !failed_chunk.compare_exchange_weak(known, chunk, std::memory_order_relaxed)) {
          }
        }
      }
    } catch (...) {
      const std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      failed_chunk.store(0, std::memory_order_relaxed);
    }
  };
  // std::thread, not std::jthread: the page's libc++ (emscripten 3.1.6) has no jthread.
  std::vector<std::thread> helpers;
  helpers.reserve(threads - 1);
  try {
    for (unsigned t = 1; t < threads; ++t) helpers.emplace_back(work, t);
  } catch (...) {  // a thread that cannot start: stop the others and report it
    next.store(chunks, std::memory_order_relaxed);
    for (std::thread& helper : helpers) helper.join();
    throw;
  }
  work(0);
  for (std::thread& helper : helpers) helper.join();  // their verdicts are visible after this
  if (error) std::rethrow_exception(error);
}

template <class T>
void SparseBlockRunner::verify(const T* g, const SparseSpace& sparse, const Pending& pending,
                               Scratch& scratch, Verdict& verdict) const {
  constexpr std::size_t kQuickPairs = 2048;
  const std::size_t n = pending.heap;
  const std::span<const std::uint32_t> wanted(wanted_.data() + pending.wanted_begin,
                                              pending.wanted_end - pending.wanted_begin);
  verdict.missing = kAllFound;
  verdict.tried = 0;
  verdict.hints.clear();
  std::uint8_t* want = scratch.want.data();
  const std::size_t want_size = scratch.want.size();
  for (std::uint32_t v : wanted) want[v] = 1;
  std::size_t missing = wanted.size();
  // First the first splits (most rare values turn up there): measured against a stretch from the
  // middle, they find the rare values of 0.354 five times faster, of 0.376 1.5 times, of
  // Grundy's game as fast. This scan reads memory in order, a step costs a fraction of a step of
  // the walks below (which read values scattered over the sequence), so it goes far: 2048 splits
  // rather than 512 leave Grundy's game a seventh of the walks and take it to 2^22 in 13.3 s
  // rather than 21.0 (2^20: 512 → 3.3 s, 2048 → 3.0, 8192 → 3.5); 0.354 and 0.376 are unchanged.
  for (std::size_t k : moves_.to_two) {
    if (k + 2 > n || missing == 0) continue;
    const std::size_t r = n - k;
    const std::size_t stop = std::min<std::size_t>(moves_.last_first_heap(r), kQuickPairs);
    std::size_t a = 1;
    for (; a <= stop && missing > 0; ++a) {
      const std::uint32_t x = std::uint32_t{g[a]} ^ g[r - a];
      if (x < want_size && want[x] != 0) {
        want[x] = 0;
        --missing;
      }
    }
    verdict.tried += a;
  }
  // Then, for each value still missing, every pair of common values (x, x ^ v), walking the heaps
  // of the less frequent of the two: complete, so a value not found is missing.
  for (std::uint32_t v : wanted) {
    if (missing == 0) break;
    if (want[v] == 0) continue;
    // Whether some split of this heap pairs a heap of value x with one of x ^ v, walking the
    // heaps of the scarcer of the two from index `start` on (then the ones before it); `at` is
    // where the pair was found.
    std::size_t at = 0;
    const auto pair_gives = [&](std::uint32_t x, std::size_t start) {
      const std::uint32_t y = x ^ v;
      const bool x_scarcer = sparse.positions[x].size() <= sparse.positions[y].size();
      const std::vector<std::uint32_t>& heaps = sparse.positions[x_scarcer ? x : y];
      const std::uint32_t partner = x_scarcer ? y : x;
      start = std::min(start, heaps.size());
      for (std::size_t k : moves_.to_two) {
        if (k + 2 > n) continue;
        const std::size_t r = n - k;
        for (std::size_t pass = 0; pass < 2; ++pass) {
          const std::size_t from = pass == 0 ? start : 0;
          const std::size_t to = pass == 0 ? heaps.size() : start;
          for (std::size_t i = from; i < to; ++i) {
            const std::uint32_t a = heaps[i];
            if (a >= r) break;
            ++verdict.tried;
            if (g[r - a] == partner && !(moves_.unequal && 2 * a == r)) {
              at = i;
              return true;
            }
          }
        }
      }
      return false;
    };
    // The pair that gave v to the last heap of the same residue mod 3, from the index where it
    // was found, first: sequences with arithmetic structure give v by nearly the same split
    // again, where other pairs can fail for every split and cost a walk of their whole list.
    // Grundy's game has G(m + 3) = G(m) for 29 % of m past 2^19, G(m + 12) = G(m) for 17 %: by
    // residue mod 3 its hinted walks took 40 % fewer steps than by residue mod 12 (first scan of 512
    // splits; with 2048 few walks are left, and the two measure the same).
    const std::size_t slot = std::size_t{v} * SparseSpace::kHintResidues + n % SparseSpace::kHintResidues;
    auto& [hinted, hinted_at] = scratch.hint[slot];
    bool found = hinted != 0 && pair_gives(hinted - 1, hinted_at);
    if (found) {
      hinted_at = at;
      verdict.hints.push_back({slot, hinted, at});
    } else {
      scratch.order.clear();
      for (std::uint32_t x : sparse.common_values) {
        const std::uint32_t y = x ^ v;
        if (x > y || y >= sparse.positions.size() || sparse.positions[y].empty() || x + 1 == hinted) continue;
        // The pairs whose commoner value is commonest first: walking the scarcer list, each step
        // finds the pair with about that value's frequency (Grundy's game to 10^6: 35% fewer
        // steps than shortest list first, and the hints found stay good longer).
        scratch.order.emplace_back(~std::max(sparse.positions[x].size(), sparse.positions[y].size()), x);
      }
      std::sort(scratch.order.begin(), scratch.order.end());
      for (const auto& [size, x] : scratch.order) {
        if (pair_gives(x, 0)) {
          found = true;
          hinted = x + 1;
          hinted_at = at;
          verdict.hints.push_back({slot, x + 1, at});
          break;
        }
      }
    }
    if (!found) {
      verdict.missing = v;  // the value is v: no larger value need be looked for
      break;
    }
    want[v] = 0;
    --missing;
  }
  for (std::uint32_t v : wanted) want[v] = 0;
}

// The widths GrundyValues stores.
#define CGT_OCTAL_SPARSE_FOR(T)                                                                                 \
  template void SparseSpace::forget_from<T>(std::size_t, std::span<const T>);                                  \
  template std::optional<std::uint32_t> SparseSpace::choose_mask<T>(std::span<const T>);                       \
  template void SparseSpace::reset<T>(std::uint32_t, std::span<const T>);                                      \
  template std::size_t SparseBlockRunner::compute<T>(std::vector<T>&, SparseSpace&, std::size_t, std::size_t, \
                                                     std::uint32_t, std::uint32_t&, std::uint64_t&);
CGT_OCTAL_SPARSE_FOR(std::uint8_t)
CGT_OCTAL_SPARSE_FOR(std::uint16_t)
CGT_OCTAL_SPARSE_FOR(std::uint32_t)
#undef CGT_OCTAL_SPARSE_FOR

}  // namespace cgt::octal_detail
