#pragma once
// The outcome search on sums: "does the player to move win?" for a disjunctive sum of positions
// of one ruleset (cgt/ruleset.hpp) plus one canonical game, without building the canonical form
// of the whole. It is a boolean negamax (a position is won as soon as one option is lost for the
// opponent) on an explicit stack of frames, so a game as long as it likes costs no machine stack.
//
// CGT inside the search:
//  * a sum is kept as a multiset of components (the ruleset's `components` hook, each
//    normalised by its `normalise` hook: a component is a representative and a sign) and one
//    canonical game C;
//  * after every move the component moved in is split again, and each new component at most
//    `canonical_size` big (the ruleset's `size`) is replaced by its canonical value from the
//    ruleset solver (cgt/ruleset_solver.hpp, whose table lives in the context) and added into
//    C; a component meeting its own negative is cancelled (G + −G = 0);
//    (a ruleset's optional `canonical_leaf` hook names positions that are canonical games
//    already: they go into C as they are);
//  * with no component left the answer is C's outcome; moves in C are its canonical options
//    (so dominated options are never tried), after the moves in components;
//  * a transposition table (cgt/solve_table.hpp) keyed by the multiset of components, C and the
//    player to move; for rulesets that ask for it (R::kTranspositionCutoffs: Clobber), enhanced
//    transposition cutoffs: before the first option is searched every option is looked up, and
//    one known lost for the opponent wins the sum at once (the options' sums are kept and
//    searched from, not played again); for rulesets with bounds the same look also asks each
//    option's bounds, on sums of some size (static_cuts), and drops the options known lost;
//  * a direct-mapped cache of what an option of a component splits into (its searched regions
//    and the sum of its small regions' values), dropped where options rarely come back;
//  * a database of answers kept between runs (cgt/solve_db.hpp), asked after the table, under a
//    key that does not depend on the run (the canonical part by its text, not its id);
//  * bounds: a ruleset's optional `bounds` hook (cgt/ruleset_bounds.hpp) bounds each component's
//    value by integers and switches ±1; their sums with the canonical part's stops decide many
//    sums without their moves (Domineering's safe moves: sum_bounds.hpp);
//  * move ordering: by the ruleset's optional static rank (move_priority: Domineering's moves
//    that take most of the opponent's), then by the history heuristic (a move that refuted a
//    position is tried first wherever the same cells change again on a component of the same
//    shape), then the moves of the biggest components first.
//
// Every node charges the context's work budget, so a BudgetError or a cancellation ends the
// search like any other computation (the table holds only finished answers).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <functional>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset.hpp"
#include "cgt/ruleset_bounds.hpp"
#include "cgt/ruleset_solver.hpp"
#include "cgt/solve_db.hpp"
#include "cgt/solve_table.hpp"
#include "cgt/sum_bounds.hpp"

namespace cgt::solve {

// A well-mixed 64-bit function of x (SplitMix64's finaliser).
constexpr std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

template <typename R>
concept HasSize = requires(const R& rules, const typename R::Position& position) {
  { rules.size(position) } -> std::convertible_to<unsigned>;
};
// A ruleset whose components differ in how big a canonical value may be (a mixed sum of
// rulesets) says so per position; otherwise one threshold serves every component.
template <typename R>
concept HasCanonicalSize = requires(const R& rules, const typename R::Position& position) {
  { rules.canonical_size(position) } -> std::convertible_to<unsigned>;
};

// A ruleset whose positions may already be canonical games (a ruleset written in Python may
// return a cgt.Game as an option or a component) gives their value: such a component goes into
// the canonical part at once, never searched nor given to the ruleset solver.
template <typename R>
concept HasCanonicalLeaf = requires(const R& rules, const typename R::Position& position) {
  { rules.canonical_leaf(position) } -> std::convertible_to<std::optional<Game>>;
};

// A ruleset may rank moves statically: a higher rank is tried first, history orders equal ranks
// (the other way round lost: Domineering 6×6 563 k nodes against 128 k, docs/solve.md).
template <typename R>
concept HasMovePriority = requires(const R& rules, const typename R::Position& position, Player player) {
  { rules.move_priority(position, position, player) } -> std::convertible_to<int>;
};

constexpr Player opponent(Player p) {
  return p == Player::kLeft ? Player::kRight : Player::kLeft;
}

struct SearchStats {
  std::uint64_t nodes = 0;      // sums entered (table hits and leaves included)
  std::uint64_t table_hits = 0;
  std::uint64_t db_hits = 0;    // answered by the database
  std::uint64_t bound_cuts = 0;  // sums decided by the components' bounds
  std::uint64_t etc_cuts = 0;    // sums decided by what is known of their options (etc_cut)
  std::uint64_t etc_scans = 0;   // sums whose options etc_cut looked up
};

template <Ruleset R>
class SumSearch {
 public:
  using Position = typename R::Position;

