#include "cgt/ending_equivalence.hpp"

#include <algorithm>
#include <deque>
#include <optional>
#include <set>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "ending/store.hpp"

namespace cgt::ending {

namespace {
// Option sets enumerated for one more day: 2^k − 1 for k positions of the previous day.
constexpr std::size_t kMaxEnumeratedSets = std::size_t{1} << 16;

std::vector<Position> sorted_by_birthday_and_text(const std::vector<Position>& positions) {
  std::vector<std::pair<std::pair<std::uint32_t, std::string>, Position>> keyed;
  keyed.reserve(positions.size());
  for (Position p : positions) keyed.push_back({{p.birthday(), to_text(p)}, p});
  std::sort(keyed.begin(), keyed.end());
  std::vector<Position> out;
  out.reserve(keyed.size());
  for (auto& k : keyed) out.push_back(k.second);
  return out;
}
}  // namespace

const std::vector<Position>& positions_born_by(int birthday) {
  if (birthday < 0) throw DomainError("a birthday bound is a natural number");
  detail::State& state = detail::current_state();
  std::deque<std::vector<Position>>& days = state.days;
  if (days.empty()) days.push_back({Position::left_end(), Position::right_end()});
  while (static_cast<int>(days.size()) <= birthday) {
    const std::vector<Position>& previous = days.back();
    if (previous.size() >= 63 || (std::size_t{1} << previous.size()) > kMaxEnumeratedSets) {
      throw LimitError("positions born by day " + std::to_string(days.size()) + " are too many to enumerate (" +
                       std::to_string(previous.size()) + " values born by the day before)");
    }
    std::set<Position> found(previous.begin(), previous.end());
    for (std::uint64_t mask = 1; mask < (std::uint64_t{1} << previous.size()); ++mask) {
      state.charge(1 + previous.size() / 8);
      std::vector<Position> options;
      for (std::size_t i = 0; i < previous.size(); ++i) {
        if (mask >> i & 1U) options.push_back(previous[i]);
      }
      found.insert(simplify(Position::from_options(std::move(options))));
    }
    days.push_back(sorted_by_birthday_and_text({found.begin(), found.end()}));
  }
  return days[static_cast<std::size_t>(birthday)];
}

const SearchSpace& search_space(int birthday_bound) {
  if (birthday_bound < 0 || birthday_bound > kMaxSearchBirthday) {
    throw DomainError("the birthday bound must be between 0 and " + std::to_string(kMaxSearchBirthday));
  }
  detail::State& state = detail::current_state();
  std::optional<SearchSpace>& space = state.spaces[static_cast<std::size_t>(birthday_bound)];
  if (space) return *space;
  // Built aside and kept only when complete: a budget may stop the search half way.
  SearchSpace built;
  const int full_days = std::min(birthday_bound, 2);
  built.candidates = positions_born_by(full_days);
  built.description = "every position born by day " + std::to_string(full_days) + " (" +
                      std::to_string(built.candidates.size()) + " values)";
  if (birthday_bound == 3) {
    const std::vector<Position>& day2 = positions_born_by(2);
    std::set<Position> seen(day2.begin(), day2.end());
    std::vector<Position> extra;
    const std::size_t k = day2.size();
    const auto consider = [&](std::vector<Position> options) {
      state.charge();
      const Position x = simplify(Position::from_options(std::move(options)));
      if (seen.insert(x).second) extra.push_back(x);
    };
    for (std::size_t a = 0; a < k; ++a) {
      consider({day2[a]});
      for (std::size_t b = a + 1; b < k; ++b) {
        consider({day2[a], day2[b]});
        for (std::size_t c = b + 1; c < k; ++c) consider({day2[a], day2[b], day2[c]});
      }
    }
    extra = sorted_by_birthday_and_text(extra);
    built.candidates.insert(built.candidates.end(), extra.begin(), extra.end());
    built.description += " and the day-3 positions with at most " + std::to_string(kDayThreeOptions) + " options (" +
                         std::to_string(extra.size()) + " more values)";
  }
  space = std::move(built);
  return *space;
}

EquivalenceAnswer decide_equivalence(Position g, Position h, int birthday_bound) {
  detail::State& state = detail::current_state();
  EquivalenceAnswer answer;
  answer.birthday_bound = birthday_bound;
  const Position sg = simplify(g);
  const Position sh = simplify(h);
  if (sg == sh) {
    answer.equivalent = true;
    answer.reason = "both simplify to " + to_text(sg) + " (Theorems 3.3, 3.9, 3.10, Corollary 3.4)";
    return answer;
  }
  const SearchSpace& space = search_space(birthday_bound);
  {
    for (Position x : space.candidates) {
      state.charge();
      if (add_simplified(sg, x).outcome() != add_simplified(sh, x).outcome()) {
        answer.equivalent = false;
        answer.witness = x;
        answer.reason = "o(G + X) = " + std::string(outcome_name(add_simplified(sg, x).outcome())) +
                        " but o(H + X) = " + outcome_name(add_simplified(sh, x).outcome());
        return answer;
      }
    }
  }
  answer.reason = "no distinguishing position up to birthday " + std::to_string(birthday_bound) + " (searched " +
                  space.description + ")";
  return answer;
}

InverseAnswer find_inverse(Position g, int birthday_bound) {
  detail::State& state = detail::current_state();
  InverseAnswer answer;
  const Position sg = simplify(g);
  const std::optional<FamilyValue> f = family_of(sg);
  if (f && (f->family == Family::kLeft || f->family == Family::kRight)) {
    answer.has_inverse = true;
    answer.inverse = sg;
    answer.reason = "Corollary 3.4: " + to_text(sg) + " + " + to_text(sg) + " ≡ *L";
    return answer;
  }
  if (simplify(sg.conjugate()) == sg) {
    answer.has_inverse = false;
    answer.reason = "G ≡ conjugate(G), so G + X ≢ *L for every X (Theorem 2.17)";
    return answer;
  }
  std::vector<Position> candidates{sg.conjugate(), sg};
  const SearchSpace& space = search_space(birthday_bound);
  candidates.insert(candidates.end(), space.candidates.begin(), space.candidates.end());
  for (Position x : candidates) {
    state.charge();
    if (add_simplified(sg, x) == Position::left_end()) {
      answer.has_inverse = true;
      answer.inverse = simplify(x);
      answer.reason = "G + X simplifies to *L";
      return answer;
    }
  }
  // The argument of Theorem 2.17 with any Y in place of *R: if G + Y ≡ G and Y ≢ *L, then
  // G + X ≡ *L would give Y ≡ Y + G + X ≡ G + X ≡ *L.
  for (Position y : candidates) {
    state.charge();
    if (simplify(y) == Position::left_end() || add_simplified(sg, y) != sg) continue;
    const EquivalenceAnswer y_vs_zero = decide_equivalence(y, Position::left_end(), birthday_bound);
    if (y_vs_zero.equivalent == false) {
      answer.has_inverse = false;
      answer.reason = "G + Y ≡ G for Y = " + to_text(simplify(y)) + " ≢ *L (argument of Theorem 2.17)";
      return answer;
    }
  }
  answer.reason = "no inverse found (searched " + space.description + ") and no proof that none exists";
  return answer;
}

}  // namespace cgt::ending
