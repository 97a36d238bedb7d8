// The impartial-game commands (paper 002 and the classical heap games):
//   cgt impartial [--json] EXPR         Grundy value, variation set and outcome of an expression
//                                       of impartial games (*n, 0, {G, H}, +, :, G :_K H)
//   cgt chain [--json] --nimbers n1,...,nk --substitutes m1,...,m(k-1)
//                                       the chain *n1 :_{*m1} *n2 ... *nk (Theorem 3.10)
//   cgt nhe [--json] "P1 P2 ... PN"     Not High Element: value, longest play, winning moves
//   cgt boxes [--json] --stones n1,...,nk --labels c2,...,ck
//                                       the boxes ruleset
//   cgt octal [--json] CODE [--upto N] [--mask M] [--summary] [--values-out FILE]
//                                       Grundy values of heaps 0..N of an octal game (sparse-space
//                                       method), with the period certified by the octal periodicity
//                                       theorem (without --upto: until a period is certified)

#include <fmt/format.h>

#include <chrono>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>


#include "cgt/boxes.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial_chain.hpp"
#include "cgt/impartial_expression.hpp"
#include "cgt/natural_list.hpp"
#include "cgt/not_high_element.hpp"
#include "cgt/octal_game.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

// "variation" lists the sorted elements up to this many (null beyond: a variation set can be
// an interval of 10^24 values); "variation_intervals" is always there.
constexpr std::size_t kMaxListed = 100000;

// "variation": the sorted elements, or null when there are more than kMaxListed of them;
// "variation_intervals": [[first, last], ...] always (inclusive ends).
void add_variation(Json& out, const VariationSet& variation) {
  if (Integer::from_unsigned(kMaxListed) < variation.size()) {
    out["variation"] = nullptr;
  } else {
    out["variation"] = json_integers(variation.elements(kMaxListed));
  }
  Json intervals = Json::array();
  for (const auto& interval : variation.intervals()) {
    intervals.push_back({json_integer(interval.lo), json_integer(interval.hi - Integer(1))});
  }
  out["variation_intervals"] = std::move(intervals);
}

Output run_impartial(const Arguments& args) {
  ImpartialValue value = evaluate_impartial(args.at(0));
  const Outcome outcome = impartial_outcome(value.grundy.is_zero());
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(value.grundy);
    add_variation(out, value.variation);
    out["outcome"] = outcome_name(outcome);
    return json_output(out);
  }
  return text_output("grundy: " + value.grundy.to_string() + "\nvariation: " + value.variation.to_string() + "\n" +
                     outcome_line(outcome));
}

Output run_chain(const Arguments& args) {
  std::vector<Integer> nimbers = parse_natural_list(args.value("--nimbers").value_or(""), "--nimbers", "nimber");
  std::vector<Integer> substitutes =
      parse_natural_list(args.value("--substitutes").value_or(""), "--substitutes", "substitute");
  Integer grundy = chain_grundy(nimbers, substitutes);
  VariationSet variation = chain_variation(nimbers, substitutes);
  const Outcome outcome = impartial_outcome(grundy.is_zero());
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(grundy);
    add_variation(out, variation);
    out["outcome"] = outcome_name(outcome);
    return json_output(out);
  }
  return text_output("grundy: " + grundy.to_string() + "\nvariation: " + variation.to_string() + "\n" +
                     outcome_line(outcome));
}

Output run_nhe(const Arguments& args) {
  std::vector<std::uint32_t> tokens = parse_permutation(args.at(0));
  NotHighElementAnalysis analysis = analyze_not_high_element(tokens);
  const Outcome outcome = impartial_outcome(analysis.grundy == 0);
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(analysis.grundy);
    out["outcome"] = outcome_name(outcome);
    // Always a decimal string (it can have 300000 digits); the key has been a string from the
    // start, and a key keeps its type (docs/json.md).
    out["max_moves"] = analysis.max_moves.to_string();
    Json moves = Json::array();
    for (std::uint32_t token : analysis.winning_tokens) {
      moves.push_back({{"token", json_integer(token)}});
    }
    out["moves"] = std::move(moves);
    return json_output(out);
  }
  std::string text = "grundy: " + std::to_string(analysis.grundy) + "\n" + outcome_line(outcome) +
                     "max_moves: " + analysis.max_moves.to_string() + "\nwinning moves:";
  for (std::uint32_t token : analysis.winning_tokens) {
    text += " move token " + std::to_string(token) + " to the front";
  }
  if (analysis.winning_tokens.empty()) {
    text += " none";
  }
  return text_output(text + "\n");
}

