// The `cgt` command: subcommands over libcgt. Every failure is one line on stderr and exit
// status 2 (130 when interrupted), with nothing on stdout.

#include <iostream>
#include <new>

#include "cgt/error.hpp"
#include "cli/library_commands.hpp"

namespace {

// What to add to a budget error so that the user knows the way past it.
const char* budget_hint(const cgt::BudgetError& e) {
  return e.resource() == cgt::BudgetError::Resource::kWork ? " — --work-limit STEPS raises it"
                                                           : " — --memory-limit SIZE raises it";
}

}  // namespace

int main(int argc, char** argv) {
  try {
    // On the main thread's stack: the engines keep the depth of deep inputs on the heap
    // (docs/developing.md, "Stack use"; golden cases run the deepest inputs under ulimit -s 256).
    return cgt::cli::run_command_line(argc, argv);
  } catch (const cgt::ParseError& e) {
    std::cerr << "cgt: " << e.what() << '\n';
  } catch (const cgt::DomainError& e) {
    std::cerr << "cgt: " << e.what() << '\n';
  } catch (const cgt::BudgetError& e) {
    std::cerr << "cgt: " << e.what() << budget_hint(e) << '\n';
  } catch (const cgt::LimitError& e) {
    std::cerr << "cgt: " << e.what() << '\n';
  } catch (const cgt::CancelledError&) {
    std::cerr << "cgt: interrupted\n";
    return 130;
  } catch (const std::bad_alloc&) {
    std::cerr << "cgt: out of memory\n";
  } catch (const std::exception& e) {
    std::cerr << "cgt: internal error: " << e.what() << '\n';
  }
  return 2;
}
