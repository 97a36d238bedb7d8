// Atomic weights as CGSuite computes them: the atomic weight calculus applied to every
// position (the "naive" weight, memoised per game), then, for an infinitesimal that is not
// all-small, a check that G is close enough to its weight times ↑.
//
// The calculus (Siegel, Combinatorial Game Theory, II.7; Berlekamp's eccentric cases):
//   aw(x + n·↑ + *m) = n;
//   otherwise G₀ = {aw(G^L) - 2 | aw(G^R) + 2}; aw(G) = G₀ unless G₀ is an integer, in which case
//   (☆ = *(f), f one more than the largest nimber among G's positions):
//     G < ☆: the least integer n with n ⧐ every aw(G^L) - 2 (0 when G has no Left option),
//     G > ☆: the greatest integer n with n ⧏ every aw(G^R) + 2 (0 when G has no Right option),
//     else G₀.
// Every game gets a naive weight this way, whatever its options; CGSuite then calls G atomic
// when G is infinitesimal and either all-small (every position's weight is then exact) or
//   -ε ≤ G - aw(G)·↑ ≤ ε,   ε = ↑* + (*N : -1),
// with N the least power of two ≥ max(2, f): a kite far enough out that G - aw(G)·↑ inside it
// is negligible against any sum and far star (David Wolfe's test). Otherwise — and for any game
// that is not infinitesimal — there is no atomic weight (`null`, "not atomic").

#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/side_memo.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::as_game;
using partizan::DenseMemo;
using partizan::GameId;
using partizan::State;
using partizan::Store;

namespace {

// The largest nimber among the positions of x + n·↑ + *m: none but 0 when x ≠ 0 (its numbers
// end at 0), m itself for *m, and for n ≠ 0 the nimber *(m ⊕ (n mod 2)) its options are built
// on, or * (which every n·↑ + *m ≠ 0 reaches).
Integer nus_largest_nimber(const NusParts& parts) {
  if (!parts.number.is_zero()) {
    return Integer(0);
  }
  if (parts.ups.is_zero()) {
    return parts.nimber;
  }
  const bool odd = parts.ups.bit(0);
  const Integer base = odd ? parts.nimber ^ Integer(1) : parts.nimber;
  return std::max(base, Integer(1));
}

}  // namespace

namespace partizan {

// Exposed for the tests (tests/partizan/atomic_weight_test.cpp).
Integer largest_nimber(Game g);

// The largest nimber met in G's positions (memoised per game).
Integer largest_nimber(Game g) {
  State& state = partizan::current_state();
  Store& store = state.store;
  DenseMemo<Integer>& memo = state.memos.largest_nimber;
  const GameId root = partizan::id_in(state, g);
  if (store.is_nus(root)) {
    return nus_largest_nimber(store.nus(root));
  }
  if (const Integer* known = memo.find(root)) {
    return *known;
  }
  partizan::walk_post_order(current_context(), root, [&](GameId id, auto& need) {
    if (memo.find(id) != nullptr) {
      return true;
    }
    Integer largest(0);
    bool ready = true;
    const std::uint32_t lefts = store.left_count(id);
    for (std::uint32_t i = 0; i < lefts + store.right_count(id); ++i) {
      const GameId option = i < lefts ? store.left_at(id, i) : store.right_at(id, i - lefts);
      if (store.is_nus(option)) {
        largest = std::max(largest, nus_largest_nimber(store.nus(option)));
      } else if (const Integer* known = memo.find(option)) {
        largest = std::max(largest, *known);
      } else {
        need(option);
        ready = false;
      }
    }
    if (ready) {
      memo.put(id, largest);
    }
    return ready;
  });
  return *memo.find(root);
}

}  // namespace partizan

