// The impartial store of a context, and the public ImpartialGame API over it.

#include <algorithm>
#include <optional>
#include <string>
#include <variant>

#include "cgt/error.hpp"
#include "cgt/impartial.hpp"
#include "core/heap_bytes.hpp"
#include "impartial/state.hpp"

namespace cgt {

namespace impartial {

namespace {

std::uint64_t hash_options(const std::vector<GameId>& options) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ options.size();
  for (GameId id : options) {
    h ^= id + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdULL;
  }
  return h;
}

std::uint64_t pair_key(GameId a, GameId b) {
  return (std::uint64_t{a} << 32) | b;
}

using heap::node_map_bytes;

// Builds a game whose options are games of the same construction on smaller arguments (the
// three sums), on an explicit stack: the depth of the construction grows with the depth of
// the operands (thousands), far beyond what a thread's stack holds. A `Key` names one such
// game; `ops` says
//   known(key)     -> optional<GameId>: made without a frame (a shortcut or the cache),
//   count(key)     -> its number of options,
//   option(key, i) -> variant<GameId, Key>: its i-th option, made or still to make,
//   remember(key, id).
// Each frame makes its options in order and descends into the first one not yet made.
template <typename Key, typename Ops>
GameId build(State& state, Context& context, const Key& root, Ops& ops) {
  if (std::optional<GameId> known = ops.known(root)) {
    return *known;
  }
  struct Frame {
    explicit Frame(const Key& k) : key(k) {}
    Key key;
    std::size_t next = 0;
    std::vector<GameId> options;
  };
  std::vector<Frame> stack;
  stack.emplace_back(root);
  while (true) {
    Frame& frame = stack.back();
    const std::size_t count = ops.count(frame.key);
    bool descended = false;
    while (frame.next < count) {
      context.charge();
      std::variant<GameId, Key> option = ops.option(frame.key, frame.next);
      std::optional<GameId> made;
      if (const GameId* id = std::get_if<GameId>(&option)) {
        made = *id;
      } else {
        made = ops.known(std::get<Key>(option));
      }
      if (made) {
        frame.options.push_back(*made);
        ++frame.next;
        continue;
      }
      stack.emplace_back(std::get<Key>(option));  // `frame` is not used past this point
      descended = true;
      break;
    }
    if (descended) {
      continue;
    }
    const GameId id = state.make(std::move(frame.options));
    ops.remember(frame.key, id);
    stack.pop_back();
    if (stack.empty()) {
      return id;
    }
  }
}

}  // namespace

void throw_foreign_game() {
  throw ContextError(
      "an impartial game was used in a context it does not belong to (another context, or one cleared since it was "
      "made)");
}

std::size_t State::TripleHash::operator()(const std::array<GameId, 3>& key) const noexcept {
  std::uint64_t h = pair_key(key[0], key[1]) * 0x9e3779b97f4a7c15ULL;
  h ^= key[2] + (h >> 29);
  return static_cast<std::size_t>(h * 0xbf58476d1ce4e5b9ULL);
}

State::State(Context& context) : tag(context.tag()), context_(context) {
  make({});  // id 0 is the zero game
}

std::size_t State::bytes_held() const {
  return nodes_.capacity() * sizeof(Node) + options_.capacity() * sizeof(GameId) +
         nimbers_.capacity() * sizeof(GameId) + node_map_bytes(by_hash_) + node_map_bytes(sum_cache_) +
         node_map_bytes(ordinal_cache_) + node_map_bytes(substitution_cache_);
}

GameId State::make(std::vector<GameId> options) {
  context_.charge(1 + options.size() / 8);
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  std::uint64_t h = hash_options(options);
  auto [begin, end] = by_hash_.equal_range(h);
  for (auto it = begin; it != end; ++it) {
    std::span<const GameId> existing = this->options(it->second);
    if (std::equal(existing.begin(), existing.end(), options.begin(), options.end())) {
      return it->second;
    }
  }
  if (nodes_.size() >= kMaxImpartialGames) {
    throw LimitError("the game tree has more than " + std::to_string(kMaxImpartialGames) + " distinct positions");
  }
  // Grundy value and longest play follow from the options, which already exist.
  std::vector<bool> seen(options.size() + 1, false);
  std::uint64_t depth = 0;
  for (GameId option : options) {
    if (nodes_[option].grundy < seen.size()) {
      seen[nodes_[option].grundy] = true;
    }
    depth = std::max(depth, nodes_[option].depth + 1);
  }
  std::uint64_t grundy = 0;
  while (seen[grundy]) {
    ++grundy;
  }
  auto id = static_cast<GameId>(nodes_.size());
  nodes_.push_back({options_.size(), static_cast<std::uint32_t>(options.size()), grundy, depth});
  options_.insert(options_.end(), options.begin(), options.end());
  by_hash_.emplace(h, id);
  return id;
}

GameId State::nimber(std::uint64_t n) {
  if (nimbers_.empty()) {
    nimbers_.push_back(0);
  }
  while (nimbers_.size() <= n) {
    nimbers_.push_back(make(nimbers_));
  }
  return nimbers_[n];
}

GameId State::sum(GameId g, GameId h) {
  using Key = std::array<GameId, 2>;  // {smaller id, larger id}: G + H = H + G, one cache entry
  struct Ops {
    State& s;
    std::optional<GameId> known(const Key& key) const {
      if (key[0] == 0) return key[1];  // 0 + H is H, option by option
      if (auto it = s.sum_cache_.find(pair_key(key[0], key[1])); it != s.sum_cache_.end()) return it->second;
      return std::nullopt;
    }
    std::size_t count(const Key& key) const { return s.options(key[0]).size() + s.options(key[1]).size(); }
    std::variant<GameId, Key> option(const Key& key, std::size_t i) const {
      const std::size_t g_count = s.options(key[0]).size();
      const GameId a = i < g_count ? s.options(key[0])[i] : key[0];
      const GameId b = i < g_count ? key[1] : s.options(key[1])[i - g_count];
      return Key{std::min(a, b), std::max(a, b)};
    }
    void remember(const Key& key, GameId id) const { s.sum_cache_.emplace(pair_key(key[0], key[1]), id); }
  } ops{*this};
  return build(*this, context_, Key{std::min(g, h), std::max(g, h)}, ops);
}

GameId State::ordinal_sum(GameId g, GameId h) {
  using Key = std::array<GameId, 2>;
  struct Ops {
    State& s;
    std::optional<GameId> known(const Key& key) const {
      if (key[1] == 0) return key[0];  // G : 0 has the options of G
      if (auto it = s.ordinal_cache_.find(pair_key(key[0], key[1])); it != s.ordinal_cache_.end()) return it->second;
      return std::nullopt;
    }
    std::size_t count(const Key& key) const { return s.options(key[0]).size() + s.options(key[1]).size(); }
    std::variant<GameId, Key> option(const Key& key, std::size_t i) const {
      const std::size_t g_count = s.options(key[0]).size();
      if (i < g_count) return s.options(key[0])[i];  // a move in G discards H
      return Key{key[0], s.options(key[1])[i - g_count]};
    }
    void remember(const Key& key, GameId id) const { s.ordinal_cache_.emplace(pair_key(key[0], key[1]), id); }
  } ops{*this};
  return build(*this, context_, Key{g, h}, ops);
}

GameId State::substitution_sum(GameId g, GameId k, GameId h) {
  using Key = std::array<GameId, 3>;  // {G, K, H}
  struct Ops {
    State& s;
    std::optional<GameId> known(const Key& key) const {
      if (key[0] == 0) return key[2];  // 0 :_K H is H, option by option
      if (auto it = s.substitution_cache_.find(key); it != s.substitution_cache_.end()) return it->second;
      return std::nullopt;
    }
    std::size_t count(const Key& key) const { return s.options(key[0]).size() + s.options(key[2]).size(); }
    std::variant<GameId, Key> option(const Key& key, std::size_t i) const {
      const std::size_t g_count = s.options(key[0]).size();
      if (i < g_count) return Key{s.options(key[0])[i], key[1], key[1]};  // a move in G replaces H by K
      return Key{key[0], key[1], s.options(key[2])[i - g_count]};
    }
    void remember(const Key& key, GameId id) const { s.substitution_cache_.emplace(key, id); }
  } ops{*this};
  return build(*this, context_, Key{g, k, h}, ops);
}

}  // namespace impartial

