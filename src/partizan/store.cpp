// The store's nodes: ids, option lists in the pool, and the index that finds a general game
// again by its options.

#include "partizan/store.hpp"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <new>
#include <string>

#include "cgt/error.hpp"

namespace cgt::partizan {

Store::Store(Context& context) : context_(context) {
  small_slots_.assign(1024, kNoGame);
  dense_leq_.reset(static_cast<std::uint64_t*>(std::calloc(kDenseWords, sizeof(std::uint64_t))));
  if (!dense_leq_) {
    throw std::bad_alloc();
  }
  // Id 0 is the game 0, so that a default-constructed Game is zero.
  make_nus(Dyadic(0), Integer(0), Integer(0));
}

std::size_t Store::bytes_held() const noexcept {
  // Hash maps: a node per entry (key, value, next pointer, cached hash) and a bucket pointer.
  constexpr std::size_t kMapEntryOverhead = 4 * sizeof(void*);
  std::size_t bytes = nodes_.capacity() * sizeof(Node) + pool_.capacity() * sizeof(GameId) +
                      nus_values_.capacity() * sizeof(NusParts) + small_slots_.capacity() * sizeof(GameId) +
                      kDenseWords * sizeof(std::uint64_t) + add_cache_.bytes_held() + leq_cache_.bytes_held();
  bytes += nus_index_.size() * (sizeof(NusParts) + sizeof(GameId) + kMapEntryOverhead);
  // The general index: per game a node (next pointer, key vector, id: 48 bytes from malloc), a
  // copy of its option list as the key (the count and the ids, plus malloc's header and
  // rounding, 16 bytes), and a bucket pointer.
  bytes += general_index_.size() * (48 + 16) + general_index_.bucket_count() * sizeof(void*);
  bytes += (pool_.size() + general_index_.size()) * sizeof(GameId);
  // The work stacks of the walks (as deep as the deepest game walked).
  bytes += leq_stack_.capacity() * sizeof(LeqFrame) + form_stack_.capacity() * sizeof(FormFrame) +
           add_stack_.capacity() * sizeof(AddFrame) + negate_stack_.capacity() * sizeof(NegateFrame) +
           (results_.capacity() + scratch_left_.capacity() + scratch_right_.capacity()) * sizeof(GameId);
  return bytes;
}

void Store::check_limit() const {
  if (nodes_.size() >= limit) {
    throw LimitError("game too large: the store of canonical games reached its limit of " + std::to_string(limit) +
                     " distinct games");
  }
}

void Store::set_options(GameId g, const std::vector<GameId>& left, const std::vector<GameId>& right) {
  Node& node = nodes_[g];
  node.left_begin = static_cast<std::uint32_t>(pool_.size());
  node.left_count = static_cast<std::uint32_t>(left.size());
  pool_.insert(pool_.end(), left.begin(), left.end());
  node.right_begin = static_cast<std::uint32_t>(pool_.size());
  node.right_count = static_cast<std::uint32_t>(right.size());
  pool_.insert(pool_.end(), right.begin(), right.end());
  node.options_ready = true;
}

GameId Store::intern_general(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  // The lookup key is built in a reused buffer; it is copied only when a new game is stored.
  std::vector<GameId>& key = key_buffer_;
  key.clear();
  key.push_back(static_cast<GameId>(left.size()));
  key.insert(key.end(), left.begin(), left.end());
  key.insert(key.end(), right.begin(), right.end());
  if (auto it = general_index_.find(key); it != general_index_.end()) {
    return it->second;
  }
  check_limit();
  count_work(kNewGameWork);
  before_growth(nodes_);
  before_growth(pool_, left.size() + right.size());
  if (static_cast<float>(general_index_.size() + 1) >
      static_cast<float>(general_index_.bucket_count()) * general_index_.max_load_factor()) [[unlikely]] {
    context_.check_growth(2 * general_index_.bucket_count() * sizeof(void*));  // its new bucket array
  }
  auto id = static_cast<GameId>(nodes_.size());
  nodes_.push_back(Node{});
  set_options(id, left, right);
  // Stops of a non-number: LS = max RS(G^L), RS = min LS(G^R) (both sides are non-empty).
  bool known = !left.empty() && !right.empty();
  std::int64_t ls = INT64_MIN;
  std::int64_t rs = INT64_MAX;
  for (GameId o : left) {
    known = known && nodes_[o].stops_known;
    ls = std::max(ls, nodes_[o].right_stop);
  }
  for (GameId o : right) {
    known = known && nodes_[o].stops_known;
    rs = std::min(rs, nodes_[o].left_stop);
  }
  if (known) {
    nodes_[id].stops_known = true;
    nodes_[id].left_stop = ls;
    nodes_[id].right_stop = rs;
  }
  general_index_.emplace(key, id);
  return id;
}

std::vector<GameId> Store::left_list(GameId g) {
  ensure_options(g);
  const Node& node = nodes_[g];
  return {pool_.begin() + node.left_begin, pool_.begin() + node.left_begin + node.left_count};
}

std::vector<GameId> Store::right_list(GameId g) {
  ensure_options(g);
  const Node& node = nodes_[g];
  return {pool_.begin() + node.right_begin, pool_.begin() + node.right_begin + node.right_count};
}

}  // namespace cgt::partizan
