#pragma once
// Loopy partizan games that are stoppers, in their simplest form (Siegel, Combinatorial Game
// Theory, ch. VI; CGSuite's CanonicalStopper).
//
// A loopy game is a vertex of a bigraph: every vertex has Left edges and Right edges to other
// vertices (itself included: an edge to itself is a pass). A stopper is a loopy game from
// which no play alternating Left, Right, Left, ... runs forever. Stoppers are compared as
// Siegel does: G ≤ H when Left, moving second in H - G, never loses (an endless play counts as
// Left surviving). Each stopper has a simplest form, unique up to isomorphism: no dominated
// option, no reversible option (bypassed), and no two equal vertices (fused).
//
// Texts follow CGSuite: a loopfree value is a short game (`{4*|7/2}`); `on`, `off`, `over`,
// `under`, `x` + over as `2over`, x + under as `3/2under`; `+-` for a switch; otherwise
// `{L|R}` with `pass` for an edge to the game itself and a named node `a{...}` for a cycle
// through other vertices.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/outcome.hpp"

namespace cgt {

// A bigraph under construction or after simplification. Edges name vertices by index.
struct LoopyGraph {
  std::uint32_t add_vertex() {
    if (edges[0].size() == edges[0].capacity()) [[unlikely]] {
      reserve_more();
    }
    edges[0].emplace_back();
    edges[1].emplace_back();
    return static_cast<std::uint32_t>(edges[0].size() - 1);
  }
  // A move of `player` (0 Left, 1 Right) from `from` to `to`. (Prefer it to edges[p][v].push_back
  // (add_…()): adding a vertex may move the lists that expression has already looked up.)
  void add_edge(int player, std::uint32_t from, std::uint32_t to) { edges[player][from].push_back(to); }
  // The vertex (added with its followers) of a short game, shared with equal games added
  // before.
  std::uint32_t add_short_game(Game g);
  // The start vertex of a copy of s's graph, whose loopfree vertices are shared with the short
  // games added before (add_short_game).
  std::uint32_t add_stopper(const class Stopper& s);
  [[nodiscard]] std::size_t size() const noexcept { return edges[0].size(); }
  // Heap bytes held (edge lists and the index of short games), for the memory budget.
  [[nodiscard]] std::size_t heap_bytes() const;

  // edges[0][v]: Left's moves from v; edges[1][v]: Right's.
  std::vector<std::vector<std::uint32_t>> edges[2];
  std::unordered_map<Game, std::uint32_t> short_vertices;

 private:
  // Doubles the vertex lists once the current context's memory budget allows it.
  void reserve_more();
};

class Stopper;
namespace loopy {
// A graph already in simplest form, packed from vertex 0, as a Stopper (src/loopy only).
Stopper adopt_simplest(LoopyGraph graph);
}  // namespace loopy

// A stopper in simplest form: an immutable graph (shared between copies) and its start vertex,
// which is 0; every vertex of the graph is reachable from it.
class Stopper {
 public:
  // The stopper 0.
  Stopper();
  // A short game as a stopper.
  explicit Stopper(Game g);
  static Stopper on();
  static Stopper off();

  [[nodiscard]] const LoopyGraph& graph() const noexcept { return form_->graph; }
  // The short game of each vertex from which no cycle is reachable (nullopt for the others).
  [[nodiscard]] const std::vector<std::optional<Game>>& short_games() const noexcept { return form_->shorts; }
  // Whether no cycle is reachable: the value is then the short game `as_short_game()`.
  [[nodiscard]] bool is_loopfree() const { return form_->shorts[0].has_value(); }
  [[nodiscard]] std::optional<Game> as_short_game() const { return form_->shorts[0]; }
  [[nodiscard]] std::vector<Stopper> left_options() const;
  [[nodiscard]] std::vector<Stopper> right_options() const;
  [[nodiscard]] Stopper negative() const;
  // Equal values hash alike: a hash of the graph's shape, refined from its short games.
  [[nodiscard]] std::size_t hash() const noexcept { return form_->hash; }
  // Heap bytes of the form (graph and short games), which copies share.
  [[nodiscard]] std::size_t heap_bytes() const noexcept { return form_->bytes; }

  // Equal values (G ≤ H and H ≤ G).
  friend bool operator==(const Stopper& a, const Stopper& b);

 private:
  struct Form {
    LoopyGraph graph;
    std::vector<std::optional<Game>> shorts;
    std::size_t hash = 0;
    std::size_t bytes = 0;
  };
  friend Stopper loopy::adopt_simplest(LoopyGraph graph);
  explicit Stopper(std::shared_ptr<const Form> form) : form_(std::move(form)) {}
  std::shared_ptr<const Form> form_;
};

// Whether no alternating play from `start` or any vertex reachable from it runs forever.
bool is_stopper(const LoopyGraph& graph, std::uint32_t start);

// The simplest forms of the given vertices of one graph, simplified together (a vertex shared
// by several is simplified once). Throws DomainError when some vertex reachable from them is
// not a stopper.
std::vector<Stopper> simplest_forms(const LoopyGraph& graph, const std::vector<std::uint32_t>& starts);
Stopper simplest_form(const LoopyGraph& graph, std::uint32_t start);

// G + x for a short game x: a stopper (only G's positions can repeat). The sum of two loopy
// stoppers need not be a stopper (on + off is not) and is not offered.
Stopper operator+(const Stopper& g, Game x);

// CGSuite's text of a stopper: `{0|pass}`, `{pass|3/2}`, `a{0||||0|||a|*||*}`, `on`, `2over`;
// any short game (`-1/4+*`, `{3||2|1}`) where a game may stand. `pass` is a move to the
// braces around it; `name{…}` names a position that `name` refers back to. Throws ParseError
// (with the column) and DomainError for a graph that is not a stopper. The short games in it are
// read by parse_game with `functions` (the rulesets' boards, for instance).
Stopper parse_stopper(std::string_view text, const GameFunctionTable& functions = {});

// G ≤ H for stoppers.
bool leq(const Stopper& g, const Stopper& h);
Outcome outcome(const Stopper& g);

// CGSuite's text.
std::string to_string(const Stopper& g);

// One shared copy of each value: equal stoppers given to `intern` come back as the first one
// (so a caller that keys on &graph() sees each value once).
class StopperPool {
 public:
  Stopper intern(const Stopper& s);
  [[nodiscard]] std::size_t size() const noexcept { return count_; }
  // Heap bytes held by the pool and its values' forms.
  [[nodiscard]] std::size_t bytes_held() const noexcept;

 private:
  std::unordered_map<std::size_t, std::vector<Stopper>> by_hash_;
  std::size_t count_ = 0;
  std::size_t bytes_ = 0;  // the values' forms and buckets, summed as they come
};

// The pool of the calling thread's current context: values interned there stay until
// Context::clear() and count against the context's memory budget. A ruleset that keeps values
// between calls (Fox and Geese) interns them here, so equal values share one graph.
StopperPool& context_stopper_pool();

}  // namespace cgt
