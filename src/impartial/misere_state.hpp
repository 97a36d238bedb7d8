#pragma once
// What the misère engine keeps in a context (private to src/impartial): the canonical forms,
// hash-consed by their option sets, and the caches of sums, genera and trees converted. All of
// it goes when the context is cleared.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/misere.hpp"

namespace cgt::misere {

using GameId = std::uint32_t;

// Makes handles: the one way to turn an id into a MisereGame.
struct GameAccess {
  static MisereGame make(GameId id, std::uint32_t tag) noexcept { return {id, id == 0 ? 0 : tag}; }
};

// CGSuite's phyla (Dan Hoey's classification in CGSuite's misère engine; Conway, ONAG ch. 12),
// as far as they change what is printed: the genus of a nim heap is written g, that of a tame
// or restive game g^γ0, any other in full. Tameable and restless games, which CGSuite also
// names, print as wild ones and are kWild here. Ordered as CGSuite orders the tame ones.
enum class Phylum : std::uint8_t {
  kNimHeap,
  kHereditarilyTame,
  kReversiblyTame,
  kHereditarilyRestive,
  kReversiblyRestive,
  kWild,
  kUnknown,  // not classified yet (State::phylum classifies on first use)
};

// (g, γ0) of a tame genus, a nim position's: equal, or both at most 1 (0^1, 1^0, 0^0, 1^1).
// Otherwise, with g ≤ 1, the genus is restive.
[[nodiscard]] constexpr bool is_tame_pair(std::uint32_t g, std::uint32_t gamma0) {
  return g == gamma0 || (g < 2 && gamma0 < 2);
}

[[nodiscard]] constexpr bool is_generally_tame(Phylum p) {
  return p == Phylum::kNimHeap || p == Phylum::kHereditarilyTame || p == Phylum::kReversiblyTame;
}
[[nodiscard]] constexpr bool is_restive_or_tame(Phylum p) {
  return p != Phylum::kWild && p != Phylum::kUnknown;
}

class State final : public ContextState {
 public:
  explicit State(Context& context);

  [[nodiscard]] std::size_t bytes_held() const override;

  // The id of `g`, after checking that it belongs to this state (ContextError otherwise).
  [[nodiscard]] GameId id(MisereGame g) const;
  [[nodiscard]] MisereGame game(GameId id) const noexcept { return GameAccess::make(id, tag); }

  // The canonical form of the game with these options (canonical ids; any order).
  GameId canonical(std::vector<GameId> options);
  GameId nimber(std::uint64_t n);
  GameId sum(GameId g, GameId h);
  GameId from_tree(ImpartialGame tree);

  // Options sorted by id (for look-ups).
  [[nodiscard]] std::span<const GameId> options(GameId g) const {
    const Record& r = records_[g];
    return {options_.data() + r.first, r.count};
  }
  // Options in CGSuite's canonical order (ascending).
  std::vector<GameId> ordered_options(GameId g);
  [[nodiscard]] std::uint32_t birthday(GameId g) const { return records_[g].birthday; }
  [[nodiscard]] std::uint32_t misere_value(GameId g) const { return records_[g].misere_value; }
  [[nodiscard]] std::uint32_t normal_value(GameId g) const { return records_[g].normal_value; }
  // CGSuite's phylum; an odd game (X + *) has its even part's.
  Phylum phylum(GameId g);
  bool is_even(GameId g);
  bool is_nim_heap(GameId g);
  const MisereGenus& genus(GameId g);
  // X with X + *i = g and X born before g, if one is found among g's options and their options.
  std::optional<GameId> subtract_nimber(GameId g, std::uint64_t i);
  // CGSuite's comparison of canonical order: <0, 0, >0.
  int compare(GameId a, GameId b);
  [[nodiscard]] std::size_t size() const noexcept { return records_.size(); }

  const std::uint32_t tag;

 private:
  enum class Parity : std::uint8_t { kUnknown, kEven, kOdd };
  struct Record {
    std::size_t first;  // into options_
    std::uint32_t count;
    std::uint32_t birthday;
    std::uint32_t misere_value;
    std::uint32_t normal_value;
    Phylum phylum;
    Parity parity;
  };

  std::optional<GameId> find(const std::vector<GameId>& sorted) const;
  GameId add_record(const std::vector<GameId>& sorted);
  // The game whose (canonical, sorted) options are being made canonical, with its normal-play
  // and misère nim values (both invariants of misère equivalence: the genus's base and γ0).
  struct Target {
    const std::vector<GameId>& options;
    std::uint32_t normal_value;
    std::uint32_t misere_value;
  };
  // Whether canonical x equals the target (Conway's test with the proviso). Answers are kept
  // for one target (memo_round_ says which).
  bool equals(GameId x, const Target& s);
  Phylum classify_even(GameId g);
  [[nodiscard]] bool has_option(GameId g, GameId option) const;

  Context& context_;
  std::vector<Record> records_;
  // equals()'s answers for the current target: memo_[x] is (round << 1 | answer), valid when
  // its round is memo_round_ (a new round per canonical(): nothing to clear).
  std::vector<std::uint64_t> memo_;
  std::uint64_t memo_round_ = 0;
  std::vector<GameId> options_;
  std::unordered_multimap<std::uint64_t, GameId> by_hash_;
  std::vector<GameId> nimbers_;
  std::unordered_map<std::uint64_t, GameId> sums_;
  std::unordered_map<GameId, MisereGenus> genera_;
  std::size_t genus_bytes_ = 0;  // the genera's exponent vectors
  std::unordered_map<GameId, std::vector<GameId>> ordered_;
  std::unordered_map<std::uint32_t, GameId> trees_;  // impartial tree id -> canonical form
};

State& state();

}  // namespace cgt::misere
