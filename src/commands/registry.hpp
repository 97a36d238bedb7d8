#pragma once
// The commands, one file per command or family (src/commands/<name>.cpp), and the demo
// sections they provide. Adding a command: define it in its file, declare it here, list it in
// commands.cpp.

#include <string>

#include "commands/command.hpp"

namespace cgt::commands {

Command ordinal_command();         // ordinal.cpp
Command endnim_command();          // end_nim.cpp
Command nim_command();             // nim_welter.cpp
Command welter_command();          // nim_welter.cpp
Command game_command();            // game.cpp
Command compare_command();         // game.cpp
Command solve_command();           // solve.cpp
Command partial_nim_command();     // partial_nim.cpp
Command impartial_command();       // impartial.cpp
Command chain_command();           // impartial.cpp
Command nhe_command();             // impartial.cpp
Command boxes_command();           // impartial.cpp
Command octal_command();           // octal.cpp
Command misere_command();          // misere.cpp
Command ending_command();          // ending.cpp
Command even_nim_command();        // ending.cpp
Command lr_subtraction_command();  // ending.cpp
Command sweep_command();           // sweep.cpp
Command demo_command();            // demo.cpp

// The expression languages shared by several commands (syntax.cpp), for --help.
extern const char* const kGameSyntax;     // game, compare
extern const char* const kOrdinalSyntax;  // ordinal

// `cgt demo`: a section per capability, defined next to its commands.
std::string demo_ordinals();
std::string demo_end_nim();
std::string demo_nim_welter();
std::string demo_games();
std::string demo_partial_nim();
std::string demo_impartial();
std::string demo_ending();

}  // namespace cgt::commands
