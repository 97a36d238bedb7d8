// Reading CGSuite's game notation and expressions over it.

#include <cctype>
#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "core/parse_stack.hpp"
#include "core/text_cursor.hpp"
#include "partizan/game_braces.hpp"

namespace cgt {

namespace {

// The grammar, read left to right:
//   expression := term { ('+-' | '+' | '-') term }
//   term       := unary { ':' unary }                        (ordinal sum)
//   unary      := '+-' '{' options '}' | '+-' unary | '-' unary | '-' number suffixes | atom
//                 ('+-{a, b, …}' without slashes is the switch {a, b, … | -a, -b, …})
//   atom       := '(' expression ')' suffixes | '{' pieces '}' | number suffixes
//               | name '(' arguments ')' suffixes | suffixes  (on 0: ^, v, *)
//   suffixes   := { '^'… | 'v'… | '*'… | '*(' expression ')' | ('Tiny(' | 'Miny(') expression ')' }
// Nothing here recurses on the machine stack: what a recursive-descent parser would keep in
// its call frames (the sum so far, the pending operator, the braces' pieces, a function's
// arguments) waits in `frames_`, and the stack stays the same however deep the text nests.
class GameParser {
 public:
  GameParser(std::string_view text, const GameFunctionTable& extra) : cursor_(text, "game"), extra_(extra) {}

  Game parse_all() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected a game");
    }
    Game g = expression();
    cursor_.skip_spaces();
    if (!cursor_.at_end()) {
      cursor_.fail("unexpected '" + cursor_.peek_char_text() + "'");
    }
    return g;
  }

 private:
  // Every unary passes the nesting count once: a prefix sign, or a parenthesis, brace, function
  // argument or suffix argument (whose expression starts a new unary), and each is one level of
  // the shared bound kMaxTextNesting (core/parse_stack.hpp), which is above any printed
  // canonical form the other limits allow (an ordinal sum over a game born on day 4096 prints
  // 4096 braces deep).

  // What an unfinished rule is waiting for. A unary's frame (kSwitch to kCall) lasts from the
  // nested expression it waits for until the unary ends; kExpression and kTerm wait for their
  // next operand.
  struct Frame {
    enum class Kind : std::uint8_t {
      kExpression,
      kTerm,
      kSwitch,
      kNegate,
      kParenthesis,
      kStar,
      kTiny,
      kMiny,
      kBraces,
      kCall
    };
    enum class Operator : std::uint8_t { kNone, kSwitch, kPlus, kMinus };
    Kind kind;
    Operator pending = Operator::kNone;  // kExpression: the operator before the awaited term
    bool has_value = false;              // kExpression, kTerm: `value` holds the left operand
    bool switch_list = false;            // kBraces: right after '+-', so `+-{a, b}` lists options
    Game value{};                        // the left operand; kStar, kTiny, kMiny: the game before the suffix
    std::size_t at = 0;                  // kStar: its '('; kBraces: its '{'; kCall: its name
    std::size_t first = 0;               // kBraces: its first piece in pieces_; kCall: its first argument in arguments_
    std::size_t length = 0;              // kCall: the name's length
  };
  using Kind = Frame::Kind;

  // One expression, from the cursor to the first text that cannot continue it. Each pass of
  // the loop reads one unary; its value then goes to the rules waiting for it, until one needs
  // another unary.
  Game expression() {
    begin_expression();
    for (;;) {
      std::optional<Game> value = unary();
      while (value) {
        if (frames_.empty()) {
          return *value;
        }
        value = resume(*value);
      }
    }
  }

  void begin_expression() {
    frames_.push({Kind::kExpression});
    frames_.push({Kind::kTerm});
  }

  void enter_unary() {
    // The outermost unary is not nested in anything.
    if (++depth_ > kMaxTextNesting + 1) {
      cursor_.fail_too_deep();
    }
  }

  Game end_unary(Game value) {
    --depth_;
    return value;
  }

  // Reads prefix signs and an atom. Returns the unary's value, or nothing when it waits for a
  // nested expression (whose first unary is read next).
  std::optional<Game> unary() {
    for (;;) {
      enter_unary();
      cursor_.skip_spaces();
      if (cursor_.consume("+-")) {
        frames_.push({Kind::kSwitch});
      } else if (cursor_.consume("-")) {
        // A signed number literal keeps its concatenation: -1v* is (-1) + v + *, as printed.
        if (cursor_.peek_digit()) {
          return suffixes(number_game(-number()));
        }
        frames_.push({Kind::kNegate});
      } else {
        return atom();
      }
    }
  }

