// `cgt chain [--json] --nimbers n1,...,nk --substitutes m1,...,m(k-1)`: the chain
// *n1 :_{*m1} *n2 ... *nk by Theorem 3.10, with its variation set.

#include <memory>

#include "cgt/impartial_chain.hpp"
#include "cgt/natural_list.hpp"
#include "cli/command.hpp"
#include "cli/impartial_commands.hpp"
#include "cli/impartial_json.hpp"

namespace cgt::cli {

void add_chain_command(CLI::App& app) {
  auto* command = app.add_subcommand("chain", "Grundy value of a chain of nimbers *n1 :_{*m1} *n2 ... (Theorem 3.10)");
  struct Options {
    std::string nimbers;
    std::string substitutes;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  command->add_option("--nimbers", options->nimbers, "n1,...,nk ('-' reads standard input)")->required();
  command->add_option("--substitutes", options->substitutes, "m1,...,m(k-1) ('-' reads standard input)");
  command->add_flag("--json", options->json, "print one JSON object");
  command->callback([options] {
    std::vector<Integer> nimbers = parse_natural_list(read_position(options->nimbers), "--nimbers");
    std::vector<Integer> substitutes = parse_natural_list(read_position(options->substitutes), "--substitutes");
    Integer grundy = chain_grundy(nimbers, substitutes);
    VariationSet variation = chain_variation(nimbers, substitutes);
    if (options->json) {
      nlohmann::json out;
      out["grundy"] = big_number(grundy);
      add_variation(out, variation);
      print_json_exact(out);
    } else {
      print_text("grundy " + grundy.to_string() + "\nvariation " + variation.to_string() + "\n");
    }
  });
}

}  // namespace cgt::cli
