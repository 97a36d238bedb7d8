// Parsing and evaluation of `cgt ending` expressions.

#include "cgt/ending_expression.hpp"

#include <algorithm>

#include "cgt/ending_theory.hpp"
#include "cgt/error.hpp"
#include "core/text_cursor.hpp"

namespace cgt::ending {

namespace {

constexpr const char* kSubject = "LR-ending position";
constexpr int kMaxNesting = 500;

class Parser {
 public:
  explicit Parser(std::string_view text) : cursor_(text, kSubject) {}

  Expression parse_all() {
    cursor_.skip_spaces();
    if (cursor_.at_end()) cursor_.fail("empty position: expected *L, *R, *L_n, *R_n, X_n, S_n or {…}");
    Expression e = parse_sum(0);
    cursor_.skip_spaces();
    if (!cursor_.at_end()) cursor_.fail("unexpected '" + cursor_.peek_char_text() + "': expected '+' or end of text");
    return e;
  }

 private:
  Expression parse_sum(int depth) {
    if (depth > kMaxNesting) cursor_.fail("nesting deeper than " + std::to_string(kMaxNesting));
    Expression first = parse_term(depth);
    cursor_.skip_spaces();
    if (!cursor_.peek_is("+")) return first;
    Expression sum;
    sum.kind = Expression::Kind::kSum;
    sum.children.push_back(std::move(first));
    while (cursor_.consume("+")) {
      sum.children.push_back(parse_term(depth));
      cursor_.skip_spaces();
    }
    return sum;
  }

