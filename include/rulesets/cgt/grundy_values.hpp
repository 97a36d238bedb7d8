#pragma once
// The values G(0..N) of a take-and-break game, stored as narrowly as they allow: a byte per heap
// while every value is below 256, 16 bits while below 65536, 32 bits beyond. Setting a value
// that does not fit widens the whole sequence first, so nothing is ever cut off. Research runs
// hold 10^8–10^9 heaps (Grundy's game has no value above 255 before heap 7 250 049), and the
// sparse-space method reads values scattered over the whole sequence: the narrower, the more of
// it stays in cache.

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <span>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace cgt {

class GrundyValues {
 public:
  using value_type = std::uint32_t;
  using size_type = std::size_t;

  // Random access to the values as 32-bit numbers, whatever the width stored.
  class const_iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = std::uint32_t;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = std::uint32_t;

    const_iterator() = default;
    const_iterator(const GrundyValues* values, std::size_t index) : values_(values), index_(index) {}
    std::uint32_t operator*() const { return (*values_)[index_]; }
    std::uint32_t operator[](difference_type k) const { return (*values_)[index_ + static_cast<std::size_t>(k)]; }
    const_iterator& operator++() { ++index_; return *this; }
    const_iterator operator++(int) { const_iterator old = *this; ++index_; return old; }
    const_iterator& operator--() { --index_; return *this; }
    const_iterator operator--(int) { const_iterator old = *this; --index_; return old; }
    const_iterator& operator+=(difference_type k) { index_ += static_cast<std::size_t>(k); return *this; }
    const_iterator& operator-=(difference_type k) { index_ -= static_cast<std::size_t>(k); return *this; }
    friend const_iterator operator+(const_iterator it, difference_type k) { return it += k; }
    friend const_iterator operator+(difference_type k, const_iterator it) { return it += k; }
    friend const_iterator operator-(const_iterator it, difference_type k) { return it -= k; }
    friend difference_type operator-(const const_iterator& a, const const_iterator& b) {
      return static_cast<difference_type>(a.index_) - static_cast<difference_type>(b.index_);
    }
    friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.index_ == b.index_; }
    friend auto operator<=>(const const_iterator& a, const const_iterator& b) { return a.index_ <=> b.index_; }

   private:
    const GrundyValues* values_ = nullptr;
    std::size_t index_ = 0;
  };
  using iterator = const_iterator;

  GrundyValues() = default;
  GrundyValues(std::initializer_list<std::uint32_t> values) : GrundyValues(std::span(values.begin(), values.size())) {}
  explicit GrundyValues(std::span<const std::uint32_t> values) {
    for (std::uint32_t v : values) widen_for(v);
    std::visit([&](auto& data) { data.assign(values.begin(), values.end()); }, data_);
  }

  [[nodiscard]] std::size_t size() const noexcept {
    return std::visit([](const auto& data) { return data.size(); }, data_);
  }
  [[nodiscard]] bool empty() const noexcept { return size() == 0; }
  // Bytes per value as stored: 1, 2 or 4.
  [[nodiscard]] std::size_t bytes_per_value() const noexcept {
    return std::visit([](const auto& data) { return sizeof(data[0]); }, data_);
  }
  [[nodiscard]] std::uint32_t operator[](std::size_t i) const noexcept {
    return std::visit([i](const auto& data) { return std::uint32_t{data[i]}; }, data_);
  }
  [[nodiscard]] std::uint32_t back() const noexcept { return (*this)[size() - 1]; }
  [[nodiscard]] const_iterator begin() const noexcept { return {this, 0}; }
  [[nodiscard]] const_iterator end() const noexcept { return {this, size()}; }

  // New values are 0.
  void resize(std::size_t size) {
    std::visit([size](auto& data) { data.resize(size, 0); }, data_);
  }
  void set(std::size_t i, std::uint32_t value) {
    widen_for(value);
    std::visit([&](auto& data) { data[i] = static_cast<std::decay_t<decltype(data[0])>>(value); }, data_);
  }
  // Widens the storage so that `value` fits (copying every value; a no-op when it fits already).
  void widen_for(std::uint32_t value) {
    if (value > std::numeric_limits<std::uint16_t>::max()) {
      widen_to<std::uint32_t>();
    } else if (value > std::numeric_limits<std::uint8_t>::max()) {
      widen_to<std::uint16_t>();
    }
  }

  // Calls f with the stored values as a std::span<const T> (T: uint8_t, uint16_t or uint32_t), for
  // loops over many values; or, non-const, with the std::vector<T> itself (its values must then
  // fit in T: the caller widens first).
  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit([&](const auto& data) -> decltype(auto) { return f(std::span(data.data(), data.size())); }, data_);
  }
  template <class F>
  decltype(auto) visit_storage(F&& f) {
    return std::visit([&](auto& data) -> decltype(auto) { return f(data); }, data_);
  }

  [[nodiscard]] std::vector<std::uint32_t> to_vector() const { return {begin(), end()}; }

  friend bool operator==(const GrundyValues& a, const GrundyValues& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
  }
  friend bool operator==(const GrundyValues& a, const std::vector<std::uint32_t>& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  template <class T>
  void widen_to() {
    std::vector<T> wider;
    const bool narrower = std::visit(
        [&](const auto& data) {
          if constexpr (sizeof(data[0]) < sizeof(T)) {
            wider.assign(data.begin(), data.end());
            return true;
          } else {
            return false;
          }
        },
        data_);
    if (narrower) data_ = std::move(wider);
  }

  std::variant<std::vector<std::uint8_t>, std::vector<std::uint16_t>, std::vector<std::uint32_t>> data_;
};

}  // namespace cgt
