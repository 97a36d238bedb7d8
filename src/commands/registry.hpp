#pragma once
// The commands, one file each (src/commands/<name>.cpp), and the demo sections they provide.
// Adding a command: define it in its file, declare it here, list it in commands.cpp.

#include <string>

#include "commands/command.hpp"

namespace cgt::commands {

Command ordinal_command();
Command game_command();
Command compare_command();
Command demo_command();

// `cgt demo`: a section per capability.
std::string demo_ordinals();
std::string demo_games();

}  // namespace cgt::commands
