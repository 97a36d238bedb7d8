#include <string>

#include "cgt/error.hpp"
#include "cgt/impartial_expression.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

namespace {

constexpr std::size_t kMaxNesting = 500;  // keeps the recursive-descent stack bounded

class Parser {
 public:
  explicit Parser(std::string_view text) : cursor_(text, "impartial game") {}

  ImpartialExpression run() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected an impartial game such as *2, 0, {0, *1} or *1 :_*2 *3");
    }
    std::size_t root = parse_expression();
    cursor_.skip_spaces();
    if (!cursor_.at_end()) {
      cursor_.fail("unexpected '" + cursor_.peek_char_text() + "'; expected '+', ':', ':_' or the end");
    }
    expression_.root = root;
    return std::move(expression_);
  }

 private:
  std::size_t add(ImpartialExpression::Node node) {
    expression_.nodes.push_back(std::move(node));
    return expression_.nodes.size() - 1;
  }

  std::size_t parse_expression() {
    std::size_t left = parse_atom();
    while (true) {
      cursor_.skip_spaces();
      if (cursor_.consume("+")) {
        std::size_t right = parse_atom();
        left = add({ImpartialExpression::Kind::kSum, Integer(), {left, right}});
      } else if (cursor_.consume(":_")) {
        std::size_t k = parse_atom();
        std::size_t right = parse_atom();
        left = add({ImpartialExpression::Kind::kSubstitution, Integer(), {left, k, right}});
      } else if (cursor_.consume(":")) {
        std::size_t right = parse_atom();
        left = add({ImpartialExpression::Kind::kOrdinalSum, Integer(), {left, right}});
      } else {
        return left;
      }
    }
  }

  std::size_t parse_atom() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected a game (*n, 0, {...} or a parenthesised expression) but the text ended");
    }
    if (cursor_.consume("*")) {
      Integer n(1);  // a bare * is *1, as in CGSuite
      if (cursor_.peek_digit()) {
        std::size_t at = cursor_.position();
        std::string digits = cursor_.take_digits();
        auto parsed = Integer::parse(digits);
        if (!parsed) {
          cursor_.fail_at(at, "bad number after '*'");
        }
        n = *parsed;
      }
      return add({ImpartialExpression::Kind::kNimber, n, {}});
    }
    if (cursor_.peek_digit()) {
      std::size_t at = cursor_.position();
      std::string digits = cursor_.take_digits();
      if (digits.find_first_not_of('0') != std::string::npos) {
        cursor_.fail_at(at, "'" + digits + "' is not an impartial game; write *n for a nimber or 0 for the zero game");
      }
      return add({ImpartialExpression::Kind::kNimber, Integer(0), {}});
    }
    if (cursor_.peek_is("{")) {
      Nesting guard(*this);
      cursor_.consume("{");
      std::vector<std::size_t> options;
      cursor_.skip_spaces();
      if (!cursor_.consume("}")) {
        while (true) {
          options.push_back(parse_expression());
          cursor_.skip_spaces();
          if (cursor_.consume("}")) {
            break;
          }
          if (cursor_.peek_is("|")) {
            cursor_.fail("an impartial option set has no '|': write {G, H, ...}");
          }
          if (!cursor_.consume(",")) {
            cursor_.fail(cursor_.at_end() ? "missing '}'" : "expected ',' or '}'");
          }
        }
      }
      return add({ImpartialExpression::Kind::kOptions, Integer(), std::move(options)});
    }
    if (cursor_.peek_is("(")) {
      Nesting guard(*this);
      std::size_t open = cursor_.position();
      cursor_.consume("(");
      std::size_t inner = parse_expression();
      cursor_.skip_spaces();
      if (!cursor_.consume(")")) {
        cursor_.fail(cursor_.at_end() ? "missing ')' for the '(' at column " + std::to_string(cursor_.column_of(open))
                                      : "expected ')'");
      }
      return inner;
    }
    cursor_.fail("unexpected '" + cursor_.peek_char_text() + "'; expected *n, 0, '{' or '('");
  }

  struct Nesting {
    explicit Nesting(Parser& parser) : parser(parser) {
      if (++parser.depth_ > kMaxNesting) {
        parser.cursor_.fail("nested more than " + std::to_string(kMaxNesting) + " levels deep");
      }
    }
    ~Nesting() { --parser.depth_; }
    Nesting(const Nesting&) = delete;
    Nesting& operator=(const Nesting&) = delete;
    Parser& parser;
  };

  TextCursor cursor_;
  ImpartialExpression expression_;
  std::size_t depth_ = 0;
};

}  // namespace

ImpartialExpression parse_impartial_expression(std::string_view text) {
  return Parser(text).run();
}

}  // namespace cgt
