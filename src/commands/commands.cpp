// The list of commands, and running one by name.

#include "cgt/commands.hpp"

#include "cgt/error.hpp"
#include "cgt/octal_game.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

const std::vector<Command>& all_commands() {
  // In the order of the capabilities (as `cgt demo` and docs/README.md go through them).
  static const std::vector<Command> commands = {
      ordinal_command(), endnim_command(),      nim_command(),       welter_command(),   game_command(),
      solve_command(),   compare_command(), partial_nim_command(), impartial_command(), chain_command(),    nhe_command(),
      boxes_command(),   octal_command(),       misere_command(),       ending_command(),    even_nim_command(), lr_subtraction_command(), sweep_command(),
      demo_command(),
  };
  return commands;
}

}  // namespace

const std::vector<CommandInfo>& command_infos() {
  static const std::vector<CommandInfo> infos = [] {
    std::vector<CommandInfo> list;
    for (const Command& command : all_commands()) {
      list.push_back(command.info);
    }
    return list;
  }();
  return infos;
}

const CommandInfo* find_command(std::string_view name) {
  for (const CommandInfo& info : command_infos()) {
    if (info.name == name) {
      return &info;
    }
  }
  return nullptr;
}

Output run(const Request& request) {
  for (const Command& command : all_commands()) {
    if (command.info.name == request.command) {
      return command.run(Arguments(request, command.info));
    }
  }
  throw DomainError("unknown command '" + request.command + "'");
}

Limits default_limits() {
  // Calibrated on the project's 2-core machine (bench/README.md): the slowest inputs known to
  // stop at the work limit take about ten seconds to reach it.
  return {.work = 200'000'000, .memory = std::size_t{2} << 30};
}

Limits default_limits(std::string_view command) {
  // A sweep's bounds are its parameters: each task may take long, and Ctrl-C stops it.
  if (command == "sweep") return {.work = 0, .memory = std::size_t{2} << 30};
  // `cgt octal` counts the splits it examines, not the engine's steps, and a research run may
  // examine 10^10 of them: its own default (cgt/octal_game.hpp, docs/octal.md).
  if (command == "octal") return {.work = kOctalDefaultMaxWork, .memory = std::size_t{2} << 30};
  return default_limits();
}

Limits default_limits(const Request& request) {
  // `cgt octal --misere` and `--quotient` run the misère engine, whose steps there cost less
  // than the default's 50 ns: 10^9 of them took 9 s of CPU on the project's loaded machine
  // (`octal 0.77 --misere --upto 100`; 2·10^9 took 19 s).
  if (request.command == "octal" && (request.options.contains("--misere") || request.options.contains("--quotient"))) {
    return {.work = 1'000'000'000, .memory = std::size_t{2} << 30};
  }
  return default_limits(request.command);
}

}  // namespace cgt::commands
