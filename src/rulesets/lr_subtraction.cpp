#include "cgt/lr_subtraction.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

#include "cgt/context.hpp"
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
  // Geometric growth: the period search extends the sequence one value at a time, and an exact
  // reserve(n + 1) on each call copied the whole sequence every time (10^6 values: 44 s).
  if (values_.capacity() < n + 1) {
    values_.reserve(std::max<std::size_t>(static_cast<std::size_t>(n) + 1, 2 * values_.capacity()));
  }
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
    return values_up_to(period_->preperiod +
                        period_->period)[period_->preperiod + (n - period_->preperiod) % period_->period];
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
  Context& context = current_context();
  MemoryClaim held(context);  // `seen`, against the memory limit as it grows
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
    context.charge(1);
    auto& starts = seen[rolling];
    if (starts.empty()) {
      held.grow(64);  // a node of the map and its vector
    }
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
  Context& context = current_context();
  for (std::uint64_t m = 0; m <= n; ++m) {
    context.charge(1 + game.set().size() / 8);
    bool any = false;
    bool left = false;
    bool right = false;
    for (std::uint64_t s : game.set()) {
      if (s > m) break;
      any = true;
      const Outcome o = out[m - s];
      left = left || o == Outcome::kL || o == Outcome::kP;
      right = right || o == Outcome::kR || o == Outcome::kP;
    }
    if (!any)
      out.push_back(m % 2 == 0 ? Outcome::kL : Outcome::kR);
    else
      out.push_back(left && right ? Outcome::kN : left ? Outcome::kL : right ? Outcome::kR : Outcome::kP);
  }
  return out;
}

