// Fox and Geese, solved one set of geese at a time: a goose's move goes down a row and is never
// undone, so the positions with a given set of geese form one block whose only cycles are the
// fox's moves. Each block is simplified as one graph whose Left options are the blocks below,
// already in simplest form (small: Fox and Geese values are few vertices), so no graph is
// ever larger than a block plus its options' simplest forms.
//
// The solved blocks of each board shape stay in the context (FoxAndGeeseTables), so a second
// position on the same board, or the same one again (from Python, say), reads what the first
// solved; they count against the context's memory budget like its other stores.

#include "cgt/fox_and_geese.hpp"

#include <map>
#include <memory>
#include <unordered_map>
#include <utility>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/heap_bytes.hpp"
#include "cgt/grid_board.hpp"

namespace cgt {

namespace {

using grid::Bits;

using heap::kMallocOverhead;
using heap::node_map_bytes;

class FoxAndGeese {
 public:
  FoxAndGeese(unsigned rows, unsigned cols) : rows_(rows), cols_(cols) {}

  // Square (t, c): text row t from the top, column c from the left, both from 0.
  [[nodiscard]] unsigned square(unsigned t, unsigned c) const { return t * cols_ + c; }
  [[nodiscard]] bool dark(unsigned t, unsigned c) const { return (rows_ - t + c + 1) % 2 == 0; }

  // Whether the fox has got past the geese (CGSuite's decomposition to off).
  [[nodiscard]] bool escaped(Bits geese, unsigned fox) const {
    if (geese == 0) {
      return true;
    }
    const unsigned top = static_cast<unsigned>(std::countr_zero(geese)) / cols_;  // highest goose's text row
    const unsigned t = fox / cols_;
    const unsigned c = fox % cols_;
    if (t <= top) {
      return true;
    }
    if (t == top + 1) {
      const bool up_left_open = c > 0 && (geese & bit(t - 1, c - 1)) == 0;
      const bool up_right_open = c + 1 < cols_ && (geese & bit(t - 1, c + 1)) == 0;
      return up_left_open || up_right_open;
    }
    return false;
  }

  // The value of the fox on `fox` among `geese`.
  Stopper value(Bits geese, unsigned fox) {
    if (escaped(geese, fox)) {
      return off_;
    }
    if (auto it = blocks_.find(geese); it != blocks_.end() && it->second.values[fox / 2] != kUnsolved) {
      return values_[it->second.values[fox / 2]];
    }
    solve_block(geese, fox);
    return values_[blocks_.at(geese).values[fox / 2]];
  }

  // Heap bytes held, for the memory budget (the values' graphs are in the context's pool).
  [[nodiscard]] std::size_t bytes_held() const {
    return node_map_bytes(blocks_) + block_bytes_ + values_.capacity() * sizeof(Stopper) + node_map_bytes(index_);
  }

 private:
  static constexpr std::uint32_t kUnsolved = UINT32_MAX;

  // The values of one set of geese by the fox's square: an index into values_, or kUnsolved.
  // Only dark squares hold a fox, and two dark squares never share square / 2 (in a row they
  // alternate; with an odd width every dark square has the parity of the first), so the
  // table has half a slot per square.
  struct Block {
    std::vector<std::uint32_t> values;
  };

  Block& block_of(Bits geese) {
    auto it = blocks_.find(geese);
    if (it == blocks_.end()) {
      heap::before_insert(current_context(), blocks_);
      it = blocks_.try_emplace(geese).first;
      it->second.values.assign((std::size_t{rows_} * cols_ + 1) / 2, kUnsolved);
      block_bytes_ += it->second.values.capacity() * sizeof(std::uint32_t) + kMallocOverhead;
    }
    return it->second;
  }

  // The index of `s`'s value in values_: equal values share one graph (the context's pool), so
  // the graph's address names the value.
  std::uint32_t index_of(const Stopper& s) {
    const Stopper shared = context_stopper_pool().intern(s);
    auto it = index_.find(&shared.graph());
    if (it == index_.end()) {
      heap::before_insert(current_context(), index_);
      it = index_.emplace(&shared.graph(), static_cast<std::uint32_t>(values_.size())).first;
      values_.push_back(shared);
    }
    return it->second;
  }

  [[nodiscard]] Bits bit(unsigned t, unsigned c) const { return Bits{1} << square(t, c); }

