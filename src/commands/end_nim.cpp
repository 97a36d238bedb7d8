// `cgt endnim [--json] [--unicode] [--table] POSITION` and
// `cgt endnim --grid X [--size K] [--svg FILE] [--json]`: Ordinal Partizan End Nim.

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "cgt/context.hpp"
#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "commands/end_nim_svg.hpp"
#include "commands/json.hpp"
#include "commands/json_writer.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

using end_nim::Analysis;
using end_nim::Interval;
using end_nim::Outcome;
using end_nim::Row;
using end_nim::TargetSet;

constexpr std::size_t kTableLimit = 2000;     // piles; the table has n(n+1)/2 lines
constexpr std::size_t kGridLimit = 1000;      // α, β up to this
constexpr std::size_t kRowShownLimit = 20;    // plain output writes the row out up to this many piles
constexpr std::size_t kTablePilesShown = 16;  // the table shows each sub-row's piles up to this

struct Printer {
  OrdinalStyle style;
  [[nodiscard]] std::string operator()(const Ordinal& value) const { return format_ordinal(value, style); }
};

std::string describe_targets(const TargetSet& targets, const Printer& show) {
  std::string text;
  for (const Interval& interval : targets) {
    if (!text.empty()) {
      text += " or ";
    }
    if (interval.below == interval.from + Ordinal(1)) {
      text += show(interval.from);
    } else {
      text += fmt::format("any size in [{}, {})", show(interval.from), show(interval.below));
    }
  }
  return text;
}

// One line for a player moving first, in the words of partial-nim: lose, or the winning move
// with every winning size of the end pile ("pile 1: 5 -> 0 or any size in [2, 5)").
std::string describe_player(const std::string& player, std::size_t pile_index, const Ordinal& pile,
                            const TargetSet& targets, const Printer& show) {
  if (targets.empty()) {
    return player + " moving first loses: no winning move\n";
  }
  return player + " moving first wins: " + move_text("pile", pile_index, show(pile), describe_targets(targets, show)) +
         "\n";
}

void write_targets(JsonWriter& out, const TargetSet& targets) {
  out.begin_array();
  for (const Interval& interval : targets) {
    out.begin_object().key("below").ordinal(interval.below).key("from").ordinal(interval.from).end_object();
  }
  out.end_array();
}

std::string analysis_text(const Row& row, const Analysis& analysis, const Printer& show) {
  const std::size_t n = row.size();
  std::string out;
  if (n == 0) {
    out += "row: empty (no piles)\n";
  } else if (n <= kRowShownLimit) {
    std::string piles;
    for (std::size_t i = 0; i < n; ++i) {
      piles += (i == 0 ? "" : " | ") + show(row[i]);
    }
    out += fmt::format("row: {} ({} pile{})\n", piles, n, n == 1 ? "" : "s");
  } else {
    out += fmt::format("row: {} piles\n", n);
  }
  out += outcome_line(analysis.outcome);
  out += fmt::format("L = {}, R = {}\n", show(analysis.whole.left), show(analysis.whole.right));
  if (n == 0) {
    out += "nobody can move: the player to move loses\n";
    return out;
  }
  out += describe_player("Left", 1, row.front(), analysis.left_moves, show);
  out += describe_player("Right", n, row.back(), analysis.right_moves, show);
  return out;
}

void check_table_size(std::size_t n) {
  if (n > kTableLimit) {
    throw LimitError(fmt::format("--table lists n(n+1)/2 sub-rows; at most {} piles (got {})", kTableLimit, n));
  }
}

void write_table(JsonWriter& out, const Row& row) {
  out.begin_array();
  end_nim::for_each_sub_row(row, [&](std::size_t first, std::size_t length, const end_nim::TriplePoint& point) {
    out.begin_object().key("L").ordinal(point.left).key("R").ordinal(point.right);
    out.key("first").integer(static_cast<std::uint64_t>(first + 1));
    out.key("last").integer(static_cast<std::uint64_t>(first + length)).end_object();
  });
  out.end_array();
}

