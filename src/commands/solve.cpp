// `cgt solve [--json] EXPR`: who wins a sum of board positions and canonical games, by search
// with CGT inside (docs/solve.md).

#include <cstdint>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/solve.hpp"
#include "cgt/solve_db.hpp"
#include "commands/json_writer.hpp"
#include "commands/registry.hpp"

namespace cgt::commands {

namespace {

constexpr std::uint64_t kMaxThreads = 1024;
constexpr std::uint64_t kMaxSplitDepth = 8;

Output run_solve(const Arguments& args) {
  SolveOptions options;
  if (const auto& report = args.request().progress) {
    options.progress = [&report](std::uint64_t nodes) { report(fmt::format("solve: {} nodes", nodes)); };
  }
  if (args.value("--canonical-size")) {
    options.canonical_size = static_cast<unsigned>(args.natural("--canonical-size", 0, 64));
  }
  options.threads = static_cast<unsigned>(args.natural("--threads", 0, kMaxThreads));
  if (args.value("--threads") && options.threads == 0) {
    throw DomainError("--threads must be at least 1 (leave it out to use every core)");
  }
  if (args.value("--split-depth")) {
    options.split_depth = static_cast<unsigned>(args.natural("--split-depth", 0, kMaxSplitDepth));
    if (*options.split_depth == 0) {
      throw DomainError("--split-depth must be a whole number from 1 to 8, not '0'");
    }
  }
  options.checkpoint = args.value("--checkpoint").value_or("");
  options.transport = args.request().transport;
  if (const auto& report = args.request().progress) {
    options.task_progress = [&report](std::uint64_t done, std::uint64_t total, std::uint64_t resumed) {
      report(resumed > 0 ? fmt::format("solve: {}/{} tasks ({} from the checkpoint)", done, total, resumed)
                         : fmt::format("solve: {}/{} tasks", done, total));
    };
  }
  std::optional<SolveDatabase> db;
  if (const auto path = args.value("--db")) {
#if defined(__EMSCRIPTEN__)
    // The page's files live in its worker's memory and die with it: nothing would be kept.
    throw DomainError("--db is not available in the browser: run it with the cgt command (docs/solve.md)");
#endif
    db = SolveDatabase::open(*path);
    options.database = &*db;
    // One search thread unless --threads says otherwise: the sequential search also keeps the
    // move ordering it learnt in the file (docs/solve.md, "Database").
    if (!args.value("--threads")) {
      options.threads = 1;
    }
  }
  const SolveResult r = solve_sum(args.at(0), options);
  if (!r.reports) {
    return text_output("");  // another MPI rank: rank 0 prints the answer
  }
  if (args.flag("--json")) {
    JsonWriter out(256 + (r.left_move ? r.left_move->size() : 0) + (r.right_move ? r.right_move->size() : 0));
    out.begin_object().key("db_hits").integer(r.db_hits);
    out.key("left_first").string(r.left_first_wins ? "win" : "lose");
    out.key("left_move");
    if (r.left_move) {
      out.string(*r.left_move);
    } else {
      out.null();
    }
    out.key("nodes").integer(r.nodes);
    out.key("outcome").string(outcome_name(r.outcome));
    out.key("right_first").string(r.right_first_wins ? "win" : "lose");
    out.key("right_move");
    if (r.right_move) {
      out.string(*r.right_move);
    } else {
      out.null();
    }
    out.end_object();
    return json_output(out);
  }
  std::string text = outcome_line(r.outcome);
  const auto first = [&text](const char* who, const std::optional<std::string>& move) {
    text += who;
    if (move) {
      text += " moving first wins, e.g. to ";
      text += *move;
    } else {
      text += " moving first loses";
    }
    text += '\n';
  };
  first("Left", r.left_move);
  first("Right", r.right_move);
  text += fmt::format("nodes: {} (database hits: {})\n", r.nodes, r.db_hits);
  return text_output(std::move(text));
}

}  // namespace

Command solve_command() {
  return {{"solve",
           "Who wins a sum of board positions and games, by search with CGT inside (no canonical form of the whole)",
           {argument("EXPR", "e.g. 'domineering(\"......|......|......|......|......|......\")', "
                             "'clobber(\"xoxo|oxox\") + {1|0}'")},
           {json_flag(),
            value_option("--canonical-size", "N",
                         "components of at most N cells (empty cells, stones) take their canonical value "
                         "(default: per ruleset, docs/solve.md; 0: search everything)"),
            value_option("--threads", "N", "worker threads in this process (default: every core; 1: one search)"),
            value_option("--split-depth", "K",
                         "split the search into the sums K plies below the root (1 to 8; default: enough "
                         "for four tasks a thread)"),
            value_option("--checkpoint", "FILE", "record finished tasks in FILE, and resume from it"),
            value_option("--db", "FILE",
                         "a database of solved sums kept between runs: read first, and the answers of long "
                         "searches added to it at the end, also when stopped (created if missing)")},
           "Terms are joined by '+'. A board call (domineering, clobber, amazons, konane, cram,\n"
           "toads_and_frogs with a grid string, '-' negates it) is searched; any other term is a\n"
           "game expression as in `cgt game`, evaluated to its canonical form. Components of a\n"
           "few cells take their canonical value inside the search. Long runs show progress on\n"
           "stderr. On several threads, or under mpirun, the sums a few plies down are searched\n"
           "in parallel and the answer is the same (the node count is not): docs/solve.md.\n"
           "With --db FILE (one search thread unless --threads is given; under mpirun rank 0\n"
           "writes it), a run stopped by its limit or Ctrl-C resumes faster next time.\n"},
          run_solve};
}

}  // namespace cgt::commands
