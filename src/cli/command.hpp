#pragma once
// What every subcommand shares: reading a position argument, printing results. No
// mathematics lives in the CLI; a subcommand parses its arguments, calls the library and
// prints what it returned.

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <string>

namespace cgt::cli {

// The position argument as given, or standard input when it is "-" (a row of 10^5 piles does
// not fit on a command line).
std::string read_position(const std::string& argument);

// Writes the whole result at once, so a failure never leaves half an answer on stdout.
void print_json(const nlohmann::json& value);
void print_text(const std::string& text);

// Each subcommand registers itself on the top-level app (one file each in src/cli/).
void add_impartial_commands(CLI::App& app);  // impartial, chain, nhe, boxes, octal
void add_endnim_command(CLI::App& app);
void add_nim_command(CLI::App& app);
void add_welter_command(CLI::App& app);
void add_ending_command(CLI::App& app);
void add_even_nim_command(CLI::App& app);
void add_lr_subtraction_command(CLI::App& app);
void add_partial_nim_command(CLI::App& app);

}  // namespace cgt::cli
