// The expressions of `cgt misere`: nim heaps, CGSuite's list forms, option sets, octal heaps
// and sums, each evaluated to its misère canonical form as it is read.

#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/misere_games.hpp"
#include "core/parse_stack.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

namespace {

// Braces, parentheses and lists nest at most kMaxTextNesting deep (core/parse_stack.hpp), one
// level each.

// The grammar:
//   expression := atom { '+' atom }
//   atom       := '0' | '*' [n] | '*' list | '{' [expression {',' expression}] '}'
//               | '(' expression ')' | 'octal' '(' code ',' n ')' | 'cram' '(' '"' board '"' ')'
//   list       := '[' [element {',' element}] ']'
//   element    := (n | list) { '+' atom } | expression
// A list of one element is that element (a number: the nim heap); a list of any other length,
// and a list inside a list, is the game whose options are its elements, as CGSuite reads them.
//
// One loop reads it with an explicit stack of open brackets (core/parse_stack.hpp), so the
// machine stack does not grow with the nesting: each frame holds the sum being read in it and
// the items (options or list elements) it has finished.
class Reader {
 public:
  explicit Reader(std::string_view text) : cursor_(text, "misère game") {}

  MisereGame run() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected an impartial game such as *2, *[4,2], {0, *2} or octal(0.77, 9)");
    }
    frames_.emplace(Kind::kTop);
    bool element_start = false;  // an atom that opens a list element: a number is a heap there
    for (;;) {
      MisereGame value;
      if (!read_atom(element_start, value)) {
        element_start = frames_.top().kind == Kind::kList;
        continue;  // a bracket opened: its first item comes next
      }
      // A finished atom, and the brackets it finishes.
      for (;;) {
        Frame& f = frames_.top();
        f.sum = f.have_sum ? f.sum + value : value;
        f.have_sum = true;
        cursor_.skip_spaces();
        if (cursor_.consume("+")) {
          element_start = false;
          break;
        }
        if (f.kind == Kind::kTop) {
          if (!cursor_.at_end()) {
            cursor_.fail("unexpected '" + cursor_.peek_char_text() + "'; expected '+' or the end");
          }
          return f.sum;
        }
        const char* close = f.kind == Kind::kBraces ? "}" : f.kind == Kind::kParentheses ? ")" : "]";
        if (f.kind != Kind::kParentheses && cursor_.consume(",")) {
          f.items.push_back(f.sum);
          f.have_sum = false;
          element_start = f.kind == Kind::kList;
          break;
        }
        if (!cursor_.consume(close)) {
          cursor_.fail(f.kind == Kind::kBraces        ? "expected ',' or '}'"
                       : f.kind == Kind::kParentheses ? "expected ')'"
                                                      : "expected ',' or ']'");
        }
        if (f.kind == Kind::kParentheses) {
          value = f.sum;
        } else {
          f.items.push_back(f.sum);
          value = close_items(f);
        }
        frames_.pop();
      }
    }
  }

 private:
  enum class Kind { kTop, kBraces, kParentheses, kList };
  struct Frame {
    explicit Frame(Kind k, bool nested_list = false) noexcept : kind(k), nested(nested_list) {}
    Kind kind;
    bool nested;  // a list inside a list (never just its one element)
    bool have_sum = false;
    MisereGame sum;
    std::vector<MisereGame> items;
  };

  // The value of a finished '{…}' or '[…]'.
  static MisereGame close_items(Frame& f) {
    if (f.kind == Kind::kList && !f.nested && f.items.size() == 1) {
      return f.items.front();
    }
    return MisereGame::from_options(std::move(f.items));
  }

  void open(Kind kind, bool nested_list = false) {
    if (frames_.size() > kMaxTextNesting) {  // the top frame is not a bracket
      cursor_.fail_too_deep();
    }
    frames_.emplace(kind, nested_list);
  }

  // Reads one atom into `value` (true), or opens a bracket (false). An empty "{}" or "[]" is an
  // atom at once.
  bool read_atom(bool element_start, MisereGame& value) {
    cursor_.skip_spaces();
    const std::size_t at = cursor_.position();
    const auto open_list = [&](bool nested) {
      cursor_.consume("[");
      open(Kind::kList, nested);
      return close_if_empty("]", value);
    };
    if (element_start && cursor_.peek_is("[")) {
      return open_list(/*nested=*/true);
    }
    if (element_start && cursor_.peek_digit()) {
      value = heap(number("a number"), at);
      return true;
    }
    if (cursor_.consume("*")) {
      if (cursor_.peek_is("[")) {
        return open_list(/*nested=*/false);
      }
      value = cursor_.peek_digit() ? heap(number("a number"), at) : MisereGame::nimber(1);
      return true;
    }
    if (cursor_.peek_digit()) {
      const std::uint64_t n = number("a number");
      if (n != 0) {
        cursor_.fail_at(at, "a number alone is 0 only; write *" + std::to_string(n) + " for a nim heap");
      }
      value = MisereGame();
      return true;
    }
    if (cursor_.consume("{")) {
      open(Kind::kBraces);
      return close_if_empty("}", value);
    }
    if (cursor_.consume("(")) {
      open(Kind::kParentheses);
      return false;
    }
    if (cursor_.peek_word() == "octal") {
      value = octal_heap();
      return true;
    }
    if (cursor_.peek_word() == "cram") {
      value = cram_board();
      return true;
    }
    cursor_.fail(cursor_.at_end() ? "expected a game at the end"
                                  : "unexpected '" + cursor_.peek_char_text() +
                                        "'; expected 0, *n, *[...], {...}, (...), octal(CODE, n) or cram(\"BOARD\")");
  }

  // Right after an opening bracket: when the closing one follows, the bracket is finished with
  // no items and its value is an atom.
  bool close_if_empty(std::string_view close, MisereGame& value) {
    cursor_.skip_spaces();
    if (!cursor_.consume(close)) {
      return false;
    }
    value = close_items(frames_.top());
    frames_.pop();
    return true;
  }

  std::uint64_t number(const char* what) {
    const std::size_t at = cursor_.position();
    const std::string digits = cursor_.take_digits();
    if (digits.empty()) {
      cursor_.fail(std::string("expected ") + what);
    }
    if (digits.size() > 9) {
      cursor_.fail_at(at, digits + " is too large for the misère engine");
    }
    return std::stoull(digits);
  }

  MisereGame heap(std::uint64_t n, std::size_t at) {
    if (n >= kMaxMisereGames) {
      cursor_.fail_at(at, "*" + std::to_string(n) + " is too large for the misère engine");
    }
    return MisereGame::nimber(n);
  }

  MisereGame octal_heap() {
    cursor_.advance(5);  // "octal"
    cursor_.skip_spaces();
    if (!cursor_.consume("(")) {
      cursor_.fail("expected '(' after octal");
    }
    cursor_.skip_spaces();
    const std::size_t code_at = cursor_.position();
    std::string code;
    while (!cursor_.at_end() && !cursor_.peek_is(",") && !cursor_.peek_is(")") && !cursor_.peek_is(" ")) {
      code += cursor_.rest().front();
      cursor_.advance(1);
    }
    OctalGame game;
    try {
      game = OctalGame::parse(code);
    } catch (const ParseError& e) {
      cursor_.fail_at(code_at, "octal code '" + code + "': " + e.what());
    }
    cursor_.skip_spaces();
    if (!cursor_.consume(",")) {
      cursor_.fail("expected ',' and a heap size after the octal code");
    }
    cursor_.skip_spaces();
    const std::size_t n_at = cursor_.position();
    const std::uint64_t n = number("a heap size");
    if (n > kMaxMisereHeap) {
      cursor_.fail_at(n_at, "heap " + std::to_string(n) + " is too large (at most " + std::to_string(kMaxMisereHeap) +
                                "; misère canonical forms grow fast)");
    }
    cursor_.skip_spaces();
    if (!cursor_.consume(")")) {
      cursor_.fail("expected ')'");
    }
    return octal_misere_heaps(game, n).back();
  }

  // cram("BOARD"): the board in double quotes.
  MisereGame cram_board() {
    cursor_.advance(4);  // "cram"
    cursor_.skip_spaces();
    if (!cursor_.consume("(")) {
      cursor_.fail("expected '(' after cram");
    }
    cursor_.skip_spaces();
    if (!cursor_.consume("\"")) {
      cursor_.fail("expected a board in double quotes, such as cram(\"...|...\")");
    }
    const std::size_t board_at = cursor_.position();
    const std::size_t end = cursor_.rest().find('"');
    if (end == std::string_view::npos) {
      cursor_.fail("the board's closing '\"' is missing");
    }
    const std::string_view board = cursor_.rest().substr(0, end);
    cursor_.advance(end + 1);
    cursor_.skip_spaces();
    if (!cursor_.consume(")")) {
      cursor_.fail("expected ')'");
    }
    try {
      return cram_misere(board);
    } catch (const DomainError& e) {
      cursor_.fail_at(board_at, e.what());
    }
  }

  TextCursor cursor_;
  ParseStack<Frame, 8> frames_;
};

}  // namespace

MisereGame evaluate_misere_expression(std::string_view text) {
  return Reader(text).run();
}

}  // namespace cgt
