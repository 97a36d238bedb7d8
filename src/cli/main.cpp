// The `cgt` command: subcommands over libcgt. Every failure is one line on stderr and exit
// status 2 (130 when interrupted), with nothing on stdout.

#include <CLI/CLI.hpp>
#include <iostream>
#include <new>

#include "cgt/deep_stack.hpp"
#include "cgt/error.hpp"
#include "cli/command.hpp"
#include "cli/library_commands.hpp"

namespace {

// What to add to a budget error so that the user knows the way past it.
const char* budget_hint(const cgt::BudgetError& e) {
  return e.resource() == cgt::BudgetError::Resource::kWork ? " — --work-limit STEPS raises it"
                                                           : " — --memory-limit SIZE raises it";
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"cgt — combinatorial game theory with ordinals", "cgt"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "cgt 0.1.0");
  cgt::cli::add_library_commands(app);
  cgt::cli::add_impartial_commands(app);
  cgt::cli::add_endnim_command(app);
  cgt::cli::add_nim_command(app);
  cgt::cli::add_welter_command(app);
  cgt::cli::add_partial_nim_command(app);
  cgt::cli::add_ending_command(app);
  cgt::cli::add_even_nim_command(app);
  cgt::cli::add_lr_subtraction_command(app);

  try {
    // Deep games recurse deeply (G : H with H born on day 4096, ^<4096>): a 1 GiB stack.
    cgt::run_on_deep_stack([&] { app.parse(argc, argv); });
    return 0;
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "cgt: " << e.what() << " (run 'cgt --help')\n";
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
