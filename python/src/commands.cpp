// cgt._run: every `cgt` subcommand as one call (cgt::commands::run), so the Python wrappers of
// the seed rulesets (python/cgt/rulesets.py) answer with exactly the CLI's JSON and messages,
// and no ruleset is bound twice. It runs inside Engine::run, so the budget of set_limits,
// Ctrl-C and the engine's mutex apply as to every other call.
#include <pybind11/stl.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "cgt/commands.hpp"
#include "engine.hpp"

namespace cgt::python {

void register_commands(py::module_& m) {
  m.def(
      "_run",
      [](std::string command, std::vector<std::string> arguments, std::map<std::string, std::string> options) {
        commands::Request request{.command = std::move(command), .arguments = std::move(arguments), .options = {}};
        for (auto& [name, value] : options) {
          request.options.emplace(name, std::move(value));
        }
        commands::Output output = Engine::instance().run([&] { return commands::run(request); });
        std::map<std::string, std::string> files(output.files.begin(), output.files.end());
        return std::make_pair(std::move(output.text), std::move(files));
      },
      py::arg("command"), py::arg("arguments"), py::arg("options"),
      "Runs one `cgt` subcommand: (the text it prints, {output-file option: content}).\n"
      "Internal: the public wrappers are in cgt.rulesets.");
}

}  // namespace cgt::python
