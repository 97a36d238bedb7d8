#pragma once
// The misère quotient of an octal game (Plambeck, "Taming the wild in impartial combinatorial
// games", 2005; Plambeck and Siegel, "Misère quotients for impartial games", 2008): the sums of
// heaps 1..N, two sums identified when no third sum tells them apart (G + X and H + X have one
// misère outcome for every sum X). The classes form a commutative monoid Q; with the classes of
// P-positions (its P-portion) and the class of each heap, it plays every sum of those heaps.
//
// How it is found (src/rulesets/misere_quotient.cpp, docs/misere.md): a candidate from the
// exact outcomes of small sums, then a proof that the candidate is the quotient — the candidate
// is accepted only when a finite check covers every sum of the heaps, so the answer is exact
// or there is none (LimitError: the quotient is larger than the limit, or not found within it).

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/octal_game.hpp"

namespace cgt {

// An element of the quotient as a product of generators: exponents[i] of generator i.
using QuotientWord = std::vector<std::uint32_t>;

struct MisereQuotient {
  std::size_t heaps = 0;  // N: the quotient of the sums of heaps 1..N
  // The generators a, b, c, … in order of the first heap whose class is not a product of the
  // classes before it; generator_heaps[i] is that heap.
  std::vector<std::size_t> generator_heaps;
  // Every element once, by its normal word: the least word of that element in the graded
  // order (fewer letters first, then more of an earlier generator first). elements[0] is 1.
  std::vector<QuotientWord> elements;
  // A presentation: every word equals the word of its element under these rules (each rule
  // rewrites a least non-normal word to its normal word; together they decide equality).
  struct Relation {
    QuotientWord word;
    std::size_t element;
  };
  std::vector<Relation> relations;
  std::vector<std::size_t> p_portion;    // elements whose sums are misère P-positions
  std::vector<std::size_t> heap_images;  // heap n's element, n = 0..N
  // The product of two elements (indices into elements).
  std::vector<std::vector<std::size_t>> products;

  // How the answer was proved: the number of test sums that set the elements apart, and the
  // states the finite check visited.
  std::size_t test_sums = 0;
  std::size_t states_checked = 0;

  [[nodiscard]] std::size_t order() const { return elements.size(); }
  [[nodiscard]] bool is_p(std::size_t element) const;
  // The element of a sum of heaps (sizes 0..N).
  [[nodiscard]] std::size_t element_of(const std::vector<std::size_t>& heap_sizes) const;
  // "1", "a", "ab^2", "a^2b^3c" (one letter per generator, a..z).
  [[nodiscard]] std::string word_text(const QuotientWord& word) const;
};

// The largest quotient misere_quotient() builds: its check grows with the order.
inline constexpr std::size_t kMaxQuotientOrder = 1024;
// Generators are named a..z.
inline constexpr std::size_t kMaxQuotientGenerators = 26;

// The misère quotient of the sums of heaps 1..upto of `game`. Throws LimitError when the
// quotient has more than kMaxQuotientOrder elements or 26 generators, or cannot be proved
// within the test sums tried; work and memory are charged to the current context.
MisereQuotient misere_quotient(const OctalGame& game, std::size_t upto);

}  // namespace cgt
