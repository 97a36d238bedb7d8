#pragma once
// The subcommands of `cgt`, built from the library's command descriptions
// (cgt/commands.hpp): the command line only parses arguments, reads standard input for "-",
// applies the limits the user chose, and prints what the library returned.

namespace CLI {
class App;
}

namespace cgt::cli {

void add_library_commands(CLI::App& app);

}  // namespace cgt::cli