Output run_boxes(const Arguments& args) {
  std::vector<Integer> stones = parse_natural_list(args.value("--stones").value_or(""), "--stones", "box");
  std::vector<Integer> labels = parse_natural_list(args.value("--labels").value_or(""), "--labels", "label");
  BoxesAnalysis analysis = analyze_boxes(stones, labels);
  const Outcome outcome = impartial_outcome(analysis.grundy.is_zero());
  if (args.flag("--json")) {
    Json out;
    out["grundy"] = json_integer(analysis.grundy);
    out["outcome"] = outcome_name(outcome);
    Json moves = Json::array();
    for (const BoxesMove& move : analysis.winning_moves) {
      moves.push_back({{"box", json_integer(move.box)}, {"to", json_integer(move.to)}});
    }
    out["moves"] = std::move(moves);
    return json_output(out);
  }
  std::string text = "grundy: " + analysis.grundy.to_string() + "\n" + outcome_line(outcome) + "winning moves:";
  for (const BoxesMove& move : analysis.winning_moves) {
    text += " box " + std::to_string(move.box) + " to " + move.to.to_string() + ";";
  }
  if (analysis.winning_moves.empty()) {
    text += " none";
  }
  return text_output(text + "\n");
}

// Without --upto, `cgt octal` computes until the periodicity theorem certifies a period, or up
// to the library's limit (0.354 is certified at 20.1 million heaps); for Grundy's game and
// hexadecimal codes, which the theorem does not cover, up to this many.
constexpr std::size_t kOctalDefaultLimitNoTheorem = 100'000;

// --upto N: a heap size, as a natural number (a negative one is named as such).
std::size_t heap_bound(const Arguments& args, std::size_t fallback) {
  const std::string text = args.value("--upto").value_or("");
  if (text.starts_with('-') && text.size() > 1 && text.find_first_not_of("0123456789", 1) == std::string::npos) {
    throw DomainError("--upto must be a heap size (0 or more), not " + text);
  }
  return args.natural("--upto", fallback, kMaxOctalHeaps);
}

// --mask M: decimal, 0x hexadecimal or 0b binary (Flammenkamp writes masks in binary).
std::optional<std::uint32_t> octal_mask(const Arguments& args, const OctalGame& game) {
  const std::optional<std::string> text = args.value("--mask");
  if (!text) return std::nullopt;
  std::string digits = *text;
  int base = 10;
  if (digits.starts_with("0x") || digits.starts_with("0X")) base = 16;
  if (digits.starts_with("0b") || digits.starts_with("0B")) base = 2;
  if (base != 10) digits = digits.substr(2);
  std::uint64_t value = 0;
  bool ok = !digits.empty() && digits.size() <= 20;
  for (char c : digits) {
    int d = -1;
    if (c >= '0' && c <= '9') d = c - '0';
    if (c >= 'a' && c <= 'f') d = 10 + (c - 'a');
    if (c >= 'A' && c <= 'F') d = 10 + (c - 'A');
    if (d < 0 || d >= base) {
      ok = false;
      break;
    }
    value = value * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
    if (value > 65535) {
      ok = false;
      break;
    }
  }
  if (!ok || value == 0) {
    throw DomainError("--mask must be a number from 1 to 65535 (decimal, 0x... or 0b...), not '" + *text + "'");
  }
  if (game.splits_in_three()) {
    throw DomainError("--mask: the sparse-space method is for moves leaving at most two heaps, and " + game.code() +
                      " has moves leaving three");
  }
  return static_cast<std::uint32_t>(value);
}

