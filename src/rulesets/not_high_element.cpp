#include "cgt/not_high_element.hpp"

#include <cstdint>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/list_text.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

std::vector<std::uint32_t> parse_permutation(std::string_view text) {
  Context& context = current_context();
  ListReader reader(text, "permutation", "token");
  std::vector<std::uint32_t> tokens;
  ListItem item;
  while (reader.next(item)) {
    std::uint32_t value = 0;
    for (std::size_t k = 0; k < item.text.size(); ++k) {
      char d = item.text[k];
      if (d < '0' || d > '9') {
        while (d == ' ' || d == '\t' || d == '\n' || d == '\r') {  // inside "4 -2": report the '-'
          d = item.text[++k];
        }
        TextCursor at(item.text.substr(k), "");
        reader.fail_at(item.offset + k,
                       "expected a token value (a positive integer), found '" + at.peek_char_text() + "'");
      }
      if (k >= 9) {
        reader.fail_at(item.offset, "token value " + std::string(item.text) + " is too large");
      }
      value = value * 10 + static_cast<std::uint32_t>(d - '0');
    }
    tokens.push_back(value);
    if ((tokens.size() & 4095) == 0) {
      context.check_growth(tokens.capacity() * sizeof(std::uint32_t));  // against what the context holds
    }
  }
  check_permutation(tokens);
  return tokens;
}

void check_permutation(std::span<const std::uint32_t> tokens) {
  const std::size_t n = tokens.size();
  std::vector<bool> seen(n + 1, false);
  for (std::size_t i = 0; i < n; ++i) {
    std::uint32_t v = tokens[i];
    if (v == 0 || v > n) {
      throw DomainError("not a permutation of 1.." + std::to_string(n) + ": token " + std::to_string(i + 1) + " is " +
                        std::to_string(v));
    }
    if (seen[v]) {
      throw DomainError("not a permutation of 1.." + std::to_string(n) + ": " + std::to_string(v) + " appears twice");
    }
    seen[v] = true;
  }
}

std::vector<bool> non_records(std::span<const std::uint32_t> tokens) {
  check_permutation(tokens);
  std::vector<bool> result(tokens.size(), false);
  std::uint32_t highest = 0;
  for (std::uint32_t v : tokens) {
    if (v < highest) {
      result[v - 1] = true;
    } else {
      highest = v;
    }
  }
  return result;
}

NotHighElementAnalysis analyze_not_high_element(std::span<const std::uint32_t> tokens) {
  std::vector<bool> non_record = non_records(tokens);
  const std::size_t n = tokens.size();
  NotHighElementAnalysis result;
  while (result.grundy < n && non_record[static_cast<std::size_t>(result.grundy)]) {
    ++result.grundy;
  }
  // Bit v - 1 for each non-record v, gathered in words and turned into a number once.
  std::vector<std::uint64_t> moves((n + 63) / 64);
  for (std::size_t v = 1; v <= n; ++v) {
    if (non_record[v - 1]) {
      moves[(v - 1) / 64] |= std::uint64_t{1} << ((v - 1) % 64);
    }
  }
  result.max_moves = Integer::from_words(moves);
  // A move on non-record v leads to value v - 1.
  for (std::size_t v = 1; v <= n; ++v) {
    if (non_record[v - 1] && v - 1 == 0) {
      result.winning_tokens.push_back(static_cast<std::uint32_t>(v));
    }
  }
  return result;
}

void not_high_element_chain(std::span<const std::uint32_t> tokens, std::vector<Integer>& nimbers,
                            std::vector<Integer>& substitutes) {
  std::vector<bool> non_record = non_records(tokens);
  nimbers.clear();
  substitutes.clear();
  for (std::size_t v = tokens.size(); v >= 1; --v) {
    nimbers.emplace_back(non_record[v - 1] ? 1 : 0);
  }
  substitutes.assign(tokens.size() - 1, Integer(1));
}

}  // namespace cgt
