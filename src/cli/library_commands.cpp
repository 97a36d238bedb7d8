#include "cli/library_commands.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/output_file.hpp"
#include "cli/interrupt.hpp"
#include "cli/mpi_launch.hpp"
#include "cli/sweep_command.hpp"

namespace cgt::cli {

namespace {

constexpr const char* kVersion = "cgt 0.1.0";
constexpr std::size_t kHelpWidth = 100;

// --- Reading and writing ------------------------------------------------------------------------

std::string error_text(int error) {
  return std::strerror(error);
}

// Everything readable from a file descriptor, up to `max_bytes` (0: no limit): a regular file
// larger than that is refused before it is read, a stream (a pipe, /dev/zero) once it has given
// more. A regular file is read into a string of its size (one allocation, no copy). A stream is
// read into a string that reserves the whole limit as address space at once (pages cost memory
// only once read into) and grows within it, so it is never copied: what it holds is what was read
// and at most 64 MiB more, and never more than the limit.
std::string read_all(int fd, const std::string& what, std::size_t max_bytes) {
  const std::size_t cap = max_bytes == 0 ? std::numeric_limits<std::size_t>::max() - 1 : max_bytes;
  constexpr std::size_t kMaxStep = std::size_t{64} << 20;
  std::string text;
  struct stat info {};
  std::size_t expected = std::size_t{1} << 16;
  if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
    if (static_cast<std::uint64_t>(info.st_size) > cap) {
      commands::throw_input_too_large(what, max_bytes);
    }
    expected = static_cast<std::size_t>(info.st_size) + 1;  // + 1: the end is seen without growing
  } else if (max_bytes != 0) {
    try {
      text.reserve(cap + 1);
    } catch (const std::bad_alloc&) {
      // Too much address space (a 32-bit build): grow as it comes, still within the limit.
    }
  }
  text.resize(std::min(expected, cap + 1));
  std::size_t size = 0;
  for (;;) {
    if (size == text.size()) {
      if (size > cap) {
        commands::throw_input_too_large(what, max_bytes);
      }
      text.resize(std::min(size + std::min(size, kMaxStep), cap + 1));
    }
    const ssize_t got = ::read(fd, text.data() + size, text.size() - size);
    if (current_context().take_cancel_request()) {
      throw CancelledError("cancelled");  // Ctrl-C while waiting for input, or reading /dev/zero
    }
    if (got == 0) {
      break;
    }
    if (got < 0) {
      if (errno == EINTR) {
        continue;
      }
      throw DomainError("cannot read " + what + ": " + error_text(errno));
    }
    size += static_cast<std::size_t>(got);
  }
  if (size > cap) {
    commands::throw_input_too_large(what, max_bytes);
  }
  text.resize(size);
  if (text.capacity() > 2 * size + (std::size_t{1} << 20)) {
    text.shrink_to_fit();  // the limit's address space, given back (a copy of what was read)
  }
  return text;
}

std::string read_file(const std::string& path, std::size_t max_bytes) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    throw DomainError("cannot read '" + path + "': " + error_text(errno));
  }
  struct stat info {};
  if (fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
    ::close(fd);
    throw DomainError("cannot read '" + path + "': " + error_text(EISDIR));
  }
  try {
    std::string text = read_all(fd, "'" + path + "'", max_bytes);
    ::close(fd);
    return text;
  } catch (...) {
    ::close(fd);
    throw;
  }
}

// Writes all of `content` to fd; false with errno set when the system refuses.
bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    const ssize_t put = ::write(fd, content.data(), content.size());
    if (put < 0) {
      if (errno == EINTR) {
        continue;
      }
      return false;
    }
    content.remove_prefix(static_cast<std::size_t>(put));
  }
  return true;
}

void write_standard_output(std::string_view text) {
  if (!write_all(STDOUT_FILENO, text)) {
    throw DomainError("cannot write standard output: " + error_text(errno));
  }
}

