// Transfinite Welter's game (paper 004, Definition 2.4 and Theorem 2.5).
//
// A square α = ω·λ + m belongs to the class λ with finite part m. The value is
// ω·Λ + F with Λ = ⊕ λ_i (ordinal nim-sum) and F = ⊕_λ [S_λ]; a position is P exactly when
// Λ = 0 and F = 0 (Corollary 2.6). A winning move of coin i (class λ_i, finite part m_i) must
// make Λ zero, so it goes to the class λ' = Λ ⊕ λ_i:
//  * Λ = 0: the coin stays in its class and needs [S_λi − m_i + x] = F ⊕ [S_λi], with x < m_i;
//  * Λ ≠ 0 and λ' < λ_i: the coin drops to class λ' (any finite part is then smaller) and needs
//    [S_λ' + x] = F ⊕ [S_λi] ⊕ [S_λi − m_i] ⊕ [S_λ'] — x can exceed m_i (the paper's 25 → 30);
//  * otherwise (λ' > λ_i) the coin has no winning move.
// In both cases x is the unique solution given by the inverse walk of the class's trie, so every
// coin has at most one winning move and finding them all costs O(n · word size) plus hashing.
//
// Finite parts: machine words when every finite part is below 2^64, else Integers (exact,
// slower). The choice is made once for the whole position so every value fits its type.

#include <fmt/format.h>

#include <optional>
#include <unordered_map>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/welter.hpp"
#include "rulesets/welter/welter_trie.hpp"

namespace cgt {

namespace {

using welter_detail::LowBitTrie;

// The coins grouped by λ; class 0 is λ = 0 when it occurs.
struct Classes {
  std::vector<Ordinal> lambda;                      // per class
  std::vector<std::vector<std::uint32_t>> coins;    // per class: global coin indices
  std::vector<std::uint32_t> class_of;              // per coin
  std::vector<std::uint32_t> index_in_class;        // per coin
  std::unordered_map<Ordinal, std::uint32_t> find;  // λ → class

