#pragma once
// The hash-consed store of canonical games behind cgt::Game. Ids index `nodes_`; a general
// game's options are a sorted run of ids in `pool_`, so a game is found again by its option
// lists; a nus value (x + n·↑ + *m) is found by its three parts and gets options only when a
// general operation needs them. The caches in front of add, negate and ≤ live here too.
//
// The store's work is split by job: store.cpp (nodes, interning), store_nus.cpp (nus values
// and their options), store_compare.cpp (≤, and comparisons with a form being simplified),
// store_construct.cpp (canonical forms), store_arithmetic.cpp (sums and negatives). Sums,
// negatives and comparisons descend through positions on stacks of frames kept here, not on
// the machine stack (partizan/dag_walk.hpp says why).

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game.hpp"
#include "partizan/flat_map.hpp"

namespace cgt::partizan {

using GameId = std::uint32_t;
inline constexpr GameId kNoGame = ~GameId{0};

// Sorts option ids and drops repeats: a stored option list is sorted by id.
inline void sort_unique(std::vector<GameId>& ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

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
  // re-read from the pool on every call, because new games may grow (move) the pool.
  void ensure_options(GameId g) {
    if (!nodes_[g].options_ready) [[unlikely]] {
      make_nus_options(g);
    }
  }
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
  // The answers found without descending (zero, two nus values, the caches) are inline; the
  // rest is a walk over a stack of frames.
  GameId add(GameId a, GameId b) {
    const GameId known = known_sum(a, b);
    return known != kNoGame ? known : add_walk(a, b);
  }
  GameId negate(GameId a) {
    const GameId known = known_negative(a);
    return known != kNoGame ? known : negate_walk(a);
  }
  bool leq(GameId a, GameId b) {
    const Known known = known_leq(a, b);
    return known == Known::kUnknown ? leq_walk(a, b) : known == Known::kTrue;
  }

  [[nodiscard]] static constexpr GameId zero() noexcept { return 0; }

  // A hard cap on distinct games (ids are 32 bits; the memory budget usually stops far sooner).
  std::size_t limit = 50'000'000;
  // Work done (comparisons and sums computed, games made, big numbers handled) is charged to
  // the context's budget. A step is some 50 ns of work (the CLI's 200,000,000 steps are about
  // 10 s on the project machine).
  void count_work(std::uint64_t steps = 1) { context_.charge(steps); }
  // A sub-question of a comparison or a sum (is b^R ≤ a? what is a^L + b?) is at least a probe
  // of a cache. Once the store holds millions of games every probe misses the processor's
  // caches (some 200 ns), so each is charged several steps: otherwise sums of deep games such
  // as ^<4096> + ^<4095> ran for minutes within the CLI's budget.
  static constexpr std::uint64_t kProbeWork = 5;
  // Storing a new general game: hashing its options, a node of the index and a copy of its
  // option list (two allocations), its node and pool entries, and the index's rehashing as it
  // grows. In a store of millions of games that is some microseconds (mostly cache and TLB
  // misses): heating ^<4096>, which makes a game every few steps, ran for half a minute within
  // the CLI's budget before this was charged.
  static constexpr std::uint64_t kNewGameWork = 64;

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
  // Before a container of the store reallocates (to hold `adding` more): its new buffer must
  // fit in the memory budget (see Context::check_growth). Checked before anything changes, so
  // a BudgetError leaves the store as it was.
  template <typename T>
  void before_growth(const std::vector<T>& v, std::size_t adding = 1) const {
    if (v.size() + adding > v.capacity()) [[unlikely]] {
      context_.check_growth(std::max(2 * v.capacity(), v.size() + adding) * sizeof(T));
    }
  }
  void before_growth(const FlatMap& map) const {
    if (const std::size_t bytes = map.growth_bytes(); bytes != 0) [[unlikely]] {
      context_.check_growth(bytes);
    }
  }
  Context& context_;
  GameId intern_general(const std::vector<GameId>& left, const std::vector<GameId>& right);
  void set_options(GameId g, const std::vector<GameId>& left, const std::vector<GameId>& right);
  std::optional<GameId> recognize_nus(const std::vector<GameId>& left, const std::vector<GameId>& right);
  std::optional<GameId> number_form(const std::vector<GameId>& left, const std::vector<GameId>& right);

  // --- nus values (store_nus.cpp) ---
  static bool nus_leq(const NusParts& a, const NusParts& b);
  static bool small_leq(const SmallNus& a, const SmallNus& b) noexcept {
    const std::uint32_t k = a.exponent > b.exponent ? a.exponent : b.exponent;
    const std::int64_t x = a.numerator * (std::int64_t{1} << (k - a.exponent));
    const std::int64_t y = b.numerator * (std::int64_t{1} << (k - b.exponent));
    if (x != y) {
      return x < y;
    }
    const std::int64_t ups = b.ups - a.ups;
    const std::int64_t nimber = a.nimber ^ b.nimber;
    if (ups == 0) {
      return nimber == 0;
    }
    return ups > 0 && !(ups == 1 && nimber == 1);
  }
  static std::optional<SmallNus> to_small(const Dyadic& number, const Integer& ups, const Integer& nimber);
  GameId make_small(const SmallNus& value);
  GameId add_small(const SmallNus& a, const SmallNus& b);
  // Sum, negative and comparison of nus values with parts too big for machine words: exact
  // arithmetic, charged by the size of the parts.
  GameId big_nus_sum(GameId a, GameId b);
  GameId big_nus_negative(GameId a);
  bool big_nus_leq(GameId a, GameId b);
  [[nodiscard]] std::uint64_t nus_size_work(GameId g) const noexcept;
  // The canonical options of a nus value, made on first request (ensure_options).
  void make_nus_options(GameId g);

  // --- comparison (store_compare.cpp) ---
  enum class Known : std::uint8_t { kFalse, kTrue, kUnknown };
  // Comparisons between games with ids below kDense live in a 2-bit dense table (no hashing);
  // the rest in leq_cache_.
  static constexpr GameId kDense = 4096;
  [[nodiscard]] unsigned dense_get(GameId a, GameId b) const noexcept {
    std::size_t index = std::size_t{a} * kDense + b;
    return static_cast<unsigned>((dense_leq_[index >> 5] >> ((index & 31) * 2)) & 3);
  }
  void dense_set(GameId a, GameId b, bool value) noexcept {
    std::size_t index = std::size_t{a} * kDense + b;
    dense_leq_[index >> 5] |= std::uint64_t{value ? 2u : 1u} << ((index & 31) * 2);
  }
  static std::uint64_t pair_key(GameId a, GameId b) noexcept { return (std::uint64_t{a} << 32) | b; }
  // a ≤ b when it is known without descending into options: equal games, two nus values,
  // stops that rule it out, or a cached answer.
  Known known_leq(GameId a, GameId b) {
    if (a == b) {
      return Known::kTrue;
    }
    const Node& x = nodes_[a];
    const Node& y = nodes_[b];
    if (x.nus >= 0 && y.nus >= 0) {
      if (x.small && y.small) {
        return small_leq(x.small_value, y.small_value) ? Known::kTrue : Known::kFalse;
      }
      return big_nus_leq(a, b) ? Known::kTrue : Known::kFalse;
    }
    if (x.stops_known && y.stops_known && (x.left_stop > y.left_stop || x.right_stop > y.right_stop)) {
      return Known::kFalse;
    }
    if (a < kDense && b < kDense) {
      const unsigned known = dense_get(a, b);
      return known == 0 ? Known::kUnknown : known == 2 ? Known::kTrue : Known::kFalse;
    }
    if (const std::uint32_t* cached = leq_cache_.find(pair_key(a, b))) {
      return *cached != 0 ? Known::kTrue : Known::kFalse;
    }
    return Known::kUnknown;
  }
  void remember_leq(GameId a, GameId b, bool value) {
    if (a < kDense && b < kDense) {
      dense_set(a, b, value);
    } else {
      before_growth(leq_cache_);
      leq_cache_.insert(pair_key(a, b), value ? 1 : 0);
    }
  }
  // a ≤ b iff no b^R ≤ a and no a^L ≥ b (against a number only the other game's options count:
  // number avoidance). A frame asks these sub-questions in turn, from `next`: [0, rights) are
  // b^R ≤ a, [rights, end) are b ≤ a^L. Its answer is true iff none came out true.
  struct LeqFrame {
    GameId a;
    GameId b;
    std::uint32_t next;
    std::uint32_t rights;
    std::uint32_t end;
  };
  bool leq_walk(GameId a, GameId b);
  // The frame of the question a ≤ b, before its first sub-question.
  LeqFrame leq_frame(GameId a, GameId b);
  // The frame's current sub-question: (b^R, a) or (b, a^L).
  [[nodiscard]] std::pair<GameId, GameId> leq_question(const LeqFrame& frame) const noexcept {
    return frame.next < frame.rights ? std::pair{right_at(frame.b, frame.next), frame.a}
                                     : std::pair{frame.b, left_at(frame.a, frame.next - frame.rights)};
  }
  // Asks the frame's sub-questions from `next` while the caches answer them: its answer once
  // one comes out true (kFalse) or none is left (kTrue); kUnknown, with `next` at it, when one
  // is unknown.
  Known scan_leq(LeqFrame& frame);

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
  // x ≤ G iff no G^R ≤ x and no G ≤ x^L; G ≤ y iff no y ≤ G^L and no y^R ≤ G. The first parts
  // compare stored games (leq); the second descend through x's (or y's) options, alternating
  // between the two questions, in frames like LeqFrame's.
  struct FormFrame {
    GameId x;
    bool below;  // the question is x ≤ G (else G ≤ x)
    std::uint32_t next;
    std::uint32_t end;
  };
  bool leq_game_form(GameId x, const Form& g) { return form_walk(x, true, g); }
  bool leq_form_game(const Form& g, GameId y) { return form_walk(y, false, g); }
  bool form_walk(GameId x, bool below, const Form& g);
  // The answer when the memo or the comparisons with G's options give it (a true comparison
  // makes it kFalse); kUnknown when x's options must be asked.
  Known form_first(GameId x, bool below, const Form& g);
  // The frame that asks x's options, before the first.
  FormFrame form_frame(GameId x, bool below);
  // Asks the frame's options from `next` while form_first answers them, as scan_leq does.
  Known scan_form(FormFrame& frame, const Form& g);

  // --- construction (store_construct.cpp) ---
  void keep_extremes(std::vector<GameId>& options, bool keep_largest);

  // --- arithmetic (store_arithmetic.cpp) ---
  // a + b when known without descending: a zero, two nus values, or the cache.
  GameId known_sum(GameId a, GameId b) {
    if (a == 0) {
      return b;
    }
    if (b == 0) {
      return a;
    }
    const Node& x = nodes_[a];
    const Node& y = nodes_[b];
    if (x.nus >= 0 && y.nus >= 0) {
      return x.small && y.small ? add_small(x.small_value, y.small_value) : big_nus_sum(a, b);
    }
    const std::uint32_t* cached = add_cache_.find(a < b ? pair_key(a, b) : pair_key(b, a));
    return cached != nullptr ? *cached : kNoGame;
  }
  GameId known_negative(GameId a) {
    const Node& node = nodes_[a];
    if (node.nus >= 0) {
      if (node.small) {
        const SmallNus& v = node.small_value;
        return make_small(SmallNus{-v.numerator, v.exponent, -v.ups, v.nimber});
      }
      return big_nus_negative(a);
    }
    return node.negative;
  }
  // A sum a + b collects the sums of its options' positions (results_, from `begin`): a
  // number x translates a general game, x + H = {x + H^L | x + H^R}; otherwise the sums
  // a^L + b, a + b^L (left) and a^R + b, a + b^R (right), the first `lefts` being left options.
  struct AddFrame {
    GameId a;
    GameId b;
    std::uint32_t next;
    std::uint32_t end;
    std::uint32_t lefts;
    std::uint32_t begin;
    bool translate;
  };
  GameId add_walk(GameId a, GameId b);
  void open_add(GameId a, GameId b);
  [[nodiscard]] std::pair<GameId, GameId> add_question(const AddFrame& frame) const noexcept;
  GameId finish_add(const AddFrame& frame);
  // -G = {-G^R | -G^L}: negatives of the right options, then of the left ones.
  struct NegateFrame {
    GameId a;
    std::uint32_t next;
    std::uint32_t begin;
  };
  GameId negate_walk(GameId a);

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
  // calloc, not a vector: a fresh table of 4 MB is then pages the kernel hands over already
  // zero, touched only where a comparison is stored (writing the zeros cost a small command
  // 12 of its 19 ms of start-up).
  struct FreeDeleter {
    void operator()(std::uint64_t* p) const noexcept { std::free(p); }
  };
  static constexpr std::size_t kDenseWords = std::size_t{kDense} * kDense / 32;
  std::unique_ptr<std::uint64_t[], FreeDeleter> dense_leq_;
  FlatMap add_cache_;
  FlatMap leq_cache_;

  // Work stacks of the walks, kept between calls so that a walk allocates nothing once they
  // have grown; results_ holds the options collected by sums and negatives.
  std::vector<LeqFrame> leq_stack_;
  std::vector<FormFrame> form_stack_;
  std::vector<AddFrame> add_stack_;
  std::vector<NegateFrame> negate_stack_;
  std::vector<GameId> results_;
  std::vector<GameId> scratch_left_;
  std::vector<GameId> scratch_right_;
};

}  // namespace cgt::partizan
