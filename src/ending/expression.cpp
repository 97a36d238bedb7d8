// Parsing and evaluation of `cgt ending` expressions.

#include "cgt/ending_expression.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "cgt/context.hpp"
#include "cgt/ending_theory.hpp"
#include "cgt/error.hpp"
#include "core/parse_stack.hpp"
#include "core/text_cursor.hpp"

namespace cgt::ending {

namespace {

constexpr const char* kSubject = "LR-ending position";
// The grammar of ending_expression.hpp, read without recursion: a '~', a parenthesis or an
// option set waiting for what it holds, and a sum once its first '+' is read, wait in
// `frames_`, so the machine stack stays the same however deep the text nests.
class Parser {
 public:
  explicit Parser(std::string_view text) : cursor_(text, kSubject), context_(current_context()) {}

  Expression parse_all() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) cursor_.fail("empty position: expected *L, *R, *L_n, *R_n, X_n, S_n or {…}");
    Expression e = parse_sum();
    cursor_.skip_spaces();
    if (!cursor_.at_end()) cursor_.fail("unexpected '" + cursor_.peek_char_text() + "': expected '+' or end of text");
    return e;
  }

 private:
  struct Frame {
    enum class Kind : std::uint8_t { kSum, kConjugate, kParenthesis, kOptions };
    // Built in place on the stack (saves a move of `value` per frame).
    explicit Frame(Kind kind, Expression&& value = {}, std::size_t at = 0)
        : kind(kind), value(std::move(value)), at(at) {}

    Kind kind;
    Expression value;    // kSum: the terms so far; kOptions: the options so far
    std::size_t at = 0;  // kParenthesis, kOptions: the '(' or '{'
  };
  using Kind = Frame::Kind;

  // One sum, from the cursor to the first text that cannot continue it. Each pass of the loop
  // reads a primary and takes it up through the rules it completes.
  Expression parse_sum() {
    begin_sum();
    Expression value;
    for (;;) {
      if (parse_term(value) && climb(value)) return value;
    }
  }

  void begin_sum() {
    if (depth_ > kMaxTextNesting) cursor_.fail_too_deep();
  }

  // Reads '~'s and a primary into `value`. False when the primary opened a parenthesis or
  // braces instead (a sum follows).
  bool parse_term(Expression& value) {
    for (;;) {
      cursor_.skip_spaces();
      if (!cursor_.consume("~")) return parse_primary(value);
      if (++depth_ > kMaxTextNesting) cursor_.fail_too_deep();
      frames_.emplace(Kind::kConjugate);
    }
  }

  std::uint64_t parse_index(const char* name) {
    const std::size_t at = cursor_.position();
    if (!cursor_.peek_digit()) cursor_.fail(std::string("expected the index n after '") + name + "'");
    const std::string digits = cursor_.take_digits();
    if (digits.size() > 18) cursor_.fail_at(at, "index " + digits + " is too large");
    return std::stoull(digits);
  }

  static Expression family(Family f, std::uint64_t n) {
    Expression e;
    e.family = {f, n};
    return e;
  }

