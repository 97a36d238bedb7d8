// `cgt ordinal [--json] [--unicode] EXPR`: the ordinal calculator.

#include <variant>

#include "cgt/ordinal_text.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

Output run_ordinal(const Arguments& args) {
  OrdinalExpressionValue value = evaluate_ordinal_expression(args.at(0));
  const bool json = args.flag("--json");
  if (const int* order = std::get_if<int>(&value)) {
    return json ? json_output({{"value", json_integer(*order)}}) : text_output(std::to_string(*order) + "\n");
  }
  const Ordinal& ordinal = std::get<Ordinal>(value);
  if (json) {
    return json_output({{"value", ordinal.to_string()}});
  }
  return text_output(format_ordinal(ordinal, args.flag("--unicode") ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii) +
                     "\n");
}

}  // namespace

Command ordinal_command() {
  return {{"ordinal",
           "Evaluate an ordinal expression: + - * ^, parentheses, natsum, nimsum, mex, cmp",
           {argument("EXPR", "e.g. \"(w+1)*2\", \"nimsum(w*2+4, w*3+5)\"")},
           {json_flag(), flag("--unicode", "print ω and · (plain output only)")},
           kOrdinalSyntax},
          run_ordinal};
}

std::string demo_ordinals() {
  const char* examples[] = {
      "1+w",
      "w+1",
      "(w+1)*2",
      "2*(w+1)",
      "(1+w)-w",
      "w-1",
      "w^w * w",
      "(w+1)^3",
      "2^(w+3)",
      "natsum(w+5, w^2+w*2)",
      "nimsum(1, w*2+4, w^2*3+9, w^2*2+w*4+16, w^2+w*5+25)",
      "mex(0, 1, 3, w)",
      "cmp(w*2, w+100)",
  };
  std::string out;
  for (const char* example : examples) {
    OrdinalExpressionValue value = evaluate_ordinal_expression(example);
    std::string shown = std::holds_alternative<int>(value) ? std::to_string(std::get<int>(value))
                                                           : std::get<Ordinal>(value).to_string();
    out += "  " + std::string(example) + "  =  " + shown + "\n";
  }
  return out;
}

}  // namespace cgt::commands
