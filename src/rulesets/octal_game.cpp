#include "cgt/octal_game.hpp"

#include <algorithm>
#include <bit>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

OctalGame OctalGame::grundys_game() {
  OctalGame game;
  game.digits_ = {4};
  game.unequal_split_ = true;
  return game;
}

bool OctalGame::splits_in_three() const noexcept {
  return std::any_of(digits_.begin(), digits_.end(), [](std::uint8_t d) { return (d & 8) != 0; });
}

OctalGame OctalGame::parse(std::string_view code) {
  {
    std::string_view trimmed = code;
    while (!trimmed.empty() && (trimmed.front() == ' ' || trimmed.front() == '\t')) trimmed.remove_prefix(1);
    while (!trimmed.empty() && std::string_view(" \t\r\n").find(trimmed.back()) != std::string_view::npos) {
      trimmed.remove_suffix(1);
    }
    if (trimmed == "grundy") {
      return grundys_game();
    }
  }
  TextCursor cursor(code, "octal code");
  cursor.skip_spaces();
  OctalGame game;
  game.digits_.assign(1, 0);
  if (cursor.peek_digit()) {
    std::size_t at = cursor.position();
    std::string before = cursor.take_digits();
    if (before[0] != '0' && before[0] != '4') {
      cursor.fail_at(at, "the digit before the point must be 0 or 4 (4: split a heap in two without removing)");
    }
    if (before.size() != 1) {  // "077": the first digit is fine, the point is missing after it
      cursor.fail_at(at + 1, "expected '.' after the digit " + before.substr(0, 1) + ", e.g. 0.77");
    }
    game.digits_[0] = static_cast<std::uint8_t>(before[0] - '0');
  }
  if (!cursor.consume(".")) {
    cursor.fail(cursor.at_end() ? "expected '.' and octal digits, e.g. 0.77" : "expected '.'");
  }
  if (cursor.at_end()) {
    cursor.fail("expected octal digits after the point");
  }
  while (!cursor.at_end()) {
    if (cursor.peek_is(" ") || cursor.peek_is("\t") || cursor.peek_is("\n") || cursor.peek_is("\r")) {
      cursor.skip_spaces();  // trailing whitespace (a newline from standard input) is fine
      if (!cursor.at_end()) {
        cursor.fail("unexpected text after the code");
      }
      break;
    }
    std::string c = cursor.peek_char_text();
    const char h = c.size() == 1 ? c[0] : '?';
    int digit = -1;
    if (h >= '0' && h <= '9') digit = h - '0';
    if (h >= 'A' && h <= 'F') digit = 10 + (h - 'A');
    if (h >= 'a' && h <= 'f') digit = 10 + (h - 'a');
    if (digit < 0) {
      cursor.fail("'" + c + "' is not a digit of a code (octal 0-7, or hexadecimal 0-9 and A-F)");
    }
    game.digits_.push_back(static_cast<std::uint8_t>(digit));
    cursor.advance(1);
  }
  while (game.digits_.size() > 1 && game.digits_.back() == 0) {
    game.digits_.pop_back();
  }
  return game;
}

OctalGame OctalGame::subtraction(std::span<const std::uint32_t> set) {
  OctalGame game;
  for (std::uint32_t k : set) {
    if (k == 0) {
      throw DomainError("a subtraction set holds positive numbers only");
    }
    if (game.digits_.size() <= k) {
      game.digits_.resize(k + 1, 0);
    }
    game.digits_[k] = 3;
  }
  return game;
}

std::size_t OctalGame::max_removal() const noexcept {
  return digits_.size() - 1;
}

std::string OctalGame::code() const {
  if (unequal_split_) {
    return "grundy";
  }
  std::string out(1, static_cast<char>('0' + digits_[0]));
  out += '.';
  if (digits_.size() == 1) {
    return out + "0";
  }
  for (std::size_t k = 1; k < digits_.size(); ++k) {
    out += "0123456789ABCDEF"[digits_[k]];
  }
  return out;
}