  Expression parse_term(int depth) {
    cursor_.skip_spaces();
    if (cursor_.consume("~")) {
      if (depth > kMaxNesting) cursor_.fail("nesting deeper than " + std::to_string(kMaxNesting));
      Expression c;
      c.kind = Expression::Kind::kConjugate;
      c.children.push_back(parse_term(depth + 1));
      return c;
    }
    return parse_primary(depth);
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

  Expression parse_primary(int depth) {
    cursor_.skip_spaces();
    const std::size_t at = cursor_.position();
    if (cursor_.consume("*L")) {
      return cursor_.consume("_") ? family(Family::kLeft, parse_index("*L_")) : family(Family::kLeft, 0);
    }
    if (cursor_.consume("*R")) {
      return cursor_.consume("_") ? family(Family::kRight, parse_index("*R_")) : family(Family::kRight, 0);
    }
    for (const char* prefix : {"X_", "\u2720_"}) {
      if (cursor_.consume(prefix)) {
        const std::uint64_t n = parse_index(prefix);
        if (n == 0) cursor_.fail_at(at, "X_0 is not a position: X_n (✠_n) needs n ≥ 1");
        return family(Family::kMaltese, n);
      }
    }
    for (const char* prefix : {"S_", "\u2605_"}) {
      if (cursor_.consume(prefix)) {
        const std::uint64_t n = parse_index(prefix);
        if (n == 0) cursor_.fail_at(at, "S_0 is not a position: S_n (★_n) needs n ≥ 1");
        return n == 1 ? family(Family::kMaltese, 1) : family(Family::kStar, n);  // ★_1 = ✠_1
      }
    }
    if (cursor_.consume("(")) {
      Expression inner = parse_sum(depth + 1);
      cursor_.skip_spaces();
      if (!cursor_.consume(")"))
        cursor_.fail("expected ')' to close the '(' at column " + std::to_string(cursor_.column_of(at)));
      return inner;
    }
    if (cursor_.consume("{")) {
      Expression set;
      set.kind = Expression::Kind::kOptions;
      cursor_.skip_spaces();
      if (cursor_.peek_is("}")) cursor_.fail("{} is not a position: an option set needs at least one option");
      set.children.push_back(parse_sum(depth + 1));
      cursor_.skip_spaces();
      while (cursor_.consume(",")) {
        set.children.push_back(parse_sum(depth + 1));
        cursor_.skip_spaces();
      }
      if (!cursor_.consume("}"))
        cursor_.fail("expected ',' or '}' in the option set opened at column " + std::to_string(cursor_.column_of(at)));
      return set;
    }
    if (cursor_.at_end()) cursor_.fail("expected a position at end of text");
    cursor_.fail("unexpected '" + cursor_.peek_char_text() + "': expected *L, *R, *L_n, *R_n, X_n, S_n, ~, ( or {");
  }

  TextCursor cursor_;
};

bool collect_families(const Expression& e, bool conjugated, std::vector<FamilyValue>& out) {
  switch (e.kind) {
    case Expression::Kind::kFamily:
      out.push_back(conjugated ? conjugate(e.family) : e.family);
      return true;
    case Expression::Kind::kOptions:
      return false;
    case Expression::Kind::kSum:
      return std::all_of(e.children.begin(), e.children.end(),
                         [&](const Expression& c) { return collect_families(c, conjugated, out); });
    case Expression::Kind::kConjugate:
      return collect_families(e.children.front(), !conjugated, out);
  }
  return false;
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

Expression parse_expression(std::string_view text) {
  return Parser(text).parse_all();
}

std::optional<std::vector<FamilyValue>> family_summands(const Expression& expression) {
  std::vector<FamilyValue> out;
  if (!collect_families(expression, false, out)) return std::nullopt;
  return out;
}

Position build_position(const Expression& e) {
  switch (e.kind) {
    case Expression::Kind::kFamily:
      return family_position(e.family);
    case Expression::Kind::kOptions: {
      std::vector<Position> options;
      for (const Expression& c : e.children) options.push_back(build_position(c));
      return Position::from_options(std::move(options));
    }
    case Expression::Kind::kSum: {
      Position sum = build_position(e.children.front());
      for (std::size_t i = 1; i < e.children.size(); ++i) sum = sum + build_position(e.children[i]);
      return sum;
    }
    case Expression::Kind::kConjugate:
      return build_position(e.children.front()).conjugate();
  }
  return Position::left_end();
}

Position build_simplified(const Expression& e) {
  switch (e.kind) {
    case Expression::Kind::kFamily:
      return simplify(family_position(e.family));
    case Expression::Kind::kOptions: {
      std::vector<Position> options;
      for (const Expression& c : e.children) options.push_back(build_simplified(c));
      return simplify(Position::from_options(std::move(options)));
    }
    case Expression::Kind::kSum: {
      Position sum = build_simplified(e.children.front());
      for (std::size_t i = 1; i < e.children.size(); ++i) sum = add_simplified(sum, build_simplified(e.children[i]));
      return sum;
    }
    case Expression::Kind::kConjugate:
      return simplify(build_simplified(e.children.front()).conjugate());
  }
  return Position::left_end();
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
  std::string text;
  const auto append = [&](const std::string& term) { text += (text.empty() ? "" : " + ") + term; };
  for (std::uint64_t a : folded.maltese) append(to_text(FamilyValue{Family::kMaltese, a}));
  for (std::uint64_t n : folded.star) append(to_text(FamilyValue{Family::kStar, n}));
  if (text.empty() || folded.p0.n != 0 || folded.p0.family != Family::kLeft) append(to_text(folded.p0));
  return text;
}

namespace {
// The leaves of the top-level sum (conjugation distributes over sums), each with whether it
// is conjugated.
void collect_summands(const Expression& e, bool conjugated, std::vector<std::pair<const Expression*, bool>>& out) {
  if (e.kind == Expression::Kind::kSum) {
    for (const Expression& c : e.children) collect_summands(c, conjugated, out);
  } else if (e.kind == Expression::Kind::kConjugate) {
    collect_summands(e.children.front(), !conjugated, out);
  } else {
    out.emplace_back(&e, conjugated);
  }
}
}  // namespace

Analysis analyse(const Expression& expression, std::size_t budget) {
  StoreBudget limit(budget);
  std::vector<std::pair<const Expression*, bool>> leaves;
  collect_summands(expression, false, leaves);
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
