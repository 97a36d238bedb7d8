#include "cgt/stopper.hpp"

#include <algorithm>
#include <utility>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/heap_bytes.hpp"
#include "loopy/graph_ops.hpp"
#include "loopy/state.hpp"
#include "loopy/survival.hpp"

namespace cgt {

using heap::kMallocOverhead;

std::size_t LoopyGraph::heap_bytes() const {
  std::size_t bytes = 0;
  for (const auto& side : edges) {
    bytes += side.capacity() * sizeof(std::vector<std::uint32_t>);
    for (const auto& list : side) {
      bytes += list.capacity() == 0 ? 0 : list.capacity() * sizeof(std::uint32_t) + kMallocOverhead;
    }
  }
  return bytes + heap::node_map_bytes(short_vertices);
}

void LoopyGraph::reserve_more() {
  const std::size_t capacity = std::max<std::size_t>(2 * edges[0].capacity(), 8);
  current_context().check_growth(2 * capacity * sizeof(std::vector<std::uint32_t>));
  edges[0].reserve(capacity);
  edges[1].reserve(capacity);
}

Stopper loopy::adopt_simplest(LoopyGraph graph) {
  auto form = std::make_shared<Stopper::Form>();
  form->shorts = short_values(graph);
  std::vector<std::uint64_t> initial(graph.size());
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    initial[v] = form->shorts[v] ? std::hash<Game>()(*form->shorts[v]) : 0x5bd1e995ULL;
  }
  form->hash = refine_hashes(graph, std::move(initial))[0];
  form->graph = std::move(graph);
  // The form and shared_ptr's control block are one allocation (make_shared).
  form->bytes = sizeof(Stopper::Form) + 2 * sizeof(void*) + kMallocOverhead + form->graph.heap_bytes() +
                form->shorts.capacity() * sizeof(std::optional<Game>);
  return Stopper(std::move(form));
}

std::uint32_t LoopyGraph::add_short_game(Game g) {
  // Post-order without recursion: a game's vertex is made once all its options have one.
  std::vector<std::pair<Game, bool>> stack{{g, false}};
  while (!stack.empty()) {
    auto [h, expanded] = stack.back();
    stack.pop_back();
    if (short_vertices.count(h)) {
      continue;
    }
    const std::vector<Game> sides[2] = {cgt::left_options(h), cgt::right_options(h)};
    if (!expanded) {
      stack.emplace_back(h, true);
      for (const auto& side : sides) {
        for (Game option : side) {
          if (!short_vertices.count(option)) {
            stack.emplace_back(option, false);
          }
        }
      }
      continue;
    }
    current_context().charge();
    const std::uint32_t v = add_vertex();
    for (int p = 0; p < 2; ++p) {
      for (Game option : sides[p]) {
        edges[p][v].push_back(short_vertices.at(option));
      }
    }
    short_vertices.emplace(h, v);
  }
  return short_vertices.at(g);
}

std::uint32_t LoopyGraph::add_stopper(const Stopper& s) {
  const LoopyGraph& from = s.graph();
  const std::vector<std::optional<Game>>& shorts = s.short_games();
  std::vector<std::uint32_t> vertex(from.size());
  for (std::uint32_t v = 0; v < from.size(); ++v) {
    vertex[v] = shorts[v] ? add_short_game(*shorts[v]) : add_vertex();
  }
  for (std::uint32_t v = 0; v < from.size(); ++v) {
    if (!shorts[v]) {
      for (int p = 0; p < 2; ++p) {
        for (std::uint32_t w : from.edges[p][v]) {
          edges[p][vertex[v]].push_back(vertex[w]);
        }
      }
    }
  }
  return vertex[0];
}

Stopper::Stopper() : Stopper(Game()) {}

Stopper::Stopper(Game g) {
  LoopyGraph graph;
  const std::uint32_t v = graph.add_short_game(g);
  *this = simplest_form(graph, v);
}

Stopper Stopper::on() {
  LoopyGraph graph;
  graph.add_vertex();
  graph.edges[0][0].push_back(0);
  return loopy::adopt_simplest(std::move(graph));
}

Stopper Stopper::off() {
  return on().negative();
}


namespace {

std::vector<Stopper> options_of(const LoopyGraph& graph, int player) {
  std::vector<Stopper> options;
  for (std::uint32_t w : graph.edges[player][0]) {
    // Every vertex of a simplest form is in simplest form.
    options.push_back(loopy::adopt_simplest(loopy::pack(graph, {w})));
  }
  return options;
}

}  // namespace

std::vector<Stopper> Stopper::left_options() const {
  return options_of(graph(), 0);
}

std::vector<Stopper> Stopper::right_options() const {
  return options_of(graph(), 1);
}

Stopper Stopper::negative() const {
  LoopyGraph flipped;
  flipped.edges[0] = graph().edges[1];
  flipped.edges[1] = graph().edges[0];
  return loopy::adopt_simplest(std::move(flipped));
}

bool operator==(const Stopper& a, const Stopper& b) {
  if (a.is_loopfree() || b.is_loopfree()) {
    return a.as_short_game() == b.as_short_game();  // a loopy value is never a short one
  }
  return leq(a, b) && leq(b, a);
}

bool leq(const Stopper& g, const Stopper& h) {
  return loopy::SurvivalTable(g.graph(), h.graph()).leq(0, 0);
}

Outcome outcome(const Stopper& g) {
  const Stopper zero;
  // Every play of a stopper ends, so its outcome is one of the four.
  const bool left_first_wins = !leq(g, zero);
  const bool right_first_wins = !leq(zero, g);
  return outcome_from_first_moves(left_first_wins, right_first_wins);
}

Stopper StopperPool::intern(const Stopper& s) {
  auto found = by_hash_.find(s.hash());
  if (found != by_hash_.end()) {
    for (const Stopper& t : found->second) {
      if (t == s) {
        return t;
      }
    }
  } else {
    heap::before_insert(current_context(), by_hash_);
    found = by_hash_.try_emplace(s.hash()).first;
    bytes_ += sizeof(decltype(by_hash_)::value_type) + sizeof(void*) + kMallocOverhead;
  }
  std::vector<Stopper>& bucket = found->second;
  const std::size_t capacity = bucket.capacity();
  bucket.push_back(s);
  if (bucket.capacity() != capacity) {
    bytes_ += (bucket.capacity() - capacity) * sizeof(Stopper) + (capacity == 0 ? kMallocOverhead : 0);
  }
  bytes_ += s.heap_bytes();
  ++count_;
  return s;
}

std::size_t StopperPool::bytes_held() const noexcept {
  return bytes_ + by_hash_.bucket_count() * sizeof(void*);
}

StopperPool& context_stopper_pool() {
  return loopy::current_state().pool;
}

}  // namespace cgt
