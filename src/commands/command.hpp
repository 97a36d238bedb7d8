#pragma once
// What each command file provides (its description and its run function), and typed access to
// a request's arguments and options with errors that name the option.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/commands.hpp"

namespace cgt::commands {

class Arguments;

// Builders for command descriptions (one line per argument or option in each command file).
inline ArgumentInfo argument(std::string name, std::string help, bool required = true) {
  return ArgumentInfo{std::move(name), std::move(help), required, false};
}
inline ArgumentInfo arguments(std::string name, std::string help) {  // one or more
  return ArgumentInfo{std::move(name), std::move(help), true, true};
}
inline OptionInfo flag(std::string name, std::string help) {
  return OptionInfo{std::move(name), "", std::move(help), OptionKind::kFlag, false, false};
}
inline OptionInfo json_flag() {
  return flag("--json", "print one JSON object");
}
inline OptionInfo value_option(std::string name, std::string value_name, std::string help, bool required = false,
                               bool reads_stdin = false) {
  return OptionInfo{std::move(name), std::move(value_name), std::move(help), OptionKind::kValue, required, reads_stdin};
}
inline OptionInfo file_option(std::string name, std::string help) {
  return OptionInfo{std::move(name), "FILE", std::move(help), OptionKind::kOutputFile, false, false};
}

struct Command {
  CommandInfo info;
  Output (*run)(const Arguments& args);
};

// A request checked against its command's description: every option known, required ones
// present, the number of arguments right (DomainError otherwise).
class Arguments {
 public:
  Arguments(const Request& request, const CommandInfo& info);

  [[nodiscard]] std::size_t count() const noexcept { return request_.arguments.size(); }
  [[nodiscard]] const std::string& at(std::size_t i) const { return request_.arguments.at(i); }
  [[nodiscard]] const std::vector<std::string>& all() const noexcept { return request_.arguments; }

  [[nodiscard]] bool flag(std::string_view name) const;
  [[nodiscard]] std::optional<std::string> value(std::string_view name) const;
  // The value of `name` as a natural number at most `max`, or `fallback` when not given.
  [[nodiscard]] std::uint64_t natural(std::string_view name, std::uint64_t fallback, std::uint64_t max) const;
  // Whether an output file was asked for (its content goes into Output::files under `name`).
  [[nodiscard]] bool wants_file(std::string_view name) const { return request_.options.contains(name); }

 private:
  const Request& request_;
};

// The plain form of a result.
inline Output text_output(std::string text) {
  return Output{std::move(text), {}};
}

}  // namespace cgt::commands
