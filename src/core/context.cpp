#include "cgt/context.hpp"

#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt {

namespace {

// Limits and cancellation are looked at every this many steps: a fraction of a millisecond of
// work, so a Cancel is felt at once, while the hot path stays one comparison.
constexpr std::uint64_t kCheckInterval = 4096;

std::atomic<std::uint32_t> next_tag{1};

// Context::cancel() may be called from a signal handler.
static_assert(std::atomic<bool>::is_always_lock_free);

std::uint32_t fresh_tag() {
  std::uint32_t tag = next_tag.fetch_add(1, std::memory_order_relaxed);
  if (tag == 0) {  // after 2^32 contexts and clears: 0 is reserved for handles valid everywhere
    tag = next_tag.fetch_add(1, std::memory_order_relaxed);
  }
  return tag;
}

std::string bytes_text(std::size_t bytes) {
  if (bytes >= (std::size_t{1} << 30) && bytes % (std::size_t{1} << 30) == 0) {
    return fmt::format("{} GiB", bytes >> 30);
  }
  if (bytes >= (std::size_t{1} << 20) && bytes % (std::size_t{1} << 20) == 0) {
    return fmt::format("{} MiB", bytes >> 20);
  }
  return fmt::format("{} bytes", bytes);
}

}  // namespace

Context::Context() : tag_(fresh_tag()) {
  schedule_checkpoint();
}

Context::~Context() {
  extensions_.clear();
}

void Context::clear() {
  // Extensions first: a ruleset's table may hold handles into an engine's store.
  extensions_.clear();
  for (auto& state : states_) {
    state.reset();
  }
  tag_ = fresh_tag();
}

Limits Context::limits() const noexcept {
  return {work_end_ == kNoEnd ? 0 : work_end_ - work_origin_, memory_limit_};
}

void Context::set_limits(Limits limits) {
  work_origin_ = work_;
  work_end_ = limits.work == 0 ? kNoEnd : work_ + limits.work;
  memory_limit_ = limits.memory;
  schedule_checkpoint();
}

std::size_t Context::bytes_held() const {
  std::size_t total = claimed_;
  for (const auto& state : states_) {
    if (state) {
      total += state->bytes_held();
    }
  }
  for (const auto& [type, state] : extensions_) {
    total += state->bytes_held();
  }
  return total;
}

namespace {
[[noreturn]] void throw_memory_limit(std::size_t limit) {
  throw BudgetError(
      fmt::format("gave up: the computation needs more than {} of memory (the memory limit)", bytes_text(limit)),
      BudgetError::Resource::kMemory);
}
}  // namespace

void Context::check_growth(std::size_t extra_bytes) const {
  // Asking for nothing is never an error (the checkpoints report what is held); a huge request
  // cannot wrap the sum around.
  if (memory_limit_ != 0 && extra_bytes != 0 && (extra_bytes > memory_limit_ || bytes_held() > memory_limit_ - extra_bytes)) {
    throw_memory_limit(memory_limit_);
  }
}

void Context::check_work(std::uint64_t steps) const {
  const auto refuse = [steps](std::uint64_t left) {
    throw BudgetError(fmt::format("gave up before starting: it needs about {} steps of work, more than the {} left "
                                  "(the work limit)",
                                  steps, left),
                      BudgetError::Resource::kWork);
  };
  if (work_end_ != kNoEnd && (steps > work_end_ || work_ > work_end_ - steps)) {
    refuse(work_ > work_end_ ? 0 : work_end_ - work_);
  }
  if (shared_work_ != nullptr) {
    // The steps charged here since the last checkpoint are not in the shared count yet.
    const std::uint64_t pending = work_ - shared_from_;
    const std::uint64_t shared_left = shared_work_->left();
    const std::uint64_t left = shared_left > pending ? shared_left - pending : 0;
    if (steps > left) refuse(left);
  }
}

void Context::share_work(SharedWork* shared) noexcept {
  if (shared_work_ != nullptr) {
    shared_work_->add(work_ - shared_from_);
  }
  shared_work_ = shared;
  shared_from_ = work_;
  schedule_checkpoint();
}

void Context::schedule_checkpoint() noexcept {
  next_checkpoint_ = work_ + kCheckInterval;
  if (work_end_ != kNoEnd) {
    next_checkpoint_ = std::min(next_checkpoint_, work_end_ + 1);
  }
  if (shared_work_ != nullptr) {
    // Alone on the shared budget, a context stops exactly at its limit, as on its own.
    const std::uint64_t left = shared_work_->left();
    if (left < kCheckInterval) next_checkpoint_ = std::min(next_checkpoint_, work_ + left + 1);
  }
}

void Context::checkpoint() {
  if (cancel_requested_.exchange(false, std::memory_order_relaxed)) {
    schedule_checkpoint();
    throw CancelledError("cancelled");
  }
  if (work_ > work_end_) {
    // Stays due: every later charge throws too, until set_limits() starts a new budget.
    throw BudgetError(fmt::format("gave up after {} steps of work (the work limit)", work_end_ - work_origin_),
                      BudgetError::Resource::kWork);
  }
  if (shared_work_ != nullptr) {
    shared_work_->add(work_ - shared_from_);
    shared_from_ = work_;
    if (shared_work_->exhausted()) {
      // Stays due as well: the shared count never goes back.
      throw BudgetError(fmt::format("gave up after {} steps of work (the work limit)", shared_work_->limit()),
                        BudgetError::Resource::kWork);
    }
  }
  if (memory_limit_ != 0) {
    if (bytes_held() > memory_limit_) {
      throw_memory_limit(memory_limit_);
    }
  }
  schedule_checkpoint();
}

namespace detail {

Context& make_thread_default_context() {
  // Owned by the thread, entered by it for good: no other thread can enter it.
  thread_local std::unique_ptr<Context> owned;
  if (!owned) {
    owned = std::make_unique<Context>();
    owned->owner_.store(std::this_thread::get_id(), std::memory_order_relaxed);
    owned->owner_depth_ = 1;
  }
  t_current_context = owned.get();
  return *owned;
}

}  // namespace detail

ContextScope::ContextScope(Context& context) : context_(context), previous_(detail::t_current_context) {
  const std::thread::id me = std::this_thread::get_id();
  std::thread::id expected{};
  if (!context.owner_.compare_exchange_strong(expected, me, std::memory_order_acquire) && expected != me) {
    throw ContextError("this context is in use by another thread (a context serves one thread at a time)");
  }
  ++context.owner_depth_;
  detail::t_current_context = &context;
}

ContextScope::~ContextScope() {
  if (--context_.owner_depth_ == 0) {
    context_.owner_.store(std::thread::id{}, std::memory_order_release);
  }
  detail::t_current_context = previous_;
}

BudgetScope::BudgetScope(Context& context, Limits limits)
    : context_(context),
      saved_origin_(context.work_origin_),
      saved_end_(context.work_end_),
      saved_memory_(context.memory_limit_) {
  context.work_origin_ = context.work_;
  if (limits.work != 0) {
    context.work_end_ = std::min(saved_end_, context.work_ + limits.work);
  }
  if (limits.memory != 0) {
    context.memory_limit_ = saved_memory_ == 0 ? limits.memory : std::min(saved_memory_, limits.memory);
  }
  context.schedule_checkpoint();
}

BudgetScope::~BudgetScope() {
  context_.work_origin_ = saved_origin_;
  context_.work_end_ = saved_end_;
  context_.memory_limit_ = saved_memory_;
  context_.schedule_checkpoint();
}

}  // namespace cgt
