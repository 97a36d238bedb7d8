#include <algorithm>
#include <string>

#include "cgt/error.hpp"
#include "cgt/impartial.hpp"

namespace cgt {

namespace {

std::uint64_t hash_options(const std::vector<ImpartialId>& options) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ options.size();
  for (ImpartialId id : options) {
    h ^= id + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdULL;
  }
  return h;
}

std::uint64_t pair_key(ImpartialId a, ImpartialId b) {
  return (std::uint64_t{a} << 32) | b;
}

}  // namespace

std::size_t ImpartialStore::TripleHash::operator()(const std::array<ImpartialId, 3>& key) const noexcept {
  std::uint64_t h = pair_key(key[0], key[1]) * 0x9e3779b97f4a7c15ULL;
  h ^= key[2] + (h >> 29);
  return static_cast<std::size_t>(h * 0xbf58476d1ce4e5b9ULL);
}

ImpartialStore::ImpartialStore(std::size_t max_games) : max_games_(max_games) {
  make({});  // id 0 is the zero game
}

ImpartialId ImpartialStore::make(std::vector<ImpartialId> options) {
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  std::uint64_t h = hash_options(options);
  auto [begin, end] = by_hash_.equal_range(h);
  for (auto it = begin; it != end; ++it) {
    std::span<const ImpartialId> existing = this->options(it->second);
    if (std::equal(existing.begin(), existing.end(), options.begin(), options.end())) {
      return it->second;
    }
  }
  if (nodes_.size() >= max_games_) {
    throw LimitError("the game tree has more than " + std::to_string(max_games_) + " distinct positions");
  }
  // Grundy value and longest play follow from the options, which already exist.
  std::vector<bool> seen(options.size() + 1, false);
  std::uint64_t depth = 0;
  for (ImpartialId option : options) {
    if (nodes_[option].grundy < seen.size()) {
      seen[nodes_[option].grundy] = true;
    }
    depth = std::max(depth, nodes_[option].depth + 1);
  }
  std::uint64_t grundy = 0;
  while (seen[grundy]) {
    ++grundy;
  }
  auto id = static_cast<ImpartialId>(nodes_.size());
  nodes_.push_back({options_.size(), static_cast<std::uint32_t>(options.size()), grundy, depth});
  options_.insert(options_.end(), options.begin(), options.end());
  by_hash_.emplace(h, id);
  return id;
}

ImpartialId ImpartialStore::nimber(std::uint64_t n) {
  if (nimbers_.empty()) {
    nimbers_.push_back(zero());
  }
  while (nimbers_.size() <= n) {
    nimbers_.push_back(make(std::vector<ImpartialId>(nimbers_.begin(), nimbers_.end())));
  }
  return nimbers_[n];
}

std::span<const ImpartialId> ImpartialStore::options(ImpartialId game) const {
  const Node& node = nodes_[game];
  return {options_.data() + node.first, node.count};
}

VariationSet ImpartialStore::variation(ImpartialId game) const {
  std::vector<Integer> values;
  for (ImpartialId option : options(game)) {
    values.push_back(Integer::from_unsigned(grundy(option)));
  }
  return VariationSet::from_values(std::move(values));
}

ImpartialId ImpartialStore::sum(ImpartialId g, ImpartialId h) {
  if (g > h) {
    std::swap(g, h);  // G + H = H + G: one cache entry for both orders
  }
  if (auto it = sum_cache_.find(pair_key(g, h)); it != sum_cache_.end()) {
    return it->second;
  }
  std::vector<ImpartialId> result;
  // Copy the option lists: recursive calls may grow options_ and invalidate spans.
  std::vector<ImpartialId> g_options(options(g).begin(), options(g).end());
  std::vector<ImpartialId> h_options(options(h).begin(), options(h).end());
  result.reserve(g_options.size());
  for (ImpartialId g_option : g_options) {
    result.push_back(sum(g_option, h));
  }
  for (ImpartialId h_option : h_options) {
    result.push_back(sum(g, h_option));
  }
  ImpartialId id = make(std::move(result));
  sum_cache_.emplace(pair_key(g, h), id);
  return id;
}

ImpartialId ImpartialStore::ordinal_sum(ImpartialId g, ImpartialId h) {
  if (auto it = ordinal_cache_.find(pair_key(g, h)); it != ordinal_cache_.end()) {
    return it->second;
  }
  std::vector<ImpartialId> result(options(g).begin(), options(g).end());  // a move in G discards H
  std::vector<ImpartialId> h_options(options(h).begin(), options(h).end());
  for (ImpartialId h_option : h_options) {
    result.push_back(ordinal_sum(g, h_option));
  }
  ImpartialId id = make(std::move(result));
  ordinal_cache_.emplace(pair_key(g, h), id);
  return id;
}

ImpartialId ImpartialStore::substitution_sum(ImpartialId g, ImpartialId k, ImpartialId h) {
  std::array<ImpartialId, 3> key{g, k, h};
  if (auto it = substitution_cache_.find(key); it != substitution_cache_.end()) {
    return it->second;
  }
  std::vector<ImpartialId> result;
  std::vector<ImpartialId> g_options(options(g).begin(), options(g).end());
  std::vector<ImpartialId> h_options(options(h).begin(), options(h).end());
  result.reserve(g_options.size());
  for (ImpartialId g_option : g_options) {
    result.push_back(substitution_sum(g_option, k, k));  // a move in G replaces the right game by K
  }
  for (ImpartialId h_option : h_options) {
    result.push_back(substitution_sum(g, k, h_option));
  }
  ImpartialId id = make(std::move(result));
  substitution_cache_.emplace(key, id);
  return id;
}

}  // namespace cgt
