#pragma once
// How a context's states count what they hold (ContextState::bytes_held) and ask before they
// grow (Context::check_growth): estimates from sizes and capacities, one way for every store.

#include <cstddef>

#include "cgt/context.hpp"

namespace cgt::heap {

// What a heap block costs beyond its contents (glibc's chunk header, rounded).
inline constexpr std::size_t kMallocOverhead = 16;

// A node-based hash map (std::unordered_map): per entry the value, a next pointer and the
// allocation; per bucket a pointer.
template <typename Map>
std::size_t node_map_bytes(const Map& map) {
  return map.size() * (sizeof(typename Map::value_type) + sizeof(void*) + kMallocOverhead) +
         map.bucket_count() * sizeof(void*);
}

// Before `map` takes one more entry: past its load factor it rehashes into a bucket array about
// twice as large, and a doubling may add more at once than the next checkpoint can take back.
template <typename Map>
void before_insert(const Context& context, const Map& map) {
  if (static_cast<float>(map.size() + 1) > static_cast<float>(map.bucket_count()) * map.max_load_factor())
      [[unlikely]] {
    context.check_growth(2 * map.bucket_count() * sizeof(void*));
  }
}

}  // namespace cgt::heap
