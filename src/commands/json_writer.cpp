#include "commands/json_writer.hpp"

#include <charconv>
#include <stdexcept>

#include "cgt/ordinal_text.hpp"

namespace cgt::commands {

void JsonWriter::before_value() {
  if (has_element_.empty()) {
    return;  // the top-level value
  }
  if (is_object_.back()) {
    if (!after_key_) {
      throw std::logic_error("JsonWriter: a value in an object needs a key first");
    }
    after_key_ = false;
    return;
  }
  if (has_element_.back()) {
    out_ += ',';
  }
  has_element_.back() = true;
}

JsonWriter& JsonWriter::begin_object() {
  before_value();
  out_ += '{';
  has_element_.push_back(false);
  is_object_.push_back(true);
  last_key_.emplace_back();
  return *this;
}

JsonWriter& JsonWriter::end_object() {
  if (is_object_.empty() || !is_object_.back() || after_key_) {
    throw std::logic_error("JsonWriter: end_object without an open object");
  }
  out_ += '}';
  has_element_.pop_back();
  is_object_.pop_back();
  last_key_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::begin_array() {
  before_value();
  out_ += '[';
  has_element_.push_back(false);
  is_object_.push_back(false);
  return *this;
}

JsonWriter& JsonWriter::end_array() {
  if (is_object_.empty() || is_object_.back()) {
    throw std::logic_error("JsonWriter: end_array without an open array");
  }
  out_ += ']';
  has_element_.pop_back();
  is_object_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  if (is_object_.empty() || !is_object_.back() || after_key_) {
    throw std::logic_error("JsonWriter: a key outside an object");
  }
  if (has_element_.back()) {
    if (!(last_key_.back() < name)) {
      throw std::logic_error("JsonWriter: key '" + std::string(name) + "' after '" + last_key_.back() +
                             "': keys go in alphabetical order");
    }
    out_ += ',';
  }
  has_element_.back() = true;
  last_key_.back().assign(name);
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
  if (!has_element_.empty() || after_key_) {
    throw std::logic_error("JsonWriter: finish with an object or array still open");
  }
  out_ += '\n';
  std::string text = std::move(out_);
  out_.clear();
  return text;
}

}  // namespace cgt::commands
