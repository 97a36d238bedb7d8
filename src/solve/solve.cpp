// solve_sum (cgt/solve.hpp): the terms of the text, the search of their sum for each player
// moving first, and a winning first move of each who has one.

#include "cgt/solve.hpp"

#include <algorithm>
#include <bit>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game_text.hpp"
#include "cgt/grid_rulesets.hpp"
#include "cgt/solve_table.hpp"
#include "cgt/sum_search.hpp"
#include "solve/any_grid.hpp"
#include "solve/solve_terms.hpp"

namespace cgt {

namespace solve {

// Measured on the project machine (docs/solve.md, "Threshold"): the size below which a
// component's canonical value costs less than searching it again and again.
unsigned default_canonical_size(GridKind kind) {
  switch (kind) {
    case GridKind::kAmazons:
      return 6;  // not measured on a big board; its canonical values grow fastest
    default:
      // Domineering 6×6: 0.7 M nodes at 6, 0.36 M at 10, 0.22 M at 14 but slower (the values
      // of 14-cell regions cost more than they save); Clobber 2×11: 0.26 M at 6, 0.08 M at 10,
      // 0.06 M at 12 but slower. Cram, Konane, Toads and Frogs follow (not measured).
      return 10;
  }
}

namespace {

template <typename R>
std::string call_text(const R& rules, const typename R::Position& p) {
  if constexpr (requires { rules.call_text(p); }) {
    return rules.call_text(p);
  } else {
    return std::string(R::kName) + "(\"" + rules.text(p) + "\")";
  }
}

template <typename R>
struct Term {
  typename R::Position position;
  bool negated;
};

constexpr std::size_t kNoTerm = static_cast<std::size_t>(-1);

// Searches the sum of `terms` and `canonical` (written as canonical_texts) for each player
// moving first, trying the first moves in order until one wins.
template <typename R>
SolveResult solve_terms(const R& rules, unsigned canonical_size, const std::vector<Term<R>>& terms, Game canonical,
                        const std::vector<std::string>& canonical_texts, const SolveOptions& options) {
  Context& context = current_context();
  std::size_t bytes = options.table_bytes;
  if (bytes == 0) {
    const std::size_t limit = context.limits().memory;
    bytes = limit == 0 ? std::size_t{64} << 20 : std::min(limit / 4, std::size_t{1} << 30);
  }
  solve::OutcomeTable table(context, bytes);
  std::function<void(const solve::SearchStats&)> progress;
  if (options.progress) {
    progress = [&options](const solve::SearchStats& stats) { options.progress(stats.nodes); };
  }
  std::uint64_t every = std::bit_ceil(std::max<std::uint64_t>(options.progress_every, 1));
  solve::SumSearch<R> search(rules, context, table, canonical_size, progress, every);
  search.use_bounds(options.bounds);
  using Sum = typename solve::SumSearch<R>::Sum;

  // The sum with term `moved` replaced by `replacement` (or the canonical part by `game`).
  auto sum_after = [&](std::size_t moved, const typename R::Position* replacement, Game game) {
    Sum sum;
    sum.canonical = game;
    for (std::size_t i = 0; i < terms.size(); ++i) {
      search.add(sum, i == moved ? *replacement : terms[i].position, terms[i].negated);
    }
    return sum;
  };
  auto text_after = [&](std::size_t moved, const typename R::Position* replacement, Game game) {
    std::string text;
    for (std::size_t i = 0; i < terms.size(); ++i) {
      if (!text.empty()) {
        text += " + ";
      }
      if (terms[i].negated) {
        text += '-';
      }
      text += call_text(rules, i == moved ? *replacement : terms[i].position);
    }
    if (moved != kNoTerm) {
      for (const std::string& t : canonical_texts) {
        text += text.empty() ? "" : " + ";
        text += t;
      }
    } else if (!(game == Game()) || text.empty()) {
      text += text.empty() ? "" : " + ";
      text += to_string(game);
    }
    return text;
  };

  SolveResult result;
  std::vector<typename R::Position> options_of_term;
  for (Player player : {Player::kLeft, Player::kRight}) {
    std::optional<std::string> winning;
    for (std::size_t i = 0; i < terms.size() && !winning; ++i) {
      options_of_term.clear();
      rules.options(terms[i].position, terms[i].negated ? solve::opponent(player) : player, options_of_term);
      for (const typename R::Position& option : options_of_term) {
        if (!search.wins(sum_after(i, &option, canonical), solve::opponent(player))) {
          winning = text_after(i, &option, canonical);
          break;
        }
      }
    }
    if (!winning) {
      for (Game g : player == Player::kLeft ? left_options(canonical) : right_options(canonical)) {
        if (!search.wins(sum_after(kNoTerm, nullptr, g), solve::opponent(player))) {
          winning = text_after(kNoTerm, nullptr, g);
          break;
        }
      }
    }
    (player == Player::kLeft ? result.left_move : result.right_move) = std::move(winning);
  }
  result.left_first_wins = result.left_move.has_value();
  result.right_first_wins = result.right_move.has_value();
  result.outcome = outcome_from_first_moves(result.left_first_wins, result.right_first_wins);
  result.nodes = search.stats().nodes;
  result.table_hits = search.stats().table_hits;
  return result;
}

template <typename R>
SolveResult solve_one_ruleset(const solve::SumTerms& parsed, const SolveOptions& options) {
  const R rules;
  std::vector<Term<R>> terms;
  for (const solve::BoardTerm& b : parsed.boards) {
    terms.push_back(Term<R>{R::parse(b.board), b.negated});
  }
  const solve::GridKind kind = parsed.boards.front().kind;
  return solve_terms(rules, options.canonical_size.value_or(solve::default_canonical_size(kind)), terms,
                     parsed.canonical, parsed.canonical_texts, options);
}

}  // namespace

}  // namespace solve

SolveResult solve_sum(std::string_view expression, const SolveOptions& options) {
  using solve::GridKind;
  const solve::SumTerms parsed = solve::parse_sum_terms(expression);
  const bool one_ruleset =
      !parsed.boards.empty() && std::all_of(parsed.boards.begin(), parsed.boards.end(), [&](const solve::BoardTerm& b) {
        return b.kind == parsed.boards.front().kind;
      });
  if (one_ruleset) {
    switch (parsed.boards.front().kind) {
      case GridKind::kDomineering:
        return solve::solve_one_ruleset<Domineering>(parsed, options);
      case GridKind::kClobber:
        return solve::solve_one_ruleset<Clobber>(parsed, options);
      case GridKind::kAmazons:
        return solve::solve_one_ruleset<Amazons>(parsed, options);
      case GridKind::kKonane:
        return solve::solve_one_ruleset<Konane>(parsed, options);
      case GridKind::kCram:
        return solve::solve_one_ruleset<Cram>(parsed, options);
      case GridKind::kToadsAndFrogs:
        return solve::solve_one_ruleset<ToadsAndFrogs>(parsed, options);
    }
  }
  // Several rulesets, or none (a canonical game alone).
  solve::AnyGrid rules;
  if (options.canonical_size) {
    rules.canonical_override = static_cast<int>(*options.canonical_size);
  }
  std::vector<solve::Term<solve::AnyGrid>> terms;
  for (const solve::BoardTerm& b : parsed.boards) {
    const solve::AnyGrid::Position p = solve::with_rules(b.kind, [&](auto r) {
      return solve::AnyGrid::widen(b.kind, decltype(r)::parse(b.board));
    });
    terms.push_back(solve::Term<solve::AnyGrid>{p, b.negated});
  }
  return solve::solve_terms(rules, 0, terms, parsed.canonical, parsed.canonical_texts, options);
}

}  // namespace cgt
