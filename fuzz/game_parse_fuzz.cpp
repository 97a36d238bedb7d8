// libFuzzer target: game expressions (CGSuite notation and the ruleset functions) either
// evaluate or fail with one of cgt's errors; printing the result parses back to the same game.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/ruleset_games.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 256) {
    return 0;
  }
  // One context for the whole run, emptied when it grows large.
  static cgt::Context context;
  if (context.bytes_held() > (std::size_t{256} << 20)) {
    context.clear();
  }
  // A budget per input, as the CLI has (smaller: an instrumented build runs ten times slower),
  // so that a legitimately heavy input such as ^[2] + *440 ends in BudgetError instead of a
  // fuzzer timeout.
  context.set_limits({.work = 2'000'000, .memory = std::size_t{512} << 20});
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // On the fuzzer's own stack, as the CLI runs: games thousands of days deep are within the
  // limits, and the engine keeps their depth on the heap.
  cgt::ContextScope scope(context);
  try {
    cgt::Game g = cgt::evaluate_game_expression(text);
    // The round trip is checked on texts up to 64 KiB: longer ones (v*:*13 prints 6 MB) only
    // re-test the parser's speed on one shape of text.
    const std::string printed = cgt::to_string(g);
    if (printed.size() <= 65536 && cgt::parse_game(printed) != g) {
      std::abort();
    }
  } catch (const cgt::ParseError&) {
  } catch (const cgt::DomainError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