// A command that reads its input from standard input or a file may be given a row of 10^6 piles,
// and then the time goes as much to page faults as to the computation: on the project's virtual
// machine a fault costs some 5–15 µs, so touching 100 MB of fresh memory costs 0.5–1.5 s, more
// than the library needs for the answer. So for such a command the heap asks for transparent huge
// pages (one fault per 2 MiB instead of per 4 KiB) and keeps what is freed for the next
// allocation instead of giving it back. Only what is touched becomes memory; a command that reads
// no input, and every program that embeds the library, keeps the allocator's defaults.
void prepare_heap_for_big_input() {
#if defined(__GLIBC__)
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  constexpr std::size_t kHeap = std::size_t{1} << 30;  // address space, not memory
  mallopt(M_MMAP_MAX, 0);                                 // every block from the heap, so it is reused
  mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());  // and kept when freed
  mallopt(M_TOP_PAD, 64 << 20);                               // grow the heap 64 MiB at a time
  if (void* block = std::malloc(kHeap)) {                   // the heap, grown once, marked for huge pages
    const auto begin = (reinterpret_cast<std::uintptr_t>(block) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(block) + kHeap) & ~(kHuge - 1);
    if (end > begin) {
      madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
    }
    std::free(block);
  }
#endif
}

// --- Limits ---------------------------------------------------------------------------------------

// "2G", "512M", "64K" (binary units) or a number of bytes.
std::size_t parse_size(const std::string& text, const char* option) {
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') {
    ++digits;
  }
  const std::string suffix = text.substr(digits);
  int shift = suffix.empty() ? 0 : suffix == "K" ? 10 : suffix == "M" ? 20 : suffix == "G" ? 30 : -1;
  if (digits == 0 || shift < 0) {
    throw DomainError(std::string(option) + " must be a size such as 2G, 512M or 1000000, not '" + text + "'");
  }
  if (digits > 12) {
    throw DomainError(std::string(option) + " is too large: '" + text + "'");
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
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) {
    throw DomainError("--work-limit must be a number of steps, not '" + text + "'");
  }
  const std::size_t first = std::min(text.find_first_not_of('0'), text.size());
  if (text.size() - first > 19) {
    throw DomainError("--work-limit " + text + " is too large (at most 19 digits)");
  }
  return first == text.size() ? 0 : std::stoull(text.substr(first));
}

// --- Help -----------------------------------------------------------------------------------------

// `text` wrapped at kHelpWidth, every line after the first indented by `indent` spaces.
std::string wrap(std::string_view text, std::size_t first_column, std::size_t indent) {
  std::string out;
  std::size_t column = first_column;
  std::size_t start = 0;
  bool first_word = true;
  auto width = [](std::string_view word) {
    std::size_t n = 0;
    for (char c : word) {
      n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    }
    return n;
  };
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) {
      end = text.size();
    }
    const std::string_view word = text.substr(start, end - start);
    if (!first_word && column + 1 + width(word) > kHelpWidth) {
      out += '\n';
      out.append(indent, ' ');
      column = indent;
    } else if (!first_word) {
      out += ' ';
      ++column;
    }
    out += word;
    column += width(word);
    first_word = false;
    start = end + 1;
  }
  return out;
}

// "  --upto K        help" lines.
std::string help_line(const std::string& term, const std::string& help) {
  constexpr std::size_t kTermWidth = 24;
  std::string line = "  " + term;
  if (line.size() + 2 > kTermWidth) {
    line += '\n';
    line.append(kTermWidth, ' ');
  } else {
    line += std::string(kTermWidth - line.size(), ' ');
  }
  return line + wrap(help, kTermWidth, kTermWidth) + "\n";
}

const char* const kInputHelp =
    "A position or list given as '-' is read from standard input: one '-' reads all of it, several read one line "
    "each, in the order given. '@FILE' reads it from FILE. An argument that begins with '-' but is not an "
    "option is a position (cgt game -v); '--' ends the options.";

std::string usage_text() {
  std::string out = "cgt — combinatorial game theory with ordinals\n\n";
  out += "usage: cgt SUBCOMMAND [options] [POSITION ...]\n";
  out += "       cgt help SUBCOMMAND    (or cgt SUBCOMMAND --help): its options and what a position may be\n\n";
  out += "subcommands:\n";
  for (const commands::CommandInfo& info : commands::command_infos()) {
    out += help_line(info.name, info.summary);
  }
  out += '\n';
  out += wrap("Every subcommand takes --json (print one JSON object), --work-limit STEPS and --memory-limit SIZE. "
              "Lists of piles, heaps or numbers are separated by commas, bars or whitespace.",
              0, 0);
  out += '\n';
  out += wrap(kInputHelp, 0, 0);
  out += '\n';
  out += "Documentation: docs/cli.md (flags, outcomes and JSON of every subcommand).\n";
  return out;
}