// --values-out FILE: G(0..N) as text (one value per line) or little-endian binary words.
std::string octal_values_file(std::span<const std::uint32_t> values, std::string_view format) {
  std::string out;
  if (format == "text") {
    out.reserve(values.size() * 4);
    for (std::uint32_t v : values) {
      out += std::to_string(v);
      out += '\n';
    }
    return out;
  }
  const std::size_t width = format == "u16" ? 2 : 4;
  out.resize(values.size() * width);
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::uint32_t v = values[i];
    if (width == 2 && v > 65535) {
      throw LimitError("--values-format u16: G(" + std::to_string(i) + ") = " + std::to_string(v) +
                       " does not fit in 16 bits (use u32)");
    }
    for (std::size_t b = 0; b < width; ++b) {
      out[i * width + b] = static_cast<char>((v >> (8 * b)) & 0xFF);
    }
  }
  return out;
}

std::string mask_text(std::uint32_t mask) {
  std::string bits;
  for (std::uint32_t m = mask; m != 0; m >>= 1) bits.insert(bits.begin(), (m & 1) != 0 ? '1' : '0');
  return std::to_string(mask) + " (binary " + bits + ")";
}

Output run_octal(const Arguments& args) {
  OctalGame game = OctalGame::parse(args.at(0));
  const bool until_period = !args.value("--upto");
  const std::size_t upto =
      heap_bound(args, game.periodicity_theorem_applies() ? kMaxOctalHeaps : kOctalDefaultLimitNoTheorem);
  const std::string format = args.value("--values-format").value_or("text");
  if (format != "text" && format != "u16" && format != "u32") {
    throw DomainError("--values-format must be text, u16 or u32, not '" + format + "'");
  }
  if (args.value("--values-format") && !args.wants_file("--values-out")) {
    throw DomainError("--values-format says how --values-out writes the values: give --values-out FILE too");
  }
  OctalOptions options;
  options.stop_at_max_work = until_period;  // report how far it got rather than fail
  options.fill_to_upto = !until_period;
  options.mask = octal_mask(args, game);
  if (args.flag("--no-sparse")) {
    if (options.mask) throw DomainError("--mask and --no-sparse cannot be used together");
    options.sparse = false;
  }
  const std::function<void(std::string_view)>& report = args.request().progress;
  if (report) {
    const auto started = std::chrono::steady_clock::now();
    options.progress = [&, started](std::size_t heap) {
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      report(fmt::format("octal {}: heap {} of {}{}, {:.0f} heaps/s", game.code(), heap, upto,
                         until_period ? " (or until a period is certified)" : "",
                         seconds > 0 ? static_cast<double>(heap) / seconds : 0.0));
    };
  }
  OctalSequence sequence = octal_grundy_sequence(game, upto, options);
  const auto& periodicity = sequence.periodicity;
  if (until_period && periodicity) {
    // The values the theorem needed: G(0..2q + 2p + t - 1).
    const std::size_t needed = 2 * periodicity->preperiod + 2 * periodicity->period + game.max_removal();
    if (needed < sequence.values.size()) {
      sequence.values.resize(needed);
    }
  }
  const std::size_t last = sequence.values.size() - 1;
  Output output;
  if (args.wants_file("--values-out")) {
    output.files["--values-out"] = octal_values_file(sequence.values, format);
  }
  const bool summary_only = args.flag("--summary");
  const std::optional<std::uint32_t> mask = options.mask ? options.mask : sequence.mask;
  if (args.flag("--json")) {
    Json out;
    if (!summary_only) {
      out["values"] = json_integers(sequence.values);
    }
    out["period"] = periodicity ? json_integer(periodicity->period) : Json(nullptr);
    out["preperiod"] = periodicity ? json_integer(periodicity->preperiod) : Json(nullptr);
    out["code"] = game.code();
    if (summary_only) {
      const OctalSummary summary = summarize_octal(sequence.values, mask);
      out["heaps"] = json_integer(summary.heaps);
      out["largest"] = json_integer(summary.largest);
      out["largest_first"] = json_integer(summary.largest_first);
      out["mask"] = mask ? json_integer(*mask) : Json(nullptr);
      Json rare = Json::array();
      for (const OctalSummary::Rare& r : summary.rare) {
        rare.push_back({{"value", json_integer(r.value)}, {"count", json_integer(r.count)}, {"last", json_integer(r.last)}});
      }
      out["rare"] = mask ? rare : Json(nullptr);
      out["rare_heaps"] = mask ? json_integer(summary.rare_heaps) : Json(nullptr);
      out["last_rare_heap"] = mask && summary.rare_heaps > 0 ? json_integer(summary.last_rare_heap) : Json(nullptr);
    }
    output.text = json_output(out).text;
    return output;
  }
  std::string text;
  if (summary_only) {
    const OctalSummary summary = summarize_octal(sequence.values, mask);
    text += game.code() + ": " + std::to_string(summary.heaps) + " heaps (0.." + std::to_string(last) + ")\n";
    text += "largest value " + std::to_string(summary.largest) + ", first at heap " +
            std::to_string(summary.largest_first) + "\n";
    if (mask) {
      text += "mask " + mask_text(*mask) + ": " + std::to_string(summary.rare_heaps) + " rare heap" +
              (summary.rare_heaps == 1 ? "" : "s");
      text += summary.rare_heaps > 0 ? ", the last at " + std::to_string(summary.last_rare_heap) + "\n" : "\n";
      for (const OctalSummary::Rare& r : summary.rare) {
        text += fmt::format("  rare value {}: {} heap{}, last at {}\n", r.value, r.count, r.count == 1 ? "" : "s", r.last);
      }
    } else {
      text += options.sparse && !game.splits_in_three()
                  ? "no mask: none made the values sparse while they were computed (give one with --mask)\n"
                  : "no mask: the sparse-space method was not used\n";
    }
  } else {
    text = game.code() + ":";
    for (std::uint32_t value : sequence.values) {
      text += fmt::format(" {}", value);
    }
    text += "\n";
  }
  text += periodicity ? "period " + std::to_string(periodicity->period) + ", pre-period " +
                            std::to_string(periodicity->preperiod) + "\n"
                      : "no period certified up to " + std::to_string(last) + "\n";
  if (!periodicity && until_period && last < upto) {
    text += "stopped at heap " + std::to_string(last) + ": the next heaps would take too long (--upto N goes on)\n";
  }
  if (args.wants_file("--values-out")) {
    text += "wrote " + args.value("--values-out").value_or("") + "\n";
  }
  output.text = text;
  return output;
}

