// Simplification by Theorems 3.3, 3.9 and 3.10, and sums computed on simplified forms.
//
// Both walk their positions on explicit stacks: a value sequence or a sum can be thousands of
// levels deep, and Theorem 3.10 nests one simplification inside another once per option.

#include <algorithm>
#include <vector>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "ending/store.hpp"
#include "ending/sum_walk.hpp"

namespace cgt::ending {

namespace {

using detail::kNone;
using detail::State;

bool has_option(State& state, std::uint32_t y, std::uint32_t z) {
  const std::vector<Position>& options = state.node(y).options;
  return std::binary_search(options.begin(), options.end(), state.position(z));
}

// Theorem 3.9 (and Theorem 3.3 when there are no Y's) for one side: kLeft or kRight.
std::optional<std::uint32_t> mex_rule(State& state, const std::vector<Position>& options, Family side) {
  std::vector<std::uint64_t> indices;
  std::vector<std::uint32_t> others;
  for (Position option : options) {
    const std::optional<FamilyValue>& f = state.node(option.id()).family;
    if (f && f->family == side) {
      indices.push_back(f->n);
    } else {
      others.push_back(option.id());
    }
  }
  if (indices.empty()) return std::nullopt;
  std::sort(indices.begin(), indices.end());
  std::uint64_t mex = 0;
  for (std::uint64_t a : indices) {
    if (a == mex)
      ++mex;
    else if (a > mex)
      break;
  }
  // The target *L_mex must be an option of every Y; if its tree was never built, no Y can
  // have it as an option, and with no Y's the rule applies outright (Theorem 3.3).
  const std::uint32_t target = state.id(family_position({side, mex}));
  for (std::uint32_t y : others) {
    if (!has_option(state, y, target)) return std::nullopt;
  }
  return target;
}

// One position being simplified. First its options are simplified (tasks above it on the
// stack); then, with `reducing` set, the rules run on the simplified option set, and Theorem
// 3.10 may need the simplified form of G' = options \ {Y}: that is a task pushed above this
// one, `waiting` for it, and the rule resumes at option `next` when it is done.
struct Task {
  explicit Task(std::uint32_t node) : id(node) {}
  std::uint32_t id;
  bool reducing = false;
  std::vector<Position> options;     // simplified, sorted by id, unique (when reducing)
  std::vector<std::uint32_t> order;  // Theorem 3.10: indices into `options`, in the order tried
  std::size_t next = 0;              // Theorem 3.10: the next entry of `order` to try as Y
  std::uint32_t waiting = kNone;     // G' whose simplified form is needed
};

// The order in which Theorem 3.10 tries the options as Y: by birthday, then structural key,
// then (two different trees with one key: practically never) canonical text. It depends on the
// trees alone, never on ids, so which Y is removed first — and so the simplified form, should
// two choices lead to different forms — is the same in every context whatever it made before.
std::vector<std::uint32_t> attempt_order(State& state, const std::vector<Position>& options) {
  std::vector<std::uint32_t> order(options.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    const detail::Node& na = state.node(options[a].id());
    const detail::Node& nb = state.node(options[b].id());
    if (na.birthday != nb.birthday) return na.birthday < nb.birthday;
    if (na.key != nb.key) return na.key < nb.key;
    return to_text(options[a]) < to_text(options[b]);
  });
  return order;
}

// Some option of Y might be ≡ G' = rest: equivalent positions have equal outcomes and equal
// probes, and the simplified form of G' is equivalent to G'. A necessary condition for Theorem
// 3.10, checked before G' is made or simplified.
bool may_have_option_like(State& state, std::uint32_t y, const std::vector<Position>& rest) {
  bool left_can_win = false;
  bool right_can_win = false;
  for (Position option : rest) {
    const Outcome o = detail::outcome_of(state, option.id());
    left_can_win = left_can_win || o == Outcome::kL || o == Outcome::kP;
    right_can_win = right_can_win || o == Outcome::kR || o == Outcome::kP;
  }
  const Outcome wanted = left_can_win && right_can_win ? Outcome::kN
                         : left_can_win                ? Outcome::kL
                         : right_can_win               ? Outcome::kR
                                                       : Outcome::kP;
  bool possible = false;
  for (std::size_t i = 0; i < state.node(y).options.size() && !possible; ++i) {
    possible = detail::outcome_of(state, state.node(y).options[i].id()) == wanted;
  }
  if (!possible) return false;
  const std::uint64_t probe = detail::probe_of_options(state, rest).second;
  for (std::size_t i = 0; i < state.node(y).options.size(); ++i) {
    const std::uint32_t z = state.node(y).options[i].id();
    if (detail::outcome_of(state, z) == wanted && detail::probe_of(state, z) == probe) return true;
  }
  return false;
}

}  // namespace

