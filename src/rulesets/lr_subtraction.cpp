#include "cgt/lr_subtraction.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"

namespace cgt::lr_subtraction {

using ending::Outcome;
using ending::Position;

SubtractionGame::SubtractionGame(std::vector<std::uint64_t> set) : set_(std::move(set)) {
  if (set_.empty()) throw DomainError("the subtraction set is empty");
  std::sort(set_.begin(), set_.end());
  set_.erase(std::unique(set_.begin(), set_.end()), set_.end());
  if (set_.front() < 2) {
    throw DomainError("subtraction set elements must be at least 2, not " + std::to_string(set_.front()));
  }
  if (set_.back() > kMaxElement) {
    throw DomainError("subtraction set elements must be at most " + std::to_string(kMaxElement));
  }
}

void SubtractionGame::extend_to(std::uint64_t n) {
  if (n >= ending::kMaxStoreSize) {
    throw LimitError("pile of " + std::to_string(n) + " tokens: the value sequence has no period found below " +
                     std::to_string(values_.size()));
  }
  values_.reserve(static_cast<std::size_t>(n) + 1);
  std::vector<Position> options;
  while (values_.size() <= n) {
    const std::uint64_t m = values_.size();
    if (period_ && m >= period_->preperiod + period_->period) {
      values_.push_back(values_[m - period_->period]);
      continue;
    }
    options.clear();
    for (std::uint64_t s : set_) {
      if (s > m) break;
      options.push_back(values_[m - s]);
    }
    values_.push_back(options.empty() ? (m % 2 == 0 ? Position::left_end() : Position::right_end())
                                      : ending::simplify(Position::from_options(options)));
  }
}

const std::vector<Position>& SubtractionGame::values_up_to(std::uint64_t n) {
  extend_to(n);
  return values_;
}

Position SubtractionGame::value(std::uint64_t n) {
  if (n < values_.size()) return values_[n];
  if (period_ && n >= period_->preperiod) {
    return values_up_to(period_->preperiod + period_->period)[period_->preperiod + (n - period_->preperiod) % period_->period];
  }
  return values_up_to(n)[n];
}

std::optional<Period> SubtractionGame::find_period(std::uint64_t limit) {
  if (period_) return period_;
  // For n ≥ max S, value(n) is a function of the window value(n − max S .. n − 1); so two equal
  // windows starting at i < j make the sequence periodic from i with period j − i, and the
  // first repeat gives the least period.
  const std::uint64_t width = set_.back();
  std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> seen;  // window hash -> starts
  const auto same_window = [&](std::uint64_t a, std::uint64_t b) {
    for (std::uint64_t k = 0; k < width; ++k) {
      if (values_[a + k] != values_[b + k]) return false;
    }
    return true;
  };
  // A polynomial rolling hash of the window, so a wide S costs O(1) per step.
  constexpr std::uint64_t kBase = 0x100000001b3ULL;
  std::uint64_t power = 1;  // kBase^(width−1)
  for (std::uint64_t k = 1; k < width; ++k) power *= kBase;
  std::uint64_t rolling = 0;
  for (std::uint64_t start = 0; start + width <= limit + 1; ++start) {
    extend_to(start + width - 1);
    if (start == 0) {
      for (std::uint64_t k = 0; k < width; ++k) rolling = rolling * kBase + values_[k].id();
    } else {
      rolling = (rolling - values_[start - 1].id() * power) * kBase + values_[start + width - 1].id();
    }
    auto& starts = seen[rolling];
    for (std::uint64_t earlier : starts) {
      if (same_window(earlier, start)) {
        std::uint64_t pre = earlier;
        const std::uint64_t p = start - earlier;
        while (pre > 0 && values_[pre - 1] == values_[pre - 1 + p]) --pre;
        period_ = Period{pre, p};
        return period_;
      }
    }
    starts.push_back(start);
  }
  return std::nullopt;
}

std::vector<Outcome> single_pile_outcomes(const SubtractionGame& game, std::uint64_t n) {
  std::vector<Outcome> out;
  out.reserve(static_cast<std::size_t>(n) + 1);
  for (std::uint64_t m = 0; m <= n; ++m) {
    bool any = false, left = false, right = false;
    for (std::uint64_t s : game.set()) {
      if (s > m) break;
      any = true;
      const Outcome o = out[m - s];
      left = left || o == Outcome::kL || o == Outcome::kP;
      right = right || o == Outcome::kR || o == Outcome::kP;
    }
    if (!any) out.push_back(m % 2 == 0 ? Outcome::kL : Outcome::kR);
    else out.push_back(left && right ? Outcome::kN : left ? Outcome::kL : right ? Outcome::kR : Outcome::kP);
  }
  return out;
}

std::optional<Period> outcome_period(const SubtractionGame& game, std::uint64_t limit) {
  // The same argument as for values: a window of max S outcomes determines the rest.
  const std::uint64_t width = game.set().back();
  const std::vector<Outcome> o = single_pile_outcomes(game, limit);
  std::unordered_map<std::string, std::uint64_t> seen;
  std::string window;
  for (std::uint64_t start = 0; start + width <= limit + 1; ++start) {
    if (start == 0) {
      for (std::uint64_t k = 0; k < width; ++k) window += ending::outcome_name(o[k]);
    } else {
      window.erase(0, 1);
      window += ending::outcome_name(o[start + width - 1]);
    }
    auto [it, inserted] = seen.emplace(window, start);
    if (!inserted) {
      const std::uint64_t p = start - it->second;
      std::uint64_t pre = it->second;
      while (pre > 0 && o[pre - 1] == o[pre - 1 + p]) --pre;
      return Period{pre, p};
    }
  }
  return std::nullopt;
}

namespace {

// Family values of the piles, when every one is a family value.
std::optional<std::vector<ending::FamilyValue>> families_of(const std::vector<Position>& values) {
  std::vector<ending::FamilyValue> out;
  for (Position v : values) {
    const std::optional<ending::FamilyValue> f = ending::family_of(v);
    if (!f) return std::nullopt;
    out.push_back(*f);
  }
  return out;
}

RowAnalysis analyse_values(const std::vector<Position>& values) {
  if (std::optional<std::vector<ending::FamilyValue>> f = families_of(values)) {
    if (std::optional<Outcome> o = ending::closed_form_outcome(*f)) return {*o, true};
  }
  // Memoised search: the sum of simplified values (simplified at every node) is equivalent to
  // the row, and its outcome is computed by Theorem 2.8 on that tree.
  std::vector<Position> sorted = values;
  std::sort(sorted.begin(), sorted.end());
  Position sum = Position::left_end();
  for (Position v : sorted) sum = ending::add_simplified(sum, v);
  return {sum.outcome(), false};
}

constexpr std::size_t kBudget = 4'000'000;

}  // namespace

RowAnalysis analyse_row(SubtractionGame& game, std::span<const std::uint64_t> piles) {
  ending::StoreBudget limit(kBudget);
  std::vector<Position> values;
  values.reserve(piles.size());
  for (std::uint64_t n : piles) values.push_back(game.value(n));
  return analyse_values(values);
}

std::vector<Move> winning_moves(SubtractionGame& game, std::span<const std::uint64_t> piles) {
  ending::StoreBudget limit(kBudget);
  std::vector<Position> values;
  for (std::uint64_t n : piles) values.push_back(game.value(n));
  // Piles of equal size have the same moves: evaluate each (size, s) once.
  std::map<std::pair<std::uint64_t, std::uint64_t>, Outcome> reached;
  std::vector<Move> moves;
  for (std::size_t i = 0; i < piles.size(); ++i) {
    for (std::uint64_t s : game.set()) {
      if (s > piles[i]) break;
      const std::uint64_t to = piles[i] - s;
      auto it = reached.find({piles[i], to});
      if (it == reached.end()) {
        std::vector<Position> next = values;
        next[i] = game.value(to);
        it = reached.emplace(std::make_pair(piles[i], to), analyse_values(next).outcome).first;
      }
      const Outcome o = it->second;
      const bool left = o == Outcome::kL || o == Outcome::kP, right = o == Outcome::kR || o == Outcome::kP;
      if (left || right) moves.push_back({i, to, left, right});
    }
  }
  return moves;
}

}  // namespace cgt::lr_subtraction