std::string command_usage(const commands::CommandInfo& info) {
  std::string line = "usage: cgt " + info.name + " [options]";
  for (const commands::ArgumentInfo& argument : info.arguments) {
    std::string name = argument.many ? argument.name + " ..." : argument.name;
    line += ' ';
    line += argument.required ? name : '[' + name + ']';
  }
  return line + "\n";
}

std::string help_text(const commands::CommandInfo& info) {
  std::string out = "cgt " + info.name + " — " + info.summary + "\n\n" + command_usage(info);
  if (!info.arguments.empty()) {
    out += "\narguments:\n";
    for (const commands::ArgumentInfo& argument : info.arguments) {
      out += help_line(argument.name, argument.help);
    }
  }
  out += "\noptions:\n";
  for (const commands::OptionInfo& option : info.options) {
    std::string help = option.help;
    if (option.required) {
      help += " (required)";
    }
    if (!option.aliases.empty()) {
      help += " (also ";
      for (std::size_t i = 0; i < option.aliases.size(); ++i) {
        help += (i == 0 ? "" : ", ") + option.aliases[i];
      }
      help += ")";
    }
    out += help_line(option.value_name.empty() ? option.name : option.name + " " + option.value_name, help);
  }
  const Limits defaults = commands::default_limits(info.name);
  out += help_line("--work-limit STEPS", "give up after this many steps of work (default " +
                                             (defaults.work == 0 ? std::string("none") : std::to_string(defaults.work)) +
                                             ")");
  out += help_line("--memory-limit SIZE", "give up when the computation needs more memory (default " +
                                              format_size(defaults.memory) + "; K, M, G)");
  out += help_line("-h, --help", "print this help");
  if (!info.syntax.empty()) {
    out += '\n';
    out += info.syntax;
  }
  const bool takes_input =
      !info.arguments.empty() ||
      std::any_of(info.options.begin(), info.options.end(), [](const auto& option) { return option.reads_stdin; });
  if (takes_input) {
    out += '\n';
    out += wrap(kInputHelp, 0, 0);
    out += '\n';
  }
  return out;
}

// --- The command line -------------------------------------------------------------------------------

// A malformed command line: reported as one line with a pointer to the help.
[[noreturn]] void usage_error(const std::string& message, const std::string& command) {
  throw DomainError(message + " (run 'cgt " + (command.empty() ? "help" : "help " + command) + "')");
}

// "--name" followed by letters, digits and hyphens: the shape of an option, as opposed to a
// position that begins with '-' ("-v", "-{1|0}", "--1").
bool looks_like_option(std::string_view name) {
  if (name.size() < 3 || !name.starts_with("--")) {
    return false;
  }
  const char first = name[2];
  if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z'))) {
    return false;
  }
  for (char c : name.substr(2)) {
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) {
      return false;
    }
  }
  return true;
}

struct CommandLine {
  std::vector<std::string> positions;
  std::vector<std::pair<std::string, std::string>> options;  // as given: name (or alias), value
  // The order in which positions and inputs appeared: (is an option, index).
  std::vector<std::pair<bool, std::size_t>> order;
  std::string work_limit;
  std::string memory_limit;
  bool help = false;
};

