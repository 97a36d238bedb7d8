#pragma once
// Octal (take-and-break) games in the code notation of Guy and Smith, as CGSuite writes them:
// `0.d1d2d3...` (and `4.d1...`). Digit d_k says what a move removing k tokens from one heap may
// leave: bit 1 -> nothing (the heap had exactly k), bit 2 -> one non-empty heap, bit 4 -> two
// non-empty heaps. The digit before the point is d_0 (removing nothing): only 0 or 4 (split a
// heap in two) mean anything. Kayles is 0.77, Dawson's Kayles 0.07, Nim with moves of at most
// three tokens 0.333; a subtraction game with set S has d_k = 3 for k in S.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/grundy_values.hpp"

namespace cgt {

class OctalGame {
 public:
  // Throws ParseError (with column) on anything but [0|4].<digits> or "grundy". Digits are
  // octal, or hexadecimal (0-9, A-F) for take-and-break games whose moves may also leave three
  // heaps (bit 8 of a digit: Winning Ways' hexadecimal games).
  static OctalGame parse(std::string_view code);
  // Grundy's game: split one heap into two unequal non-empty heaps.
  static OctalGame grundys_game();
  // The subtraction game S = set (each element >= 1): d_k = 3 for k in S.
  static OctalGame subtraction(std::span<const std::uint32_t> set);

  // digits()[k] = d_k; the last digit is non-zero unless the game has no moves at all.
  [[nodiscard]] const std::vector<std::uint8_t>& digits() const noexcept { return digits_; }
  // t: the largest number of tokens a move can remove (index of the last non-zero digit).
  [[nodiscard]] std::size_t max_removal() const noexcept;
  // Canonical code: "0.07", "4.7", "0.B" (hexadecimal), "grundy".
  [[nodiscard]] std::string code() const;
  // Two-heap splits must leave unequal heaps (Grundy's game).
  [[nodiscard]] bool unequal_split() const noexcept { return unequal_split_; }
  // Some move leaves three heaps (a hexadecimal digit ≥ 8).
  [[nodiscard]] bool splits_in_three() const noexcept;
  // Whether the octal periodicity theorem (as find_octal_periodicity reads it) applies: octal
  // codes only, not Grundy's game or hexadecimal codes.
  [[nodiscard]] bool periodicity_theorem_applies() const noexcept { return !unequal_split_ && !splits_in_three(); }