  std::optional<Game> atom() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected a game");
    }
    if (cursor_.consume("(")) {
      frames_.push({Kind::kParenthesis});
      begin_expression();
      return std::nullopt;
    }
    if (cursor_.peek_is("{")) {
      // `+-{a, b}` right after a '+-' may be a switch with several options (settled at '}').
      const bool after_switch = !frames_.empty() && frames_.top().kind == Kind::kSwitch;
      frames_.push({.kind = Kind::kBraces,
                    .switch_list = after_switch,
                    .at = cursor_.position(),
                    .first = pieces_.size()});
      cursor_.advance(1);
      return braces();
    }
    if (cursor_.peek_digit()) {
      return suffixes(number_game(number()));
    }
    std::string word = cursor_.peek_word();
    if (!word.empty() && !is_arrow_word(word)) {
      return function_call(word);
    }
    if (cursor_.peek_is("^") || cursor_.peek_is("v") || cursor_.peek_is("*")) {
      return suffixes(Game());
    }
    cursor_.fail("expected a game, found '" + cursor_.peek_char_text() + "'");
  }

  // Hands a finished unary, term or expression to the rule on top of the frames. Returns the
  // value that rule produces in turn, or nothing when it needs another unary.
  std::optional<Game> resume(Game value) {
    Frame& frame = frames_.top();
    switch (frame.kind) {
      case Kind::kExpression:
        return continue_expression(frame, value);
      case Kind::kTerm:
        return continue_term(frame, value);
      case Kind::kSwitch:
        frames_.pop();
        return end_unary(switch_game(value));
      case Kind::kNegate:
        frames_.pop();
        return end_unary(-value);
      case Kind::kParenthesis:
        expect(")");
        frames_.pop();
        return suffixes(value);
      case Kind::kStar: {
        expect(")");
        auto n = number_value(value);
        if (!n || !n->is_integer() || n->sign() < 0) {
          cursor_.fail_at(frame.at, "*(...) needs a natural number inside");
        }
        Game before = frame.value;
        frames_.pop();
        return suffixes(before += nimber_game(n->numerator()));
      }
      case Kind::kTiny:
      case Kind::kMiny: {
        expect(")");
        Game before = frame.value;
        Game suffix = frame.kind == Kind::kTiny ? tiny(value) : miny(value);
        frames_.pop();
        return suffixes(before += suffix);
      }
      case Kind::kBraces:
        pieces_.top().game = value;
        return braces();
      case Kind::kCall:
        arguments_.emplace(value);
        return after_argument();
    }
    return std::nullopt;  // unreachable: every kind is handled above
  }

  std::optional<Game> continue_expression(Frame& frame, Game term) {
    if (!frame.has_value) {
      frame.value = term;
      frame.has_value = true;
    } else if (frame.pending == Frame::Operator::kSwitch) {
      frame.value += switch_game(term);
    } else if (frame.pending == Frame::Operator::kPlus) {
      frame.value += term;
    } else {
      frame.value = frame.value - term;
    }
    cursor_.skip_spaces();
    if (cursor_.consume("+-")) {
      frame.pending = Frame::Operator::kSwitch;
    } else if (cursor_.consume("+")) {
      frame.pending = Frame::Operator::kPlus;
    } else if (cursor_.consume("-")) {
      frame.pending = Frame::Operator::kMinus;
    } else {
      Game value = frame.value;
      frames_.pop();
      return value;
    }
    frames_.push({Kind::kTerm});
    return std::nullopt;
  }

  std::optional<Game> continue_term(Frame& frame, Game unary) {
    if (!frame.has_value) {
      frame.value = unary;
      frame.has_value = true;
    } else {
      frame.value = ordinal_sum(frame.value, unary);
    }
    cursor_.skip_spaces();
    if (cursor_.consume(":")) {
      return std::nullopt;
    }
    Game value = frame.value;
    frames_.pop();
    return value;
  }

  // "v", "vv", "v3", "vvv" are downs, not names.
  static bool is_arrow_word(const std::string& word) {
    if (word[0] != 'v') {
      return false;
    }
    std::size_t i = 0;
    while (i < word.size() && word[i] == 'v') {
      ++i;
    }
    while (i < word.size() && std::isdigit(static_cast<unsigned char>(word[i]))) {
      ++i;
    }
    return i == word.size();
  }

  Dyadic number() {
    std::size_t start = cursor_.position();
    std::string text = cursor_.take_digits();
    if (cursor_.peek_is("/")) {
      cursor_.advance(1);
      if (!cursor_.peek_digit()) {
        cursor_.fail("expected a denominator after '/'");
      }
      text += "/";
      text += cursor_.take_digits();
    }
    std::optional<Dyadic> value;
    try {
      value = Dyadic::parse(text);
    } catch (const BudgetError&) {
      throw;
    } catch (const LimitError& error) {
      cursor_.fail_at(start, error.what());
    }
    if (!value) {
      cursor_.fail_at(start, "'" + text + "' is not a dyadic number (the denominator must be a power of 2)");
    }
    return *value;
  }

  Integer count() {
    std::size_t start = cursor_.position();
    auto value = cursor_.parse_integer(cursor_.take_digits(), start);
    if (!value) {
      cursor_.fail_at(start, "expected a number");
    }
    return *value;
  }

  // The tail of a concatenation such as 3/4v[3]* or 2Tiny(2): ups, downs, stars, Tiny, Miny.
  // Ends the unary, or waits (in a frame holding the value so far) for the expression in
  // *(...), Tiny(...) or Miny(...).
  std::optional<Game> suffixes(Game value) {
    for (;;) {
      if (cursor_.consume("^")) {
        value += arrow(true);
      } else if ((cursor_.peek_is("v") && is_arrow_word(cursor_.peek_word().empty() ? "v" : cursor_.peek_word())) ||
                 cursor_.peek_is("v<") || cursor_.peek_is("v[")) {
        cursor_.advance(1);
        value += arrow(false);
      } else if (cursor_.consume("*")) {
        if (cursor_.peek_is("(")) {
          frames_.push({.kind = Kind::kStar, .value = value, .at = cursor_.position()});
          cursor_.advance(1);
          begin_expression();
          return std::nullopt;
        }
        value += star();
      } else if (cursor_.peek_is("Tiny(") || cursor_.peek_is("Miny(")) {
        frames_.push({.kind = cursor_.peek_is("Tiny(") ? Kind::kTiny : Kind::kMiny, .value = value});
        cursor_.advance(5);
        begin_expression();
        return std::nullopt;
      } else {
        return end_unary(value);
      }
    }
  }

  Game arrow(bool up) {
    Game g;
    if (cursor_.consume("<")) {
      Integer n = count();
      expect(">");
      g = up_power(n);
    } else if (cursor_.consume("[")) {
      Integer n = count();
      expect("]");
      g = up_sum(n);
    } else if (cursor_.peek_digit()) {
      g = nus_game(Dyadic(0), count(), Integer(0));
    } else {
      g = nus_game(Dyadic(0), Integer(1), Integer(0));
    }
    return up ? g : -g;
  }

  // A star without parentheses: *n or *.
  Game star() {
    if (cursor_.peek_digit()) {
      return nimber_game(count());
    }
    return nimber_game(Integer(1));
  }

  // { L | R } with runs of slashes, collected as pieces and split when the '}' is reached.
  // Waits for the expression of each option (the frame's pieces hold the piece being read last).
  std::optional<Game> braces() {
    const std::size_t open = frames_.top().at;
    for (;;) {
      cursor_.skip_spaces();
      std::size_t at = cursor_.position();
      if (cursor_.at_end()) {
        cursor_.fail_at(open, "unclosed '{'");
      }
      if (cursor_.consume("}")) {
        break;
      }
      if (cursor_.peek_is("|")) {
        int run = 0;
        while (cursor_.consume("|")) {
          ++run;
        }
        pieces_.push({BracePiece::kSlashes, Game(), run, at});
      } else if (cursor_.consume(",")) {
        pieces_.push({BracePiece::kComma, Game(), 0, at});
      } else {
        pieces_.push({BracePiece::kGame, Game(), 0, at});
        begin_expression();
        return std::nullopt;
      }
    }
    const std::size_t first = frames_.top().first;
    if (frames_.top().switch_list) {
      if (std::optional<Game> game = switch_from_pieces(pieces_.from(first), cursor_)) {
        // ±{a, b, …} is the whole unary of the '+-' before it: both frames end here.
        pieces_.truncate(first);
        frames_.pop();
        frames_.pop();
        --depth_;
        return end_unary(*game);
      }
    }
    Game game = game_from_pieces(pieces_.from(first), open, cursor_);
    pieces_.truncate(first);
    frames_.pop();
    return end_unary(game);
  }

  std::optional<Game> function_call(const std::string& name) {
    std::size_t start = cursor_.position();
    cursor_.advance(name.size());
    cursor_.skip_spaces();
    if (!cursor_.consume("(")) {
      cursor_.fail_at(start, "unknown name '" + name + "'");
    }
    frames_.push({.kind = Kind::kCall, .at = start, .first = arguments_.size(), .length = name.size()});
    cursor_.skip_spaces();
    if (cursor_.consume(")")) {
      return call();
    }
    return next_argument();
  }

  // Reads quoted arguments until one is an expression, which the call then waits for.
  std::optional<Game> next_argument() {
    for (;;) {
      cursor_.skip_spaces();
      if (!cursor_.peek_is("\"")) {
        begin_expression();
        return std::nullopt;
      }
      arguments_.emplace(quoted());
      if (at_last_argument()) {
        return call();
      }
    }
  }

  std::optional<Game> after_argument() { return at_last_argument() ? call() : next_argument(); }

  bool at_last_argument() {
    cursor_.skip_spaces();
    if (cursor_.consume(")")) {
      return true;
    }
    if (!cursor_.consume(",")) {
      cursor_.fail("expected ',' or ')' in the arguments of " + call_name(frames_.top()));
    }
    return false;
  }

  std::string call_name(const Frame& frame) const { return std::string(cursor_.text().substr(frame.at, frame.length)); }

  // The call whose arguments are complete, then its suffixes, as in 2Tiny(2).
  std::optional<Game> call() {
    const Frame frame = frames_.top();
    frames_.pop();
    const std::string name = call_name(frame);
    const std::vector<GameArgument> args = arguments_.take_from(frame.first);
    Game value;
    try {
      value = evaluate_call(name, args, frame.at);
    } catch (const DomainError& e) {
      throw DomainError(std::string(e.what()) + " (in " + name + ", column " +
                        std::to_string(cursor_.column_of(frame.at)) + ")");
    }
    return suffixes(value);
  }

  std::string quoted() {
    std::size_t start = cursor_.position();
    cursor_.advance(1);
    std::string text;
    while (!cursor_.at_end() && !cursor_.peek_is("\"")) {
      text += cursor_.rest()[0];
      cursor_.advance(1);
    }
    if (!cursor_.consume("\"")) {
      cursor_.fail_at(start, "unclosed '\"'");
    }
    return text;
  }

  Game evaluate_call(const std::string& name, const std::vector<GameArgument>& args, std::size_t start) {
    if (name == "cool") {
      expect_arguments(args, 2, name);
      return cool(game_argument(args, 0, name), game_argument(args, 1, name));
    }
    if (name == "heat") {
      expect_arguments(args, 2, name);
      return heat(game_argument(args, 0, name), game_argument(args, 1, name));
    }
    if (name == "overheat") {
      expect_arguments(args, 3, name);
      return overheat(game_argument(args, 0, name), game_argument(args, 1, name), game_argument(args, 2, name));
    }
    if (name == "norton") {
      expect_arguments(args, 2, name);
      return norton(game_argument(args, 0, name), game_argument(args, 1, name));
    }
    if (name == "Tiny" || name == "Miny") {
      expect_arguments(args, 1, name);
      Game x = game_argument(args, 0, name);
      return name == "Tiny" ? tiny(x) : miny(x);
    }
    if (name == "reduced") {
      expect_arguments(args, 1, name);
      return reduced_canonical(game_argument(args, 0, name));
    }
    if (auto it = extra_.find(name); it != extra_.end()) {
      return it->second(args);
    }
    cursor_.fail_at(start, "unknown function '" + name + "'");
  }

  void expect(std::string_view literal) {
    cursor_.skip_spaces();
    if (!cursor_.consume(literal)) {
      cursor_.fail("expected '" + std::string(literal) + "'");
    }
  }

  TextCursor cursor_;
  const GameFunctionTable& extra_;
  ParseStack<Frame, 32> frames_;
  ParseStack<BracePiece, 16> pieces_;      // of every open pair of braces, innermost last
  ParseStack<GameArgument, 8> arguments_;  // of every open function call, innermost last
  std::size_t depth_ = 0;                          // unaries begun and not ended
};

}  // namespace