  bool parse_primary(Expression& value) {
    cursor_.skip_spaces();
    const std::size_t at = cursor_.position();
    if (cursor_.consume("*L")) {
      value = cursor_.consume("_") ? family(Family::kLeft, parse_index("*L_")) : family(Family::kLeft, 0);
      return true;
    }
    if (cursor_.consume("*R")) {
      value = cursor_.consume("_") ? family(Family::kRight, parse_index("*R_")) : family(Family::kRight, 0);
      return true;
    }
    for (const char* prefix : {"X_", "\u2720_"}) {
      if (cursor_.consume(prefix)) {
        const std::uint64_t n = parse_index(prefix);
        if (n == 0) cursor_.fail_at(at, "X_0 is not a position: X_n (✠_n) needs n ≥ 1");
        value = family(Family::kMaltese, n);
        return true;
      }
    }
    for (const char* prefix : {"S_", "\u2605_"}) {
      if (cursor_.consume(prefix)) {
        const std::uint64_t n = parse_index(prefix);
        if (n == 0) cursor_.fail_at(at, "S_0 is not a position: S_n (★_n) needs n ≥ 1");
        value = n == 1 ? family(Family::kMaltese, 1) : family(Family::kStar, n);  // ★_1 = ✠_1
        return true;
      }
    }
    if (cursor_.consume("(")) {
      frames_.emplace(Kind::kParenthesis, Expression(), at);
      ++depth_;
      begin_sum();
      return false;
    }
    if (cursor_.consume("{")) {
      cursor_.skip_spaces();
      if (cursor_.peek_is("}")) cursor_.fail("{} is not a position: an option set needs at least one option");
      Expression set;
      set.kind = Expression::Kind::kOptions;
      frames_.emplace(Kind::kOptions, std::move(set), at);
      ++depth_;
      begin_sum();
      return false;
    }
    if (cursor_.at_end()) cursor_.fail("expected a position at end of text");
    cursor_.fail("unexpected '" + cursor_.peek_char_text() + "': expected *L, *R, *L_n, *R_n, X_n, S_n, ~, ( or {");
  }

  // Takes a finished primary up through the rules it completes: the '~'s before it, the sum,
  // and on around when that sum was inside a parenthesis or an option set. False when a rule
  // needs another term; true when the outermost sum is complete, with its value in `value`.
  bool climb(Expression& value) {
    // The tree grows a node or two per primary: a step of work each, and against the memory
    // limit every 4096 (a sum of 2·10^6 terms is a tree of hundreds of megabytes).
    context_.charge(1);
    if ((++primaries_ & 4095) == 0) {
      context_.check_growth(primaries_ * 2 * (sizeof(Expression) + 16));
    }
    for (;;) {
      while (!frames_.empty() && frames_.top().kind == Kind::kConjugate) {
        Expression c;
        c.kind = Expression::Kind::kConjugate;
        c.children.push_back(std::move(value));
        value = std::move(c);
        frames_.pop();
        --depth_;
      }
      // expr := term ('+' term)*: a single term stands for itself, more make a kSum.
      const bool in_sum = !frames_.empty() && frames_.top().kind == Kind::kSum;
      if (in_sum) frames_.top().value.children.push_back(std::move(value));
      cursor_.skip_spaces();
      if (cursor_.consume("+")) {
        if (!in_sum) {
          Expression sum;
          sum.kind = Expression::Kind::kSum;
          sum.children.push_back(std::move(value));
          frames_.emplace(Kind::kSum, std::move(sum));
        }
        return false;
      }
      if (in_sum) {
        value = std::move(frames_.top().value);
        frames_.pop();
      }
      if (frames_.empty()) return true;
      Frame& frame = frames_.top();
      if (frame.kind == Kind::kParenthesis) {
        cursor_.skip_spaces();
        if (!cursor_.consume(")"))
          cursor_.fail("expected ')' to close the '(' at column " + std::to_string(cursor_.column_of(frame.at)));
        frames_.pop();
        --depth_;
        continue;  // the parenthesis is a finished primary
      }
      frame.value.children.push_back(std::move(value));  // an option
      cursor_.skip_spaces();
      if (cursor_.consume(",")) {
        begin_sum();
        return false;
      }
      if (!cursor_.consume("}"))
        cursor_.fail("expected ',' or '}' in the option set opened at column " +
                     std::to_string(cursor_.column_of(frame.at)));
      value = std::move(frame.value);
      frames_.pop();
      --depth_;
    }
  }

  TextCursor cursor_;
  Context& context_;
  std::size_t primaries_ = 0;
  ParseStack<Frame, 16> frames_;
  std::size_t depth_ = 0;  // '~', '(' and '{' open
};

