#include "cli/library_commands.hpp"

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <limits>
#include <memory>
#include <string>
#include <utility>

#include "cgt/commands.hpp"
#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cli/interrupt.hpp"

namespace cgt::cli {

namespace {

// What CLI11 fills in for one subcommand.
struct Parsed {
  std::vector<std::vector<std::string>> arguments;  // per ArgumentInfo that takes many values
  std::vector<std::string> single_arguments;        // per ArgumentInfo that takes one
  std::vector<CLI::Option*> argument_options;       // per ArgumentInfo
  std::vector<std::string> values;                  // per OptionInfo (values and output files)
  std::vector<CLI::Option*> given;                  // per OptionInfo
  std::string work_limit;
  std::string memory_limit;
};

std::string read_standard_input() {
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  if (std::cin.bad()) {
    throw DomainError("could not read standard input");
  }
  return text;
}

// "2G", "512M", "64K" (binary units) or a number of bytes.
std::size_t parse_size(const std::string& text, const char* option) {
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') {
    ++digits;
  }
  const std::string suffix = text.substr(digits);
  int shift = suffix.empty() ? 0 : suffix == "K" ? 10 : suffix == "M" ? 20 : suffix == "G" ? 30 : -1;
  if (digits == 0 || digits > 12 || shift < 0) {
    throw DomainError(std::string(option) + " must be a size such as 2G, 512M or 1000000, not '" + text + "'");
  }
  const std::uint64_t count = std::stoull(text.substr(0, digits));
  if (count > (std::numeric_limits<std::size_t>::max() >> shift)) {
    throw DomainError(std::string(option) + " is too large: '" + text + "'");
  }
  return static_cast<std::size_t>(count) << shift;
}

// The inverse for help texts: the largest unit that divides the size.
std::string format_size(std::size_t bytes) {
  for (auto [shift, unit] : {std::pair{30, "G"}, std::pair{20, "M"}, std::pair{10, "K"}}) {
    if (bytes != 0 && bytes % (std::size_t{1} << shift) == 0) {
      return std::to_string(bytes >> shift) + unit;
    }
  }
  return std::to_string(bytes);
}

std::uint64_t parse_steps(const std::string& text) {
  if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos) {
    throw DomainError("--work-limit must be a number of steps, not '" + text + "'");
  }
  return std::stoull(text);
}

// Writes a whole file or nothing: to a temporary name first, renamed when complete, so a
// failure (a full disk, a directory in the way) never leaves a partial picture behind.
void write_file(const std::string& path, const std::string& content) {
  const std::string partial = path + ".partial";
  auto fail = [&](const std::string& reason) {
    std::remove(partial.c_str());
    throw DomainError("cannot write '" + path + "': " + reason);
  };
  {
    std::ofstream file(partial, std::ios::binary | std::ios::trunc);
    if (!file) {
      fail(std::strerror(errno));
    }
    file << content;
    if (!file.flush()) {
      fail(std::strerror(errno));
    }
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) {
    fail(error.message());
  }
}

void run_parsed(const commands::CommandInfo& info, const Parsed& parsed) {
  commands::Request request;
  request.command = info.name;
  bool stdin_used = false;
  auto input = [&](const std::string& text) {
    if (text != "-") {
      return text;
    }
    if (stdin_used) {
      throw DomainError("only one argument can be read from standard input ('-')");
    }
    stdin_used = true;
    return read_standard_input();
  };
  for (std::size_t i = 0; i < info.arguments.size(); ++i) {
    if (info.arguments[i].many) {
      for (const std::string& value : parsed.arguments[i]) {
        request.arguments.push_back(input(value));
      }
    } else if (parsed.argument_options[i]->count() > 0) {
      request.arguments.push_back(input(parsed.single_arguments[i]));
    }
  }
  for (std::size_t i = 0; i < info.options.size(); ++i) {
    const commands::OptionInfo& option = info.options[i];
    if (parsed.given[i]->count() == 0) {
      continue;
    }
    if (option.kind == commands::OptionKind::kFlag) {
      request.options[option.name] = "";
    } else {
      request.options[option.name] = option.reads_stdin ? input(parsed.values[i]) : parsed.values[i];
    }
  }

  Limits limits = commands::default_limits();
  if (!parsed.work_limit.empty()) {
    limits.work = parse_steps(parsed.work_limit);
  }
  if (!parsed.memory_limit.empty()) {
    limits.memory = parse_size(parsed.memory_limit, "--memory-limit");
  }
  Context& context = current_context();
  context.set_limits(limits);
  InterruptTarget interrupt(context);

  commands::Output output = commands::run(request);
  for (const auto& [option, content] : output.files) {
    write_file(request.options.at(option), content);
  }
  std::cout << output.text << std::flush;
}

// The first argument when it should be a subcommand and names none: CLI11 would report only
// "A subcommand is required", which hides the typo.
const char* unknown_subcommand(CLI::App& app, int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') {
    return nullptr;
  }
  for (const CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_name() == argv[1]) {
      return nullptr;
    }
  }
  return argv[1];
}

void add_library_commands(CLI::App& app) {
  for (const commands::CommandInfo& info : commands::command_infos()) {
    CLI::App* sub = app.add_subcommand(info.name, info.summary);
    auto parsed = std::make_shared<Parsed>();
    parsed->arguments.resize(info.arguments.size());
    parsed->single_arguments.resize(info.arguments.size());
    parsed->values.resize(info.options.size());
    for (std::size_t i = 0; i < info.arguments.size(); ++i) {
      const commands::ArgumentInfo& argument = info.arguments[i];
      CLI::Option* option = argument.many ? sub->add_option(argument.name, parsed->arguments[i], argument.help)
                                          : sub->add_option(argument.name, parsed->single_arguments[i], argument.help);
      option->required(argument.required);
      parsed->argument_options.push_back(option);
    }
    for (std::size_t i = 0; i < info.options.size(); ++i) {
      const commands::OptionInfo& option = info.options[i];
      CLI::Option* added = option.kind == commands::OptionKind::kFlag
                               ? sub->add_flag(option.name, option.help)
                               : sub->add_option(option.name, parsed->values[i], option.help);
      if (!option.value_name.empty()) {
        added->type_name(option.value_name);
      }
      added->required(option.required);
      parsed->given.push_back(added);
    }
    sub->add_option(
           "--work-limit", parsed->work_limit,
           "give up after this many steps of work (default " + std::to_string(commands::default_limits().work) + ")")
        ->type_name("STEPS");
    sub->add_option("--memory-limit", parsed->memory_limit,
                    "give up when the computation needs more memory (default " +
                        format_size(commands::default_limits().memory) + ")")
        ->type_name("SIZE");
    sub->callback([info, parsed] { run_parsed(info, *parsed); });
  }
}

}  // namespace

int run_command_line(int argc, char** argv) {
  CLI::App app{"cgt — combinatorial game theory with ordinals", "cgt"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "cgt 0.1.0");
  add_library_commands(app);
  if (const char* name = unknown_subcommand(app, argc, argv)) {
    std::cerr << "cgt: unknown subcommand '" << name << "' (run 'cgt --help')\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
    return 0;
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "cgt: " << e.what() << " (run 'cgt --help')\n";
    return 2;
  }
}

}  // namespace cgt::cli
