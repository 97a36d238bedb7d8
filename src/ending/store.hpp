#pragma once
// The hash-consed store behind cgt::ending::Position (private to src/ending). One per
// process; positions are never freed, so an id stays valid for the life of the program.

#include <cstdint>
#include <unordered_map>
#include <vector>

#include <optional>

#include "cgt/ending.hpp"
#include "cgt/ending_value.hpp"

namespace cgt::ending::detail {

inline constexpr std::uint32_t kNone = 0xFFFFFFFFU;
inline constexpr std::uint8_t kUnknownOutcome = 0xFF;

struct Node {
  std::vector<Position> options;  // sorted, unique; its buffer never moves once stored
  std::uint32_t birthday = 0;
  std::uint32_t next_same_hash = kNone;  // chain of nodes whose option sets share a hash
  std::uint32_t conjugate = kNone;
  std::uint32_t simplified = kNone;
  std::uint8_t outcome = kUnknownOutcome;
  std::optional<FamilyValue> family;  // classified once, when the node is interned
};

// Which family value a node with these options is, given its options are already classified.
std::optional<FamilyValue> classify_family(const std::vector<Node>& nodes, const std::vector<Position>& options);

class Store {
 public:
  Store();
  static Store& instance();

  std::uint32_t intern(std::vector<Position> sorted_unique_options);
  Node& node(std::uint32_t id) { return nodes_[id]; }
  [[nodiscard]] std::size_t size() const { return nodes_.size(); }
  std::size_t& limit() { return limit_; }
  std::unordered_map<std::uint64_t, std::uint32_t>& sum_cache() { return sums_; }

 private:
  std::vector<Node> nodes_;
  std::size_t limit_ = kMaxStoreSize;
  std::unordered_map<std::uint64_t, std::uint32_t> buckets_;  // hash of options -> first id
  std::unordered_map<std::uint64_t, std::uint32_t> sums_;     // (smaller id, larger id) -> sum
};

}  // namespace cgt::ending::detail