// The leaves of the top-level sum, in the order written, each with whether it is conjugated.
// Conjugation does not distribute over sums: the terminal kinds of a sum combine like parity
// (Axiom 1), so swapping them in G + H is swapping them in one summand (~(G + H) = ~G + H =
// G + H + *R), not in both. Each `~` therefore conjugates the first leaf beneath it. An
// explicit stack: expressions may nest deeply.
void collect_summands(const Expression& root, std::vector<std::pair<const Expression*, bool>>& out) {
  // (expression, the number of `~` still to apply to its first leaf)
  std::vector<std::pair<const Expression*, std::size_t>> stack{{&root, 0}};
  while (!stack.empty()) {
    const auto [e, pending] = stack.back();
    stack.pop_back();
    if (e->kind == Expression::Kind::kSum) {
      for (std::size_t i = e->children.size(); i-- > 0;) stack.emplace_back(&e->children[i], i == 0 ? pending : 0);
    } else if (e->kind == Expression::Kind::kConjugate) {
      stack.emplace_back(&e->children.front(), pending + 1);
    } else {
      out.emplace_back(e, pending % 2 == 1);
    }
  }
}

// The family values of a sum of family values, in the order written; false when the
// expression holds an option set.
bool collect_families(const Expression& root, std::vector<FamilyValue>& out) {
  std::vector<std::pair<const Expression*, bool>> leaves;
  collect_summands(root, leaves);
  for (const auto& [leaf, conjugated] : leaves) {
    if (leaf->kind != Expression::Kind::kFamily) return false;
    out.push_back(conjugated ? conjugate(leaf->family) : leaf->family);
  }
  return true;
}

struct FoldedSum {
  FamilyValue p0{Family::kLeft, 0};
  std::vector<std::uint64_t> maltese;  // ✠ indices (★_1 = ✠_1 included)
  std::vector<std::uint64_t> star;     // ★ indices ≥ 2
};

FoldedSum fold(const std::vector<FamilyValue>& summands) {
  FoldedSum folded;
  for (const FamilyValue& f : summands) {
    switch (f.family) {
      case Family::kLeft:
      case Family::kRight:
        folded.p0 = nim_family_sum(folded.p0, f);
        break;
      case Family::kMaltese:
        folded.maltese.push_back(f.n);
        break;
      case Family::kStar:
        if (f.n == 1)
          folded.maltese.push_back(1);
        else
          folded.star.push_back(f.n);
        break;
    }
  }
  return folded;
}

}  // namespace

Expression::~Expression() {
  // The children's children are moved out before each child is freed, so that no destructor
  // here frees more than one level.
  std::vector<Expression> pending = std::move(children);
  while (!pending.empty()) {
    Expression last = std::move(pending.back());
    pending.pop_back();
    for (Expression& child : last.children) pending.push_back(std::move(child));
    last.children.clear();
  }
}

Expression parse_expression(std::string_view text) {
  return Parser(text).parse_all();
}

std::optional<std::vector<FamilyValue>> family_summands(const Expression& expression) {
  std::vector<FamilyValue> out;
  if (!collect_families(expression, out)) return std::nullopt;
  return out;
}

namespace {

// The position of an expression, children first, on an explicit stack (expressions may nest
// deeply). Each frame takes its children's values in order as they are made, so positions are
// made in the order of the recursive definition. `simplified`: options, sums and conjugates
// are simplified as they are built.
Position build(const Expression& root, bool simplified) {
  struct Frame {
    explicit Frame(const Expression* expression) : e(expression) {}
    const Expression* e;
    std::size_t next = 0;           // children evaluated so far
    std::vector<Position> options;  // kOptions: their values
    Position value;                 // kSum: the sum so far; kConjugate: the child's value
  };
  std::vector<Frame> stack;
  stack.emplace_back(&root);
  while (true) {
    Frame& frame = stack.back();
    const Expression& e = *frame.e;
    if (e.kind != Expression::Kind::kFamily && frame.next < e.children.size()) {
      current_context().charge();
      stack.emplace_back(&e.children[frame.next]);  // `frame` is not used past this point
      continue;
    }
    Position value;
    switch (e.kind) {
      case Expression::Kind::kFamily:
        value = family_position(e.family);
        break;
      case Expression::Kind::kOptions:
        value = Position::from_options(std::move(frame.options));
        break;
      case Expression::Kind::kSum:
        value = frame.value;
        break;
      case Expression::Kind::kConjugate:
        value = frame.value.conjugate();
        break;
    }
    if (simplified && e.kind != Expression::Kind::kSum) value = simplify(value);
    stack.pop_back();
    if (stack.empty()) return value;
    Frame& parent = stack.back();
    if (parent.e->kind == Expression::Kind::kOptions) {
      parent.options.push_back(value);
    } else if (parent.e->kind == Expression::Kind::kSum && parent.next > 0) {
      parent.value = simplified ? add_simplified(parent.value, value) : parent.value + value;
    } else {
      parent.value = value;
    }
    ++parent.next;
  }
}

}  // namespace

