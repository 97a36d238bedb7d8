#include "commands/command.hpp"

#include <algorithm>

#include "cgt/error.hpp"

namespace cgt::commands {

const OptionInfo* find_option(const CommandInfo& info, std::string_view name) {
  for (const OptionInfo& option : info.options) {
    if (option.name == name || std::find(option.aliases.begin(), option.aliases.end(), name) != option.aliases.end()) {
      return &option;
    }
  }
  return nullptr;
}

Arguments::Arguments(const Request& request, const CommandInfo& info) : request_(request), info_(info) {
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
    std::vector<std::string_view> given{};
    if (request.options.contains(option.name)) {
      given.push_back(option.name);
    }
    for (const std::string& alias : option.aliases) {
      if (request.options.contains(alias)) {
        given.push_back(alias);
      }
    }
    if (given.size() > 1) {
      throw DomainError(info.name + ": " + std::string(given[0]) + " and " + std::string(given[1]) +
                        " are the same option: give one of them");
    }
    if (option.required && find(option.name) == nullptr) {
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

const std::string* Arguments::find(std::string_view name) const {
  if (auto it = request_.options.find(name); it != request_.options.end()) {
    return &it->second;
  }
  if (const OptionInfo* option = find_option(info_, name)) {
    for (const std::string& alias : option->aliases) {
      if (auto it = request_.options.find(alias); it != request_.options.end()) {
        return &it->second;
      }
    }
  }
  return nullptr;
}

bool Arguments::flag(std::string_view name) const {
  return find(name) != nullptr;
}

std::optional<std::string> Arguments::value(std::string_view name) const {
  if (const std::string* found = find(name)) {
    return *found;
  }
  return std::nullopt;
}

std::uint64_t Arguments::natural(std::string_view name, std::uint64_t fallback, std::uint64_t max) const {
  const std::string* text = find(name);
  if (text == nullptr) {
    return fallback;
  }
  const bool digits = std::all_of(text->begin(), text->end(), [](char c) { return c >= '0' && c <= '9'; });
  if (text->empty() || !digits) {
    throw DomainError(std::string(name) + " must be a natural number, not '" + *text + "'");
  }
  // Compared as text, so that a number of any length is reported as the user wrote it.
  const std::size_t first = std::min(text->find_first_not_of('0'), text->size());
  const std::string_view significant = std::string_view(*text).substr(first);
  const std::string limit = std::to_string(max);
  if (significant.size() > limit.size() || (significant.size() == limit.size() && significant > limit)) {
    throw LimitError(std::string(name) + " " + *text + " is too large (at most " + limit + ")");
  }
  return significant.empty() ? 0 : std::stoull(std::string(significant));
}

std::string outcome_phrase(Outcome outcome) {
  switch (outcome) {
    case Outcome::kL:
      return "L (Left wins, whoever moves first)";
    case Outcome::kR:
      return "R (Right wins, whoever moves first)";
    case Outcome::kN:
      return "N (the player to move wins)";
    case Outcome::kP:
      return "P (the player to move loses)";
  }
  return "?";
}

std::string move_text(std::string_view item, std::size_t index, std::string_view from, std::string_view to) {
  std::string text(item);
  text.append(" ").append(std::to_string(index)).append(": ").append(from).append(" -> ").append(to);
  return text;
}

std::string move_line(std::string_view item, std::size_t index, std::string_view from, std::string_view to,
                      std::string_view note) {
  std::string line = "  ";
  line.append(move_text(item, index, from, to)).append(note).append("\n");
  return line;
}

std::string outcome_line(Outcome outcome) {
  return "outcome: " + outcome_phrase(outcome) + "\n";
}

}  // namespace cgt::commands
