// Comparison of stored games, and of stored games with the form being simplified by
// construct(). Both descend through positions on stacks of frames: a frame's answer is true
// iff none of its sub-questions came out true, so a true sub-answer ends its parent at once.

#include "partizan/dag_walk.hpp"
#include "partizan/store.hpp"

namespace cgt::partizan {

void Store::remember_leq(GameId a, GameId b, bool value) {
  if (a < kDense && b < kDense) {
    dense_set(a, b, value);
  } else {
    before_growth(leq_cache_);
    leq_cache_.insert(pair_key(a, b), value ? 1 : 0);
  }
}

void Store::open_leq(GameId a, GameId b) {
  count_work(kProbeWork);
  // Against a number x only the other game's options matter (number avoidance): x ≤ H iff no
  // H^R ≤ x, and H ≤ x iff no H^L ≥ x, when H is not a number. (Two numbers are nus values,
  // compared in closed form.)
  LeqFrame frame{a, b, 0, 0, 0};
  if (is_number(a)) {
    frame.rights = frame.end = right_count(b);
  } else if (is_number(b)) {
    frame.end = left_count(a);
  } else {
    ensure_options(a);
    ensure_options(b);
    frame.rights = right_count(b);
    frame.end = frame.rights + left_count(a);
  }
  leq_stack_.push_back(frame);
}

bool Store::leq_walk(GameId a, GameId b) {
  StackMark<LeqFrame> mark(leq_stack_);
  const std::size_t base = mark.height();
  open_leq(a, b);
  for (;;) {
    // Ask the top frame's sub-questions until one is unknown (open a frame for it) or true.
    LeqFrame& top = leq_stack_.back();
    bool answer = true;
    bool opened = false;
    while (top.next < top.end) {
      // Each sub-question is a cache probe at least: charged, so that the work limit bounds
      // comparisons whose answers are mostly cached.
      count_work(kProbeWork);
      const bool right_of_b = top.next < top.rights;
      const GameId x = right_of_b ? right_at(top.b, top.next) : top.b;
      const GameId y = right_of_b ? top.a : left_at(top.a, top.next - top.rights);
      const Known known = known_leq(x, y);
      if (known == Known::kUnknown) {
        open_leq(x, y);  // invalidates `top`
        opened = true;
        break;
      }
      if (known == Known::kTrue) {
        answer = false;
        break;
      }
      ++top.next;
    }
    if (opened) {
      continue;
    }
    // Answered: remember it and hand it down. A true answer makes the parent's false.
    for (;;) {
      const LeqFrame done = leq_stack_.back();
      remember_leq(done.a, done.b, answer);
      leq_stack_.pop_back();
      if (leq_stack_.size() == base) {
        return answer;
      }
      if (!answer) {
        ++leq_stack_.back().next;
        break;
      }
      answer = false;
    }
  }
}

namespace {
std::uint64_t form_key(GameId x, bool below) {
  return (std::uint64_t{x} << 1) | (below ? 0 : 1);
}
}  // namespace

std::optional<bool> Store::open_form(GameId x, bool below, const Form& g) {
  const std::uint64_t key = form_key(x, below);
  if (const bool* known = g.memo->find(key)) {
    return *known;
  }
  // x ≤ G needs no G^R ≤ x; G ≤ x needs no x ≤ G^L. G's options are stored games.
  for (GameId option : below ? *g.right : *g.left) {
    count_work(kProbeWork);  // answered by the caches, mostly: charged as a sub-question
    if (below ? leq(option, x) : leq(x, option)) {
      g.memo->insert(key, false);
      return false;
    }
  }
  count_work(kProbeWork);
  ensure_options(x);
  form_stack_.push_back(FormFrame{x, below, 0, below ? left_count(x) : right_count(x)});
  return std::nullopt;
}

bool Store::form_walk(GameId x, bool below, const Form& g) {
  StackMark<FormFrame> mark(form_stack_);
  const std::size_t base = mark.height();
  if (auto known = open_form(x, below, g)) {
    return *known;
  }
  for (;;) {
    // x ≤ G asks G ≤ x^L for each x^L; G ≤ y asks y^R ≤ G for each y^R.
    bool answer = true;
    bool opened = false;
    for (;;) {
      const FormFrame& top = form_stack_.back();
      if (top.next >= top.end) {
        break;
      }
      const GameId option = top.below ? left_at(top.x, top.next) : right_at(top.x, top.next);
      const std::optional<bool> known = open_form(option, !top.below, g);  // may invalidate `top`
      if (!known) {
        opened = true;
        break;
      }
      if (*known) {
        answer = false;
        break;
      }
      ++form_stack_.back().next;
    }
    if (opened) {
      continue;
    }
    for (;;) {
      const FormFrame done = form_stack_.back();
      g.memo->insert(form_key(done.x, done.below), answer);
      form_stack_.pop_back();
      if (form_stack_.size() == base) {
        return answer;
      }
      if (!answer) {
        ++form_stack_.back().next;
        break;
      }
      answer = false;
    }
  }
}

}  // namespace cgt::partizan