Position build_position(const Expression& expression) {
  return build(expression, false);
}

Position build_simplified(const Expression& expression) {
  return build(expression, true);
}

std::optional<Outcome> closed_form_outcome(const std::vector<FamilyValue>& summands) {
  const FoldedSum folded = fold(summands);
  if (folded.star.empty()) return maltese_sum_outcome(folded.maltese, folded.p0);  // Theorem 3.6
  if (folded.p0.n == 0) {                                                          // Theorem 3.8
    std::vector<std::uint64_t> stars = folded.star;
    stars.insert(stars.end(), folded.maltese.begin(), folded.maltese.end());
    if (std::all_of(folded.maltese.begin(), folded.maltese.end(), [](std::uint64_t a) { return a == 1; })) {
      return star_sum_outcome(stars);
    }
  }
  return std::nullopt;
}

std::string family_sum_text(const std::vector<FamilyValue>& summands) {
  FoldedSum folded = fold(summands);
  std::sort(folded.maltese.begin(), folded.maltese.end());
  std::sort(folded.star.begin(), folded.star.end());
  // X_n and S_n are their own conjugates, so with one of them in the sum G + *R = ~G ≡ G:
  // the *R part cancels and *R_t is written *L_t, making equal sums print alike.
  if (!folded.maltese.empty() || !folded.star.empty()) folded.p0.family = Family::kLeft;
  std::string text;
  const auto append = [&](const std::string& term) { text += (text.empty() ? "" : " + ") + term; };
  for (std::uint64_t a : folded.maltese) append(to_text(FamilyValue{Family::kMaltese, a}));
  for (std::uint64_t n : folded.star) append(to_text(FamilyValue{Family::kStar, n}));
  if (text.empty() || folded.p0.n != 0 || folded.p0.family != Family::kLeft) append(to_text(folded.p0));
  return text;
}


Analysis analyse(const Expression& expression, std::size_t budget) {
  StoreBudget limit(budget);
  std::vector<std::pair<const Expression*, bool>> leaves;
  collect_summands(expression, leaves);
  // Each summand simplified on its own; a named value stays symbolic (its tree may be huge).
  std::vector<FamilyValue> families;
  std::vector<Position> positions;
  bool all_families = true;
  for (const auto& [leaf, conjugated] : leaves) {
    if (leaf->kind == Expression::Kind::kFamily) {
      families.push_back(conjugated ? conjugate(leaf->family) : leaf->family);
      continue;
    }
    Position p = build_simplified(*leaf);
    if (conjugated) p = simplify(p.conjugate());
    if (const std::optional<FamilyValue> f = family_of(p)) {
      families.push_back(*f);
    } else {
      all_families = false;
      positions.push_back(p);
    }
  }
  Analysis result;
  if (all_families) {
    // A sum of named values is printed as that sum (Corollary 3.4 folds the *L/*R parts).
    result.value = family_sum_text(families);
    result.value_is_sum = true;
    if (const std::optional<Outcome> o = closed_form_outcome(families)) {
      result.outcome = *o;
      result.closed_form = true;
      return result;
    }
  }
  Position sum = Position::left_end();
  for (const FamilyValue& f : families) sum = add_simplified(sum, family_position(f));
  for (Position p : positions) sum = add_simplified(sum, p);
  if (!all_families) result.value = to_text(sum);
  result.outcome = sum.outcome();
  return result;
}

}  // namespace cgt::ending
