#pragma once
// The command line of `cgt`, built from the library's command descriptions
// (cgt/commands.hpp): it only parses arguments (docs/cli.md: options anywhere, "--" ends them,
// an argument that begins with '-' but is no option is a position), reads standard input and
// files for "-" and "@FILE" (by the library's rules, commands::read_inputs), applies the limits
// the user chose, writes output files and prints what the library returned.

namespace cgt::cli {

// Parses the command line and runs the subcommand it names; returns the exit status (0). A
// malformed command line throws DomainError, as do errors of reading and writing; errors of the
// computation (cgt::ParseError, DomainError, LimitError, BudgetError, CancelledError) propagate
// to the caller, which reports them.
int run_command_line(int argc, char** argv);

}  // namespace cgt::cli
