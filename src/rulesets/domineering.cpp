// Domineering as a ruleset of the ruleset solver: the rules are the struct cgt::Domineering
// (cgt/grid_rulesets.hpp), shared with the outcome search; and the grouped lower bound of
// cgt/domineering_bounds.hpp, which values groups of row runs with that solver.

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <type_traits>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/domineering_bounds.hpp"
#include "cgt/game.hpp"
#include "cgt/grid_rulesets.hpp"
#include "cgt/ruleset_games.hpp"
#include "cgt/ruleset_solver.hpp"

namespace cgt {

Game domineering_game(std::string_view board) {
  return solve_ruleset(Domineering{}, Domineering::parse(board));
}

namespace grid {

namespace {

// The greatest n with n ≤ G, and whether (n + 1) ± 1 ≤ G too (then that is the better bound: its
// left stop is n + 2). G ≥ −(cells / 2): Right has at most that many moves, and Left at least none.
SideBound integer_below(Game g, int cells) {
  int n = -(cells / 2);
  while (geq(g, number_game(Dyadic(n + 1)))) {
    ++n;
  }
  const Game plus_minus = game_from_options({number_game(Dyadic(n + 2))}, {number_game(Dyadic(n))});
  if (geq(g, plus_minus)) {
    return SideBound{n + 1, true};
  }
  return SideBound{n, false};
}

struct GroupKey {
  Bits cells;
  unsigned cols;
  friend bool operator==(const GroupKey&, const GroupKey&) = default;
};
constexpr std::size_t kRecentSlots = 1 << 14;

struct GroupKeyHash {
  std::size_t operator()(const GroupKey& k) const noexcept {
    std::uint64_t h = (k.cells ^ (std::uint64_t{k.cols} << 59)) * 0x9e3779b97f4a7c15ULL;
    return static_cast<std::size_t>(h ^ (h >> 31));
  }
};

// The groups' bounds met so far, in the context (counted against its memory limit, dropped with
// it), by the group's cells moved to the top-left corner: a direct-mapped front (most groups
// met are met again soon) over an open-addressed table of 16-byte entries, probed linearly.
// (It was a std::unordered_map: on Domineering 8×8 its look-ups, a cache miss per bucket and
// node, were a fifth of the search.) The table doubles up to 2^22 entries (64 MiB) at half
// full; full at that size, it is cleared: a bound is a number, not a game of the context, so a
// cleared one is only found again.
class GroupBoundTable {
 public:
  static constexpr std::size_t kFirstSlots = std::size_t{1} << 12;
  static constexpr std::size_t kMaxSlots = std::size_t{1} << 22;

  std::optional<SideBound> find(const GroupKey& key, std::size_t hash) const {
    if (slots_.empty()) {
      return std::nullopt;
    }
    for (std::size_t i = hash & mask();; i = (i + 1) & mask()) {
      const Slot& slot = slots_[i];
      if (slot.cols == 0) {
        return std::nullopt;
      }
      if (slot.cells == key.cells && slot.cols == key.cols) {
        return SideBound{slot.value, slot.with_switch != 0};
      }
    }
  }
  void insert(const GroupKey& key, std::size_t hash, SideBound bound, Context& context) {
    if (2 * (used_ + 1) > slots_.size()) {
      if (slots_.size() >= kMaxSlots) {
        std::fill(slots_.begin(), slots_.end(), Slot{});
        used_ = 0;
      } else {
        grow(context);
      }
    }
    std::size_t i = hash & mask();
    while (slots_[i].cols != 0) {
      i = (i + 1) & mask();
    }
    slots_[i] = Slot{key.cells, static_cast<std::uint8_t>(key.cols), static_cast<std::int8_t>(bound.value),
                     static_cast<std::uint8_t>(bound.with_switch ? 1 : 0)};
    ++used_;
  }
  [[nodiscard]] std::size_t bytes() const { return slots_.capacity() * sizeof(Slot); }

