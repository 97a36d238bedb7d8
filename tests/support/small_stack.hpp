#pragma once
// Runs a test body on a thread with a small machine stack, to show that code keeps its stack
// use flat however deep its input nests: recursion once per level overflows such a stack
// (a crash, which fails the test). Under AddressSanitizer frames are several times larger,
// so a body that passes there has room to spare in a Release build.

#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <exception>
#include <functional>
#include <stdexcept>
#include <string>

namespace cgt::testing {

inline constexpr std::size_t kSmallStackBytes = std::size_t{256} * 1024;

// Calls `body` on a new thread whose stack is exactly `bytes` (rounded up to whole pages),
// waits for it and rethrows whatever it threw. The stack is mapped here, with a guard page below
// it, rather than left to the thread library, which may hand out a larger stack it keeps from
// an earlier thread. And it never falls back to the caller's stack: a test that silently ran on
// a big stack would prove nothing.
inline void run_on_small_stack(std::function<void()> body, std::size_t bytes = kSmallStackBytes) {
  struct Task {
    std::function<void()> body;
    std::exception_ptr error;
  } task{std::move(body), nullptr};
  auto run = [](void* argument) -> void* {
    auto* t = static_cast<Task*>(argument);
    try {
      t->body();
    } catch (...) {
      t->error = std::current_exception();
    }
    return nullptr;
  };
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t size = (bytes + page - 1) / page * page;
  void* memory = mmap(nullptr, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (memory == MAP_FAILED) {
    throw std::runtime_error("cannot map a " + std::to_string(size) + "-byte stack");
  }
  // An overflow then faults at once instead of writing over whatever lies below.
  mprotect(memory, page, PROT_NONE);
  pthread_attr_t attributes;
  int error = pthread_attr_init(&attributes);
  if (error == 0) {
    error = pthread_attr_setstack(&attributes, static_cast<char*>(memory) + page, size);
    pthread_t thread;
    if (error == 0) {
      error = pthread_create(&thread, &attributes, run, &task);
    }
    if (error == 0) {
      pthread_join(thread, nullptr);
    }
    pthread_attr_destroy(&attributes);
  }
  munmap(memory, size + page);
  if (error != 0) {
    throw std::runtime_error("cannot start a thread on a " + std::to_string(size) + "-byte stack: error " +
                             std::to_string(error));
  }
  if (task.error) {
    std::rethrow_exception(task.error);
  }
}

}  // namespace cgt::testing

// The same under the name some tests use.
namespace cgt::test {
using cgt::testing::run_on_small_stack;
}  // namespace cgt::test