// The --help text of the list options.
const char* const kNaturalListSyntax =
    "LIST is naturals (of any size) separated by commas, bars or whitespace: \"3,1,4\" or \"3 1 4\";\n"
    "blank text is the empty list.\n";

}  // namespace

Command impartial_command() {
  return {{"impartial",
           "Grundy value, variation set and outcome of impartial games: *n, 0, {G, H}, +, :, G :_K H",
           {argument("EXPR", R"(e.g. "*2 :_*1 *4", "({0, *2} + *3) : *1")")},
           {json_flag()},
           "EXPR is an expression of impartial games:\n"
           "  *n, *       the nimber *n (n a natural of any size; * is *1)\n"
           "  0           the zero game\n"
           "  {G, H, ...} the game whose options are G, H, ... ({} is 0)\n"
           "  G + H       disjunctive sum\n"
           "  G : H       ordinal sum (a move in G discards H)\n"
           "  G :_K H     ordinal sum with substitution: a move in G replaces what is left of H by K\n"
           "              (K an atom such as *2, 0, {...}, or a parenthesised expression)\n"
           "  ( ... )     parentheses; + : and :_K have one precedence and associate to the left\n"},
          run_impartial};
}

Command chain_command() {
  return {{"chain",
           "Grundy value of a chain of nimbers *n1 :_{*m1} *n2 ... (Theorem 3.10)",
           {},
           {input_option("--nimbers", "LIST", "n1,...,nk: the chain *n1 :_{*m1} *n2 ... *nk", /*required=*/true),
            input_option("--substitutes", "LIST", "m1,...,m(k-1): one fewer than the nimbers"), json_flag()},
           kNaturalListSyntax},
          run_chain};
}

Command nhe_command() {
  return {{"nhe",
           "Not High Element on a permutation of 1..N: value, longest play, winning moves",
           {argument("PERMUTATION", "e.g. \"3 1 4 2 5\"")},
           {json_flag()},
           "PERMUTATION is the tokens' values 1..N in order, separated by commas, bars or whitespace:\n"
           "\"3 1 4 2 5\" or \"3,1,4,2,5\"; blank text is the empty row (N = 0). A token is a record if no\n"
           "larger token is to its left; a move takes a token that is not a record to the front.\n"},
          run_nhe};
}