std::string table_text(const Row& row, const Printer& show) {
  struct Line {
    std::string piles, left, right, sub_row;
  };
  std::vector<Line> lines;
  const bool with_piles = row.size() <= kTablePilesShown;
  end_nim::for_each_sub_row(row, [&](std::size_t first, std::size_t length, const end_nim::TriplePoint& point) {
    Line line{length == 1 ? std::to_string(first + 1) : fmt::format("{}..{}", first + 1, first + length),
              show(point.left), show(point.right), ""};
    if (with_piles) {
      line.sub_row = end_nim::format_row(std::span<const Ordinal>(row).subspan(first, length));
      if (show.style == OrdinalStyle::kUnicode) {
        line.sub_row.clear();
        for (std::size_t i = first; i < first + length; ++i) {
          line.sub_row += (i == first ? "" : " | ") + show(row[i]);
        }
      }
    }
    lines.push_back(std::move(line));
  });
  // Widths in characters (ω and · are one character, two bytes).
  auto width = [](const std::string& s) {
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
  };
  std::size_t w_piles = 5;
  std::size_t w_left = 1;
  std::size_t w_right = 1;
  for (const Line& line : lines) {
    w_piles = std::max(w_piles, width(line.piles));
    w_left = std::max(w_left, width(line.left));
    w_right = std::max(w_right, width(line.right));
  }
  auto pad = [&](const std::string& s, std::size_t w) { return s + std::string(w - width(s), ' '); };
  std::string out = "\nsub-rows (L and R of every contiguous sub-row, by length, then by first pile):\n";
  std::string header =
      pad("piles", w_piles) + "  " + pad("L", w_left) + "  " + (with_piles ? pad("R", w_right) + "  sub-row" : "R");
  out += header + "\n";
  for (const Line& line : lines) {
    std::string text = pad(line.piles, w_piles) + "  " + pad(line.left, w_left) + "  ";
    text += with_piles ? pad(line.right, w_right) + "  " + line.sub_row : line.right;
    out += text + "\n";
  }
  return out;
}

Printer printer(const Arguments& args) {
  return Printer{args.flag("--unicode") ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii};
}

Output run_position(const Arguments& args) {
  const bool table = args.flag("--table");
  const Row row = end_nim::parse_row(args.at(0));
  if (table) {
    check_table_size(row.size());
    // The table's lines, held before they are printed: about 64 bytes each as JSON, 160 as text
    // (its four strings) — 320 MB for 2000 piles, against the memory limit before it is built.
    const std::size_t lines = row.size() * (row.size() + 1) / 2;
    current_context().check_growth(lines * (args.flag("--json") ? 64 : 160));
  }
  const Analysis analysis = end_nim::analyze(row);
  if (args.flag("--json")) {
    JsonWriter out(table ? 64 * row.size() * (row.size() + 1) / 2 : 256);
    out.begin_object();
    out.key("L").string(analysis.whole.left.to_string()).key("R").string(analysis.whole.right.to_string());
    out.key("left_moves");
    write_targets(out, analysis.left_moves);
    out.key("outcome").string(end_nim::outcome_name(analysis.outcome));
    out.key("piles").integer(static_cast<std::uint64_t>(row.size()));
    out.key("right_moves");
    write_targets(out, analysis.right_moves);
    if (table) {
      out.key("table");
      write_table(out, row);
    }
    out.end_object();
    return json_output(out);
  }
  const Printer show = printer(args);
  std::string out = analysis_text(row, analysis, show);
  if (table) {
    out += table_text(row, show);
  }
  return text_output(out);
}

Output run_grid(const Arguments& args, const std::string& x_argument) {
  const std::size_t size = args.natural("--upto", 16, kGridLimit);
  if (size == 0) {
    throw DomainError("--upto must be at least 1");
  }
  const Row x = end_nim::parse_row(x_argument);
  const end_nim::TriplePoint point = end_nim::triple_point(x);
  const std::vector<Outcome> grid = end_nim::outcome_grid(x, size);
  std::vector<std::string> rows;  // rows[β−1][α−1]
  for (std::size_t beta = 1; beta <= size; ++beta) {
    std::string line;
    for (std::size_t alpha = 1; alpha <= size; ++alpha) {
      line += end_nim::outcome_name(grid[(beta - 1) * size + (alpha - 1)]);
    }
    rows.push_back(std::move(line));
  }
  const std::string x_text = end_nim::format_row(x);
  // The answer names the file the front end writes the picture to (it writes it before
  // printing anything, so "wrote FILE" is never a lie).
  const std::optional<std::string> svg = args.value("--svg");
  Output output;
  if (args.flag("--json")) {
    Json out = {{"x", x_text},
                {"L", point.left.to_string()},
                {"R", point.right.to_string()},
                {"size", json_integer(size)},
                {"rows", rows}};
    if (svg) {
      out["svg"] = *svg;
    }
    output = json_output(out);
  } else {
    const Printer show = printer(args);
    std::string out = fmt::format("x = {}: L(x) = {}, R(x) = {}\n", x.empty() ? "(empty row)" : x_text,
                                  show(point.left), show(point.right));
    out += fmt::format("outcome of a x b for a = 1..{} (left to right) and b = {}..1 (top to bottom):\n", size, size);
    const std::size_t label = std::to_string(size).size();
    for (std::size_t beta = size; beta >= 1; --beta) {
      out += fmt::format("{:>{}} {}\n", beta, label, rows[beta - 1]);
    }
    if (svg) {
      out += "wrote " + *svg + "\n";
    }
    output = text_output(out);
  }
  if (svg) {
    output.files["--svg"] = end_nim_grid_svg(grid, size, point, x_text);
  }
  return output;
}

