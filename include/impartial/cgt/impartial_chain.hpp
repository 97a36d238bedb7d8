#pragma once
// Chains of nimbers *n_1 :_{*m_1} *n_2 :_{*m_2} ... :_{*m_{k-1}} *n_k (operations left to right),
// paper 002 Theorem 3.10: g = n_i + ... + n_k for the largest i with i = 1 or
// n_i + ... + n_k < m_{i-1} + ... + m_{k-1}. Everything here is O(k) and exact (cgt::Integer).

#include <span>
#include <vector>

#include "cgt/impartial_variation.hpp"
#include "cgt/integer.hpp"

namespace cgt {

// Throws DomainError unless substitutes.size() + 1 == nimbers.size() and all are >= 0. No nimbers
// and no substitutes is the empty chain, the game 0.
void check_chain(std::span<const Integer> nimbers, std::span<const Integer> substitutes);

// Theorem 3.10, one backward scan.
Integer chain_grundy(std::span<const Integer> nimbers, std::span<const Integer> substitutes);

// The Grundy value of every prefix chain *n_1 :_{*m_1} ... *n_p, p = 1..k (element p-1), in O(k)
// total: the index i of Theorem 3.10 for prefix p is found as a "previous strictly greater" of
// F(x) = (n_1 + ... + n_x) - (m_1 + ... + m_{x-1}) with a monotone stack.
std::vector<Integer> chain_prefix_grundies(std::span<const Integer> nimbers, std::span<const Integer> substitutes);

// V(chain) by iterating Theorem 3.6: V_1 = [0, n_1), V_{j+1} = (V_j + m_j) : [0, n_{j+1}).
// Amortised O(k) interval operations; its mex is an independent check of Theorem 3.10.
VariationSet chain_variation(std::span<const Integer> nimbers, std::span<const Integer> substitutes);

}  // namespace cgt
