#pragma once
// "Not High Element" (paper 002, Section 3.3; AtCoder ARC 217 B): tokens 1..N in a row, in
// the order of a permutation. A token is a record if no larger token lies to its left; a move
// takes a non-record token to the left end. Moving token v makes v a record and every smaller
// token a non-record, and changes nothing else, so the position is the chain of nimbers
// *x_N :_{*1} *x_{N-1} :_{*1} ... :_{*1} *x_1 with x_v = 1 iff token v is a non-record, and by
// Theorem 3.10 its Grundy value is the largest r such that tokens 1..r are all non-records.

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "cgt/integer.hpp"

namespace cgt {

// Token values in the list grammar of every row (docs/cli.md, "Lists": commas, bars or
// whitespace between them; blank text is the empty permutation, N = 0). Throws ParseError on a
// non-number or an empty item and DomainError unless the values are a permutation of 1..N.
std::vector<std::uint32_t> parse_permutation(std::string_view text);
void check_permutation(std::span<const std::uint32_t> tokens);

// non_record[v - 1] is true iff token v is a non-record.
std::vector<bool> non_records(std::span<const std::uint32_t> tokens);

struct NotHighElementAnalysis {
  std::uint64_t grundy = 0;
  // The longest possible play. Reading x_N ... x_1 as a binary number, a move on token v clears
  // bit v and sets every lower bit, so the number strictly decreases, and moving the smallest
  // non-record lowers it by exactly one: the maximum is sum of 2^(v-1) over non-records v.
  Integer max_moves;
  // Tokens whose move wins (leads to Grundy value 0), in increasing order. Moving v leaves
  // tokens 1..v-1 non-records and v a record, i.e. value v - 1: only token 1 can win.
  std::vector<std::uint32_t> winning_tokens;
};

NotHighElementAnalysis analyze_not_high_element(std::span<const std::uint32_t> tokens);

// The chain form above (for checking Theorem 3.10 on it): nimbers x_N, ..., x_1 and N - 1
// substitutes equal to 1.
void not_high_element_chain(std::span<const std::uint32_t> tokens, std::vector<Integer>& nimbers,
                            std::vector<Integer>& substitutes);

}  // namespace cgt