CommandLine parse_command_line(const commands::CommandInfo& info, int argc, char** argv) {
  CommandLine line;
  bool options_ended = false;
  std::vector<std::pair<const commands::OptionInfo*, std::string>> seen;  // and the name it was given by
  for (int i = 2; i < argc; ++i) {
    std::string argument = argv[i];
    if (options_ended || argument.size() < 2 || argument[0] != '-') {
      line.order.emplace_back(false, line.positions.size());
      line.positions.push_back(std::move(argument));
      continue;
    }
    if (argument == "--") {
      options_ended = true;
      continue;
    }
    if (argument == "-h" || argument == "--help") {
      line.help = true;
      continue;
    }
    std::string name = argument;
    std::optional<std::string> inline_value;
    if (const std::size_t equals = argument.find('='); equals != std::string::npos && argument.starts_with("--")) {
      name = argument.substr(0, equals);
      inline_value = argument.substr(equals + 1);
    }
    auto take_value = [&](const std::string& value_name) {
      if (inline_value) {
        return std::move(*inline_value);
      }
      if (i + 1 >= argc) {
        usage_error(name + " needs a value (" + value_name + ")", info.name);
      }
      return std::string(argv[++i]);
    };
    if (name == "--work-limit" || name == "--memory-limit") {
      std::string& target = name == "--work-limit" ? line.work_limit : line.memory_limit;
      if (!target.empty()) {
        usage_error(name + " is given twice", info.name);
      }
      target = take_value(name == "--work-limit" ? "STEPS" : "SIZE");
      if (target.empty()) {
        usage_error(name + " needs a value", info.name);
      }
      continue;
    }
    const commands::OptionInfo* option = commands::find_option(info, name);
    if (option == nullptr) {
      if (looks_like_option(name)) {
        usage_error("unknown option '" + name + "' for cgt " + info.name, info.name);
      }
      // "-v", "-{1|0}", "-1": a position that begins with '-'.
      line.order.emplace_back(false, line.positions.size());
      line.positions.push_back(std::move(argument));
      continue;
    }
    for (const auto& [earlier, earlier_name] : seen) {
      if (earlier == option) {
        usage_error(earlier_name == name ? name + " is given twice"
                                         : earlier_name + " and " + name + " are one option, given twice",
                    info.name);
      }
    }
    seen.emplace_back(option, name);
    std::string value;
    if (option->kind == commands::OptionKind::kFlag) {
      if (inline_value) {
        usage_error(name + " takes no value", info.name);
      }
    } else {
      value = take_value(option->value_name);
      if (option->kind == commands::OptionKind::kOutputFile && value.empty()) {
        usage_error(name + " needs a file name", info.name);
      }
    }
    if (option->reads_stdin) {
      line.order.emplace_back(true, line.options.size());
    }
    line.options.emplace_back(std::move(name), std::move(value));
  }
  return line;
}

