// The `cgt` command: subcommands over libcgt. Every failure is one line on stderr and exit
// status 2 (130 when interrupted), with nothing on stdout.

#include <unistd.h>

#include <new>
#include <string>
#include <string_view>

#include "cgt/commands.hpp"
#include "cgt/error.hpp"
#include "cli/library_commands.hpp"

namespace {

// What to add to a budget error so that the user knows the way past it.
const char* budget_hint(const cgt::BudgetError& e) {
  return e.resource() == cgt::BudgetError::Resource::kWork ? " — --work-limit STEPS raises it"
                                                           : " — --memory-limit SIZE raises it";
}

// "cgt: " and the message as one line (cgt::commands::one_line_message), on stderr.
int report(std::string_view message, std::string_view hint = "", int status = 2) {
  const std::string line = "cgt: " + cgt::commands::one_line_message(message) + std::string(hint) + "\n";
  std::string_view rest = line;
  while (!rest.empty()) {
    const ssize_t put = ::write(STDERR_FILENO, rest.data(), rest.size());
    if (put <= 0) {
      break;  // nowhere left to say it
    }
    rest.remove_prefix(static_cast<std::size_t>(put));
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    // On the main thread's stack: the engines keep the depth of deep inputs on the heap
    // (docs/developing.md, "Stack use"; golden cases run the deepest inputs under ulimit -s 256).
    return cgt::cli::run_command_line(argc, argv);
  } catch (const cgt::ParseError& e) {
    return report(e.what());
  } catch (const cgt::DomainError& e) {
    return report(e.what());
  } catch (const cgt::BudgetError& e) {
    return report(e.what(), budget_hint(e));
  } catch (const cgt::LimitError& e) {
    return report(e.what());
  } catch (const cgt::CancelledError& e) {
    // A run that keeps its finished tasks says where ("interrupted — finished tasks are in …").
    const std::string_view what = e.what();
    return report(what.starts_with("interrupted") ? what : "interrupted", "", 130);
  } catch (const std::bad_alloc&) {
    return report("out of memory");
  } catch (const std::exception& e) {
    return report(std::string("internal error: ") + e.what());
  }
}
