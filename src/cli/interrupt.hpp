#pragma once
// Ctrl-C cancels the computation instead of killing the process: while an InterruptTarget is
// alive, SIGINT asks its context to stop (Context::cancel), which ends the computation with a
// CancelledError, reported as one line (exit status 130, as shells expect after SIGINT). It is
// alive while the input is read too: a read() it interrupts returns, and the reader checks.

#include "cgt/context.hpp"

namespace cgt::cli {

class InterruptTarget {
 public:
  explicit InterruptTarget(Context& context);
  ~InterruptTarget();
  InterruptTarget(const InterruptTarget&) = delete;
  InterruptTarget& operator=(const InterruptTarget&) = delete;
};

}  // namespace cgt::cli
