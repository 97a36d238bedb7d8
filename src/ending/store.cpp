#include "ending/store.hpp"

#include <algorithm>
#include <utility>

#include "cgt/error.hpp"
#include "core/splitmix.hpp"
#include "ending/sum_walk.hpp"

namespace cgt::ending {

namespace detail {

namespace {

std::uint64_t hash_options(const std::vector<Position>& options) {
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ options.size();
  for (Position p : options) {
    h ^= p.id() + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ULL;
  }
  return h;
}

using heap::kMallocOverhead;
using heap::node_map_bytes;

std::size_t positions_bytes(const std::vector<Position>& positions) {
  return positions.capacity() * sizeof(Position);
}

}  // namespace

std::uint64_t structural_key(const std::vector<Node>& nodes, const std::vector<Position>& options) {
  // A sum of mixed keys does not see the order of the options (they are sorted by id); the
  // outer mix, with the count, sets the level apart from its options.
  std::uint64_t sum = 0;
  for (Position p : options) sum += splitmix64(nodes[p.id()].key);
  return splitmix64(sum ^ splitmix64(0x5851F42D4C957F2DULL + options.size()));
}

void throw_foreign_position() {
  throw ContextError(
      "an LR-ending position was used in a context it does not belong to (another context, or one cleared since it "
      "was made)");
}

State::State(Context& context) : tag(context.tag()), spaces(kMaxSearchBirthday + 1), context_(context) {
  nodes_.resize(2);  // id 0 = *L, id 1 = *R
  nodes_[0].outcome = static_cast<std::uint8_t>(Outcome::kL);
  nodes_[1].outcome = static_cast<std::uint8_t>(Outcome::kR);
  nodes_[0].conjugate = 1;
  nodes_[1].conjugate = 0;
  nodes_[0].simplified = 0;
  nodes_[1].simplified = 1;
  nodes_[0].family = FamilyValue{Family::kLeft, 0};
  nodes_[1].family = FamilyValue{Family::kRight, 0};
  nodes_[0].key = splitmix64(1);
  nodes_[1].key = splitmix64(2);
  set_terminal_probes(nodes_[0], nodes_[1]);
}

std::size_t State::bytes_held() const {
  // O(number of containers): the option lists and texts are summed as they are made.
  std::size_t bytes = nodes_.capacity() * sizeof(Node) + option_bytes_ + node_map_bytes(buckets_) +
                      node_map_bytes(sums) + node_map_bytes(simplified_sums) + node_map_bytes(texts) + text_bytes;
  bytes += positions_bytes(families.left) + positions_bytes(families.right) + positions_bytes(families.star);
  for (const std::vector<Position>& day : days) {
    bytes += sizeof(day) + positions_bytes(day);
  }
  for (const std::optional<SearchSpace>& space : spaces) {
    if (space) {
      bytes += positions_bytes(space->candidates) + space->description.capacity();
    }
  }
  return bytes;
}

std::uint32_t State::intern(std::vector<Position> options) {
  // Hashing and comparing cost in proportion to the options.
  charge(1 + options.size() / 8);
  const std::uint64_t h = hash_options(options);
  auto it = buckets_.find(h);
  if (it != buckets_.end()) {
    for (std::uint32_t id = it->second; id != kNone; id = nodes_[id].next_same_hash) {
      if (nodes_[id].options == options) {
        return id;
      }
    }
  }
  if (nodes_.size() >= limit) {
    if (limit >= kMaxStoreSize) {
      throw LimitError("LR-ending position store is full (" + std::to_string(kMaxStoreSize) +
                       " positions); the computation is too large");
    }
    throw LimitError("LR-ending computation needs too many positions (budget exceeded)");
  }
  // The memory budget is asked before anything changes.
  before_growth(nodes_);
  if (it == buckets_.end()) {
    before_insert(buckets_);
    it = buckets_.emplace(h, kNone).first;
  }
  Node node;
  std::uint32_t birthday = 0;
  for (Position p : options) {
    birthday = std::max(birthday, nodes_[p.id()].birthday + 1);
  }
  node.birthday = birthday;
  node.key = structural_key(nodes_, options);
  node.family = classify_family(nodes_, options);
  option_bytes_ += positions_bytes(options) + (options.capacity() != 0 ? kMallocOverhead : 0);
  node.options = std::move(options);
  node.next_same_hash = it->second;
  const auto id = static_cast<std::uint32_t>(nodes_.size());
  nodes_.push_back(std::move(node));
  it->second = id;
  return id;
}

// Theorem 2.8. Iterative post-order walk: a value sequence can produce trees far deeper than
// the call stack would allow.
Outcome outcome_of(State& state, std::uint32_t root) {
  if (state.node(root).outcome != kUnknownOutcome) {
    return static_cast<Outcome>(state.node(root).outcome);
  }
  std::vector<std::uint32_t> stack{root};
  while (!stack.empty()) {
    const std::uint32_t id = stack.back();
    Node& node = state.node(id);
    if (node.outcome != kUnknownOutcome) {
      stack.pop_back();
      continue;
    }
    state.charge(1 + node.options.size() / 8);
    bool ready = true;
    bool left_can_win = false;   // some option in L ∪ P: Left moving there wins
    bool right_can_win = false;  // some option in R ∪ P
    for (Position option : node.options) {
      const std::uint8_t o = state.node(option.id()).outcome;
      if (o == kUnknownOutcome) {
        ready = false;
        stack.push_back(option.id());
        continue;
      }
      const auto outcome = static_cast<Outcome>(o);
      left_can_win = left_can_win || outcome == Outcome::kL || outcome == Outcome::kP;
      right_can_win = right_can_win || outcome == Outcome::kR || outcome == Outcome::kP;
    }
    if (!ready) {
      continue;
    }
    Outcome result = Outcome::kP;
    if (left_can_win && right_can_win) {
      result = Outcome::kN;
    } else if (left_can_win) {
      result = Outcome::kL;
    } else if (right_can_win) {
      result = Outcome::kR;
    }
    node.outcome = static_cast<std::uint8_t>(result);
    stack.pop_back();
  }
  return static_cast<Outcome>(state.node(root).outcome);
}

// Definition 2.13, the same iterative walk.
std::uint32_t conjugate_id(State& state, std::uint32_t root) {
  if (state.node(root).conjugate != kNone) {
    return state.node(root).conjugate;
  }
  std::vector<std::uint32_t> stack{root};
  std::vector<Position> swapped;
  while (!stack.empty()) {
    const std::uint32_t id = stack.back();
    if (state.node(id).conjugate != kNone) {
      stack.pop_back();
      continue;
    }
    state.charge(1 + state.node(id).options.size() / 8);
    bool ready = true;
    swapped.clear();
    for (Position option : state.node(id).options) {
      const std::uint32_t c = state.node(option.id()).conjugate;
      if (c == kNone) {
        ready = false;
        stack.push_back(option.id());
      } else {
        swapped.push_back(state.position(c));
      }
    }
    if (!ready) {
      continue;
    }
    std::sort(swapped.begin(), swapped.end());
    const std::uint32_t c = state.intern(swapped);
    state.node(id).conjugate = c;
    state.node(c).conjugate = id;
    stack.pop_back();
  }
  return state.node(root).conjugate;
}

}  // namespace detail

using detail::State;

Outcome conjugate_outcome(Outcome outcome) noexcept {
  if (outcome == Outcome::kL) return Outcome::kR;
  if (outcome == Outcome::kR) return Outcome::kL;
  return outcome;
}

bool left_wins_first(Outcome outcome) noexcept {
  return outcome == Outcome::kL || outcome == Outcome::kN;
}
bool right_wins_first(Outcome outcome) noexcept {
  return outcome == Outcome::kR || outcome == Outcome::kN;
}

Position Position::from_options(std::vector<Position> options) {
  if (options.empty()) {
    throw DomainError("an LR-ending position needs at least one option ({} is not a position)");
  }
  State& state = detail::current_state();
  for (Position option : options) {
    (void)state.id(option);
  }
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  return state.position(state.intern(std::move(options)));
}

std::span<const Position> Position::options() const {
  State& state = detail::current_state();
  return state.node(state.id(*this)).options;
}

std::uint32_t Position::birthday() const {
  State& state = detail::current_state();
  return state.node(state.id(*this)).birthday;
}

Outcome Position::outcome() const {
  State& state = detail::current_state();
  return detail::outcome_of(state, state.id(*this));
}

Position Position::conjugate() const {
  State& state = detail::current_state();
  return state.position(detail::conjugate_id(state, state.id(*this)));
}

namespace {

// The sum when it needs no new node of its own: Axiom 1 and Proposition 2.16 (*L is the
// identity, adding *R conjugates), or a cached sum.
std::optional<std::uint32_t> known_sum(State& state, std::uint32_t g, std::uint32_t h) {
  if (g == 0) return h;
  if (h == 0) return g;
  if (g == 1) return detail::conjugate_id(state, h);
  if (h == 1) return detail::conjugate_id(state, g);
  if (auto it = state.sums.find(detail::pair_key(g, h)); it != state.sums.end()) return it->second;
  return std::nullopt;
}

std::uint32_t add(State& state, std::uint32_t g, std::uint32_t h) {
  return detail::sum_walk(
      state, g, h, [&](std::uint32_t a, std::uint32_t b) { return known_sum(state, a, b); },
      [&](std::uint32_t a, std::uint32_t b, std::vector<Position> options) {
        const std::uint32_t sum = state.intern(std::move(options));
        state.before_insert(state.sums);
        state.sums.emplace(detail::pair_key(a, b), sum);
        return sum;
      });
}

}  // namespace

Position operator+(Position g, Position h) {
  State& state = detail::current_state();
  return state.position(add(state, state.id(g), state.id(h)));
}

StoreBudget::StoreBudget(std::size_t extra_positions)
    : context_(current_context()), tag_(context_.tag()), previous_limit_(detail::current_state().limit) {
  State& state = context_.state<State>();
  state.limit = std::min(previous_limit_, state.size() + extra_positions);
}

StoreBudget::~StoreBudget() {
  // After Context::clear() the limit went with the old contents: nothing to restore.
  if (context_.tag() == tag_) {
    context_.state<State>().limit = previous_limit_;
  }
}

std::size_t store_size() {
  return detail::current_state().size();
}

}  // namespace cgt::ending
