// `cgt demo`: a short tour of what the engine computes, one section per capability.

#include <string>

#include "cli/command.hpp"
#include "cli/demo_sections.hpp"

namespace cgt::cli {

void add_demo_command(CLI::App& app) {
  auto* command = app.add_subcommand("demo", "A short tour of what cgt computes, on built-in examples");
  command->callback([] {
    std::string out = "cgt — a tour of the engine\n";
    for (const DemoSection& section : demo_sections()) {
      out += "\n== " + section.title + "\n";
      out += section.run();
    }
    print_text(out);
  });
}

}  // namespace cgt::cli
