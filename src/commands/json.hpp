#pragma once
// The JSON of the commands: the one convention (core/json.hpp) and what `--json` prints.

#include "cgt/commands.hpp"
#include "core/json.hpp"

namespace cgt::commands {

using ::cgt::dump_json;
using ::cgt::Json;
using ::cgt::json_integer;
using ::cgt::json_integers;
using ::cgt::kJsonSafeInteger;

// What `--json` prints: the object on one line and a newline.
inline Output json_output(const Json& value) {
  return Output{dump_json(value) + "\n", {}};
}

}  // namespace cgt::commands
