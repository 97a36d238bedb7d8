#include "cli/command.hpp"

#include <iostream>
#include <iterator>

#include "cgt/error.hpp"

namespace cgt::cli {

std::string read_position(const std::string& argument) {
  if (argument != "-") {
    return argument;
  }
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  if (std::cin.bad()) {
    throw DomainError("could not read the position from standard input");
  }
  return text;
}

void print_json(const nlohmann::json& value) {
  std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  text += '\n';
  std::cout << text << std::flush;
}

void print_text(const std::string& text) {
  std::cout << text << std::flush;
}

}  // namespace cgt::cli
