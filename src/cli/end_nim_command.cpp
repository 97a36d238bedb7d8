// `cgt endnim [--json] [--unicode] [--table] POSITION` and
// `cgt endnim --grid X [--size K] [--svg FILE] [--json]`: Ordinal Partizan End Nim.

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <optional>

#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"
#include "cgt/ordinal_text.hpp"
#include "cli/command.hpp"
#include "cli/end_nim_svg.hpp"

namespace cgt::cli {

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

struct Options {
  std::string position;
  bool json = false;
  bool unicode = false;
  bool table = false;
  std::optional<std::string> grid;
  std::optional<std::size_t> size;
  std::optional<std::string> svg;
};

struct Printer {
  OrdinalStyle style;
  [[nodiscard]] std::string operator()(const Ordinal& value) const { return format_ordinal(value, style); }
};

std::string describe_outcome(Outcome outcome) {
  switch (outcome) {
    case Outcome::kL:
      return "L (Left wins, whoever moves first)";
    case Outcome::kR:
      return "R (Right wins, whoever moves first)";
    case Outcome::kN:
      return "N (the player who moves first wins)";
    case Outcome::kP:
      return "P (the player who moves second wins)";
  }
  return "?";
}

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

// One line for a player moving first: lose, or the winning targets and one concrete move.
std::string describe_player(const std::string& player, std::size_t pile_index, const Ordinal& pile,
                            const TargetSet& targets, const Printer& show) {
  if (targets.empty()) {
    return fmt::format("{} moving first loses: every move of pile {} ({}) loses\n", player, pile_index, show(pile));
  }
  const Ordinal& example = targets.front().from;
  const std::string move = example.is_zero()
                               ? fmt::format("remove pile {}", pile_index)
                               : fmt::format("move pile {} from {} to {}", pile_index, show(pile), show(example));
  return fmt::format("{} moving first wins by moving pile {} ({}) to {}; e.g. {}\n", player, pile_index, show(pile),
                     describe_targets(targets, show), move);
}

nlohmann::json targets_json(const TargetSet& targets) {
  nlohmann::json list = nlohmann::json::array();
  for (const Interval& interval : targets) {
    list.push_back({{"from", interval.from.to_string()}, {"below", interval.below.to_string()}});
  }
  return list;
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
  out += "outcome: " + describe_outcome(analysis.outcome) + "\n";
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

nlohmann::json table_json(const Row& row) {
  nlohmann::json list = nlohmann::json::array();
  end_nim::for_each_sub_row(row, [&](std::size_t first, std::size_t length, const end_nim::TriplePoint& point) {
    list.push_back({{"first", first + 1},
                    {"last", first + length},
                    {"L", point.left.to_string()},
                    {"R", point.right.to_string()}});
  });
  return list;
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

void run_position(const Options& options) {
  const Row row = end_nim::parse_row(read_position(options.position));
  if (options.table) {
    check_table_size(row.size());
  }
  const Analysis analysis = end_nim::analyze(row);
  const Printer show{options.unicode ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii};
  if (options.json) {
    nlohmann::json out = {{"piles", row.size()},
                          {"outcome", std::string(end_nim::outcome_name(analysis.outcome))},
                          {"L", analysis.whole.left.to_string()},
                          {"R", analysis.whole.right.to_string()},
                          {"left_moves", targets_json(analysis.left_moves)},
                          {"right_moves", targets_json(analysis.right_moves)}};
    if (options.table) {
      out["table"] = table_json(row);
    }
    print_json(out);
    return;
  }
  std::string out = analysis_text(row, analysis, show);
  if (options.table) {
    out += table_text(row, show);
  }
  print_text(out);
}

void run_grid(const Options& options) {
  const Row x = end_nim::parse_row(read_position(*options.grid));
  const std::size_t size = options.size.value_or(16);
  if (size == 0) {
    throw DomainError("--size must be at least 1");
  }
  if (size > kGridLimit) {
    throw LimitError(fmt::format("--size is at most {} (got {})", kGridLimit, size));
  }
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
  if (options.svg) {  // everything is computed; the file is written before anything is printed
    write_text_file(*options.svg, end_nim_grid_svg(grid, size, point, x_text));
  }
  if (options.json) {
    nlohmann::json out = {
        {"x", x_text}, {"L", point.left.to_string()}, {"R", point.right.to_string()}, {"size", size}, {"rows", rows}};
    if (options.svg) {
      out["svg"] = *options.svg;
    }
    print_json(out);
    return;
  }
  const Printer show{options.unicode ? OrdinalStyle::kUnicode : OrdinalStyle::kAscii};
  std::string out = fmt::format("x = {}: L(x) = {}, R(x) = {}\n", x.empty() ? "(empty row)" : x_text, show(point.left),
                                show(point.right));
  out += fmt::format("outcome of a x b for a = 1..{} (left to right) and b = {}..1 (top to bottom):\n", size, size);
  const std::size_t label = std::to_string(size).size();
  for (std::size_t beta = size; beta >= 1; --beta) {
    out += fmt::format("{:>{}} {}\n", beta, label, rows[beta - 1]);
  }
  if (options.svg) {
    out += "wrote " + *options.svg + "\n";
  }
  print_text(out);
}

}  // namespace

void add_endnim_command(CLI::App& app) {
  auto* command = app.add_subcommand(
      "endnim", "Ordinal Partizan End Nim: outcome, L and R, winning moves; --table; --grid picture");
  auto options = std::make_shared<Options>();
  command->add_option("POSITION", options->position,
                      "piles separated by | or , e.g. \"w*2+1 | w*2 | w+1\"; - reads standard input");
  command->add_flag("--json", options->json, "print one JSON object");
  command->add_flag("--unicode", options->unicode, "print ω and · (plain output only)");
  command->add_flag("--table", options->table, "also list L and R of every contiguous sub-row");
  command->add_option("--grid", options->grid, "the row x of a grid of outcomes of α x β (may be empty)");
  command->add_option("--size", options->size, "α and β run over 1..K in the grid (default 16)");
  command->add_option("--svg", options->svg, "write the grid as an SVG picture to FILE");
  command->callback([command, options] {
    const bool has_position = command->count("POSITION") > 0;
    if (options->grid) {
      if (has_position || options->table) {
        throw DomainError("--grid draws α x β for the row it is given: no POSITION and no --table with it");
      }
      run_grid(*options);
      return;
    }
    if (options->size || options->svg) {
      throw DomainError("--size and --svg go with --grid");
    }
    if (!has_position) {
      throw DomainError("no position given (piles separated by | or ,; - reads standard input)");
    }
    run_position(*options);
  });
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
    out += fmt::format("  {:<26} Left wins moving pile 1 to {}\n", text, describe_targets(analysis.left_moves, show));
  }
  return out;
}

}  // namespace cgt::cli