  std::uint32_t class_for(const Ordinal& l) {
    auto [it, inserted] = find.try_emplace(l, static_cast<std::uint32_t>(lambda.size()));
    if (inserted) {
      lambda.push_back(l);
      coins.emplace_back();
    }
    return it->second;
  }
};

template <class Key>
Key key_of(const Integer& finite_part) {
  if constexpr (std::is_same_v<Key, std::uint64_t>) {
    return finite_part.to_uint64();
  } else {
    return finite_part;
  }
}

template <class Key>
Integer integer_of(const typename LowBitTrie<Key>::Square& square) {
  if constexpr (std::is_same_v<Key, std::uint64_t>) {
    Integer value = Integer::from_unsigned(square.value);
    return square.plus_two_to_64 ? value + (Integer(1) << 64) : value;
  } else {
    return square.value;
  }
}

template <class Key>
Integer integer_of(const Key& key) {
  return integer_of<Key>(typename LowBitTrie<Key>::Square{key});
}

Ordinal square(const Ordinal& lambda, const Integer& finite_part) {
  Ordinal finite = Ordinal::from_natural(finite_part);
  return lambda.is_zero() ? finite : Ordinal::omega() * lambda + finite;
}

template <class Key>
WelterAnalysis analyze(std::span<const Ordinal> squares, bool want_moves) {
  using Ops = welter_detail::BitOps<Key>;
  std::size_t n = squares.size();
  // Work: a step per coin and per trie, and the nim-sums of classes by their terms (10^6
  // classes ω^k make Λ a sum of thousands of terms, each nim-sum as long): charged as they go,
  // so the work limit and Ctrl-C hold.
  Context& context = current_context();
  Classes classes;
  classes.class_of.resize(n);
  classes.index_in_class.resize(n);
  std::vector<std::vector<Key>> keys;
  for (std::size_t i = 0; i < n; ++i) {
    const Ordinal& alpha = squares[i];
    context.charge(2 + alpha.term_count());
    std::uint32_t c = alpha.is_small() ? classes.class_for(Ordinal()) : classes.class_for(alpha.limit_quotient());
    if (c == keys.size()) {
      keys.emplace_back();
    }
    classes.class_of[i] = c;
    classes.index_in_class[i] = static_cast<std::uint32_t>(classes.coins[c].size());
    classes.coins[c].push_back(static_cast<std::uint32_t>(i));
    if constexpr (std::is_same_v<Key, std::uint64_t>) {
      keys[c].push_back(alpha.is_small() ? alpha.small_value() : alpha.finite_part().to_uint64());
    } else {
      keys[c].push_back(key_of<Key>(alpha.finite_part()));
    }
  }

  std::size_t class_count = classes.lambda.size();
  std::vector<LowBitTrie<Key>> tries;
  tries.reserve(class_count);
  Ordinal big_lambda;             // Λ: coins of one class cancel in pairs
  Key small_value = Ops::zero();  // F
  for (std::size_t c = 0; c < class_count; ++c) {
    context.charge(2 * classes.coins[c].size() + big_lambda.term_count() + classes.lambda[c].term_count());
    tries.emplace_back(std::move(keys[c]));
    if (auto twice = tries.back().duplicate()) {
      std::uint32_t first = classes.coins[c][twice->first];
      std::uint32_t second = classes.coins[c][twice->second];
      throw DomainError(
          fmt::format("coins {} and {} are both on square {}", first + 1, second + 1, squares[first].to_string()));
    }
    if (classes.coins[c].size() % 2 == 1) {
      big_lambda = nim_sum(big_lambda, classes.lambda[c]);
    }
    small_value = Ops::xor_of(small_value, tries.back().value());
  }

  WelterAnalysis result;
  result.value = square(big_lambda, integer_of<Key>(small_value));
  if (!want_moves || result.value.is_zero()) {
    return result;
  }

  // Per class: where its coins must go (λ' = Λ ⊕ λ), or nothing when λ' > λ.
  struct Destination {
    bool exists = false;
    Ordinal lambda;
    std::optional<std::uint32_t> target_class;
  };
  std::vector<Destination> destination(class_count);
  for (std::size_t c = 0; c < class_count; ++c) {
    context.charge(1 + big_lambda.term_count() + classes.lambda[c].term_count());
    Ordinal to = nim_sum(big_lambda, classes.lambda[c]);
    if (to <= classes.lambda[c]) {
      Destination& d = destination[c];
      d.exists = true;
      auto found = classes.find.find(to);
      if (found != classes.find.end()) {
        d.target_class = found->second;
      }
      d.lambda = std::move(to);
    }
  }

  // Coins class by class in each trie's low-bits-first order (consecutive walks share their
  // paths, so the tree stays in cache); the moves are then listed by coin.
  std::vector<Ordinal> target(n);
  std::vector<bool> wins(n);
  std::size_t target_bytes = 0;
  std::size_t next_check = 0;
  for (std::size_t c = 0; c < class_count; ++c) {
    const Destination& d = destination[c];
    if (!d.exists) {
      continue;
    }
    const LowBitTrie<Key>& home = tries[c];
    std::vector<Key> rest_values = home.values_without_each();
    Key others = Ops::xor_of(small_value, home.value());  // ⊕ of the other classes' values
    for (std::size_t position = 0; position < home.size(); ++position) {
      context.charge(2 + d.lambda.term_count());
      if (target_bytes >= next_check) {  // each target holds λ's terms: against the memory limit
        context.check_growth(target_bytes);
        next_check = target_bytes + (std::size_t{1} << 20);
      }
      target_bytes += sizeof(Ordinal) + d.lambda.heap_bytes();
      std::uint32_t local = home.coin_at(position);
      std::uint32_t coin = classes.coins[c][local];
      if (big_lambda.is_zero()) {
        auto found = home.square_for(others, local, rest_values[local]);
        if (!found.plus_two_to_64 && found.value < home.square_of(local)) {
          target[coin] = square(d.lambda, integer_of<Key>(found));
          wins[coin] = true;
        }
        continue;
      }
      Key wanted = Ops::xor_of(others, rest_values[local]);
      if (d.target_class) {
        const LowBitTrie<Key>& there = tries[*d.target_class];
        wanted = Ops::xor_of(wanted, there.value());
        target[coin] = square(d.lambda, integer_of<Key>(there.square_for(wanted, std::nullopt)));
      } else {
        target[coin] = square(d.lambda, integer_of<Key>(wanted));  // [{x}] = x
      }
      wins[coin] = true;
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (wins[i]) {
      result.moves.push_back({i, std::move(target[i])});
    }
  }
  return result;
}

WelterAnalysis analyze_any(std::span<const Ordinal> squares, bool want_moves) {
  for (const Ordinal& alpha : squares) {
    if (!alpha.is_small() && !alpha.finite_part().fits_uint64()) {
      return analyze<Integer>(squares, want_moves);
    }
  }
  return analyze<std::uint64_t>(squares, want_moves);
}

}  // namespace

Ordinal welter_value(std::span<const Ordinal> squares) {
  return analyze_any(squares, false).value;
}

WelterAnalysis analyze_welter(std::span<const Ordinal> squares) {
  return analyze_any(squares, true);
}

}  // namespace cgt