  // A component: a representative of its symmetry class, and whether the component is its
  // negative. `key` identifies both (the table's keys add the keys of the components).
  struct Part {
    Position position;
    std::uint64_t key;
    bool negated;
    unsigned size;
    ValueBounds bounds;  // of the component (negated included), once has_bounds; unused without R::bounds
    std::uint64_t hash = 0;  // of the representative (the bounds' cache key)
    bool has_bounds = false;  // bounds are found when a sum with the part is entered, not before
                              // (an option looked at by etc_cut may never be searched)
  };
  // A sum: its searched components and its canonical part.
  struct Sum {
    std::vector<Part> parts;
    Game canonical;
  };

  // canonical_size: components of at most this size (R::size) take their canonical value
  // (ignored without R::size or with R::canonical_size). progress: called with the node count
  // every `progress_every` nodes (a power of two).
  SumSearch(const R& rules, Context& context, OutcomeTable& table, unsigned canonical_size,
            std::function<void(const SearchStats&)> progress = nullptr,
            std::uint64_t progress_every = std::uint64_t{1} << 18)
      : rules_(rules),
        context_(context),
        table_(table),
        canonical_(rules, context),
        canonical_size_(canonical_size),
        progress_(std::move(progress)),
        progress_mask_(progress_every - 1) {}

  // Adds `position` (any position of the ruleset; negated: its negative) to `sum`: split into
  // components, each normalised, the small ones into the canonical part, pairs G + −G dropped.
  void add(Sum& sum, const Position& position, bool negated) {
    if constexpr (ruleset_hooks::HasComponents<R>) {
      components_.clear();  // add_component never comes back here: one scratch vector serves
      rules_.components(position, components_);
      for (Position& component : components_) {
        add_component(sum, std::move(component), negated);
      }
    } else {
      add_component(sum, position, negated);
    }
  }

  // Whether the player to move wins `sum`.
  bool wins(const Sum& sum, Player to_move) {
    std::size_t depth = 0;
    Frame& root = frame(0);
    root.sum = sum;
    root.to_move = to_move;
    on_path_.clear();  // what a stopped search left
    std::optional<bool> result = enter(root);
    for (;;) {
      if (result) {
        Frame& done = frames_[depth];
        if (done.expanded) {
          if (check_repeats_) {
            on_path_.erase(done.key);
          }
          table_.store(done.key, *result, stats_.nodes - done.nodes_at_entry);
          record(done, *result);
        }
        if (depth == 0) {
          return *result;
        }
        --depth;
        if (!*result) {
          // The option is lost for the opponent: the parent is won, and the move that did it
          // is tried early wherever it comes up again.
          Frame& parent = frames_[depth];
          const Move& winning = parent.moves[parent.next - 1];
          if (winning.part != kCanonicalMove) {
            // A count of cuts (weighting by the component's size squared, like depth² in chess
            // programs, helped Domineering 6×6 and hurt 6×7: docs/solve.md).
            ++history_[winning.slot];
          }
          result = true;
          continue;
        }
        result.reset();
      }
      Frame& f = frames_[depth];
      if (f.next == f.moves.size()) {
        result = false;
        continue;
      }
      const Move& move = f.moves[f.next++];
      Frame& child = frame(depth + 1);
      if (f.has_played) {
        std::swap(child.sum, f.played[f.next - 1]);
      } else {
        play(f, move, child.sum);
      }
      child.to_move = opponent(f.to_move);
      ++depth;
      result = enter(frames_[depth]);
    }
  }

  [[nodiscard]] const SearchStats& stats() const noexcept { return stats_; }

