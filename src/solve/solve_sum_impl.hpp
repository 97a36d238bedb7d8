#pragma once
// The search of `cgt solve`'s sums as templates on the boards' word (grid::Bits or
// grid::WideBits), instantiated once for each in solve_narrow.cpp and solve_wide.cpp, so that
// the two compile side by side: solve_sum (cgt/solve.hpp) and the split search's leaves call
// the narrow one unless a board has more than 64 cells.

#include <algorithm>
#include <bit>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/grid_rulesets.hpp"
#include "cgt/solve_db.hpp"
#include "cgt/solve_table.hpp"
#include "cgt/sum_search.hpp"
#include "solve/any_grid.hpp"
#include "solve/solve_split.hpp"
#include "solve/solve_sum.hpp"
#include "solve/solve_terms.hpp"

namespace cgt::solve {

namespace {

// The database keeps each ruleset's answers apart (their boards hash alike).
template <typename R>
std::string_view section_name() {
  return R::kName;  // AnyGrid's: "mixed"
}

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

// The text of the sum of `terms` and `canonical_texts` with term `moved` replaced by
// `replacement` (kNoTerm: the canonical part replaced by `game`), in the input's notation.
template <typename R>
std::string sum_text(const R& rules, const std::vector<Term<R>>& terms, const std::vector<std::string>& canonical_texts,
                     std::size_t moved, const typename R::Position* replacement, Game game) {
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
}

template <typename R>
SolveResult search_terms(const R& rules, unsigned canonical_size, const std::vector<Term<R>>& terms, Game canonical,
                         const std::vector<std::string>& canonical_texts, const SolveOptions& options,
                         const DatabaseHook& db);

// Searches the sum of `terms` and `canonical` (written as canonical_texts) for each player
// moving first, trying the first moves in order until one wins; with a database, under its
// section `section`, saved at the end however the search ends.
template <typename R>
SolveResult solve_terms(const R& rules, unsigned canonical_size, const std::vector<Term<R>>& terms, Game canonical,
                        const std::vector<std::string>& canonical_texts, const SolveOptions& options,
                        std::string_view section) {
  SolveDatabase* db = options.database;
  if (db == nullptr) {
    return search_terms(rules, canonical_size, terms, canonical, canonical_texts, options, DatabaseHook{});
  }
  std::vector<std::pair<std::uint64_t, Answer>> found;
  SolveResult result;
  std::vector<std::uint32_t> history;
  const DatabaseHook hook{&db->section(section), &found, db->min_nodes(), &db->history(section), &history};
  try {
    result = search_terms(rules, canonical_size, terms, canonical, canonical_texts, options, hook);
  } catch (...) {
    // Stopped by a budget or Ctrl-C: the answers finished so far are what the next run
    // resumes from. The stop is what the caller hears about, even if the file cannot be written.
    try {
      db->add(section, found);
      db->add_history(section, history);
      db->save();
    } catch (...) {
    }
    throw;
  }
  db->add(section, found);
  db->add_history(section, history);
  db->save();
  return result;
}

template <typename R>
SolveResult search_terms(const R& rules, unsigned canonical_size, const std::vector<Term<R>>& terms, Game canonical,
                         const std::vector<std::string>& canonical_texts, const SolveOptions& options,
                         const DatabaseHook& db) {
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
  if (db.known != nullptr) {
    search.use_database(db);
  }
  // The move ordering learnt is kept however the search ends (a resumed run needs it most).
  struct KeepHistory {
    const solve::SumSearch<R>& search;
    std::vector<std::uint32_t>* learnt;
    ~KeepHistory() {
      if (learnt != nullptr) {
        try {
          *learnt = search.history();
        } catch (const std::bad_alloc&) {  // 256 KiB: the run goes on without it
        }
      }
    }
  } keep_history{search, db.learnt};
  search.use_bounds(options.bounds);
  search.use_etc(options.etc);
  search.static_cuts(options.static_cut_size);
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
    return sum_text(rules, terms, canonical_texts, moved, replacement, game);
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
  result.db_hits = search.stats().db_hits;
  return result;
}

// Calls f(rules, canonical_size, terms) with the parsed boards as positions of their ruleset
// (one ruleset: its own type; several, or none: AnyGrid).
template <typename R, typename F>
auto with_ruleset(const SumTerms& parsed, const SolveOptions& options, F&& f) {
  const R rules;
  std::vector<Term<R>> terms;
  for (const BoardTerm& b : parsed.boards) {
    terms.push_back(Term<R>{R::parse(b.board), b.negated});
  }
  const GridKind kind = parsed.boards.front().kind;
  const bool one_row = std::all_of(terms.begin(), terms.end(), [](const Term<R>& t) {
    if constexpr (requires { t.position.rows; t.position.cols; }) {
      return std::min(t.position.rows, t.position.cols) <= 1;
    } else {
      return false;
    }
  });
  return f(rules, options.canonical_size.value_or(default_canonical_size(kind, one_row)), terms);
}

// Calls f(rules, canonical_size, terms) with the rules of the sum's boards on words W.
template <typename W, typename F>
auto with_sum_rules(const SumTerms& parsed, const SolveOptions& options, F&& f) {
  const bool one_ruleset =
      !parsed.boards.empty() && std::all_of(parsed.boards.begin(), parsed.boards.end(), [&](const BoardTerm& b) {
        return b.kind == parsed.boards.front().kind;
      });
  if (one_ruleset) {
    return with_rules<W>(parsed.boards.front().kind,
                         [&](auto rules) { return with_ruleset<decltype(rules)>(parsed, options, f); });
  }
  // Several rulesets, or none (a canonical game alone).
  using Any = BasicAnyGrid<W>;
  Any rules;
  if (options.canonical_size) {
    rules.canonical_override = static_cast<int>(*options.canonical_size);
  }
  std::vector<Term<Any>> terms;
  for (const BoardTerm& b : parsed.boards) {
    const typename Any::Position p =
        with_rules<W>(b.kind, [&](auto r) { return Any::widen(b.kind, decltype(r)::parse(b.board)); });
    terms.push_back(Term<Any>{p, b.negated});
  }
  return f(static_cast<const Any&>(rules), 0U, terms);
}

// The check of the split search's task this thread runs (null: none), called every few thousand
// nodes: it throws LeafSkipped when the task's answer can no longer matter.
thread_local const std::function<void()>* leaf_check = nullptr;

// A worker thread's search, kept from task to task of one split search (its history helps the
// next task as it helps the next first move of the sequential search).
template <typename R>
struct LeafSearch {
  LeafSearch(std::uint64_t owner_id, Context& context, const R& r, OutcomeTable& table, unsigned size,
             std::function<void(const SearchStats&)> check)
      : owner(owner_id),
        context_address(&context),
        context_tag(context.tag()),
        canonical_size(size),
        rules(r),
        search(rules, context, table, size, std::move(check), std::uint64_t{1} << 12) {
    search.key_canonical_by_text();
  }
  std::uint64_t owner;
  const Context* context_address;
  std::uint32_t context_tag;
  unsigned canonical_size;
  R rules;
  SumSearch<R> search;
};

}  // namespace

template <typename W>
std::vector<std::string> move_texts_on(const SumTerms& parsed, Player player, const SolveOptions& options) {
  return with_sum_rules<W>(parsed, options, [&](const auto& rules, unsigned, const auto& terms) {
    std::vector<std::string> texts;
    std::vector<typename std::decay_t<decltype(rules)>::Position> options_of_term;
    for (std::size_t i = 0; i < terms.size(); ++i) {
      options_of_term.clear();
      rules.options(terms[i].position, terms[i].negated ? opponent(player) : player, options_of_term);
      for (const auto& option : options_of_term) {
        texts.push_back(sum_text(rules, terms, parsed.canonical_texts, i, &option, parsed.canonical));
      }
    }
    for (Game g : player == Player::kLeft ? left_options(parsed.canonical) : right_options(parsed.canonical)) {
      texts.push_back(sum_text(rules, terms, parsed.canonical_texts, kNoTerm, nullptr, g));
    }
    return texts;
  });
}

template <typename W>
LeafAnswer search_leaf_on(const SumTerms& parsed, Player to_move, const SolveOptions& options,
                          const LeafSearchSetup& setup) {
  return with_sum_rules<W>(parsed, options, [&](const auto& rules, unsigned canonical_size, const auto& terms) {
    using R = std::decay_t<decltype(rules)>;
    thread_local std::unique_ptr<LeafSearch<R>> kept;
    Context& context = current_context();
    if (!kept || kept->owner != setup.owner || kept->context_address != &context ||
        kept->context_tag != context.tag() || kept->canonical_size != canonical_size) {
      kept.reset();
      kept = std::make_unique<LeafSearch<R>>(setup.owner, context, rules, *setup.table, canonical_size,
                                             [](const SearchStats&) {
                                               if (leaf_check != nullptr && *leaf_check) (*leaf_check)();
                                             });
    }
    leaf_check = &setup.check;
    struct Reset {
      ~Reset() { leaf_check = nullptr; }
    } reset;  // also when a BudgetError or CancelledError ends the search
    SumSearch<R>& search = kept->search;
    // A task's search obeys the same switches as the sequential one (they change no verdict).
    search.use_bounds(options.bounds);
    search.use_etc(options.etc);
    search.static_cuts(options.static_cut_size);
    static_assert(kDefaultStaticCutSize == SumSearch<R>::default_static_cut_size());
    DatabaseHook hook;
    if (setup.sections != nullptr) {
      if (const auto it = setup.sections->find(section_name<R>()); it != setup.sections->end()) {
        hook = DatabaseHook{it->second, setup.found, setup.min_nodes, nullptr, nullptr};
      }
    }
    search.use_database(hook);
    typename SumSearch<R>::Sum sum;
    sum.canonical = parsed.canonical;
    for (const auto& term : terms) {
      search.add(sum, term.position, term.negated);
    }
    const SearchStats before = search.stats();
    LeafAnswer answer;
    try {
      answer.wins = search.wins(sum, to_move);
    } catch (const LeafSkipped&) {
      // The search is left mid-way; the next wins() starts afresh (its table holds only answers).
    }
    answer.nodes = search.stats().nodes - before.nodes;
    answer.table_hits = search.stats().table_hits - before.table_hits;
    answer.db_hits = search.stats().db_hits - before.db_hits;
    return answer;
  });
}

template <typename W>
std::string database_section_on(const SumTerms& parsed, const SolveOptions& options) {
  return with_sum_rules<W>(parsed, options, [](const auto& rules, unsigned, const auto&) {
    return std::string(section_name<std::decay_t<decltype(rules)>>());
  });
}

template <typename W>
SolveResult solve_parsed_on(const SumTerms& parsed, const SolveOptions& options) {
  return with_sum_rules<W>(parsed, options, [&](const auto& rules, unsigned canonical_size, const auto& terms) {
    using R = std::decay_t<decltype(rules)>;
    return solve_terms(rules, canonical_size, terms, parsed.canonical, parsed.canonical_texts, options,
                       section_name<R>());
  });
}

}  // namespace cgt::solve
