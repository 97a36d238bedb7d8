// Atomic weights by the atomic weight calculus, memoised per game, by a walk over a game's
// positions whose needs depend on what is known: the weights of the replies to an option that
// is not infinitesimal decide which reply bypasses it, and then that reply's options count.

#include <algorithm>

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

// The largest nimber met in G's positions (memoised per game).
Integer largest_nimber(Game g) {
  State& state = partizan::current_state();
  Store& store = state.store;
  DenseMemo<Integer>& memo = state.memos.largest_nimber;
  // The positions of x + n·↑ + *m hold the nimbers up to m and m ⊕ 1.
  auto nus_largest = [&](GameId id) {
    const Integer& m = store.nus(id).nimber;
    return std::max(m, m ^ Integer(1));
  };
  const GameId root = partizan::id_in(state, g);
  if (store.is_nus(root)) {
    return nus_largest(root);
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
        largest = std::max(largest, nus_largest(option));
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

// A nimber larger than every nimber met in G's positions: the "remote star" of the atomic
// weight calculus, which no position of G can tell apart from a far larger one.
Game remote_star(Game g) {
  Integer largest = largest_nimber(g);
  Integer power(1);
  while (power <= largest) {
    power = power << 1;
  }
  return nimber_game(power);
}

using WeightMemo = DenseMemo<std::optional<GameId>>;

// What is known of the weight of a position met while weighing another.
struct Weighed {
  enum class Status : std::uint8_t { kNotInfinitesimal, kUnknown, kNotAtomic, kWeight } status;
  GameId weight = 0;
};

Weighed weighed(Game option, WeightMemo& memo) {
  if (!is_infinitesimal(option)) {
    return {Weighed::Status::kNotInfinitesimal};
  }
  if (const std::optional<GameId>* known = memo.find(option.id())) {
    return known->has_value() ? Weighed{Weighed::Status::kWeight, **known} : Weighed{Weighed::Status::kNotAtomic};
  }
  if (auto parts = nus_parts(option)) {
    // An infinitesimal nus value n·↑ + *m weighs n.
    const GameId weight = number_game(Dyadic(parts->ups)).id();
    memo.put(option.id(), weight);
    return {Weighed::Status::kWeight, weight};
  }
  return {Weighed::Status::kUnknown};
}

// The weight of g from the weights of its effective options (each minus 2 on the left, plus 2
// on the right), or nullopt when g is not atomic; `*_replies` are the weights of the replies
// that bypassed options that were not infinitesimal.
std::optional<Game> weigh(Game g, Game far_star, const std::vector<Game>& left, const std::vector<Game>& right,
                          const std::vector<Game>& left_replies, const std::vector<Game>& right_replies) {
  std::optional<Game> result;
  Game candidate = game_from_options(left, right);
  auto value = number_value(candidate);
  if (!value || !value->is_integer()) {
    result = candidate;
  } else {
    // The eccentric case: the weight is an integer n with every aw(G^L) - 2 ◁ n ◁ every
    // aw(G^R) + 2: the largest such if G ⧐ ☆, the least if G ⧏ ☆, else the simplest.
    bool above = !leq(g, far_star);
    bool below = !leq(far_star, g);
    auto fits = [&](const Integer& n) {
      Game ng = number_game(Dyadic(n));
      return std::none_of(left.begin(), left.end(), [&](Game l) { return leq(ng, l); }) &&
             std::none_of(right.begin(), right.end(), [&](Game r) { return leq(r, ng); });
    };
    Integer n = value->numerator();
    bool atomic = true;
    if (above && !below) {
      if (right.empty()) {
        atomic = false;
      } else {
        while (fits(n + Integer(1))) {
          n += Integer(1);
        }
      }
    } else if (below && !above) {
      if (left.empty()) {
        atomic = false;
      } else {
        while (fits(n - Integer(1))) {
          n -= Integer(1);
        }
      }
    }
    if (atomic) {
      result = number_game(Dyadic(n));
    }
  }
  // A reply's weight must not beat the result, as for a reversible option.
  if (result) {
    for (Game w : left_replies) {
      if (!leq(w, *result)) {
        return std::nullopt;
      }
    }
    for (Game w : right_replies) {
      if (!leq(*result, w)) {
        return std::nullopt;
      }
    }
  }
  return result;
}

// Atomic weights do not depend on which remote star is used (any star remote enough for G is
// remote enough for its options), so one memo serves every call.
void weigh_positions(Game root, Game far_star, WeightMemo& memo) {
  const Game two = number_game(Dyadic(2));
  partizan::walk_post_order(current_context(), root.id(), [&](GameId id, auto& need) {
    if (memo.find(id) != nullptr) {
      return true;
    }
    const Game g = as_game(id);
    // A move to a game that is not infinitesimal (Left threatening a positive number, say)
    // must be answered at once: the option is bypassed through the opponent's best
    // infinitesimal reply, whose weight must then not beat G's own (checked in weigh(), as for
    // a reversible option); without such a reply G is not atomic. Any option that fails makes
    // G not atomic, whatever the others weigh.
    std::vector<GameId> weights[2];
    std::vector<Game> replies[2];
    bool ready = true;
    auto not_atomic = [&] {
      memo.put(id, std::nullopt);
      return true;
    };
    for (int side = 0; side < 2; ++side) {
      const bool is_left = side == 0;
      for (Game option : is_left ? left_options(g) : right_options(g)) {
        const Weighed own = weighed(option, memo);
        std::vector<Game> effective;
        if (own.status != Weighed::Status::kNotInfinitesimal) {
          effective.push_back(option);
        } else {
          // The opponent's reply with the best weight for the opponent (of equal ones, the last).
          const std::vector<Game> reply_options = is_left ? right_options(option) : left_options(option);
          std::vector<Weighed> reply_weights;
          bool replies_known = true;
          for (Game reply : reply_options) {
            reply_weights.push_back(weighed(reply, memo));
            if (reply_weights.back().status == Weighed::Status::kUnknown) {
              need(reply.id());
              replies_known = false;
            }
          }
          if (!replies_known) {
            ready = false;
            continue;
          }
          std::optional<Game> best_reply;
          std::optional<Game> best_weight;
          for (std::size_t r = 0; r < reply_options.size(); ++r) {
            if (reply_weights[r].status != Weighed::Status::kWeight) {
              continue;
            }
            const Game w = as_game(reply_weights[r].weight);
            if (!best_weight || (is_left ? leq(w, *best_weight) : leq(*best_weight, w))) {
              best_reply = reply_options[r];
              best_weight = w;
            }
          }
          if (!best_reply) {
            return not_atomic();
          }
          replies[side].push_back(*best_weight);
          effective = is_left ? left_options(*best_reply) : right_options(*best_reply);
        }
        for (Game e : effective) {
          const Weighed w = e == option ? own : weighed(e, memo);
          if (w.status == Weighed::Status::kUnknown) {
            need(e.id());
            ready = false;
          } else if (w.status != Weighed::Status::kWeight) {
            return not_atomic();
          } else {
            weights[side].push_back(w.weight);
          }
        }
      }
    }
    if (!ready) {
      return false;
    }
    std::vector<Game> left;
    std::vector<Game> right;
    for (GameId w : weights[0]) {
      left.push_back(as_game(w) - two);
    }
    for (GameId w : weights[1]) {
      right.push_back(as_game(w) + two);
    }
    std::optional<Game> result = weigh(g, far_star, left, right, replies[0], replies[1]);
    memo.put(id, result ? std::optional<GameId>(result->id()) : std::nullopt);
    return true;
  });
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
  WeightMemo& memo = partizan::current_state().memos.atomic_weight;
  if (memo.find(g.id()) == nullptr) {
    weigh_positions(g, remote_star(g), memo);
  }
  const std::optional<GameId> weight = *memo.find(g.id());
  return weight ? std::optional<Game>(as_game(*weight)) : std::nullopt;
}

}  // namespace cgt