std::optional<Period> outcome_period(const SubtractionGame& game, std::uint64_t limit) {
  // The same argument as for values: a window of max S outcomes determines the rest.
  const std::uint64_t width = game.set().back();
  const std::vector<Outcome> o = single_pile_outcomes(game, limit);
  std::unordered_map<std::string, std::uint64_t> seen;
  std::string window;
  // A window of max S outcomes per start: up to 10^6 of them, each up to 10^6 bytes — against
  // both limits as they are made.
  Context& context = current_context();
  MemoryClaim held(context);
  for (std::uint64_t start = 0; start + width <= limit + 1; ++start) {
    context.charge(1 + width / 16);
    held.grow(64 + width);
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
  // Memoised search over the sum of the simplified values (simplified at every node): it is
  // equivalent to the row, and its outcome is Theorem 2.8 on that tree.
  std::vector<Position> sorted = values;
  std::sort(sorted.begin(), sorted.end());
  Position sum = Position::left_end();
  for (Position v : sorted) sum = ending::add_simplified(sum, v);
  return {sum.outcome(), false};
}

constexpr std::size_t kBudget = 4'000'000;        // positions for one row analysis
constexpr std::size_t kValueSumBudget = 100'000;  // of which the sum of values may use
constexpr std::uint64_t kMaxSearchTokens = 4000;  // direct search: tokens in live piles
constexpr std::size_t kMaxSearchStates = 500'000;

// When the values are too big to add (they keep growing for many S), the row is searched
// directly: states are the sorted live piles (≥ min S tokens) plus the parity of the dead ones.
// A play may last thousands of moves (4000 tokens, two at a time), so the search keeps its
// path in a stack of frames on the heap rather than recursing once per move.
class DirectSearch {
 public:
  explicit DirectSearch(const SubtractionGame& game) : game_(game), context_(current_context()), held_(context_) {}

  Outcome outcome(const std::vector<std::uint64_t>& piles) {
    bool odd = false;
    std::uint64_t live_tokens = 0;
    std::vector<std::uint64_t> live;
    for (std::uint64_t p : piles) {
      if (p < game_.set().front()) {
        odd ^= (p % 2 == 1);
      } else {
        live.push_back(p);
        live_tokens += p;
      }
    }
    if (live_tokens > kMaxSearchTokens) {
      throw LimitError("row too large for the direct search (" + std::to_string(live_tokens) +
                       " tokens in playable piles)");
    }
    std::sort(live.begin(), live.end());
    const bool l = wins(live, odd, true);
    const bool r = wins(live, odd, false);
    return l && r ? Outcome::kN : l ? Outcome::kL : r ? Outcome::kR : Outcome::kP;
  }

 private:
  // A state whose answer is being searched: the player to move wins iff some move leads to a
  // state the other player loses. Moves are tried in order (pile by pile, each element of S in
  // increasing order) from (`pile`, `element`).
  struct Frame {
    std::vector<std::uint64_t> live;
    bool odd;
    bool left;
    std::size_t pile = 0;
    std::size_t element = 0;
  };

  static std::vector<std::uint64_t> key_of(const std::vector<std::uint64_t>& live, bool odd, bool left) {
    std::vector<std::uint64_t> key = live;
    key.push_back(static_cast<std::uint64_t>(odd) * 2 + static_cast<std::uint64_t>(left));
    return key;
  }

  // The answer when it is known without searching: no live pile (Left wins iff the tokens
  // left are even), or the memo.
  std::optional<bool> known(const std::vector<std::uint64_t>& live, bool odd, bool left) const {
    if (live.empty()) return odd != left;
    if (auto it = memo_.find(key_of(live, odd, left)); it != memo_.end()) return it->second;
    return std::nullopt;
  }

  void open(std::vector<Frame>& stack, std::vector<std::uint64_t> live, bool odd, bool left) {
    if (memo_.size() >= kMaxSearchStates) throw LimitError("row too large for the direct search (state limit)");
    context_.charge(1 + live.size());
    stack.push_back(Frame{std::move(live), odd, left});
  }

  // The state after the frame's next move, advancing it; false when it has no move left.
  bool next_move(Frame& f, std::vector<std::uint64_t>& next, bool& next_odd) const {
    const std::vector<std::uint64_t>& set = game_.set();
    while (f.pile < f.live.size()) {
      // Piles of equal size have the same moves; elements of S beyond the pile are no moves.
      if ((f.pile > 0 && f.live[f.pile] == f.live[f.pile - 1]) || f.element >= set.size() ||
          set[f.element] > f.live[f.pile]) {
        ++f.pile;
        f.element = 0;
        continue;
      }
      const std::uint64_t s = set[f.element++];
      next = f.live;
      const std::uint64_t left_over = f.live[f.pile] - s;
      next.erase(next.begin() + static_cast<std::ptrdiff_t>(f.pile));
      next_odd = f.odd;
      if (left_over < set.front()) {
        next_odd ^= (left_over % 2 == 1);
      } else {
        next.insert(std::upper_bound(next.begin(), next.end(), left_over), left_over);
      }
      return true;
    }
    return false;
  }

  bool wins(const std::vector<std::uint64_t>& live, bool odd, bool left) {
    if (std::optional<bool> answer = known(live, odd, left)) return *answer;
    std::vector<Frame> stack;
    open(stack, live, odd, left);
    // The answer of the frame just finished, for its parent: 0 none, 1 its mover won, 2 lost.
    // (A byte rather than std::optional<bool>, which g++ 12 at -O1 took for uninitialised.)
    std::uint8_t child = 0;
    std::vector<std::uint64_t> next;
    for (;;) {
      Frame& f = stack.back();
      // A move to a state the opponent loses wins.
      bool result = child == 2;
      child = 0;
      bool opened = false;
      bool next_odd = false;
      while (!result && next_move(f, next, next_odd)) {
        if (std::optional<bool> answer = known(next, next_odd, !f.left)) {
          result = !*answer;
          continue;
        }
        open(stack, std::move(next), next_odd, !f.left);  // invalidates f
        opened = true;
        break;
      }
      if (opened) continue;
      const Frame& done = stack.back();
      held_.grow(64 + (done.live.size() + 1) * sizeof(std::uint64_t));  // the memo, against the memory limit
      memo_.emplace(key_of(done.live, done.odd, done.left), result);
      stack.pop_back();
      if (stack.empty()) return result;
      child = result ? 1 : 2;
    }
  }

  struct Hash {
    std::size_t operator()(const std::vector<std::uint64_t>& v) const noexcept {
      std::uint64_t h = 0xcbf29ce484222325ULL;  // 64-bit FNV-1a, folded where size_t is 32 bits
      for (std::uint64_t x : v) h = (h ^ x) * 0x100000001b3ULL;
      return static_cast<std::size_t>(h ^ (h >> 32));
    }
  };
  const SubtractionGame& game_;
  Context& context_;  // its budget bounds the search
  MemoryClaim held_;
  std::unordered_map<std::vector<std::uint64_t>, bool, Hash> memo_;
};

// Number of distinct positions in the tree of p, counting at most `cap`.
std::size_t dag_size(Position p, std::size_t cap) {
  std::unordered_map<std::uint32_t, bool> seen;
  std::vector<Position> stack{p};
  while (!stack.empty() && seen.size() < cap) {
    const Position q = stack.back();
    stack.pop_back();
    if (!seen.emplace(q.id(), true).second) continue;
    for (Position o : q.options()) stack.push_back(o);
  }
  return seen.size();
}

// Whether adding these values is cheap enough to try: the sum of simplified values has at
// most about the product of the trees' sizes to build (named values go by closed form).
bool values_are_small(const std::vector<Position>& values) {
  constexpr double kMaxProduct = 500;
  double product = 1;
  for (Position v : values) {
    if (ending::family_of(v)) continue;
    product *= static_cast<double>(dag_size(v, static_cast<std::size_t>(kMaxProduct) + 1));
    if (product > kMaxProduct) return false;
  }
  return true;
}

// The row's outcome by values when they stay small, else by the direct search.
class RowOracle {
 public:
  RowOracle(SubtractionGame& game, std::span<const std::uint64_t> piles) : game_(game), search_(game) {
    try {
      ending::StoreBudget limit(kValueSumBudget);
      for (std::uint64_t n : piles) values_.push_back(game.value(n));
      if (!values_are_small(values_)) throw LimitError("values too large to add");
      base_ = analyse_values(values_);
    } catch (const BudgetError&) {
      throw;  // the context's budget bounds the fallback too: not a reason to switch methods
    } catch (const LimitError&) {
      by_values_ = false;
      base_ = {search_.outcome({piles.begin(), piles.end()}), false};
    }
  }
  [[nodiscard]] RowAnalysis row() const { return base_; }
  Outcome after(std::span<const std::uint64_t> piles, std::size_t i, std::uint64_t to) {
    if (by_values_) {
      try {
        ending::StoreBudget limit(kValueSumBudget);
        std::vector<Position> next = values_;
        next[i] = game_.value(to);
        if (values_are_small(next)) return analyse_values(next).outcome;
      } catch (const BudgetError&) {
        throw;
      } catch (const LimitError&) {
      }
    }
    std::vector<std::uint64_t> next(piles.begin(), piles.end());
    next[i] = to;
    return search_.outcome(next);
  }

 private:
  SubtractionGame& game_;
  DirectSearch search_;
  std::vector<Position> values_;
  RowAnalysis base_;
  bool by_values_ = true;
};

}  // namespace

RowAnalysis analyse_row(SubtractionGame& game, std::span<const std::uint64_t> piles) {
  ending::StoreBudget limit(kBudget);
  return RowOracle(game, piles).row();
}

std::vector<Move> winning_moves(SubtractionGame& game, std::span<const std::uint64_t> piles) {
  ending::StoreBudget limit(kBudget);
  RowOracle oracle(game, piles);
  // Piles of equal size have the same moves: evaluate each (size, s) once.
  std::map<std::pair<std::uint64_t, std::uint64_t>, Outcome> reached;
  std::vector<Move> moves;
  for (std::size_t i = 0; i < piles.size(); ++i) {
    for (std::uint64_t s : game.set()) {
      if (s > piles[i]) break;
      const std::uint64_t to = piles[i] - s;
      auto it = reached.find({piles[i], to});
      if (it == reached.end()) it = reached.emplace(std::make_pair(piles[i], to), oracle.after(piles, i, to)).first;
      const Outcome o = it->second;
      const bool left = o == Outcome::kL || o == Outcome::kP;
      const bool right = o == Outcome::kR || o == Outcome::kP;
      if (left || right) moves.push_back({i, to, left, right});
    }
  }
  return moves;
}

}  // namespace cgt::lr_subtraction
