// cgt octal [--json] CODE [--upto N] [--mask M] [--threads N] [--no-sparse] [--summary]
//           [--values-out FILE [--values-format text|u16|u32]]
// Grundy values of heaps 0..N of an octal or take-and-break game by the sparse-space method,
// with the period the octal periodicity theorem certifies (without --upto: until one is
// certified), the summary the published tables list, and the values to a file (docs/octal.md).

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <thread>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/misere_games.hpp"
#include "cgt/misere_quotient.hpp"
#include "cgt/octal_game.hpp"
#include "commands/json.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

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
std::string octal_values_file(const GrundyValues& values, std::string_view format) {
  return values.visit([&](auto stored) {
    std::string out;
    if (format == "text") {
      out.reserve(stored.size() * 4);
      for (std::uint32_t v : stored) {
        out += std::to_string(v);
        out += '\n';
      }
      return out;
    }
    const std::size_t width = format == "u16" ? 2 : 4;
    out.resize(stored.size() * width);
    for (std::size_t i = 0; i < stored.size(); ++i) {
      const std::uint32_t v = stored[i];
      if (width == 2 && v > 65535) {
        throw LimitError("--values-format u16: G(" + std::to_string(i) + ") = " + std::to_string(v) +
                         " does not fit in 16 bits (use u32)");
      }
      for (std::size_t b = 0; b < width; ++b) {
        out[i * width + b] = static_cast<char>((v >> (8 * b)) & 0xFF);
      }
    }
    return out;
  });
}

std::string mask_text(std::uint32_t mask) {
  std::string bits;
  for (std::uint32_t m = mask; m != 0; m >>= 1) bits.insert(bits.begin(), (m & 1) != 0 ? '1' : '0');
  return std::to_string(mask) + " (binary " + bits + ")";
}

// --threads N (default every core): threads verifying the sparse-space method's heaps. The page's
// module has no threads, so there it is always one.
unsigned octal_threads(const Arguments& args) {
  constexpr std::uint64_t kMaxThreads = 64;
  const auto threads = static_cast<unsigned>(args.natural("--threads", 0, kMaxThreads));
  if (args.value("--threads") && threads == 0) {
    throw DomainError("--threads must be at least 1 (leave it out to use every core)");
  }
#if defined(__EMSCRIPTEN__)
  return 1;
#else
  return threads != 0 ? threads : std::max(1U, std::thread::hardware_concurrency());
#endif
}

// The options of the normal-play sequence, which misère play has no use for.
void reject_options_outside_misere(const Arguments& args, std::string_view mode) {
  for (const char* option : {"--mask", "--threads", "--values-out", "--values-format"}) {
    if (args.value(option)) {
      throw DomainError(fmt::format("{} does not apply to {}", option, mode));
    }
  }
  for (const char* option : {"--no-sparse", "--summary"}) {
    if (args.flag(option)) {
      throw DomainError(fmt::format("{} does not apply to {}", option, mode));
    }
  }
}

// --upto of the misère modes, which need it: `why` says why, in the message when it is missing.
std::size_t misere_heap_bound(const Arguments& args, std::string_view mode, std::string_view why) {
  if (!args.value("--upto")) {
    throw DomainError(fmt::format("{} needs --upto N ({})", mode, why));
  }
  reject_options_outside_misere(args, mode);
  const std::size_t upto = heap_bound(args, kMaxMisereHeap);
  if (upto > kMaxMisereHeap) {
    throw LimitError(fmt::format("--upto {} is too large for {} (at most {})", upto, mode, kMaxMisereHeap));
  }
  return upto;
}

// --misere: misère nim values and genera heap by heap, from the heaps' canonical forms.
Output run_octal_misere(const Arguments& args, const OctalGame& game) {
  const std::size_t upto =
      misere_heap_bound(args, "--misere", "misère values have no periodicity theorem to stop at");
  const std::vector<MisereGame> heaps = octal_misere_heaps(game, upto);
  if (args.flag("--json")) {
    Json values = Json::array();
    Json genera = Json::array();
    for (const MisereGame& heap : heaps) {
      values.push_back(json_integer(heap.misere_value()));
      genera.push_back(heap.genus().to_string());
    }
    return json_output({{"code", game.code()}, {"misere", true}, {"values", values}, {"genus", genera}});
  }
  std::string text = game.code() + " misère:";
  for (const MisereGame& heap : heaps) {
    text += fmt::format(" {}", heap.misere_value());
  }
  text += "\ngenus:";
  for (const MisereGame& heap : heaps) {
    text += " " + heap.genus().to_string();
  }
  return text_output(text + "\n");
}

