// End Nim rows as short games.

#include <map>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {

namespace {

constexpr std::uint64_t kMaxPile = 512;
constexpr std::size_t kMaxPiles = 64;

using Row = std::vector<std::uint64_t>;

// The transposition table: rows of at most 8 piles below 256 are packed into one word (the
// common case, hashed cheaply); longer rows are kept whole.
struct Table {
  std::unordered_map<std::uint64_t, Game> packed;
  std::map<Row, Game> rows;

  static std::optional<std::uint64_t> pack(const Row& row) {
    if (row.size() > 8) {
      return std::nullopt;
    }
    std::uint64_t key = 0;
    for (std::uint64_t pile : row) {
      if (pile > 255) {
        return std::nullopt;
      }
      key = (key << 8) | pile;
    }
    return key;
  }
  const Game* find(const Row& row) const {
    if (auto key = pack(row)) {
      auto it = packed.find(*key);
      return it == packed.end() ? nullptr : &it->second;
    }
    auto it = rows.find(row);
    return it == rows.end() ? nullptr : &it->second;
  }
  void insert(const Row& row, Game value) {
    if (auto key = pack(row)) {
      packed.emplace(*key, value);
    } else if (rows.emplace(row, value).second) {
      row_bytes += row.capacity() * sizeof(std::uint64_t);
    }
  }
  // Heap bytes of the long rows' piles, kept as they are added: summing them at each memory
  // checkpoint made long sweeps quadratic (rows of 9 piles: 12 times slower).
  std::size_t row_bytes = 0;
};

// The table lives in the context, beside the store its games belong to.
struct EndNimTable final : ContextState {
  explicit EndNimTable(Context& /*context*/) {}
  [[nodiscard]] std::size_t bytes_held() const override {
    constexpr std::size_t kEntry = 4 * sizeof(void*) + sizeof(std::uint64_t) + sizeof(Game);
    return (table.packed.size() + table.rows.size()) * kEntry + table.row_bytes;
  }
  Table table;
};

// The value of a row from the values of its options (Left empties or shrinks the first pile,
// Right the last), memoised in `table`. A line of play through a row of 64 piles is long, so
// the search keeps its path in frames on the heap instead of recursing once per move (that
// overflowed a 256 KiB stack under AddressSanitizer). Options are valued in the order of the
// recursive definition: Left's by the first pile's new size 0, 1, …, then Right's.
Game row_value(const Row& root, Table& table) {
  if (root.empty()) {
    return Game();
  }
  if (const Game* known = table.find(root)) {
    return *known;
  }
  struct Frame {
    explicit Frame(Row r) : row(std::move(r)) {}
    Row row;
    bool right = false;      // collecting Right's options (Left's are done)
    std::uint64_t size = 0;  // the moved pile's size in the next option (0: the pile is gone)
    std::vector<Game> options[2];
  };
  auto option_of = [](const Frame& f) {
    Row option(f.row.begin() + (!f.right && f.size == 0 ? 1 : 0), f.row.end() - (f.right && f.size == 0 ? 1 : 0));
    if (f.size > 0) {
      (f.right ? option.back() : option.front()) = f.size;
    }
    return option;
  };
  std::vector<Frame> stack;
  stack.emplace_back(root);
  for (;;) {
    Frame& f = stack.back();
    // Collect the options whose values are known, up to the first that is not.
    bool opened = false;
    for (;;) {
      if (f.size >= (f.right ? f.row.back() : f.row.front())) {
        if (f.right) {
          break;
        }
        f.right = true;
        f.size = 0;
        continue;
      }
      Row option = option_of(f);
      const Game* known = option.empty() ? nullptr : table.find(option);
      if (!option.empty() && known == nullptr) {
        stack.emplace_back(std::move(option));  // invalidates f
        opened = true;
        break;
      }
      f.options[f.right ? 1 : 0].push_back(option.empty() ? Game() : *known);
      ++f.size;
    }
    if (opened) {
      continue;
    }
    const Game value = game_from_options(std::move(f.options[0]), std::move(f.options[1]));
    table.insert(f.row, value);
    stack.pop_back();
    if (stack.empty()) {
      return value;
    }
    Frame& parent = stack.back();
    parent.options[parent.right ? 1 : 0].push_back(value);
    ++parent.size;
  }
}

}  // namespace

Game end_nim_game(const std::vector<std::uint64_t>& piles) {
  if (piles.size() > kMaxPiles) {
    throw LimitError("End Nim row too long for the short-game engine (at most " + std::to_string(kMaxPiles) +
                     " piles)");
  }
  for (std::uint64_t pile : piles) {
    if (pile == 0) {
      throw DomainError("End Nim piles must be positive");
    }
    if (pile > kMaxPile) {
      throw LimitError("End Nim pile " + std::to_string(pile) + " too large for the short-game engine (at most " +
                       std::to_string(kMaxPile) + ")");
    }
  }
  return row_value(piles, current_context().extension<EndNimTable>().table);
}

}  // namespace cgt
