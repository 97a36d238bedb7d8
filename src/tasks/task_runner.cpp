// Running a task set on threads and MPI ranks (cgt/task_runner.hpp).

#include "cgt/task_runner.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

#include "cgt/error.hpp"
#include "tasks/checkpoint.hpp"

namespace cgt::tasks {

namespace {

// Messages between ranks. Results travel as lines "task<TAB>result".
enum Tag : int { kResults = 1, kFinished = 2, kFailed = 3, kStop = 4 };

using Clock = std::chrono::steady_clock;

// Set once the watched context was cancelled (only the thread running the tasks reads it).
thread_local bool watched_cancel = false;
using Finished = std::vector<std::pair<std::uint64_t, std::string>>;

// A task's error, kept as its kind and message so that it can cross to rank 0 and be thrown
// there as what it was.
struct Failure {
  std::string kind;  // domain, limit, work, shared-work, memory, cancelled, internal
  std::string message;

  std::string encode() const { return kind + "\n" + message; }
  static Failure decode(const std::string& bytes) {
    const std::size_t cut = bytes.find('\n');
    if (cut == std::string::npos) return {"internal", bytes};
    return {bytes.substr(0, cut), bytes.substr(cut + 1)};
  }
  [[noreturn]] void raise() const {
    if (kind == "domain") throw DomainError(message);
    if (kind == "limit") throw LimitError(message);
    if (kind == "work" || kind == "shared-work") throw BudgetError(message, BudgetError::Resource::kWork);
    if (kind == "memory") throw BudgetError(message, BudgetError::Resource::kMemory);
    if (kind == "cancelled") throw CancelledError(message);
    throw std::runtime_error(message);
  }
};

Failure failure_of(std::exception_ptr error, const std::string& where) {
  try {
    std::rethrow_exception(error);
  } catch (const BudgetError& e) {
    return {e.resource() == BudgetError::Resource::kWork ? "work" : "memory", where + e.what()};
  } catch (const LimitError& e) {
    return {"limit", where + e.what()};
  } catch (const ParseError& e) {
    return {"domain", where + e.what()};
  } catch (const DomainError& e) {
    return {"domain", where + e.what()};
  } catch (const CancelledError& e) {
    return {"cancelled", e.what()};
  } catch (const std::bad_alloc&) {
    return {"memory", where + "out of memory"};
  } catch (const std::exception& e) {
    return {"internal", where + e.what()};
  }
}

// The threads of this process, each computing tasks in its own context.
class Workers {
 public:
  // `shared_stop`: what a run stopped by `shared` says (no task is to blame).
  Workers(const TaskSet& set, std::vector<std::uint64_t> tasks, unsigned threads, Limits limits, SharedWork* shared,
          std::string shared_stop)
      : set_(set), tasks_(std::move(tasks)), limits_(limits), shared_(shared), shared_stop_(std::move(shared_stop)) {
    if (threads == 0) threads = std::max(1U, std::thread::hardware_concurrency());
    threads = static_cast<unsigned>(std::min<std::size_t>(threads, std::max<std::size_t>(tasks_.size(), 1)));
    running_ = threads;
    for (unsigned i = 0; i < threads; ++i) contexts_.push_back(std::make_unique<Context>());
    for (unsigned i = 0; i < threads; ++i) threads_.emplace_back([this, i] { work(i); });
  }
  ~Workers() {
    stop();
    for (std::thread& thread : threads_) thread.join();
  }
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;

  // Moves the results finished so far into `into`, waiting up to `timeout_ms` for one.
  void take(Finished& into, int timeout_ms) {
    std::unique_lock lock(mutex_);
    ready_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [this] { return !done_.empty() || running_ == 0; });
    for (auto& entry : done_) into.push_back(std::move(entry));
    done_.clear();
  }
  bool finished() {
    std::lock_guard lock(mutex_);
    return running_ == 0 && done_.empty();
  }
  std::optional<Failure> failure() {
    std::lock_guard lock(mutex_);
    return failure_;
  }
  // No new tasks; the running ones are cancelled.
  void stop() {
    stopping_.store(true);
    for (auto& context : contexts_) context->cancel();
  }

 private:
  void work(unsigned slot) {
    Context& context = *contexts_[slot];
    {
      ContextScope scope(context);
      while (!stopping_.load()) {
        const std::size_t i = next_.fetch_add(1);
        if (i >= tasks_.size()) break;
        const std::uint64_t task = tasks_[i];
        std::string result;
        try {
          result = run_one(context, task);
          set_.note_result(task, result);
        } catch (...) {
          const bool stopping = stopping_.exchange(true);
          Failure failure = failure_of(std::current_exception(),
                                       "task " + std::to_string(task) + " (" + set_.describe_task(task) + "): ");
          if (failure.kind == "work" && shared_ != nullptr && shared_->exhausted()) {
            failure = Failure{"shared-work", shared_stop_};
          }
          if (!(stopping && failure.kind == "cancelled")) {
            std::lock_guard lock(mutex_);
            if (!failure_) failure_ = std::move(failure);
          }
          stop();
          break;
        }
        std::lock_guard lock(mutex_);
        done_.emplace_back(task, std::move(result));
        ready_.notify_all();
      }
    }
    std::lock_guard lock(mutex_);
    --running_;
    ready_.notify_all();
  }

