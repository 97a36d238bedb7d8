#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/impartial_expression.hpp"

namespace cgt {

namespace {
// *n as a tree has n + 1 positions and ~n^2/2 option links; beyond this we refuse to expand.
constexpr std::int64_t kMaxTreeNimber = 4096;
}  // namespace

// What a variation set holds, for the budgets: its intervals and their ends' limbs.
std::size_t set_bytes(const VariationSet& set) {
  std::size_t bytes = sizeof(VariationSet) + set.intervals().capacity() * sizeof(VariationSet::Interval);
  for (const VariationSet::Interval& interval : set.intervals()) {
    bytes += (interval.lo.is_small() ? 0 : interval.lo.bit_length() / 8) +
             (interval.hi.is_small() ? 0 : interval.hi.bit_length() / 8);
  }
  return bytes;
}

ImpartialValue evaluate_by_variation(const ImpartialExpression& expression) {
  using Kind = ImpartialExpression::Kind;
  // Each node's set is made from its children's in time about their size, and every set is
  // kept to the end: charged a step per 32 bytes made and counted against the memory limit, so
  // 2000 ordinal sums of 200 000-digit nimbers meet both limits (and Ctrl-C).
  Context& context = current_context();
  MemoryClaim held(context);
  std::vector<VariationSet> values(expression.nodes.size());
  for (std::size_t i = 0; i < expression.nodes.size(); ++i) {
    if (i > 0) {
      const std::size_t bytes = set_bytes(values[i - 1]);
      context.charge(1 + bytes / 32);
      held.grow(bytes);
    }
    const auto& node = expression.nodes[i];
    const auto& c = node.children;
    switch (node.kind) {
      case Kind::kNimber:
        values[i] = VariationSet::range(node.n);
        break;
      case Kind::kOptions: {
        std::vector<Integer> grundies;
        grundies.reserve(c.size());
        for (std::size_t child : c) {
          grundies.push_back(values[child].mex());
        }
        values[i] = VariationSet::from_values(std::move(grundies));
        break;
      }
      case Kind::kSum:
        values[i] = disjunctive_sum(values[c[0]], values[c[1]]);  // Prop. 2.16 (i)
        break;
      case Kind::kOrdinalSum:
        values[i] = ordinal_sum(values[c[0]], values[c[1]]);  // Prop. 2.16 (ii)
        break;
      case Kind::kSubstitution:
        values[i] = substitution_sum(values[c[0]], values[c[1]].mex(), values[c[2]]);  // Theorem 3.6
        break;
    }
  }
  ImpartialValue result;
  result.variation = std::move(values[expression.root]);
  result.grundy = result.variation.mex();
  return result;
}

ImpartialGame build_game_tree(const ImpartialExpression& expression) {
  using Kind = ImpartialExpression::Kind;
  std::vector<ImpartialGame> games(expression.nodes.size());
  for (std::size_t i = 0; i < expression.nodes.size(); ++i) {
    const auto& node = expression.nodes[i];
    const auto& c = node.children;
    switch (node.kind) {
      case Kind::kNimber:
        if (Integer(kMaxTreeNimber) < node.n) {
          throw LimitError("*" + node.n.to_string() + " is too large to build as a game tree (limit *" +
                           std::to_string(kMaxTreeNimber) + ")");
        }
        games[i] = ImpartialGame::nimber(static_cast<std::uint64_t>(node.n.to_int64()));
        break;
      case Kind::kOptions: {
        std::vector<ImpartialGame> options;
        options.reserve(c.size());
        for (std::size_t child : c) {
          options.push_back(games[child]);
        }
        games[i] = ImpartialGame::from_options(std::move(options));
        break;
      }
      case Kind::kSum:
        games[i] = games[c[0]] + games[c[1]];
        break;
      case Kind::kOrdinalSum:
        games[i] = ordinal_sum(games[c[0]], games[c[1]]);
        break;
      case Kind::kSubstitution:
        games[i] = substitution_sum(games[c[0]], games[c[1]], games[c[2]]);
        break;
    }
  }
  return games[expression.root];
}

}  // namespace cgt
