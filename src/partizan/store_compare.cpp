// Comparison of stored games, and of stored games with the form being simplified by
// construct(). Both descend through positions on stacks of frames: a frame's answer is true
// iff none of its sub-questions came out true, so a true sub-answer ends its parent at once.

#include "partizan/dag_walk.hpp"
#include "partizan/store.hpp"

namespace cgt::partizan {

Store::LeqFrame Store::leq_frame(GameId a, GameId b) {
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
  return frame;
}

Store::Known Store::scan_leq(LeqFrame& frame) {
  // Each sub-question is a cache probe at least: charged, so that the work limit bounds
  // comparisons whose answers are mostly cached (counted here, charged once per scan).
  std::uint64_t asked = 0;
  Known answer = Known::kTrue;
  for (; frame.next < frame.end; ++frame.next) {
    ++asked;
    const auto [x, y] = leq_question(frame);
    const Known known = known_leq(x, y);
    if (known != Known::kFalse) {
      answer = known == Known::kTrue ? Known::kFalse : Known::kUnknown;
      break;
    }
  }
  count_work(asked * kProbeWork);
  return answer;
}

bool Store::leq_walk(GameId a, GameId b) {
  // Most comparisons the caches do not answer have only cached sub-questions: those are
  // answered here, without a frame on the stack.
  LeqFrame frame = leq_frame(a, b);
  Known answer = scan_leq(frame);
  if (answer != Known::kUnknown) {
    remember_leq(a, b, answer == Known::kTrue);
    return answer == Known::kTrue;
  }
  StackMark<LeqFrame> mark(leq_stack_);
  const std::size_t base = mark.height();
  leq_stack_.push_back(frame);
  for (;;) {
    // The top frame waits on a sub-question the caches do not answer: ask it.
    const auto [x, y] = leq_question(leq_stack_.back());
    LeqFrame child = leq_frame(x, y);
    answer = scan_leq(child);
    if (answer == Known::kUnknown) {
      leq_stack_.push_back(child);
      continue;
    }
    remember_leq(x, y, answer == Known::kTrue);
    // Hand the answer down until a frame waits on an unknown sub-question again. A true
    // sub-answer makes its frame's answer false; a false one lets the frame ask on.
    for (;;) {
      LeqFrame& top = leq_stack_.back();
      if (answer == Known::kTrue) {
        answer = Known::kFalse;
      } else {
        ++top.next;
        answer = scan_leq(top);
        if (answer == Known::kUnknown) {
          break;
        }
      }
      remember_leq(top.a, top.b, answer == Known::kTrue);
      leq_stack_.pop_back();
      if (leq_stack_.size() == base) {
        return answer == Known::kTrue;
      }
    }
  }
}

namespace {
std::uint64_t form_key(GameId x, bool below) {
  return (std::uint64_t{x} << 1) | (below ? 0 : 1);
}
}  // namespace

Store::Known Store::form_first(GameId x, bool below, const Form& g) {
  const std::uint64_t key = form_key(x, below);
  if (const bool* known = g.memo->find(key)) {
    return *known ? Known::kTrue : Known::kFalse;
  }
  // x ≤ G needs no G^R ≤ x; G ≤ x needs no x ≤ G^L. G's options are stored games, compared
  // by leq (answered by the caches, mostly: each charged as a sub-question, once per call).
  std::uint64_t asked = 0;
  Known answer = Known::kUnknown;
  for (GameId option : below ? *g.right : *g.left) {
    ++asked;
    if (below ? leq(option, x) : leq(x, option)) {
      g.memo->insert(key, false);
      answer = Known::kFalse;
      break;
    }
  }
  count_work(asked * kProbeWork);
  return answer;
}

Store::FormFrame Store::form_frame(GameId x, bool below) {
  count_work(kProbeWork);
  ensure_options(x);
  return FormFrame{x, below, 0, below ? left_count(x) : right_count(x)};
}

Store::Known Store::scan_form(FormFrame& frame, const Form& g) {
  // x ≤ G asks G ≤ x^L for each x^L; G ≤ y asks y^R ≤ G for each y^R. A true one makes the
  // frame's answer false.
  for (; frame.next < frame.end; ++frame.next) {
    const GameId option = frame.below ? left_at(frame.x, frame.next) : right_at(frame.x, frame.next);
    const Known known = form_first(option, !frame.below, g);
    if (known != Known::kFalse) {
      return known == Known::kTrue ? Known::kFalse : Known::kUnknown;
    }
  }
  return Known::kTrue;
}

bool Store::form_walk(GameId x, bool below, const Form& g) {
  // As leq_walk: questions answered by the memo, by G's options or by one scan of x's options
  // need no frame on the stack.
  Known answer = form_first(x, below, g);
  if (answer != Known::kUnknown) {
    return answer == Known::kTrue;
  }
  FormFrame frame = form_frame(x, below);
  answer = scan_form(frame, g);
  if (answer != Known::kUnknown) {
    g.memo->insert(form_key(x, below), answer == Known::kTrue);
    return answer == Known::kTrue;
  }
  StackMark<FormFrame> mark(form_stack_);
  const std::size_t base = mark.height();
  form_stack_.push_back(frame);
  for (;;) {
    // The top frame waits on an option whose question neither the memo nor G's options
    // answer: ask that option's options.
    const FormFrame& top = form_stack_.back();
    const GameId option = top.below ? left_at(top.x, top.next) : right_at(top.x, top.next);
    FormFrame child = form_frame(option, !top.below);
    answer = scan_form(child, g);
    if (answer == Known::kUnknown) {
      form_stack_.push_back(child);
      continue;
    }
    g.memo->insert(form_key(child.x, child.below), answer == Known::kTrue);
    // Hand the answer down, as in leq_walk.
    for (;;) {
      FormFrame& waiting = form_stack_.back();
      if (answer == Known::kTrue) {
        answer = Known::kFalse;
      } else {
        ++waiting.next;
        answer = scan_form(waiting, g);
        if (answer == Known::kUnknown) {
          break;
        }
      }
      g.memo->insert(form_key(waiting.x, waiting.below), answer == Known::kTrue);
      form_stack_.pop_back();
      if (form_stack_.size() == base) {
        return answer == Known::kTrue;
      }
    }
  }
}

}  // namespace cgt::partizan
