// End Nim rows as short games.

#include <map>
#include <optional>
#include <unordered_map>

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
    } else {
      rows.emplace(row, value);
    }
  }
};

// The table lives in the context, beside the store its games belong to.
struct EndNimTable final : ContextState {
  explicit EndNimTable(Context& /*context*/) {}
  [[nodiscard]] std::size_t bytes_held() const override {
    constexpr std::size_t kEntry = 4 * sizeof(void*) + sizeof(std::uint64_t) + sizeof(Game);
    std::size_t bytes = table.packed.size() * kEntry;
    for (const auto& [row, value] : table.rows) {
      bytes += kEntry + row.capacity() * sizeof(std::uint64_t);
    }
    return bytes;
  }
  Table table;
};

Game row_value(const Row& row, Table& table) {
  if (row.empty()) {
    return Game();
  }
  if (const Game* known = table.find(row)) {
    return *known;
  }
  std::vector<Game> left;
  std::vector<Game> right;
  for (std::uint64_t size = 0; size < row.front(); ++size) {
    Row option(row.begin() + (size == 0 ? 1 : 0), row.end());
    if (size > 0) {
      option.front() = size;
    }
    left.push_back(row_value(option, table));
  }
  for (std::uint64_t size = 0; size < row.back(); ++size) {
    Row option(row.begin(), row.end() - (size == 0 ? 1 : 0));
    if (size > 0) {
      option.back() = size;
    }
    right.push_back(row_value(option, table));
  }
  Game value = game_from_options(std::move(left), std::move(right));
  table.insert(row, value);
  return value;
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