using impartial::current_state;
using impartial::GameId;
using impartial::State;

ImpartialGame ImpartialGame::nimber(std::uint64_t n) {
  State& state = current_state();
  return state.game(state.nimber(n));
}

// By value so callers can hand over their vectors.
// NOLINTNEXTLINE(performance-unnecessary-value-param)
ImpartialGame ImpartialGame::from_options(std::vector<ImpartialGame> options) {
  State& state = current_state();
  std::vector<GameId> ids;
  ids.reserve(options.size());
  for (ImpartialGame option : options) {
    ids.push_back(state.id(option));
  }
  return state.game(state.make(std::move(ids)));
}

std::vector<ImpartialGame> ImpartialGame::options() const {
  State& state = current_state();
  std::vector<ImpartialGame> games;
  for (GameId option : state.options(state.id(*this))) {
    games.push_back(state.game(option));
  }
  return games;
}

std::uint64_t ImpartialGame::grundy() const {
  State& state = current_state();
  return state.grundy(state.id(*this));
}

VariationSet ImpartialGame::variation() const {
  State& state = current_state();
  std::vector<Integer> values;
  for (GameId option : state.options(state.id(*this))) {
    values.push_back(Integer::from_unsigned(state.grundy(option)));
  }
  return VariationSet::from_values(std::move(values));
}

std::uint64_t ImpartialGame::depth() const {
  State& state = current_state();
  return state.depth(state.id(*this));
}

ImpartialGame operator+(ImpartialGame g, ImpartialGame h) {
  State& state = current_state();
  return state.game(state.sum(state.id(g), state.id(h)));
}

ImpartialGame ordinal_sum(ImpartialGame g, ImpartialGame h) {
  State& state = current_state();
  return state.game(state.ordinal_sum(state.id(g), state.id(h)));
}

ImpartialGame substitution_sum(ImpartialGame g, ImpartialGame k, ImpartialGame h) {
  State& state = current_state();
  return state.game(state.substitution_sum(state.id(g), state.id(k), state.id(h)));
}

std::size_t impartial_store_size() {
  return current_state().size();
}

}  // namespace cgt
