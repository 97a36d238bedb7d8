// Reading CGSuite's stopper text into a graph: `{L|R}` with CGSuite's slashes (a side holding
// '|' at its top level is one game written bare: {a,b|c||d} is {{a,b|c}||d}), `pass`, named
// positions `a{…}` and references `a`, on/off/over/under and x over/under, and any short game.

#include <cctype>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/stopper.hpp"
#include "core/parse_stack.hpp"

namespace cgt {

namespace {

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// The grammar, as the reader walks it:
//   element := 'pass' | 'on' | 'off' | x 'over' | x 'under' | CGSuite's upon, uponth, Tiny and
//              Miny forms | name '{' body '}' | name | '{' body '}' | body (bare) | '+-' piece
//              | short game
//   body    := side '|'… side     (the longest run of bars at its top level splits it)
//   side    := body | element {',' element}
// Tiny's and Miny's argument and each piece of a loopy '+-' are stoppers of their own (their own
// names and pass), built in a scope of their own and copied in once simplified.
//
// One loop reads it with an explicit stack (core/parse_stack.hpp) of the rules begun and not
// finished: a body collecting the options of its sides, a '+-' collecting its pieces, a Tiny or
// Miny waiting for its argument, and a scope of its own for such an argument or piece. So the
// machine stack does not grow with the nesting of the text. The order in which it reads (and
// so which error it reports first, and the order of names) is the recursive descent's.
class StopperParser {
 public:
  // The brackets are matched once, in one pass, so finding a group's end and skipping over
  // a group cost nothing per level: the parse is linear in the text.
  StopperParser(std::string_view text, const GameFunctionTable& functions)
      : text_(text), functions_(functions), match_(text.size()) {
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < text_.size(); ++i) {
      const char c = text_[i];
      if (c == '{' || c == '(' || c == '[') {
        open.push_back(i);
      } else if (c == '}' || c == ')' || c == ']') {
        if (open.empty()) {
          fail(i, "unmatched '" + std::string(1, c) + "'");
        }
        match_[open.back()] = i;
        open.pop_back();
      }
    }
    if (!open.empty()) {
      fail(text_.size(), "unclosed bracket");
    }
  }

  Stopper parse() {
    scopes_.emplace_back();
    Request request{0, text_.size(), kNoSelf, 0};
    for (;;) {
      std::optional<std::uint32_t> value = element(request);
      while (value) {
        if (frames_.empty()) {
          return simplest_form(graph(), *value);
        }
        value = resume(*value, request);
      }
    }
  }

 private:
  static constexpr std::uint32_t kNoSelf = UINT32_MAX;

  // An element to read: the text [begin, end), the position whose side it is on (for `pass`),
  // and its level of nesting (0 for the whole text, which is nested in nothing).
  struct Request {
    std::size_t begin;
    std::size_t end;
    std::uint32_t self;
    std::size_t depth;
  };

  // A rule begun and not finished.
  struct Frame {
    enum class Kind : std::uint8_t { kBody, kSwitch, kTiny, kScope };
    Frame(Kind k, std::size_t d) noexcept : kind(k), depth(d) {}
    Kind kind;
    std::size_t depth;                                       // the level of the element it belongs to
    std::uint32_t vertex = 0;                                // kBody: the position
    int player = 0;                                          // kBody: the side being read
    std::size_t right_begin = 0;                             // kBody: the right side's text
    std::size_t right_end = 0;
    std::vector<std::pair<std::size_t, std::size_t>> pieces; // kBody: the side's options; kSwitch: its pieces
    std::size_t next = 0;                                    // the piece read next
    std::vector<std::uint32_t> left;                         // kBody: the side's options read; kSwitch: the pieces
    std::vector<std::uint32_t> right;                        // kSwitch: the pieces' negatives
    Game x{};                                                // kTiny: the number before it
    bool tiny = false;                                       // kTiny: Tiny (or Miny)
  };
  using Kind = Frame::Kind;

