#pragma once
// What each command file provides (its description and its run function), and typed access to
// a request's arguments and options with errors that name the option.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/outcome.hpp"

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
  return OptionInfo{std::move(name), "", std::move(help), OptionKind::kFlag, false, false, {}};
}
inline OptionInfo json_flag() {
  return flag("--json", "print one JSON object");
}
inline OptionInfo value_option(std::string name, std::string value_name, std::string help, bool required = false,
                               bool reads_stdin = false) {
  return OptionInfo{std::move(name), std::move(value_name), std::move(help), OptionKind::kValue, required, reads_stdin,
                    {}};
}
// A value that is a position or a list: "-" and "@FILE" read it (OptionInfo::reads_stdin).
inline OptionInfo input_option(std::string name, std::string value_name, std::string help, bool required = false) {
  return value_option(std::move(name), std::move(value_name), std::move(help), required, /*reads_stdin=*/true);
}
// "--svg FILE": every picture a command draws (the one name for it, docs/cli.md).
inline OptionInfo svg_option(std::string help) {
  return OptionInfo{"--svg", "FILE", std::move(help), OptionKind::kOutputFile, false, false, {}};
}
// The same option under other names too (OptionInfo::aliases).
inline OptionInfo also_called(OptionInfo option, std::vector<std::string> aliases) {
  option.aliases = std::move(aliases);
  return option;
}

struct Command {
  CommandInfo info;
  Output (*run)(const Arguments& args);
};

// The one wording of an outcome class in plain text, for every command:
//   "outcome: L (Left wins, whoever moves first)\n", "outcome: N (the player to move wins)\n", ...
std::string outcome_line(Outcome outcome);
// The same without the label: "L (Left wins, whoever moves first)" (the game report aligns it).
std::string outcome_phrase(Outcome outcome);
// The one wording of a winning move in plain text, for every command (docs/cli.md):
//   "heap 2: w*2+4 -> w*2" — what moves, its 1-based index, its size before and after.
std::string move_text(std::string_view item, std::size_t index, std::string_view from, std::string_view to);
// The same as a line of a list of moves: "  heap 2: w*2+4 -> w*2" + `note` + "\n".
std::string move_line(std::string_view item, std::size_t index, std::string_view from, std::string_view to,
                      std::string_view note = "");
// The heading of a list of winning moves, each on its own line (move_line) below it:
// "winning moves:\n", or "winning moves: none\n" when there is none.
inline std::string moves_heading(bool none) {
  return none ? "winning moves: none\n" : "winning moves:\n";
}
// The outcome of an impartial position from its Grundy value: P when 0, N otherwise.
inline Outcome impartial_outcome(bool grundy_is_zero) {
  return grundy_is_zero ? Outcome::kP : Outcome::kN;
}

// A request checked against its command's description: every option known, required ones
// present, the number of arguments right (DomainError otherwise).
class Arguments {
 public:
  Arguments(const Request& request, const CommandInfo& info);

  [[nodiscard]] const Request& request() const noexcept { return request_; }
  [[nodiscard]] std::size_t count() const noexcept { return request_.arguments.size(); }
  [[nodiscard]] const std::string& at(std::size_t i) const { return request_.arguments.at(i); }
  [[nodiscard]] const std::vector<std::string>& all() const noexcept { return request_.arguments; }

  // Options by their main name (an alias in the request counts as the option itself).
  [[nodiscard]] bool flag(std::string_view name) const;
  [[nodiscard]] std::optional<std::string> value(std::string_view name) const;
  // The value of `name` as a natural number at most `max`, or `fallback` when not given.
  [[nodiscard]] std::uint64_t natural(std::string_view name, std::uint64_t fallback, std::uint64_t max) const;
  // Whether an output file was asked for (its content goes into Output::files under `name`).
  [[nodiscard]] bool wants_file(std::string_view name) const { return find(name) != nullptr; }

 private:
  // The value given for the option `name` (under its name or an alias), or nullptr.
  [[nodiscard]] const std::string* find(std::string_view name) const;

  const Request& request_;
  const CommandInfo& info_;
};

// The plain form of a result.
inline Output text_output(std::string text) {
  return Output{std::move(text), {}};
}

}  // namespace cgt::commands
