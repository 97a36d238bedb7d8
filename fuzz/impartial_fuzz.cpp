// libFuzzer target for the impartial-game parsers: expressions (also evaluated both ways),
// octal codes, permutations and number lists. Any exception other than the domain's own
// errors, and any sanitizer report, is a bug.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial_expression.hpp"
#include "cgt/natural_list.hpp"
#include "cgt/not_high_element.hpp"
#include "cgt/octal_game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) {
    return 0;
  }
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  try {
    switch (data[0] % 4) {
      case 0: {
        cgt::ImpartialExpression expression = cgt::parse_impartial_expression(text);
        cgt::ImpartialValue value = cgt::evaluate_by_variation(expression);
        // A context per input, with a budget in place of the store's old 20000-game limit: a
        // tree that explodes ends with BudgetError (a LimitError) instead of a timeout.
        cgt::Context context;
        cgt::ContextScope scope(context);
        context.set_limits({.work = 2'000'000, .memory = std::size_t{16} << 20});
        cgt::ImpartialGame tree = cgt::build_game_tree(expression);
        if (tree.variation() != value.variation) {
          __builtin_trap();  // the two evaluations must agree
        }
        break;
      }
      case 1:
        (void)cgt::octal_grundy_sequence(cgt::OctalGame::parse(text), 200);
        break;
      case 2:
        (void)cgt::analyze_not_high_element(cgt::parse_permutation(text));
        break;
      default:
        (void)cgt::parse_natural_list(text, "list");
        break;
    }
  } catch (const cgt::ParseError&) {
  } catch (const cgt::DomainError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
