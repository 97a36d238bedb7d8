#pragma once
// The one grammar of every list in cgt's input — a row of piles, heaps or coins, a list of
// naturals, a permutation, a subtraction set — shared by every list parser, so that all
// subcommands read lists alike (docs/cli.md, "Lists"):
//
//   * Items are separated by a comma, a vertical bar or whitespace: "1, 2, 3", "1|2|3",
//     "1 2 3" and "1,2 | 3" are the same list. A separator may have whitespace around it.
//   * Whitespace separates two items only where it stands between two of them: not next to an
//     operator (+ * ^ - · ×) and not inside parentheses, so "w*2 + 1, w" is two items and
//     "w*2 + 1 w" too, while "w^2 *3" is one.
//   * An empty item — two separators in a row (",,", ", |"), or one at the start or the end
//     (",1", "1,") — is an error naming the item's position: "pile 2 is empty".
//   * A blank text (nothing, or only whitespace and newlines) is the empty list.
//
// ListReader hands out the items one by one without copying them (a row of 10^6 piles from
// standard input is split at some 100 MB/s), charging the current context's budget for each;
// each item parser reads its own kind of item and
// reports its errors with the item's name ("heap 3") and a column in the whole text.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cgt/context.hpp"
#include "cgt/integer.hpp"

namespace cgt {

struct ListItem {
  std::string_view text;    // without the whitespace around it
  std::size_t offset = 0;   // byte offset of text in the whole list
  std::size_t index = 0;    // 0-based position in the list (messages say index + 1)
};

class ListReader {
 public:
  // `subject` names the whole list in messages ("partial nim position", "--stones"); `item`
  // names one item ("pile": "pile 3 is empty").
  ListReader(std::string_view text, std::string_view subject, std::string_view item)
      : text_(text), subject_(subject), item_(item), context_(current_context()) {
    skip_blanks();
  }

  // The next item, or false at the end of the list. Throws ParseError for an empty item.
  bool next(ListItem& out) {
    if (done_) {
      return false;
    }
    if (position_ >= text_.size()) {
      if (index_ > 0 && after_symbol_) {
        fail_empty(position_);  // "1,": a separator and then nothing
      }
      done_ = true;
      return false;
    }
    const std::size_t start = position_;
    const std::size_t end = scan_item();
    if (end == start) {
      fail_empty(start);
    }
    out.text = text_.substr(start, end - start);
    out.offset = start;
    out.index = index_++;
    // Reading an item and making its value costs some 100 ns and more for a long one: so a row
    // of 10^7 piles meets the work limit (and Ctrl-C) while it is read.
    context_.charge(2 + (end - start) / 16);
    // The separator: blanks, at most one ',' or '|', blanks.
    skip_blanks();
    after_symbol_ = false;
    if (position_ < text_.size() && kinds()[byte(position_)] == kSeparator) {
      ++position_;
      after_symbol_ = true;
      skip_blanks();
    }
    return true;
  }

  // The 1-based column, in characters, of a byte offset in the whole text (for messages).
  [[nodiscard]] std::size_t column_of(std::size_t offset) const noexcept;
  [[nodiscard]] std::string_view text() const noexcept { return text_; }
  [[nodiscard]] std::string_view subject() const noexcept { return subject_; }
  [[nodiscard]] std::string_view item_name() const noexcept { return item_; }

  // Throws ParseError(subject, column of `offset`, message).
  [[noreturn]] void fail_at(std::size_t offset, const std::string& message) const;
  // The natural number `digits` (decimal digits only) found at `offset`; one larger than cgt's
  // integers (2^23 bits) is a ParseError there, refused before it is converted.
  [[nodiscard]] Integer natural(std::string_view digits, std::size_t offset) const;

 private:
  enum Kind : std::uint8_t { kOrdinary, kBlank, kSeparator, kOpen, kClose, kOperator };

  static constexpr std::array<std::uint8_t, 256> kKinds = [] {
    std::array<std::uint8_t, 256> t{};
    for (unsigned char c : {' ', '\t', '\n', '\r', '\v', '\f'}) {
      t[c] = kBlank;
    }
    t[','] = kSeparator;
    t['|'] = kSeparator;
    t['('] = kOpen;
    t[')'] = kClose;
    for (unsigned char c : {'+', '*', '^', '-'}) {
      t[c] = kOperator;
    }
    return t;
  }();
  static constexpr const std::array<std::uint8_t, 256>& kinds() noexcept { return kKinds; }
  [[nodiscard]] unsigned char byte(std::size_t i) const noexcept { return static_cast<unsigned char>(text_[i]); }

  void skip_blanks() noexcept {
    while (position_ < text_.size() && kinds()[byte(position_)] == kBlank) {
      ++position_;
    }
  }

  // Whether the character ending at byte `last` (the last byte of an item so far) asks for
  // more: an operator, or an opening parenthesis.
  [[nodiscard]] bool continues_after(std::size_t last) const noexcept;
  // Whether the character starting at byte `first` continues the item before it.
  [[nodiscard]] bool continues_before(std::size_t first) const noexcept;

  // Advances position_ past one item and returns the end of its text (before any blanks).
  std::size_t scan_item() noexcept {
    int depth = 0;
    std::size_t end = position_;  // one past the last non-blank byte of the item
    while (position_ < text_.size()) {
      const std::uint8_t kind = kinds()[byte(position_)];
      if (kind == kOrdinary || kind == kOperator) {
        end = ++position_;
        continue;
      }
      if (kind == kOpen) {
        ++depth;
        end = ++position_;
        continue;
      }
      if (kind == kClose) {
        depth -= depth > 0 ? 1 : 0;
        end = ++position_;
        continue;
      }
      if (depth > 0) {
        // A separator or a blank inside parentheses belongs to the item (a blank does not end
        // its text: trailing blanks of an unclosed parenthesis are still dropped).
        ++position_;
        if (kind != kBlank) {
          end = position_;
        }
        continue;
      }
      if (kind == kSeparator) {
        return end;
      }
      // Blanks: a separator when they stand between two items.
      std::size_t after = position_;
      while (after < text_.size() && kinds()[byte(after)] == kBlank) {
        ++after;
      }
      if (after == text_.size() || kinds()[byte(after)] == kSeparator) {
        position_ = after;
        return end;
      }
      if (end > 0 && !continues_after(end - 1) && !continues_before(after)) {
        // Whitespace between two items: leave position_ at the next item.
        position_ = after;
        return end;
      }
      position_ = after;
    }
    return end;
  }

  [[noreturn]] void fail_empty(std::size_t offset) const;

  std::string_view text_;
  std::string_view subject_;
  std::string_view item_;
  Context& context_;
  std::size_t position_ = 0;
  std::size_t index_ = 0;
  bool after_symbol_ = false;  // the last separator was ',' or '|' (not just whitespace)
  bool done_ = false;
};

}  // namespace cgt
