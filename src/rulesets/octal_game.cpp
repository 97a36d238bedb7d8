#include "cgt/octal_game.hpp"

#include "cgt/context.hpp"

#include <algorithm>
#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

OctalGame OctalGame::parse(std::string_view code) {
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
    if (c.size() != 1 || c[0] < '0' || c[0] > '7') {
      cursor.fail("'" + c + "' is not an octal digit (0-7)");
    }
    game.digits_.push_back(static_cast<std::uint8_t>(c[0] - '0'));
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
  std::string out(1, static_cast<char>('0' + digits_[0]));
  out += '.';
  if (digits_.size() == 1) {
    return out + "0";
  }
  for (std::size_t k = 1; k < digits_.size(); ++k) {
    out += static_cast<char>('0' + digits_[k]);
  }
  return out;
}

std::optional<OctalPeriodicity> find_octal_periodicity(const OctalGame& game, std::span<const std::uint32_t> values) {
  if (values.empty()) {
    return std::nullopt;
  }
  const std::size_t last = values.size() - 1;  // N
  const std::size_t t = game.max_removal();
  // Certification needs 2q + 2p + t - 1 <= N with q >= 1 (the theorem's splits need q >= 1:
  // periodicity from 1 plus G(p) = G(0) gives it from 0).
  for (std::size_t p = 1; 2 + 2 * p + t <= last + 1; ++p) {
    // Least q: one past the last n (n + p <= N) with G(n) != G(n + p).
    std::size_t q = 0;
    for (std::size_t n = last - p + 1; n-- > 0;) {
      if (values[n] != values[n + p]) {
        q = n + 1;
        break;
      }
      // Once past what certification could allow, this p cannot be certified: stop early.
    }
    std::size_t q_cert = std::max<std::size_t>(q, 1);
    if (2 * q_cert + 2 * p + t <= last + 1) {
      return OctalPeriodicity{p, q};
    }
  }
  return std::nullopt;
}

namespace {

// One Grundy value by mex over every move from a heap of n, with `seen` stamped by n.
struct MexScratch {
  std::vector<std::uint32_t> stamp;
  std::uint32_t current = 0;
  void grow(std::uint32_t max_value) {
    std::size_t need = 2;
    while (need <= max_value) {
      need *= 2;
    }
    need *= 2;  // a ^ b < 2 * next power of two
    if (stamp.size() < need) {
      stamp.resize(need, 0);
    }
  }
};

}  // namespace

OctalSequence octal_grundy_sequence(const OctalGame& game, std::size_t upto, const OctalOptions& options) {
  constexpr std::size_t kMaxHeaps = 10'000'000;
  if (upto > kMaxHeaps) {
    throw LimitError("heap sizes up to " + std::to_string(upto) + " exceed the limit of " + std::to_string(kMaxHeaps));
  }
  const std::vector<std::uint8_t>& d = game.digits();
  const std::size_t t = game.max_removal();
  OctalSequence result;
  std::vector<std::uint32_t>& g = result.values;
  g.assign(upto + 1, 0);
  MexScratch scratch;
  scratch.grow(0);
  std::uint32_t max_value = 0;
  std::uint64_t work = 0;
  std::uint64_t charged = 0;
  Context* context = options.charge_context ? &current_context() : nullptr;
  std::size_t next_check = 64;
  std::size_t n = 1;
  for (; n <= upto; ++n) {
    auto stamp = static_cast<std::uint32_t>(n);
    std::uint32_t* seen = scratch.stamp.data();
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
      const std::uint8_t digit = d[k];
      if (digit == 0) {
        continue;
      }
      const std::size_t r = n - k;
      if ((digit & 1) != 0 && r == 0) {
        seen[0] = stamp;
      }
      if ((digit & 2) != 0 && r >= 1) {
        seen[g[r]] = stamp;
      }
      if ((digit & 4) != 0 && r >= 2) {
        const std::uint32_t* values = g.data();
        const std::size_t half = r / 2;
        for (std::size_t a = 1; a <= half; ++a) {
          seen[values[a] ^ values[r - a]] = stamp;
        }
        work += half;
      }
    }
    if (options.charge_context) {
      context->charge(1 + (work - charged));
      charged = work;
    }
    std::uint32_t mex = 0;
    while (seen[mex] == stamp) {
      ++mex;
    }
    g[n] = mex;
    if (mex > max_value) {
      max_value = mex;
      scratch.grow(max_value);
    }
    if (work > options.max_work) {
      throw LimitError("octal " + game.code() + ": no period certified by heap " + std::to_string(n) +
                       " and computing to " + std::to_string(upto) + " would take too long");
    }
    if (options.extend_by_period && n == next_check) {
      next_check *= 2;
      if (auto periodicity = find_octal_periodicity(game, std::span(g.data(), n + 1))) {
        result.periodicity = periodicity;
        for (std::size_t m = n + 1; m <= upto; ++m) {
          g[m] = g[m - periodicity->period];
        }
        result.computed_upto = n;
        return result;
      }
    }
  }
  result.computed_upto = upto;
  result.periodicity = find_octal_periodicity(game, g);
  return result;
}

}  // namespace cgt
