#pragma once
// The impartial-game subcommands (issue 7), registered together by add_impartial_commands()
// (declared in command.hpp): one file each.

#include <CLI/CLI.hpp>

namespace cgt::cli {

void add_impartial_expression_command(CLI::App& app);  // cgt impartial
void add_chain_command(CLI::App& app);                 // cgt chain
void add_nhe_command(CLI::App& app);                   // cgt nhe
void add_boxes_command(CLI::App& app);                 // cgt boxes
void add_octal_command(CLI::App& app);                 // cgt octal

}  // namespace cgt::cli
