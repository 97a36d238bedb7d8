#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial_expression.hpp"
#include "core/parse_stack.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

namespace {

// Braces and parentheses nest at most kMaxTextNesting deep (core/parse_stack.hpp), one level each.

// The grammar:
//   expression := atom { '+' atom | ':_' atom atom | ':' atom }
//   atom       := '*' [n] | '0' | '{' [expression {',' expression}] '}' | '(' expression ')'
// read without recursion: an operator waiting for its operands, and an option set or a
// parenthesis waiting for what it holds, wait in `frames_`, so the machine stack stays the
// same however deep the text nests. Nodes are added in the order a recursive reading would
// add them, children before their parent.
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
  struct Frame {
    enum class Kind : std::uint8_t { kOperator, kOptions, kParenthesis };
    enum class Awaiting : std::uint8_t { kSummand, kOrdinalSummand, kSubstitute, kSubstituted };
    Kind kind;
    Awaiting awaiting = Awaiting::kSummand;  // kOperator: which operand comes next
    std::size_t left = 0;  // kOperator: the left operand; kOptions: its first option in options_; kParenthesis: the '('
    std::size_t k = 0;     // kOperator awaiting kSubstituted: the K of G :_K H
  };
  using Kind = Frame::Kind;
  using Awaiting = Frame::Awaiting;

  std::size_t add(ImpartialExpression::Node node) {
    // A step of work a node, and the tree against the memory limit every 4096 nodes (a sum of
    // 3·10^6 nimbers is a tree of hundreds of megabytes before anything is evaluated).
    context_.charge(1);
    if ((expression_.nodes.size() & 4095) == 4095) {
      // The vector's next doubling holds both buffers at once; each node's children 32 more.
      context_.check_growth(2 * expression_.nodes.capacity() * sizeof(ImpartialExpression::Node) +
                            32 * expression_.nodes.size());
    }
    expression_.nodes.push_back(std::move(node));
    return expression_.nodes.size() - 1;
  }

  // One expression, from the cursor to the first text that cannot continue it. Each pass of
  // the loop reads an atom and takes its node up through the rules it completes.
  std::size_t parse_expression() {
    std::size_t node = 0;
    for (;;) {
      if (parse_atom(node) && climb(node)) {
        return node;
      }
    }
  }

  void enter_nesting() {
    if (++depth_ > kMaxTextNesting) {
      cursor_.fail_too_deep();
    }
  }

  // Reads an atom's node into `node`. False when it opened braces or a parenthesis instead
  // (an expression follows).
  bool parse_atom(std::size_t& node) {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected a game (*n, 0, {...} or a parenthesised expression) but the text ended");
    }
    if (cursor_.consume("*")) {
      Integer n(1);  // a bare * is *1, as in CGSuite
      if (cursor_.peek_digit()) {
        std::size_t at = cursor_.position();
        std::string digits = cursor_.take_digits();
        auto parsed = cursor_.parse_integer(digits, at);
        if (!parsed) {
          cursor_.fail_at(at, "bad number after '*'");
        }
        n = *parsed;
      }
      node = add({ImpartialExpression::Kind::kNimber, n, {}});
      return true;
    }
    if (cursor_.peek_digit()) {
      std::size_t at = cursor_.position();
      std::string digits = cursor_.take_digits();
      if (digits.find_first_not_of('0') != std::string::npos) {
        cursor_.fail_at(at, "'" + digits + "' is not an impartial game; write *n for a nimber or 0 for the zero game");
      }
      node = add({ImpartialExpression::Kind::kNimber, Integer(0), {}});
      return true;
    }
    if (cursor_.peek_is("{")) {
      cursor_.consume("{");
      enter_nesting();  // what follows the bracket is too deep, as in every reader
      frames_.push({.kind = Kind::kOptions, .left = options_.size()});
      cursor_.skip_spaces();
      if (cursor_.consume("}")) {
        node = end_options();
        return true;
      }
      return false;
    }
    if (cursor_.peek_is("(")) {
      frames_.push({.kind = Kind::kParenthesis, .left = cursor_.position()});
      cursor_.consume("(");
      enter_nesting();
      return false;
    }
    cursor_.fail("unexpected '" + cursor_.peek_char_text() + "'; expected *n, 0, '{' or '('");
  }

  // Takes a finished atom up through the rules it completes: the operator waiting for it,
  // the expression, and on around when that expression was an option or inside a parenthesis.
  // False when a rule needs another atom; true when the outermost expression is complete,
  // with its node in `node`.
  bool climb(std::size_t& node) {
    using NodeKind = ImpartialExpression::Kind;
    for (;;) {
      if (!frames_.empty() && frames_.top().kind == Kind::kOperator) {
        const Frame op = frames_.top();
        frames_.pop();
        switch (op.awaiting) {
          case Awaiting::kSummand:
            node = add({NodeKind::kSum, Integer(), {op.left, node}});
            break;
          case Awaiting::kOrdinalSummand:
            node = add({NodeKind::kOrdinalSum, Integer(), {op.left, node}});
            break;
          case Awaiting::kSubstitute:  // K is read; H, the next atom, finishes G :_K H
            frames_.push({.kind = Kind::kOperator, .awaiting = Awaiting::kSubstituted, .left = op.left, .k = node});
            return false;
          case Awaiting::kSubstituted:
            node = add({NodeKind::kSubstitution, Integer(), {op.left, op.k, node}});
            break;
        }
      }
      if (const std::optional<Awaiting> next = read_operator()) {
        frames_.push({.kind = Kind::kOperator, .awaiting = *next, .left = node});
        return false;
      }
      if (frames_.empty()) {
        return true;
      }
      const Frame& open = frames_.top();
      if (open.kind == Kind::kParenthesis) {
        cursor_.skip_spaces();
        if (!cursor_.consume(")")) {
          cursor_.fail(cursor_.at_end()
                           ? "missing ')' for the '(' at column " + std::to_string(cursor_.column_of(open.left))
                           : "expected ')'");
        }
        frames_.pop();
        --depth_;
        continue;  // the parenthesis is a finished atom
      }
      options_.push(node);
      cursor_.skip_spaces();
      if (!cursor_.consume("}")) {
        if (cursor_.peek_is("|")) {
          cursor_.fail("an impartial option set has no '|': write {G, H, ...}");
        }
        if (!cursor_.consume(",")) {
          cursor_.fail(cursor_.at_end() ? "missing '}'" : "expected ',' or '}'");
        }
        return false;
      }
      node = end_options();  // a finished atom too
    }
  }

  // The operator after an operand, if one follows: which operand it awaits.
  std::optional<Awaiting> read_operator() {
    cursor_.skip_spaces();
    if (cursor_.consume("+")) {
      return Awaiting::kSummand;
    }
    if (cursor_.consume(":_")) {
      return Awaiting::kSubstitute;
    }
    if (cursor_.consume(":")) {
      return Awaiting::kOrdinalSummand;
    }
    return std::nullopt;
  }

  std::size_t end_options() {
    std::vector<std::size_t> options = options_.take_from(frames_.top().left);
    frames_.pop();
    --depth_;
    return add({ImpartialExpression::Kind::kOptions, Integer(), std::move(options)});
  }

  TextCursor cursor_;
  Context& context_ = current_context();
  ImpartialExpression expression_;
  ParseStack<Frame, 32> frames_;
  ParseStack<std::size_t, 16> options_;  // of every open option set, innermost last
  std::size_t depth_ = 0;                // braces and parentheses open
};

}  // namespace

ImpartialExpression parse_impartial_expression(std::string_view text) {
  return Parser(text).run();
}

}  // namespace cgt
