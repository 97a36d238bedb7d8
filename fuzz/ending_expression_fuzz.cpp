// libFuzzer target: the `cgt ending` expression parser and evaluator never crash, hang or
// leak; bad text ends in ParseError, impossible requests in DomainError / LimitError.

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cgt/context.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"

namespace {

// The largest number written in the text (saturating), e.g. 31 for "*L_2 + ~*R_31".
std::uint64_t largest_number(std::string_view text) {
  std::uint64_t largest = 0;
  std::uint64_t current = 0;
  for (char c : text) {
    if (std::isdigit(static_cast<unsigned char>(c)) != 0) {
      current = current > 1'000'000 ? current : current * 10 + static_cast<std::uint64_t>(c - '0');
      largest = current > largest ? current : largest;
    } else {
      current = 0;
    }
  }
  return largest;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    // A context per input: what an input costs, and so its verdict, does not depend on the
    // positions earlier inputs left behind.
    cgt::Context context;
    cgt::ContextScope scope(context);
    const cgt::ending::Expression expression = cgt::ending::parse_expression(text);
    // Sums of families with large subscripts (X_20 + S_3) cost seconds per thousand positions
    // before the budget stops them: they get a budget that only closed forms fit in, so that
    // each input takes milliseconds and a seeded run's length does not depend on luck.
    const std::size_t budget = largest_number(text) <= 12 ? 4'000 : 64;
    (void)cgt::ending::analyse(expression, budget);
  } catch (const cgt::ParseError&) {
  } catch (const cgt::DomainError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
