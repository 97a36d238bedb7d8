#include "cgt/octal_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/text_cursor.hpp"
#include "rulesets/octal/octal_sparse.hpp"

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

namespace {

template <class T>
std::optional<OctalPeriodicity> find_periodicity(const OctalGame& game, std::span<const T> values) {
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
  const auto r = [&](std::size_t i) { return std::uint32_t{values[last - i]}; };
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

}  // namespace

std::optional<OctalPeriodicity> find_octal_periodicity(const OctalGame& game, std::span<const std::uint32_t> values) {
  return find_periodicity(game, values);
}

std::optional<OctalPeriodicity> find_octal_periodicity(const OctalGame& game, const GrundyValues& values) {
  return values.visit([&](auto stored) { return find_periodicity(game, stored); });
}

namespace {

using octal_detail::Marks;
using octal_detail::Moves;
using octal_detail::SparseBlockRunner;
using octal_detail::SparseSpace;

// One heap by the mex over all its options (the plain method, O(n) per heap).
template <class T>
std::uint32_t direct_value(const Moves& moves, const std::vector<T>& g, std::size_t n, Marks& marks,
                           std::uint64_t& work) {
  const std::uint32_t stamp = marks.next_stamp();
  std::uint32_t* seen = marks.data();
  moves.mark_unsplit(g.data(), n, seen, stamp);
  for (std::size_t k : moves.to_two) {
    if (k + 2 > n) continue;
    const std::size_t r = n - k;
    const T* values = g.data();
    const std::size_t half = moves.last_first_heap(r);
    for (std::size_t a = 1; a <= half; ++a) {
      seen[std::uint32_t{values[a]} ^ values[r - a]] = stamp;
    }
    work += half;
  }
  for (std::size_t k : moves.to_three) {
    if (k + 3 > n) continue;
    const std::size_t r = n - k;
    for (std::size_t a = 1; 3 * a <= r; ++a) {
      for (std::size_t b = a; a + 2 * b <= r; ++b) {
        seen[std::uint32_t{g[a]} ^ g[b] ^ g[r - a - b]] = stamp;
      }
      work += 2 * ((r - a) / 2 - a + 1);  // a triple costs about two pairs (three values read)
    }
  }
  std::uint32_t value = 0;
  while (seen[value] == stamp) ++value;
  return value;
}

// The memory limit of the context (the CLI's --memory-limit) bounds the values before they grow
// or widen: the old and the new array while the values move, and about 8 bytes a heap for the
// sparse-space lists.
void check_values_growth(std::size_t new_bytes, std::size_t old_bytes, std::size_t old_heaps) {
  current_context().check_growth(new_bytes + old_bytes + 2 * sizeof(std::uint32_t) * old_heaps);
}

// What one octal_grundy_sequence call keeps while it runs, across a widening of the values.
struct SequenceRun {
  SequenceRun(const OctalGame& game_in, std::size_t upto_in, const OctalOptions& options_in)
      : game(game_in),
        upto(upto_in),
        options(options_in),
        moves(game_in),
        // The arrays cover the mask too, so that a common value exists in their upper half.
        mask_room(options_in.mask ? *options_in.mask : 4095),
        context(options_in.charge_context ? &current_context() : nullptr),
        blocks(moves, options_in.threads, options_in.parallel_from_pairs),
        // Three-heap moves are computed by the direct mex only (their rare/common split is not this one).
        sparse_allowed(options_in.sparse && moves.to_three.empty()) {}