  // The vertices and names of the stopper being built: the whole text's, or an argument's or
  // a piece's of its own.
  struct Scope {
    LoopyGraph graph;
    std::map<std::string, std::uint32_t> names;
  };
  LoopyGraph& graph() { return scopes_.back().graph; }
  std::map<std::string, std::uint32_t>& names() { return scopes_.back().names; }

  [[noreturn]] void fail(std::size_t at, const std::string& message) const {
    throw ParseError("stopper", at + 1, message);
  }

  // [begin, end) without the spaces around it.
  void trim(std::size_t& begin, std::size_t& end) const {
    while (begin < end && std::isspace(static_cast<unsigned char>(text_[begin]))) {
      ++begin;
    }
    while (end > begin && std::isspace(static_cast<unsigned char>(text_[end - 1]))) {
      --end;
    }
  }

  // The position of the bracket closing the one at `open` if it is before `end`, or npos.
  std::size_t closing(std::size_t open, std::size_t end) const {
    return match_[open] < end ? match_[open] : std::string_view::npos;
  }

  // Calls visit(i) for each character at bracket depth 0 of [begin, end), skipping groups.
  template <typename Visit>
  void top_level(std::size_t begin, std::size_t end, Visit visit) const {
    for (std::size_t i = begin; i < end; ++i) {
      const char c = text_[i];
      if (c == '{' || c == '(' || c == '[') {
        if (match_[i] >= end) {
          fail(i, "unclosed bracket");
        }
        i = match_[i];
      } else if (c == '}' || c == ')' || c == ']') {
        fail(i, "unmatched '" + std::string(1, c) + "'");
      } else {
        visit(i);
      }
    }
  }

  std::uint32_t pass_vertex(int player) {
    const std::uint32_t v = graph().add_vertex();
    graph().edges[player][v].push_back(v);
    return v;
  }

  // Gives the finished vertex `value` to the innermost open rule. Returns the vertex that rule
  // finishes with, or nothing when it sets `request` to the next element it needs.
  std::optional<std::uint32_t> resume(std::uint32_t value, Request& request) {
    Frame& frame = frames_.top();
    switch (frame.kind) {
      case Kind::kBody:
        frame.left.push_back(value);
        ++frame.next;
        return advance_body(request);
      case Kind::kScope: {
        const Stopper part = simplest_form(graph(), value);
        scopes_.pop_back();
        frames_.pop();
        return resume_with_stopper(part, request);
      }
      case Kind::kSwitch:
      case Kind::kTiny:
        break;
    }
    throw std::logic_error("stopper reader: a vertex given to a rule waiting for a stopper");
  }

  // Gives a finished argument or piece, read in its own scope, to the Tiny or '+-' it is for.
  std::optional<std::uint32_t> resume_with_stopper(const Stopper& part, Request& request) {
    Frame& frame = frames_.top();
    if (frame.kind == Kind::kTiny) {
      // Tiny: {x || x | x - y}; Miny: {x + y | x || x}.
      const bool is_tiny = frame.tiny;
      const std::uint32_t xv = graph().add_short_game(frame.x);
      const std::uint32_t far = embed(is_tiny ? part.negative() + frame.x : part + frame.x);
      const std::uint32_t inner = graph().add_vertex();
      graph().edges[is_tiny ? 0 : 1][inner].push_back(xv);
      graph().edges[is_tiny ? 1 : 0][inner].push_back(far);
      const std::uint32_t v = graph().add_vertex();
      graph().edges[is_tiny ? 0 : 1][v].push_back(xv);
      graph().edges[is_tiny ? 1 : 0][v].push_back(inner);
      frames_.pop();
      return v;
    }
    frame.left.push_back(graph().add_stopper(part));
    frame.right.push_back(graph().add_stopper(part.negative()));
    ++frame.next;
    return advance_switch(request);
  }