namespace {

// The byte where a column (counted in characters, as TextCursor counts them) starts.
std::size_t offset_of_column(std::string_view text, std::size_t column) {
  std::size_t seen = 1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) {
      continue;
    }
    if (seen == column) {
      return i;
    }
    ++seen;
  }
  return text.size();
}

// The word of a loopy game that starts at `at`, if one does: `pass`, `on`, `off`, `over`,
// `under`, a name opening a position (`a{`), or the bracket of an upon form (`^[on]`, `^<on>`).
std::optional<std::string> loopy_word_at(std::string_view text, std::size_t at) {
  if (at >= text.size()) {
    return std::nullopt;
  }
  if (text[at] == '[' || text[at] == '<') {
    return std::string(1, text[at]);
  }
  const auto name_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; };
  if (!std::isalpha(static_cast<unsigned char>(text[at])) || (at > 0 && name_char(text[at - 1]) &&
                                                              !std::isdigit(static_cast<unsigned char>(text[at - 1])))) {
    return std::nullopt;
  }
  std::size_t end = at;
  while (end < text.size() && name_char(text[end])) {
    ++end;
  }
  const std::string word(text.substr(at, end - at));
  if (word == "pass" || word == "on" || word == "off" || word == "over" || word == "under" ||
      (end < text.size() && text[end] == '{')) {
    return word;
  }
  return std::nullopt;
}

}  // namespace

