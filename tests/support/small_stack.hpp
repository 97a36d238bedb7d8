#pragma once
// Runs a test body on a thread with a small stack (256 KiB by default), to prove that an
// algorithm keeps its depth on the heap: the deepest inputs the limits allow must work there.

#include <pthread.h>

#include <cstddef>
#include <exception>
#include <functional>
#include <stdexcept>

namespace cgt::test {

inline void run_on_small_stack(const std::function<void()>& body, std::size_t bytes = std::size_t{256} * 1024) {
  struct Task {
    const std::function<void()>* body;
    std::exception_ptr error;
  } task{&body, nullptr};
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  if (pthread_attr_setstacksize(&attributes, bytes) != 0) {
    pthread_attr_destroy(&attributes);
    throw std::runtime_error("cannot set a thread stack of this size");
  }
  pthread_t thread;
  auto run = [](void* argument) -> void* {
    auto* t = static_cast<Task*>(argument);
    try {
      (*t->body)();
    } catch (...) {
      t->error = std::current_exception();
    }
    return nullptr;
  };
  const int created = pthread_create(&thread, &attributes, run, &task);
  pthread_attr_destroy(&attributes);
  if (created != 0) {
    throw std::runtime_error("cannot start a thread");
  }
  pthread_join(thread, nullptr);
  if (task.error) {
    std::rethrow_exception(task.error);
  }
}

}  // namespace cgt::test
