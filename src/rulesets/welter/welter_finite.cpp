// Welter's game on finite squares: value, winning moves and the inverse in one coin, on top
// of the low-bit trie (rulesets/welter/welter_trie.hpp).

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "cgt/welter.hpp"
#include "rulesets/welter/welter_trie.hpp"

namespace cgt {

namespace {

using welter_detail::LowBitTrie;

template <class Key>
void reject_duplicates(const LowBitTrie<Key>& trie, const auto& show_square) {
  if (auto twice = trie.duplicate()) {
    throw DomainError(fmt::format("coins {} and {} are both on square {}", twice->first + 1, twice->second + 1,
                                  show_square(trie.square_of(twice->first))));
  }
}

void reject_duplicates(const LowBitTrie<std::uint64_t>& trie) {
  reject_duplicates(trie, [](std::uint64_t square) { return std::to_string(square); });
}

void reject_duplicates(const LowBitTrie<Integer>& trie) {
  reject_duplicates(trie, [](const Integer& square) { return square.to_string(); });
}

bool all_fit_in_a_word(std::span<const Integer> values) {
  return std::all_of(values.begin(), values.end(), [](const Integer& v) { return v.fits_uint64(); });
}

void reject_negative(std::span<const Integer> values) {
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (values[i].sign() < 0) {
      throw DomainError(fmt::format("coin {} is on a negative square ({})", i + 1, values[i].to_string()));
    }
  }
}

}  // namespace

std::uint64_t welter_value(std::span<const std::uint64_t> squares) {
  LowBitTrie<std::uint64_t> trie(std::vector<std::uint64_t>(squares.begin(), squares.end()));
  reject_duplicates(trie);
  return trie.value();
}

Integer welter_value(std::span<const Integer> squares) {
  reject_negative(squares);
  if (all_fit_in_a_word(squares)) {
    std::vector<std::uint64_t> words;
    words.reserve(squares.size());
    for (const Integer& s : squares) {
      words.push_back(s.to_uint64());
    }
    return Integer::from_unsigned(welter_value(words));
  }
  LowBitTrie<Integer> trie(std::vector<Integer>(squares.begin(), squares.end()));
  reject_duplicates(trie);
  return trie.value();
}

std::vector<FiniteWelterMove> welter_winning_moves(std::span<const std::uint64_t> squares) {
  LowBitTrie<std::uint64_t> trie(std::vector<std::uint64_t>(squares.begin(), squares.end()));
  reject_duplicates(trie);
  std::vector<FiniteWelterMove> moves;
  if (trie.value() == 0) {
    return moves;
  }
  // Walk the coins in the trie's order (cache-friendly), then report them by coin.
  std::vector<std::uint64_t> rest_values = trie.values_without_each();
  std::vector<std::uint64_t> target(squares.size());
  std::vector<bool> wins(squares.size());
  for (std::size_t position = 0; position < squares.size(); ++position) {
    std::uint32_t coin = trie.coin_at(position);
    auto found = trie.square_for(0, coin, rest_values[coin]);
    if (!found.plus_two_to_64 && found.value < squares[coin]) {
      target[coin] = found.value;
      wins[coin] = true;
    }
  }
  for (std::size_t coin = 0; coin < squares.size(); ++coin) {
    if (wins[coin]) {
      moves.push_back({coin, target[coin]});
    }
  }
  return moves;
}

Integer welter_square_for_value(std::span<const Integer> others, const Integer& value) {
  reject_negative(others);
  if (value.sign() < 0) {
    throw DomainError("a Welter value is a natural number, not " + value.to_string());
  }
  if (all_fit_in_a_word(others) && value.fits_uint64()) {
    std::vector<std::uint64_t> words;
    words.reserve(others.size());
    for (const Integer& s : others) {
      words.push_back(s.to_uint64());
    }
    LowBitTrie<std::uint64_t> trie(std::move(words));
    reject_duplicates(trie);
    auto target = trie.square_for(value.to_uint64(), std::nullopt);
    Integer result = Integer::from_unsigned(target.value);
    return target.plus_two_to_64 ? result + (Integer(1) << 64) : result;
  }
  LowBitTrie<Integer> trie(std::vector<Integer>(others.begin(), others.end()));
  reject_duplicates(trie);
  return trie.square_for(value, std::nullopt).value;
}

}  // namespace cgt
