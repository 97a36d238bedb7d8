#pragma once
// The explicit stack of a hand-written parser: the rules it has begun and not finished, and
// the values they have collected so far. Parsers keep these here rather than in recursive
// calls so that their use of the machine stack does not grow with the nesting of the text.
//
// The first `kInline` elements live in a buffer inside the object, so an everyday shallow text
// costs no heap allocation (a recursive parser's frames cost none either); deeper text moves
// the elements to the heap, doubling the room each time.

#include <array>
#include <cstddef>
#include <iterator>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace cgt {

// How deeply every text reader lets its text nest: one level per open bracket, brace,
// parenthesis, function argument or prefix operator (each reader's grammar says which count),
// the deepest text of kMaxTextNesting levels read and one more refused. The readers would take
// any depth (their stacks are on the heap); the bound keeps a hostile text's memory and time in
// proportion, and every engine after them takes values this deep (docs/developing.md, "Stack
// use"). One bound and one wording for all: ordinals, short games, impartial and misère games,
// LR-ending positions, stoppers and graphs.
inline constexpr std::size_t kMaxTextNesting = 5000;

// What every reader says of text nested deeper than kMaxTextNesting (with the column).
inline std::string nesting_too_deep_message() {
  return "nested more than " + std::to_string(kMaxTextNesting) + " levels deep";
}

template <typename T, std::size_t kInline>
class ParseStack {
  // Growing moves the elements; a move that could throw would leave them half moved.
  static_assert(std::is_nothrow_move_constructible_v<T>);

 public:
  ParseStack() = default;
  ParseStack(const ParseStack&) = delete;
  ParseStack& operator=(const ParseStack&) = delete;
  ~ParseStack() {
    std::destroy(data_, data_ + size_);
    if (data_ != inline_data()) {
      ::operator delete (data_, std::align_val_t{alignof(T)});
    }
  }

  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  T& top() noexcept { return data_[size_ - 1]; }

  template <typename... Args>
  T& emplace(Args&&... args) {
    if (size_ == capacity_) {
      grow();
    }
    T* item = ::new (static_cast<void*>(data_ + size_)) T(std::forward<Args>(args)...);
    ++size_;
    return *item;
  }
  void push(T item) { emplace(std::move(item)); }
  void pop() noexcept { std::destroy_at(data_ + --size_); }

  // The elements from index `first` on (those of the innermost open rule).
  std::span<T> from(std::size_t first) noexcept { return {data_ + first, size_ - first}; }
  // Moves the elements from index `first` on out, into a vector of their own.
  std::vector<T> take_from(std::size_t first) {
    std::vector<T> taken(std::make_move_iterator(data_ + first), std::make_move_iterator(data_ + size_));
    truncate(first);
    return taken;
  }
  void truncate(std::size_t size) noexcept {
    std::destroy(data_ + size, data_ + size_);
    size_ = size;
  }

 private:
  T* inline_data() noexcept { return reinterpret_cast<T*>(buffer_.data()); }

  void grow() {
    const std::size_t capacity = 2 * capacity_;
    T* data = static_cast<T*>(::operator new (capacity * sizeof(T), std::align_val_t{alignof(T)}));
    std::uninitialized_move(data_, data_ + size_, data);
    std::destroy(data_, data_ + size_);
    if (data_ != inline_data()) {
      ::operator delete (data_, std::align_val_t{alignof(T)});
    }
    data_ = data;
    capacity_ = capacity;
  }

  alignas(T) std::array<std::byte, kInline * sizeof(T)> buffer_;
  T* data_ = inline_data();
  std::size_t size_ = 0;
  std::size_t capacity_ = kInline;
};

}  // namespace cgt
