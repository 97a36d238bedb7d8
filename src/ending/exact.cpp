// Exact equivalence of small LR-ending positions (cgt/ending_exact.hpp).

#include "cgt/ending_exact.hpp"

#include <algorithm>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "core/splitmix.hpp"

namespace cgt::ending {

namespace {

static_assert(kMaxExactSubpositions <= 63, "2 bits each in 128, never all ones");
constexpr std::size_t kMaxPairValues = 2'000;
constexpr std::size_t kMaxJoinSteps = std::size_t{1} << 27;

struct Vector {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;
  [[nodiscard]] unsigned get(std::size_t i) const {
    return static_cast<unsigned>((i < 32 ? lo >> (2 * i) : hi >> (2 * (i - 32))) & 3U);
  }
  void set(std::size_t i, unsigned v) {
    if (i < 32) {
      lo |= static_cast<std::uint64_t>(v) << (2 * i);
    } else {
      hi |= static_cast<std::uint64_t>(v) << (2 * (i - 32));
    }
  }
  Vector operator|(const Vector& other) const { return {lo | other.lo, hi | other.hi}; }
  friend bool operator==(const Vector&, const Vector&) = default;
};

// An open-addressing set of vectors. No vector is all ones (at most 63 coordinates are used and
// the others are 0), so that marks an empty slot.
class VectorSet {
 public:
  VectorSet() : slots_(64, kEmpty) {}
  bool insert(const Vector& v) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = splitmix64(v.lo ^ splitmix64(v.hi)) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == kEmpty) {
        slots_[i] = v;
        ++count_;
        return true;
      }
      if (slots_[i] == v) return false;
    }
  }

 private:
  static constexpr Vector kEmpty{~std::uint64_t{0}, ~std::uint64_t{0}};
  void grow() {
    std::vector<Vector> old(slots_.size() * 2, kEmpty);
    old.swap(slots_);
    count_ = 0;
    for (const Vector& v : old) {
      if (!(v == kEmpty)) insert(v);
    }
  }
  std::vector<Vector> slots_;
  std::size_t count_ = 0;
};

}  // namespace

ExactVerdict decide_exactly(Position g, Position h) {
  if (g == h) return ExactVerdict::kEquivalent;
  // The subpositions, options before the positions that have them.
  std::vector<Position> nodes;
  std::unordered_map<std::uint32_t, std::uint32_t> index;
  std::vector<std::pair<Position, std::size_t>> stack;
  for (Position root : {g, h}) {
    if (index.contains(root.id())) continue;
    stack.emplace_back(root, 0);
    while (!stack.empty()) {
      auto& [p, next] = stack.back();
      const std::span<const Position> options = p.options();
      if (next < options.size()) {
        const Position option = options[next++];
        if (!index.contains(option.id())) stack.emplace_back(option, 0);
        continue;
      }
      if (!index.contains(p.id())) {
        index.emplace(p.id(), static_cast<std::uint32_t>(nodes.size()));
        nodes.push_back(p);
      }
      stack.pop_back();
    }
    if (nodes.size() > kMaxExactSubpositions) return ExactVerdict::kUndecided;
  }
  const std::size_t n = nodes.size();
  std::vector<std::vector<std::uint32_t>> options(n);
  Vector left_end;   // t_{*L}: the flags of o(P)
  Vector right_end;  // t_{*R}: of o(P̄)
  for (std::size_t i = 0; i < n; ++i) {
    for (Position option : nodes[i].options()) options[i].push_back(index.at(option.id()));
    left_end.set(i, outcome_flags(nodes[i].outcome()));
    right_end.set(i, outcome_flags(conjugate_outcome(nodes[i].outcome())));
  }
  const std::size_t gi = index.at(g.id());
  const std::size_t hi = index.at(h.id());
  if (left_end.get(gi) != left_end.get(hi)) return ExactVerdict::kDistinguished;
  // Vectors hold the flags of the outcomes (flags_of).
  const auto phi = [&](const Vector& joined) {
    Vector t;
    for (std::size_t i = 0; i < n; ++i) {
      unsigned f = joined.get(i);
      for (std::uint32_t j : options[i]) f |= t.get(j);
      t.set(i, kOutcomeOfFlags[f]);
    }
    return t;
  };
  // First the positions X with at most two options at every level (joins of two vectors): they
  // tell most different positions apart, long before the joins of all subsets grow large.
  {
    VectorSet seen;
    std::vector<Vector> list{left_end, right_end};
    seen.insert(left_end);
    seen.insert(right_end);
    for (std::size_t done = 0; done < list.size() && list.size() < kMaxPairValues; ++done) {
      current_context().charge(1 + done * n / 64);
      for (std::size_t k = 0; k <= done; ++k) {
        const Vector t = phi(list[k] | list[done]);
        if (seen.insert(t)) {
          if (t.get(gi) != t.get(hi)) return ExactVerdict::kDistinguished;
          list.push_back(t);
        }
      }
    }
  }
  // Then all of V.
  VectorSet values;
  std::vector<Vector> value_list{left_end, right_end};
  values.insert(left_end);
  values.insert(right_end);
  VectorSet joins;
  std::vector<Vector> join_list;
  std::size_t values_done = 0;
  std::size_t joins_done = 0;
  std::size_t steps = 0;
  while (values_done < value_list.size() || joins_done < join_list.size()) {
    while (values_done < value_list.size()) {
      const Vector v = value_list[values_done++];
      if (v.get(gi) != v.get(hi)) return ExactVerdict::kDistinguished;
      const std::size_t existing = join_list.size();
      steps += existing + 1;
      if (steps > kMaxJoinSteps) return ExactVerdict::kUndecided;
      current_context().charge(1 + existing / 16);
      if (joins.insert(v)) join_list.push_back(v);
      for (std::size_t k = 0; k < existing; ++k) {
        const Vector w = join_list[k] | v;
        if (joins.insert(w)) join_list.push_back(w);
      }
    }
    while (joins_done < join_list.size()) {
      const Vector t = phi(join_list[joins_done++]);
      if (values.insert(t)) value_list.push_back(t);
    }
  }
  return ExactVerdict::kEquivalent;
}

std::optional<Position> reverts_to_terminal(Position s) {
  if (s.is_terminal()) return std::nullopt;
  for (const Position end : {Position::left_end(), Position::right_end()}) {
    if (s.outcome() != end.outcome()) continue;
    const bool every = std::all_of(s.options().begin(), s.options().end(), [&](Position y) {
      return std::binary_search(y.options().begin(), y.options().end(), end);
    });
    if (every) return end;
  }
  return std::nullopt;
}

}  // namespace cgt::ending