Output run_endnim(const Arguments& args) {
  const bool has_position = args.count() > 0;
  if (const std::optional<std::string> grid = args.value("--grid")) {
    if (has_position || args.flag("--table")) {
      throw DomainError("--grid draws α x β for the row it is given: no POSITION and no --table with it");
    }
    return run_grid(args, *grid);
  }
  if (args.value("--upto") || args.wants_file("--svg")) {
    throw DomainError("--upto and --svg go with --grid");
  }
  if (!has_position) {
    throw DomainError("no position given (a row of piles, e.g. \"3 | 5 | 2\"; - reads standard input)");
  }
  return run_position(args);
}

}  // namespace

Command endnim_command() {
  return {{"endnim",
           "Ordinal Partizan End Nim: outcome, L and R, winning moves; --table; --grid picture",
           {argument("POSITION", "a row of piles, e.g. \"w*2+1 | w*2 | w+1\"", /*required=*/false)},
           {json_flag(), flag("--unicode", "print ω and · (plain output only)"),
            flag("--table", "also list L and R of every contiguous sub-row"),
            input_option("--grid", "X", "draw the outcomes of the rows α x β for the row x (may be empty)"),
            also_called(value_option("--upto", "K", "α and β of the grid run over 1..K (default 16, at most 1000)"),
                        {"--size"}),
            svg_option("write the grid as an SVG picture to FILE")},
           "POSITION and X are rows of piles, left to right, separated by | , or whitespace:\n"
           "\"3 | 5 | 2\", \"3,5,2\" and \"3 5 2\" are the same row (whitespace inside a pile, as in\n"
           "\"w*2 + 1\", is part of it). Each pile is an ordinal of at least 1: naturals of any size, w (or ω,\n"
           "omega), + * ^ (or · ×), parentheses: \"w^2*3 + w + 7\". Blank text is the empty row.\n"
           "Left moves on the leftmost pile, Right on the rightmost, to any smaller size (0 removes it).\n"},
          run_endnim};
}

std::string demo_end_nim() {
  std::string out;
  auto show_row = [&](const char* text) {
    const Row row = end_nim::parse_row(text);
    const Analysis analysis = end_nim::analyze(row);
    out += fmt::format("  {:<26} {}  L = {}, R = {}\n", text, end_nim::outcome_name(analysis.outcome),
                       analysis.whole.left.to_string(), analysis.whole.right.to_string());
  };
  out += "The table of the paper, x = 5 2 3 3 1:\n";
  const Row x = end_nim::parse_row("5|2|3|3|1");
  end_nim::for_each_sub_row(x, [&](std::size_t first, std::size_t length, const end_nim::TriplePoint& point) {
    if (length >= 3) {
      out += fmt::format("  {:<18} L = {:<2} R = {}\n",
                         end_nim::format_row(std::span<const Ordinal>(x).subspan(first, length)),
                         point.left.to_string(), point.right.to_string());
    }
  });
  out += "Outcomes (with the triple point of the whole row):\n";
  for (const char* text :
       {"3|5|2|3|3|1|9", "3|5|2", "w*2+1 | w*2 | w+1", "w*2+1 | w*2+1 | w+1", "w*2+1 | w*2+2 | w+1"}) {
    show_row(text);
  }
  out += "Left's replies in w*2+1 | w*2 | w+1 after Right's move:\n";
  for (const char* text : {"w*2+1 | w*2", "w*2+1 | w*2 | w", "w*2+1 | w*2 | 7"}) {
    const Row row = end_nim::parse_row(text);
    const Analysis analysis = end_nim::analyze(row);
    const Printer show{OrdinalStyle::kAscii};
    out += fmt::format("  {:<26} Left wins: {}\n", text,
                       move_text("pile", 1, show(row.front()), describe_targets(analysis.left_moves, show)));
  }
  return out;
}

}  // namespace cgt::commands