  // The next piece of the '+-' on top, each in a scope of its own; or, all read, its vertex.
  std::optional<std::uint32_t> advance_switch(Request& request) {
    Frame& frame = frames_.top();
    if (frame.next < frame.pieces.size()) {
      const auto [from, to] = frame.pieces[frame.next];
      open_scope(frame.depth);
      request = {from, to, kNoSelf, frame.depth + 1};
      return std::nullopt;
    }
    const std::uint32_t v = graph().add_vertex();
    for (std::uint32_t w : frame.left) graph().add_edge(0, v, w);
    for (std::uint32_t w : frame.right) graph().add_edge(1, v, w);
    frames_.pop();
    return v;
  }

  void open_scope(std::size_t depth) {
    scopes_.emplace_back();
    frames_.emplace(Kind::kScope, depth);
  }

  // The next option of the body on top; or, a side read, its edges and the other side; or, both
  // read, its vertex.
  std::optional<std::uint32_t> advance_body(Request& request) {
    for (;;) {
      Frame& frame = frames_.top();
      if (frame.next < frame.pieces.size()) {
        const auto [from, to] = frame.pieces[frame.next];
        request = {from, to, frame.vertex, frame.depth + 1};
        return std::nullopt;
      }
      for (std::uint32_t w : frame.left) {
        graph().edges[frame.player][frame.vertex].push_back(w);
      }
      if (frame.player == 1) {
        const std::uint32_t v = frame.vertex;
        frames_.pop();
        return v;
      }
      frame.player = 1;
      frame.left.clear();
      frame.next = 0;
      frame.pieces = side_pieces(frame.right_begin, frame.right_end);
    }
  }

  // One game: a braced or named position, a bare {…|…} body, a name, a pseudonumber, or a
  // short game. `self` is the position whose side this is (for `pass`). Returns its vertex, or
  // nothing when it opened a rule and set `request` to the first element that rule needs.
  std::optional<std::uint32_t> element(Request& request) {
    auto [begin, end, self, depth] = request;
    if (depth > kMaxTextNesting) {
      fail(begin, nesting_too_deep_message());
    }
    trim(begin, end);
    if (begin == end) {
      fail(begin, "a game is missing");
    }
    const std::string_view word = text_.substr(begin, end - begin);
    if (word == "pass") {
      if (self == kNoSelf) {
        fail(begin, "pass stands only among the options of a position");
      }
      return self;
    }
    if (word == "on") {
      return pass_vertex(0);
    }
    if (word == "off") {
      return pass_vertex(1);
    }
    if (word.starts_with("+-")) {
      try {
        return graph().add_short_game(parse_game(word, functions_));
      } catch (const ParseError&) {
        return loopy_switch(begin + 2, end, depth, request);
      }
    }
    for (const auto& [suffix, player] : {std::pair<std::string_view, int>{"over", 1}, {"under", 0}}) {
      if (word.size() >= suffix.size() && word.substr(word.size() - suffix.size()) == suffix) {
        const std::string_view number = word.substr(0, word.size() - suffix.size());
        if (number.find_first_of("{}|,") != std::string_view::npos) {
          continue;
        }
        const Game x = number.empty() ? Game() : parse_game(number);
        if (!is_number(x)) {
          fail(begin, std::string(number) + std::string(suffix) + ": " + std::string(suffix) +
                          " follows a number");
        }
        const std::uint32_t v = pass_vertex(player);
        const std::uint32_t xv = graph().add_short_game(x);
        graph().edges[1 - player][v].push_back(xv);
        return v;
      }
    }
    if (tiny_or_miny(begin, end, depth, request)) {
      return std::nullopt;
    }
    if (auto v = upon(begin, end)) {
      return *v;
    }
    // name{…}
    std::size_t name_end = begin;
    while (name_end < end && is_name_char(text_[name_end])) {
      ++name_end;
    }
    if (name_end < end && text_[name_end] == '{' && name_end > begin &&
        std::isalpha(static_cast<unsigned char>(text_[begin])) && closing(name_end, end) == end - 1) {
      const std::string name(text_.substr(begin, name_end - begin));
      if (names().count(name)) {
        fail(begin, "the name " + name + " is given twice");
      }
      const std::uint32_t v = graph().add_vertex();
      names().emplace(name, v);
      return body(name_end + 1, end - 1, v, depth, request);
    }
    if (name_end == end) {
      if (auto it = names().find(std::string(word)); it != names().end()) {
        return it->second;
      }
    }
    if (text_[begin] == '{' && closing(begin, end) == end - 1) {
      const std::uint32_t v = graph().add_vertex();
      return body(begin + 1, end - 1, v, depth, request);
    }
    bool bare = false;
    top_level(begin, end, [&](std::size_t i) { bare = bare || text_[i] == '|'; });
    if (bare) {
      const std::uint32_t v = graph().add_vertex();
      return body(begin, end, v, depth, request);
    }
    // A short game: its own parser, with its columns shifted to this text's.
    try {
      return graph().add_short_game(parse_game(word, functions_));
    } catch (const ParseError& e) {
      if (mentions_loopy_word(word)) {
        fail(begin, "a loopy value cannot be added to or negated in an expression (" + std::string(word) + ")");
      }
      // Its message without its own "game: at column N: ".
      std::string message = e.what();
      if (const auto cut = message.find(": ", message.find("column")); e.column() != 0 && cut != std::string::npos) {
        message.erase(0, cut + 2);
      }
      throw ParseError("stopper", begin + (e.column() == 0 ? 0 : e.column() - 1), message);
    }
  }

