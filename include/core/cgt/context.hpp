#pragma once
// A context owns everything the engine keeps between calls: the hash-consed stores of games
// and positions, their memos, rulesets' transposition tables, and the budget that bounds one
// computation (work steps, bytes held, a cancellation request). Like LLVM's LLVMContext, two
// threads with two contexts share nothing mutable, so they never need a lock.
//
// Every thread has a current context: its own default one (created on first use), or the one
// a ContextScope installs. The free functions of the library (operator+ on games, parse_game,
// …) work in the calling thread's current context. Handles (cgt::Game, ending positions)
// remember the context that made them; using one in another context, or after clear(),
// throws ContextError rather than silently reading another game.
//
//   cgt::Context context;                    // e.g. one per worker thread
//   cgt::ContextScope scope(context);        // this thread now computes in `context`
//   context.set_limits({.work = 10'000'000, .memory = std::size_t{1} << 30});
//   cgt::Game g = cgt::parse_game("{1|*}"); // …stored in `context`
//
// A context may move from thread to thread (a pool), but is used by one thread at a time:
// entering it while another thread is inside throws ContextError. Context::cancel() is the one
// member any thread (or a signal handler) may call at any time.

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <thread>
#include <typeindex>
#include <typeinfo>
#include <unordered_map>

namespace cgt {

class Context;
namespace detail {
Context& make_thread_default_context();
}  // namespace detail

// The state an engine keeps in a context (a store and its memos). Each engine has a slot, so
// finding it is an index, not a lookup. Other state (a ruleset's transposition table) is an
// extension, found by its type.
enum class StateSlot : std::uint8_t { kPartizan, kImpartial, kEnding, kLoopy, kCount };

class ContextState {
 public:
  ContextState() = default;
  virtual ~ContextState() = default;
  ContextState(const ContextState&) = delete;
  ContextState& operator=(const ContextState&) = delete;
  // Heap bytes held (from sizes and capacities), for the memory budget. Called at checkpoints,
  // not on every allocation, so it should be cheap (O(1) or O(number of containers)).
  [[nodiscard]] virtual std::size_t bytes_held() const = 0;
};

// What one computation may use. 0 means no limit.
struct Limits {
  std::uint64_t work = 0;  // steps of work (comparisons, constructions, expansions…)
  std::size_t memory = 0;  // bytes held by the context's stores and memos
};

// A work budget that several contexts draw on together (the worker contexts of one split
// search, each on its own thread), so that their steps in all stop at one limit. A context
// that shares it (Context::share_work) adds the steps it charges here at each of its
// checkpoints, and throws BudgetError (work) at the first checkpoint after the sum passes the
// limit; so together they do at most the limit and a few thousand steps a context. Owned by
// whoever runs the contexts, and outlives their sharing of it.
class SharedWork {
 public:
  explicit SharedWork(std::uint64_t limit) noexcept : limit_(limit) {}
  SharedWork(const SharedWork&) = delete;
  SharedWork& operator=(const SharedWork&) = delete;

  [[nodiscard]] std::uint64_t limit() const noexcept { return limit_; }
  // Steps charged by the sharing contexts so far (up to their last checkpoint).
  [[nodiscard]] std::uint64_t done() const noexcept { return done_.load(std::memory_order_relaxed); }
  [[nodiscard]] bool exhausted() const noexcept { return done() > limit_; }
  // Steps left before the limit (0 once it is passed).
  [[nodiscard]] std::uint64_t left() const noexcept {
    const std::uint64_t d = done();
    return d >= limit_ ? 0 : limit_ - d;
  }
  void add(std::uint64_t steps) noexcept { done_.fetch_add(steps, std::memory_order_relaxed); }