  // The fox's moves from `fox`: one diagonal step onto a square without a goose.
  template <typename Visit>
  void fox_moves(Bits geese, unsigned fox, Visit visit) const {
    const unsigned t = fox / cols_;
    const unsigned c = fox % cols_;
    for (int dt : {-1, 1}) {
      for (int dc : {-1, 1}) {
        const int nt = static_cast<int>(t) + dt;
        const int nc = static_cast<int>(c) + dc;
        if (nt < 0 || nt >= static_cast<int>(rows_) || nc < 0 || nc >= static_cast<int>(cols_)) {
          continue;
        }
        const unsigned next = square(static_cast<unsigned>(nt), static_cast<unsigned>(nc));
        if ((geese >> next & 1) == 0) {
          visit(next);
        }
      }
    }
  }

  // The geese after each goose move: a goose steps down a row (towards row 1) diagonally onto
  // a square with neither goose nor fox.
  template <typename Visit>
  void goose_moves(Bits geese, unsigned fox, Visit visit) const {
    for (Bits rest = geese; rest != 0; rest &= rest - 1) {
      const unsigned at = static_cast<unsigned>(std::countr_zero(rest));
      const unsigned t = at / cols_;
      const unsigned c = at % cols_;
      if (t + 1 >= rows_) {
        continue;
      }
      for (int dc : {-1, 1}) {
        const int nc = static_cast<int>(c) + dc;
        if (nc < 0 || nc >= static_cast<int>(cols_)) {
          continue;
        }
        const unsigned next = square(t + 1, static_cast<unsigned>(nc));
        if (next != fox && (geese >> next & 1) == 0) {
          visit((geese & ~(Bits{1} << at)) | Bits{1} << next);
        }
      }
    }
  }

  // Every square the fox reaches from `fox` among `geese` without escaping, simplified as one
  // graph: a vertex per square, one for off, and the simplest forms of the geese's moves.
  void solve_block(Bits geese, unsigned start) {
    Context& context = current_context();
    std::vector<unsigned> squares{start};
    std::map<unsigned, std::uint32_t> vertex_of{{start, 0}};
    LoopyGraph graph;
    graph.add_vertex();
    std::uint32_t off = loopy_none;
    // Each distinct option value is copied in once, its short parts shared with the others'.
    std::unordered_map<const LoopyGraph*, std::uint32_t> copied;
    const auto embed = [&](const Stopper& s) {
      auto [it, added] = copied.try_emplace(&s.graph(), 0);
      if (added) {
        it->second = graph.add_stopper(s);
      }
      return it->second;
    };
    for (std::size_t i = 0; i < squares.size(); ++i) {
      context.charge(8);
      const unsigned fox = squares[i];
      const std::uint32_t v = vertex_of.at(fox);
      fox_moves(geese, fox, [&](unsigned next) {
        std::uint32_t w;
        if (escaped(geese, next)) {
          if (off == loopy_none) {
            off = graph.add_vertex();
            graph.edges[1][off].push_back(off);
          }
          w = off;
        } else if (auto it = vertex_of.find(next); it != vertex_of.end()) {
          w = it->second;
        } else {
          w = graph.add_vertex();
          vertex_of.emplace(next, w);
          squares.push_back(next);
        }
        graph.edges[1][v].push_back(w);
      });
      goose_moves(geese, fox, [&](Bits after) {
        // Embedding grows the graph's lists: the target is read after it.
        const std::uint32_t w = embed(value(after, fox));
        graph.edges[0][v].push_back(w);
      });
    }
    std::vector<std::uint32_t> starts;
    for (unsigned fox : squares) {
      starts.push_back(vertex_of.at(fox));
    }
    const std::vector<Stopper> forms = simplest_forms(graph, starts);
    std::vector<std::uint32_t> indices;
    indices.reserve(forms.size());
    for (const Stopper& form : forms) {
      indices.push_back(index_of(form));
    }
    // Stored once all are known: a BudgetError above leaves no block half-filled.
    Block& block = block_of(geese);
    for (std::size_t i = 0; i < squares.size(); ++i) {
      block.values[squares[i] / 2] = indices[i];
    }
  }

