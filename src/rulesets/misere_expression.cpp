// The expressions of `cgt misere`: nim heaps, CGSuite's list forms, option sets, octal heaps
// and sums, each evaluated to its misère canonical form as it is read.

#include <string>

#include "cgt/error.hpp"
#include "cgt/misere_games.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

namespace {

// Lists, braces and parentheses nested deeper than this are refused: the reader is recursive,
// and the bound keeps it far from the machine stack's end.
constexpr std::size_t kMaxNesting = 200;

// The grammar:
//   expression := atom { '+' atom }
//   atom       := '0' | '*' [n] | '*' list | '{' [expression {',' expression}] '}'
//               | '(' expression ')' | 'octal' '(' code ',' n ')'
//   list       := '[' [element {',' element}] ']'
//   element    := n | list | expression
// A list of one element is that element (a number: the nim heap); a list of any other length,
// and a list inside a list, is the game whose options are its elements, as CGSuite reads them.
class Reader {
 public:
  explicit Reader(std::string_view text) : cursor_(text, "misère game") {}

  MisereGame run() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected an impartial game such as *2, *[4,2], {0, *2} or octal(0.77, 9)");
    }
    MisereGame g = expression();
    cursor_.skip_spaces();
    if (!cursor_.at_end()) {
      cursor_.fail("unexpected '" + cursor_.peek_char_text() + "'; expected '+' or the end");
    }
    return g;
  }

 private:
  struct Nest {
    explicit Nest(Reader& r) : reader(r) {
      if (++reader.depth_ > kMaxNesting) {
        reader.cursor_.fail("nested more than " + std::to_string(kMaxNesting) + " deep");
      }
    }
    ~Nest() { --reader.depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;
    Reader& reader;
  };

  MisereGame expression() {
    MisereGame sum = atom();
    for (;;) {
      cursor_.skip_spaces();
      if (!cursor_.consume("+")) {
        return sum;
      }
      sum = sum + atom();
    }
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

  MisereGame atom() {
    cursor_.skip_spaces();
    const std::size_t at = cursor_.position();
    if (cursor_.consume("*")) {
      if (cursor_.peek_is("[")) {
        return list(/*nested=*/false);
      }
      if (cursor_.peek_digit()) {
        return heap(number("a number"), at);
      }
      return MisereGame::nimber(1);
    }
    if (cursor_.peek_digit()) {
      const std::uint64_t n = number("a number");
      if (n != 0) {
        cursor_.fail_at(at, "a number alone is 0 only; write *" + std::to_string(n) + " for a nim heap");
      }
      return MisereGame();
    }
    if (cursor_.consume("{")) {
      Nest nest(*this);
      std::vector<MisereGame> options;
      cursor_.skip_spaces();
      if (!cursor_.consume("}")) {
        for (;;) {
          options.push_back(expression());
          cursor_.skip_spaces();
          if (cursor_.consume("}")) {
            break;
          }
          if (!cursor_.consume(",")) {
            cursor_.fail("expected ',' or '}'");
          }
        }
      }
      return MisereGame::from_options(std::move(options));
    }
    if (cursor_.consume("(")) {
      Nest nest(*this);
      MisereGame g = expression();
      cursor_.skip_spaces();
      if (!cursor_.consume(")")) {
        cursor_.fail("expected ')'");
      }
      return g;
    }
    if (cursor_.peek_word() == "octal") {
      return octal_heap();
    }
    if (cursor_.peek_word() == "cram") {
      return cram_board();
    }
    cursor_.fail(cursor_.at_end() ? "expected a game at the end"
                                  : "unexpected '" + cursor_.peek_char_text() +
                                        "'; expected 0, *n, *[...], {...}, (...), octal(CODE, n) or cram(\"BOARD\")");
  }

  // After "*" (nested = false) or inside a list: '[' elements ']'.
  MisereGame list(bool nested) {
    Nest nest(*this);
    cursor_.consume("[");
    std::vector<MisereGame> elements;
    cursor_.skip_spaces();
    if (!cursor_.consume("]")) {
      for (;;) {
        elements.push_back(element());
        cursor_.skip_spaces();
        if (cursor_.consume("]")) {
          break;
        }
        if (!cursor_.consume(",")) {
          cursor_.fail("expected ',' or ']'");
        }
      }
    }
    if (!nested && elements.size() == 1) {
      return elements.front();
    }
    return MisereGame::from_options(std::move(elements));
  }

  MisereGame element() {
    cursor_.skip_spaces();
    const std::size_t at = cursor_.position();
    if (cursor_.peek_is("[")) {
      MisereGame g = list(/*nested=*/true);
      return continue_sum(g);
    }
    if (cursor_.peek_digit()) {
      return continue_sum(heap(number("a number"), at));
    }
    return expression();
  }

  // An element that began with a number or a list may go on as a sum.
  MisereGame continue_sum(MisereGame g) {
    for (;;) {
      cursor_.skip_spaces();
      if (!cursor_.consume("+")) {
        return g;
      }
      g = g + atom();
    }
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
  std::size_t depth_ = 0;
};

}  // namespace

MisereGame evaluate_misere_expression(std::string_view text) {
  return Reader(text).run();
}

}  // namespace cgt