std::optional<OctalPeriodicity> find_octal_periodicity(const OctalGame& game, std::span<const std::uint32_t> values) {
  if (values.empty() || !game.periodicity_theorem_applies()) {
    return std::nullopt;
  }
  const std::size_t last = values.size() - 1;  // N
  const std::size_t t = game.max_removal();
  if (2 + 2 + t > last + 1) {
    return std::nullopt;  // not even p = 1 could be certified
  }
  // The Z-function of the sequence read backwards, R[i] = G(N − i): R[i] = R[i + p] for i < z[p],
  // that is G(m + p) = G(m) for every m ≥ N + 1 − p − z[p]. So the least pre-period for p is
  // q = N + 1 − p − z[p], for every p at once in O(N) — the direct scan was O(N·p), hours for
  // periods of 10^5.
  const std::size_t size = last + 1;
  const auto r = [&](std::size_t i) { return values[last - i]; };
  std::vector<std::uint32_t> z(size, 0);
  std::size_t left = 0;
  std::size_t right = 0;  // [left, right): the rightmost match window found so far
  for (std::size_t i = 1; i < size; ++i) {
    std::size_t length = 0;
    if (i < right) {
      length = std::min<std::size_t>(right - i, z[i - left]);
    }
    while (i + length < size && r(length) == r(i + length)) {
      ++length;
    }
    z[i] = static_cast<std::uint32_t>(length);
    if (i + length > right) {
      left = i;
      right = i + length;
    }
    // Certification needs 2q + 2p + t ≤ N + 1 with q ≥ 1 (the theorem's splits need q ≥ 1:
    // periodicity from 1 plus G(p) = G(0) gives it from 0). The least certified p is the answer,
    // and z[p] is final once computed, so test p = i now.
    const std::size_t p = i;
    if (2 + 2 * p + t > size) {
      break;
    }
    const std::size_t q = size - p - length;
    if (2 * std::max<std::size_t>(q, 1) + 2 * p + t <= size) {
      return OctalPeriodicity{p, q};
    }
  }
  return std::nullopt;
}

namespace {

// The moves of a heap of n, by the number k of tokens removed: whether a move may leave nothing
// (the heap had exactly k), one heap, or two heaps (k = 0 with d0 = 4: split without removing).
struct Moves {
  std::vector<std::size_t> to_nothing;
  std::vector<std::size_t> to_one;
  std::vector<std::size_t> to_two;
  std::vector<std::size_t> to_three;
  bool unequal = false;  // the two heaps of a split differ (Grundy's game)
  explicit Moves(const OctalGame& game) : unequal(game.unequal_split()) {
    const std::vector<std::uint8_t>& d = game.digits();
    for (std::size_t k = 0; k < d.size(); ++k) {
      if (k > 0 && (d[k] & 1) != 0) to_nothing.push_back(k);
      if (k > 0 && (d[k] & 2) != 0) to_one.push_back(k);
      if ((d[k] & 4) != 0) to_two.push_back(k);
      if ((d[k] & 8) != 0) to_three.push_back(k);
    }
  }
  // The largest first heap a of a split a + (r − a), a ≤ r − a.
  [[nodiscard]] std::size_t last_first_heap(std::size_t r) const { return unequal ? (r - 1) / 2 : r / 2; }
};

// Marks, for the heap being computed, which values its options have (stamped by the heap, so
// nothing is cleared between heaps).
struct Marks {
  std::vector<std::uint32_t> stamp;
  // Room for every XOR of two values ≤ max_value, and twice that: the upper half is never an
  // option's value, so a search for the least missing value of a class (rare or common under a
  // mask below the upper half) ends inside the array.
  void grow(std::uint32_t max_value) {
    std::size_t need = 2;
    while (need <= max_value) {
      need *= 2;
    }
    need *= 4;  // a ^ b < 2 * next power of two; doubled again for the searches
    if (stamp.size() < need) {
      stamp.resize(need, 0);
    }
  }
};

// The sparse-space method (Winning Ways ch. 4; Gangolli and Plambeck; Flammenkamp). With a mask
// m, call a value *rare* when v & m has an even number of bits, *common* otherwise. XOR adds
// parities, so a common value is the XOR of a rare and a common one, never of two of a kind:
// the common values among a heap's two-heap options are all found by pairing each rare heap
// with its complement — O(number of rare heaps) instead of O(n). That settles the least common
// value c the options miss. A rare value v < c missing from those pairs may still come from two
// common heaps; only then are all pairs scanned (stopping as soon as every such v is found), so
// the value is always exact and the cost is O(#rare) wherever the rare values stay rare.
class SparseSpace {
 public:
  std::uint32_t mask = 0;
  std::vector<std::uint32_t> rare_heaps;  // ascending, heaps ≥ 1 with a rare value
  // The common values seen so far, and every XOR of two of them: a rare value outside that
  // set cannot come from two common heaps, so no scan looks for it (without this a rare value
  // that no pair of common values gives cost a scan of every pair at every heap).
  std::vector<std::uint32_t> common_values;
  std::vector<bool> common_xor;
  // positions[v]: the heaps with the common value v, ascending.
  std::vector<std::vector<std::uint32_t>> positions;
  // hint[v·12 + n mod 12]: 1 + the smaller value x of the pair that last gave the rare value v
  // (0: none yet), and the index in the walked list where it was found.
  std::vector<std::pair<std::uint32_t, std::size_t>> hint;

