// Outcome digests of LR-ending positions (cgt/ending_fingerprint.hpp).

#include "cgt/ending_fingerprint.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "core/splitmix.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_exact.hpp"
#include "cgt/error.hpp"

namespace cgt::ending {

namespace {

// The positions X of the rows beyond the search space: each a set of 1 to kMaxColumnOptions
// earlier ones (each choice, half the time, among the last kRecentColumns made). Changing any
// of these changes every digest: the sweep's results files record them.
constexpr std::size_t kExtraColumns = 20'000;
constexpr std::uint64_t kRecentColumns = 500;
constexpr std::uint64_t kMaxColumnOptions = 12;

struct Columns {
  std::vector<Position> x;
  std::vector<std::uint8_t> flags;          // of o(X_j)
  std::vector<std::uint8_t> end;            // 1: X_j = *L, 2: X_j = *R, 0: otherwise
  std::vector<std::uint32_t> first_option;  // X_j's options are option[first_option[j] .. [j + 1])
  std::vector<std::uint32_t> option;        // column indices
  std::size_t searched = 0;                 // the first `searched` columns are the search space
};

using Row = std::vector<std::uint8_t>;  // outcome_flags of o(P + X_j)

// What a context keeps: the columns of each bound and the rows of the subpositions met (not of
// the positions asked about: a sweep asks about many forms, each once, but their options are
// few). Goes with the context's contents (Context::clear()).
class RowState final : public ContextState {
 public:
  explicit RowState(Context& /*context*/) {}

  [[nodiscard]] std::size_t bytes_held() const override { return bytes_; }

  const Columns& columns(int bound) {
    std::optional<Columns>& columns = columns_[static_cast<std::size_t>(bound)];
    if (columns) return *columns;
    // About what the columns and the positions they make take.
    constexpr std::size_t kColumnBytes = sizeof(Position) + 2 + 8 * sizeof(std::uint32_t) + 64;
    current_context().check_growth(kExtraColumns * kColumnBytes);
    Columns built;
    built.first_option.push_back(0);
    std::unordered_map<std::uint32_t, std::uint32_t> index;
    const auto add = [&](Position x) {
      if (index.contains(x.id())) return;
      for (Position option : x.options()) {
        auto it = index.find(option.id());
        if (it == index.end()) {
          throw std::logic_error("outcome digests: a searched position has an option that is not searched");
        }
        built.option.push_back(it->second);
      }
      index.emplace(x.id(), static_cast<std::uint32_t>(built.x.size()));
      built.x.push_back(x);
      built.flags.push_back(outcome_flags(x.outcome()));
      built.end.push_back(x.is_left_end() ? 1 : x.is_right_end() ? 2 : 0);
      built.first_option.push_back(static_cast<std::uint32_t>(built.option.size()));
    };
    for (Position x : search_space(bound).candidates) add(x);
    built.searched = built.x.size();
    std::uint64_t state = 0x5EED;
    const auto next = [&] { return state = splitmix64(state); };
    for (std::size_t made = 0; made < kExtraColumns; ++made) {
      current_context().charge(4);
      std::vector<Position> options;
      for (std::uint64_t k = 1 + next() % kMaxColumnOptions; k > 0; --k) {
        const std::uint64_t size = built.x.size();
        const bool recent = next() % 2 == 0;
        options.push_back(built.x[recent ? size - 1 - next() % std::min(size, kRecentColumns) : next() % size]);
      }
      add(Position::from_options(std::move(options)));
    }
    columns = std::move(built);
    bytes_ += columns->x.capacity() * sizeof(Position) + columns->flags.capacity() + columns->end.capacity() +
              (columns->first_option.capacity() + columns->option.capacity()) * sizeof(std::uint32_t);
    return *columns;
  }

