#pragma once
// Runs a computation on a thread with a large stack. The game algorithms recurse once per
// day of a game's birthday (a canonical form, a comparison, an ordinal sum, the printer), and
// the limits allow games thousands of days deep: more than a default 8 MiB stack holds,
// especially under AddressSanitizer. The `cgt` command runs every subcommand this way.

#include <cstddef>
#include <functional>

namespace cgt {

#if defined(__SANITIZE_ADDRESS__)
#define CGT_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CGT_ADDRESS_SANITIZER 1
#endif
#endif

// Reserved, not committed. AddressSanitizer clears the stack's poison when an exception is
// thrown only on stacks up to 64 MiB; on a larger one stale poison gives false reports.
#ifdef CGT_ADDRESS_SANITIZER
inline constexpr std::size_t kDeepStackBytes = std::size_t{64} << 20;
#else
inline constexpr std::size_t kDeepStackBytes = std::size_t{1} << 30;
#endif

// Calls `body` on a new thread whose stack is `stack_bytes`, waits for it and rethrows
// whatever it threw. If no such thread can be made, calls `body` on the current stack.
void run_on_deep_stack(const std::function<void()>& body, std::size_t stack_bytes = kDeepStackBytes);

}  // namespace cgt
