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
#include <string_view>
#include <vector>

#include "cgt/context.hpp"

namespace cgt::tasks {
class Transport;
}

namespace cgt::commands {

// --- What each command accepts (front ends build their argument parsers from this) ----------

// A positional argument. Every one is a position or an expression, so a front end reads it from
// standard input when given "-" and from a file when given "@FILE" (read_inputs below).
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
  // The value is a position or a list (`--grid X`, `--stones LIST`): "-" and "@FILE" read it
  // from standard input or a file, as for position arguments.
  bool reads_stdin = false;
  // Other names of the same option, kept so that scripts written for them still work
  // (`--thermograph` for `--svg`, `--size` for `--upto`). A request may use any of them.
  std::vector<std::string> aliases;
};

struct CommandInfo {
  std::string name;  // "endnim"
  std::string summary;
  std::vector<ArgumentInfo> arguments;
  std::vector<OptionInfo> options;
  // What the command's positions and expressions may contain (its expression language, pile
  // colours, names), for `cgt SUB --help`: lines of text, each ending in a newline.
  std::string syntax;
};

// Every command, in the order `cgt --help` lists them.
const std::vector<CommandInfo>& command_infos();
// The command called `name`, or nullptr.
const CommandInfo* find_command(std::string_view name);
// The option of `command` called `name` (or by one of its aliases), or nullptr.
const OptionInfo* find_option(const CommandInfo& command, std::string_view name);

// --- Inputs: standard input and files (docs/cli.md, "Standard input and files") ------------
//
// A position argument, or the value of an option that reads_stdin, may be given as
//   "-"      read from standard input. One "-" reads all of it; several "-" read one line
//            each, in the order they are given (`cgt compare - -` with two lines).
//   "@FILE"  the whole content of FILE.
// Trailing whitespace (the final newline) of what is read is dropped. A front end that has a
// standard input and files calls read_inputs with the raw values in the order the user gave
// them; the rules live here so that every front end applies them alike.

struct InputSource {
  // The whole of standard input (called at most once, and only when some value is "-").
  std::function<std::string()> standard_input;
  // The content of a file (called once per "@FILE").
  std::function<std::string(const std::string& path)> file;
  // The most all inputs together may hold (the memory limit; 0: no limit). A source should
  // stop reading once it has more (throw_input_too_large): `cgt nim - < /dev/zero` must end.
  std::size_t max_bytes = 0;
};

// Throws BudgetError (memory): `what` ("standard input", "'FILE'") holds more than `limit`
// bytes, the memory limit.
[[noreturn]] void throw_input_too_large(std::string_view what, std::size_t limit);

// Whether a value asks for an input: "-" or "@FILE".
bool names_input(std::string_view value) noexcept;

// Replaces each "-" and "@FILE" among `values` (in the order the user gave them) by the text it
// names. Throws DomainError when standard input has fewer lines than there are "-" values, or
// more non-blank lines (a line would be silently ignored); BudgetError when what was read passes
// source.max_bytes.
void read_inputs(std::vector<std::string*> values, const InputSource& source);

// The texts of `count` "-" values from the whole of standard input: the whole text when count
// is 1, else one line each (DomainError when the lines do not match). Trailing whitespace of each
// is dropped.
std::vector<std::string> split_standard_input(std::string text, std::size_t count);

// --- Messages --------------------------------------------------------------------------------

// An error's message as one line fit for a terminal: control characters (a newline in the
// input) written as escapes, and any run of more than 60 characters without a space (an echoed
// input, a number of a million digits) cut to its first 60 and "…".
std::string one_line_message(std::string_view message);

// --- Running one ------------------------------------------------------------------------------

struct Request {
  std::string command;
  // The positional arguments, as text (a front end has already replaced "-" and "@FILE" by the
  // text they name: read_inputs).
  std::vector<std::string> arguments;
  // Options given, by name: "--size" → "16"; a flag maps to "". An output file option maps to
  // the name the front end will write the file to (the command only names it in its answer,
  // as `endnim --grid --svg FILE` does: "wrote FILE").
  std::map<std::string, std::string, std::less<>> options;
  // Progress of a long computation, as one line without a newline ("octal 0.376: heap 1048576
  // of 4600000, ..."), called often; a front end shows the latest (`cgt` on stderr). May be
  // empty: no progress.
  std::function<void(std::string_view line)> progress = nullptr;
  // The MPI ranks of a run under mpirun (`cgt solve`; null: this process alone). On ranks other
  // than 0 a command's Output is empty: rank 0 prints the answer.
  tasks::Transport* transport = nullptr;
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
// The same for one command: `sweep` has no work limit (its parameters bound it; the limits apply
// to each task in each worker), every other command default_limits().
Limits default_limits(std::string_view command);
// The defaults for this request: as for its command, except that `octal --misere` has its own.
Limits default_limits(const Request& request);

}  // namespace cgt::commands
