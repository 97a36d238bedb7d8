#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "core/parse_stack.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

namespace {

// The grammar:
//   sum     := product (('+' | '-') product)*          ('-' only in the calculator)
//   product := power (('*' | '·' | '×') power)*
//   power   := atom ('^' power)?
//   atom    := natural | 'w' | 'ω' | 'omega' | '(' sum ')' | function '(' sum, ... ')'
// read without recursion: an operator waiting for its right operand, or an atom waiting for
// the sum inside it, waits in `frames_`, so the machine stack stays the same however deep the
// text nests.
class OrdinalParser {
 public:
  OrdinalParser(std::string_view text, std::string_view subject, bool calculator)
      : cursor_(text, subject), calculator_(calculator) {}

  OrdinalExpressionValue parse_whole() {
    cursor_.skip_spaces();
    if (calculator_ && cursor_.peek_word() == "cmp") {
      std::size_t start = cursor_.position();
      cursor_.advance(3);
      std::vector<Ordinal> args = cmp_arguments();
      if (args.size() != 2) {
        cursor_.fail_at(start, "cmp takes exactly two arguments");
      }
      cursor_.skip_spaces();
      if (!cursor_.at_end()) {
        cursor_.fail("cmp(a, b) gives a number, not an ordinal: it must be the whole expression");
      }
      auto order = args[0] <=> args[1];
      return std::is_lt(order) ? -1 : (std::is_gt(order) ? 1 : 0);
    }
    Ordinal value = sum();
    expect_end();
    return value;
  }

 private:
  // Every power being read counts one level, but the outermost: so a parenthesis, a function's
  // argument and an exponent each nest one, against the readers' shared kMaxTextNesting
  // (core/parse_stack.hpp). The deepest ordinal as printed needs far less (exponents nest at
  // most Ordinal::kMaxHeight deep, a bound the arithmetic enforces, and the printer spends two
  // levels on each: "w^(").
  static constexpr std::size_t kMaxCoefficientDigits = 2525223;

  enum class Function : std::uint8_t { kNatsum, kNimsum, kMex };

  // An operator waiting for its right operand, or an atom waiting for the sum inside it. A
  // sum's or a product's frame exists only once its operator has been read, so the common
  // text (a term without parentheses) costs few frames.
  struct Frame {
    enum class Kind : std::uint8_t { kSum, kDifference, kProduct, kPower, kParenthesis, kCall };
    // Built in place on the stack (the constructors save a move of `left` per frame).
    explicit Frame(Kind kind, Ordinal&& left = {}, std::size_t at = 0) : kind(kind), left(std::move(left)), at(at) {}
    Frame(Function function, std::size_t at, std::size_t first)
        : kind(Kind::kCall), function(function), at(at), first(first) {}

    Kind kind;
    Function function = Function::kNatsum;  // kCall
    Ordinal left;                           // kSum, kDifference, kProduct: the left operand; kPower: the base
    std::size_t at = 0;                     // the operator's column (kSum, kDifference, kProduct, kPower); kCall: the function's name
    std::size_t first = 0;                  // kCall: its first argument in arguments_
  };
  using Kind = Frame::Kind;

  void expect_end() {
    cursor_.skip_spaces();
    if (!cursor_.at_end()) {
      cursor_.fail(fmt::format("unexpected '{}'; expected an operator or the end", cursor_.peek_char_text()));
    }
  }

  // One sum, from the cursor to the first text that cannot continue it. Each pass of the loop
  // reads a power's atom and takes it up through the rules it completes.
  Ordinal sum() {
    Ordinal value;
    for (;;) {
      if (power(value) && climb(value)) {
        return value;
      }
    }
  }

  void enter() {
    if (++depth_ > kMaxTextNesting + 1) {
      cursor_.fail_too_deep();
    }
  }

  // Begins a power and reads its atom into `value`. False when the atom opened a parenthesis
  // or a function's arguments instead (a sum follows).
  bool power(Ordinal& value) {
    enter();
    return atom(value);
  }