  // Asks `hook.known` for the answer of every sum the table does not know, and puts the
  // answers of searches of at least `hook.min_nodes` nodes into `hook.found`; starts the
  // history heuristic from `hook.history` (a run that resumes orders its moves as the run
  // before had learnt to).
  void use_database(DatabaseHook hook) {
    db_ = hook;
    if (hook.history != nullptr && hook.history->size() == history_.size()) {
      history_ = *hook.history;
    }
  }
  // The history heuristic's counts of cuts by slot (to keep them in the database).
  [[nodiscard]] const std::vector<std::uint32_t>& history() const noexcept { return history_; }
  // Whether the rulesets' bounds hooks may decide sums (on by default; off to check them).
  void use_bounds(bool on) noexcept { use_bounds_ = on; }
  // Whether the search looks its options up before searching them (on by default).
  void use_etc(bool on) noexcept { use_etc_ = on; }
  // For a ruleset with bounds: sums whose searched components have at least `min_size` in all
  // (R::size) look at every option before searching the first, in the table and by the bounds;
  // an option the opponent loses at once wins the sum, and options the opponent wins at once are
  // dropped (0: never; default kStaticCutMinSize, which SolveOptions::static_cut_size repeats).
  void static_cuts(unsigned min_size) noexcept { static_cut_min_ = min_size; }
  [[nodiscard]] static constexpr unsigned default_static_cut_size() noexcept { return kStaticCutMinSize; }
  // For rulesets that may not be short (written by a user): a sum met again on the path from
  // the root means play can go on for ever, and the search stops with a DomainError instead of
  // running until a budget (or the machine's memory) stops it. A sum is recognised by its
  // 64-bit key, as the table recognises it. The built-in rulesets are short: off.
  void check_repeats(bool on) noexcept { check_repeats_ = on; }

  // The canonical value of a position of the ruleset (the ruleset solver, cached in the context).
  Game value(const Position& position) { return canonical_.value(position); }

  // For a table shared with searches in other contexts (a split search's threads): the
  // canonical part is keyed by its text, the same in every context, not by its id in this one.
  void key_canonical_by_text() { key_by_text_ = true; }

 private:
  static constexpr std::uint32_t kCanonicalMove = 0xFFFFFFFFu;
  static constexpr std::uint64_t kRightToMove = 0x8f1bbcdcca62c1d6ULL;
  static constexpr std::uint64_t kNegated = 0x5a827999ed9eba1ULL;
  // A node costs about a table probe, its move generation and a copy of its parts: a few
  // hundred nanoseconds, some steps of the 50 ns the budget counts in (docs/developing.md).
  static constexpr std::uint64_t kWorkPerNode = 4;
  // What the static cutoffs add is charged too, so the work limit keeps its meaning (without it
  // the CLI's default limit let Domineering 8×8 run 142 s instead of about ten): an option played
  // in etc_cut (its region split and normalised), and a component's bounds computed afresh (a
  // miss of the bounds' cache: Domineering's grouped bound, some microseconds on 8×8).
  static constexpr std::uint64_t kWorkPerBoundedOption = 10;
  static constexpr std::uint64_t kWorkPerBounds = 100;

  struct Move {
    std::uint32_t part;  // kCanonicalMove: a move of the canonical part to `game`
    Position option;
    Game game;
    std::uint32_t slot = 0;  // of the history table
    int priority = 0;        // the ruleset's static rank (R::move_priority), before history
  };
  struct Frame {
    Sum sum;
    Player to_move = Player::kLeft;
    std::uint64_t key = 0;
    std::uint64_t stable_key = 0;  // the database's key (only with a database)
    bool expanded = false;  // moves generated (not a leaf or a table hit): store the answer
    std::uint64_t nodes_at_entry = 0;
    std::vector<Move> moves;
    std::size_t next = 0;
    std::vector<Sum> played;  // the options' sums, if has_played (etc_cut played them all)
    bool has_played = false;
  };

  // Enhanced transposition cutoffs (etc_cut) where the ruleset asks for them: they pay where
  // options are cheap to play and often transpose (Clobber 2×13: 1.02 M nodes, 3.9 s without,
  // 0.13 M, 2.1 s with), and cost where a node has many moves, each a big region to split and
  // normalise, already well ordered (Domineering 6×7: 220 k nodes, 1.6 s without, 156 k, 2.2 s with).
  static constexpr bool kTranspositionCutoffs = requires { requires R::kTranspositionCutoffs; };
  // The same look for rulesets with bounds, on sums of at least this size (static_cuts): the
  // bounds of the options decide many of them, and a statically won option is found before the
  // deep search of the first (Domineering 7×8: 566 410 nodes, 4.9 s without; 16 002, 1.8 s with;
  // docs/solve.md, "Static cutoffs"). Below it a search is cheap and the look costs more than
  // it saves.
  static constexpr unsigned kStaticCutMinSize = 16;
  // The option cache (add_option): for rulesets split into components whose positions are never
  // canonical games (a Python ruleset's may be: those are added afresh every time).
  static constexpr bool kCachesOptions = ruleset_hooks::HasComponents<R> && !HasCanonicalLeaf<R>;
  static constexpr std::uint32_t kCachedParts = 4;
  static constexpr std::size_t kOptionSlots = std::size_t{1} << 12;
  struct OptionSplit {
    std::uint64_t key = 0;
    bool filled = false;
    bool negated = false;
    std::uint32_t count = 0;  // searched regions (more than kCachedParts: none kept)
    Position option{};
    Game small;  // the sum of the values of the small regions
    std::array<Part, kCachedParts> parts{};
  };