  // +-X, the switch {X | -X} with loopy options, as CGSuite and cgt print it: X is "{a,b,…}"
  // for several Left options (braces without a '|'), "(G)" or G for one. Each option is read
  // as a stopper of its own (its names and its pass are its own), so that its negative is
  // known.
  std::optional<std::uint32_t> loopy_switch(std::size_t begin, std::size_t end, std::size_t depth, Request& request) {
    trim(begin, end);
    if (begin == end) {
      fail(begin, "+- needs a game after it");
    }
    std::vector<std::pair<std::size_t, std::size_t>> pieces;
    const char open = text_[begin];
    bool bar = false;
    std::vector<std::size_t> commas;
    const bool grouped = (open == '{' || open == '(') && closing(begin, end) == end - 1;
    if (grouped) {
      top_level(begin + 1, end - 1, [&](std::size_t i) {
        bar = bar || text_[i] == '|';
        if (text_[i] == ',') commas.push_back(i);
      });
    }
    if (grouped && open == '{' && !bar) {
      std::size_t from = begin + 1;
      commas.push_back(end - 1);
      for (std::size_t comma : commas) {
        pieces.emplace_back(from, comma);
        from = comma + 1;
      }
    } else if (grouped && open == '(') {
      pieces.emplace_back(begin + 1, end - 1);
    } else {
      pieces.emplace_back(begin, end);
    }
    frames_.emplace(Kind::kSwitch, depth).pieces = std::move(pieces);
    return advance_switch(request);
  }

  // Whether a piece uses one of the words of loopy games (it cannot be a short game then).
  static bool mentions_loopy_word(std::string_view piece) {
    for (std::size_t i = 0; i < piece.size();) {
      if (!std::isalpha(static_cast<unsigned char>(piece[i]))) {
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < piece.size() && is_name_char(piece[end])) {
        ++end;
      }
      const std::string_view word = piece.substr(i, end - i);
      if (word == "pass" || word == "on" || word == "off" || word == "over" || word == "under") {
        return true;
      }
      i = end;
    }
    return false;
  }

  // Text without braces, bars or commas: part of one written form, not a position's body.
  static bool plain(std::string_view piece) { return piece.find_first_of("{}|,") == std::string_view::npos; }

