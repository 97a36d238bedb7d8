// Canonical forms: {left | right} with dominated options removed and reversible ones bypassed,
// then recognised as a number or a nus value when it is one. The comparisons it needs are
// walks of their own (store_compare.cpp), nested one level deep.

#include "cgt/error.hpp"
#include "partizan/number_simplest.hpp"
#include "partizan/store.hpp"

namespace cgt::partizan {

void Store::keep_extremes(std::vector<GameId>& options, bool keep_largest) {
  sort_unique(options);
  if (options.size() < 2) {
    return;
  }
  // Every pair may be compared, cached or not: charged so that the work limit also bounds sums
  // with large nimbers (^[2] + *440 builds 440 games of up to 440 options each).
  count_work(options.size() * (options.size() - 1) / 2);
  std::vector<bool> dominated(options.size(), false);
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (dominated[i]) {
      continue;
    }
    for (std::size_t j = 0; j < options.size(); ++j) {
      if (i == j || dominated[j]) {
        continue;
      }
      // Distinct ids are distinct values, so ≤ here is strict.
      bool i_worse = keep_largest ? leq(options[i], options[j]) : leq(options[j], options[i]);
      if (i_worse) {
        dominated[i] = true;
        break;
      }
    }
  }
  std::size_t out = 0;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (!dominated[i]) {
      options[out++] = options[i];
    }
  }
  options.resize(out);
}

std::optional<GameId> Store::number_form(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  // {a | b} with numbers a < b is the simplest number between them (and one-sided forms the
  // simplest number beyond); with dominated options gone, each side has at most one number.
  for (GameId id : left) {
    if (!is_number(id)) {
      return std::nullopt;
    }
  }
  for (GameId id : right) {
    if (!is_number(id)) {
      return std::nullopt;
    }
  }
  if (left.size() > 1 || right.size() > 1) {
    return std::nullopt;
  }
  std::optional<Dyadic> low;
  std::optional<Dyadic> high;
  if (!left.empty()) {
    low = nus(left[0]).number;
  }
  if (!right.empty()) {
    high = nus(right[0]).number;
  }
  if (low && high && !(*low < *high)) {
    return std::nullopt;
  }
  return make_number(simplest_number_between(low, high));
}

std::optional<GameId> Store::recognize_nus(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  if (left.empty() || right.empty()) {
    return std::nullopt;
  }
  for (GameId id : left) {
    if (!is_nus(id)) {
      return std::nullopt;
    }
  }
  for (GameId id : right) {
    if (!is_nus(id)) {
      return std::nullopt;
    }
  }
  const Dyadic x = nus(left[0]).number;
  for (const auto* side : {&left, &right}) {
    for (GameId id : *side) {
      if (nus(id).number != x) {
        return std::nullopt;
      }
    }
  }
  GameId base = make_number(x);
  // x + *m: both sides are exactly {x + *k : k < m}.
  if (left == right) {
    std::vector<Integer> nimbers;
    for (GameId id : left) {
      if (!nus(id).ups.is_zero()) {
        return std::nullopt;
      }
      nimbers.push_back(nus(id).nimber);
    }
    std::sort(nimbers.begin(), nimbers.end());
    for (std::size_t k = 0; k < nimbers.size(); ++k) {
      if (nimbers[k] != Integer(static_cast<std::int64_t>(k))) {
        return std::nullopt;
      }
    }
    return make_nus(x, Integer(0), Integer(static_cast<std::int64_t>(nimbers.size())));
  }
  GameId base_star = make_nus(x, Integer(0), Integer(1));
  std::vector<GameId> pair{base, base_star};
  sort_unique(pair);
  if (left == pair && right.size() == 1 && right[0] == base) {
    return make_nus(x, Integer(1), Integer(1));
  }
  if (right == pair && left.size() == 1 && left[0] == base) {
    return make_nus(x, Integer(-1), Integer(1));
  }
  if (left.size() == 1 && right.size() == 1) {
    if (left[0] == base) {
      const NusParts& r = nus(right[0]);
      if (r.ups.sign() >= 0 && !(r.ups.is_zero() && r.nimber.is_zero())) {
        return make_nus(x, r.ups + Integer(1), r.nimber ^ Integer(1));
      }
    }
    if (right[0] == base) {
      const NusParts& l = nus(left[0]);
      if (l.ups.sign() <= 0 && !(l.ups.is_zero() && l.nimber.is_zero())) {
        return make_nus(x, l.ups - Integer(1), l.nimber ^ Integer(1));
      }
    }
  }
  return std::nullopt;
}

GameId Store::construct(std::vector<GameId> left, std::vector<GameId> right) {
  count_work();
  keep_extremes(left, true);
  keep_extremes(right, false);
  if (auto number = number_form(left, right)) {
    return *number;
  }
  FormMemo memo;
  // Bypass reversible options until none is left. The form {left | right} keeps its value at
  // every step, so comparisons against the current form are valid throughout. New option
  // lists are only built once a reversible option is found.
  for (;;) {
    Form form{&left, &right, &memo};
    bool changed = false;
    std::vector<GameId> new_left;
    for (std::size_t k = 0; k < left.size(); ++k) {
      GameId a = left[k];
      bool reversed = false;
      ensure_options(a);
      for (std::uint32_t i = 0; i < right_count(a) && !reversed; ++i) {
        GameId ar = right_at(a, i);
        if (leq_game_form(ar, form)) {
          if (!changed) {
            new_left.assign(left.begin(), left.begin() + static_cast<std::ptrdiff_t>(k));
            changed = true;
          }
          ensure_options(ar);
          for (std::uint32_t j = 0; j < left_count(ar); ++j) {
            new_left.push_back(left_at(ar, j));
          }
          reversed = true;
        }
      }
      if (!reversed && changed) {
        new_left.push_back(a);
      }
    }
    const bool left_changed = changed;
    changed = false;
    std::vector<GameId> new_right;
    for (std::size_t k = 0; k < right.size(); ++k) {
      GameId b = right[k];
      bool reversed = false;
      ensure_options(b);
      for (std::uint32_t i = 0; i < left_count(b) && !reversed; ++i) {
        GameId bl = left_at(b, i);
        if (leq_form_game(form, bl)) {
          if (!changed) {
            new_right.assign(right.begin(), right.begin() + static_cast<std::ptrdiff_t>(k));
            changed = true;
          }
          ensure_options(bl);
          for (std::uint32_t j = 0; j < right_count(bl); ++j) {
            new_right.push_back(right_at(bl, j));
          }
          reversed = true;
        }
      }
      if (!reversed && changed) {
        new_right.push_back(b);
      }
    }
    const bool right_changed = changed;
    if (!left_changed && !right_changed) {
      break;
    }
    if (left_changed) {
      left = std::move(new_left);
      keep_extremes(left, true);
    }
    if (right_changed) {
      right = std::move(new_right);
      keep_extremes(right, false);
    }
    memo.clear();
    if (auto number = number_form(left, right)) {
      return *number;
    }
  }
  if (auto value = recognize_nus(left, right)) {
    return *value;
  }
  return intern_general(left, right);
}

}  // namespace cgt::partizan
