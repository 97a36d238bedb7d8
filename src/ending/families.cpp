// The named value families of Section 3 and their recognition.

#include <algorithm>
#include <vector>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "ending/store.hpp"

namespace cgt::ending {

namespace detail {

std::optional<FamilyValue> classify_family(const std::vector<Node>& nodes, const std::vector<Position>& options) {
  // Distinct ids are distinct trees, so within one family the indices seen are distinct;
  // "indices 0..k−1 all present" is then "max index = count − 1".
  std::uint64_t left_count = 0;
  std::uint64_t right_count = 0;
  std::uint64_t star_count = 0;
  std::uint64_t left_max = 0;
  std::uint64_t right_max = 0;
  std::uint64_t star_max = 0;
  bool maltese_one = false;
  bool other = false;
  for (Position option : options) {
    const std::optional<FamilyValue>& f = nodes[option.id()].family;
    if (!f) {
      other = true;
      continue;
    }
    switch (f->family) {
      case Family::kLeft:
        ++left_count;
        left_max = std::max(left_max, f->n);
        break;
      case Family::kRight:
        ++right_count;
        right_max = std::max(right_max, f->n);
        break;
      case Family::kMaltese:
        if (f->n == 1) {
          maltese_one = true;
        } else {
          other = true;
        }
        break;
      case Family::kStar:
        ++star_count;
        star_max = std::max(star_max, f->n);
        break;
    }
  }
  if (other) return std::nullopt;
  const bool no_star_like = !maltese_one && star_count == 0;
  if (no_star_like && right_count == 0 && left_count > 0 && left_max == left_count - 1) {
    return FamilyValue{Family::kLeft, left_count};
  }
  if (no_star_like && left_count == 0 && right_count > 0 && right_max == right_count - 1) {
    return FamilyValue{Family::kRight, right_count};
  }
  if (no_star_like && left_count > 0 && left_count == right_count && left_max == left_count - 1 &&
      right_max == right_count - 1) {
    return FamilyValue{Family::kMaltese, left_count};
  }
  // ★_n (n ≥ 2) = {*L, *R, ★_1 = ✠_1, ★_2, …, ★_{n−1}}.
  if (maltese_one && left_count == 1 && right_count == 1 && left_max == 0 && right_max == 0 &&
      (star_count == 0 || star_max == star_count + 1)) {
    return FamilyValue{Family::kStar, star_count + 2};
  }
  return std::nullopt;
}

}  // namespace detail

namespace {

Position nim_tree(detail::State& state, std::vector<Position>& built, std::uint64_t n) {
  while (built.size() <= n) {
    state.charge(1 + built.size() / 8);
    built.push_back(Position::from_options(built));  // {X_0, …, X_{k−1}}
  }
  return built[n];
}

}  // namespace

Position family_position(FamilyValue value) {
  if (value.n > kMaxFamilyTreeIndex) {
    throw LimitError("family index " + std::to_string(value.n) + " is too large to build as a game tree (limit " +
                     std::to_string(kMaxFamilyTreeIndex) + ")");
  }
  detail::State& state = detail::current_state();
  detail::FamilyTrees& t = state.families;
  switch (value.family) {
    case Family::kLeft:
      return nim_tree(state, t.left, value.n);
    case Family::kRight:
      return nim_tree(state, t.right, value.n);
    case Family::kMaltese: {
      if (value.n == 0) throw DomainError("X_0 (✠_0) is not a position: ✠_n needs n ≥ 1");
      nim_tree(state, t.left, value.n - 1);
      nim_tree(state, t.right, value.n - 1);
      std::vector<Position> options(t.left.begin(), t.left.begin() + static_cast<std::ptrdiff_t>(value.n));
      options.insert(options.end(), t.right.begin(), t.right.begin() + static_cast<std::ptrdiff_t>(value.n));
      return Position::from_options(std::move(options));
    }
    case Family::kStar: {
      if (value.n == 0) throw DomainError("S_0 (★_0) is not a position: ★_n needs n ≥ 1");
      while (t.star.size() < value.n) {
        // Definition 3.7 literally: {*L, *R} ∪ {★_m, ★̄_m : m < n}.
        std::vector<Position> options{Position::left_end(), Position::right_end()};
        for (Position s : t.star) {
          state.charge();
          options.push_back(s);
          options.push_back(state.position(detail::conjugate_id(state, s.id())));
        }
        t.star.push_back(Position::from_options(std::move(options)));
      }
      return t.star[value.n - 1];
    }
  }
  throw DomainError("unknown family");
}

std::optional<FamilyValue> family_of(Position position) {
  detail::State& state = detail::current_state();
  return state.node(state.id(position)).family;
}

FamilyValue conjugate(FamilyValue value) {
  if (value.family == Family::kLeft) return {Family::kRight, value.n};
  if (value.family == Family::kRight) return {Family::kLeft, value.n};
  return value;
}

FamilyValue nim_family_sum(FamilyValue a, FamilyValue b) {
  const bool a_left = a.family == Family::kLeft;
  const bool b_left = b.family == Family::kLeft;
  if ((!a_left && a.family != Family::kRight) || (!b_left && b.family != Family::kRight)) {
    throw DomainError("Corollary 3.4 applies to *L_n and *R_n only");
  }
  // *L_a + *L_b ≡ *L_{a⊕b}, *L_a + *R_b ≡ *R_{a⊕b}, *R_a + *R_b ≡ *L_{a⊕b}.
  return {a_left == b_left ? Family::kLeft : Family::kRight, a.n ^ b.n};
}

}  // namespace cgt::ending
