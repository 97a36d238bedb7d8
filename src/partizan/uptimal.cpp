#include "partizan/uptimal.hpp"

#include <algorithm>
#include <unordered_map>

#include "partizan/dag_walk.hpp"
#include "partizan/state.hpp"

namespace cgt::partizan {

Uptimal Uptimal::from_nus(const NusParts& parts) {
  Uptimal result(parts.number, parts.nimber);
  result.append(parts.ups, 1);
  result.trim();
  return result;
}

void Uptimal::append(const Integer& value, std::uint64_t length) {
  if (length == 0) {
    return;
  }
  if (!runs_.empty() && runs_.back().value == value) {
    runs_.back().length += length;
  } else {
    runs_.push_back({value, length});
  }
  length_ += length;
}

void Uptimal::trim() {
  while (!runs_.empty() && runs_.back().value.is_zero()) {
    length_ -= runs_.back().length;
    runs_.pop_back();
  }
}

Integer Uptimal::coefficient(std::uint64_t i) const {
  std::uint64_t end = 0;
  for (const Run& run : runs_) {
    end += run.length;
    if (i <= end) {
      return run.value;
    }
  }
  return Integer(0);
}

bool Uptimal::is_unit() const {
  bool found = false;
  for (const Run& run : runs_) {
    if (run.value.is_zero()) {
      continue;
    }
    if (found || run.length != 1 || !(run.value == Integer(1) || run.value == Integer(-1))) {
      return false;
    }
    found = true;
  }
  return true;
}

bool Uptimal::is_unit_sum() const {
  return runs_.empty() || (runs_.size() == 1 && (runs_[0].value == Integer(1) || runs_[0].value == Integer(-1)));
}

Uptimal Uptimal::negated() const {
  Uptimal result(-number_, nimber_);
  for (const Run& run : runs_) {
    result.append(-run.value, run.length);
  }
  return result;
}

Uptimal Uptimal::incremented(std::uint64_t to_length) const {
  Uptimal result(number_, nimber_ ^ Integer(1));
  std::uint64_t begin = 0;  // coefficients before this run
  for (const Run& run : runs_) {
    const std::uint64_t raised = to_length > begin ? std::min(run.length, to_length - begin) : 0;
    result.append(run.value + Integer(1), raised);
    result.append(run.value, run.length - raised);
    begin += run.length;
  }
  if (to_length > begin) {
    result.append(Integer(1), to_length - begin);
  }
  result.trim();
  return result;
}

Uptimal Uptimal::truncated(std::uint64_t n) const {
  Uptimal result(number_, nimber_);
  std::uint64_t begin = 0;
  for (const Run& run : runs_) {
    if (begin >= n) {
      break;
    }
    result.append(run.value, std::min(run.length, n - begin));
    begin += run.length;
  }
  result.trim();
  return result;
}

std::uint64_t Uptimal::last_index_at_most(const Integer& bound) const {
  std::uint64_t end = length_;
  for (auto it = runs_.rbegin(); it != runs_.rend(); ++it) {
    if (it->value <= bound) {
      return end;
    }
    end -= it->length;
  }
  return 0;
}

std::strong_ordering operator<=>(const Uptimal& a, const Uptimal& b) {
  if (auto c = a.number_ <=> b.number_; c != 0) {
    return c;
  }
  // Coefficients over the shorter length, run by run.
  std::size_t i = 0;
  std::size_t j = 0;
  std::uint64_t used_i = 0;  // coefficients of a.runs_[i] already compared
  std::uint64_t used_j = 0;
  std::uint64_t compared = 0;
  const std::uint64_t common = std::min(a.length_, b.length_);
  while (compared < common) {
    const Uptimal::Run& x = a.runs_[i];
    const Uptimal::Run& y = b.runs_[j];
    if (auto c = x.value <=> y.value; c != 0) {
      return c;
    }
    const std::uint64_t step = std::min(x.length - used_i, y.length - used_j);
    compared += step;
    used_i += step;
    used_j += step;
    if (used_i == x.length) {
      ++i;
      used_i = 0;
    }
    if (used_j == y.length) {
      ++j;
      used_j = 0;
    }
  }
  if (auto c = a.length_ <=> b.length_; c != 0) {
    return c;
  }
  return a.nimber_ <=> b.nimber_;
}

namespace {

// a₁ = 1 and m = 1, and the first coefficient other than 1 (if any) is less than 1: the game is
// confused with x (case (c)).
bool confused_with_number(const Uptimal& g) {
  const auto& runs = g.runs();
  if (!(g.nimber() == Integer(1)) || runs.empty() || !(runs[0].value == Integer(1))) {
    return false;
  }
  return runs.size() == 1 || runs[1].value < Integer(1);
}

// The expected Left options of g (a_k > 0) into `out`; false when they would be more than
// `limit` (so a game with fewer options cannot match).
bool expected_left(const Uptimal& g, std::size_t limit, std::vector<Uptimal>& out, std::uint64_t& work) {
  out.clear();
  const std::uint64_t k = g.length();
  const bool last_is_one = g.last_coefficient() == Integer(1);
  const std::uint64_t cut = last_is_one ? k - 1 : g.last_index_at_most(Integer(0));
  work += 1 + g.runs().size();
  Uptimal t = g.truncated(cut);
  if (const std::uint64_t j = g.last_index_at_most(Integer(-1)); j > 0) {
    out.push_back(g.truncated(j).incremented(j));
    out.push_back(std::move(t));
  } else if (g.coefficient(1).is_zero()) {
    if (Integer(static_cast<std::int64_t>(limit)) < g.nimber() + Integer(1)) {
      return false;
    }
    const std::int64_t m = g.nimber().to_int64();
    for (std::int64_t i = 0; i < m; ++i) {
      out.emplace_back(g.number(), Integer(i));
    }
    out.push_back(std::move(t));
  } else if (confused_with_number(g)) {
    out.emplace_back(g.number(), Integer(0));
    out.push_back(std::move(t));
  } else {
    out.push_back(t.length() == 0 ? Uptimal(g.number(), Integer(0)) : std::move(t));
  }
  return out.size() <= limit;
}

bool left_options_match(const Uptimal& candidate, std::span<const Uptimal* const> left, std::uint64_t& work) {
  std::vector<Uptimal> expected;
  if (!expected_left(candidate, left.size(), expected, work) || expected.size() != left.size()) {
    return false;
  }
  std::vector<const Uptimal*> actual(left.begin(), left.end());
  auto by_order = [](const Uptimal* a, const Uptimal* b) { return *a < *b; };
  std::sort(actual.begin(), actual.end(), by_order);
  std::sort(expected.begin(), expected.end());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    work += 1 + expected[i].runs().size();
    if (!(*actual[i] == expected[i])) {
      return false;
    }
  }
  return true;
}

// The expansion of {left | right} when its last coefficient is positive.
std::optional<Uptimal> positive_expansion(std::span<const Uptimal* const> left, std::span<const Uptimal* const> right,
                                          std::uint64_t& work) {
  if (right.size() != 1 || right[0] == nullptr) {
    return std::nullopt;
  }
  const Uptimal& r = *right[0];
  std::uint64_t longest = r.length();
  for (const Uptimal* option : left) {
    if (option == nullptr || option->number() != r.number()) {
      return std::nullopt;
    }
    longest = std::max(longest, option->length());
  }
  // G^R = G's expansion minus 1 in each of its k coefficients, with the star toggled: either
  // a_k ≥ 2 (k is the Right option's length) or a_k = 1 (k is past every option's length).
  if (r.length() > 0 && r.last_coefficient().sign() > 0) {
    Uptimal candidate = r.incremented(r.length());
    if (left_options_match(candidate, left, work)) {
      return candidate;
    }
  }
  Uptimal candidate = r.incremented(longest + 1);
  if (left_options_match(candidate, left, work)) {
    return candidate;
  }
  return std::nullopt;
}

}  // namespace

