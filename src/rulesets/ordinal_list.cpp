// Reading a row of ordinals: split by the list grammar (core/list_text.hpp), then a fast path for the common shapes and
// parse_ordinal for everything else (so both always agree on what they accept).

#include "cgt/ordinal_list.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "core/list_text.hpp"

namespace cgt {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// A decimal natural below 10^18 (so below 2^63), or nullopt.
std::optional<std::uint64_t> small_natural(std::string_view digits) {
  if (digits.empty() || digits.size() > 18) {
    return std::nullopt;
  }
  std::uint64_t value = 0;
  for (char c : digits) {
    if (!is_digit(c)) {
      return std::nullopt;
    }
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return value;
}

// The fast path: term ('+' term)* with term = n | w | w*n | w^n | w^n*n, naturals below 10^18,
// exponents ≥ 1 strictly decreasing, coefficients ≥ 1 and a finite term only last. These are
// exactly the canonical forms with natural exponents, whose value is read off directly.
// nullopt means "not this shape": the caller then uses the full parser.
class CanonicalFormReader {
 public:
  explicit CanonicalFormReader(std::string_view text) : text_(text) {}

  std::optional<Ordinal> read() {
    std::vector<Ordinal::Term> terms;
    // Exactly the terms there are (the ordinal keeps this vector): a row of 10^6 heaps holds
    // 10^6 of them.
    terms.reserve(1 + static_cast<std::size_t>(std::count(text_.begin(), text_.end(), '+')));
    std::uint64_t previous_exponent = 0;
    for (;;) {
      skip_spaces();
      std::uint64_t exponent = 0;
      std::uint64_t coefficient = 1;
      if (consume('w')) {
        exponent = 1;
        skip_spaces();
        if (consume('^')) {
          auto e = natural();
          if (!e || *e == 0) {
            return std::nullopt;
          }
          exponent = *e;
        }
        skip_spaces();
        if (consume('*')) {
          auto c = natural();
          if (!c || *c == 0) {
            return std::nullopt;
          }
          coefficient = *c;
        }
      } else {
        auto c = natural();
        if (!c) {
          return std::nullopt;
        }
        coefficient = *c;
        skip_spaces();
        if (position_ != text_.size() || (coefficient == 0 && !terms.empty())) {
          return std::nullopt;
        }
        if (coefficient != 0) {
          terms.push_back({Ordinal(), Integer(static_cast<std::int64_t>(coefficient))});
        }
        return Ordinal::from_terms(std::move(terms));
      }
      if (!terms.empty() && exponent >= previous_exponent) {
        return std::nullopt;
      }
      previous_exponent = exponent;
      terms.push_back({Ordinal(exponent), Integer(static_cast<std::int64_t>(coefficient))});
      skip_spaces();
      if (position_ == text_.size()) {
        return Ordinal::from_terms(std::move(terms));
      }
      if (!consume('+')) {
        return std::nullopt;
      }
    }
  }

 private:
  void skip_spaces() {
    while (position_ < text_.size() && is_space(text_[position_])) {
      ++position_;
    }
  }
  bool consume(char c) {
    if (position_ < text_.size() && text_[position_] == c) {
      ++position_;
      return true;
    }
    return false;
  }
  std::optional<std::uint64_t> natural() {
    skip_spaces();
    std::size_t start = position_;
    while (position_ < text_.size() && is_digit(text_[position_])) {
      ++position_;
    }
    return small_natural(text_.substr(start, position_ - start));
  }

  std::string_view text_;
  std::size_t position_ = 0;
};

std::size_t characters_before(std::string_view text, std::size_t bytes) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < bytes && i < text.size(); ++i) {
    count += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 ? 1 : 0;
  }
  return count;
}

std::string_view trimmed(std::string_view item) {
  while (!item.empty() && is_space(item.front())) {
    item.remove_prefix(1);
  }
  while (!item.empty() && is_space(item.back())) {
    item.remove_suffix(1);
  }
  return item;
}

Ordinal parse_item(std::string_view whole, std::size_t start, std::string_view item, std::string_view item_name,
                   std::size_t index) {
  std::string_view core = trimmed(item);
  if (auto value = small_natural(core)) {
    return Ordinal(*value);
  }
  if (auto value = CanonicalFormReader(core).read()) {
    return *value;
  }
  std::string subject = fmt::format("{} {}", item_name, index + 1);  // only on the slow path
  try {
    return parse_ordinal(item, subject);
  } catch (const ParseError& error) {
    // Re-anchor the column in the whole row, keeping the parser's message.
    std::string prefix =
        error.column() == 0 ? fmt::format("{}: ", subject) : fmt::format("{}: at column {}: ", subject, error.column());
    std::string message = error.what();
    if (message.starts_with(prefix)) {
      message.erase(0, prefix.size());
    }
    std::size_t column = error.column() == 0 ? 0 : characters_before(whole, start) + error.column();
    throw ParseError(subject, column, message);
  }
}

}  // namespace

std::size_t ordinal_row_bytes(std::span<const Ordinal> row) noexcept {
  std::size_t bytes = row.size() * sizeof(Ordinal);
  for (const Ordinal& value : row) {
    bytes += value.heap_bytes();
  }
  return bytes;
}

std::vector<Ordinal> parse_ordinal_list(std::string_view text, std::string_view item_name) {
  Context& context = current_context();
  std::vector<Ordinal> items;
  items.reserve(text.size() / 2 + 1);  // an item takes at least 2 characters with its separator
  const std::string subject = std::string(item_name) + "s";
  ListReader reader(text, subject, item_name);
  ListItem item;
  std::size_t bytes = 0;
  while (reader.next(item)) {
    items.push_back(parse_item(text, item.offset, item.text, item_name, item.index));
    bytes += sizeof(Ordinal) + items.back().heap_bytes();
    if ((items.size() & 4095) == 0) {
      context.check_growth(bytes);  // the row as it grows, against what the context holds
    }
  }
  context.check_growth(bytes);
  return items;
}

}  // namespace cgt
