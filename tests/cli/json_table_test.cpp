// The table of every answer's JSON keys in docs/cli.md ("Every answer's keys") against what `cgt`
// prints: each documented example is run with the `cgt` of this build, and every `--json`
// answer of the golden cases is read; an answer must have every key its row lists (with the
// stated type, and an alias equal to its key), and no key the row does not list. So the docs
// and the code cannot drift apart: a renamed, added or retyped key fails here until the table
// says so.

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/ordinal_text.hpp"
#include "cgt/sweep.hpp"

namespace cgt {
namespace {

using Json = nlohmann::json;

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// --- The table -----------------------------------------------------------------------------------

// A type of the table's little language: a word (integer, ordinal, ...), [T], {fields}, T or U.
struct Type;
struct Field {
  std::string key;
  std::string alias_of;   // "(alias of `k`)": the value of k, as text
  std::string with_flag;  // "(with `--x`)": present exactly when --x is given
  bool optional = false;  // "(optional)"
  std::shared_ptr<Type> type;
};
struct Type {
  enum class Kind { kWord, kArray, kObject, kUnion } kind = Kind::kWord;
  std::string word;
  std::vector<std::shared_ptr<Type>> items;  // the element of an array; the alternatives of a union
  std::vector<Field> fields;
};

struct Row {
  std::string label;                // the first cell, for messages
  std::vector<std::string> tokens;  // "octal", "--summary"
  std::string example;
  Type keys;  // an object
};

class TypeParser {
 public:
  explicit TypeParser(std::string_view text) : text_(text) {}

