// libFuzzer target for Partial Nim positions: any text either parses or throws ParseError; a
// parsed position prints and parses back, and a move is reported exactly for the players who
// win moving first, each one legal.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cgt/error.hpp"
#include "cgt/partial_nim.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cgt::partial_nim;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    auto piles = parse_position(text);
    std::string printed;
    for (const Pile& pile : piles) {
      printed += format_pile(pile) + " ";
    }
    if (parse_position(printed) != piles) {
      std::abort();
    }
    Analysis a = analyze(piles);
    if (a.moves.left.has_value() != cgt::left_wins_moving_first(a.outcome) ||
        a.moves.right.has_value() != cgt::right_wins_moving_first(a.outcome)) {
      std::abort();
    }
    if (a.moves.left && !is_legal_move(piles[a.moves.left->pile], a.moves.left->to, true)) {
      std::abort();
    }
    if (a.moves.right && !is_legal_move(piles[a.moves.right->pile], a.moves.right->to, false)) {
      std::abort();
    }
  } catch (const cgt::ParseError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
