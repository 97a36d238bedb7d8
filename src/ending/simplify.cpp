// Simplification by Theorems 3.3, 3.9 and 3.10, and sums computed on simplified forms.

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "ending/store.hpp"

namespace cgt::ending {

namespace {

using detail::Store;

bool has_option(Position y, Position z) {
  const auto options = y.options();
  return std::binary_search(options.begin(), options.end(), z);
}

Position reduce_node(std::vector<Position> options);

// Theorem 3.9 (and Theorem 3.3 when there are no Y's) for one side: kLeft or kRight.
std::optional<Position> mex_rule(const std::vector<Position>& options, Family side) {
  std::vector<std::uint64_t> indices;
  std::vector<Position> others;
  for (Position option : options) {
    const std::optional<FamilyValue> f = family_of(option);
    if (f && f->family == side) {
      indices.push_back(f->n);
    } else {
      others.push_back(option);
    }
  }
  if (indices.empty()) return std::nullopt;
  std::sort(indices.begin(), indices.end());
  std::uint64_t mex = 0;
  for (std::uint64_t a : indices) {
    if (a == mex)
      ++mex;
    else if (a > mex)
      break;
  }
  // The target *L_mex must be an option of every Y; if its tree was never built, no Y can
  // have it as an option, and with no Y's the rule applies outright (Theorem 3.3).
  const Position target = family_position({side, mex});
  for (Position y : others) {
    if (!has_option(y, target)) return std::nullopt;
  }
  return target;
}

// `options` are simplified, sorted and unique.
Position reduce_node(std::vector<Position> options) {
  for (Family side : {Family::kLeft, Family::kRight}) {
    if (std::optional<Position> target = mex_rule(options, side)) return *target;
  }
  // Theorem 3.10: drop an option Y that has an option ≡ the rest.
  if (options.size() >= 2) {
    for (std::size_t i = 0; i < options.size(); ++i) {
      const Position y = options[i];
      if (y.is_terminal()) continue;
      std::vector<Position> rest = options;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      const Position g_prime = Position::from_options(rest);
      // Cheap necessary condition before simplifying the rest: some option of Y has the
      // outcome of G' (equivalent positions have equal outcomes).
      const Outcome wanted = g_prime.outcome();
      const auto y_options = y.options();
      const bool possible =
          std::any_of(y_options.begin(), y_options.end(), [&](Position z) { return z.outcome() == wanted; });
      if (!possible) continue;
      const Position reduced = simplify(g_prime);
      if (has_option(y, reduced)) return reduced;
    }
  }
  return Position::from_options(std::move(options));
}

}  // namespace

Position simplify(Position position) {
  Store& store = Store::instance();
  if (store.node(position.id()).simplified != detail::kNone) {
    return Position::from_id(store.node(position.id()).simplified);
  }
  // Iterative post-order: options first, so deep trees do not exhaust the call stack.
  std::vector<std::uint32_t> stack{position.id()};
  while (!stack.empty()) {
    const std::uint32_t id = stack.back();
    if (store.node(id).simplified != detail::kNone) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    std::vector<Position> simplified_options;
    for (Position option : store.node(id).options) {
      const std::uint32_t s = store.node(option.id()).simplified;
      if (s == detail::kNone) {
        ready = false;
        stack.push_back(option.id());
      } else {
        simplified_options.push_back(Position::from_id(s));
      }
    }
    if (!ready) continue;
    std::sort(simplified_options.begin(), simplified_options.end());
    simplified_options.erase(std::unique(simplified_options.begin(), simplified_options.end()),
                             simplified_options.end());
    const Position result = reduce_node(std::move(simplified_options));
    store.node(id).simplified = result.id();
    store.node(result.id()).simplified = result.id();  // idempotent
    stack.pop_back();
  }
  return Position::from_id(store.node(position.id()).simplified);
}

namespace {
constexpr std::uint32_t kMaxSimplifiedSumDepth = 20000;

std::unordered_map<std::uint64_t, std::uint32_t>& simplified_sums() {
  static std::unordered_map<std::uint64_t, std::uint32_t> cache;
  return cache;
}

Position add_simplified_forms(Position g, Position h) {
  if (g.is_left_end()) return h;
  if (h.is_left_end()) return g;
  if (g.is_right_end()) return simplify(h.conjugate());
  if (h.is_right_end()) return simplify(g.conjugate());
  const std::optional<FamilyValue> fg = family_of(g);
  const std::optional<FamilyValue> fh = family_of(h);
  const auto nim_like = [](const std::optional<FamilyValue>& f) {
    return f && (f->family == Family::kLeft || f->family == Family::kRight);
  };
  if (nim_like(fg) && nim_like(fh)) return family_position(nim_family_sum(*fg, *fh));  // Corollary 3.4
  if (g > h) std::swap(g, h);
  const std::uint64_t key = (static_cast<std::uint64_t>(g.id()) << 32) | h.id();
  auto& cache = simplified_sums();
  if (auto it = cache.find(key); it != cache.end()) return Position::from_id(it->second);
  if (g.birthday() + h.birthday() > kMaxSimplifiedSumDepth) {
    throw LimitError("LR-ending sum too deep to simplify");
  }
  const std::vector<Position> g_options(g.options().begin(), g.options().end());
  const std::vector<Position> h_options(h.options().begin(), h.options().end());
  std::vector<Position> options;
  options.reserve(g_options.size() + h_options.size());
  for (Position option : g_options) options.push_back(add_simplified_forms(option, h));
  for (Position option : h_options) options.push_back(add_simplified_forms(g, option));
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  const Position result = simplify(Position::from_options(std::move(options)));
  cache.emplace(key, result.id());
  return result;
}
}  // namespace

Position add_simplified(Position g, Position h) {
  return add_simplified_forms(simplify(g), simplify(h));
}

}  // namespace cgt::ending