  void note_common(std::uint32_t value, std::size_t heap) {
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
  [[nodiscard]] bool two_commons_give(std::uint32_t value) const {
    return value < common_xor.size() && common_xor[value];
  }

  [[nodiscard]] bool is_rare(std::uint32_t value) const { return (std::popcount(value & mask) & 1) == 0; }

  // The mask whose rare values are held by the fewest heaps among `window`; nullopt when even
  // the best leaves more than a quarter of them rare (then the method would not pay).
  static std::optional<std::uint32_t> choose_mask(std::span<const std::uint32_t> window) {
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

  void reset(std::uint32_t new_mask, std::span<const std::uint32_t> values) {
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
};

}  // namespace

OctalSequence octal_grundy_sequence(const OctalGame& game, std::size_t upto, const OctalOptions& options) {
  if (upto > kMaxOctalHeaps) {  // 0.354 is certified at 20.1 million
    throw LimitError("heap sizes up to " + std::to_string(upto) + " exceed the limit of " +
                     std::to_string(kMaxOctalHeaps));
  }
  const Moves moves(game);
  OctalSequence result;
  std::vector<std::uint32_t>& g = result.values;
  // Grown as the heaps are reached (doubling), so a run that stops at its first certified period
  // holds only what it computed, not `upto` heaps.
  g.assign(std::min<std::size_t>(upto + 1, 4096), 0);
  Marks marks;
  Marks wanted;  // rare values still looked for among pairs of common heaps
  // The arrays cover the mask too, so that a common value exists in their upper half.
  const std::uint32_t mask_room = options.mask ? *options.mask : 4095;
  marks.grow(mask_room);
  wanted.grow(mask_room);
  std::uint32_t max_value = 0;
  std::uint64_t work = 0;
  std::uint64_t charged = 0;
  Context* context = options.charge_context ? &current_context() : nullptr;
  std::optional<SparseSpace> sparse;
  // Three-heap moves are computed by the direct mex only (their rare/common split is not this one).
  bool sparse_allowed = options.sparse && moves.to_three.empty();
  if (sparse_allowed && options.mask) {
    sparse.emplace();
    sparse->reset(*options.mask, std::span(g.data(), 1));
  }
  std::size_t next_check = 64;
  constexpr std::size_t kQuickPairs = 512;
  std::vector<std::pair<std::size_t, std::uint32_t>> order;
  std::size_t n = 1;
  for (; n <= upto; ++n) {
    if (n >= g.size()) {
      g.resize(std::min(upto + 1, 2 * g.size()), 0);
    }
    const auto stamp = static_cast<std::uint32_t>(n);
    std::uint32_t* seen = marks.stamp.data();
    for (std::size_t k : moves.to_nothing) {
      if (k == n) seen[0] = stamp;
    }
    for (std::size_t k : moves.to_one) {
      if (k < n) seen[g[n - k]] = stamp;
    }
    std::uint32_t value = 0;
    if (!sparse) {
      for (std::size_t k : moves.to_two) {
        if (k + 2 > n) continue;
        const std::size_t r = n - k;
        const std::uint32_t* values = g.data();
        const std::size_t half = moves.last_first_heap(r);
        for (std::size_t a = 1; a <= half; ++a) {
          seen[values[a] ^ values[r - a]] = stamp;
        }
        work += half;
      }
      for (std::size_t k : moves.to_three) {
        if (k + 3 > n) continue;
        const std::size_t r = n - k;
        for (std::size_t a = 1; 3 * a <= r; ++a) {
          for (std::size_t b = a; a + 2 * b <= r; ++b) {
            seen[g[a] ^ g[b] ^ g[r - a - b]] = stamp;
          }
          work += (r - a) / 2 - a + 1;
        }
      }
      while (seen[value] == stamp) ++value;
    } else {
      // Every pair with a rare heap in it (the rare heap may be the larger one).
      for (std::size_t k : moves.to_two) {
        if (k + 2 > n) continue;
        const std::size_t r = n - k;
        for (std::uint32_t a : sparse->rare_heaps) {
          if (a >= r) break;
          if (moves.unequal && 2 * a == r) continue;
          seen[g[a] ^ g[r - a]] = stamp;
        }
        work += sparse->rare_heaps.size();
      }
      // c: the least common value missing; the rare values below it that are missing so far.
      std::uint32_t common = 0;
      while (sparse->is_rare(common) || seen[common] == stamp) ++common;
      std::uint32_t missing = 0;
      std::uint32_t* want = wanted.stamp.data();
      for (std::uint32_t v = 0; v < common; ++v) {
        if (sparse->is_rare(v) && seen[v] != stamp && sparse->two_commons_give(v)) {
          want[v] = stamp;
          ++missing;
        }
      }
      if (missing > 0) {
        // Look for them among pairs of common heaps: first the first splits (most turn up there),
        std::size_t tried = 0;
        for (std::size_t k : moves.to_two) {
          if (k + 2 > n || missing == 0) continue;
          const std::size_t r = n - k;
          // The first splits: measured against a stretch from the middle, they find the rare
          // values of 0.354 five times faster, of 0.376 1.5 times, of Grundy's game as fast.
          const std::size_t stop = std::min<std::size_t>(moves.last_first_heap(r), kQuickPairs);
          std::size_t a = 1;
          for (; a <= stop && missing > 0; ++a) {
            const std::uint32_t x = g[a] ^ g[r - a];
            if (x < common && want[x] == stamp) {
              want[x] = 0;
              --missing;
            }
          }
          tried += a;
        }
        // then, for each value still missing, every pair of common values (x, x ^ v), walking the
        // heaps of the less frequent of the two: complete, so a value not found is missing.
        for (std::uint32_t v = 0; v < common && missing > 0; ++v) {
          if (want[v] != stamp) continue;
          // Whether some split of this heap pairs a heap of value x with one of x ^ v, walking the
          // heaps of the scarcer of the two from index `start` on (then the ones before it);
          // `at` is where the pair was found.
          std::size_t at = 0;
          const auto pair_gives = [&](std::uint32_t x, std::size_t start) {
            const std::uint32_t y = x ^ v;
            const bool x_scarcer = sparse->positions[x].size() <= sparse->positions[y].size();
            const std::vector<std::uint32_t>& heaps = sparse->positions[x_scarcer ? x : y];
            const std::uint32_t partner = x_scarcer ? y : x;
            start = std::min(start, heaps.size());
            for (std::size_t k : moves.to_two) {
              if (k + 2 > n) continue;
              const std::size_t r = n - k;
              for (std::size_t pass = 0; pass < 2; ++pass) {
                const std::size_t from = pass == 0 ? start : 0;
                const std::size_t to = pass == 0 ? heaps.size() : start;
                for (std::size_t i = from; i < to; ++i) {
                  const std::uint32_t a = heaps[i];
                  if (a >= r) break;
                  ++tried;
                  if (g[r - a] == partner && !(moves.unequal && 2 * a == r)) {
                    at = i;
                    return true;
                  }
                }
              }
            }
            return false;
          };
          // The pair that gave v to the last heap of the same residue mod 12, from the heap that
          // gave it, first: sequences with arithmetic structure (Grundy's game, by 3) give v by
          // nearly the same split again, where other pairs can fail for every split and cost a
          // walk of their whole list.
          const std::size_t hint_at = std::size_t{v} * 12 + n % 12;
          if (sparse->hint.size() <= hint_at) sparse->hint.resize(hint_at + 1, {0, 0});
          auto& [hinted, hinted_at] = sparse->hint[hint_at];
          bool found = hinted != 0 && pair_gives(hinted - 1, hinted_at);
          if (found) {
            hinted_at = at;
          } else {
            order.clear();
            for (std::uint32_t x : sparse->common_values) {
              const std::uint32_t y = x ^ v;
              if (x > y || y >= sparse->positions.size() || sparse->positions[y].empty() || x + 1 == hinted) continue;
              // The pairs whose commoner value is commonest first: walking the scarcer list, each
              // step finds the pair with about that value's frequency (Grundy's game to 10^6: 35%
              // fewer steps than shortest list first, and the hints found stay good longer).
              order.emplace_back(~std::max(sparse->positions[x].size(), sparse->positions[y].size()), x);
            }
            std::sort(order.begin(), order.end());
            for (const auto& [size, x] : order) {
              if (pair_gives(x, 0)) {
                found = true;
                hinted = x + 1;
                hinted_at = at;
                break;
              }
            }
          }
          if (!found) {
            break;  // v is missing: the value is at most v, so no larger value need be looked for
          }
          want[v] = 0;
          --missing;
        }
        work += tried;
      }
      // The least value missing: a rare one no pair gave (whether looked for or not), else c.
      value = common;
      for (std::uint32_t v = 0; v < common; ++v) {
        if (sparse->is_rare(v) && seen[v] != stamp && (!sparse->two_commons_give(v) || want[v] == stamp)) {
          value = v;
          break;
        }
      }
      if (sparse->is_rare(value)) {
        sparse->rare_heaps.push_back(static_cast<std::uint32_t>(n));
      } else {
        sparse->note_common(value, n);
      }
    }
    if (options.charge_context) {
      context->charge(1 + (work - charged));
      charged = work;
    }
    g[n] = value;
    if (value > max_value) {
      max_value = value;
      marks.grow(std::max(max_value, mask_room));
      wanted.grow(std::max(max_value, mask_room));
    }
    if (work > options.max_work && options.stop_at_max_work && n < upto) {
      g.resize(n + 1);
      result.computed_upto = n;
      result.periodicity = find_octal_periodicity(game, g);
      if (sparse) result.mask = sparse->mask;
      return result;
    }
    if (work > options.max_work) {
      throw LimitError("octal " + game.code() + ": no period certified by heap " + std::to_string(n) +
                       " and computing to " + std::to_string(upto) + " would take too long");
    }
    if ((n & 0xFFF) == 0) {
      // A cancellation request (Ctrl-C in the CLI, Python's KeyboardInterrupt) stops a long run
      // even when no work is charged to the context (the command bounds it by --upto instead).
      if (current_context().take_cancel_request()) throw CancelledError("cancelled");
      if (options.progress && (n & 0xFFFF) == 0) options.progress(n);
    }
    if (n == next_check) {
      // Every doubling while short, then every eighth more: a period is certified soon after
      // the values allow it (2q + 2p + t − 1 heaps), and each check is linear in n.
      next_check = n < 65536 ? 2 * n : n + n / 8;
      if (options.extend_by_period) {
        if (auto periodicity = find_octal_periodicity(game, std::span(g.data(), n + 1))) {
          result.periodicity = periodicity;
          g.resize(options.fill_to_upto ? upto + 1 : n + 1);
          for (std::size_t m = n + 1; m < g.size(); ++m) {
            g[m] = g[m - periodicity->period];
          }
          result.computed_upto = n;
          if (sparse) result.mask = sparse->mask;
          return result;
        }
      }
      // Choose the mask from the later half of what is known (when the game has splits and the
      // caller did not fix one), and change it when another makes the rare values at least twice
      // as rare there: early values often follow another pattern than the later ones.
      if (sparse_allowed && !options.mask && !moves.to_two.empty() && n >= 256 && (n & (n - 1)) == 0) {
        const std::span<const std::uint32_t> window(g.data() + n / 2, n - n / 2 + 1);
        if (auto mask = SparseSpace::choose_mask(window)) {
          const auto rare_in_window = [&](std::uint32_t m) {
            std::size_t count = 0;
            for (std::uint32_t v : window) count += (std::popcount(v & m) & 1) == 0 ? 1 : 0;
            return count;
          };
          if (!sparse || 2 * rare_in_window(*mask) < rare_in_window(sparse->mask)) {
            sparse.emplace();
            sparse->reset(*mask, std::span(g.data(), n + 1));
            work += n;
          }
        } else {
          sparse.reset();
        }
      }
    }
  }
  result.computed_upto = upto;
  result.periodicity = find_octal_periodicity(game, g);
  if (sparse) result.mask = sparse->mask;
  return result;
}

OctalSummary summarize_octal(std::span<const std::uint32_t> values, std::optional<std::uint32_t> mask) {
  OctalSummary summary;
  summary.heaps = values.size();
  summary.mask = mask;
  std::vector<OctalSummary::Rare> by_value;
  for (std::size_t n = 0; n < values.size(); ++n) {
    const std::uint32_t v = values[n];
    if (v > summary.largest || n == 0) {
      summary.largest = v;
      summary.largest_first = n;
    }
    if (!mask || n == 0 || (std::popcount(v & *mask) & 1) != 0) continue;
    if (by_value.size() <= v) by_value.resize(std::size_t{v} + 1);
    by_value[v].value = v;
    ++by_value[v].count;
    by_value[v].last = n;
    ++summary.rare_heaps;
    summary.last_rare_heap = n;
  }
  for (const OctalSummary::Rare& rare : by_value) {
    if (rare.count > 0) summary.rare.push_back(rare);
  }
  return summary;
}

}  // namespace cgt