 private:
  const std::uint64_t limit_;
  std::atomic<std::uint64_t> done_{0};
};

class Context {
 public:
  Context();
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  // The state of a layer, created on first use. `State` names its slot (State::kSlot) and is
  // constructible from Context&.
  template <typename State>
  State& state() {
    auto& slot = states_[static_cast<std::size_t>(State::kSlot)];
    if (!slot) [[unlikely]] {
      slot = std::make_unique<State>(*this);
    }
    return static_cast<State&>(*slot);
  }

  // Any other state kept in the context (a ruleset's table, say), created on first use from
  // Context&. Found by type: a hash lookup, so look it up once per computation, not per step.
  template <typename State>
  State& extension() {
    auto& slot = extensions_[std::type_index(typeid(State))];
    if (!slot) {
      slot = std::make_unique<State>(*this);
    }
    return static_cast<State&>(*slot);
  }

  // Drops every store, memo and table. Handles made before refer to nothing afterwards and
  // throw ContextError when used. Limits and the cancellation request are kept.
  void clear();
  // Identifies this context's current contents: handles carry it. Changes with clear(), and no
  // two contexts alive in the process share one. Never 0 (0 marks handles valid everywhere,
  // such as the game 0).
  [[nodiscard]] std::uint32_t tag() const noexcept { return tag_; }

  // --- Budget ---------------------------------------------------------------------------------
  // Sets the limits and restarts the work count: the next computation may do `limits.work`
  // steps. The memory limit bounds what the context holds in all (not what is added).
  void set_limits(Limits limits);
  [[nodiscard]] Limits limits() const noexcept;
  // Steps charged since the last set_limits().
  [[nodiscard]] std::uint64_t work_done() const noexcept { return work_ - work_origin_; }
  // Charges `steps` of work. Cheap when nothing is due (one addition and one comparison);
  // every few thousand steps it checks the limits and the cancellation request, and throws
  // BudgetError or CancelledError.
  void charge(std::uint64_t steps = 1) {
    work_ += steps;
    if (work_ >= next_checkpoint_) [[unlikely]] {
      checkpoint();
    }
  }
  // Counts `steps` done elsewhere for this computation (by worker contexts on other threads),
  // so that work_done() includes them. It throws nothing: past the work limit, the next
  // charge throws.
  void add_work(std::uint64_t steps) noexcept { work_ += steps; }
  // Heap bytes held by every state of this context.
  [[nodiscard]] std::size_t bytes_held() const;
  // Throws BudgetError (memory) when holding `extra_bytes` more than the states hold now would
  // pass the memory limit. A big container calls it before it grows: while it moves, its old
  // and new buffers are both alive, and one doubling may add hundreds of megabytes at once,
  // more than the next checkpoint can take back.
  void check_growth(std::size_t extra_bytes) const;
  // Throws BudgetError (work) now when `steps` more would pass the work limit: a computation
  // whose cost is known before it starts (End Nim's n(n+1)/2 sub-rows) gives up at once instead
  // of after the whole budget. It charges nothing; the computation still charges as it goes.
  void check_work(std::uint64_t steps) const;
  // From now on the steps charged here count in `shared` too, and its limit stops this
  // context as its own does (both apply; set_limits() keeps the sharing). Null ends the
  // sharing. Either way the steps charged since the last checkpoint are added to the budget
  // shared until now first, so that its done() counts them.
  void share_work(SharedWork* shared) noexcept;

  // Bytes a computation holds outside the states (a command's rows and answers): counted by
  // bytes_held() from claim() to release(), so the memory limit and its checkpoints see them.
  // claim() throws BudgetError (memory) first when they would pass the limit. MemoryClaim
  // (below) pairs the two.
  void claim(std::size_t bytes) {
    check_growth(bytes);
    claimed_ += bytes;
  }
  void release(std::size_t bytes) noexcept { claimed_ -= bytes < claimed_ ? bytes : claimed_; }