namespace {

// The least integer n with n ⧐ x (n ≤ x fails).
Integer least_integer_not_below(Game x) {
  Integer n = right_stop(x).ceil();
  if (leq(number_game(Dyadic(n)), x)) {
    n += Integer(1);
  }
  return n;
}

// The greatest integer n with n ⧏ x (x ≤ n fails).
Integer greatest_integer_not_above(Game x) {
  Integer n = left_stop(x).floor();
  if (leq(x, number_game(Dyadic(n)))) {
    n -= Integer(1);
  }
  return n;
}

// The naive weight of g from those of its options (all in `memo`).
Game naive_weight_from_options(Game g, const DenseMemo<GameId>& memo) {
  const Game two = number_game(Dyadic(2));
  std::vector<Game> left;
  std::vector<Game> right;
  for (Game option : left_options(g)) {
    left.push_back(as_game(*memo.find(option.id())) - two);
  }
  for (Game option : right_options(g)) {
    right.push_back(as_game(*memo.find(option.id())) + two);
  }
  Game candidate = game_from_options(left, right);
  auto value = number_value(candidate);
  if (!value || !value->is_integer()) {
    return candidate;
  }
  // The eccentric case: compare G with the far star.
  const Game far_star = nimber_game(partizan::largest_nimber(g) + Integer(1));
  const bool below = leq(g, far_star);
  const bool above = leq(far_star, g);
  if (below && !above) {
    if (left.empty()) {
      return Game();
    }
    Integer n = least_integer_not_below(left[0]);
    for (std::size_t i = 1; i < left.size(); ++i) {
      n = std::max(n, least_integer_not_below(left[i]));
    }
    return number_game(Dyadic(n));
  }
  if (above && !below) {
    if (right.empty()) {
      return Game();
    }
    Integer n = greatest_integer_not_above(right[0]);
    for (std::size_t i = 1; i < right.size(); ++i) {
      n = std::min(n, greatest_integer_not_above(right[i]));
    }
    return number_game(Dyadic(n));
  }
  return candidate;
}

// The naive weight of every position of g, memoised.
Game naive_weight(Game g) {
  State& state = partizan::current_state();
  Store& store = state.store;
  DenseMemo<GameId>& memo = state.memos.naive_weight;
  auto nus_weight = [&](GameId id) { return number_game(Dyadic(store.nus(id).ups)).id(); };
  const GameId root = partizan::id_in(state, g);
  if (store.is_nus(root)) {
    return as_game(nus_weight(root));
  }
  if (const GameId* known = memo.find(root)) {
    return as_game(*known);
  }
  partizan::walk_post_order(current_context(), root, [&](GameId id, auto& need) {
    if (memo.find(id) != nullptr) {
      return true;
    }
    bool ready = true;
    const std::uint32_t lefts = store.left_count(id);
    for (std::uint32_t i = 0; i < lefts + store.right_count(id); ++i) {
      const GameId option = i < lefts ? store.left_at(id, i) : store.right_at(id, i - lefts);
      if (memo.find(option) != nullptr) {
        continue;
      }
      if (store.is_nus(option)) {
        memo.put(option, nus_weight(option));
      } else {
        need(option);
        ready = false;
      }
    }
    if (ready) {
      memo.put(id, naive_weight_from_options(as_game(id), memo).id());
    }
    return ready;
  });
  return as_game(*memo.find(root));
}

}  // namespace

std::optional<Game> atomic_weight(Game g) {
  if (auto parts = nus_parts(g)) {
    if (!parts->number.is_zero()) {
      return std::nullopt;
    }
    return number_game(Dyadic(parts->ups));
  }
  if (!is_infinitesimal(g)) {
    return std::nullopt;
  }
  DenseMemo<std::optional<GameId>>& memo = partizan::current_state().memos.atomic_weight;
  if (const std::optional<GameId>* known = memo.find(g.id())) {
    return known->has_value() ? std::optional<Game>(as_game(**known)) : std::nullopt;
  }
  const Game weight = naive_weight(g);
  bool atomic = is_all_small(g);
  if (!atomic) {
    const Integer far = partizan::largest_nimber(g) + Integer(1);
    Integer n(2);
    while (n < far) {
      n = n + n;
    }
    const Game up = nus_game(Dyadic(0), Integer(1), Integer(0));
    const Game epsilon = nus_game(Dyadic(0), Integer(1), Integer(1)) + ordinal_sum(nimber_game(n), number_game(-1));
    const Game difference = g - norton(weight, up);
    atomic = leq(difference, epsilon) && leq(-epsilon, difference);
  }
  memo.put(g.id(), atomic ? std::optional<GameId>(weight.id()) : std::nullopt);
  return atomic ? std::optional<Game>(weight) : std::nullopt;
}

}  // namespace cgt
