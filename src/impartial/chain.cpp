#include <deque>
#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial_chain.hpp"

namespace cgt {

void check_chain(std::span<const Integer> nimbers, std::span<const Integer> substitutes) {
  if (nimbers.empty() && !substitutes.empty()) {
    throw DomainError("a chain of no nimbers (the game 0) takes no substitutes; got " +
                      std::to_string(substitutes.size()));
  }
  if (!nimbers.empty() && substitutes.size() + 1 != nimbers.size()) {
    throw DomainError("a chain of " + std::to_string(nimbers.size()) + " nimbers needs " +
                      std::to_string(nimbers.size() - 1) + " substitute(s), one fewer than the nimbers; got " +
                      std::to_string(substitutes.size()));
  }
  for (std::size_t i = 0; i < nimbers.size(); ++i) {
    if (nimbers[i].sign() < 0) {
      throw DomainError("nimber " + std::to_string(i + 1) + " is negative");
    }
  }
  for (std::size_t i = 0; i < substitutes.size(); ++i) {
    if (substitutes[i].sign() < 0) {
      throw DomainError("substitute " + std::to_string(i + 1) + " is negative");
    }
  }
}

Integer chain_grundy(std::span<const Integer> nimbers, std::span<const Integer> substitutes) {
  check_chain(nimbers, substitutes);
  const std::size_t k = nimbers.size();
  if (k == 0) {
    return Integer(0);  // the empty chain is the game 0
  }
  // Scan i = k, k-1, ..., 2 keeping S = n_i + ... + n_k and M = m_{i-1} + ... + m_{k-1}
  // (0-based: nimbers[i-1], substitutes[i-2]); the first i with S < M is the largest.
  Integer s;
  Integer m;
  Context& context = current_context();
  for (std::size_t i = k; i >= 2; --i) {
    context.charge(1 + (s.bit_length() + m.bit_length()) / 512);  // two additions of numbers this long
    s += nimbers[i - 1];
    m += substitutes[i - 2];
    if (s < m) {
      return s;
    }
  }
  return s + nimbers[0];
}

std::vector<Integer> chain_prefix_grundies(std::span<const Integer> nimbers, std::span<const Integer> substitutes) {
  check_chain(nimbers, substitutes);
  const std::size_t k = nimbers.size();
  // For prefix p the condition S(i) < M(i) reads F(p) < F(i-1) with
  // F(x) = N(x) - (m_1 + ... + m_{x-1}), N(x) = n_1 + ... + n_x; the largest such i - 1 in
  // [1, p-1] is the nearest earlier x with F(x) > F(p).
  // Three numbers per pile as long as the sums so far: with a few hundred piles of millions of
  // digits that is gigabytes, so they count against both limits as they are made.
  Context& context = current_context();
  MemoryClaim held(context, 3 * (k + 1) * sizeof(Integer));
  std::vector<Integer> prefix_n(k + 1);
  std::vector<Integer> f(k + 1);
  Integer prefix_m;
  for (std::size_t x = 1; x <= k; ++x) {
    prefix_n[x] = prefix_n[x - 1] + nimbers[x - 1];
    if (x >= 2) {
      prefix_m += substitutes[x - 2];
    }
    f[x] = prefix_n[x] - prefix_m;
    const std::size_t bytes = (prefix_n[x].bit_length() + f[x].bit_length()) / 8;
    context.charge(1 + bytes / 64);
    held.grow(3 * bytes / 2);  // and the result's, about as long
  }
  std::vector<Integer> result(k);
  std::vector<std::size_t> stack;  // indices with strictly decreasing F
  for (std::size_t p = 1; p <= k; ++p) {
    while (!stack.empty() && f[stack.back()] <= f[p]) {
      stack.pop_back();
    }
    std::size_t x = stack.empty() ? 0 : stack.back();  // i - 1, or 0 when i = 1
    result[p - 1] = prefix_n[p] - prefix_n[x];
    stack.push_back(p);
  }
  return result;
}

VariationSet chain_variation(std::span<const Integer> nimbers, std::span<const Integer> substitutes) {
  check_chain(nimbers, substitutes);
  // (A + m) : [0, n) = (A + m) ∪ [c_0(A + m), c_{n-1}(A + m)]: one interval joins at the
  // bottom and swallows every interval of A + m below c_{n-1}. Keep A as a deque of intervals
  // relative to a running offset, so shifting is O(1) and each interval is swallowed once.
  struct Piece {
    Integer lo;
    Integer hi;
  };
  std::deque<Piece> pieces;  // actual interval = [lo + offset, hi + offset)
  Integer offset;
  auto add_prefix_block = [&](const Integer& n) {
    if (n.is_zero()) {
      return;
    }
    // Walk gaps from 0 to find c_{n-1}; swallowed pieces are removed as we go.
    Integer start;  // first natural not yet accounted for (actual)
    Integer remaining = n - Integer(1);
    while (!pieces.empty()) {
      Integer lo = pieces.front().lo + offset;
      Integer gap = lo - start;
      if (remaining < gap) {
        break;
      }
      remaining -= gap;
      start = pieces.front().hi + offset;
      pieces.pop_front();
    }
    Integer end = start + remaining + Integer(1);  // c_{n-1} + 1
    if (!pieces.empty() && pieces.front().lo + offset == end) {
      pieces.front().lo = Integer(0) - offset;  // adjacent: merge
    } else {
      pieces.push_front({Integer(0) - offset, end - offset});
    }
  };
  if (nimbers.empty()) {
    return VariationSet::from_intervals({});  // the game 0 has no options
  }
  Context& context = current_context();
  add_prefix_block(nimbers[0]);
  for (std::size_t j = 1; j < nimbers.size(); ++j) {
    context.charge(1 + (offset.bit_length() + nimbers[j].bit_length()) / 512);
    offset += substitutes[j - 1];
    add_prefix_block(nimbers[j]);
  }
  std::vector<VariationSet::Interval> intervals;
  intervals.reserve(pieces.size());
  for (const Piece& piece : pieces) {
    intervals.push_back({piece.lo + offset, piece.hi + offset});
  }
  return VariationSet::from_intervals(std::move(intervals));
}

}  // namespace cgt
