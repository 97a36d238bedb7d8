#pragma once
// An open-addressing hash map from 64-bit keys to 32-bit values, for the operation caches of
// the game store (add, compare): a few nanoseconds per probe where std::unordered_map pays an
// allocation per entry and a pointer chase per lookup.

#include <cstdint>
#include <vector>

namespace cgt::partizan {

class FlatMap {
 public:
  FlatMap() { clear(); }

  void clear() {
    keys_.assign(kInitialCapacity, kEmpty);
    values_.assign(kInitialCapacity, 0);
    size_ = 0;
  }

  // The value stored for `key`, or nullptr.
  [[nodiscard]] const std::uint32_t* find(std::uint64_t key) const noexcept {
    std::size_t mask = keys_.size() - 1;
    for (std::size_t i = mix(key) & mask;; i = (i + 1) & mask) {
      if (keys_[i] == key) {
        return &values_[i];
      }
      if (keys_[i] == kEmpty) {
        return nullptr;
      }
    }
  }

  void insert(std::uint64_t key, std::uint32_t value) {
    if (needs_growth()) {
      grow();
    }
    place(key, value);
  }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  // The bytes the next insert() allocates because it doubles the table, or 0. Both arrays are
  // held while it copies, so the store asks the memory budget first (Context::admit_bytes).
  [[nodiscard]] std::size_t growth_bytes() const noexcept {
    return needs_growth() ? keys_.size() * 2 * (sizeof(std::uint64_t) + sizeof(std::uint32_t)) : 0;
  }
  [[nodiscard]] std::size_t bytes_held() const noexcept {
    return keys_.capacity() * sizeof(std::uint64_t) + values_.capacity() * sizeof(std::uint32_t);
  }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};  // never a key: ids are < 2^32-1
  static constexpr std::size_t kInitialCapacity = 1024;

  [[nodiscard]] bool needs_growth() const noexcept { return (size_ + 1) * 4 > keys_.size() * 3; }

  static std::size_t mix(std::uint64_t key) noexcept {
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdULL;
    key ^= key >> 33;
    return static_cast<std::size_t>(key);
  }

  void place(std::uint64_t key, std::uint32_t value) {
    std::size_t mask = keys_.size() - 1;
    for (std::size_t i = mix(key) & mask;; i = (i + 1) & mask) {
      if (keys_[i] == key) {
        values_[i] = value;
        return;
      }
      if (keys_[i] == kEmpty) {
        keys_[i] = key;
        values_[i] = value;
        ++size_;
        return;
      }
    }
  }

  void grow() {
    std::vector<std::uint64_t> old_keys(keys_.size() * 2, kEmpty);
    std::vector<std::uint32_t> old_values(values_.size() * 2, 0);
    old_keys.swap(keys_);
    old_values.swap(values_);
    size_ = 0;
    for (std::size_t i = 0; i < old_keys.size(); ++i) {
      if (old_keys[i] != kEmpty) {
        place(old_keys[i], old_values[i]);
      }
    }
  }

  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> values_;
  std::size_t size_ = 0;
};

}  // namespace cgt::partizan
