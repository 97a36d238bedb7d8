// Standard input and files for the positions of every command ("-" and "@FILE"), and the
// one-line form of error messages: rules every front end applies alike (cgt/commands.hpp).

#include <cstdint>
#include <utility>

#include "cgt/commands.hpp"
#include "cgt/error.hpp"

namespace cgt::commands {

namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

void drop_trailing_blanks(std::string& text) {
  std::size_t end = text.size();
  while (end > 0 && is_blank(text[end - 1])) {
    --end;
  }
  text.resize(end);
}

// "50 MiB", "2 GiB", "1000 bytes": a limit as the memory budget's own message writes it.
std::string size_text(std::size_t bytes) {
  for (auto [shift, unit] : {std::pair{30, " GiB"}, std::pair{20, " MiB"}, std::pair{10, " KiB"}}) {
    if (bytes >= (std::size_t{1} << shift) && bytes % (std::size_t{1} << shift) == 0) {
      return std::to_string(bytes >> shift) + unit;
    }
  }
  return std::to_string(bytes) + " bytes";
}

std::string ordinal_word(std::size_t n) {
  static const char* const words[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh"};
  return n >= 1 && n <= 7 ? words[n - 1] : std::to_string(n) + "th";
}

}  // namespace

void throw_input_too_large(std::string_view what, std::size_t limit) {
  throw BudgetError(std::string(what) + " is larger than the memory limit (" + size_text(limit) + ")",
                    BudgetError::Resource::kMemory);
}

bool names_input(std::string_view value) noexcept {
  return value == "-" || (value.size() > 1 && value.front() == '@');
}

std::vector<std::string> split_standard_input(std::string text, std::size_t count) {
  std::vector<std::string> parts;
  if (count == 0) {
    return parts;
  }
  if (count == 1) {
    drop_trailing_blanks(text);
    parts.push_back(std::move(text));
    return parts;
  }
  std::size_t start = 0;
  while (parts.size() < count) {
    if (start >= text.size()) {
      throw DomainError("standard input has " + std::to_string(parts.size()) + " line" +
                        (parts.size() == 1 ? "" : "s") + " but " + std::to_string(count) +
                        " arguments are '-' (one line each): the " + ordinal_word(parts.size() + 1) + " '-' has none");
    }
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) {
      end = text.size();
    }
    std::string line = text.substr(start, end - start);
    drop_trailing_blanks(line);
    parts.push_back(std::move(line));
    start = end + 1;
  }
  for (std::size_t i = start; i < text.size(); ++i) {
    if (!is_blank(text[i])) {
      throw DomainError("standard input has more lines than the " + std::to_string(count) +
                        " arguments that are '-' (one line each)");
    }
  }
  return parts;
}

void read_inputs(std::vector<std::string*> values, const InputSource& source) {
  std::size_t dashes = 0;
  for (const std::string* value : values) {
    dashes += *value == "-" ? 1 : 0;
  }
  std::vector<std::string> lines;
  std::size_t used = 0;  // bytes read, against source.max_bytes
  if (dashes > 0) {
    if (!source.standard_input) {
      throw DomainError("'-' (standard input) is not available here");
    }
    std::string text = source.standard_input();
    if (source.max_bytes != 0 && text.size() > source.max_bytes) {
      throw_input_too_large("standard input", source.max_bytes);
    }
    used = text.size();
    lines = split_standard_input(std::move(text), dashes);
  }
  std::size_t next_line = 0;
  for (std::string* value : values) {
    if (*value == "-") {
      *value = std::move(lines[next_line++]);
    } else if (names_input(*value)) {
      if (!source.file) {
        throw DomainError("'@FILE' (read a file) is not available here");
      }
      std::string text = source.file(value->substr(1));
      used += text.size();
      if (source.max_bytes != 0 && used > source.max_bytes) {
        throw_input_too_large("'" + value->substr(1) + "'" + (used > text.size() ? " with the other inputs" : ""),
                              source.max_bytes);
      }
      drop_trailing_blanks(text);
      *value = std::move(text);
    }
  }
}

std::string one_line_message(std::string_view message) {
  constexpr std::size_t kLongRun = 72;  // characters without a space
  constexpr std::size_t kKeptOfRun = 60;
  constexpr std::size_t kLongMessage = 400;
  // Control characters as escapes.
  std::string escaped;
  escaped.reserve(message.size());
  for (char c : message) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      escaped += "\\n";
    } else if (c == '\r') {
      escaped += "\\r";
    } else if (c == '\t') {
      escaped += "\\t";
    } else if (byte < 0x20 || byte == 0x7F) {
      escaped += "\\x";
      escaped += "0123456789abcdef"[byte >> 4];
      escaped += "0123456789abcdef"[byte & 15];
    } else {
      escaped += c;
    }
  }
  // Long runs of characters (counted as UTF-8 characters) cut short.
  auto is_start = [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; };
  std::string out;
  out.reserve(escaped.size() < 2 * kLongMessage ? escaped.size() : 2 * kLongMessage);
  std::size_t i = 0;
  while (i < escaped.size()) {
    if (escaped[i] == ' ') {
      out += ' ';
      ++i;
      continue;
    }
    std::size_t end = escaped.find(' ', i);
    if (end == std::string::npos) {
      end = escaped.size();
    }
    std::size_t characters = 0;
    std::size_t cut = end;  // byte offset after kKeptOfRun characters
    for (std::size_t k = i; k < end; ++k) {
      if (is_start(escaped[k])) {
        if (characters == kKeptOfRun) {
          cut = k;
        }
        ++characters;
      }
    }
    if (characters > kLongRun) {
      out.append(escaped, i, cut - i);
      out += "…";
      // Keep the closing quote of an echoed input and the punctuation after it ("'xxx…';").
      std::size_t tail = end;
      while (tail > cut && end - tail < 3 && std::string_view("'\")]};:,.").find(escaped[tail - 1]) != std::string_view::npos) {
        --tail;
      }
      out.append(escaped, tail, end - tail);
    } else {
      out.append(escaped, i, end - i);
    }
    i = end;
  }
  // A long message (many short words of an echoed input): its start and its end.
  std::size_t characters = 0;
  for (char c : out) {
    characters += is_start(c) ? 1 : 0;
  }
  if (characters > kLongMessage) {
    auto offset_of = [&](std::size_t character) {
      std::size_t seen = 0;
      for (std::size_t k = 0; k < out.size(); ++k) {
        if (is_start(out[k]) && seen++ == character) {
          return k;
        }
      }
      return out.size();
    };
    const std::size_t head = offset_of(kLongMessage - 80);
    const std::size_t tail = offset_of(characters - 60);
    out = out.substr(0, head) + " … " + out.substr(tail);
  }
  return out;
}

}  // namespace cgt::commands
