#include "cgt/deep_stack.hpp"

#include <pthread.h>

#include <exception>

namespace cgt {

namespace {

struct Task {
  const std::function<void()>* body;
  std::exception_ptr error;
};

extern "C" void* run_task(void* argument) {
  auto* task = static_cast<Task*>(argument);
  try {
    (*task->body)();
  } catch (...) {
    task->error = std::current_exception();
  }
  return nullptr;
}

}  // namespace

void run_on_deep_stack(const std::function<void()>& body, std::size_t stack_bytes) {
  Task task{&body, nullptr};
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) {
    body();
    return;
  }
  pthread_t thread;
  const bool started = pthread_attr_setstacksize(&attributes, stack_bytes) == 0 &&
                       pthread_create(&thread, &attributes, run_task, &task) == 0;
  pthread_attr_destroy(&attributes);
  if (!started) {
    body();
    return;
  }
  pthread_join(thread, nullptr);
  if (task.error) {
    std::rethrow_exception(task.error);
  }
}

}  // namespace cgt
