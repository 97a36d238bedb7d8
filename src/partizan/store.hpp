#pragma once
// The hash-consed store of canonical games behind cgt::Game. Ids index `nodes_`; a general
// game's options are a sorted run of ids in `pool_`, so a game is found again by its option
// lists; a nus value (x + n·↑ + *m) is found by its three parts and gets options only when a
// general operation needs them. The caches in front of add, negate and ≤ live here too.

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game.hpp"
#include "partizan/flat_map.hpp"

namespace cgt::partizan {

using GameId = std::uint32_t;
inline constexpr GameId kNoGame = ~GameId{0};

struct NusKeyHash {
  std::size_t operator()(const NusParts& p) const noexcept {
    return p.number.hash() * 0x9e3779b97f4a7c15ULL ^ p.ups.hash() * 0xc2b2ae3d27d4eb4fULL ^ p.nimber.hash();
  }
};
struct NusKeyEqual {
  bool operator()(const NusParts& a, const NusParts& b) const noexcept {
    return a.number == b.number && a.ups == b.ups && a.nimber == b.nimber;
  }
};
struct OptionsKeyHash {
  std::size_t operator()(const std::vector<GameId>& key) const noexcept {
    std::uint64_t h = 0x84222325cbf29ce4ULL;
    for (GameId id : key) {
      h = (h ^ id) * 0x100000001b3ULL;
    }
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};

// A nus value small enough for machine arithmetic: number = numerator / 2^exponent with
// |numerator| < 2^40 and exponent ≤ 20, |ups| < 2^61, nimber < 2^62. Sums and comparisons of
// such values need no allocation; larger values take the exact Dyadic/Integer path.
struct SmallNus {
  std::int64_t numerator = 0;
  std::uint32_t exponent = 0;
  std::int64_t ups = 0;
  std::int64_t nimber = 0;
  friend bool operator==(const SmallNus&, const SmallNus&) = default;
};
struct SmallNusHash {
  std::size_t operator()(const SmallNus& s) const noexcept {
    std::uint64_t h = static_cast<std::uint64_t>(s.numerator) * 0x9e3779b97f4a7c15ULL;
    h ^= (static_cast<std::uint64_t>(s.ups) + s.exponent) * 0xc2b2ae3d27d4eb4fULL;
    h ^= static_cast<std::uint64_t>(s.nimber) * 0x165667b19e3779f9ULL;
    // Finalise so that the low bits (the slot of an open-addressing table) depend on every field.
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    return static_cast<std::size_t>(h);
  }
};

class Store {
 public:
  // Work is charged to `context`'s budget.
  explicit Store(Context& context);

  // --- nodes ---
  [[nodiscard]] std::size_t size() const noexcept { return nodes_.size(); }
  [[nodiscard]] bool is_nus(GameId g) const noexcept { return nodes_[g].nus >= 0; }
  [[nodiscard]] bool is_number(GameId g) const noexcept { return nodes_[g].is_number; }
  [[nodiscard]] const NusParts& nus(GameId g) const noexcept { return nus_values_[nodes_[g].nus]; }

  // Options: count and i-th id. For a nus value they are generated on first request. Ids are
  // re-read from the pool on every call, because recursion may grow (move) the pool.
  void ensure_options(GameId g);
  [[nodiscard]] std::uint32_t left_count(GameId g) const noexcept { return nodes_[g].left_count; }
  [[nodiscard]] std::uint32_t right_count(GameId g) const noexcept { return nodes_[g].right_count; }
  [[nodiscard]] GameId left_at(GameId g, std::uint32_t i) const noexcept { return pool_[nodes_[g].left_begin + i]; }
  [[nodiscard]] GameId right_at(GameId g, std::uint32_t i) const noexcept { return pool_[nodes_[g].right_begin + i]; }
  std::vector<GameId> left_list(GameId g);
  // Both stops are 0, when the stops kept with the node decide it (nullopt when they are not kept).
  [[nodiscard]] std::optional<bool> stops_zero(GameId g) const noexcept {
    const Node& node = nodes_[g];
    if (!node.stops_known) {
      return std::nullopt;
    }
    return node.left_stop == 0 && node.right_stop == 0;
  }
  std::vector<GameId> right_list(GameId g);

  // --- construction ---
  GameId make_nus(const Dyadic& number, const Integer& ups, const Integer& nimber);
  GameId make_number(const Dyadic& number) { return make_nus(number, Integer(0), Integer(0)); }
  // Canonical form of {left | right}, where the options are canonical ids.
  GameId construct(std::vector<GameId> left, std::vector<GameId> right);

  // --- cached operations ---
  GameId add(GameId a, GameId b);
  GameId negate(GameId a);
  bool leq(GameId a, GameId b);

  [[nodiscard]] static constexpr GameId zero() noexcept { return 0; }

  // A hard cap on distinct games (ids are 32 bits; the memory budget usually stops far sooner).
  std::size_t limit = 50'000'000;
  // Comparisons and constructions computed (cache misses), look-ups in the hashed comparison
  // cache and comparisons against a form under construction are charged to the context's budget.
  void count_work(std::uint64_t steps = 1) { context_.charge(steps); }

