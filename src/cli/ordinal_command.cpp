// `cgt ordinal [--json] [--unicode] EXPR`: the ordinal calculator.

#include <variant>

#include "cgt/ordinal_text.hpp"
#include "cli/command.hpp"

namespace cgt::cli {

void add_ordinal_command(CLI::App& app) {
  auto* command =
      app.add_subcommand("ordinal", "Evaluate an ordinal expression: + - * ^, parentheses, natsum, nimsum, mex, cmp");
  struct Options {
    std::string expression;
    bool json = false;
    bool unicode = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("EXPR", options->expression, "e.g. \"(w+1)*2\", \"nimsum(w*2+4, w*3+5)\"")->required();
  command->add_flag("--json", options->json, "print one JSON object");
  command->add_flag("--unicode", options->unicode, "print ω and · (plain output only)");
  command->callback([options] {
    OrdinalExpressionValue value = evaluate_ordinal_expression(read_position(options->expression));
    if (const int* order = std::get_if<int>(&value)) {
      if (options->json) {
        print_json({{"value", *order}});
      } else {
        print_text(std::to_string(*order) + "\n");
      }
      return;
    }
    const Ordinal& ordinal = std::get<Ordinal>(value);
    if (options->json) {
      print_json({{"value", ordinal.to_string()}});
    } else {
      print_text(format_ordinal(ordinal, options->unicode ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii) + "\n");
    }
  });
}

}  // namespace cgt::cli

namespace cgt::cli {

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

}  // namespace cgt::cli
