#include "commands/command.hpp"

#include <algorithm>

#include "cgt/error.hpp"

namespace cgt::commands {

namespace {
const OptionInfo* find_option(const CommandInfo& info, std::string_view name) {
  for (const OptionInfo& option : info.options) {
    if (option.name == name) {
      return &option;
    }
  }
  return nullptr;
}
}  // namespace

Arguments::Arguments(const Request& request, const CommandInfo& info) : request_(request) {
  for (const auto& [name, value] : request.options) {
    const OptionInfo* option = find_option(info, name);
    if (option == nullptr) {
      throw DomainError(info.name + ": unknown option '" + name + "'");
    }
    if (option->kind == OptionKind::kFlag && !value.empty()) {
      throw DomainError(info.name + ": " + name + " takes no value");
    }
  }
  for (const OptionInfo& option : info.options) {
    if (option.required && !request.options.contains(option.name)) {
      throw DomainError(info.name + ": " + option.name + " is required");
    }
  }
  std::size_t required = 0;
  bool many = false;
  for (const ArgumentInfo& argument : info.arguments) {
    required += argument.required ? 1 : 0;
    many = many || argument.many;
  }
  const std::size_t given = request.arguments.size();
  if (given < required) {
    throw DomainError(info.name + ": " + info.arguments[given].name + " is required");
  }
  if (!many && given > info.arguments.size()) {
    throw DomainError(info.name + ": takes " + std::to_string(info.arguments.size()) + " argument" +
                      (info.arguments.size() == 1 ? "" : "s") + ", not " + std::to_string(given));
  }
}

bool Arguments::flag(std::string_view name) const {
  return request_.options.contains(name);
}

std::optional<std::string> Arguments::value(std::string_view name) const {
  if (auto it = request_.options.find(name); it != request_.options.end()) {
    return it->second;
  }
  return std::nullopt;
}

std::uint64_t Arguments::natural(std::string_view name, std::uint64_t fallback, std::uint64_t max) const {
  std::optional<std::string> text = value(name);
  if (!text) {
    return fallback;
  }
  auto digits = std::all_of(text->begin(), text->end(), [](char c) { return c >= '0' && c <= '9'; });
  if (text->empty() || !digits) {
    throw DomainError(std::string(name) + " must be a natural number, not '" + *text + "'");
  }
  if (text->size() > 19 || std::stoull(*text) > max) {
    throw LimitError(std::string(name) + " " + *text + " is too large (at most " + std::to_string(max) + ")");
  }
  return std::stoull(*text);
}

}  // namespace cgt::commands
