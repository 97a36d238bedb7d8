#pragma once
// Memos of some property of canonical games (stops, thermograph, birthday), kept beside the
// store and dropped when the store is cleared.

#include <optional>
#include <unordered_map>
#include <vector>

#include "partizan/store.hpp"

namespace cgt::partizan {

// Keyed by anything, with references that stay valid while entries are added (thermographs
// are handed out by reference).
template <typename T>
class SideMemo {
 public:
  std::unordered_map<GameId, T>& map() {
    if (generation_ != store().generation()) {
      map_.clear();
      generation_ = store().generation();
    }
    return map_;
  }

 private:
  std::unordered_map<GameId, T> map_;
  std::uint64_t generation_ = 0;
};

// Keyed by game id, in a vector indexed by the id: ids are dense, so a lookup is an index
// rather than a hash probe (these memos sit on the hot paths of stops and atomic weights).
// A pointer from find() is valid only until the next put(): copy the value before recursing.
template <typename T>
class DenseMemo {
 public:
  const T* find(GameId id) {
    refresh();
    return id < slots_.size() && slots_[id] ? &*slots_[id] : nullptr;
  }
  void put(GameId id, T value) {
    refresh();
    if (id >= slots_.size()) {
      slots_.resize(std::max<std::size_t>(std::size_t{id} + 1, store().size()));
    }
    slots_[id] = std::move(value);
  }

 private:
  void refresh() {
    if (generation_ != store().generation()) {
      slots_.clear();
      generation_ = store().generation();
    }
  }
  std::vector<std::optional<T>> slots_;
  std::uint64_t generation_ = 0;
};

}  // namespace cgt::partizan
