#include "partizan/state.hpp"

namespace cgt::partizan {

std::size_t ValueMemos::bytes_held() const noexcept {
  // Node-based maps: the entry, a next pointer and a bucket. A thermograph's walls hold a few
  // lines each: counted at a typical four per wall (summing them would cost a walk per check).
  constexpr std::size_t kMapEntryOverhead = 3 * sizeof(void*);
  constexpr std::size_t kWallLines = 4;
  std::size_t bytes = birthday.bytes_held() + stop[0].bytes_held() + stop[1].bytes_held() + all_small.bytes_held() +
                      reduced.bytes_held() + largest_nimber.bytes_held() + atomic_weight.bytes_held() +
                      naive_weight.bytes_held();
  bytes += thermograph.size() * (sizeof(std::pair<const GameId, Thermograph>) + kMapEntryOverhead +
                                 2 * kWallLines * (sizeof(WallLine) + sizeof(Dyadic)));
  bytes += up_sums.size() * (sizeof(std::pair<const std::int64_t, GameId>) + kMapEntryOverhead);
  return bytes;
}

}  // namespace cgt::partizan