int run_command(const commands::CommandInfo& info, int argc, char** argv) {
  CommandLine line = parse_command_line(info, argc, argv);
  if (line.help) {
    write_standard_output(help_text(info));
    return 0;
  }
  commands::Request request;
  request.command = info.name;
  for (const auto& [name, value] : line.options) {
    request.options.emplace(name, "");  // the names decide the defaults (`octal --misere`)
  }
  Limits limits = commands::default_limits(request);
  if (!line.work_limit.empty()) {
    limits.work = parse_steps(line.work_limit);
  }
  if (!line.memory_limit.empty()) {
    limits.memory = parse_size(line.memory_limit, "--memory-limit");
  }

  Context& context = current_context();
  std::optional<InterruptTarget> interrupt;
  interrupt.emplace(context);  // Ctrl-C from here to the end of the computation

  // "-" and "@FILE", in the order the user gave them, read no further than the memory limit.
  std::vector<std::string*> inputs;
  bool reads_input = false;
  for (const auto& [is_option, index] : line.order) {
    inputs.push_back(is_option ? &line.options[index].second : &line.positions[index]);
    reads_input = reads_input || commands::names_input(*inputs.back());
  }
  if (reads_input) {
    prepare_heap_for_big_input();
  }
  const std::size_t max_bytes = limits.memory;
  std::vector<const std::string*> read;
  for (const std::string* value : inputs) {
    if (commands::names_input(*value)) read.push_back(value);
  }
  commands::read_inputs(
      inputs, {.standard_input = [&] { return read_all(STDIN_FILENO, "standard input", max_bytes); },
               .file = [&](const std::string& path) { return read_file(path, max_bytes); },
               .max_bytes = max_bytes});
  std::size_t input_bytes = 0;
  for (const std::string* value : read) {
    input_bytes += value->size();
  }

  request.options.clear();
  request.arguments = std::move(line.positions);
  for (auto& [name, value] : line.options) {
    request.options.emplace(std::move(name), std::move(value));
  }
  if (info.name == "sweep") {
    interrupt.reset();  // the sweep has its own handlers (SIGINT and SIGTERM)
    return run_sweep_command(request, limits);
  }
  // Under mpirun, `cgt solve` runs on every rank (docs/solve.md); rank 0 alone prints, the
  // answer or the error (every rank meets the same one: bad text before any task, a task's
  // error through the task runner).
  int rank = -1;
  std::unique_ptr<tasks::Transport> transport;
  if (info.name == "solve" && (rank = launcher_rank()) >= 0) {
#if defined(__EMSCRIPTEN__)
    rank = -1;
#else
    transport = load_mpi_transport();
    request.transport = transport.get();
#endif
  }
  // Output files: each checked before the computation (a directory in the way, a missing folder
  // end the command at once), at most one of them standard output.
  std::vector<std::pair<const commands::OptionInfo*, std::string>> output_files;
  const commands::OptionInfo* to_standard_output_option = nullptr;
  for (const auto& [name, value] : request.options) {
    const commands::OptionInfo* option = commands::find_option(info, name);
    if (option != nullptr && option->kind == commands::OptionKind::kOutputFile) {
      check_output_file(value);
      output_files.emplace_back(option, value);
      if (names_standard_output(value)) {
        // Standard output then carries that file alone (docs/cli.md).
        if (to_standard_output_option != nullptr || request.options.contains("--json")) {
          usage_error(name + " - writes to standard output, which " +
                          (to_standard_output_option != nullptr ? to_standard_output_option->name + " - already"
                                                                : std::string("--json")) +
                          " takes",
                      info.name);
        }
        to_standard_output_option = option;
      }
    }
  }

  context.set_limits(limits);
  // What was read stays in memory while the command runs: counted with what it is parsed into.
  const MemoryClaim input_held(context, input_bytes);
  commands::Output output;
  {

    // A long computation's progress on stderr: redrawn in place every second on a terminal, a line
    // every ten seconds otherwise (a log), nothing in the first two seconds (most commands end
    // sooner). The line is cleared before the answer is printed.
    const bool terminal = ::isatty(STDERR_FILENO) != 0;
    bool shown = false;
#if !defined(__EMSCRIPTEN__)  // the page shows stderr with the answer, so a progress line would only differ from native
    // CGT_PROGRESS=0 turns it off, for a script (or a test) that wants stderr to hold the error
    // alone however long the run takes.
    const char* progress_setting = std::getenv("CGT_PROGRESS");
    const bool wants_progress = progress_setting == nullptr || std::string_view(progress_setting) != "0";
    const auto started = std::chrono::steady_clock::now();
    auto last_shown = started;
    if (wants_progress) request.progress = [&](std::string_view text) {
      const auto now = std::chrono::steady_clock::now();
      if (now - started < std::chrono::seconds(2) || now - last_shown < std::chrono::seconds(terminal ? 1 : 10)) return;
      last_shown = now;
      shown = true;
      std::string line;
      line.reserve(text.size() + 4);
      line.append(terminal ? "\r" : "").append(text).append(terminal ? "\033[K" : "\n");
      (void)!::write(STDERR_FILENO, line.data(), line.size());
    };
#endif
    const auto clear_progress = [&] {
      if (shown && terminal) (void)!::write(STDERR_FILENO, "\r\033[K", 4);
    };
    try {
      output = commands::run(request);
    } catch (...) {
      clear_progress();  // the error message starts its own line
      if (rank > 0) {
        // Rank 0 says why and exits 2, which is mpirun's status. Another rank exits 0: a non-zero
        // status there makes mpirun abort the job, which can end rank 0 before its message is
        // out (seen under load: the message of bad text was lost).
        return 0;
      }
      throw;
    }
    clear_progress();
  }
  // Ctrl-C is the default again (it ends the process): opening a FIFO waits for its reader.
  interrupt.reset();
  for (const auto& [option, content] : output.files) {
    const commands::OptionInfo* file_option = commands::find_option(info, option);
    for (const auto& [given, path] : output_files) {
      if (given == file_option) {
        write_output_file(path, content);
      }
    }
  }
  // A file written to standard output is all that goes there: `--svg - | viewer`.
  if (to_standard_output_option == nullptr) {
    write_standard_output(output.text);
  }
  return 0;
}

}  // namespace

int run_command_line(int argc, char** argv) {
  if (argc < 2) {
    write_standard_output(usage_text());
    return 0;
  }
  const std::string first = argv[1];
  if (first == "help" || first == "--help" || first == "-h") {
    // `cgt help help` is help about help: the list of subcommands and how to ask about one.
    if (argc > 2 && std::string_view(argv[2]) != "help") {
      const commands::CommandInfo* info = commands::find_command(argv[2]);
      if (info == nullptr) {
        usage_error("unknown subcommand '" + std::string(argv[2]) + "'", "");
      }
      write_standard_output(help_text(*info));
    } else {
      write_standard_output(usage_text());
    }
    return 0;
  }
  if (first == "--version") {
    write_standard_output(std::string(kVersion) + "\n");
    return 0;
  }
  const commands::CommandInfo* info = commands::find_command(first);
  if (info == nullptr) {
    if (first.starts_with('-')) {
      usage_error("expected a subcommand before '" + first + "'", "");
    }
    usage_error("unknown subcommand '" + first + "'", "");
  }
  return run_command(*info, argc, argv);
}

}  // namespace cgt::cli