// --quotient: the misère quotient of heaps 1..N, its presentation and P-portion.
Output run_octal_quotient(const Arguments& args, const OctalGame& game) {
  const std::size_t upto = misere_heap_bound(args, "--quotient", "the quotient of the sums of heaps 1..N");
  const MisereQuotient q = misere_quotient(game, upto);
  const auto words = [&](const std::vector<std::size_t>& elements) {
    std::vector<std::string> texts;
    for (const std::size_t x : elements) {
      texts.push_back(q.word_text(q.elements[x]));
    }
    return texts;
  };
  std::vector<std::string> generators;
  for (std::size_t g = 0; g < q.generator_heaps.size(); ++g) {
    generators.push_back(std::string(1, static_cast<char>('a' + g)));
  }
  std::vector<std::string> relations;
  for (const MisereQuotient::Relation& r : q.relations) {
    relations.push_back(q.word_text(r.word) + " = " + q.word_text(q.elements[r.element]));
  }
  std::vector<std::size_t> all(q.order());
  for (std::size_t x = 0; x < all.size(); ++x) {
    all[x] = x;
  }
  if (args.flag("--json")) {
    Json products = Json::array();
    for (const auto& row : q.products) {
      products.push_back(row);
    }
    return json_output({{"code", game.code()},
                        {"heaps", json_integer(upto)},
                        {"order", json_integer(q.order())},
                        {"generators", generators},
                        {"generator_heaps", q.generator_heaps},
                        {"relations", relations},
                        {"elements", words(all)},
                        {"p_portion", words(q.p_portion)},
                        {"heap_images", words(q.heap_images)},
                        {"products", products}});
  }
  std::string text = fmt::format("misère quotient of {}, heaps 1..{}: order {}\n", game.code(), upto, q.order());
  text += "generators:";
  for (std::size_t g = 0; g < generators.size(); ++g) {
    text += fmt::format(" {} (heap {})", generators[g], q.generator_heaps[g]);
  }
  text += "\nrelations: " + fmt::format("{}", fmt::join(relations, ", "));
  text += "\nP-portion: " + fmt::format("{}", fmt::join(words(q.p_portion), ", "));
  text += "\nelements: " + fmt::format("{}", fmt::join(words(all), ", "));
  text += fmt::format("\nheaps 0..{}: {}", upto, fmt::join(words(q.heap_images), " "));
  return text_output(text + "\n");
}

Output run_octal(const Arguments& args) {
  OctalGame game = OctalGame::parse(args.at(0));
  if (args.flag("--quotient")) {
    return run_octal_quotient(args, game);
  }
  if (args.flag("--misere")) {
    return run_octal_misere(args, game);
  }
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
  options.threads = octal_threads(args);
  // The work limit (--work-limit; octal's default is kOctalDefaultMaxWork) bounds the splits examined.
  // 0 lifts it for a run to a fixed --upto; a search for a period always keeps one (the default),
  // so that it ends — Python's calls run with no work limit unless set.
  const std::uint64_t work_limit = current_context().limits().work;
  options.max_work = work_limit != 0 ? work_limit
                     : until_period  ? kOctalDefaultMaxWork
                                     : std::numeric_limits<std::uint64_t>::max();
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
  // Without --upto the search for a period ends at the work limit with what it has; the answer
  // says so ("stopped_by" in JSON, a line in plain text).
  const bool stopped_by_work = until_period && !periodicity && last < upto;
  // What the answer will hold, by the memory limit too, before it is built: a JSON array holds
  // 16 bytes per value (32 while it grows) and its text about 8 more; plain text or a file about
  // 8 bytes per value (16 while the string grows).
  const bool summary_only = args.flag("--summary");
  const std::size_t heaps = sequence.values.size();
  std::size_t answer_bytes = summary_only ? 0 : (args.flag("--json") ? 40 : 16) * heaps;
  if (args.wants_file("--values-out")) answer_bytes += (format == "text" ? 16 : 8) * heaps;
  current_context().check_growth(answer_bytes + sequence.values.bytes_per_value() * heaps);  // and the values held
  Output output;
  if (args.wants_file("--values-out")) {
    output.files["--values-out"] = octal_values_file(sequence.values, format);
  }
  const std::optional<std::uint32_t> mask = options.mask ? options.mask : sequence.mask;
  if (args.flag("--json")) {
    Json out;
    if (!summary_only) {
      out["values"] = json_integers(sequence.values);
    }
    out["period"] = periodicity ? json_integer(periodicity->period) : Json(nullptr);
    out["preperiod"] = periodicity ? json_integer(periodicity->preperiod) : Json(nullptr);
    out["code"] = game.code();
    if (stopped_by_work) {
      out["stopped_by"] = "work_limit";
    }
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
  if (periodicity) {
    text += "period " + std::to_string(periodicity->period) + ", pre-period " + std::to_string(periodicity->preperiod) +
            "\n";
  } else if (stopped_by_work) {
    text += "no period certified by heap " + std::to_string(last) +
            " (the work limit); --upto or --work-limit go further\n";
  } else {
    text += "no period certified up to " + std::to_string(last) + "\n";
  }
  if (args.wants_file("--values-out")) {
    text += "wrote " + args.value("--values-out").value_or("") + "\n";
  }
  output.text = text;
  return output;
}

}  // namespace

Command octal_command() {
  return {{"octal",
           "Grundy sequence and periodicity of an octal game, e.g. 0.77 (Kayles)",
           {argument("CODE", "code: 0.77 Kayles, 0.07 Dawson's Kayles, 4.7, 0.137, 0.B (hexadecimal), grundy")},
           {value_option("--upto", "N",
                         "list heaps 0..N (at most 4000000000, as memory allows: 1 or 2 bytes a value and 4 a heap "
                         "for the sparse-space lists); without it, compute until a period is certified or the work "
                         "limit ends the search (Grundy's game and hexadecimal codes: up to heap 100000)"),
            value_option("--mask", "M",
                         "the sparse-space mask (decimal, 0x... or 0b...; default: chosen from the values)"),
            value_option("--threads", "N",
                         "threads verifying the sparse-space method's values (default: every core; the values are "
                         "the same for any number)"),
            flag("--no-sparse", "compute every value by the mex over all splits (the plain O(N^2) method)"),
            flag("--misere",
                 "misère play: the misère nim value and genus of each heap 0..N (needs --upto; from the heaps' "
                 "misère canonical forms, which grow fast; default work limit 1000000000)"),
            flag("--quotient",
                 "the misère quotient of the sums of heaps 1..N (Plambeck and Siegel): its order, generators, "
                 "relations, P-portion and each heap's element; needs --upto; proved exact, or an error"),
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

}  // namespace cgt::commands