  // Asks the computation running in this context to stop: within a few thousand steps it
  // throws CancelledError, and the context stays usable. Any thread may call this, and a
  // signal handler may too (it only stores to a lock-free atomic). A request made while
  // nothing runs stops the next computation; it is consumed by the CancelledError it causes.
  void cancel() noexcept { cancel_requested_.store(true, std::memory_order_relaxed); }
  // Whether cancel() was called and not yet consumed; consumes it. For a caller that waits on
  // work done elsewhere (the sweep runner's worker contexts) and must stop when this one is
  // cancelled.
  [[nodiscard]] bool take_cancel_request() noexcept {
    return cancel_requested_.exchange(false, std::memory_order_relaxed);
  }

 private:
  friend class ContextScope;
  friend class BudgetScope;
  friend Context& detail::make_thread_default_context();
  void checkpoint();

  std::array<std::unique_ptr<ContextState>, static_cast<std::size_t>(StateSlot::kCount)> states_;
  std::unordered_map<std::type_index, std::unique_ptr<ContextState>> extensions_;
  void schedule_checkpoint() noexcept;

  std::uint32_t tag_;
  // Work is a running count; the budget is the stretch [work_origin_, work_end_] of it.
  static constexpr std::uint64_t kNoEnd = ~std::uint64_t{0};
  std::uint64_t work_ = 0;
  std::uint64_t work_origin_ = 0;
  std::uint64_t work_end_ = kNoEnd;
  std::size_t memory_limit_ = 0;
  std::size_t claimed_ = 0;
  std::uint64_t next_checkpoint_ = 0;
  SharedWork* shared_work_ = nullptr;
  std::uint64_t shared_from_ = 0;  // work_ when the steps were last added to shared_work_
  std::atomic<bool> cancel_requested_{false};
  // The thread inside the context (none: default id) and how many scopes it has open.
  std::atomic<std::thread::id> owner_{};
  std::uint32_t owner_depth_ = 0;
};

namespace detail {
// The current context of this thread, or null before its first use.
inline thread_local Context* t_current_context = nullptr;
}  // namespace detail

// The calling thread's current context.
inline Context& current_context() {
  Context* context = detail::t_current_context;
  return context != nullptr ? *context : detail::make_thread_default_context();
}

// While alive, `context` is the calling thread's current context. Scopes nest (the previous
// context comes back at the end). Throws ContextError if another thread is inside `context`.
class ContextScope {
 public:
  explicit ContextScope(Context& context);
  ~ContextScope();
  ContextScope(const ContextScope&) = delete;
  ContextScope& operator=(const ContextScope&) = delete;

 private:
  Context& context_;
  Context* previous_;
};

// Bytes claimed in a context (Context::claim) for as long as this lives; grow() claims more.
//   cgt::MemoryClaim held(context, rows * sizeof(Ordinal));   // BudgetError past the limit
class MemoryClaim {
 public:
  explicit MemoryClaim(Context& context, std::size_t bytes = 0) : context_(context) { grow(bytes); }
  ~MemoryClaim() { context_.release(bytes_); }
  MemoryClaim(const MemoryClaim&) = delete;
  MemoryClaim& operator=(const MemoryClaim&) = delete;
  void grow(std::size_t bytes) {
    context_.claim(bytes);
    bytes_ += bytes;
  }
  [[nodiscard]] std::size_t bytes() const noexcept { return bytes_; }

 private:
  Context& context_;
  std::size_t bytes_ = 0;
};

// While alive, the computation may use at most `limits` more (work: this many more steps;
// memory: this many bytes in all), or the enclosing limits if those are tighter; the
// enclosing limits come back at the end. For a part of a computation that is allowed to fail
// and fall back (a search for a closed form, say).
class BudgetScope {
 public:
  BudgetScope(Context& context, Limits limits);
  ~BudgetScope();
  BudgetScope(const BudgetScope&) = delete;
  BudgetScope& operator=(const BudgetScope&) = delete;

 private:
  Context& context_;
  std::uint64_t saved_origin_;
  std::uint64_t saved_end_;
  std::size_t saved_memory_;
};

}  // namespace cgt
