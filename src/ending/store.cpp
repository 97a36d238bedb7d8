#include "ending/store.hpp"

#include <algorithm>
#include <utility>

#include "cgt/error.hpp"

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
}  // namespace

Store::Store() {
  nodes_.resize(2);  // id 0 = *L, id 1 = *R
  nodes_[0].outcome = static_cast<std::uint8_t>(Outcome::kL);
  nodes_[1].outcome = static_cast<std::uint8_t>(Outcome::kR);
  nodes_[0].conjugate = 1;
  nodes_[1].conjugate = 0;
  nodes_[0].simplified = 0;
  nodes_[1].simplified = 1;
  nodes_[0].family = FamilyValue{Family::kLeft, 0};
  nodes_[1].family = FamilyValue{Family::kRight, 0};
}

Store& Store::instance() {
  static Store store;
  return store;
}

std::uint32_t Store::intern(std::vector<Position> options) {
  const std::uint64_t h = hash_options(options);
  auto [it, inserted] = buckets_.try_emplace(h, kNone);
  for (std::uint32_t id = it->second; id != kNone; id = nodes_[id].next_same_hash) {
    if (nodes_[id].options == options) {
      return id;
    }
  }
  if (nodes_.size() >= limit_) {
    if (limit_ >= kMaxStoreSize) {
      throw LimitError("LR-ending position store is full (" + std::to_string(kMaxStoreSize) +
                       " positions); the computation is too large");
    }
    throw LimitError("LR-ending computation needs too many positions (budget exceeded)");
  }
  Node node;
  std::uint32_t birthday = 0;
  for (Position p : options) {
    birthday = std::max(birthday, nodes_[p.id()].birthday + 1);
  }
  node.birthday = birthday;
  node.family = classify_family(nodes_, options);
  node.options = std::move(options);
  node.next_same_hash = it->second;
  const auto id = static_cast<std::uint32_t>(nodes_.size());
  nodes_.push_back(std::move(node));
  it->second = id;
  return id;
}

}  // namespace detail

using detail::Store;

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
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  return Position(Store::instance().intern(std::move(options)));
}

Position Position::from_id(std::uint32_t id) {
  if (id >= Store::instance().size()) {
    throw DomainError("no LR-ending position has id " + std::to_string(id));
  }
  return Position(id);
}

std::span<const Position> Position::options() const {
  return Store::instance().node(id_).options;
}

std::uint32_t Position::birthday() const {
  return Store::instance().node(id_).birthday;
}

// Theorem 2.8. Iterative post-order walk: a value sequence can produce trees far deeper than
// the call stack would allow.
Outcome Position::outcome() const {
  Store& store = Store::instance();
  if (store.node(id_).outcome != detail::kUnknownOutcome) {
    return static_cast<Outcome>(store.node(id_).outcome);
  }
  std::vector<std::uint32_t> stack{id_};
  while (!stack.empty()) {
    const std::uint32_t id = stack.back();
    detail::Node& node = store.node(id);
    if (node.outcome != detail::kUnknownOutcome) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    bool left_can_win = false;   // some option in L ∪ P: Left moving there wins
    bool right_can_win = false;  // some option in R ∪ P
    for (Position option : node.options) {
      const std::uint8_t o = store.node(option.id()).outcome;
      if (o == detail::kUnknownOutcome) {
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
    store.node(id).outcome = static_cast<std::uint8_t>(result);
    stack.pop_back();
  }
  return static_cast<Outcome>(store.node(id_).outcome);
}

Position Position::conjugate() const {
  Store& store = Store::instance();
  if (store.node(id_).conjugate != detail::kNone) {
    return Position(store.node(id_).conjugate);
  }
  std::vector<std::uint32_t> stack{id_};
  while (!stack.empty()) {
    const std::uint32_t id = stack.back();
    if (store.node(id).conjugate != detail::kNone) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    std::vector<Position> swapped;
    for (Position option : store.node(id).options) {
      const std::uint32_t c = store.node(option.id()).conjugate;
      if (c == detail::kNone) {
        ready = false;
        stack.push_back(option.id());
      } else {
        swapped.push_back(Position(c));
      }
    }
    if (!ready) {
      continue;
    }
    std::sort(swapped.begin(), swapped.end());
    const std::uint32_t c = store.intern(std::move(swapped));
    store.node(id).conjugate = c;
    store.node(c).conjugate = id;
    stack.pop_back();
  }
  return Position(store.node(id_).conjugate);
}

namespace {
constexpr std::uint32_t kMaxSumDepth = 20000;
}

Position operator+(Position g, Position h) {
  // Axiom 1 and Proposition 2.16: *L is the identity, adding *R conjugates.
  if (g.is_left_end()) return h;
  if (h.is_left_end()) return g;
  if (g.is_right_end()) return h.conjugate();
  if (h.is_right_end()) return g.conjugate();
  if (g > h) std::swap(g, h);
  if (g.birthday() + h.birthday() > kMaxSumDepth) {
    throw LimitError("LR-ending sum too deep (birthdays add up to more than " + std::to_string(kMaxSumDepth) + ")");
  }
  Store& store = Store::instance();
  const std::uint64_t key = (static_cast<std::uint64_t>(g.id()) << 32) | h.id();
  if (auto it = store.sum_cache().find(key); it != store.sum_cache().end()) {
    return Position::from_id(it->second);
  }
  std::vector<Position> options;
  // Copies: interning new positions may grow the store while we iterate.
  const std::vector<Position> g_options(g.options().begin(), g.options().end());
  const std::vector<Position> h_options(h.options().begin(), h.options().end());
  options.reserve(g_options.size() + h_options.size());
  for (Position option : g_options) options.push_back(option + h);
  for (Position option : h_options) options.push_back(g + option);
  const Position sum = Position::from_options(std::move(options));
  store.sum_cache().emplace(key, sum.id());
  return sum;
}

StoreBudget::StoreBudget(std::size_t extra_positions) : previous_limit_(Store::instance().limit()) {
  Store& store = Store::instance();
  store.limit() = std::min(previous_limit_, store.size() + extra_positions);
}

StoreBudget::~StoreBudget() {
  Store::instance().limit() = previous_limit_;
}

std::size_t store_size() {
  return Store::instance().size();
}

}  // namespace cgt::ending