  // Heap bytes held, for the context's memory budget.
  [[nodiscard]] std::size_t bytes_held() const noexcept;

 private:
  struct Node {
    std::uint32_t left_begin = 0;
    std::uint32_t left_count = 0;
    std::uint32_t right_begin = 0;
    std::uint32_t right_count = 0;
    std::int32_t nus = -1;
    bool is_number = false;
    bool options_ready = false;
    bool small = false;
    SmallNus small_value;
    // The stops times 2^20, when that is an exact int64 (a cheap necessary condition for ≤:
    // a ≤ b implies both stops of a are at most those of b).
    bool stops_known = false;
    std::int64_t left_stop = 0;
    std::int64_t right_stop = 0;
    GameId negative = kNoGame;
  };

  void check_limit() const;
  Context& context_;
  GameId intern_general(const std::vector<GameId>& left, const std::vector<GameId>& right);
  void set_options(GameId g, const std::vector<GameId>& left, const std::vector<GameId>& right);
  std::optional<GameId> recognize_nus(const std::vector<GameId>& left, const std::vector<GameId>& right);
  std::optional<GameId> number_form(const std::vector<GameId>& left, const std::vector<GameId>& right);

  static bool nus_leq(const NusParts& a, const NusParts& b);
  static bool small_leq(const SmallNus& a, const SmallNus& b);
  static std::optional<SmallNus> to_small(const Dyadic& number, const Integer& ups, const Integer& nimber);
  GameId make_small(const SmallNus& value);
  GameId add_small(const SmallNus& a, const SmallNus& b);
  // Comparisons between games with ids below kDense live in a 2-bit dense table (no hashing);
  // the rest in leq_cache_.
  static constexpr GameId kDense = 4096;
  // A look-up in the hashed comparison cache is charged though it may compute nothing: the
  // constructions of a long Clobber row's games probe it for every pair of options and every
  // reversibility test, mostly hits that no other charge counts, and with many games the cache
  // grows to hundreds of MB, where a probe misses the processor's caches. Calibrated so that
  // such searches reach the CLI's work limit in about as long as other engines do
  // (bench/README.md, "Ruleset solver").
  static constexpr std::uint64_t kLeqProbeWork = 6;
  [[nodiscard]] unsigned dense_get(GameId a, GameId b) const noexcept {
    std::size_t index = std::size_t{a} * kDense + b;
    return static_cast<unsigned>((dense_leq_[index >> 5] >> ((index & 31) * 2)) & 3);
  }
  void dense_set(GameId a, GameId b, bool value) noexcept {
    std::size_t index = std::size_t{a} * kDense + b;
    dense_leq_[index >> 5] |= std::uint64_t{value ? 2u : 1u} << ((index & 31) * 2);
  }
  GameId compute_add(GameId a, GameId b);
  bool compute_leq(GameId a, GameId b);

  // Comparisons between a stored game and the form {left | right} being simplified.
  // Memo of form comparisons during one construct() (the form is fixed meanwhile): a short
  // list searched linearly (the usual case), then a hash map.
  class FormMemo {
   public:
    const bool* find(std::uint64_t key) const {
      for (const auto& [k, v] : few_) {
        if (k == key) {
          return &v;
        }
      }
      auto it = many_.find(key);
      return it == many_.end() ? nullptr : &it->second;
    }
    void insert(std::uint64_t key, bool value) {
      if (few_.size() < 24) {
        few_.emplace_back(key, value);
      } else {
        many_.emplace(key, value);
      }
    }
    void clear() {
      few_.clear();
      many_.clear();
    }

   private:
    std::vector<std::pair<std::uint64_t, bool>> few_;
    std::unordered_map<std::uint64_t, bool> many_;
  };
  struct Form {
    const std::vector<GameId>* left;
    const std::vector<GameId>* right;
    FormMemo* memo;
  };
  bool leq_game_form(GameId x, const Form& g);
  bool leq_form_game(const Form& g, GameId y);
  void keep_extremes(std::vector<GameId>& options, bool keep_largest);

  std::vector<Node> nodes_;
  std::vector<GameId> key_buffer_;
  std::vector<GameId> pool_;
  std::vector<NusParts> nus_values_;
  std::unordered_map<NusParts, GameId, NusKeyHash, NusKeyEqual> nus_index_;
  std::unordered_map<std::vector<GameId>, GameId, OptionsKeyHash> general_index_;
  // Open-addressing index of the small nus values: a slot holds the id of the node whose
  // small_value hashes there (kNoGame when empty). The hottest lookup of the store.
  std::vector<GameId> small_slots_;
  std::size_t small_count_ = 0;
  void grow_small_slots();
  std::vector<std::uint64_t> dense_leq_;
  FlatMap add_cache_;
  FlatMap leq_cache_;
};

}  // namespace cgt::partizan
