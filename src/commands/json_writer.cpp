#include "commands/json_writer.hpp"

#include <charconv>
#include <stdexcept>

#include "cgt/ordinal_text.hpp"

namespace cgt::commands {

void JsonWriter::before_value() {
  context_.charge(1);
  if (out_.size() >= next_check_) {
    context_.check_growth(2 * out_.capacity());  // the next doubling: old and new text at once
    next_check_ = out_.size() + (std::size_t{1} << 20);
  }
  if (open_.empty()) {
    return;  // the top-level value
  }
  Frame& frame = open_.back();
  if (frame.is_object) {
    if (!after_key_) {
      throw std::logic_error("JsonWriter: a value in an object needs a key first");
    }
    after_key_ = false;
    return;
  }
  if (frame.has_element) {
    out_ += ',';
  }
  frame.has_element = true;
}

JsonWriter& JsonWriter::begin_object() {
  before_value();
  out_ += '{';
  open_.push_back({true, false, {}});
  return *this;
}

JsonWriter& JsonWriter::end_object() {
  if (open_.empty() || !open_.back().is_object || after_key_) {
    throw std::logic_error("JsonWriter: end_object without an open object");
  }
  out_ += '}';
  open_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::begin_array() {
  before_value();
  out_ += '[';
  open_.push_back({false, false, {}});
  return *this;
}

JsonWriter& JsonWriter::end_array() {
  if (open_.empty() || open_.back().is_object) {
    throw std::logic_error("JsonWriter: end_array without an open array");
  }
  out_ += ']';
  open_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  if (open_.empty() || !open_.back().is_object || after_key_) {
    throw std::logic_error("JsonWriter: a key outside an object");
  }
  Frame& frame = open_.back();
  if (frame.has_element) {
    if (!(frame.last_key < name)) {
      throw std::logic_error("JsonWriter: key '" + std::string(name) + "' after '" + std::string(frame.last_key) +
                             "': keys go in alphabetical order");
    }
    out_ += ',';
  }
  frame.has_element = true;
  frame.last_key = name;
  after_key_ = true;
  string(name);
  after_key_ = true;  // string() consumed the flag as if it were a value
  out_ += ':';
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  before_value();
  bool plain = true;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte > 0x7E || c == '"' || c == '\\') {
      plain = false;
      break;
    }
  }
  if (plain) {
    out_ += '"';
    out_ += text;
    out_ += '"';
  } else {
    // Escapes and UTF-8 exactly as dump_json writes them.
    out_ += dump_json(Json(std::string(text)));
  }
  return *this;
}

JsonWriter& JsonWriter::integer(std::int64_t n) {
  before_value();
  const bool safe = n > -kJsonSafeInteger && n < kJsonSafeInteger;
  char buffer[24];
  auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, n);
  if (!safe) {
    out_ += '"';
  }
  out_.append(buffer, end);
  if (!safe) {
    out_ += '"';
  }
  return *this;
}

JsonWriter& JsonWriter::integer(std::uint64_t n) {
  if (n < static_cast<std::uint64_t>(kJsonSafeInteger)) {
    return integer(static_cast<std::int64_t>(n));
  }
  before_value();
  char buffer[24];
  auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, n);
  out_ += '"';
  out_.append(buffer, end);
  out_ += '"';
  return *this;
}

JsonWriter& JsonWriter::integer(const Integer& n) {
  if (n.fits_int64()) {
    return integer(n.to_int64());
  }
  before_value();
  out_ += '"';
  out_ += n.to_string();
  out_ += '"';
  return *this;
}

JsonWriter& JsonWriter::ordinal(const Ordinal& value) {
  before_value();
  // The canonical ASCII text has nothing to escape (digits, w, ^, *, +, parentheses).
  out_ += '"';
  append_ordinal(out_, value);
  out_ += '"';
  return *this;
}

JsonWriter& JsonWriter::natural_or_ordinal(const Ordinal& value) {
  return value.is_finite() ? integer(value.finite_value()) : ordinal(value);
}

JsonWriter& JsonWriter::boolean(bool b) {
  before_value();
  out_ += b ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  before_value();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::value(const Json& value) {
  before_value();
  out_ += dump_json(value);
  return *this;
}

std::string JsonWriter::finish() {
  if (!open_.empty() || after_key_) {
    throw std::logic_error("JsonWriter: finish with an object or array still open");
  }
  out_ += '\n';
  std::string text = std::move(out_);
  out_.clear();
  return text;
}

}  // namespace cgt::commands
