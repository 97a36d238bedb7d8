// The terms of `cgt solve`'s sums (solve/solve_terms.hpp).

#include "solve/solve_terms.hpp"

#include <array>
#include <utility>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt::solve {

namespace {

constexpr std::array<std::pair<std::string_view, GridKind>, 6> kBoardCalls = {{
    {"domineering", GridKind::kDomineering},
    {"clobber", GridKind::kClobber},
    {"amazons", GridKind::kAmazons},
    {"konane", GridKind::kKonane},
    {"cram", GridKind::kCram},
    {"toads_and_frogs", GridKind::kToadsAndFrogs},
}};

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

// A whole term `[-] name ( "board" )`, or nullopt.
std::optional<BoardTerm> board_call(std::string_view term) {
  bool negated = false;
  if (!term.empty() && term.front() == '-') {
    negated = true;
    term = trim(term.substr(1));
  }
  for (const auto& [name, kind] : kBoardCalls) {
    if (!term.starts_with(name)) {
      continue;
    }
    std::string_view rest = trim(term.substr(name.size()));
    if (rest.size() < 4 || rest.front() != '(' || rest.back() != ')') {
      return std::nullopt;
    }
    rest = trim(rest.substr(1, rest.size() - 2));
    if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"') {
      return std::nullopt;
    }
    rest = rest.substr(1, rest.size() - 2);
    if (rest.find('"') != std::string_view::npos) {
      return std::nullopt;
    }
    return BoardTerm{kind, std::string(rest), negated};
  }
  return std::nullopt;
}

// The message of a ParseError without its "subject: at column n: " prefix.
std::string parse_message(const ParseError& e) {
  std::string what = e.what();
  const std::string prefix =
      e.column() == 0 ? e.subject() + ": " : e.subject() + ": at column " + std::to_string(e.column()) + ": ";
  return what.starts_with(prefix) ? what.substr(prefix.size()) : what;
}

}  // namespace

SumTerms parse_sum_terms(std::string_view text) {
  SumTerms terms;
  Context& context = current_context();
  std::size_t depth = 0;
  bool quoted = false;
  std::size_t quote = 0;  // where the open string began
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    context.charge();
    const char c = i < text.size() ? text[i] : '+';
    if (quoted) {
      quoted = c != '"';
      continue;
    }
    if (c == '"') {
      quoted = true;
      quote = i;
    } else if (c == '(' || c == '{' || c == '[') {
      ++depth;
    } else if ((c == ')' || c == '}' || c == ']') && depth > 0) {
      --depth;
    }
    // The end of the text ends the last term whatever is open: the evaluator names what is.
    if (i < text.size() && (c != '+' || depth != 0 || (i + 1 < text.size() && text[i + 1] == '-'))) {
      continue;
    }
    const std::string_view raw = text.substr(start, i - start);
    const std::string_view term = trim(raw);
    const std::size_t offset = start + static_cast<std::size_t>(term.data() - raw.data());
    start = i + 1;
    if (term.empty()) {
      // "", "+x", "x++y", "x+": as the evaluator says it.
      throw ParseError("game", i + 1, i < text.size() ? "expected a game, found '+'" : "expected a game");
    }
    if (std::optional<BoardTerm> board = board_call(term)) {
      terms.boards.push_back(std::move(*board));
      continue;
    }
    try {
      terms.canonical += evaluate_game_expression(term);
    } catch (const ParseError& e) {
      throw ParseError("game", e.column() == 0 ? 0 : offset + e.column(), parse_message(e));
    }
    terms.canonical_texts.emplace_back(term);
  }
  if (quoted) {
    throw ParseError("game", quote + 1, "unclosed '\"'");
  }
  return terms;
}

}  // namespace cgt::solve
