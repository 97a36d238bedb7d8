#pragma once
// Impartial games in misère play (the player who cannot move wins; whoever takes the last
// token loses): Conway's misère canonical forms (ONAG ch. 12, Siegel's CGT ch. V), written as
// CGSuite writes them (`*[2[2]321]`), with the misère and normal nim values, the genus and
// tameness.
//
// Two games are equal in misère play when adding any impartial game X to either gives sums of
// one outcome. By Conway's theorem every game equals exactly one game with canonical options
// and no reversible option (an option G' with an option G'' = G); that game is its canonical
// form, and two games are equal iff their canonical forms are identical. The store keeps the
// canonical forms hash-consed in the context (cgt/context.hpp) like the other stores, so a
// MisereGame is an id and equal games are equal ids; used in another context, or after its
// context was cleared, it throws ContextError. Work and memory are charged to the context.
//
//   using cgt::MisereGame;
//   MisereGame g = MisereGame::nimber(2) + MisereGame::nimber(2);
//   g.to_string();        // "*[2[2]]"
//   g.is_p_position();    // true: *2 + *2 is a misère P-position
//   g.genus().to_string();  // "0^0"

#include <compare>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/impartial.hpp"

namespace cgt {

namespace misere {
struct GameAccess;
}  // namespace misere

// Conway's genus g^{γ0 γ1 γ2 …}: g is the normal-play nim value and γ0 the misère nim value;
// γn follows from the options' genera by Conway's rules (for tame games it is the misère value
// of G + *2 + … + *2, n copies), and the sequence is eventually of period 2. As in CGSuite,
// `exponents` is empty for a nim heap; holds γ0 alone for a tame or a restive game (CGSuite's
// phyla: hereditarily or reversibly so), whose g and γ0 fix the rest — a nim position's
// sequence, or a restive one's; and otherwise the sequence up to where it settles (at least
// two terms). That is also how CGSuite writes it.
struct MisereGenus {
  std::uint32_t base = 0;
  std::vector<std::uint32_t> exponents;
  // γn for any n.
  [[nodiscard]] std::uint32_t exponent(std::size_t n) const;
  // An n from which γ(n+2) = γn for good (CGSuite's bound: not always the least).
  [[nodiscard]] std::size_t settled() const;
  // CGSuite's text: "2" (a nim heap), "0^0" (tame), "1^2" (restive), "0^120", "4^(1,10,3)"
  // (a term ≥ 10).
  [[nodiscard]] std::string to_string() const;
  friend bool operator==(const MisereGenus&, const MisereGenus&) = default;
};

class MisereGame {
 public:
  MisereGame() = default;  // 0, valid in every context
  // *n = {0, *1, …, *(n−1)}.
  [[nodiscard]] static MisereGame nimber(std::uint64_t n);
  // The canonical form of the game with these options (any order, duplicates allowed).
  [[nodiscard]] static MisereGame from_options(std::vector<MisereGame> options);
  // The canonical form of an impartial game tree (cgt/impartial.hpp) played misère.
  [[nodiscard]] static MisereGame from_tree(ImpartialGame game);

  [[nodiscard]] std::uint32_t id() const noexcept { return id_; }
  [[nodiscard]] std::uint32_t context_tag() const noexcept { return tag_; }

  // The canonical options, in CGSuite's canonical order (the text lists them in reverse).
  [[nodiscard]] std::vector<MisereGame> options() const;
  [[nodiscard]] std::uint32_t birthday() const;
  // G−: 1 for 0, else the mex of the options' G−. 0 exactly for misère P-positions.
  [[nodiscard]] std::uint32_t misere_value() const;
  // G+: the normal-play nim value.
  [[nodiscard]] std::uint32_t normal_value() const;
  // Whether the player to move loses (misère play). 0 is not: the player to move has no move
  // and so wins.
  [[nodiscard]] bool is_p_position() const { return misere_value() == 0; }
  [[nodiscard]] bool is_nim_heap() const;
  // Hereditarily tame: the game and every position of it have the genus of a nim position
  // (CGSuite's IsTame; reversibly tame games are not).
  [[nodiscard]] bool is_tame() const;
  // Even: born earlier than G + * (CGSuite's parity; 0 is even, * odd).
  [[nodiscard]] bool is_even() const;
  [[nodiscard]] MisereGenus genus() const;
  // CGSuite's text: "*[0]", "*[2]", "*[2#]" (one option), "*[2[2]]" (*2 + *2), "*[2[2]321]".
  [[nodiscard]] std::string to_string() const;

  friend bool operator==(MisereGame, MisereGame) = default;

 private:
  friend struct misere::GameAccess;
  MisereGame(std::uint32_t id, std::uint32_t tag) noexcept : id_(id), tag_(tag) {}
  std::uint32_t id_ = 0;
  std::uint32_t tag_ = 0;
};

// The disjunctive sum (canonical).
[[nodiscard]] MisereGame operator+(MisereGame g, MisereGame h);

// Number of canonical forms held by the current context.
[[nodiscard]] std::size_t misere_store_size();

// The longest text to_string() writes (LimitError beyond): misère canonical forms of a few
// dozen tokens already run to megabytes.
inline constexpr std::size_t kMaxMisereText = std::size_t{1} << 24;

// Canonical forms per context, whatever the budget.
inline constexpr std::size_t kMaxMisereGames = std::size_t{1} << 24;

}  // namespace cgt