  bool atom(Ordinal& value) {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected an ordinal, found the end of the text");
    }
    if (cursor_.consume("(")) {
      frames_.emplace(Kind::kParenthesis);
      return false;
    }
    if (cursor_.consume("ω")) {
      value = Ordinal::omega();
      return true;
    }
    if (cursor_.peek_digit()) {
      std::size_t start = cursor_.position();
      std::string digits = cursor_.take_digits();
      // No ordinal has a coefficient of more than 2^23 bits: a longer number is refused by its
      // digits before it is converted (10^(d−1) ≥ 2^(2^23) once d > 2525223).
      const std::size_t leading_zeros = std::min(digits.find_first_not_of('0'), digits.size() - 1);
      if (digits.size() - leading_zeros > kMaxCoefficientDigits) {
        cursor_.fail_at(start, "ordinal too large: a coefficient of more than 2^23 bits (" +
                                   std::to_string(digits.size() - leading_zeros) + " digits)");
      }
      auto natural = cursor_.parse_integer(digits, start);
      if (!natural) {
        cursor_.fail_at(start, "malformed natural number");
      }
      value = checked(start, [&] { return Ordinal::from_natural(*natural); });
      return true;
    }
    std::size_t start = cursor_.position();
    std::string word = cursor_.peek_word();
    if (word == "w" || word == "omega") {
      cursor_.advance(word.size());
      value = Ordinal::omega();
      return true;
    }
    if (calculator_ && (word == "natsum" || word == "nimsum" || word == "mex")) {
      cursor_.advance(word.size());
      expect_open(word);
      const Function function = word == "natsum"   ? Function::kNatsum
                                : word == "nimsum" ? Function::kNimsum
                                                   : Function::kMex;
      frames_.emplace(function, start, arguments_.size());
      return false;
    }
    if (calculator_ && word == "cmp") {
      cursor_.fail("cmp(a, b) gives a number, not an ordinal: it must be the whole expression");
    }
    if (!word.empty()) {
      cursor_.fail(fmt::format("unknown name '{}'; expected a natural number, w, omega or '('", word));
    }
    cursor_.fail(fmt::format("unexpected '{}'; expected a natural number, w, omega or '('", cursor_.peek_char_text()));
  }

  // Takes a finished atom up through the rules it completes: its power (and the powers it is
  // the exponent of), the product, the sum, and on around when that sum was inside a
  // parenthesis or a function's arguments. False when a rule needs another power; true when
  // the outermost sum is complete, with its value in `value`.
  bool climb(Ordinal& value) {
    for (;;) {
      cursor_.skip_spaces();
      std::size_t at = cursor_.position();
      if (cursor_.consume("^")) {
        frames_.emplace(Kind::kPower, std::move(value), at);
        return false;
      }
      --depth_;  // its power is done, and so is every power it is the exponent of
      while (!frames_.empty() && frames_.top().kind == Kind::kPower) {
        Frame& base = frames_.top();
        value = checked(base.at, [&] { return cgt::power(base.left, value); });
        charge_for(value);
        frames_.pop();
        --depth_;
      }
      if (!frames_.empty() && frames_.top().kind == Kind::kProduct) {
        Frame& factor = frames_.top();
        value = checked(factor.at, [&] { return factor.left * value; });
        charge_for(value);
        frames_.pop();
      }
      cursor_.skip_spaces();
      at = cursor_.position();
      if (cursor_.consume("*") || cursor_.consume("·") || cursor_.consume("×")) {
        frames_.emplace(Kind::kProduct, std::move(value), at);
        return false;
      }
      if (!frames_.empty() && frames_.top().kind == Kind::kSum) {
        Frame& augend = frames_.top();
        checked(augend.at, [&] { augend.left += value; });
        value = std::move(augend.left);
        charge_for(value);
        frames_.pop();
      } else if (!frames_.empty() && frames_.top().kind == Kind::kDifference) {
        Frame& minuend = frames_.top();
        value = checked(minuend.at, [&] { return minuend.left - value; });
        charge_for(value);
        frames_.pop();
      }
      cursor_.skip_spaces();
      at = cursor_.position();
      if (cursor_.consume("+")) {
        frames_.emplace(Kind::kSum, std::move(value), at);
        return false;
      }
      if (calculator_ && cursor_.peek_is("-")) {
        frames_.emplace(Kind::kDifference, std::move(value), cursor_.position());
        cursor_.advance(1);
        return false;
      }
      if (frames_.empty()) {
        return true;
      }
      if (frames_.top().kind == Kind::kParenthesis) {
        cursor_.skip_spaces();
        if (!cursor_.consume(")")) {
          cursor_.fail(cursor_.at_end() ? "expected ')', found the end of the text"
                                        : fmt::format("expected ')', found '{}'", cursor_.peek_char_text()));
        }
        frames_.pop();
        continue;  // the parenthesis is a finished atom
      }
      arguments_.push(std::move(value));
      if (!at_last_argument()) {
        return false;
      }
      value = call();  // a finished atom too
    }
  }