Command boxes_command() {
  return {{"boxes",
           "The boxes ruleset: remove stones from a box, later boxes reset to labels",
           {},
           {input_option("--stones", "LIST", "n1,...,nk: the stones in boxes 1..k", /*required=*/true),
            input_option("--labels", "LIST", "c2,...,ck: what boxes 2..k reset to"), json_flag()},
           kNaturalListSyntax},
          run_boxes};
}

Command octal_command() {
  return {{"octal",
           "Grundy sequence and periodicity of an octal game, e.g. 0.77 (Kayles)",
           {argument("CODE", "code: 0.77 Kayles, 0.07 Dawson's Kayles, 4.7, 0.137, 0.B (hexadecimal), grundy")},
           {value_option("--upto", "N",
                         "list heaps 0..N (at most 25000000); without it, compute until a period is certified (up "
                         "to 25000000; Grundy's game and hexadecimal codes: up to 100000)"),
            value_option("--mask", "M",
                         "the sparse-space mask (decimal, 0x... or 0b...; default: chosen from the values)"),
            flag("--no-sparse", "compute every value by the mex over all splits (the plain O(N^2) method)"),
            flag("--summary",
                 "print the largest value, the mask and the rare values with their last heaps instead of the values"),
            OptionInfo{"--values-out", "FILE", "write G(0..N) to FILE (see --values-format)", OptionKind::kOutputFile,
                       false, false, {}},
            value_option("--values-format", "F",
                         "text (one value per line, default), u16 or u32 (little-endian binary words)"),
            json_flag()},
           "CODE is an octal code d0.d1d2d3... (Guy and Smith, as CGSuite writes them): digit d_k says what a\n"
           "move removing k tokens from a heap may leave: 1 nothing, 2 one heap, 4 two heaps, or a sum of\n"
           "these. d0 is 0, or 4 (split a heap without removing). Kayles 0.77, Dawson's Kayles 0.07.\n"
           "Hexadecimal digits (8 = three heaps, A-F) give Winning Ways' hexadecimal games; `grundy` is\n"
           "Grundy's game (split a heap into two unequal heaps).\n"
           "A period is reported only when the octal periodicity theorem certifies it from the values.\n"
           "Long runs show progress on stderr.\n"},
          run_octal};
}

std::string demo_impartial() {
  std::string out;
  for (const char* example : {"*2 + *3", "*2 : *1", "*2 :_*4 *1", "*2 :_*1 *4", "{0, *1, *3} :_*2 (*1 + *1)",
                              "*1000000000000000000000 :_*5 *3"}) {
    ImpartialValue value = evaluate_impartial(example);
    out += "  " + std::string(example) + "  ->  grundy " + value.grundy.to_string() +
           ", V = " + value.variation.to_string() + "\n";
  }
  std::vector<Integer> nimbers{Integer(3), Integer(1), Integer(4), Integer(1), Integer(5)};
  std::vector<Integer> substitutes{Integer(2), Integer(7), Integer(1), Integer(8)};
  out += "  chain *3 :_*2 *1 :_*7 *4 :_*1 *1 :_*8 *5  ->  grundy " + chain_grundy(nimbers, substitutes).to_string() +
         " (Theorem 3.10)\n";
  std::vector<std::uint32_t> row{3, 1, 4, 2, 5};
  NotHighElementAnalysis nhe = analyze_not_high_element(row);
  out += "  Not High Element 3 1 4 2 5  ->  grundy " + std::to_string(nhe.grundy) + ", longest play " +
         nhe.max_moves.to_string() + " moves\n";
  for (const char* code : {"0.77", "0.07"}) {
    OctalSequence sequence = octal_grundy_sequence(OctalGame::parse(code), 300);
    out += "  octal " + std::string(code) + "  ->  G(1..12) =";
    for (std::size_t n = 1; n <= 12; ++n) {
      out += fmt::format(" {}", sequence.values[n]);
    }
    out += ", period " + std::to_string(sequence.periodicity->period) + ", pre-period " +
           std::to_string(sequence.periodicity->preperiod) + "\n";
  }
  return out;
}

}  // namespace cgt::commands