  static constexpr std::uint32_t loopy_none = UINT32_MAX;
  Stopper off_ = Stopper::off();
  unsigned rows_;
  unsigned cols_;
  std::unordered_map<Bits, Block> blocks_;
  std::size_t block_bytes_ = 0;  // the blocks' slot arrays
  // Each distinct value once (a block embeds each distinct option value once: positions repeat
  // a few values many times), and its index by its graph.
  std::vector<Stopper> values_;
  std::unordered_map<const LoopyGraph*, std::uint32_t> index_;
};

// The boards solved in a context, by their shape.
class FoxAndGeeseTables final : public ContextState {
 public:
  explicit FoxAndGeeseTables(Context& /*context*/) {}

  [[nodiscard]] std::size_t bytes_held() const override {
    std::size_t bytes = 0;
    for (const auto& [shape, board] : boards_) {
      bytes += sizeof(FoxAndGeese) + 4 * sizeof(void*) + kMallocOverhead + board->bytes_held();
    }
    return bytes;
  }

  FoxAndGeese& board(unsigned rows, unsigned cols) {
    auto it = boards_.find({rows, cols});
    if (it == boards_.end()) {
      // Made before it is listed: making it computes, and a checkpoint reads the list.
      auto board = std::make_unique<FoxAndGeese>(rows, cols);
      it = boards_.emplace(std::pair{rows, cols}, std::move(board)).first;
    }
    return *it->second;
  }

 private:
  std::map<std::pair<unsigned, unsigned>, std::unique_ptr<FoxAndGeese>> boards_;
};

FoxAndGeese& board_of(const grid::GridText& grid) {
  return current_context().extension<FoxAndGeeseTables>().board(grid.rows, grid.cols);
}

struct Parsed {
  grid::GridText grid;
  Bits geese = 0;
  std::optional<unsigned> fox;
};

Parsed parse_board(std::string_view board, bool fox_needed) {
  Parsed parsed{grid::parse_grid_text(board, ".xo", "fox_and_geese"), 0, std::nullopt};
  const grid::GridText& grid = parsed.grid;
  if (grid.cols == 0) {
    throw DomainError("fox_and_geese board: it has no squares");
  }
  for (unsigned t = 0; t < grid.rows; ++t) {
    for (unsigned c = 0; c < grid.cols; ++c) {
      const char piece = grid.cells[t * grid.cols + c];
      if (piece == '.') {
        continue;
      }
      const unsigned row = grid.rows - t;
      if ((row + c + 1) % 2 != 0) {
        throw DomainError("fox_and_geese board: the " + std::string(piece == 'x' ? "goose" : "fox") + " at row " +
                          std::to_string(row) + ", column " + std::to_string(c + 1) +
                          " is on a light square (row + column must be even; row 1 is the bottom row)");
      }
      if (piece == 'x') {
        parsed.geese |= Bits{1} << (t * grid.cols + c);
      } else if (parsed.fox) {
        throw DomainError("fox_and_geese board: more than one fox ('o')");
      } else {
        parsed.fox = t * grid.cols + c;
      }
    }
  }
  if (fox_needed && !parsed.fox) {
    throw DomainError("fox_and_geese board: no fox ('o')");
  }
  return parsed;
}

}  // namespace

Stopper fox_and_geese_value(std::string_view board) {
  const Parsed parsed = parse_board(board, true);
  return board_of(parsed.grid).value(parsed.geese, *parsed.fox);
}

std::vector<std::vector<std::string>> fox_and_geese_table(std::string_view board) {
  const Parsed parsed = parse_board(board, false);
  const grid::GridText& grid = parsed.grid;
  FoxAndGeese& game = board_of(grid);
  std::vector<std::vector<std::string>> table;
  if (parsed.geese == 0) {
    return table;
  }
  const unsigned top = static_cast<unsigned>(std::countr_zero(parsed.geese)) / grid.cols;
  for (unsigned t = top; t < grid.rows; ++t) {
    std::vector<std::string> row;
    for (unsigned c = 0; c < grid.cols; ++c) {
      const unsigned at = t * grid.cols + c;
      if (parsed.geese >> at & 1) {
        row.emplace_back("X");
      } else if (game.dark(t, c)) {
        row.push_back(to_string(game.value(parsed.geese, at)));
      } else {
        row.emplace_back();
      }
    }
    table.push_back(std::move(row));
  }
  return table;
}

}  // namespace cgt