  // The row of p (not kept), after the rows of its subpositions (kept), which a walk on the heap
  // computes options first: positions may be thousands of days deep.
  Row row(int bound, Position p) {
    auto& rows = rows_[static_cast<std::size_t>(bound)];
    std::vector<std::pair<Position, std::size_t>> stack{{p, 0}};
    while (true) {
      auto& [q, next] = stack.back();
      const std::span<const Position> options = q.options();
      if (next < options.size()) {
        const Position option = options[next++];
        if (!rows.contains(option.id())) stack.emplace_back(option, 0);
        continue;
      }
      const Position done = q;
      stack.pop_back();
      if (stack.empty()) return row_from_options(bound, done);
      if (rows.contains(done.id())) continue;
      const std::size_t width = columns(bound).x.size();
      // Per entry: the key, the vector object, a hash node (about 48 bytes) and the row itself.
      const std::size_t entry = sizeof(std::uint32_t) + sizeof(Row) + 48 + width;
      current_context().check_growth(entry);
      rows.emplace(done.id(), row_from_options(bound, done));
      bytes_ += entry;
    }
  }

 private:
  // The flags of o(P + X_j) for every column j, by Theorem 2.8 on the options of the sum:
  // P_i + X_j (the rows of P's options, kept) and P + X_k for the options X_k of X_j (earlier in
  // the row). P + *L = P and P + *R = P̄.
  Row row_from_options(int bound, Position p) {
    const Columns& c = columns(bound);
    const auto& rows = rows_[static_cast<std::size_t>(bound)];
    const std::size_t width = c.x.size();
    Row out(width);
    if (p.is_terminal()) {
      for (std::size_t j = 0; j < width; ++j) out[j] = p.is_left_end() ? c.flags[j] : conjugate_flags(c.flags[j]);
      return out;
    }
    for (Position option : p.options()) {
      const Row& r = rows.at(option.id());
      for (std::size_t j = 0; j < width; ++j) out[j] |= r[j];
    }
    current_context().charge(1 + width * (p.options().size() + 2) / 16);
    const std::uint8_t own = outcome_flags(p.outcome());
    for (std::size_t j = 0; j < width; ++j) {
      if (c.end[j] != 0) {
        out[j] = c.end[j] == 1 ? own : conjugate_flags(own);
        continue;
      }
      std::uint8_t f = out[j];
      for (std::uint32_t k = c.first_option[j]; k < c.first_option[j + 1]; ++k) f |= out[c.option[k]];
      out[j] = kOutcomeOfFlags[f];
    }
    return out;
  }

  std::array<std::optional<Columns>, kMaxSearchBirthday + 1> columns_;
  // An unordered_map's values stay where they are as it grows.
  std::array<std::unordered_map<std::uint32_t, Row>, kMaxSearchBirthday + 1> rows_;
  std::size_t bytes_ = 0;
};

// 128 bits of row[0, size) (two independent 64-bit chains over its outcomes, 32 to a word), as
// 32 hex digits.
std::string digest(const Row& row, std::size_t size) {
  std::uint64_t a = splitmix64(0x243F6A8885A308D3ULL ^ size);
  std::uint64_t b = splitmix64(0x13198A2E03707344ULL + size);
  for (std::size_t start = 0; start < size; start += 32) {
    std::uint64_t word = 0;
    for (std::size_t j = start; j < std::min(size, start + 32); ++j) {
      word |= static_cast<std::uint64_t>(row[j]) << (2 * (j - start));
    }
    a = splitmix64(a ^ word);
    b = splitmix64(b + word * 0xA4093822299F31D1ULL);
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text(32, '0');
  for (std::size_t i = 0; i < 16; ++i) {
    text[i] = kHex[a >> (60 - 4 * i) & 0xF];
    text[16 + i] = kHex[b >> (60 - 4 * i) & 0xF];
  }
  return text;
}

}  // namespace

OutcomeDigests outcome_digests(Position p, int search_bound) {
  if (search_bound < 0 || search_bound > kMaxSearchBirthday) {
    throw DomainError("the search bound of outcome digests must be 0 to " + std::to_string(kMaxSearchBirthday) +
                      ", not " + std::to_string(search_bound));
  }
  RowState& rows = current_context().extension<RowState>();
  const Row row = rows.row(search_bound, p);
  return {digest(row, rows.columns(search_bound).searched), digest(row, row.size())};
}

}  // namespace cgt::ending