  // The frame at `depth`, reused with its vectors' capacity; a deque keeps the others in place.
  Frame& frame(std::size_t depth) {
    if (depth == frames_.size()) {
      frames_.emplace_back();
    }
    return frames_[depth];
  }

  bool small(const Position& position) const {
    if constexpr (HasCanonicalSize<R>) {
      return rules_.size(position) <= rules_.canonical_size(position);
    } else if constexpr (HasSize<R>) {
      return rules_.size(position) <= canonical_size_;
    } else {
      return false;
    }
  }

  void add_component(Sum& sum, Position position, bool negated) {
    if constexpr (HasCanonicalLeaf<R>) {
      if (const std::optional<Game> leaf = rules_.canonical_leaf(position)) {
        sum.canonical += negated ? -*leaf : *leaf;
        return;
      }
    }
    std::optional<Part> part = make_part(std::move(position), negated, sum.canonical);
    if (part) {
      insert_part(sum, std::move(*part));
    }
  }

  // A component normalised: its Part if it is searched, else nullopt with its canonical value
  // added into `canonical`.
  std::optional<Part> make_part(Position position, bool negated, Game& canonical) {
    if constexpr (ruleset_hooks::HasNormalise<R>) {
      negated = rules_.normalise(position) != negated;
    }
    if (small(position)) {
      const Game v = canonical_.value(position);
      canonical += negated ? -v : v;
      return std::nullopt;
    }
    const std::uint64_t hash = mix64(static_cast<std::uint64_t>(rules_.hash(position)));
    unsigned size = 0;
    if constexpr (HasSize<R>) {
      size = rules_.size(position);
    }
    return Part{std::move(position), mix64(hash ^ (negated ? kNegated : 0)), negated, size, ValueBounds{}, hash, false};
  }

  // Puts a searched component into the sum, or cancels it against its negative there.
  static void insert_part(Sum& sum, Part part) {
    for (std::size_t i = 0; i < sum.parts.size(); ++i) {
      Part& other = sum.parts[i];
      if (other.negated != part.negated && other.position == part.position) {
        other = std::move(sum.parts.back());
        sum.parts.pop_back();
        return;
      }
    }
    sum.parts.push_back(std::move(part));
  }

  // Adds the option `option` of a component (negated: of a negated one) to `sum`, through a
  // direct-mapped cache of what it splits into: the same option comes back in many sums (every
  // transposition is reached by a move first), and its split, the normalisation of its regions
  // and the lookup of the small ones' values cost most of a Clobber node.
  void add_option(Sum& sum, const Position& option, bool negated) {
    if constexpr (kCachesOptions) {
      if (option_cache_.empty() && option_lookups_ == 0) {
        allocate_option_cache();
      }
      if (!option_cache_.empty()) {
        // Where options rarely come back (a big board's one region: Clobber 2×13 13 % hits,
        // Domineering 6×6 10 %) a miss costs more than a hit saves: the cache is dropped.
        if ((++option_lookups_ & (kOptionTrial - 1)) == 0) {
          if (option_hits_ * 4 < kOptionTrial) {
            option_cache_ = std::vector<OptionSplit>();
            option_claim_.reset();
            add(sum, option, negated);
            return;
          }
          option_hits_ = 0;
        }
        const std::uint64_t h = mix64(static_cast<std::uint64_t>(rules_.hash(option)) ^ (negated ? kNegated : 0));
        OptionSplit& slot = option_cache_[h & (option_cache_.size() - 1)];
        if (!(slot.filled && slot.key == h && slot.negated == negated && slot.option == option)) {
          fill(slot, option, negated, h);
        } else {
          ++option_hits_;
        }
        if (slot.count <= kCachedParts) {
          if (!(slot.small == Game())) {
            sum.canonical += slot.small;
          }
          for (std::uint32_t i = 0; i < slot.count; ++i) {
            insert_part(sum, slot.parts[i]);
          }
          return;
        }
      }
    }
    add(sum, option, negated);
  }

