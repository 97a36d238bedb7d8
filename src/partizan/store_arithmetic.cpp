// Sums and negatives of stored games. Both collect the results of their options' positions
// on a stack of frames (results_ holds what the open frames have collected so far), so a sum
// of games thousands of days deep needs no deep machine stack.

#include "partizan/dag_walk.hpp"
#include "partizan/store.hpp"

namespace cgt::partizan {

void Store::open_add(GameId a, GameId b) {
  count_work();
  if (is_number(b)) {
    std::swap(a, b);
  }
  AddFrame frame{a, b, 0, 0, 0, static_cast<std::uint32_t>(results_.size()), false};
  if (is_number(a)) {
    // Number translation: x + H = {x + H^L | x + H^R} when H is not a number, and this form
    // is canonical when H is (translation preserves domination and reversibility).
    frame.translate = true;
    frame.lefts = left_count(b);
    frame.end = frame.lefts + right_count(b);
  } else {
    ensure_options(a);
    ensure_options(b);
    frame.lefts = left_count(a) + left_count(b);
    frame.end = frame.lefts + right_count(a) + right_count(b);
  }
  add_stack_.push_back(frame);
}

std::pair<GameId, GameId> Store::add_question(const AddFrame& frame) const noexcept {
  const GameId a = frame.a;
  const GameId b = frame.b;
  std::uint32_t i = frame.next;
  if (frame.translate) {
    return {a, i < left_count(b) ? left_at(b, i) : right_at(b, i - left_count(b))};
  }
  // a^L + b, a + b^L, a^R + b, a + b^R, in this order.
  if (i < left_count(a)) {
    return {left_at(a, i), b};
  }
  i -= left_count(a);
  if (i < left_count(b)) {
    return {a, left_at(b, i)};
  }
  i -= left_count(b);
  if (i < right_count(a)) {
    return {right_at(a, i), b};
  }
  return {a, right_at(b, i - right_count(a))};
}

GameId Store::finish_add(const AddFrame& frame) {
  const auto first = results_.begin() + frame.begin;
  const auto middle = first + frame.lefts;
  if (frame.translate) {
    scratch_left_.assign(first, middle);
    scratch_right_.assign(middle, results_.end());
    sort_unique(scratch_left_);
    sort_unique(scratch_right_);
    return intern_general(scratch_left_, scratch_right_);
  }
  return construct(std::vector<GameId>(first, middle), std::vector<GameId>(middle, results_.end()));
}

GameId Store::add_walk(GameId a, GameId b) {
  StackMark<AddFrame> mark(add_stack_);
  StackMark<GameId> results_mark(results_);
  const std::size_t base = mark.height();
  open_add(std::min(a, b), std::max(a, b));
  for (;;) {
    AddFrame& top = add_stack_.back();
    bool opened = false;
    // Each question is a cache probe at least (a frame of a sum with many options asks
    // hundreds, mostly answered by the cache): counted here, charged once per visit.
    std::uint64_t asked = 0;
    while (top.next < top.end) {
      ++asked;
      const auto [x, y] = add_question(top);
      const GameId known = known_sum(x, y);
      if (known == kNoGame) {
        count_work(asked * kProbeWork);
        open_add(std::min(x, y), std::max(x, y));  // invalidates `top`
        opened = true;
        break;
      }
      results_.push_back(known);
      ++top.next;
    }
    if (opened) {
      continue;
    }
    count_work(asked * kProbeWork);
    const AddFrame done = add_stack_.back();
    const GameId sum = finish_add(done);
    before_growth(add_cache_);
    add_cache_.insert(done.a < done.b ? pair_key(done.a, done.b) : pair_key(done.b, done.a), sum);
    results_.resize(done.begin);
    add_stack_.pop_back();
    if (add_stack_.size() == base) {
      return sum;
    }
    results_.push_back(sum);
    ++add_stack_.back().next;
  }
}

GameId Store::negate_walk(GameId a) {
  StackMark<NegateFrame> mark(negate_stack_);
  StackMark<GameId> results_mark(results_);
  const std::size_t base = mark.height();
  // Negation maps a canonical form to a canonical form: no simplification needed.
  negate_stack_.push_back(NegateFrame{a, 0, static_cast<std::uint32_t>(results_.size())});
  for (;;) {
    NegateFrame& top = negate_stack_.back();
    const std::uint32_t rights = right_count(top.a);
    const std::uint32_t end = rights + left_count(top.a);
    bool opened = false;
    while (top.next < end) {
      count_work();  // reads the option's node (its negative, if known)
      const GameId option = top.next < rights ? right_at(top.a, top.next) : left_at(top.a, top.next - rights);
      const GameId known = known_negative(option);
      if (known == kNoGame) {
        count_work();
        negate_stack_.push_back(NegateFrame{option, 0, static_cast<std::uint32_t>(results_.size())});
        opened = true;  // `top` is invalid now
        break;
      }
      results_.push_back(known);
      ++top.next;
    }
    if (opened) {
      continue;
    }
    const NegateFrame done = negate_stack_.back();
    const auto first = results_.begin() + done.begin;
    scratch_left_.assign(first, first + rights);
    scratch_right_.assign(first + rights, results_.end());
    sort_unique(scratch_left_);
    sort_unique(scratch_right_);
    const GameId negative = intern_general(scratch_left_, scratch_right_);
    nodes_[done.a].negative = negative;
    nodes_[negative].negative = done.a;
    results_.resize(done.begin);
    negate_stack_.pop_back();
    if (negate_stack_.size() == base) {
      return negative;
    }
    results_.push_back(negative);
    ++negate_stack_.back().next;
  }
}

}  // namespace cgt::partizan
