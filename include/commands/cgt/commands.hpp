#pragma once
// Every subcommand of `cgt` as one library call. A front end — the `cgt` command, the Python
// package, the browser page, the sweep runner — only turns its own input into a Request and
// shows the Output: the JSON, the plain text and any picture are made here, with the policies
// that go with them (limits, period searches, wording), so the front ends never disagree.
//
//   cgt::commands::Output out = cgt::commands::run({.command = "game",
//                                                   .arguments = {"{3||2+*|1+*}"},
//                                                   .options = {{"--json", ""}}});
//   // out.text == "{\"atomic_weight\":null,...}\n", exactly what `cgt game --json ...` prints.
//
// JSON numbers follow one convention everywhere (docs/json.md): an integer is a JSON number when
// |n| < 2^53 and a decimal string beyond; dyadics, rationals and ordinals are strings in their
// canonical text; there is never a floating-point number.

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "cgt/context.hpp"

namespace cgt::commands {

// --- What each command accepts (front ends build their argument parsers from this) ----------

struct ArgumentInfo {
  std::string name;  // "EXPR", "POSITION"
  std::string help;
  bool required = true;
  // How many values: 1, or more when `many` (`compare G H` has two arguments; `ending EXPR`
  // takes one or two).
  bool many = false;
};

enum class OptionKind {
  kFlag,        // --json
  kValue,       // --size 16
  kOutputFile,  // --svg FILE: the command returns the file's content in Output::files
};

struct OptionInfo {
  std::string name;        // "--size"
  std::string value_name;  // "K" (empty for flags)
  std::string help;
  OptionKind kind = OptionKind::kFlag;
  bool required = false;
  // A value "-" means standard input (the front end reads it), as for position arguments.
  bool reads_stdin = false;
};

struct CommandInfo {
  std::string name;  // "endnim"
  std::string summary;
  std::vector<ArgumentInfo> arguments;
  std::vector<OptionInfo> options;
};

// Every command, in the order `cgt --help` lists them.
const std::vector<CommandInfo>& command_infos();

// --- Running one ------------------------------------------------------------------------------

struct Request {
  std::string command;
  // The positional arguments, as text (a front end has already replaced "-" by its input).
  std::vector<std::string> arguments;
  // Options given, by name: "--size" → "16"; a flag maps to "". An output file option maps to
  // the name the front end will write the file to (the command only names it in its answer,
  // as `endnim --grid --svg FILE` does: "wrote FILE").
  std::map<std::string, std::string, std::less<>> options;
};

struct Output {
  // Exactly what `cgt` prints on standard output: one JSON object and a newline with --json,
  // the plain form otherwise.
  std::string text;
  // Output file option → the file's content (e.g. "--svg" → an SVG picture).
  std::map<std::string, std::string, std::less<>> files;
};

// Runs the request in the calling thread's current context, within that context's limits.
// Nothing is returned unless the whole answer was computed. Throws ParseError or DomainError
// for bad input, LimitError/BudgetError when a limit stops it, CancelledError when cancelled.
Output run(const Request& request);

// The limits the `cgt` command applies unless told otherwise: an answer within about ten
// seconds and two GiB on a 2-core machine, or a clear BudgetError.
Limits default_limits();

}  // namespace cgt::commands
