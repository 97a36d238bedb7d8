// Uses the installed headers and libraries of every layer: an ordinal, a game in its own
// context, and a command run as the CLI would.
#include <iostream>

#include "cgt/commands.hpp"
#include "cgt/context.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ordinal_text.hpp"

int main() {
  cgt::Context context;
  cgt::ContextScope scope(context);
  std::cout << cgt::parse_ordinal("(w+1)*2", "ordinal").to_string() << '\n';
  cgt::Game g = cgt::parse_game("{3||2+*|1+*}");
  std::cout << cgt::to_string(g) << ' ' << cgt::temperature(g).to_string() << '\n';
  std::cout << cgt::commands::run({"ordinal", {"w^w*w"}, {{"--json", ""}}}).text;
  return 0;
}
