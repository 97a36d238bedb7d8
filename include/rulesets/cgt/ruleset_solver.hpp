#pragma once
// One search for every ruleset of short partizan games: a ruleset describes its positions and
// moves (cgt/ruleset.hpp) and `solve_ruleset` builds the canonical game. The solver
//
//  * splits each position into the ruleset's independent components and adds their values,
//    so no board is searched as a whole when its parts can be searched apart;
//  * looks each component up in a transposition table kept in the context
//    (cgt/ruleset_table.hpp) under its symmetry class's representative, negating the stored
//    value when the symmetry swaps the players;
//  * expands the components it has not seen with an explicit stack of frames, so a search as
//    deep as the game is long uses the same machine stack at every depth;
//  * charges the context's work budget for every position it expands and every option it
//    generates, and the table asks the memory budget before it grows, so a BudgetError or a
//    cancellation ends the search cleanly: the table holds only finished values and the
//    context stays usable.
//
//   struct MyRules { using Position = …; std::size_t hash(const Position&) const; void options(…) const; };
//   cgt::Game g = cgt::solve_ruleset(MyRules{}, position);

#include <cstddef>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game.hpp"
#include "cgt/ruleset.hpp"
#include "cgt/ruleset_table.hpp"

namespace cgt {

namespace ruleset_hooks {

// The defaults suit bitboard rulesets: expanding a position and then splitting, normalising
// and looking up each option costs about what the game store does in this many steps, so the
// CLI's work limit stops a search after about as long as it stops the other engines
// (bench/README.md, "Ruleset solver").
template <typename R>
constexpr std::uint64_t work_per_position() {
  if constexpr (requires { R::kWorkPerPosition; }) {
    return R::kWorkPerPosition;
  } else {
    return 10;
  }
}
template <typename R>
constexpr std::uint64_t work_per_option() {
  if constexpr (requires { R::kWorkPerOption; }) {
    return R::kWorkPerOption;
  } else {
    return 10;
  }
}

}  // namespace ruleset_hooks

// Computes canonical games of one ruleset's positions, in one context.
template <Ruleset R>
class RulesetSolver {
 public:
  using Position = typename R::Position;

  explicit RulesetSolver(const R& rules, Context& context = current_context())
      : rules_(rules), context_(context), table_(context.extension<RulesetTables<R>>().table(rules)) {}

  // The value of `position`: the sum of its components' values.
  Game value(const Position& position) {
    // The position is the single option of a root frame, whose value is the sum computed for
    // that option: the same loop as for every other option, without a table entry.
    std::size_t depth = 0;
    frame(depth++, Part{position, 0, false}, /*is_root=*/true).options[0].push_back(position);
    Game finished;  // the value of the frame that just ended, for the frame below it
    bool has_finished = false;
    for (;;) {
      Frame& f = frames_[depth - 1];
      if (has_finished) {
        f.add_part(finished);
        has_finished = false;
      }
      if (const Part* unknown = advance(f)) {
        // A component not in the table: expand it on top of the stack and come back to f.
        expand(frame(depth++, *unknown, /*is_root=*/false));
        continue;
      }
      if (f.is_root) {
        return f.values[0].front();
      }
      finished = game_from_options(std::move(f.values[0]), std::move(f.values[1]));
      std::size_t heap_bytes = 0;
      if constexpr (ruleset_hooks::HasHeapBytes<R>) {
        heap_bytes = rules_.heap_bytes(f.key.position);
      }
      table_.insert(f.key.position, f.key.hash, finished, heap_bytes, context_);
      has_finished = true;
      --depth;
    }
  }

 private:
  // A component of an option: its representative, the representative's hash, and whether the
  // component's value is the negative of the representative's.
  struct Part {
    Position position;
    std::size_t hash;
    bool negated;
  };

  // A component being expanded: its options, the values of those done, and the option under
  // way split into parts, with the sum of the parts done so far.
  struct Frame {
    Frame(const Part& k, bool root) : key(k), is_root(root) {}
    Part key;
    bool is_root;
    std::vector<Position> options[2];  // [0] Left's, [1] Right's
    std::vector<Game> values[2];
    std::size_t side = 0;  // 2 once every option is valued
    std::size_t index = 0;
    bool split = false;  // `parts` holds the parts of options[side][index]
    std::vector<Part> parts;
    std::size_t part = 0;
    Game sum;

    void restart(const Part& k, bool root) {
      key = k;
      is_root = root;
      for (int s = 0; s < 2; ++s) {
        options[s].clear();
        values[s].clear();
      }
      side = 0;
      index = 0;
      split = false;
    }
    void add_part(Game value) {
      if (parts[part].negated) {
        value = -value;
      }
      sum = part == 0 ? value : sum + value;
      ++part;
    }
  };

  // The frame at `depth`, reused with its vectors' capacity. Frames live in a deque: adding
  // one does not move the others, which the loop holds references to.
  Frame& frame(std::size_t depth, const Part& key, bool is_root) {
    if (depth == frames_.size()) {
      return frames_.emplace_back(key, is_root);
    }
    frames_[depth].restart(key, is_root);
    return frames_[depth];
  }

  void expand(Frame& f) {
    rules_.options(f.key.position, Player::kLeft, f.options[0]);
    rules_.options(f.key.position, Player::kRight, f.options[1]);
    context_.charge(ruleset_hooks::work_per_position<R>() +
                    ruleset_hooks::work_per_option<R>() * (f.options[0].size() + f.options[1].size()));
  }

  // Values f's options in turn until one has a part missing from the table (returned, to be
  // expanded first) or all are valued (nullptr).
  const Part* advance(Frame& f) {
    while (f.side < 2) {
      const std::vector<Position>& options = f.options[f.side];
      if (f.index == options.size()) {
        ++f.side;
        f.index = 0;
        continue;
      }
      if (!f.split) {
        split(options[f.index], f.parts);
        f.part = 0;
        f.sum = Game();  // an option with no parts (every component 0) is 0
        f.split = true;
      }
      while (f.part < f.parts.size()) {
        const Part& part = f.parts[f.part];
        const Game* known = table_.find(part.position, part.hash);
        if (known == nullptr) {
          return &part;
        }
        f.add_part(*known);
      }
      f.values[f.side].push_back(f.sum);
      f.split = false;
      ++f.index;
    }
    return nullptr;
  }

  void split(const Position& position, std::vector<Part>& parts) {
    parts.clear();
    if constexpr (ruleset_hooks::HasComponents<R>) {
      components_.clear();
      rules_.components(position, components_);
      for (Position& component : components_) {
        parts.push_back(part_of(std::move(component)));
      }
    } else {
      parts.push_back(part_of(position));
    }
  }

  Part part_of(Position position) const {
    bool negated = false;
    if constexpr (ruleset_hooks::HasNormalise<R>) {
      negated = rules_.normalise(position);
    }
    const std::size_t hash = rules_.hash(position);
    return Part{std::move(position), hash, negated};
  }

  const R& rules_;
  Context& context_;
  typename RulesetTables<R>::Table& table_;
  std::deque<Frame> frames_;
  std::vector<Position> components_;  // scratch for split()
};

// The canonical game of `position` under `rules`, in the calling thread's context.
template <Ruleset R>
Game solve_ruleset(const R& rules, const typename R::Position& position) {
  return RulesetSolver<R>(rules).value(position);
}

}  // namespace cgt