  // The Parts of `option`'s big regions and the sum of its small regions' values, into `slot`
  // (count > kCachedParts: too many regions, the slot holds none and the option is added afresh).
  void fill(OptionSplit& slot, const Position& option, bool negated, std::uint64_t h) {
    slot.filled = false;  // until complete: a budget may stop a value half-way
    slot.key = h;
    slot.negated = negated;
    slot.option = option;
    slot.small = Game();
    slot.count = 0;
    components_.clear();
    rules_.components(option, components_);
    for (Position& component : components_) {
      std::optional<Part> part = make_part(std::move(component), negated, slot.small);
      if (part) {
        if (slot.count < kCachedParts) {
          slot.parts[slot.count] = std::move(*part);
        }
        ++slot.count;
      }
    }
    slot.filled = true;
  }

  void allocate_option_cache() {
    // 2^12 slots (about 1 MiB: a miss to memory costs what a split does), fewer under a tight memory limit (at most a 32nd of it); none below 2^8.
    const std::size_t limit = context_.limits().memory;
    std::size_t slots = kOptionSlots;
    while (limit != 0 && slots >= 256 && slots * sizeof(OptionSplit) > limit / 32) {
      slots /= 2;
    }
    if (slots < 256) {
      return;
    }
    option_claim_.emplace(context_, slots * sizeof(OptionSplit));
    option_cache_.resize(slots);
  }

  // The ruleset's bounds of a representative, through a direct-mapped cache keyed by its hash
  // (a component comes back in many sums; on Domineering 8×8 the grouped bound is over half of
  // a node, and more than half of the look-ups miss even with 2^21 slots). The cache starts
  // small and doubles while most look-ups miss, up to 2^21 slots (48 MiB) or a 32nd of the
  // memory limit: a split search makes a search per task, and a small one should not touch a
  // big cache (Domineering 6×7 on two threads spent 1.2 s of system time in page faults with
  // 2^21 slots from the start, 0.65 s with 2^18).
  ValueBounds bounds_of(const Position& position, std::uint64_t hash) {
    if (!bounds_cache_) {
      resize_bounds_cache(kFewestBoundsSlots);
    }
    if ((++bounds_trials_ & (kBoundsTrial - 1)) == 0) {
      if (!bounds_full_ && bounds_misses_ * 2 > kBoundsTrial && bounds_mask_ + 1 < most_bounds_slots()) {
        try {
          resize_bounds_cache(2 * (bounds_mask_ + 1));
        } catch (const BudgetError&) {
          // The table and the rest already hold what the memory limit allows: a bigger cache
          // only saves time, so the search goes on with this one rather than stop.
          bounds_full_ = true;
        }
      }
      bounds_misses_ = 0;
    }
    CachedBounds& slot = bounds_cache_.get()[hash & bounds_mask_];
    if (slot.key != hash || hash == 0) {
      ++bounds_misses_;
      context_.charge(kWorkPerBounds);
      slot.bounds = rules_.bounds(position);
      slot.key = hash;
    }
    return slot.bounds;
  }

  std::size_t most_bounds_slots() const {
    const std::size_t limit = context_.limits().memory;
    std::size_t slots = kBoundsSlots;
    while (limit != 0 && slots > kFewestBoundsSlots && slots * sizeof(CachedBounds) > limit / 32) {
      slots /= 2;
    }
    return slots;
  }

  // A cache of `slots` slots, claimed from the memory budget, the entries of the old one moved
  // in. calloc: the system zeroes the pages as they are touched; all-zero bytes are empty slots.
  void resize_bounds_cache(std::size_t slots) {
    const std::size_t old_slots = bounds_cache_ ? bounds_mask_ + 1 : 0;
    if (!bounds_claim_) {
      bounds_claim_.emplace(context_);
    }
    bounds_claim_->grow((slots - old_slots) * sizeof(CachedBounds));
    std::unique_ptr<CachedBounds, FreeBounds> cache(static_cast<CachedBounds*>(std::calloc(slots, sizeof(CachedBounds))));
    if (!cache) {
      throw std::bad_alloc();
    }
    for (std::size_t i = 0; i < old_slots; ++i) {
      const CachedBounds& old = bounds_cache_.get()[i];
      if (old.key != 0) {
        cache.get()[old.key & (slots - 1)] = old;
      }
    }
    bounds_cache_ = std::move(cache);
    bounds_mask_ = slots - 1;
  }

  void play(const Frame& f, const Move& move, Sum& child) {
    child.parts.clear();
    if (move.part == kCanonicalMove) {
      child.parts = f.sum.parts;
      child.canonical = move.game;
      return;
    }
    for (std::size_t i = 0; i < f.sum.parts.size(); ++i) {
      if (i != move.part) {
        child.parts.push_back(f.sum.parts[i]);
      }
    }
    child.canonical = f.sum.canonical;
    add_option(child, move.option, f.sum.parts[move.part].negated);
  }

