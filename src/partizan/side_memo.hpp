#pragma once
// A memo of some property of canonical games (stops, thermograph, birthday), kept beside the
// store and dropped when the store is cleared.

#include <unordered_map>

#include "partizan/store.hpp"

namespace cgt::partizan {

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

}  // namespace cgt::partizan
