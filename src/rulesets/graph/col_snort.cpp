// Col and Snort on graphs in CGSuite's graph text, read as CGSuite's game.graph.GenCol reads it:
// every vertex in the text is uncoloured (a coloured vertex is gone from the graph), and its
// label is a tint: '.' none, 'L' a neighbour was coloured by Left, 'R' by Right. In Col a
// player may colour an untinted vertex or one tinted for the other player; in Snort an
// untinted vertex or one tinted for herself. Colouring a vertex removes it, tints its
// untinted neighbours for the mover and removes its neighbours tinted for the other player
// (they touch both colours: nobody may colour them in either game).
// A position is what is left to colour: the vertices each player may still colour (two masks
// of at most 64 vertices; a removed vertex is in neither). So a tint is a mask, the move takes
// the vertex from both masks and, by the rule, its neighbours from one player's; the
// uncoloured vertices split into the parts edges between them connect, and exchanging the
// players' masks gives the negative.

#include <array>
#include <bit>
#include <string>

#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"
#include "rulesets/graph/graph_text.hpp"

namespace cgt {

namespace {

using Vertices = std::uint64_t;

struct Board {
  std::vector<Vertices> neighbours;  // by vertex
  std::string text;                  // names the table: positions are vertex sets of this graph
};

struct Position {
  std::array<Vertices, 2> may{};  // [0]: the vertices Left may colour, [1]: Right's
  friend bool operator==(const Position&, const Position&) = default;
};

// Col (same_colour_forbidden) or Snort.
struct ColourGame {
  using Position = cgt::Position;
  const Board* board;
  bool col;

  [[nodiscard]] std::size_t hash(const Position& p) const {
    std::uint64_t h = (p.may[0] * 0x9e3779b97f4a7c15ULL) ^ (p.may[1] + 0x632be59bd9b4e019ULL);
    h *= 0xbf58476d1ce4e5b9ULL;
    return static_cast<std::size_t>(h ^ (h >> 31));
  }

  void options(const Position& p, Player player, std::vector<Position>& out) const {
    const std::size_t me = player == Player::kLeft ? 0 : 1;
    for (Vertices rest = p.may[me]; rest != 0; rest &= rest - 1) {
      const auto v = static_cast<unsigned>(std::countr_zero(rest));
      const Vertices bit = Vertices{1} << v;
      Position next;
      next.may[0] = p.may[0] & ~bit;
      next.may[1] = p.may[1] & ~bit;
      // Col: my colour next to v is now forbidden to me; Snort: to the other player.
      next.may[col ? me : 1 - me] &= ~board->neighbours[v];
      out.push_back(next);
    }
  }

  // The parts of the uncoloured vertices connected through uncoloured ones.
  void components(const Position& p, std::vector<Position>& out) const {
    Vertices open = p.may[0] | p.may[1];
    while (open != 0) {
      Vertices part = open & -open;
      for (Vertices frontier = part; frontier != 0;) {
        Vertices grown = 0;
        for (Vertices rest = frontier; rest != 0; rest &= rest - 1) {
          grown |= board->neighbours[static_cast<unsigned>(std::countr_zero(rest))];
        }
        frontier = grown & open & ~part;
        part |= frontier;
      }
      out.push_back(Position{{p.may[0] & part, p.may[1] & part}});
      open &= ~part;
    }
  }

  bool normalise(Position& p) const {
    if (p.may[1] < p.may[0]) {
      std::swap(p.may[0], p.may[1]);
      return true;
    }
    return false;
  }

  [[nodiscard]] std::string table_name() const { return (col ? "col:" : "snort:") + board->text; }
};

Game colour_game(std::string_view text, bool col) {
  const char* what = col ? "col graph" : "snort graph";
  const graph_text::Graph parsed = graph_text::parse(text, "-", "LR", what);
  Board board;
  board.text = std::string(text);
  board.neighbours.assign(parsed.vertex_labels.size(), 0);
  for (const graph_text::Edge& e : parsed.edges) {
    if (e.a != e.b) {
      board.neighbours[e.a] |= Vertices{1} << e.b;
      board.neighbours[e.b] |= Vertices{1} << e.a;
    }
  }
  // A tint takes the vertex from the mask of the player it forbids: in Col the player it is
  // tinted for (her colour is next to it), in Snort the other one.
  Position start;
  for (unsigned v = 0; v < parsed.vertex_labels.size(); ++v) {
    const char label = parsed.vertex_labels[v];
    const Vertices bit = Vertices{1} << v;
    start.may[0] |= bit;
    start.may[1] |= bit;
    if (label == 'L' || label == 'R') {
      const std::size_t tinted_for = label == 'L' ? 0 : 1;
      start.may[col ? tinted_for : 1 - tinted_for] &= ~bit;
    }
  }
  const ColourGame rules{&board, col};
  return solve_ruleset(rules, start);
}

}  // namespace

Game col_game(std::string_view graph) {
  return colour_game(graph, true);
}

Game snort_game(std::string_view graph) {
  return colour_game(graph, false);
}

}  // namespace cgt