  std::uint64_t key_of(const Frame& f) { return table_key(f.sum, f.to_move); }

  // The table's key of `sum` with `to_move` to move (symmetric_key).
  std::uint64_t table_key(const Sum& sum, Player to_move) {
    return symmetric_key(sum, to_move, [this](Game g) { return mix64(canonical_key(g) + 0x9e3779b97f4a7c15ULL); });
  }

  // The key of `sum` with `to_move` to move, whose canonical part C has the key canonical(C).
  // Right to move in S asks what Left to move in −S asks (does the player to move win?), so
  // Right's sums take −S's key with Left to move and share its entry, in the table and in the
  // database: Domineering's transposed boards are negatives, and Right's first moves then meet
  // what Left's search found (7×7: 605 736 nodes before, 324 169 after). −S is S with every
  // component's sign flipped and −C. Not where repeats are checked: a Python ruleset's path must
  // not take S and −S for one sum.
  template <typename CanonicalKey>
  std::uint64_t symmetric_key(const Sum& sum, Player to_move, CanonicalKey canonical) {
    if (to_move == Player::kLeft || check_repeats_) {
      return sum_key(sum, to_move, canonical(sum.canonical));
    }
    std::uint64_t key = canonical(-sum.canonical);
    for (const Part& part : sum.parts) {
      key += mix64(part.hash ^ (part.negated ? 0 : kNegated));  // the part's key with its sign flipped
    }
    key = mix64(key);
    return key == 0 ? 1 : key;
  }
  // The key of `sum` with `to_move` to move, whose canonical part has the key `canonical`.
  static std::uint64_t sum_key(const Sum& sum, Player to_move, std::uint64_t canonical) {
    std::uint64_t key = canonical;
    for (const Part& part : sum.parts) {
      key += part.key;  // a multiset: the order of the components does not matter
    }
    key = mix64(key) ^ (to_move == Player::kRight ? kRightToMove : 0);
    return key == 0 ? 1 : key;  // 0 marks an empty entry of the table
  }

  std::uint64_t canonical_key(Game g) {
    return key_by_text_ ? stable_key(g) : g.id();
  }
  // The key of a canonical game by its text (stable_game_key), the same in every context and
  // run: for the database, and for a table shared across contexts. Cached by id, as texts cost.
  std::uint64_t stable_key(Game g) {
    auto [at, added] = stable_keys_.try_emplace(g.id(), 0);
    if (added) {
      at->second = stable_game_key(g);
    }
    return at->second;
  }

  // Starts on the sum of f: its answer if known at once (no component left, the table, no
  // move), else nullopt with f's moves generated in the order they are tried.
  std::optional<bool> enter(Frame& f) {
    ++stats_.nodes;
    f.expanded = false;
    f.has_played = false;
    f.moves.clear();
    f.next = 0;
    if (progress_ && (stats_.nodes & progress_mask_) == 0) {
      progress_(stats_);
    }
    if (f.sum.parts.empty()) {
      context_.charge(kWorkPerNode);
      const Outcome o = outcome(f.sum.canonical);
      return f.to_move == Player::kLeft ? left_wins_moving_first(o) : right_wins_moving_first(o);
    }
    f.key = key_of(f);
    if (const std::optional<bool> known = table_.find(f.key)) {
      context_.charge(kWorkPerNode);
      ++stats_.table_hits;
      return known;
    }
    if (std::optional<bool> known = probe(f)) {
      context_.charge(kWorkPerNode);
      ++stats_.db_hits;
      return known;
    }
    if constexpr (ruleset_hooks::HasBounds<R>) {
      if (use_bounds_) {
        if (const std::optional<bool> decided = decide_by_bounds(f)) {
          context_.charge(kWorkPerNode);
          ++stats_.bound_cuts;
          return decided;
        }
      }
    }
    // The biggest components first: their moves decide most, and a small one's are often
    // better left for later (equal sizes: by key, so the order does not depend on history).
    order_.clear();
    for (std::uint32_t i = 0; i < f.sum.parts.size(); ++i) {
      order_.push_back(i);
    }
    std::sort(order_.begin(), order_.end(), [&](std::uint32_t a, std::uint32_t b) {
      const Part& pa = f.sum.parts[a];
      const Part& pb = f.sum.parts[b];
      return pa.size != pb.size ? pa.size > pb.size : pa.key < pb.key;
    });
    for (std::uint32_t i : order_) {
      const Part& part = f.sum.parts[i];
      // −G's options for a player are the negatives of G's for the other.
      options_.clear();
      rules_.options(part.position, part.negated ? opponent(f.to_move) : f.to_move, options_);
      for (Position& option : options_) {
        const std::uint32_t slot = history_slot(part.position, option, f.to_move);
        int priority = 0;
        if constexpr (HasMovePriority<R>) {
          priority = rules_.move_priority(part.position, option, part.negated ? opponent(f.to_move) : f.to_move);
        }
        f.moves.push_back(Move{i, std::move(option), Game(), slot, priority});
      }
    }
    {
      std::stable_sort(f.moves.begin(), f.moves.end(), [&](const Move& a, const Move& b) {
        const std::uint32_t ha = history_[a.slot];
        const std::uint32_t hb = history_[b.slot];
        return a.priority != b.priority ? a.priority > b.priority : ha > hb;
      });
    }
    if (!(f.sum.canonical == Game())) {
      for (Game g : f.to_move == Player::kLeft ? left_options(f.sum.canonical) : right_options(f.sum.canonical)) {
        f.moves.push_back(Move{kCanonicalMove, Position{}, g});
      }
    }
    context_.charge(kWorkPerNode + f.moves.size());
    if (f.moves.empty()) {
      return false;
    }
    if (use_etc_ && (kTranspositionCutoffs || wants_static_cut(f))) {
      if (const std::optional<bool> known = etc_cut(f)) {
        ++stats_.etc_cuts;
        table_.store(f.key, *known, 1);
        return known;
      }
    }
    if (check_repeats_ && !on_path_.insert(f.key).second) {
      throw DomainError("a position comes back after a sequence of moves: the game is not short, and the search "
                        "decides short games only");
    }
    f.expanded = true;
    f.nodes_at_entry = stats_.nodes;
    return std::nullopt;
  }

