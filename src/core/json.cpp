#include "core/json.hpp"

#include <stdexcept>

namespace cgt {

Json json_integer(const Integer& n) {
  if (n.fits_int64()) {
    return json_integer(n.to_int64());
  }
  return n.to_string();
}

Json json_integer(std::int64_t n) {
  if (n > -kJsonSafeInteger && n < kJsonSafeInteger) {
    return n;
  }
  return std::to_string(n);
}

Json json_integer(std::uint64_t n) {
  if (n < static_cast<std::uint64_t>(kJsonSafeInteger)) {
    return static_cast<std::int64_t>(n);
  }
  return std::to_string(n);
}

namespace {
void check_exact(const Json& value) {
  if (value.is_number_float()) {
    throw std::logic_error("a floating-point number in JSON: " + value.dump());
  }
  if (value.is_number_unsigned() && value.get<std::uint64_t>() >= static_cast<std::uint64_t>(kJsonSafeInteger)) {
    throw std::logic_error("an integer beyond 2^53 as a JSON number: " + value.dump());
  }
  if (value.is_number_integer() &&
      (value.get<std::int64_t>() >= kJsonSafeInteger || value.get<std::int64_t>() <= -kJsonSafeInteger)) {
    throw std::logic_error("an integer beyond 2^53 as a JSON number: " + value.dump());
  }
  if (value.is_structured()) {
    for (const Json& element : value) {
      check_exact(element);
    }
  }
}
}  // namespace

std::string dump_json(const Json& value) {
  check_exact(value);
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace cgt