  Type top_level() {
    Type object;
    object.kind = Type::Kind::kObject;
    object.fields = fields(';');
    skip_spaces();
    if (at_ < text_.size()) fail("unexpected text");
    return object;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(what + " at column " + std::to_string(at_ + 1) + " of: " + std::string(text_));
  }
  void skip_spaces() {
    while (at_ < text_.size() && text_[at_] == ' ') ++at_;
  }
  bool consume(std::string_view word) {
    skip_spaces();
    if (text_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }
  void expect(std::string_view word) {
    if (!consume(word)) fail("expected '" + std::string(word) + "'");
  }
  std::string quoted() {  // `...`
    expect("`");
    const std::size_t end = text_.find('`', at_);
    if (end == std::string_view::npos) fail("unclosed `");
    std::string inside(text_.substr(at_, end - at_));
    at_ = end + 1;
    return inside;
  }
  std::vector<Field> fields(char separator) {
    std::vector<Field> out;
    do {
      Field field;
      field.key = quoted();
      if (consume("(")) {
        if (consume("alias of")) {
          field.alias_of = quoted();
        } else if (consume("with")) {
          field.with_flag = quoted();
        } else if (consume("optional")) {
          field.optional = true;
        } else {
          fail("expected 'alias of', 'with' or 'optional'");
        }
        expect(")");
      }
      expect(":");
      field.type = type();
      out.push_back(std::move(field));
    } while (consume(std::string(1, separator)));
    return out;
  }
  std::shared_ptr<Type> type() {
    auto first = alternative();
    if (!consume(" or ") && !consume("or ")) return first;
    auto either = std::make_shared<Type>();
    either->kind = Type::Kind::kUnion;
    either->items.push_back(first);
    do {
      either->items.push_back(alternative());
    } while (consume("or "));
    return either;
  }
  std::shared_ptr<Type> alternative() {
    auto t = std::make_shared<Type>();
    if (consume("[")) {
      t->kind = Type::Kind::kArray;
      t->items.push_back(type());
      expect("]");
    } else if (consume("{")) {
      t->kind = Type::Kind::kObject;
      t->fields = fields(',');
      expect("}");
    } else {
      skip_spaces();
      const std::size_t start = at_;
      while (at_ < text_.size() && ((text_[at_] >= 'a' && text_[at_] <= 'z') || text_[at_] == '-')) ++at_;
      if (at_ == start) fail("expected a type");
      t->word = std::string(text_.substr(start, at_ - start));
    }
    return t;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

// The cells of a table line: split at '|' not written '\|', which stands for a '|'.
std::vector<std::string> cells(std::string_view line) {
  std::vector<std::string> out;
  std::string cell;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
      cell += '|';
      ++i;
    } else if (line[i] == '|') {
      out.push_back(cell);
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  return out;
}

std::string first_code_span(const std::string& cell) {
  const std::size_t open = cell.find('`');
  const std::size_t close = cell.find('`', open + 1);
  if (open == std::string::npos || close == std::string::npos) throw std::runtime_error("no `...` in: " + cell);
  return cell.substr(open + 1, close - open - 1);
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::vector<Row> read_table() {
  std::istringstream doc(read_text(CGT_CLI_DOC));
  std::vector<Row> rows;
  bool in_table = false;
  for (std::string line; std::getline(doc, line);) {
    if (!in_table) {
      // Skips the |---|---|---| line after the header only (skipping a line after every line
      // found the header only when it was on an odd line of the page).
      in_table = line.starts_with("| answer | example | keys |");
      if (in_table) std::getline(doc, line);
      continue;
    }
    if (!line.starts_with("|")) break;
    const std::vector<std::string> c = cells(line);
    if (c.size() != 3) throw std::runtime_error("a row of the JSON table needs 3 cells: " + line);
    Row row;
    row.label = c[0];
    row.tokens = words(first_code_span(c[0]));
    row.example = first_code_span(c[1]);
    row.keys = TypeParser(c[2]).top_level();
    rows.push_back(std::move(row));
  }
  return rows;
}

// --- Command lines -------------------------------------------------------------------------------

// The words of a shell command line as bash would split them (quotes removed; what is inside
// them is not expanded), or nullopt when it is more than one `cgt` whose output is the answer:
// a pipe, a list, an output redirection or a subshell.
std::optional<std::vector<std::string>> shell_words(std::string_view line) {
  std::vector<std::string> out;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\'' || c == '"') {
      const std::size_t end = line.find(c, i + 1);
      if (end == std::string_view::npos) return std::nullopt;
      word += line.substr(i + 1, end - i - 1);
      in_word = true;
      i = end;
    } else if (c == ' ' || c == '\t') {
      if (in_word) out.push_back(word);
      word.clear();
      in_word = false;
    } else if (c == '|' || c == ';' || c == '&' || c == '>' || c == '(' || c == '`') {
      return std::nullopt;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) out.push_back(word);
  if (out.empty() || out[0] != "cgt") return std::nullopt;
  return out;
}

struct CommandLine {
  std::string subcommand;
  std::vector<std::string> options;  // by their main names: "--upto" for "--sequence=13"
  std::vector<std::string> words;
};

std::optional<CommandLine> read_command(const std::vector<std::string>& shell) {
  CommandLine line;
  line.words = shell;
  for (std::size_t i = 1; i < shell.size(); ++i) {
    if (!shell[i].starts_with("-")) {
      line.subcommand = shell[i];
      break;
    }
  }
  const commands::CommandInfo* info = commands::find_command(line.subcommand);
  if (info == nullptr) return std::nullopt;
  for (const std::string& w : shell) {
    if (!w.starts_with("--")) continue;
    const std::string name = w.substr(0, w.find('='));
    const commands::OptionInfo* option = commands::find_option(*info, name);
    line.options.push_back(option != nullptr ? option->name : name);
  }
  return line;
}

bool has_option(const CommandLine& line, const std::string& name) {
  const commands::CommandInfo* info = commands::find_command(line.subcommand);
  const commands::OptionInfo* option = info != nullptr ? commands::find_option(*info, name) : nullptr;
  const std::string main = option != nullptr ? option->name : name;
  for (const std::string& o : line.options) {
    if (o == main) return true;
  }
  return false;
}

// The rows that describe the answer of `line`: its subcommand's, those whose mode words all
// appear in it, the most specific ones (several when they are alternatives, as `game`'s two).
std::vector<const Row*> rows_for(const std::vector<Row>& rows, const CommandLine& line) {
  std::vector<const Row*> best;
  std::size_t best_size = 0;
  for (const Row& row : rows) {
    if (row.tokens.empty() || row.tokens[0] != line.subcommand) continue;
    bool matches = true;
    for (std::size_t i = 1; i < row.tokens.size() && matches; ++i) {
      const std::string& token = row.tokens[i];
      matches = token.starts_with("--") ? has_option(line, token)
                                        : std::find(line.words.begin(), line.words.end(), token) != line.words.end();
    }
    if (!matches) continue;
    if (row.tokens.size() > best_size) {
      best.clear();
      best_size = row.tokens.size();
    }
    if (row.tokens.size() == best_size) best.push_back(&row);
  }
  return best;
}

// --- Checking an answer ---------------------------------------------------------------------------

constexpr std::int64_t kSafe = std::int64_t{1} << 53;

bool is_digits(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos && (s == "0" || s[0] != '0');
}

// A decimal string that is |n| >= 2^53 (smaller integers must be numbers).
bool is_big_integer_text(const std::string& s) {
  const std::string digits = s.starts_with("-") ? s.substr(1) : s;
  if (!is_digits(digits)) return false;
  return digits.size() > 16 || std::stoll(digits) >= kSafe;
}

bool is_safe_number(const Json& v) {
  if (v.is_number_unsigned()) return v.get<std::uint64_t>() < static_cast<std::uint64_t>(kSafe);
  if (v.is_number_integer()) return v.get<std::int64_t>() > -kSafe && v.get<std::int64_t>() < kSafe;
  return false;
}

bool is_ordinal_text(const std::string& s) {
  try {
    return format_ordinal(parse_ordinal(s)) == s;
  } catch (const std::exception&) {
    return false;
  }
}

bool word_matches(const std::string& word, const Json& v) {
  const std::string s = v.is_string() ? v.get<std::string>() : "";
  if (word == "integer") return is_safe_number(v) || (v.is_string() && is_big_integer_text(s));
  if (word == "decimal") return v.is_string() && is_digits(s);
  if (word == "integer-or-ordinal") {
    return is_safe_number(v) || (v.is_string() && (is_big_integer_text(s) || (is_ordinal_text(s) && !is_digits(s))));
  }
  if (word == "ordinal") return v.is_string() && is_ordinal_text(s);
  if (word == "dyadic") {
    const std::optional<Dyadic> d = v.is_string() ? Dyadic::parse(s) : std::nullopt;
    return d && d->to_string() == s;
  }
  if (word == "game") return v.is_string() && !s.empty();
  if (word == "string") return v.is_string();
  if (word == "boolean") return v.is_boolean();
  if (word == "null") return v.is_null();
  if (word == "outcome") return v.is_string() && (s == "L" || s == "R" || s == "N" || s == "P");
  if (word == "outcomes") return v.is_string() && s.find_first_not_of("LRNP") == std::string::npos;
  if (word == "relation") return v.is_string() && (s == "<" || s == ">" || s == "=" || s == "||");
  if (word == "player") return v.is_string() && (s == "L" || s == "R" || s == "both");
  throw std::runtime_error("the table uses an unknown type '" + word + "'");
}

std::string as_text(const Json& v) {
  return v.is_string() ? v.get<std::string>() : v.dump();
}

// What is wrong with `v` as a `type` (empty when nothing), the first problem found.
std::string problem(const Json& v, const Type& type, const CommandLine& line, const std::string& path) {
  switch (type.kind) {
    case Type::Kind::kWord:
      return word_matches(type.word, v) ? "" : path + ": " + v.dump().substr(0, 80) + " is not " + type.word;
    case Type::Kind::kUnion: {
      std::string first;
      for (const auto& alternative : type.items) {
        const std::string p = problem(v, *alternative, line, path);
        if (p.empty()) return "";
        if (first.empty()) first = p;
      }
      return first;
    }
    case Type::Kind::kArray: {
      if (!v.is_array()) return path + ": not an array";
      for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string p = problem(v[i], *type.items[0], line, path + "/" + std::to_string(i));
        if (!p.empty()) return p;
      }
      return "";
    }
    case Type::Kind::kObject: {
      if (!v.is_object()) return path + ": not an object";
      for (const auto& [key, value] : v.items()) {
        bool listed = false;
        for (const Field& f : type.fields) listed = listed || f.key == key;
        if (!listed) return path + "/" + key + ": a key the table does not list";
      }
      for (const Field& f : type.fields) {
        const bool present = v.contains(f.key);
        if (!f.with_flag.empty()) {
          if (present != has_option(line, f.with_flag)) {
            return path + "/" + f.key + (present ? ": present without " : ": missing with ") + f.with_flag;
          }
        } else if (!present && !f.optional) {
          return path + "/" + f.key + ": missing";
        }
        if (!present) continue;
        if (std::string p = problem(v[f.key], *f.type, line, path + "/" + f.key); !p.empty()) return p;
        if (!f.alias_of.empty() && (!v.contains(f.alias_of) || as_text(v[f.key]) != as_text(v[f.alias_of]))) {
          return path + "/" + f.key + ": an alias of " + f.alias_of + " with another value";
        }
      }
      return "";
    }
  }
  return "";
}

// The problem of `answer` against every alternative row (empty when one of them fits).
std::string check_answer(const Json& answer, const std::vector<const Row*>& rows, const CommandLine& line) {
  if (rows.empty()) return "no row of the table is for this command";
  std::string problems;
  for (const Row* row : rows) {
    const std::string p = problem(answer, row->keys, line, "");
    if (p.empty()) return "";
    problems += "\n  as " + row->label + ": " + p;
  }
  return problems;
}

// --- Running cgt -----------------------------------------------------------------------------------

struct ShellRun {
  int status = -1;
  std::string out;
  std::string err;
};

ShellRun run_shell(const std::string& command_line) {
  const std::string err_file = testing::TempDir() + "json_table_stderr";
  const std::string script = "cgt() { \"" CGT_BINARY "\" \"$@\"; }; " + command_line + " 2>'" + err_file + "'";
  ShellRun run;
  FILE* pipe = ::popen(script.c_str(), "r");
  if (pipe == nullptr) return run;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) run.out.append(buffer, n);
  const int status = ::pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.err = read_text(err_file);
  return run;
}

// --- The tests ------------------------------------------------------------------------------------

TEST(JsonTable, ListsEveryCommandAndSweep) {
  const std::vector<Row> rows = read_table();
  ASSERT_GE(rows.size(), 25U);
  const auto has_row = [&](const std::vector<std::string>& tokens) {
    for (const Row& row : rows) {
      if (row.tokens == tokens) return true;
    }
    return false;
  };
  for (const commands::CommandInfo& info : commands::command_infos()) {
    if (info.name == "demo" || info.name == "sweep") continue;  // demo has no JSON; sweeps below
    EXPECT_TRUE(has_row({info.name})) << "docs/cli.md has no JSON row for cgt " << info.name;
  }
  for (const sweeps::SweepInfo& sweep : sweeps::sweep_infos()) {
    EXPECT_TRUE(has_row({"sweep", sweep.name})) << "docs/cli.md has no JSON row for cgt sweep " << sweep.name;
  }
}

TEST(JsonTable, DocumentedExamplesHaveTheirRowsKeys) {
  const std::vector<Row> table = read_table();
  for (const Row& row : table) {
    SCOPED_TRACE(row.example);
    const std::optional<std::vector<std::string>> shell = shell_words(row.example);
    ASSERT_TRUE(shell) << "an example is one cgt command";
    const std::optional<CommandLine> line = read_command(*shell);
    ASSERT_TRUE(line) << "no such subcommand";
    const std::vector<const Row*> rows = rows_for(table, *line);
    bool own = false;
    for (const Row* r : rows) own = own || r->label == row.label;
    EXPECT_TRUE(own) << "the example of " << row.label << " is read as another row's";
    const ShellRun run = run_shell(row.example);
    ASSERT_EQ(run.status, 0) << run.err;
    const Json answer = Json::parse(run.out, nullptr, /*allow_exceptions=*/false);
    ASSERT_TRUE(answer.is_object()) << run.out;
    EXPECT_EQ(problem(answer, row.keys, *line, ""), "") << run.out;
  }
}

// Every --json answer the golden cases expect of one cgt command (not a pipe or a list).
TEST(JsonTable, GoldenAnswersHaveTheirRowsKeys) {
  const std::vector<Row> rows = read_table();
  std::size_t checked = 0;
  std::vector<std::string> subcommands;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(CGT_GOLDEN_DIR)) {
    if (entry.path().extension() != ".case") continue;
    std::istringstream text(read_text(entry.path().string()));
    std::string command;
    std::vector<std::string> output;
    bool failing = false;
    for (std::string l; std::getline(text, l);) {
      if (command.empty()) {
        if (l.starts_with("$ ")) command = l.substr(2);
      } else if (output.empty() && l.starts_with("status: ")) {
        failing = l != "status: 0";
      } else {
        output.push_back(l);
      }
    }
    const std::optional<std::vector<std::string>> shell = shell_words(command);
    if (failing || !shell || std::find(shell->begin(), shell->end(), "--json") == shell->end()) continue;
    const std::optional<CommandLine> line = read_command(*shell);
    if (!line || output.size() != 1) continue;
    SCOPED_TRACE(entry.path().string() + ": " + command);
    const Json answer = Json::parse(output[0], nullptr, /*allow_exceptions=*/false);
    ASSERT_TRUE(answer.is_object()) << output[0];
    EXPECT_EQ(check_answer(answer, rows_for(rows, *line), *line), "") << output[0].substr(0, 300);
    ++checked;
    if (std::find(subcommands.begin(), subcommands.end(), line->subcommand) == subcommands.end()) {
      subcommands.push_back(line->subcommand);
    }
  }
  std::cout << "golden answers checked: " << checked << ", of " << subcommands.size() << " subcommands\n";
  // Not vacuous: most golden answers are read, of most subcommands.
  EXPECT_GE(checked, 120U);
  EXPECT_GE(subcommands.size(), 15U);
}

// The check fails when the answer and the table disagree, in each way it can.
TEST(JsonTable, CheckerCatchesEveryDisagreement) {
  const std::vector<Row> rows = read_table();
  const auto line_of = [](const std::string& text) { return *read_command(*shell_words(text)); };
  const CommandLine nim = line_of("cgt nim --json '3, 5, w'");
  const Json good = Json::parse(R"({"grundy":"w+6","moves":[{"heap":3,"target":6,"to":"6"}],"outcome":"N","value":"w+6"})");
  ASSERT_EQ(check_answer(good, rows_for(rows, nim), nim), "");
  const auto fails = [&](const Json& answer, const CommandLine& line, const std::string& why) {
    EXPECT_NE(check_answer(answer, rows_for(rows, line), line), "") << why << ": " << answer.dump();
  };
  Json missing = good;
  missing.erase("grundy");
  fails(missing, nim, "a key missing");
  Json extra = good;
  extra["values"] = Json::array();
  fails(extra, nim, "a key the table does not list");
  Json nested = good;
  nested["moves"][0]["pile"] = 3;
  fails(nested, nim, "a key the table does not list, in a move");
  Json finite_as_text = good;
  finite_as_text["moves"][0]["target"] = "6";
  fails(finite_as_text, nim, "a finite target written as a string");
  Json alias = good;
  alias["value"] = "w+7";
  alias["grundy"] = "w+6";
  fails(alias, nim, "an alias with another value");
  Json wrong_outcome = good;
  wrong_outcome["outcome"] = "X";
  fails(wrong_outcome, nim, "not an outcome");
  Json big_as_number = good;
  big_as_number["moves"][0]["heap"] = std::uint64_t{1} << 60;
  fails(big_as_number, nim, "an integer beyond 2^53 as a number");

  const CommandLine endnim = line_of("cgt endnim --json '5,2'");
  const CommandLine table = line_of("cgt endnim --json --table '5,2'");
  const Json row = Json::parse(R"({"L":"0","R":"5","left_moves":[{"below":"5","from":"2"}],"outcome":"L","piles":2,"right_moves":[]})");
  ASSERT_EQ(check_answer(row, rows_for(rows, endnim), endnim), "");
  fails(row, table, "a key of an option missing with it");
  Json with_table = row;
  with_table["table"] = Json::array();
  fails(with_table, endnim, "a key of an option present without it");

  const CommandLine game = line_of("cgt game --json over");
  ASSERT_EQ(check_answer(Json::parse(R"({"canonical":"over","loopfree":false,"outcome":"L"})"), rows_for(rows, game),
                         game),
            "");
  fails(Json::parse(R"({"canonical":"over","outcome":"L"})"), game, "neither of game's two shapes");
}

}  // namespace
}  // namespace cgt