  // Enhanced transposition cutoff: whether one of f's options is already known lost for the
  // opponent (in the table, with no component left, or for rulesets with bounds by the bounds),
  // so f is won (true) without searching any; false if every option is known won by the
  // opponent. A look over the options before the deep search of the first; the options known
  // won by the opponent are dropped from f.moves.
  std::optional<bool> etc_cut(Frame& f) {
    ++stats_.etc_scans;
    if (f.played.size() < f.moves.size()) {
      f.played.resize(f.moves.size());
    }
    // Options known won by the opponent are dropped: searching them would only find that again.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < f.moves.size(); ++i) {
      Sum& child = f.played[kept];
      play(f, f.moves[i], child);
      std::optional<bool> known;
      if (child.parts.empty()) {
        const Outcome o = outcome(child.canonical);
        known = f.to_move == Player::kLeft ? right_wins_moving_first(o) : left_wins_moving_first(o);
      } else {
        known = table_.find(table_key(child, opponent(f.to_move)));
        if constexpr (ruleset_hooks::HasBounds<R>) {
          if (!known && use_bounds_) {
            context_.charge(kWorkPerBoundedOption);
            known = decide_by_bounds(child, opponent(f.to_move));
            if (known) {
              ++stats_.bound_cuts;
            }
          }
        }
      }
      if (known && !*known) {
        return true;
      }
      if (!known) {
        if (kept != i) {
          f.moves[kept] = std::move(f.moves[i]);
        }
        ++kept;
      }
    }
    f.moves.resize(kept);
    f.has_played = true;  // the options are searched from these sums, not played again
    if (kept == 0) {
      return false;  // every option is won by the opponent
    }
    return std::nullopt;
  }

  // The database's answer for f's sum (and its stable key kept in f for record()).
  std::optional<bool> probe(Frame& f) {
    if (db_.known == nullptr) {
      return std::nullopt;
    }
    f.stable_key = symmetric_key(f.sum, f.to_move, [this](Game g) { return stable_key(g); });
    return db_.known->find(f.stable_key);
  }

  void record(const Frame& f, bool wins) {
    const std::uint64_t nodes = stats_.nodes - f.nodes_at_entry;
    if (db_.found != nullptr && nodes >= db_.min_nodes) {
      db_.found->emplace_back(f.stable_key, make_answer(wins, nodes));
    }
  }

  // Whether the player to move wins, if the sum of the components' bounds and the canonical
  // part already tells.
  std::optional<bool> decide_by_bounds(Frame& f) { return decide_by_bounds(f.sum, f.to_move); }
  std::optional<bool> decide_by_bounds(Sum& sum, Player to_move) {
    SumBounds total;
    for (Part& part : sum.parts) {
      if (!part.has_bounds) {
        const ValueBounds b = bounds_of(part.position, part.hash);
        part.bounds = part.negated ? ValueBounds{-b.upper, b.upper_switch, -b.lower, b.lower_switch} : b;
        part.has_bounds = true;
      }
      total.add(part.bounds);
    }
    return total.decide(stops_.of(sum.canonical), to_move == Player::kLeft);
  }