std::vector<Uptimal> expected_left_options(const Uptimal& g) {
  std::vector<Uptimal> out;
  std::uint64_t work = 0;
  expected_left(g, ~std::size_t{0} >> 1, out, work);
  return out;
}

std::optional<Uptimal> uptimal_from_options(std::span<const Uptimal* const> left,
                                            std::span<const Uptimal* const> right, std::uint64_t& work) {
  if (auto g = positive_expansion(left, right, work)) {
    return g;
  }
  // -G = {-G^R | -G^L}.
  if (left.size() != 1 || left[0] == nullptr) {
    return std::nullopt;
  }
  std::vector<Uptimal> negated_right;
  negated_right.reserve(right.size());
  for (const Uptimal* option : right) {
    if (option == nullptr) {
      return std::nullopt;
    }
    negated_right.push_back(option->negated());
  }
  const Uptimal negated_left = left[0]->negated();
  std::vector<const Uptimal*> new_left;
  new_left.reserve(negated_right.size());
  for (const Uptimal& option : negated_right) {
    new_left.push_back(&option);
  }
  const Uptimal* new_right[1] = {&negated_left};
  if (auto g = positive_expansion(new_left, new_right, work)) {
    return g->negated();
  }
  return std::nullopt;
}

std::optional<Uptimal> uptimal_expansion(Game g) {
  State& state = current_state();
  Store& store = state.store;
  const GameId root = id_in(state, g);
  std::unordered_map<GameId, std::optional<Uptimal>> memo;
  Context& context = current_context();
  walk_post_order(context, root, [&](GameId id, auto& need) {
    if (memo.contains(id)) {
      return true;
    }
    if (store.is_nus(id)) {
      memo.emplace(id, Uptimal::from_nus(store.nus(id)));
      return true;
    }
    bool ready = true;
    const std::uint32_t lefts = store.left_count(id);
    const std::uint32_t rights = store.right_count(id);
    for (std::uint32_t i = 0; i < lefts + rights; ++i) {
      const GameId option = i < lefts ? store.left_at(id, i) : store.right_at(id, i - lefts);
      if (!memo.contains(option)) {
        need(option);
        ready = false;
      }
    }
    if (!ready) {
      return false;
    }
    std::vector<const Uptimal*> left;
    std::vector<const Uptimal*> right;
    for (std::uint32_t i = 0; i < lefts + rights; ++i) {
      const GameId option = i < lefts ? store.left_at(id, i) : store.right_at(id, i - lefts);
      const std::optional<Uptimal>& known = memo.at(option);
      (i < lefts ? left : right).push_back(known ? &*known : nullptr);
    }
    std::uint64_t work = 0;
    std::optional<Uptimal> result = uptimal_from_options(left, right, work);
    context.charge(work);
    memo.emplace(id, std::move(result));
    return true;
  });
  return memo.at(root);
}

}  // namespace cgt::partizan
