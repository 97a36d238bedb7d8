// libFuzzer target: game expressions (CGSuite notation and the ruleset functions) either
// evaluate or fail with one of cgt's errors; printing the result parses back to the same game.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 256) {
    return 0;
  }
  cgt::set_game_store_limit(200000);
  if (cgt::game_store_size() > 100000) {
    cgt::clear_game_store();
  }
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    cgt::Game g = cgt::evaluate_game_expression(text);
    if (cgt::parse_game(cgt::to_string(g)) != g) {
      std::abort();
    }
  } catch (const cgt::ParseError&) {
  } catch (const cgt::DomainError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