  // Whether f is big enough for every option's bounds to be looked at before the first option
  // is searched (static_cuts: rulesets with bounds but without R::kTranspositionCutoffs).
  bool wants_static_cut(const Frame& f) const {
    if constexpr (ruleset_hooks::HasBounds<R> && HasSize<R>) {
      if (!use_bounds_ || static_cut_min_ == 0) {
        return false;
      }
      unsigned total = 0;
      for (const Part& part : f.sum.parts) {
        total += part.size;
      }
      return total >= static_cut_min_;
    } else {
      return false;
    }
  }

  // The history heuristic's slot of a move: the cells it changes on a board of its shape (a
  // grid ruleset's layers), or the option's hash for any other ruleset, and the mover.
  static std::uint32_t history_slot(const Position& from, const Position& to, Player mover) {
    std::uint64_t h = mover == Player::kRight ? kRightToMove : 0;
    if constexpr (requires { from.layers; from.rows; }) {
      h ^= mix64(std::uint64_t{from.rows} << 8 | from.cols);
      for (std::size_t i = 0; i < from.layers.size(); ++i) {
        h = mix64(h ^ (from.layers[i] ^ to.layers[i]));
      }
    } else {
      h = mix64(h ^ static_cast<std::uint64_t>(std::hash<const void*>()(nullptr)));
    }
    return static_cast<std::uint32_t>(h & (kHistorySlots - 1));
  }

  std::vector<std::uint32_t> history_ = std::vector<std::uint32_t>(kHistorySlots);
  std::vector<OptionSplit> option_cache_;  // allocated at the first move
  std::uint64_t option_lookups_ = 0;
  std::uint64_t option_hits_ = 0;  // in the current trial of kOptionTrial lookups
  static constexpr std::uint64_t kOptionTrial = std::uint64_t{1} << 14;
  std::optional<MemoryClaim> option_claim_;
  struct CachedBounds {
    std::uint64_t key = 0;  // 0: empty (a hash of 0 is never cached)
    ValueBounds bounds;
  };
  // At most 2^21 slots (48 MiB) where the memory limit allows it (a 2 GiB limit does):
  // Domineering 8×8 took 150 CPU s against 160 with 2^18 (one run each, docs/solve.md).
  static constexpr std::size_t kBoundsSlots = std::size_t{1} << 21;
  static constexpr std::size_t kFewestBoundsSlots = std::size_t{1} << 12;
  static constexpr std::uint64_t kBoundsTrial = std::uint64_t{1} << 14;  // look-ups between doublings
  static_assert(std::is_trivially_copyable_v<CachedBounds>, "calloc's zeros must be empty slots");
  struct FreeBounds {
    void operator()(CachedBounds* b) const noexcept { std::free(b); }
  };
  std::unique_ptr<CachedBounds, FreeBounds> bounds_cache_;  // allocated at the first bound
  std::size_t bounds_mask_ = 0;
  std::uint64_t bounds_trials_ = 0;
  std::uint64_t bounds_misses_ = 0;
  bool bounds_full_ = false;  // a doubling did not fit the memory limit: no more tries
  std::optional<MemoryClaim> bounds_claim_;

  const R& rules_;
  Context& context_;
  OutcomeTable& table_;
  RulesetSolver<R> canonical_;
  unsigned canonical_size_;
  std::function<void(const SearchStats&)> progress_;
  std::uint64_t progress_mask_;
  SearchStats stats_;
  DatabaseHook db_;
  std::unordered_map<std::uint32_t, std::uint64_t> stable_keys_;  // by Game::id()
  bool key_by_text_ = false;  // the table's key of the canonical part: stable_key, not the id
  bool use_bounds_ = true;
  bool use_etc_ = true;
  unsigned static_cut_min_ = kStaticCutMinSize;
  Sum etc_sum_;  // scratch of etc_cut()
  bool check_repeats_ = false;
  std::unordered_set<std::uint64_t> on_path_;  // keys of the expanded sums from the root (check_repeats)
  StopsCache stops_;
  std::deque<Frame> frames_;
  std::vector<std::uint32_t> order_;   // scratch of enter()
  std::vector<Position> options_;      // scratch of enter()
  std::vector<Position> components_;   // scratch of add()
};

}  // namespace cgt::solve
