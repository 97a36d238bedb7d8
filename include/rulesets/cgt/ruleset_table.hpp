#pragma once
// The transposition tables of the ruleset solver: representative position → canonical game,
// kept in the context (an extension) so that they live and die with the store their games
// belong to, and counted in the context's memory budget.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/game.hpp"
#include "cgt/ruleset.hpp"

namespace cgt {

// An open-addressing hash table (linear probing) from positions to games. The caller hashes:
// the solver computes a position's hash once and uses it for the look-up and the insertion.
// One array of slots, so a look-up is one or two cache lines rather than a node per entry
// (std::unordered_map), and its bytes are exactly its capacity.
template <std::semiregular Position>
class PositionTable {
 public:
  // The value stored for `position`, or nullptr.
  [[nodiscard]] const Game* find(const Position& position, std::size_t hash) const {
    if (slots_.empty()) {
      return nullptr;
    }
    const std::uint64_t tag = tag_of(hash);
    for (std::size_t i = index_of(tag);; i = (i + 1) & mask_) {
      const Slot& slot = slots_[i];
      if (slot.tag == tag && slot.position == position) {
        return &slot.value;
      }
      if (slot.tag == 0) {
        return nullptr;
      }
    }
  }

  // Adds `position` (not in the table). Before the table doubles it asks `context` whether the
  // bigger array fits the memory budget (BudgetError if not, the table unchanged).
  void insert(const Position& position, std::size_t hash, Game value, std::size_t heap_bytes, Context& context) {
    if ((size_ + 1) * 4 > slots_.size() * 3) {
      grow(context);
    }
    place(Slot{tag_of(hash), position, value});
    ++size_;
    heap_bytes_ += heap_bytes;
  }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] std::size_t bytes_held() const noexcept { return slots_.capacity() * sizeof(Slot) + heap_bytes_; }

 private:
  struct Slot {
    std::uint64_t tag = 0;  // 0: empty; else the hash with its top bit set
    Position position{};
    Game value;
  };

  static constexpr std::uint64_t tag_of(std::size_t hash) { return std::uint64_t{hash} | (std::uint64_t{1} << 63); }
  // Fibonacci hashing: the top bits of tag·φ·2^64, so a ruleset's weak hash (small integers,
  // a few bits that vary) still spreads over the table.
  [[nodiscard]] std::size_t index_of(std::uint64_t tag) const {
    return static_cast<std::size_t>((tag * 0x9e3779b97f4a7c15ULL) >> shift_);
  }

  void place(Slot slot) {
    std::size_t i = index_of(slot.tag);
    while (slots_[i].tag != 0) {
      i = (i + 1) & mask_;
    }
    slots_[i] = std::move(slot);
  }

  void grow(Context& context) {
    const std::size_t capacity = slots_.empty() ? kInitialCapacity : slots_.size() * 2;
    context.check_growth(capacity * sizeof(Slot));
    std::vector<Slot> old(capacity);
    old.swap(slots_);
    mask_ = capacity - 1;
    shift_ = 64 - static_cast<unsigned>(std::countr_zero(capacity));
    for (Slot& slot : old) {
      if (slot.tag != 0) {
        place(std::move(slot));
      }
    }
  }

  static constexpr std::size_t kInitialCapacity = 1024;
  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  unsigned shift_ = 64;
  std::size_t size_ = 0;
  std::size_t heap_bytes_ = 0;
};

// The tables of ruleset type R in one context: one per table name (see cgt/ruleset.hpp).
template <Ruleset R>
class RulesetTables final : public ContextState {
 public:
  using Table = PositionTable<typename R::Position>;

  explicit RulesetTables(Context& /*context*/) {}

  Table& table(const R& rules) {
    if constexpr (ruleset_hooks::HasTableName<R>) {
      return tables_[rules.table_name()];
    } else {
      return tables_[std::string()];
    }
  }

  // Forgets the table of that name (rules whose positions mean something for one call only:
  // the ids of a ruleset written in Python).
  void drop(const std::string& name) { tables_.erase(name); }

  [[nodiscard]] std::size_t bytes_held() const override {
    std::size_t total = 0;
    for (const auto& [name, table] : tables_) {
      total += name.capacity() + table.bytes_held();
    }
    return total;
  }

 private:
  std::unordered_map<std::string, Table> tables_;
};

}  // namespace cgt
