#include "cli/sweep_command.hpp"

#include <unistd.h>

#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "cgt/error.hpp"
#include "cgt/output_file.hpp"
#include "cgt/sweep_request.hpp"
#include "cli/mpi_launch.hpp"

namespace cgt::cli {

namespace {

std::atomic<int> stop_signal{0};

extern "C" void on_stop_signal(int signal) { stop_signal.store(signal); }

// Until the run ends, SIGINT and SIGTERM (what mpirun passes on) stop it cleanly.
class StopSignals {
 public:
  StopSignals() {
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &old_int_);
    sigaction(SIGTERM, &action, &old_term_);
  }
  ~StopSignals() {
    sigaction(SIGINT, &old_int_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
  }
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

 private:
  struct sigaction old_int_ {};
  struct sigaction old_term_ {};
};

std::string duration_text(double seconds) {
  if (seconds < 10) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", seconds);
    return text;
  }
  if (seconds < 90) return std::to_string(static_cast<long>(std::ceil(seconds))) + " s";
  if (seconds < 5400) return std::to_string(static_cast<long>(std::ceil(seconds / 60))) + " min";
  if (seconds < 172800) return std::to_string(static_cast<long>(std::ceil(seconds / 3600))) + " h";
  return std::to_string(static_cast<long>(std::ceil(seconds / 86400))) + " days";
}

void print_progress(const std::string& name, const tasks::Progress& p, bool terminal) {
  const std::uint64_t computed = p.done - p.resumed;
  const double rate = p.seconds > 0 ? static_cast<double>(computed) / p.seconds : 0;
  char rate_text[64];
  std::snprintf(rate_text, sizeof rate_text, "%.1f", rate);
  std::string line = "sweep " + name + ": " + std::to_string(p.done) + "/" + std::to_string(p.total) + " tasks";
  if (p.resumed > 0) line += " (" + std::to_string(p.resumed) + " from the checkpoint)";
  line += ", " + std::string(rate_text) + " tasks/s";
  if (p.done == p.total) {
    line += ", done in " + duration_text(p.seconds);
  } else if (rate > 0) {
    line += ", about " + duration_text(static_cast<double>(p.total - p.done) / rate) + " left";
  }
  line = terminal ? "\r" + line + "\033[K" + (p.done == p.total ? "\n" : "") : line + "\n";
  (void)!::write(STDERR_FILENO, line.data(), line.size());
}

}  // namespace

int run_sweep_command(const commands::Request& request, Limits limits) {
#if defined(__EMSCRIPTEN__)
  // The page's module has no threads (a Web Worker of its own would need cross-origin isolation
  // headers that a plain static server does not send), and a sweep is a long batch job anyway.
  (void)request;
  (void)limits;
  throw DomainError("sweep is not available in the browser: run it with the cgt command (docs/sweeps.md)");
#endif
  const int rank = launcher_rank();
  try {
    // Bad arguments end here, on every rank alike, before MPI starts or any work is done.
    commands::SweepRequest parsed = commands::parse_sweep_request(request);
    std::unique_ptr<tasks::Transport> transport;
    if (rank >= 0) transport = load_mpi_transport();
    const bool terminal = ::isatty(STDERR_FILENO) != 0;
    const std::string name = parsed.sweep->name();
    parsed.options.limits = limits;
    parsed.options.transport = transport.get();
    parsed.options.stop = &stop_signal;
    parsed.options.progress_seconds = terminal ? 1.0 : 10.0;
    // As for every command, nothing in the first two seconds (an error then is the one line on
    // stderr) but the last line of a finished run; a line left on a terminal is cleared before an
    // error message starts its own.
    bool shown = false;
    parsed.options.progress = [&](const tasks::Progress& p) {
      if (p.seconds < 2 && p.done != p.total) return;
      shown = p.done != p.total;
      print_progress(name, p, terminal);
    };
    const auto clear_progress = [&] {
      if (shown && terminal) (void)!::write(STDERR_FILENO, "\r\033[K", 4);
    };
    StopSignals signals;
    try {
      const sweeps::RunResult result = sweeps::run_sweep(*parsed.sweep, parsed.options);
      // With `--out -` the results are standard output, and the summary stays off it.
      const std::string text =
          names_standard_output(parsed.options.out) ? "" : commands::sweep_output(result, parsed.json);
      for (std::size_t put = 0; put < text.size();) {
        const ssize_t n = ::write(STDOUT_FILENO, text.data() + put, text.size() - put);
        if (n <= 0) throw DomainError("cannot write the summary to standard output");
        put += static_cast<std::size_t>(n);
      }
      return 0;
    } catch (const CancelledError&) {
      clear_progress();
      if (rank > 0) return 128 + (stop_signal.load() != 0 ? stop_signal.load() : SIGINT);
      const int signal = stop_signal.load() != 0 ? stop_signal.load() : SIGINT;
      std::string message = std::string("cgt: interrupted") +
                            (parsed.options.checkpoint.empty()
                                 ? " (without --checkpoint, finished tasks are not kept)\n"
                                 : " — finished tasks are in " + parsed.options.checkpoint +
                                       "; the same command resumes\n");
      (void)!::write(STDERR_FILENO, message.data(), message.size());
      return 128 + signal;
    } catch (...) {
      clear_progress();
      throw;
    }
  } catch (...) {
    // Rank 0 says why and exits 2, which is mpirun's status. Another rank exits 0: a non-zero
    // status there makes mpirun abort the job, which can end rank 0 before its message is out.
    if (rank > 0) return 0;
    throw;
  }
}

}  // namespace cgt::cli