  void expect_open(const std::string& function) {
    cursor_.skip_spaces();
    if (!cursor_.consume("(")) {
      cursor_.fail(fmt::format("expected '(' after {}", function));
    }
  }

  bool at_last_argument() {
    cursor_.skip_spaces();
    if (cursor_.consume(")")) {
      return true;
    }
    if (!cursor_.consume(",")) {
      cursor_.fail(cursor_.at_end() ? "expected ',' or ')', found the end of the text"
                                    : fmt::format("expected ',' or ')', found '{}'", cursor_.peek_char_text()));
    }
    return false;
  }

  // natsum, nimsum or mex of the arguments collected.
  Ordinal call() {
    const Frame frame = std::move(frames_.top());
    frames_.pop();
    const std::vector<Ordinal> args = arguments_.take_from(frame.first);
    if (frame.function == Function::kMex) {
      return mex(args);
    }
    const char* name = frame.function == Function::kNatsum ? "natsum" : "nimsum";
    if (args.size() < 2) {
      cursor_.fail_at(frame.at, fmt::format("{} takes two or more arguments", name));
    }
    return checked(frame.at, [&] {
      Ordinal total = args[0];
      for (std::size_t i = 1; i < args.size(); ++i) {
        total = frame.function == Function::kNatsum ? natural_sum(total, args[i]) : nim_sum(total, args[i]);
        charge_for(total);
      }
      return total;
    });
  }

  // The arguments of cmp, which is only ever the whole expression: read here, with no frame.
  std::vector<Ordinal> cmp_arguments() {
    expect_open("cmp");
    std::vector<Ordinal> args;
    do {
      args.push_back(sum());
    } while (!at_last_argument());
    return args;
  }

  // An operation's work, by the size of what it made: an expression of 10^6 products of a
  // megabyte-sized ordinal is a terabyte of copying, and must meet the work limit and Ctrl-C. A
  // step per 128 bytes made (a product of two such ordinals is some 0.3 ms). What it made is
  // held (with the operand waiting in a frame, about as large) against the memory limit.
  void charge_for(const Ordinal& value) {
    const std::size_t bytes = value.heap_bytes();
    context_.charge(1 + bytes / 128);
    if (bytes > 4096) {
      context_.check_growth(2 * bytes);
    }
  }

  // Runs an operation that may be undefined or too large, reporting the operator's column.
  template <typename Operation>
  auto checked(std::size_t at, Operation operation) -> decltype(operation()) {
    try {
      return operation();
    } catch (const DomainError& error) {
      cursor_.fail_at(at, error.what());
    } catch (const BudgetError&) {
      throw;  // the whole computation's budget, not this operator's: the CLI adds how to raise it
    } catch (const LimitError& error) {
      cursor_.fail_at(at, error.what());
    }
  }

  TextCursor cursor_;
  Context& context_ = current_context();
  bool calculator_;
  ParseStack<Frame, 32> frames_;
  ParseStack<Ordinal, 8> arguments_;  // of every open function call, innermost last
  std::size_t depth_ = 0;             // powers begun and not ended
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
