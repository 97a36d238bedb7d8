#include "engine.hpp"

#include <atomic>
#include <csignal>

#include "cgt/commands.hpp"

namespace cgt::python {

namespace {

// The context a SIGINT cancels, and whether one came. Only a main-thread call holding the
// engine's mutex sets `target`, so at most one handler is installed at a time.
std::atomic<Context*> target{nullptr};
std::atomic<bool> fired{false};
static_assert(std::atomic<Context*>::is_always_lock_free && std::atomic<bool>::is_always_lock_free,
              "read and written by a signal handler");

extern "C" void on_interrupt(int /*signal*/) {
  fired.store(true);
  if (Context* context = target.load()) {
    context->cancel();
  }
}

struct sigaction previous_action {};

// Set while this thread holds the engine's mutex (a Call).
thread_local bool in_call = false;

// The memos of Python rulesets as a state of the engine's context, so that the memory budget
// sees them (Context::bytes_held). What they hold is counted by the tables themselves.
class PythonMemos final : public ContextState {
 public:
  explicit PythonMemos(Context& /*context*/) {}
  [[nodiscard]] std::size_t bytes_held() const override {
    return total != nullptr ? total->load(std::memory_order_relaxed) : 0;
  }
  const std::atomic<std::size_t>* total = nullptr;
};

}  // namespace

Engine& Engine::instance() {
  // Never destroyed: Games may outlive the module's teardown at interpreter exit, and their
  // destructors (none today) must not find a dead context.
  static auto* engine = new Engine();
  return *engine;
}

// No work limit (an interactive session stops a long call with Ctrl-C), but the command's memory
// limit: a call that would take the machine's memory stops with BudgetError instead.
Engine::Engine() : limits_{.work = 0, .memory = commands::default_limits().memory} {
  context_.extension<PythonMemos>().total = &memo_bytes_;  // before any thread can enter the context
}

void Engine::check_memo_growth(std::size_t extra_bytes) {
  run_step([&] {
    // Made again after a Context::clear() (which drops extensions).
    context_.extension<PythonMemos>().total = &memo_bytes_;
    context_.check_growth(extra_bytes);
  });
}

bool Engine::is_main_thread() {
  // The thread Python delivers signals to (not necessarily the one that imported cgt).
  static const unsigned long main_ident = [] {
    return py::module_::import("threading").attr("main_thread")().attr("ident").cast<unsigned long>();
  }();
  return PyThread_get_thread_ident() == main_ident;
}

bool Engine::inside_call() noexcept { return in_call; }

void Engine::set_limits(Limits limits) {
  if (in_call) {  // from a position's method during a call: the next call has it
    limits_ = limits;
    return;
  }
  py::gil_scoped_release release;
  std::lock_guard lock(mutex_);
  limits_ = limits;
}

Limits Engine::limits() {
  if (in_call) {
    return limits_;
  }
  py::gil_scoped_release release;
  std::lock_guard lock(mutex_);
  return limits_;
}

Engine::Call::Call(Engine& engine, bool main_thread)
    : engine_(engine), lock_(engine.mutex_), scope_(engine.context_) {
  in_call = true;
  // Every call gets the whole budget (a BudgetError stays due until the next set_limits).
  engine_.context_.set_limits(engine_.limits_);
  if (main_thread) {
    fired.store(false);
    target.store(&engine_.context_);
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGINT, &action, &previous_action) == 0) {
      handler_installed_ = true;
    } else {
      target.store(nullptr);
    }
  }
}

Engine::Call::~Call() {
  in_call = false;
  if (!handler_installed_) {
    return;
  }
  sigaction(SIGINT, &previous_action, nullptr);
  target.store(nullptr);
  if (fired.load()) {
    // A Ctrl-C that came after the computation's last checkpoint left a cancel request, which
    // would stop the next call: consume it by reaching a checkpoint now.
    try {
      engine_.context_.set_limits({});
      engine_.context_.charge(1U << 16);
    } catch (...) {  // NOLINT(bugprone-empty-catch): the request is what we wanted to end
    }
  }
}

void Engine::Call::check_interrupt() {
  if (handler_installed_ && fired.load()) {
    interrupted();
  }
}

void Engine::Call::interrupted() {
  throw Interrupted{};
}

}  // namespace cgt::python
