#pragma once
// The one engine context of the Python module, and how every call reaches it.
//
// Why one context behind a mutex (docs/python.md, "Threads"): a cgt::Game is an id into the
// store of the context that made it, so Games that Python code passes between threads must all
// live in one context. A context serves one thread at a time, so the module guards it with a
// mutex. Each call releases the GIL *before* waiting for the mutex (a thread holding the mutex
// may need the GIL back only after it has released the mutex, so the two never wait on each
// other), runs in the context, and takes the GIL back to build its Python result.
//
// Ctrl-C: a call made from the main thread installs, once it holds the mutex, a SIGINT handler
// that calls Context::cancel() (a store to a lock-free atomic: async-signal-safe), and restores
// the previous handler (Python's) when it ends. The CancelledError that follows becomes
// KeyboardInterrupt.
//
// One call holds the GIL inside the mutex: cgt.solve of a ruleset written in Python
// (solve_python.cpp) runs the whole search as one call and takes the GIL back to call the
// positions' methods. That is safe because no thread waits for the mutex holding the GIL, and a
// cgt call from inside those methods runs in place (inside_call()).
#include <pybind11/pybind11.h>

#include <atomic>
#include <cstddef>
#include <mutex>
#include <type_traits>
#include <utility>

#include "cgt/context.hpp"
#include "cgt/error.hpp"

namespace cgt::python {

namespace py = pybind11;

// A call stopped by Ctrl-C; becomes KeyboardInterrupt (errors.cpp).
struct Interrupted {};

class Engine {
 public:
  static Engine& instance();

  // Runs `work` in the engine's context, without the GIL, holding the mutex; returns its C++
  // result. `work` must not touch Python objects. Throws what `work` throws; a Ctrl-C during
  // the call throws Interrupted (the module's translator raises KeyboardInterrupt: no Python
  // error may be set without the GIL).
  template <typename Work>
  auto run(Work&& work) -> std::invoke_result_t<Work&> {
    if (inside_call()) {
      return work();
    }
    const bool main_thread = is_main_thread();
    Call call(*this, main_thread);  // releases the GIL, then locks
    return call.finish(std::forward<Work>(work));
  }

  // One step of a search that Python drives (a position's value from its options' values): as
  // run, but Python's own SIGINT handler stays in place, since the walk checks for signals
  // between steps (ruleset_walk.hpp) and a step is short. Installing and restoring a handler
  // (two sigaction system calls) per position cost a search of 4x5 Domineering a tenth of its time.
  template <typename Work>
  auto run_step(Work&& work) -> std::invoke_result_t<Work&> {
    if (inside_call()) {
      return work();
    }
    Call call(*this, false);
    return call.finish(std::forward<Work>(work));
  }

  // Whether this thread is inside a call already: a call that runs Python code with the mutex
  // held (cgt.solve of a ruleset written in Python takes the GIL back for the positions'
  // methods) may meet a method that calls cgt again. That inner call runs in place, in the
  // context this thread has entered, under the outer call's budget and Ctrl-C handling: taking
  // the mutex again would deadlock.
  static bool inside_call() noexcept;

  // The budget of each call (Context::set_limits before every call): work steps and bytes held.
  void set_limits(Limits limits);
  [[nodiscard]] Limits limits();

  // Bytes held by the memos of rulesets written in Python (ruleset_walk.hpp). They live outside
  // the context's stores, with the Solver that owns them, but count against its memory limit:
  // an extension of the context reports their total at every checkpoint. Called with the GIL
  // (by the tables), read without it (by a checkpoint of another thread's call): an atomic.
  void memo_bytes_added(std::size_t bytes) noexcept { memo_bytes_.fetch_add(bytes, std::memory_order_relaxed); }
  void memo_bytes_released(std::size_t bytes) noexcept { memo_bytes_.fetch_sub(bytes, std::memory_order_relaxed); }
  [[nodiscard]] std::size_t memo_bytes() const noexcept { return memo_bytes_.load(std::memory_order_relaxed); }
  // Throws BudgetError when `extra_bytes` more of memo would pass the memory limit, with what
  // the context holds (Context::check_growth): a table asks before it grows.
  void check_memo_growth(std::size_t extra_bytes);

 private:
  // One call: the GIL released, the mutex held, the context entered, maybe the SIGINT handler.
  class Call {
   public:
    Call(Engine& engine, bool main_thread);
    ~Call();
    Call(const Call&) = delete;
    Call& operator=(const Call&) = delete;

    template <typename Work>
    auto finish(Work&& work) -> std::invoke_result_t<Work&> {
      try {
        if constexpr (std::is_void_v<std::invoke_result_t<Work&>>) {
          work();
          check_interrupt();
        } else {
          auto result = work();
          check_interrupt();
          return result;
        }
      } catch (const CancelledError&) {
        interrupted();
      }
    }

   private:
    void check_interrupt();  // a Ctrl-C that came after the last checkpoint still interrupts
    [[noreturn]] void interrupted();
    Engine& engine_;
    bool handler_installed_ = false;
    py::gil_scoped_release release_;
    std::unique_lock<std::mutex> lock_;
    ContextScope scope_;
  };

  Engine();
  bool is_main_thread();

  std::mutex mutex_;
  Context context_;
  Limits limits_;
  std::atomic<std::size_t> memo_bytes_{0};
};

}  // namespace cgt::python