 private:
  struct Slot {
    Bits cells = 0;
    std::uint8_t cols = 0;  // 0: empty (a group has at least one column)
    std::int8_t value = 0;  // |value| ≤ cells / 2 ≤ 32
    std::uint8_t with_switch = 0;
  };
  static_assert(sizeof(Slot) == 16);
  std::size_t mask() const { return slots_.size() - 1; }
  void grow(Context& context) {
    const std::size_t size = slots_.empty() ? kFirstSlots : 2 * slots_.size();
    context.check_growth((size - slots_.size()) * sizeof(Slot));
    std::vector<Slot> old(size);
    old.swap(slots_);
    for (const Slot& slot : old) {
      if (slot.cols != 0) {
        std::size_t i = GroupKeyHash()(GroupKey{slot.cells, slot.cols}) & mask();
        while (slots_[i].cols != 0) {
          i = (i + 1) & mask();
        }
        slots_[i] = slot;
      }
    }
  }
  std::vector<Slot> slots_;
  std::size_t used_ = 0;
};

struct GroupBounds final : ContextState {
  struct Recent {
    GroupKey key{0, 0};
    SideBound bound;
  };
  explicit GroupBounds(Context& /*context*/) : recent(kRecentSlots) {}
  [[nodiscard]] std::size_t bytes_held() const override {
    return recent.capacity() * sizeof(Recent) + table.bytes();
  }
  std::vector<Recent> recent;
  GroupBoundTable table;
};

// The current context's GroupBounds: the extension's look-up (a hash of its type) is done once
// per context on this thread, not once per group.
GroupBounds& group_bounds() {
  thread_local const Context* last = nullptr;
  thread_local std::uint32_t last_tag = 0;
  thread_local GroupBounds* tables = nullptr;
  Context& context = current_context();
  if (&context != last || context.tag() != last_tag) {
    tables = &context.extension<GroupBounds>();
    last = &context;
    last_tag = context.tag();
  }
  return *tables;
}

// The bound of one group (its cells in a board of `shape`). A group is connected, so its box has
// rows + cols ≤ cells + 1: with the default kDomineeringGroupCells it fits a narrow board even on
// a wide one, and is valued as one. A bigger cap on a wide board may give a box past 64 cells;
// that group gets the bound of Right's moves alone, as a single row run does.
template <typename W>
SideBound group_bound(W group, const BasicShape<W>& shape) {
  const unsigned cols = shape.cols();
  Domineering::Position p;
  GroupKey key{0, cols};
  if constexpr (std::is_same_v<W, Bits>) {
    const unsigned min_row = static_cast<unsigned>(countr_zero(group)) / cols;
    Bits columns = 0;  // the group's rows folded onto one
    for (Bits rest = group >> (min_row * cols); rest != 0; rest = cols < 64 ? rest >> cols : 0) {
      columns |= rest & low_bits(cols);
    }
    const unsigned min_col = static_cast<unsigned>(countr_zero(columns));
    key.cells = group >> (min_row * cols + min_col);
    p.rows = static_cast<std::uint8_t>(shape.rows() - min_row);
    p.cols = static_cast<std::uint8_t>(cols);
  } else {
    const Box box = bounding_box(group, shape);
    if (box.rows * box.cols > kMaxCells) {
      return SideBound{-(popcount(group) / 2), false};
    }
    key = GroupKey{cut<W, Bits>(group, shape, box), box.cols};
    p.rows = static_cast<std::uint8_t>(box.rows);
    p.cols = static_cast<std::uint8_t>(box.cols);
  }
  GroupBounds& tables = group_bounds();
  const std::size_t hash = GroupKeyHash()(key);
  GroupBounds::Recent& slot = tables.recent[hash & (kRecentSlots - 1)];
  if (slot.key == key) {
    return slot.bound;
  }
  if (const std::optional<SideBound> known = tables.table.find(key, hash)) {
    slot = GroupBounds::Recent{key, *known};
    return *known;
  }
  static const Domineering rules;
  p.layers[0] = key.cells;
  RulesetSolver<Domineering> solver(rules, current_context());
  const SideBound bound = integer_below(solver.value(p), popcount(group));
  tables.table.insert(key, hash, bound, current_context());
  slot = GroupBounds::Recent{key, bound};
  return bound;
}

// The row runs of a region, numbered in cell order: shared by the orders of joining them.
template <typename W>
struct RowRuns {
  std::uint8_t run_of[kWordBits<W>];  // by cell
  int cells[kWordBits<W>];            // by run
  W members[kWordBits<W>];
  int count = 0;
};

template <typename W>
RowRuns<W> row_runs(W empty, const BasicShape<W>& shape) {
  RowRuns<W> runs;
  const W starts = empty & ~shape.east_of(empty);
  for (W rest = empty; rest != 0; rest &= rest - 1) {
    const unsigned i = static_cast<unsigned>(countr_zero(rest));
    if ((starts >> i & 1) != 0) {
      runs.cells[runs.count] = 0;
      runs.members[runs.count] = 0;
      ++runs.count;
    }
    runs.run_of[i] = static_cast<std::uint8_t>(runs.count - 1);
    ++runs.cells[runs.count - 1];
    runs.members[runs.count - 1] |= W{1} << i;
  }
  return runs;
}

// The groups of one order: the runs joined along Left's vertical pairs, taken in `order`, while
// the group stays within max_cells (union-find). Returns the number of groups, their cells in
// `groups` (each a union of whole runs).
template <typename W>
int join_runs(const RowRuns<W>& runs, W empty, const BasicShape<W>& shape, int max_cells, GroupOrder order, W* groups) {
  const unsigned cols = shape.cols();
  int parent[kWordBits<W>];
  int cells[kWordBits<W>];
  W members[kWordBits<W>];
  for (int r = 0; r < runs.count; ++r) {
    parent[r] = r;
    cells[r] = runs.cells[r];
    members[r] = runs.members[r];
  }
  auto root = [&](int r) {
    while (parent[r] != r) {
      r = parent[r] = parent[parent[r]];
    }
    return r;
  };
  // Joins the runs of the vertical pair whose upper cell is i, if the group stays within the cap.
  auto join = [&](unsigned i) {
    const int a = root(runs.run_of[i]);
    const int b = root(runs.run_of[i + cols]);
    if (a != b && cells[a] + cells[b] <= max_cells) {
      parent[b] = a;
      cells[a] += cells[b];
      members[a] |= members[b];
    }
  };
  const W pairs = empty & shape.north_of(empty);
  switch (order) {
    case GroupOrder::kRows:
      for (W rest = pairs; rest != 0; rest &= rest - 1) {
        join(static_cast<unsigned>(countr_zero(rest)));
      }
      break;
    case GroupOrder::kRowsReversed:
      for (W rest = pairs; rest != 0;) {
        const unsigned i = kWordBits<W> - 1 - static_cast<unsigned>(countl_zero(rest));
        rest &= ~(W{1} << i);
        join(i);
      }
      break;
    case GroupOrder::kColumns:
    case GroupOrder::kColumnsFromCentre: {
      const W first_column = shape.cells() & ~shape.east_of(shape.cells());
      for (unsigned k = 0; k < cols; ++k) {
        // From the centre: cols/2, cols/2 − 1, cols/2 + 1, cols/2 − 2, …
        const unsigned c = order == GroupOrder::kColumns ? k
                           : k % 2 == 0                  ? cols / 2 + k / 2
                                                         : cols / 2 - 1 - k / 2;
        if (c >= cols) {
          continue;
        }
        for (W rest = pairs & (first_column << c); rest != 0; rest &= rest - 1) {
          join(static_cast<unsigned>(countr_zero(rest)));
        }
      }
      break;
    }
  }
  int count = 0;
  for (int r = 0; r < runs.count; ++r) {
    if (parent[r] == r) {
      groups[count++] = members[r];
    }
  }
  return count;
}

// The groups' values added up. A single run is its Right moves; any other group its exact
// value's bound (groups are joined along vertical pairs only, so a group without one is a single
// run). `seen` holds the groups valued in this call: the orders often cut the same groups.
template <typename W>
struct SeenGroups {
  W cells[256];
  SideBound bound[256];
  int count = 0;
};

template <typename W>
SideBound add_groups(const W* groups, int count, const BasicShape<W>& shape, SeenGroups<W>& seen) {
  SideBound total;
  for (int g = 0; g < count; ++g) {
    const W group = groups[g];
    SideBound b{-(popcount(group) / 2), false};
    if ((group & shape.north_of(group)) != 0) {
      int k = 0;
      while (k < seen.count && seen.cells[k] != group) {
        ++k;
      }
      if (k < seen.count) {
        b = seen.bound[k];
      } else {
        b = group_bound(group, shape);
        if (seen.count < 256) {
          seen.cells[seen.count] = group;
          seen.bound[seen.count] = b;
          ++seen.count;
        }
      }
    }
    total.value += b.value;
    total.with_switch = total.with_switch != b.with_switch;  // ±1 + ±1 = 0
  }
  return total;
}

}  // namespace

// Left's pairs across groups are forbidden, which can only lower the value, so the groups'
// values add up to a lower bound.
template <typename W>
SideBound domineering_grouped_lower(W empty, const BasicShape<W>& shape, int max_cells, GroupOrder order) {
  const RowRuns<W> runs = row_runs(empty, shape);
  W groups[kWordBits<W>];
  const int count = join_runs(runs, empty, shape, max_cells, order, groups);
  SeenGroups<W> seen;
  return add_groups(groups, count, shape, seen);
}

template <typename W>
SideBound domineering_grouped_best(W empty, const BasicShape<W>& shape, int max_cells) {
  const RowRuns<W> runs = row_runs(empty, shape);
  SeenGroups<W> seen;
  SideBound best;
  W cut[std::size(kGroupOrders)][kWordBits<W>];
  int counts[std::size(kGroupOrders)];
  for (std::size_t k = 0; k < std::size(kGroupOrders); ++k) {
    counts[k] = join_runs(runs, empty, shape, max_cells, kGroupOrders[k], cut[k]);
    // An order that cut the same groups as an earlier one (in the same run order) has its bound.
    bool repeated = false;
    for (std::size_t j = 0; j < k && !repeated; ++j) {
      repeated = counts[j] == counts[k] && std::equal(cut[j], cut[j] + counts[j], cut[k]);
    }
    if (repeated) {
      continue;
    }
    const SideBound b = add_groups(cut[k], counts[k], shape, seen);
    if (k == 0 || b.value > best.value) {
      best = b;
    }
  }
  return best;
}

template SideBound domineering_grouped_lower(Bits, const Shape&, int, GroupOrder);
template SideBound domineering_grouped_lower(WideBits, const WideShape&, int, GroupOrder);
template SideBound domineering_grouped_best(Bits, const Shape&, int);
template SideBound domineering_grouped_best(WideBits, const WideShape&, int);

}  // namespace grid

}  // namespace cgt
