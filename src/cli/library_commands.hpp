#pragma once
// The command line of `cgt`, built from the library's command descriptions
// (cgt/commands.hpp): it only parses arguments, reads standard input for "-", applies the
// limits the user chose, writes output files and prints what the library returned. The only
// file that knows CLI11.

namespace cgt::cli {

// Parses the command line and runs the subcommand it names. Returns the exit status when the
// command line itself settles it: 0 after --help or --version, 2 after a malformed command line
// (its one-line message already on stderr). Errors of the computation (cgt::ParseError,
// DomainError, LimitError, BudgetError, CancelledError) propagate to the caller, which reports
// them.
int run_command_line(int argc, char** argv);

}  // namespace cgt::cli
