#pragma once
// A memo of some property of canonical games (stops, birthday, atomic weight), kept in the
// partizan state of a context.

#include <optional>
#include <vector>

#include "partizan/store.hpp"

namespace cgt::partizan {

// Keyed by game id, in a vector indexed by the id: ids are dense, so a lookup is an index
// rather than a hash probe (these memos sit on the hot paths of stops and atomic weights).
// A pointer from find() is valid only until the next put(): copy the value before recursing.
template <typename T>
class DenseMemo {
 public:
  const T* find(GameId id) const { return id < slots_.size() && slots_[id] ? &*slots_[id] : nullptr; }
  void put(GameId id, T value) {
    if (id >= slots_.size()) {
      // Grow geometrically: ids arrive in increasing order as the store grows. The new slots
      // must fit in the memory budget (see Context::check_growth).
      const std::size_t size = std::max<std::size_t>(std::size_t{id} + 1, slots_.size() * 3 / 2);
      current_context().check_growth(size * sizeof(std::optional<T>));
      slots_.resize(size);
    }
    slots_[id] = std::move(value);
  }
  [[nodiscard]] std::size_t bytes_held() const noexcept { return slots_.capacity() * sizeof(std::optional<T>); }

 private:
  std::vector<std::optional<T>> slots_;
};

}  // namespace cgt::partizan