  // A task's result does not depend on what the context holds, so a context that has grown
  // past half its memory budget is emptied, and a task that ran out of memory in a used
  // context is tried once more in an empty one.
  std::string run_one(Context& context, std::uint64_t task) {
    if (limits_.memory != 0 && context.bytes_held() > limits_.memory / 2) context.clear();
    // Shared for the task only, so that its last steps are counted when it ends, however.
    struct Sharing {
      Context& context;
      ~Sharing() { context.share_work(nullptr); }
    } sharing{context};
    context.share_work(shared_);
    for (int attempt = 0;; ++attempt) {
      context.set_limits(limits_);
      try {
        return set_.run_task(task);
      } catch (const BudgetError& e) {
        if (e.resource() != BudgetError::Resource::kMemory || attempt > 0) throw;
        context.clear();
      }
    }
  }

  const TaskSet& set_;
  const std::vector<std::uint64_t> tasks_;
  const Limits limits_;
  SharedWork* const shared_;
  const std::string shared_stop_;
  std::atomic<std::size_t> next_{0};
  std::atomic<bool> stopping_{false};
  std::vector<std::unique_ptr<Context>> contexts_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable ready_;
  Finished done_;
  unsigned running_ = 0;
  std::optional<Failure> failure_;
};

bool asked_to_stop(const RunOptions& options) {
  // A cancel request is consumed when read: remembered here.
  if (!watched_cancel && options.watch != nullptr) watched_cancel = options.watch->take_cancel_request();
  return watched_cancel || (options.stop != nullptr && options.stop->load() != 0);
}

RunResult run_rank0(const TaskSet& set, const RunOptions& options, std::vector<std::string>& results,
                    Checkpoint* checkpoint, std::uint64_t resumed, Workers& workers) {
  Transport* transport = options.transport;
  const int ranks = transport != nullptr ? transport->size() : 1;
  std::vector<bool> rank_finished(static_cast<std::size_t>(ranks), false);
  int pending = ranks - 1;
  std::optional<Failure> failure;
  bool stopped = false;
  std::uint64_t done = resumed;
  std::string batch;
  const auto started = Clock::now();
  auto next_report = started;

  const auto record = [&](std::uint64_t task, std::string result) {
    if (task < results.size() && results[task].empty()) {
      batch += result_line(task, result) + "\n";
      results[task] = std::move(result);
      ++done;
    }
  };
  const auto stop_all = [&] {
    if (stopped) return;
    stopped = true;
    workers.stop();
    for (int r = 1; r < ranks; ++r) {
      if (!rank_finished[static_cast<std::size_t>(r)]) transport->send(r, kStop, "");
    }
  };
  const auto report = [&] {
    if (options.progress) {
      options.progress({done, results.size(), resumed, std::chrono::duration<double>(Clock::now() - started).count()});
    }
  };

  Finished local;
  for (;;) {
    local.clear();
    workers.take(local, transport != nullptr && pending > 0 ? 2 : 100);
    for (auto& [task, result] : local) record(task, std::move(result));
    if (transport != nullptr) {
      int from = 0;
      int tag = 0;
      std::string bytes;
      // Waits a little for the first message, then takes only what is already there, so that
      // ranks sending all the time never keep rank 0 from writing the checkpoint.
      int wait_ms = local.empty() ? 20 : 0;
      while (pending > 0 && transport->receive(wait_ms, from, tag, bytes)) {
        wait_ms = 0;
        if (tag == kResults) {
          std::size_t start = 0;
          while (start < bytes.size()) {
            const std::size_t tab = bytes.find('\t', start);
            const std::size_t end = bytes.find('\n', tab);
            const std::uint64_t task = std::stoull(bytes.substr(start, tab - start));
            std::string result = bytes.substr(tab + 1, end - tab - 1);
            set.note_result(task, result);
            record(task, std::move(result));
            start = end + 1;
          }
        } else if (tag == kFinished || tag == kFailed) {
          if (tag == kFailed && !failure) {
            failure = Failure::decode(bytes);
            stop_all();
          }
          if (!rank_finished[static_cast<std::size_t>(from)]) {
            rank_finished[static_cast<std::size_t>(from)] = true;
            --pending;
          }
        }
        if (batch.size() > (1 << 20)) break;
      }
    }
    if (checkpoint != nullptr && !batch.empty()) checkpoint->append(batch);
    batch.clear();
    if (!failure) {
      if (auto f = workers.failure()) {
        failure = std::move(f);
        stop_all();
      }
    }
    if (!failure && asked_to_stop(options)) {
      failure = Failure{"cancelled", "interrupted"};
      stop_all();
    }
    if (Clock::now() >= next_report) {
      report();
      next_report = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                       std::chrono::duration<double>(options.progress_seconds));
    }
    if (pending == 0 && workers.finished()) break;
  }
  if (failure && checkpoint != nullptr) {
    // A stop that a rerun gets past says so (a failing task fails again).
    if (failure->kind == "cancelled") {
      failure->message = "interrupted — finished tasks are in " + options.checkpoint + "; the same command resumes";
    } else if (failure->kind == "shared-work") {
      failure->message += "; finished tasks are in " + options.checkpoint + " and the same command resumes";
    }
  }
  if (transport != nullptr) transport->broadcast(failure ? failure->encode() : "");
  if (failure) failure->raise();
  report();

