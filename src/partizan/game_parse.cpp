// Reading CGSuite's game notation and expressions over it.

#include <cctype>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

namespace {

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
  // Parentheses, braces, function arguments and prefix signs nest by recursion; a bound keeps
  // a hostile text from exhausting the stack. Deep enough for any printed canonical form the
  // other limits allow (an ordinal sum over a game born on day 4096 prints 4096 braces deep).
  static constexpr int kMaxNesting = 5'000;
  class Nesting {
   public:
    explicit Nesting(GameParser& parser) : parser_(parser) {
      if (++parser_.depth_ > kMaxNesting) {
        parser_.cursor_.fail("nested more than " + std::to_string(kMaxNesting) + " levels deep");
      }
    }
    ~Nesting() { --parser_.depth_; }
    Nesting(const Nesting&) = delete;
    Nesting& operator=(const Nesting&) = delete;

   private:
    GameParser& parser_;
  };
  int depth_ = 0;

  // expression := term { ('+-' | '+' | '-') term }
  Game expression() {
    Game value = term();
    for (;;) {
      cursor_.skip_spaces();
      if (cursor_.consume("+-")) {
        value += switch_game(term());
      } else if (cursor_.consume("+")) {
        value += term();
      } else if (cursor_.consume("-")) {
        value = value - term();
      } else {
        return value;
      }
    }
  }

  // term := unary { ':' unary }   (ordinal sum)
  Game term() {
    Game value = unary();
    for (;;) {
      cursor_.skip_spaces();
      if (!cursor_.consume(":")) {
        return value;
      }
      value = ordinal_sum(value, unary());
    }
  }

  // Every recursion of the grammar passes here once (a prefix sign, or a parenthesis, brace
  // or function argument through atom() and expression()): one level of nesting.
  Game unary() {
    Nesting nesting(*this);
    cursor_.skip_spaces();
    if (cursor_.consume("+-")) {
      return switch_game(unary());
    }
    if (cursor_.consume("-")) {
      // A signed number literal keeps its concatenation: -1v* is (-1) + v + *, as printed.
      if (cursor_.peek_digit()) {
        return suffixes(number_game(-number()));
      }
      return -unary();
    }
    return atom();
  }

