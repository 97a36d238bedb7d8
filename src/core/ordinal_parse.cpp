#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

namespace {

// Recursive descent over
//   sum     := product (('+' | '-') product)*          ('-' only in the calculator)
//   product := power (('*' | '·' | '×') power)*
//   power   := atom ('^' power)?
//   atom    := natural | 'w' | 'ω' | 'omega' | '(' sum ')' | function '(' sum, ... ')'
class OrdinalParser {
 public:
  OrdinalParser(std::string_view text, std::string_view subject, bool calculator)
      : cursor_(text, subject), calculator_(calculator) {}

  OrdinalExpressionValue parse_whole() {
    cursor_.skip_spaces();
    if (calculator_ && cursor_.peek_word() == "cmp") {
      std::size_t start = cursor_.position();
      cursor_.advance(3);
      std::vector<Ordinal> args = arguments("cmp");
      if (args.size() != 2) {
        cursor_.fail_at(start, "cmp takes exactly two arguments");
      }
      expect_end();
      auto order = args[0] <=> args[1];
      return std::is_lt(order) ? -1 : (std::is_gt(order) ? 1 : 0);
    }
    Ordinal value = sum();
    expect_end();
    return value;
  }

 private:
  static constexpr int kMaxDepth = 256;

  void expect_end() {
    cursor_.skip_spaces();
    if (!cursor_.at_end()) {
      cursor_.fail(fmt::format("unexpected '{}'; expected an operator or the end", cursor_.peek_char_text()));
    }
  }

  Ordinal sum() {
    Ordinal value = product();
    for (;;) {
      cursor_.skip_spaces();
      std::size_t at = cursor_.position();
      if (cursor_.consume("+")) {
        Ordinal right = product();
        checked(at, [&] { value += right; });
      } else if (calculator_ && cursor_.peek_is("-")) {
        cursor_.advance(1);
        Ordinal right = product();
        value = checked(at, [&] { return value - right; });
      } else {
        return value;
      }
    }
  }

  Ordinal product() {
    Ordinal value = power_term();
    for (;;) {
      cursor_.skip_spaces();
      std::size_t at = cursor_.position();
      if (cursor_.consume("*") || cursor_.consume("·") || cursor_.consume("×")) {
        Ordinal right = power_term();
        value = checked(at, [&] { return value * right; });
      } else {
        return value;
      }
    }
  }

  Ordinal power_term() {
    DepthGuard guard(*this);
    Ordinal base = atom();
    cursor_.skip_spaces();
    std::size_t at = cursor_.position();
    if (cursor_.consume("^")) {
      Ordinal exponent = power_term();
      return checked(at, [&] { return power(base, exponent); });
    }
    return base;
  }

  Ordinal atom() {
    DepthGuard guard(*this);
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected an ordinal, found the end of the text");
    }
    if (cursor_.consume("(")) {
      Ordinal value = sum();
      cursor_.skip_spaces();
      if (!cursor_.consume(")")) {
        cursor_.fail(cursor_.at_end() ? "expected ')', found the end of the text"
                                      : fmt::format("expected ')', found '{}'", cursor_.peek_char_text()));
      }
      return value;
    }
    if (cursor_.consume("ω")) {
      return Ordinal::omega();
    }
    if (cursor_.peek_digit()) {
      std::size_t start = cursor_.position();
      std::string digits = cursor_.take_digits();
      auto value = Integer::parse(digits);
      if (!value) {
        cursor_.fail_at(start, "malformed natural number");
      }
      return checked(start, [&] { return Ordinal::from_natural(*value); });
    }
    std::size_t start = cursor_.position();
    std::string word = cursor_.peek_word();
    if (word == "w" || word == "omega") {
      cursor_.advance(word.size());
      return Ordinal::omega();
    }
    if (calculator_ && (word == "natsum" || word == "nimsum" || word == "mex")) {
      cursor_.advance(word.size());
      std::vector<Ordinal> args = arguments(word);
      if (word == "mex") {
        return mex(args);
      }
      if (args.size() < 2) {
        cursor_.fail_at(start, fmt::format("{} takes two or more arguments", word));
      }
      return checked(start, [&] {
        Ordinal total = args[0];
        for (std::size_t i = 1; i < args.size(); ++i) {
          total = word == "natsum" ? natural_sum(total, args[i]) : nim_sum(total, args[i]);
        }
        return total;
      });
    }
    if (calculator_ && word == "cmp") {
      cursor_.fail("cmp(a, b) gives a number, not an ordinal: use it as the whole expression");
    }
    if (!word.empty()) {
      cursor_.fail(fmt::format("unknown name '{}'; expected a natural number, w, omega or '('", word));
    }
    cursor_.fail(fmt::format("unexpected '{}'; expected a natural number, w, omega or '('", cursor_.peek_char_text()));
  }

  std::vector<Ordinal> arguments(const std::string& function) {
    cursor_.skip_spaces();
    if (!cursor_.consume("(")) {
      cursor_.fail(fmt::format("expected '(' after {}", function));
    }
    std::vector<Ordinal> args;
    for (;;) {
      args.push_back(sum());
      cursor_.skip_spaces();
      if (cursor_.consume(")")) {
        return args;
      }
      if (!cursor_.consume(",")) {
        cursor_.fail(cursor_.at_end() ? "expected ',' or ')', found the end of the text"
                                      : fmt::format("expected ',' or ')', found '{}'", cursor_.peek_char_text()));
      }
    }
  }

  // Runs an operation that may be undefined or too large, reporting the operator's column.
  template <typename Operation>
  auto checked(std::size_t at, Operation operation) -> decltype(operation()) {
    try {
      return operation();
    } catch (const DomainError& error) {
      cursor_.fail_at(at, error.what());
    } catch (const LimitError& error) {
      cursor_.fail_at(at, error.what());
    }
  }

  struct DepthGuard {
    explicit DepthGuard(OrdinalParser& parser) : parser_(parser) {
      if (++parser_.depth_ > kMaxDepth) {
        parser_.cursor_.fail("expression nested too deeply");
      }
    }
    ~DepthGuard() { --parser_.depth_; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
    OrdinalParser& parser_;
  };

  TextCursor cursor_;
  bool calculator_;
  int depth_ = 0;
};

}  // namespace

Ordinal parse_ordinal(std::string_view text, std::string_view subject) {
  OrdinalParser parser(text, subject, /*calculator=*/false);
  return std::get<Ordinal>(parser.parse_whole());
}

OrdinalExpressionValue evaluate_ordinal_expression(std::string_view text) {
  OrdinalParser parser(text, "ordinal expression", /*calculator=*/true);
  return parser.parse_whole();
}

}  // namespace cgt