  for (std::uint64_t task = 0; task < results.size(); ++task) {
    if (results[task].empty()) {
      throw std::logic_error("tasks finished without the result of task " + std::to_string(task));
    }
  }
  return RunResult{true, std::move(results), resumed};
}

RunResult run_other_rank(const RunOptions& options, Workers& workers) {
  Transport& transport = *options.transport;
  bool stopping = false;
  Finished local;
  for (;;) {
    local.clear();
    workers.take(local, 50);
    if (!local.empty()) {
      std::string batch;
      for (const auto& [task, result] : local) batch += std::to_string(task) + "\t" + result + "\n";
      transport.send(0, kResults, batch);
    }
    int from = 0;
    int tag = 0;
    std::string bytes;
    while (transport.receive(0, from, tag, bytes)) {
      if (tag == kStop) stopping = true;
    }
    if (asked_to_stop(options)) stopping = true;
    if (stopping) workers.stop();
    if (auto failure = workers.failure()) {
      workers.stop();
      transport.send(0, kFailed, failure->encode());
      break;
    }
    if (workers.finished()) {
      transport.send(0, asked_to_stop(options) ? kFailed : kFinished,
                     asked_to_stop(options) ? Failure{"cancelled", "interrupted"}.encode() : "");
      break;
    }
  }
  const std::string verdict = transport.broadcast("");
  int from = 0;
  int tag = 0;
  std::string bytes;
  while (transport.receive(0, from, tag, bytes)) {
  }
  if (!verdict.empty()) Failure::decode(verdict).raise();
  return RunResult{false, {}, 0};
}

}  // namespace

std::string result_line(std::uint64_t task, const std::string& result) {
  return "{\"task\":" + std::to_string(task) + ",\"result\":" + result + "}";
}

RunResult run(const TaskSet& set, const RunOptions& options) {
  watched_cancel = false;
  Transport* transport = options.transport;
  const int rank = transport != nullptr ? transport->rank() : 0;
  const int ranks = transport != nullptr ? transport->size() : 1;
  const std::uint64_t tasks = set.task_count();

  // Rank 0 reads the checkpoint and tells every rank which tasks are done (or why not to start).
  std::vector<std::string> results;
  std::unique_ptr<Checkpoint> checkpoint;
  std::string start;  // "D" and one character per task ('1' done), or "E" and an error
  if (rank == 0) {
    results.resize(tasks);
    try {
      if (options.prepare) options.prepare();
      if (!options.checkpoint.empty()) checkpoint = std::make_unique<Checkpoint>(options.checkpoint, set, results);
      start.assign(tasks + 1, '0');
      start[0] = 'D';
      for (std::uint64_t task = 0; task < tasks; ++task) {
        if (!results[task].empty()) {
          start[task + 1] = '1';
          set.note_result(task, results[task]);
        }
      }
    } catch (const DomainError& e) {
      start = std::string("E") + e.what();
    }
  }
  if (transport != nullptr) start = transport->broadcast(start);
  if (start.starts_with('E')) throw DomainError(start.substr(1));

  std::vector<std::uint64_t> mine;
  for (std::uint64_t task = static_cast<std::uint64_t>(rank); task < tasks; task += static_cast<std::uint64_t>(ranks)) {
    if (start[task + 1] == '0') mine.push_back(task);
  }
  const std::uint64_t resumed = checkpoint ? checkpoint->resumed() : 0;
  std::string shared_stop;
  if (options.shared_work != nullptr) {
    // One process: the words of one computation's work limit, as if it were one search.
    shared_stop = "gave up after " + std::to_string(options.shared_work->limit()) + " steps of work";
    shared_stop += ranks == 1 ? " (the work limit)"
                              : " on one of the " + std::to_string(ranks) + " ranks (its share of the work limit)";
  }
  Workers workers(set, std::move(mine), options.threads, options.limits, options.shared_work, std::move(shared_stop));
  if (rank == 0) return run_rank0(set, options, results, checkpoint.get(), resumed, workers);
  return run_other_rank(options, workers);
}

}  // namespace cgt::tasks