  const OctalGame& game;
  std::size_t upto;
  const OctalOptions& options;
  const Moves moves;
  Marks marks;
  std::uint32_t mask_room;
  std::uint32_t max_value = 0;
  std::uint64_t work = 0;
  std::uint64_t charged = 0;
  Context* context;
  std::optional<SparseSpace> sparse;
  SparseBlockRunner blocks;
  bool sparse_allowed;
  std::size_t next_check = 64;
  std::uint64_t work_at_check = 0;  // the work done by the last check, and its heap
  std::size_t done_at_check = 0;
  std::size_t next_poll = 4096;
  std::size_t next_progress = 65536;
  std::size_t next_mask_choice = 256;
  // Sparse blocks: short after a failed verification (a rare heap; more may follow), doubling
  // while none fails.
  static constexpr std::size_t kShortBlock = 8;
  static constexpr std::size_t kLongBlock = 4096;
  std::size_t block = kShortBlock;
  std::size_t n = 1;  // heaps 0..n-1 are final
  OctalSequence result;
};

// Runs with the values stored as T until the end (true: result filled in) or until a value does
// not fit in T (false: nothing of that heap is kept; widen and call again).
template <class T>
bool run_sequence(SequenceRun& run, std::vector<T>& g) {
  const OctalGame& game = run.game;
  const OctalOptions& options = run.options;
  const std::size_t upto = run.upto;
  OctalSequence& result = run.result;
  const auto check_memory = [](std::size_t new_heaps, std::size_t old_heaps) {
    check_values_growth(sizeof(T) * new_heaps, sizeof(T) * old_heaps, old_heaps);
  };
  const auto finish = [&](std::size_t computed_upto, std::optional<OctalPeriodicity> periodicity) {
    result.computed_upto = computed_upto;
    result.periodicity = periodicity;
    if (run.sparse) result.mask = run.sparse->mask;
    return true;
  };
  const auto periodicity_of_all = [&] { return find_periodicity(game, std::span<const T>(g.data(), g.size())); };
  while (run.n <= upto) {
    const std::size_t last = std::min({run.n + run.block, run.next_check + 1, upto + 1});
    while (g.size() < last) {
      const std::size_t size = std::min(upto + 1, 2 * g.size());
      check_memory(size, g.size());
      g.resize(size, 0);
    }
    if (run.sparse) {
      const std::size_t reached =
          run.blocks.compute(g, *run.sparse, run.n, last, run.mask_room, run.max_value, run.work);
      if (reached == run.n) return false;
      run.block = reached == last ? std::min(2 * run.block, SequenceRun::kLongBlock) : SequenceRun::kShortBlock;
      run.n = reached;
    } else {
      const std::uint32_t value = direct_value(run.moves, g, run.n, run.marks, run.work);
      if (value > std::numeric_limits<T>::max()) return false;
      g[run.n] = static_cast<T>(value);
      if (value > run.max_value) {
        run.max_value = value;
        run.marks.grow(std::max(run.max_value, run.mask_room));
      }
      ++run.n;
    }
    const std::size_t done = run.n - 1;
    if (options.charge_context) {
      run.context->charge(1 + (run.work - run.charged));
      run.charged = run.work;
    }
    if (run.work > options.max_work && options.stop_at_max_work && done < upto) {
      g.resize(done + 1);
      return finish(done, periodicity_of_all());
    }
    if (run.work > options.max_work) {
      throw BudgetError("octal " + game.code() + ": no period certified by heap " + std::to_string(done) +
                            ", and computing to " + std::to_string(upto) + " needs more than the work limit of " +
                            std::to_string(options.max_work) + " steps",
                        BudgetError::Resource::kWork);
    }
    if (done >= run.next_poll) {
      // A cancellation request (Ctrl-C in the CLI, Python's KeyboardInterrupt) stops a long run
      // even when no work is charged to the context (the command bounds it by --upto instead).
      if (current_context().take_cancel_request()) throw CancelledError("cancelled");
      run.next_poll = (done / 4096 + 1) * 4096;
    }
    if (options.progress && done >= run.next_progress) {
      options.progress(done);
      run.next_progress = (done / 65536 + 1) * 65536;
    }
    if (done == run.next_check && !options.stop_at_max_work && !game.periodicity_theorem_applies() && done >= 65536) {
      // No period will end this run early (the theorem does not apply): when the work of the heaps
      // left, at the rate of the last stretch (growing with n for the plain mex), passes the
      // limit, say so now rather than after minutes of work.
      const long double rate = static_cast<long double>(run.work - run.work_at_check) /
                               static_cast<long double>(done - run.done_at_check);
      const long double left = static_cast<long double>(upto - done);
      const long double middle = static_cast<long double>(done + run.done_at_check) / 2;
      const long double projected =
          static_cast<long double>(run.work) +
          (run.sparse ? rate * left : rate * left * (static_cast<long double>(upto + done) / 2) / middle);
      if (projected > static_cast<long double>(options.max_work)) {
        throw BudgetError("octal " + game.code() + ": computing to " + std::to_string(upto) + " needs about " +
                              fmt::format("{:.2g}", static_cast<double>(projected)) +
                              " steps (at the rate of heaps " + std::to_string(run.done_at_check) + " to " +
                              std::to_string(done) + "), more than the work limit of " +
                              std::to_string(options.max_work),
                          BudgetError::Resource::kWork);
      }
    }
    if (done == run.next_check) {
      run.work_at_check = run.work;
      run.done_at_check = done;
      // Every doubling while short, then every eighth more: a period is certified soon after
      // the values allow it (2q + 2p + t − 1 heaps), and each check is linear in n.
      run.next_check = done < 65536 ? 2 * done : done + done / 8;
      if (options.extend_by_period) {
        if (auto periodicity = find_periodicity(game, std::span<const T>(g.data(), done + 1))) {
          const std::size_t size = options.fill_to_upto ? upto + 1 : done + 1;
          if (size > g.size()) check_memory(size, g.size());
          g.resize(size);
          for (std::size_t m = done + 1; m < g.size(); ++m) {
            g[m] = g[m - periodicity->period];
          }
          return finish(done, periodicity);
        }
      }
      // Choose the mask from the later half of what is known (when the game has splits and the
      // caller did not fix one), and change it when another makes the rare values at least twice
      // as rare there: early values often follow another pattern than the later ones.
      // At the first check past each power of two (the checks past 65 536 come every eighth, so
      // none of them is one: before, the mask chosen by then was never reconsidered, and Grundy's
      // game kept 254 while its values 256, 257, … — common under 510 — grew to thousands of
      // "rare" heaps past 5·10^7).
      if (run.sparse_allowed && !options.mask && !run.moves.to_two.empty() && done >= run.next_mask_choice) {
        run.next_mask_choice = std::bit_ceil(done + 1);
        const std::span<const T> window(g.data() + done / 2, done - done / 2 + 1);
        if (auto mask = SparseSpace::choose_mask(window)) {
          const auto rare_in_window = [&](std::uint32_t m) {
            std::size_t count = 0;
            for (std::uint32_t v : window) count += (std::popcount(v & m) & 1) == 0 ? 1 : 0;
            return count;
          };
          if (!run.sparse || 2 * rare_in_window(*mask) < rare_in_window(run.sparse->mask)) {
            run.sparse.emplace();
            run.sparse->reset(*mask, std::span<const T>(g.data(), done + 1));
            run.work += done;
            run.block = SequenceRun::kShortBlock;
          }
        } else {
          run.sparse.reset();
        }
      }
    }
  }
  return finish(upto, periodicity_of_all());
}

}  // namespace

OctalSequence octal_grundy_sequence(const OctalGame& game, std::size_t upto, const OctalOptions& options) {
  if (upto > kMaxOctalHeaps) {
    throw LimitError("heap sizes up to " + std::to_string(upto) + " exceed the limit of " +
                     std::to_string(kMaxOctalHeaps));
  }
  SequenceRun run(game, upto, options);
  // Grown as the heaps are reached (doubling), so a run that stops at its first certified period
  // holds only what it computed, not `upto` heaps.
  run.result.values.resize(std::min<std::size_t>(upto + 1, 4096));
  run.marks.grow(run.mask_room);
  if (run.sparse_allowed && options.mask) {
    run.sparse.emplace();
    run.sparse->reset(*options.mask, std::span<const std::uint8_t>());
  }
  // A byte per value until one needs more, then 16 bits, then 32.
  while (!run.result.values.visit_storage([&](auto& g) { return run_sequence(run, g); })) {
    const std::size_t bytes = run.result.values.bytes_per_value();
    const std::size_t heaps = run.result.values.size();
    check_values_growth(2 * bytes * heaps, bytes * heaps, heaps);
    run.result.values.widen_for(bytes == 1 ? 0x100 : 0x10000);
  }
  return std::move(run.result);
}

namespace {

template <class T>
OctalSummary summarize(std::span<const T> values, std::optional<std::uint32_t> mask) {
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

}  // namespace

OctalSummary summarize_octal(std::span<const std::uint32_t> values, std::optional<std::uint32_t> mask) {
  return summarize(values, mask);
}

OctalSummary summarize_octal(const GrundyValues& values, std::optional<std::uint32_t> mask) {
  return values.visit([&](auto stored) { return summarize(stored, mask); });
}

}  // namespace cgt