LoopyTextError::LoopyTextError(std::size_t column, const std::string& word)
    : ParseError("game", column,
                 (word == "[" || word == "<" ? "'" + word + "' (an upon form)" : "'" + word + "'") +
                     " belongs to loopy games (stoppers); a short game cannot use it") {}

Game parse_game(std::string_view text, const GameFunctionTable& extra_functions) {
  try {
    return GameParser(text, extra_functions).parse_all();
  } catch (const ParseError& e) {
    // The reader stops at the first token it cannot take; when that token is a loopy game's,
    // the text is a loopy game's (an error earlier in the text is reported as it is).
    if (e.subject() == "game" && e.column() != 0) {
      if (auto word = loopy_word_at(text, offset_of_column(text, e.column()))) {
        throw LoopyTextError(e.column(), *word);
      }
    }
    throw;
  }
}

void expect_arguments(const std::vector<GameArgument>& args, std::size_t count, std::string_view function) {
  if (args.size() != count) {
    throw DomainError(std::string(function) + " takes " + std::to_string(count) + " argument" +
                      (count == 1 ? "" : "s") + ", not " + std::to_string(args.size()));
  }
}

Game game_argument(const std::vector<GameArgument>& args, std::size_t i, std::string_view function) {
  if (i >= args.size() || !std::holds_alternative<Game>(args[i])) {
    throw DomainError(std::string(function) + ": argument " + std::to_string(i + 1) + " must be a game");
  }
  return std::get<Game>(args[i]);
}

std::string string_argument(const std::vector<GameArgument>& args, std::size_t i, std::string_view function) {
  if (i >= args.size() || !std::holds_alternative<std::string>(args[i])) {
    throw DomainError(std::string(function) + ": argument " + std::to_string(i + 1) + " must be a \"quoted\" board");
  }
  return std::get<std::string>(args[i]);
}

Integer integer_argument(const std::vector<GameArgument>& args, std::size_t i, std::string_view function) {
  auto value = number_value(game_argument(args, i, function));
  if (!value || !value->is_integer()) {
    throw DomainError(std::string(function) + ": argument " + std::to_string(i + 1) + " must be an integer");
  }
  return value->numerator();
}

}  // namespace cgt
