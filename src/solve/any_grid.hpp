#pragma once
// A ruleset whose positions are boards of any of the grid rulesets (cgt/grid_rulesets.hpp),
// for sums that mix them: each position carries its ruleset, and every hook dispatches on it.
// A sum of one ruleset is searched with that ruleset itself (no dispatch per node).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/grid_rulesets.hpp"

namespace cgt::solve {

enum class GridKind : std::uint8_t { kDomineering, kClobber, kAmazons, kKonane, kCram, kToadsAndFrogs };

// Calls f(rules) with the rule struct of `kind` on boards of word W (grid::Bits: at most 64
// cells; grid::WideBits: at most 128).
template <typename W = grid::Bits, typename F>
decltype(auto) with_rules(GridKind kind, F&& f) {
  switch (kind) {
    case GridKind::kDomineering:
      return f(BasicDomineering<W>{});
    case GridKind::kClobber:
      return f(BasicClobber<W>{});
    case GridKind::kAmazons:
      return f(BasicAmazons<W>{});
    case GridKind::kKonane:
      return f(BasicKonane<W>{});
    case GridKind::kCram:
      return f(BasicCram<W>{});
    default:
      return f(BasicToadsAndFrogs<W>{});
  }
}

// The components of at most this size take their canonical value in the search: measured on
// the project machine (docs/solve.md, "Threshold"). one_row: every board of the sum is a strip.
unsigned default_canonical_size(GridKind kind, bool one_row);

template <typename W>
struct BasicAnyGrid {
  static constexpr std::string_view kName = "mixed";  // its database section
  int canonical_override = -1;  // one threshold for every kind (SolveOptions::canonical_size)

  struct Position {
    GridKind kind = GridKind::kDomineering;
    grid::Board<3, W> board;  // the ruleset's layers first, the rest 0
    friend bool operator==(const Position&, const Position&) = default;
  };

  template <std::size_t N>
  static Position widen(GridKind kind, const grid::Board<N, W>& b) {
    Position p;
    p.kind = kind;
    p.board.rows = b.rows;
    p.board.cols = b.cols;
    for (std::size_t i = 0; i < N; ++i) {
      p.board.layers[i] = b.layers[i];
    }
    return p;
  }
  template <typename Rules>
  static typename Rules::Position narrow(const Position& p) {
    typename Rules::Position b;
    b.rows = p.board.rows;
    b.cols = p.board.cols;
    for (std::size_t i = 0; i < b.layers.size(); ++i) {
      b.layers[i] = p.board.layers[i];
    }
    return b;
  }

  [[nodiscard]] std::uint64_t hash(const Position& p) const {
    return with_rules<W>(p.kind, [&](auto rules) -> std::uint64_t {
      using Rules = decltype(rules);
      return rules.hash(narrow<Rules>(p)) ^ (static_cast<std::uint64_t>(p.kind) * 0x9e3779b97f4a7c15ULL);
    });
  }
  void options(const Position& p, Player player, std::vector<Position>& out) const {
    with_rules<W>(p.kind, [&](auto rules) {
      using Rules = decltype(rules);
      std::vector<typename Rules::Position> options;
      rules.options(narrow<Rules>(p), player, options);
      for (const auto& o : options) {
        out.push_back(widen(p.kind, o));
      }
    });
  }
  void components(const Position& p, std::vector<Position>& out) const {
    with_rules<W>(p.kind, [&](auto rules) {
      using Rules = decltype(rules);
      std::vector<typename Rules::Position> parts;
      rules.components(narrow<Rules>(p), parts);
      for (const auto& part : parts) {
        out.push_back(widen(p.kind, part));
      }
    });
  }
  bool normalise(Position& p) const {
    return with_rules<W>(p.kind, [&](auto rules) {
      using Rules = decltype(rules);
      typename Rules::Position b = narrow<Rules>(p);
      const bool negated = rules.normalise(b);
      p = widen(p.kind, b);
      return negated;
    });
  }
  [[nodiscard]] unsigned size(const Position& p) const {
    return with_rules<W>(p.kind, [&](auto rules) { return rules.size(narrow<decltype(rules)>(p)); });
  }
  [[nodiscard]] unsigned canonical_size(const Position& p) const {
    return canonical_override >= 0 ? static_cast<unsigned>(canonical_override) : default_canonical_size(p.kind, false);
  }
  // Its call in a game expression: clobber("xo|ox").
  [[nodiscard]] std::string call_text(const Position& p) const {
    return with_rules<W>(p.kind, [&](auto rules) {
      return std::string(decltype(rules)::kName) + "(\"" + rules.text(narrow<decltype(rules)>(p)) + "\")";
    });
  }
};
using AnyGrid = BasicAnyGrid<grid::Bits>;

}  // namespace cgt::solve