  // A number written before a form (empty: 0).
  Game number_prefix(std::size_t begin, std::size_t end, std::string_view form) const {
    const std::string_view number = text_.substr(begin, end - begin);
    if (number.empty()) {
      return Game();
    }
    Game x;
    try {
      x = parse_game(number);
    } catch (const ParseError&) {
      fail(begin, std::string(form) + " follows a number, not " + std::string(number));
    }
    if (!is_number(x)) {
      fail(begin, std::string(form) + " follows a number, not " + std::string(number));
    }
    return x;
  }

  // A stopper built elsewhere, copied into the graph.
  std::uint32_t embed(const Stopper& s) { return graph().add_stopper(s); }

  // xTiny(y) and xMiny(y), CGSuite's written forms: opens the rule and asks for y (in a scope of
  // its own), or false when [begin, end) is not one.
  bool tiny_or_miny(std::size_t begin, std::size_t end, std::size_t depth, Request& request) {
    const std::string_view word = text_.substr(begin, end - begin);
    for (std::string_view tiny : {"Tiny(", "Miny("}) {
      const std::size_t at = word.find(tiny);
      if (at == std::string_view::npos || word.back() != ')' || !plain(word.substr(0, at)) ||
          closing(begin + at + tiny.size() - 1, end) != end - 1) {
        continue;
      }
      const Game x = number_prefix(begin, begin + at, tiny.substr(0, 4));
      Frame& frame = frames_.emplace(Kind::kTiny, depth);
      frame.x = x;
      frame.tiny = tiny[0] == 'T';
      open_scope(depth);
      request = {begin + at + tiny.size(), end - 1, kNoSelf, depth + 1};
      return true;
    }
    return false;
  }

  // CGSuite's written forms of upon and uponth, read back: x^[on]*n, xv[on]*n, x^<on>*n, xv<on>*n.
  std::optional<std::uint32_t> upon(std::size_t begin, std::size_t end) {
    const std::string_view word = text_.substr(begin, end - begin);
    for (std::string_view form : {"^[on]", "v[on]", "^<on>", "v<on>"}) {
      const std::size_t at = word.find(form);
      if (at == std::string_view::npos || !plain(word.substr(0, at)) || !plain(word.substr(at))) {
        continue;
      }
      const Game x = number_prefix(begin, begin + at, form);
      std::string_view rest = word.substr(at + form.size());
      std::uint64_t k = 0;
      if (!rest.empty()) {
        if (rest[0] != '*') {
          fail(begin + at + form.size(), "after " + std::string(form) + ": a nimber *n or nothing");
        }
        rest.remove_prefix(1);
        k = 1;
        if (!rest.empty()) {
          k = 0;
          for (char c : rest) {
            if (!std::isdigit(static_cast<unsigned char>(c)) || k > 1000000) {
              fail(begin + at + form.size(), "after " + std::string(form) + ": a nimber *n or nothing");
            }
            k = 10 * k + static_cast<std::uint64_t>(c - '0');
          }
        }
      }
      const bool down = form[0] == 'v';
      const Dyadic number = *number_value(down ? -x : x);  // the up form's number
      Stopper up = form[1] == '[' ? upon(number, k) : uponth(number, k);
      return embed(down ? up.negative() : up);
    }
    return std::nullopt;
  }

  static Game nimber_plus(const Dyadic& x, std::uint64_t n) {
    return nus_game(x, Integer(0), Integer(static_cast<std::int64_t>(n)));
  }

  // x^[on]*k: {x, pass | x} when k = 1, else {pass | x + *(k ^ 1)}.
  static Stopper upon(const Dyadic& x, std::uint64_t k) {
    LoopyGraph graph;
    const std::uint32_t v = graph.add_vertex();
    graph.edges[0][v].push_back(v);
    if (k == 1) {
      graph.add_edge(0, v, graph.add_short_game(number_game(x)));
      graph.add_edge(1, v, graph.add_short_game(number_game(x)));
    } else {
      graph.add_edge(1, v, graph.add_short_game(nimber_plus(x, k ^ 1)));
    }
    return simplest_form(graph, v);
  }

