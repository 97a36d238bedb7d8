#pragma once
// P MPI ranks in one process, for the tests of what runs on the task runner (sweeps, the split
// outcome search): each rank a thread with a HubTransport, all meeting in one Hub. So
// ThreadSanitizer sees the runner's whole protocol (scripts/test.sh runs threads_tests under it).

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "cgt/transport.hpp"

namespace cgt::testing {

// P ranks in one process: a mailbox per rank, and broadcasts through a shared slot.
class Hub {
 public:
  explicit Hub(int size) : size_(size), boxes_(static_cast<std::size_t>(size)) {}
  struct Message {
    int from;
    int tag;
    std::string bytes;
  };
  std::string broadcast(int rank, const std::string& text) {
    std::unique_lock lock(mutex_);
    const std::uint64_t round = rank_round_[rank]++;
    if (rank == 0) {
      slots_.push_back(text);
      changed_.notify_all();
    }
    changed_.wait(lock, [&] { return slots_.size() > round; });
    return slots_[round];
  }
  void send(int from, int to, int tag, const std::string& bytes) {
    std::lock_guard lock(mutex_);
    boxes_[static_cast<std::size_t>(to)].push_back({from, tag, bytes});
    changed_.notify_all();
  }
  bool receive(int rank, int timeout_ms, Message& message) {
    std::unique_lock lock(mutex_);
    auto& box = boxes_[static_cast<std::size_t>(rank)];
    changed_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] { return !box.empty(); });
    if (box.empty()) return false;
    message = std::move(box.front());
    box.pop_front();
    return true;
  }
  int size() const { return size_; }

 private:
  int size_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<std::deque<Message>> boxes_;
  std::deque<std::string> slots_;
  std::map<int, std::uint64_t> rank_round_;
};

class HubTransport final : public cgt::tasks::Transport {
 public:
  HubTransport(Hub& hub, int rank) : hub_(hub), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return hub_.size(); }
  std::string broadcast(const std::string& text) override { return hub_.broadcast(rank_, text); }
  void send(int to, int tag, const std::string& bytes) override { hub_.send(rank_, to, tag, bytes); }
  bool receive(int timeout_ms, int& from, int& tag, std::string& bytes) override {
    Hub::Message message;
    if (!hub_.receive(rank_, timeout_ms, message)) return false;
    from = message.from;
    tag = message.tag;
    bytes = std::move(message.bytes);
    return true;
  }

 private:
  Hub& hub_;
  int rank_;
};

}  // namespace cgt::testing
