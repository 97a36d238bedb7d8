#pragma once
// What the LR-ending engine keeps in a context (private to src/ending): the hash-consed store
// behind cgt::ending::Position and every cache built on it (sums, simplified forms and sums,
// texts, family trees, the positions searched for equivalence). All of it goes when the context
// is cleared, so no cache ever has to ask whether it is stale.

#include <algorithm>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_value.hpp"
#include "core/heap_bytes.hpp"

namespace cgt::ending::detail {

inline constexpr std::uint32_t kNone = 0xFFFFFFFFU;
inline constexpr std::uint8_t kUnknownOutcome = 0xFF;

// Makes handles: the one way to turn an id into a Position.
struct PositionAccess {
  static Position make(std::uint32_t id, std::uint32_t tag) noexcept { return {id, id < 2 ? 0 : tag}; }
};

struct Node {
  std::vector<Position> options;  // sorted, unique; its buffer never moves once stored
  // A hash of the tree alone (not of ids, so not of the order positions were made in): equal
  // trees have equal keys in every context. Orders choices that must not depend on a
  // context's history (which option Theorem 3.10 tries first).
  std::uint64_t key = 0;
  // Outcomes of this position plus each of a few fixed small positions (see probe_of), with
  // kProbeKnown set once computed: equivalent positions have equal probes.
  std::uint64_t probe = 0;
  std::uint32_t birthday = 0;
  std::uint32_t next_same_hash = kNone;  // chain of nodes whose option sets share a hash
  std::uint32_t conjugate = kNone;
  std::uint32_t simplified = kNone;
  std::uint8_t outcome = kUnknownOutcome;
  std::optional<FamilyValue> family;  // classified once, when the node is interned
};

inline constexpr std::uint64_t kProbeKnown = std::uint64_t{1} << 63;

// The structural key of a node with these options (their keys must be set).
std::uint64_t structural_key(const std::vector<Node>& nodes, const std::vector<Position>& options);

// Which family value a node with these options is, given its options are already classified.
std::optional<FamilyValue> classify_family(const std::vector<Node>& nodes, const std::vector<Position>& options);

// Trees of the named families built so far, indexed by n.
struct FamilyTrees {
  std::vector<Position> left{Position::left_end()};
  std::vector<Position> right{Position::right_end()};
  std::vector<Position> star;  // star[n − 1] = ★_n
};

[[noreturn]] void throw_foreign_position();

class State final : public ContextState {
 public:
  static constexpr StateSlot kSlot = StateSlot::kEnding;
  explicit State(Context& context);

  [[nodiscard]] std::size_t bytes_held() const override;

  // The id of `p`, after checking that it belongs to this state (ContextError otherwise).
  [[nodiscard]] std::uint32_t id(Position p) const {
    if (p.context_tag() != tag && p.context_tag() != 0) [[unlikely]] {
      throw_foreign_position();
    }
    return p.id();
  }
  [[nodiscard]] Position position(std::uint32_t id) const noexcept { return PositionAccess::make(id, tag); }

  // The node of a sorted, unique option set (new or existing). Throws LimitError past the
  // position budget (StoreBudget) or kMaxStoreSize.
  std::uint32_t intern(std::vector<Position> sorted_unique_options);
  Node& node(std::uint32_t id) { return nodes_[id]; }
  [[nodiscard]] std::size_t size() const noexcept { return nodes_.size(); }
  // Charges the context's work budget.
  void charge(std::uint64_t steps = 1) { context_.charge(steps); }
  // Before a container of the state grows (a vector by `adding`, a hash map by one entry): its
  // new buffer must fit in the memory budget (Context::check_growth), since one doubling may add
  // more than the next checkpoint can take back. Checked before anything changes.
  template <typename T>
  void before_growth(const std::vector<T>& v, std::size_t adding = 1) const {
    if (v.size() + adding > v.capacity()) [[unlikely]] {
      context_.check_growth(std::max(2 * v.capacity(), v.size() + adding) * sizeof(T));
    }
  }
  template <typename Map>
  void before_insert(const Map& map) const {
    heap::before_insert(context_, map);
  }
  // Before the state takes `bytes` more in one piece (a text).
  void before_adding(std::size_t bytes) const { context_.check_growth(bytes); }

  // The context's tag when this state was made (it dies with the contents it tags).
  const std::uint32_t tag;
  // The position budget: interning beyond this many nodes throws LimitError (StoreBudget).
  std::size_t limit = kMaxStoreSize;

  // Caches, keyed by ids of this store: (smaller id, larger id) → id.
  std::unordered_map<std::uint64_t, std::uint32_t> sums;
  std::unordered_map<std::uint64_t, std::uint32_t> simplified_sums;
  // Canonical texts of positions outside the families (the families print by name).
  std::unordered_map<std::uint32_t, std::string> texts;
  std::size_t text_bytes = 0;  // characters held by `texts`
  FamilyTrees families;
  // positions_born_by(d) = days[d]; a deque so references handed out stay valid as days grow.
  std::deque<std::vector<Position>> days;
  std::vector<std::optional<SearchSpace>> spaces;  // by birthday bound

 private:
  Context& context_;
  std::vector<Node> nodes_;
  std::size_t option_bytes_ = 0;                              // heap held by the nodes' option lists
  std::unordered_map<std::uint64_t, std::uint32_t> buckets_;  // hash of options -> first id
};

// The calling thread's LR-ending state.
inline State& current_state() {
  return current_context().state<State>();
}

// The id of `p` in the conjugate / outcome walks, iterative (depth grows with the input).
std::uint32_t conjugate_id(State& state, std::uint32_t id);
Outcome outcome_of(State& state, std::uint32_t id);
// simplify() on ids.
std::uint32_t simplified_id(State& state, std::uint32_t id);

// The probe of a position: o(G + X) for the 31 non-terminal positions X born by day 2 whose
// options are among *L, *R, {*L}, {*R}, {*L, *R} (2 bits each, with kProbeKnown). Memoised in the
// node; an iterative walk, as outcome_of.
std::uint64_t probe_of(State& state, std::uint32_t root);
// The outcome and probe of the position with these options, without making it.
std::pair<Outcome, std::uint64_t> probe_of_options(State& state, const std::vector<Position>& options);
// The probes of *L and *R, for a new store.
void set_terminal_probes(Node& left_end, Node& right_end);

}  // namespace cgt::ending::detail