  // x^<on>*k: {x, x + *, …, x + *k | -((-x)^[on]*(k ^ 1))}.
  static Stopper uponth(const Dyadic& x, std::uint64_t k) {
    LoopyGraph graph;
    const std::uint32_t v = graph.add_vertex();
    for (std::uint64_t n = 0; n <= k; ++n) {
      graph.add_edge(0, v, graph.add_short_game(nimber_plus(x, n)));
    }
    const std::uint32_t r = graph.add_stopper(upon(-x, k ^ 1).negative());
    graph.edges[1][v].push_back(r);
    return simplest_form(graph, v);
  }

  // The body "L|R" of position v, with CGSuite's slashes.
  // Opens it and asks for its first option (or, with no options, returns v).
  std::optional<std::uint32_t> body(std::size_t begin, std::size_t end, std::uint32_t v, std::size_t depth,
                                    Request& request) {
    std::size_t longest = 0;
    std::size_t at = 0;
    std::size_t count = 0;
    std::size_t run = 0;
    std::size_t previous = begin;  // a run of slashes is unbroken only between neighbours
    top_level(begin, end, [&](std::size_t i) {
      run = text_[i] == '|' && (run == 0 || previous + 1 == i) ? run + 1 : (text_[i] == '|' ? 1 : 0);
      previous = i;
      if (run == 0) {
        return;
      }
      const bool continues = i + 1 < end && text_[i + 1] == '|';
      if (continues) {
        return;
      }
      if (run > longest) {
        longest = run;
        at = i + 1 - run;
        count = 1;
      } else if (run == longest) {
        ++count;
      }
    });
    if (longest == 0) {
      fail(begin, "a position needs a '|' between Left's and Right's options");
    }
    if (count > 1) {
      fail(at, "two separators " + std::string(longest, '|') + " at the same level: which one splits Left from Right?");
    }
    std::vector<std::pair<std::size_t, std::size_t>> left = side_pieces(begin, at);
    Frame& frame = frames_.emplace(Kind::kBody, depth);
    frame.vertex = v;
    frame.right_begin = at + longest;
    frame.right_end = end;
    frame.pieces = std::move(left);
    return advance_body(request);
  }

  // One side's options: a bare body (it holds '|') is one option; otherwise options separated by
  // commas; none when the side is empty.
  std::vector<std::pair<std::size_t, std::size_t>> side_pieces(std::size_t begin, std::size_t end) const {
    trim(begin, end);
    std::vector<std::pair<std::size_t, std::size_t>> pieces;
    if (begin == end) {
      return pieces;
    }
    bool bare = false;
    std::vector<std::size_t> commas;
    top_level(begin, end, [&](std::size_t i) {
      bare = bare || text_[i] == '|';
      if (text_[i] == ',') {
        commas.push_back(i);
      }
    });
    if (bare) {
      pieces.emplace_back(begin, end);
    } else {
      std::size_t from = begin;
      commas.push_back(end);
      for (std::size_t comma : commas) {
        pieces.emplace_back(from, comma);
        from = comma + 1;
      }
    }
    return pieces;
  }

  std::string_view text_;
  const GameFunctionTable& functions_;  // for the short games in the text (boards, endnim, …)
  std::vector<std::size_t> match_;  // for each opening bracket, where it closes
  ParseStack<Frame, 16> frames_;
  std::vector<Scope> scopes_;  // the whole text's, then one per argument or piece being read
};

}  // namespace

Stopper parse_stopper(std::string_view text, const GameFunctionTable& functions) {
  return StopperParser(text, functions).parse();
}

}  // namespace cgt