  Game atom() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) {
      cursor_.fail("expected a game");
    }
    if (cursor_.consume("(")) {
      Game value = expression();
      expect(")");
      return suffixes(value);
    }
    if (cursor_.peek_is("{")) {
      return braces();
    }
    if (cursor_.peek_digit()) {
      return suffixes(number_game(number()));
    }
    std::string word = cursor_.peek_word();
    if (!word.empty() && !is_arrow_word(word)) {
      return suffixes(function_call(word));
    }
    if (cursor_.peek_is("^") || cursor_.peek_is("v") || cursor_.peek_is("*")) {
      return suffixes(Game());
    }
    cursor_.fail("expected a game, found '" + cursor_.peek_char_text() + "'");
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
    auto value = Dyadic::parse(text);
    if (!value) {
      cursor_.fail_at(start, "'" + text + "' is not a dyadic number (the denominator must be a power of 2)");
    }
    return *value;
  }

  Integer count() {
    std::size_t start = cursor_.position();
    auto value = Integer::parse(cursor_.take_digits());
    if (!value) {
      cursor_.fail_at(start, "expected a number");
    }
    return *value;
  }

  // The tail of a concatenation such as 3/4v[3]* or 2Tiny(2): ups, downs, stars, Tiny, Miny.
  Game suffixes(Game value) {
    for (;;) {
      if (cursor_.consume("^")) {
        value += arrow(true);
      } else if ((cursor_.peek_is("v") && is_arrow_word(cursor_.peek_word().empty() ? "v" : cursor_.peek_word())) ||
                 cursor_.peek_is("v<") || cursor_.peek_is("v[")) {
        cursor_.advance(1);
        value += arrow(false);
      } else if (cursor_.consume("*")) {
        value += star();
      } else if (cursor_.peek_is("Tiny(") || cursor_.peek_is("Miny(")) {
        bool is_tiny = cursor_.peek_is("Tiny(");
        cursor_.advance(5);
        Game x = expression();
        expect(")");
        value += is_tiny ? tiny(x) : miny(x);
      } else {
        return value;
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

  Game star() {
    if (cursor_.peek_digit()) {
      return nimber_game(count());
    }
    if (cursor_.peek_is("(")) {
      std::size_t start = cursor_.position();
      cursor_.advance(1);
      Game n = expression();
      expect(")");
      auto value = number_value(n);
      if (!value || !value->is_integer() || value->sign() < 0) {
        cursor_.fail_at(start, "*(...) needs a natural number inside");
      }
      return nimber_game(value->numerator());
    }
    return nimber_game(Integer(1));
  }

  // { L | R } with runs of slashes: the longest run splits the game; sides with slashes of
  // their own are single options, other sides are comma-separated lists.
  struct Piece {
    enum Kind { kGame, kComma, kSlashes } kind;
    Game game;
    int slashes = 0;
    std::size_t at = 0;
  };

  Game braces() {
    std::size_t open = cursor_.position();
    cursor_.advance(1);
    std::vector<Piece> pieces;
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
        pieces.push_back({Piece::kSlashes, Game(), run, at});
      } else if (cursor_.consume(",")) {
        pieces.push_back({Piece::kComma, Game(), 0, at});
      } else {
        pieces.push_back({Piece::kGame, expression(), 0, at});
      }
    }
    return build(pieces, 0, pieces.size(), open);
  }

  Game build(const std::vector<Piece>& pieces, std::size_t begin, std::size_t end, std::size_t open) {
    int most = 0;
    std::size_t split = end;
    for (std::size_t i = begin; i < end; ++i) {
      if (pieces[i].kind == Piece::kSlashes) {
        if (pieces[i].slashes > most) {
          most = pieces[i].slashes;
          split = i;
        } else if (pieces[i].slashes == most) {
          cursor_.fail_at(pieces[i].at, "ambiguous slashes: two runs of " + std::to_string(most) + " at one level");
        }
      }
    }
    if (split == end) {
      cursor_.fail_at(open, "a game needs a '|' between its left and right options");
    }
    std::vector<Game> left = side(pieces, begin, split, open);
    std::vector<Game> right = side(pieces, split + 1, end, open);
    return game_from_options(std::move(left), std::move(right));
  }

  std::vector<Game> side(const std::vector<Piece>& pieces, std::size_t begin, std::size_t end, std::size_t open) {
    for (std::size_t i = begin; i < end; ++i) {
      if (pieces[i].kind == Piece::kSlashes) {
        return {build(pieces, begin, end, open)};
      }
    }
    std::vector<Game> options;
    bool expect_game = true;
    for (std::size_t i = begin; i < end; ++i) {
      bool is_game = pieces[i].kind == Piece::kGame;
      if (is_game != expect_game) {
        cursor_.fail_at(pieces[i].at, is_game ? "expected ',' between options" : "expected an option");
      }
      if (is_game) {
        options.push_back(pieces[i].game);
      }
      expect_game = !expect_game;
    }
    if (!options.empty() && expect_game) {
      cursor_.fail_at(pieces[end - 1].at, "expected an option after ','");
    }
    return options;
  }

  Game function_call(const std::string& name) {
    std::size_t start = cursor_.position();
    cursor_.advance(name.size());
    cursor_.skip_spaces();
    if (!cursor_.consume("(")) {
      cursor_.fail_at(start, "unknown name '" + name + "'");
    }
    std::vector<GameArgument> args;
    cursor_.skip_spaces();
    if (!cursor_.consume(")")) {
      for (;;) {
        cursor_.skip_spaces();
        if (cursor_.peek_is("\"")) {
          args.emplace_back(quoted());
        } else {
          args.emplace_back(expression());
        }
        cursor_.skip_spaces();
        if (cursor_.consume(")")) {
          break;
        }
        if (!cursor_.consume(",")) {
          cursor_.fail("expected ',' or ')' in the arguments of " + name);
        }
      }
    }
    try {
      return call(name, args, start);
    } catch (const DomainError& e) {
      throw DomainError(std::string(e.what()) + " (in " + name + ", column " +
                        std::to_string(cursor_.column_of(start)) + ")");
    }
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

  Game call(const std::string& name, const std::vector<GameArgument>& args, std::size_t start) {
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
};

}  // namespace

Game parse_game(std::string_view text, const GameFunctionTable& extra_functions) {
  return GameParser(text, extra_functions).parse_all();
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
