#include "cli/interrupt.hpp"

#include <atomic>
#include <csignal>

namespace cgt::cli {

namespace {

std::atomic<Context*> target{nullptr};
static_assert(std::atomic<Context*>::is_always_lock_free, "read from a signal handler");

extern "C" void on_interrupt(int /*signal*/) {
  if (Context* context = target.load()) {
    context->cancel();  // a store to a lock-free atomic: allowed in a signal handler
  }
}

}  // namespace

InterruptTarget::InterruptTarget(Context& context) {
  target.store(&context);
  // Without SA_RESTART: a read() waiting for standard input returns EINTR, so the reader sees
  // the request too (`sleep 9 | cgt nim -` and Ctrl-C).
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, nullptr);
}

InterruptTarget::~InterruptTarget() {
  std::signal(SIGINT, SIG_DFL);
  target.store(nullptr);
}

}  // namespace cgt::cli