namespace detail {

// Options first (post-order), then, at each node, the rules until none applies. The result
// depends on the tree alone: the rules are tried in a fixed order, and the options in the
// structural order of attempt_order.
std::uint32_t simplified_id(State& state, std::uint32_t root) {
  if (state.node(root).simplified != kNone) {
    return state.node(root).simplified;
  }
  std::vector<Task> stack;
  stack.emplace_back(root);
  const auto finish = [&](std::uint32_t result) {
    state.node(stack.back().id).simplified = result;
    state.node(result).simplified = result;  // idempotent
    stack.pop_back();
  };
  while (!stack.empty()) {
    const std::size_t top = stack.size() - 1;
    if (!stack[top].reducing) {
      const std::uint32_t id = stack[top].id;
      if (state.node(id).simplified != kNone) {
        stack.pop_back();
        continue;
      }
      state.charge(1 + state.node(id).options.size() / 8);
      bool ready = true;
      std::vector<Position> simplified_options;
      for (std::size_t i = 0; i < state.node(id).options.size(); ++i) {
        const std::uint32_t option = state.node(id).options[i].id();
        const std::uint32_t s = state.node(option).simplified;
        if (s == kNone) {
          ready = false;
          stack.emplace_back(option);
        } else if (ready) {
          simplified_options.push_back(state.position(s));
        }
      }
      if (!ready) continue;
      std::sort(simplified_options.begin(), simplified_options.end());
      simplified_options.erase(std::unique(simplified_options.begin(), simplified_options.end()),
                               simplified_options.end());
      Task& task = stack[top];
      task.reducing = true;
      task.options = std::move(simplified_options);
      task.order = attempt_order(state, task.options);
      // Theorem 3.9 for both sides, then Theorem 3.10 below.
      std::optional<std::uint32_t> target = mex_rule(state, task.options, Family::kLeft);
      if (!target) target = mex_rule(state, task.options, Family::kRight);
      if (target) {
        finish(*target);
        continue;
      }
    }
    Task& task = stack[top];
    if (task.waiting != kNone) {
      const std::uint32_t reduced = state.node(task.waiting).simplified;
      task.waiting = kNone;
      if (has_option(state, task.options[task.order[task.next]].id(), reduced)) {
        finish(reduced);
        continue;
      }
      ++task.next;
    }
    // Theorem 3.10: drop an option Y that has an option ≡ the rest.
    bool descended = false;
    while (task.options.size() >= 2 && task.next < task.options.size()) {
      state.charge(1 + task.options.size() / 8);
      const std::uint32_t index = task.order[task.next];
      const std::uint32_t y = task.options[index].id();
      if (y < 2) {  // a terminal has no options
        ++task.next;
        continue;
      }
      std::vector<Position> rest = task.options;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(index));
      if (!may_have_option_like(state, y, rest)) {
        ++task.next;
        continue;
      }
      const std::uint32_t g_prime = state.intern(std::move(rest));
      const std::uint32_t reduced = state.node(g_prime).simplified;
      if (reduced == kNone) {
        task.waiting = g_prime;
        stack.emplace_back(g_prime);  // `task` is not used past this point
        descended = true;
        break;
      }
      if (has_option(state, y, reduced)) {
        finish(reduced);
        descended = true;  // done with this task
        break;
      }
      ++task.next;
    }
    if (descended) continue;
    finish(state.intern(std::move(stack[top].options)));
  }
  return state.node(root).simplified;
}

}  // namespace detail

Position simplify(Position position) {
  State& state = detail::current_state();
  return state.position(detail::simplified_id(state, state.id(position)));
}

namespace {

bool nim_like(const std::optional<FamilyValue>& f) {
  return f && (f->family == Family::kLeft || f->family == Family::kRight);
}

// The simplified sum of two simplified positions when it needs no walk of its own: a terminal
// summand (Axiom 1, Proposition 2.16), two *L/*R family values (Corollary 3.4), or a cached sum.
std::optional<std::uint32_t> known_simplified_sum(State& state, std::uint32_t g, std::uint32_t h) {
  if (g == 0) return h;
  if (h == 0) return g;
  if (g == 1) return detail::simplified_id(state, detail::conjugate_id(state, h));
  if (h == 1) return detail::simplified_id(state, detail::conjugate_id(state, g));
  const std::optional<FamilyValue> fg = state.node(g).family;
  const std::optional<FamilyValue> fh = state.node(h).family;
  if (nim_like(fg) && nim_like(fh)) return state.id(family_position(nim_family_sum(*fg, *fh)));
  if (auto it = state.simplified_sums.find(detail::pair_key(g, h)); it != state.simplified_sums.end()) {
    return it->second;
  }
  return std::nullopt;
}

// simplify(G + H) for simplified G and H: the sum's walk, each sum simplified as it is made.
std::uint32_t add_simplified_forms(State& state, std::uint32_t g, std::uint32_t h) {
  return detail::sum_walk(
      state, g, h, [&](std::uint32_t a, std::uint32_t b) { return known_simplified_sum(state, a, b); },
      [&](std::uint32_t a, std::uint32_t b, std::vector<Position> options) {
        const std::uint32_t result = detail::simplified_id(state, state.intern(std::move(options)));
        state.before_insert(state.simplified_sums);
        state.simplified_sums.emplace(detail::pair_key(a, b), result);
        return result;
      });
}

}  // namespace

Position add_simplified(Position g, Position h) {
  State& state = detail::current_state();
  const std::uint32_t sg = detail::simplified_id(state, state.id(g));
  const std::uint32_t sh = detail::simplified_id(state, state.id(h));
  return state.position(add_simplified_forms(state, sg, sh));
}

}  // namespace cgt::ending
