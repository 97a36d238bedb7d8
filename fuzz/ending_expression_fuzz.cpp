// libFuzzer target: the `cgt ending` expression parser and evaluator never crash, hang or
// leak; bad text ends in ParseError, impossible requests in DomainError / LimitError.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cgt/ending_expression.hpp"
#include "cgt/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const cgt::ending::Expression expression = cgt::ending::parse_expression(text);
    (void)cgt::ending::analyse(expression, 20'000);
  } catch (const cgt::ParseError&) {
  } catch (const cgt::DomainError&) {
  } catch (const cgt::LimitError&) {
  }
  return 0;
}
