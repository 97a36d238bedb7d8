#include <ranges>
#include <string>

#include "cgt/error.hpp"
#include "cgt/impartial_poset.hpp"

namespace cgt {

PosetGame PosetGame::element(VariationSet game, VariationSet replacement) {
  PosetGame result;
  result.variation_ = std::move(game);
  result.reset_variation_ = std::move(replacement);
  return result;
}

PosetGame PosetGame::parallel(std::span<const PosetGame> parts) {
  PosetGame result;
  for (const PosetGame& part : parts) {
    result.variation_ = disjunctive_sum(result.variation_, part.variation_);
    result.reset_variation_ = disjunctive_sum(result.reset_variation_, part.reset_variation_);
  }
  return result;
}

PosetGame PosetGame::series(const PosetGame& below, const PosetGame& above) {
  // A move below resets everything above, so `above` is substituted by reset(above); a reset
  // of the whole resets both parts.
  Integer k = above.reset_variation_.mex();
  PosetGame result;
  result.variation_ = substitution_sum(below.variation_, k, above.variation_);
  result.reset_variation_ = substitution_sum(below.reset_variation_, k, above.reset_variation_);
  return result;
}

PosetGame rooted_forest_game(std::span<const std::ptrdiff_t> parent, std::span<const VariationSet> games,
                             std::span<const VariationSet> replacements) {
  const std::size_t n = parent.size();
  if (games.size() != n || replacements.size() != n) {
    throw DomainError("a rooted forest needs one game and one replacement per element");
  }
  std::vector<std::vector<std::size_t>> children(n);
  std::vector<std::size_t> roots;
  for (std::size_t i = 0; i < n; ++i) {
    if (parent[i] < 0) {
      roots.push_back(i);
    } else if (static_cast<std::size_t>(parent[i]) >= n || static_cast<std::size_t>(parent[i]) == i) {
      throw DomainError("element " + std::to_string(i + 1) + " has an invalid parent");
    } else {
      children[static_cast<std::size_t>(parent[i])].push_back(i);
    }
  }
  // Breadth-first from the roots; elements not reached lie on a cycle.
  std::vector<std::size_t> order = roots;
  for (std::size_t head = 0; head < order.size(); ++head) {
    for (std::size_t child : children[order[head]]) {
      order.push_back(child);
    }
  }
  if (order.size() != n) {
    throw DomainError("the parent relation has a cycle: not a rooted forest");
  }
  // Children before parents: reverse breadth-first order, no recursion however deep the tree.
  std::vector<PosetGame> tree(n);
  // (Iterators, not std::ranges::reverse_view: clang 14 cannot compile libstdc++ 12's views.)
  for (auto it = order.rbegin(); it != order.rend(); ++it) {  // NOLINT(modernize-loop-convert)
    std::size_t p = *it;
    std::vector<PosetGame> parts;
    parts.reserve(children[p].size());
    for (std::size_t child : children[p]) {
      parts.push_back(std::move(tree[child]));
    }
    tree[p] = PosetGame::series(PosetGame::element(games[p], replacements[p]), PosetGame::parallel(parts));
  }
  std::vector<PosetGame> forest;
  forest.reserve(roots.size());
  for (std::size_t root : roots) {
    forest.push_back(std::move(tree[root]));
  }
  return PosetGame::parallel(forest);
}

}  // namespace cgt