 private:
  std::vector<std::uint8_t> digits_{0};
  bool unequal_split_ = false;
};

// Calls visit(left) once for each move from a heap of n tokens, `left` (a std::span of heap
// sizes, each ≥ 1) the heaps it leaves: none, one, two or three. Different moves that leave the
// same heaps are visited once each.
template <class Visit>
void for_each_octal_move(const OctalGame& game, std::size_t n, Visit&& visit) {
  const std::vector<std::uint8_t>& digits = game.digits();
  for (std::size_t k = 0; k < digits.size() && k <= n; ++k) {
    const std::uint8_t d = digits[k];
    const std::size_t rest = n - k;
    if (k == 0 && rest == 0) {
      continue;
    }
    if ((d & 1) != 0 && k > 0 && rest == 0) {
      visit(std::span<const std::size_t>());
    }
    if ((d & 2) != 0 && k > 0 && rest > 0) {
      const std::size_t one[] = {rest};
      visit(std::span<const std::size_t>(one));
    }
    if ((d & 4) != 0) {
      for (std::size_t a = 1; 2 * a <= rest; ++a) {
        if (game.unequal_split() && 2 * a == rest) {
          continue;
        }
        const std::size_t two[] = {a, rest - a};
        visit(std::span<const std::size_t>(two));
      }
    }
    if ((d & 8) != 0) {
      for (std::size_t a = 1; 3 * a <= rest; ++a) {
        for (std::size_t b = a; a + 2 * b <= rest; ++b) {
          const std::size_t three[] = {a, b, rest - a - b};
          visit(std::span<const std::size_t>(three));
        }
      }
    }
  }
}

struct OctalPeriodicity {
  std::size_t period = 0;
  std::size_t preperiod = 0;  // G(n + period) = G(n) for every n >= preperiod
};

// The least period p that the octal periodicity theorem certifies on `values` (G(0..N)): with
// q the least pre-period for p, G(n + p) = G(n) for q <= n < 2q + p + t (t = max_removal)
// implies it for all n >= q, so it needs N >= 2q + 2p + t - 1. nullopt if none is certified.
std::optional<OctalPeriodicity> find_octal_periodicity(const OctalGame& game, std::span<const std::uint32_t> values);
std::optional<OctalPeriodicity> find_octal_periodicity(const OctalGame& game, const GrundyValues& values);

struct OctalSequence {
  GrundyValues values;  // G(0..upto), a byte or 16 bits per heap where the values allow
  std::optional<OctalPeriodicity> periodicity;
  // Heaps 0..computed_upto were computed by mex; beyond that, by the certified period.
  std::size_t computed_upto = 0;
  // The mask of the sparse-space method at the end (nullopt: it was not used).
  std::optional<std::uint32_t> mask;
};

// The default bound on the (heap, split) pairs examined, weighted by their cost (a triple of a
// three-heap move counts 2, a rare pair of the sparse-space method 2, a pair it verifies 6):
// on the project's loaded
// machine 5–8 s of CPU whichever way the values are found (0.106 by the plain mex, 0.F by
// triples, 0.6 by the sparse space). `cgt octal`'s default --work-limit, and the bound a search
// for a period keeps when no limit is set.
inline constexpr std::uint64_t kOctalDefaultMaxWork = 8'000'000'000ULL;

struct OctalOptions {
  // Stop computing once the periodicity theorem certifies a period (checked at n = 2^j) and
  // extend the sequence by it — exact by the theorem, and linear time for periodic games.
  bool extend_by_period = true;
  // Whether values then continues to `upto` by the period (else it ends where the period was
  // certified, computed_upto).
  bool fill_to_upto = true;
  // Limit on the number of (heap, split) pairs examined; LimitError beyond it, so a huge
  // `upto` for an aperiodic game ends with a message rather than running for hours.
  std::uint64_t max_work = kOctalDefaultMaxWork;
  // Beyond max_work, return the values computed so far (computed_upto says how far) instead of
  // throwing: for a run that goes "until a period is certified" without a fixed end.
  bool stop_at_max_work = false;
  // Charge the splits examined to the current context (cgt/context.hpp), so its work limit and
  // a cancellation request stop the computation (BudgetError, CancelledError).
  bool charge_context = false;
  // The sparse-space method (src/rulesets/octal/octal_game.cpp): exact always; faster where a mask
  // makes some values rare. The mask is chosen from the values (at n = 256, 512, …, renewed when
  // the rare values stop being rare) unless given here.
  bool sparse = true;
  std::optional<std::uint32_t> mask = std::nullopt;
  // Threads verifying the sparse-space method's heaps at once (a block of speculative values at a
  // time, src/rulesets/octal/octal_sparse.hpp): the values and the work counted do not depend on it.
  unsigned threads = 1;
  // The threads start on a block only when the block before it searched at least this many pairs
  // (where searches take microseconds, starting threads costs more than they save). A speed
  // knob only: the values and the work counted are the same for any setting. Tests set 0 to put
  // every block of a small run on the threads.
  std::uint64_t parallel_from_pairs = 4'000'000;
  // Called with the heap reached every 65536 heaps (a long run's progress); may throw to stop.
  std::function<void(std::size_t heap)> progress = nullptr;
};

// The largest number of heaps octal_grundy_sequence computes: heaps are numbered in 32 bits in the
// sparse-space lists. What bounds a run in practice is memory: 1, 2 or 4 bytes of values per heap
// (as the values need) and 4 bytes per heap of the sparse-space lists, plus what the answer holds.
inline constexpr std::size_t kMaxOctalHeaps = 4'000'000'000;

OctalSequence octal_grundy_sequence(const OctalGame& game, std::size_t upto, const OctalOptions& options = {});

// What the published tables list about a sequence G(0..N): its largest value and where it first
// occurs, and under a mask (the sparse-space method's, or the given one) the rare values: each
// rare value, how often it occurs among heaps 1..N and its last occurrence.
struct OctalSummary {
  std::size_t heaps = 0;  // N + 1
  std::uint32_t largest = 0;
  std::size_t largest_first = 0;
  std::optional<std::uint32_t> mask;
  struct Rare {
    std::uint32_t value = 0;
    std::size_t count = 0;
    std::size_t last = 0;
  };
  std::vector<Rare> rare;  // ascending by value
  std::size_t rare_heaps = 0;
  std::size_t last_rare_heap = 0;  // 0 when no heap ≥ 1 is rare
};

OctalSummary summarize_octal(std::span<const std::uint32_t> values, std::optional<std::uint32_t> mask);
OctalSummary summarize_octal(const GrundyValues& values, std::optional<std::uint32_t> mask);

}  // namespace cgt
