// cgt sweep lr-ending-canonical: paper 003 asks whether repeated simplification (Theorems 3.9,
// 3.10) always reaches a unique simplest form. This sweep simplifies every position born by day
// B whose options are simplified forms born by day B − 1 — every non-empty set of them (at most K
// with --max-options), which loses nothing: simplification simplifies the options first — and
// asks which different simplified forms are equivalent (Definition 2.10). Each such pair is a
// counterexample to uniqueness.
//
// Three sieves, each exact about what it separates:
//  * the signature: the outcomes o(S + X) for every X of the equivalence search
//    (cgt/ending_equivalence.hpp), the positions `cgt ending --equiv` tries;
//  * the fingerprint: the same for 20,000 more positions X built from those (Columns);
//  * forms with one fingerprint are decided exactly (decide_exactly: a finite closure of the
//    outcome vectors of all X on the subpositions), first in the task against the forms born
//    earlier, then in the summary against each other.
// Equal outcomes in every sum are necessary for equivalence, so the sieves never separate
// equivalent forms; the closure then proves equivalence or finds a difference, or gives up
// (undecided: reported, and counted with the counterexamples).
//
// The option sets are ranked by size, then lexicographically by the forms' order (birthday,
// then text), so --max-options K lists a prefix of the full ranking; a task is a range of ranks.
// Its result lists the distinct simplified forms it met: text, signature and fingerprint
// (128-bit digests as 32 hex digits), how many of its sets gave it, the first set that did, and
// the form born earlier it is proven equivalent to, if any.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/ending.hpp"
#include "cgt/ending_equivalence.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "core/json.hpp"
#include "sweeps/lr_ending_exact.hpp"
#include "sweeps/sweeps.hpp"

namespace cgt::sweeps {

namespace {

using ending::Position;
using lr_ending::conjugate_flags;
using lr_ending::decide_exactly;
using lr_ending::flags_of;
using lr_ending::kNextFlags;
using lr_ending::reverts_to_terminal;
using lr_ending::Verdict;

constexpr const char* kName = "lr-ending-canonical";
constexpr std::uint64_t kMaxBirthday = 4;
constexpr std::uint64_t kMaxOptionsValue = 1'000'000;
// Option sets this sweep may list: nearly every set of options is its own simplified form, so
// the results hold a form's text, digest and first set (~250 bytes) per set, all kept by rank 0.
// (Day 3 has 2^29 − 1 sets: 100+ GB of results.)
constexpr std::uint64_t kMaxListed = std::uint64_t{1} << 22;
// Sets per task: about kTargetTasks tasks, each between kMinChunk and kMaxChunk sets (a set of
// day 3 takes 0.2–1 ms to simplify, sign and compare).
constexpr std::uint64_t kTargetTasks = 2000;
constexpr std::uint64_t kMinChunk = 250;
constexpr std::uint64_t kMaxChunk = 1000;
// Counterexample lines written at most (all are counted).
constexpr std::uint64_t kMaxExtraLines = 10'000;

// --- Parameters ----------------------------------------------------------------------------

std::uint64_t natural_parameter(const std::string& name, const std::string& text, std::uint64_t min,
                                std::uint64_t max) {
  const bool digits =
      !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits) throw DomainError(name + " must be a natural number, not '" + text + "'");
  const std::size_t first = std::min(text.find_first_not_of('0'), text.size());
  const std::string significant = text.substr(first);
  const std::string limit = std::to_string(max);
  if (significant.size() > limit.size() || (significant.size() == limit.size() && significant > limit) ||
      (significant.empty() ? 0 : std::stoull(significant)) < min) {
    throw DomainError(name + " must be between " + std::to_string(min) + " and " + limit + ", not " + text);
  }
  return significant.empty() ? 0 : std::stoull(significant);
}

std::uint64_t binomial(std::uint64_t n, std::uint64_t k) {
  if (k > n) return 0;
  k = std::min(k, n - k);
  std::uint64_t result = 1;
  for (std::uint64_t i = 1; i <= k; ++i) {
    // result · (n − k + i) / i is exact at every step; saturate far above any limit used here.
    const std::uint64_t factor = n - k + i;
    if (result > (std::uint64_t{1} << 62) / factor) return std::uint64_t{1} << 62;
    result = result * factor / i;
  }
  return result;
}

// Option sets of at most `max_size` of `n` forms.
std::uint64_t set_count(std::uint64_t n, std::uint64_t max_size) {
  std::uint64_t total = 0;
  for (std::uint64_t s = 1; s <= std::min(n, max_size); ++s) {
    total = std::min(total + binomial(n, s), std::uint64_t{1} << 62);
  }
  return total;
}

// --- Ranked option sets --------------------------------------------------------------------

// An option set as indices into the forms, increasing; ranks run through the sets of size 1 in
// lexicographic order, then size 2, and so on.
struct Combination {
  std::uint64_t n = 0;
  std::vector<std::uint32_t> indices;

  static Combination at_rank(std::uint64_t n, std::uint64_t rank) {
    Combination c;
    c.n = n;
    std::uint64_t size = 1;
    while (rank >= binomial(n, size)) {
      rank -= binomial(n, size);
      ++size;
    }
    std::uint64_t x = 0;
    for (std::uint64_t position = 0; position < size; ++position) {
      while (binomial(n - x - 1, size - position - 1) <= rank) {
        rank -= binomial(n - x - 1, size - position - 1);
        ++x;
      }
      c.indices.push_back(static_cast<std::uint32_t>(x));
      ++x;
    }
    return c;
  }

  void advance() {
    const std::size_t size = indices.size();
    for (std::size_t i = size; i-- > 0;) {
      if (indices[i] < n - size + i) {
        ++indices[i];
        for (std::size_t j = i + 1; j < size; ++j) indices[j] = indices[j - 1] + 1;
        return;
      }
    }
    indices.push_back(0);  // the first set one larger: 0, 1, …, size
    for (std::size_t j = 0; j < indices.size(); ++j) indices[j] = static_cast<std::uint32_t>(j);
  }
};

// --- Rows: outcomes in sums with the searched positions ----------------------------------------

std::uint64_t mix(std::uint64_t z) {
  z += 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// The positions X of the rows: first the search space of the bound (the signature), then
// kExtraColumns more (the fingerprint), each a set of 1 to kMaxColumnOptions earlier ones (each
// choice, half the time, among the last kRecentColumns made), so the positions grow deep and wide (sums with those tell
// apart positions the search space does not); the choices come from a fixed pseudo-random
// sequence, so the trees, hence the rows, are the same in every context. Every option of a
// column is an earlier column (the searched positions are simplified forms, whose options are
// simplified forms of the days before).
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

// What a context keeps for rows: the columns and the rows of the options met (forms born by day
// B − 1 and their options: few). Goes with the context's contents (Context::clear()).
class RowState final : public ContextState {
 public:
  explicit RowState(Context& /*context*/) {}

  [[nodiscard]] std::size_t bytes_held() const override {
    std::size_t bytes = 0;
    for (const std::optional<Columns>& c : columns_) {
      if (!c) continue;
      bytes += c->x.capacity() * sizeof(Position) + c->flags.capacity() + c->end.capacity() +
               (c->first_option.capacity() + c->option.capacity()) * sizeof(std::uint32_t);
    }
    for (const auto& rows : rows_) {
      // Per entry: the key, the vector object, a hash node (about 48 bytes) and the row itself.
      for (const auto& [id, row] : rows)
        bytes += sizeof(std::uint32_t) + sizeof(std::vector<std::uint8_t>) + 48 + row.capacity();
    }
    return bytes;
  }

  const Columns& columns(int bound) {
    std::optional<Columns>& columns = columns_[static_cast<std::size_t>(bound)];
    if (columns) return *columns;
    Columns built;
    built.first_option.push_back(0);
    std::unordered_map<std::uint32_t, std::uint32_t> index;
    const auto add = [&](Position x) {
      if (index.contains(x.id())) return;
      for (Position option : x.options()) {
        auto it = index.find(option.id());
        if (it == index.end()) {
          throw std::logic_error("lr-ending-canonical: a searched position has an option that is not searched");
        }
        built.option.push_back(it->second);
      }
      index.emplace(x.id(), static_cast<std::uint32_t>(built.x.size()));
      built.x.push_back(x);
      built.flags.push_back(flags_of(x.outcome()));
      built.end.push_back(x.is_left_end() ? 1 : x.is_right_end() ? 2 : 0);
      built.first_option.push_back(static_cast<std::uint32_t>(built.option.size()));
    };
    for (Position x : ending::search_space(bound).candidates) add(x);
    built.searched = built.x.size();
    std::uint64_t state = 0x5EED;
    const auto next = [&] { return state = mix(state); };
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
    return *columns;
  }

  // The flags of o(P + X_j) for every column j, by Theorem 2.8 on the options of the sum:
  // P_i + X_j (the rows of P's options, kept) and P + X_k for the options X_k of X_j (earlier in
  // the row). P + *L = P and P + *R = P̄.
  std::vector<std::uint8_t> row(int bound, Position p) {
    const Columns& c = columns(bound);
    const std::size_t width = c.x.size();
    std::vector<std::uint8_t> out(width);
    if (p.is_terminal()) {
      for (std::size_t j = 0; j < width; ++j) out[j] = p.is_left_end() ? c.flags[j] : conjugate_flags(c.flags[j]);
      return out;
    }
    for (Position option : p.options()) {
      const std::vector<std::uint8_t>& r = kept_row(bound, option);
      for (std::size_t j = 0; j < width; ++j) out[j] |= r[j];
    }
    current_context().charge(1 + width * (p.options().size() + 2) / 16);
    const std::uint8_t own = flags_of(p.outcome());
    for (std::size_t j = 0; j < width; ++j) {
      if (c.end[j] != 0) {
        out[j] = c.end[j] == 1 ? own : conjugate_flags(own);
        continue;
      }
      std::uint8_t f = out[j];
      for (std::uint32_t k = c.first_option[j]; k < c.first_option[j + 1]; ++k) f |= out[c.option[k]];
      out[j] = kNextFlags[f];
    }
    return out;
  }

 private:
  // An unordered_map's values stay where they are as it grows.
  const std::vector<std::uint8_t>& kept_row(int bound, Position p) {
    auto& rows = rows_[static_cast<std::size_t>(bound)];
    if (auto it = rows.find(p.id()); it != rows.end()) return it->second;
    std::vector<std::uint8_t> computed = row(bound, p);
    return rows.emplace(p.id(), std::move(computed)).first->second;
  }

  std::array<std::optional<Columns>, ending::kMaxSearchBirthday + 1> columns_;
  std::array<std::unordered_map<std::uint32_t, std::vector<std::uint8_t>>, ending::kMaxSearchBirthday + 1> rows_;
};

// 128 bits of row[0, size) (two independent 64-bit chains over its outcomes, 32 to a word), as
// 32 hex digits.
std::string digest(const std::vector<std::uint8_t>& row, std::size_t size) {
  std::uint64_t a = mix(0x243F6A8885A308D3ULL ^ size);
  std::uint64_t b = mix(0x13198A2E03707344ULL + size);
  for (std::size_t start = 0; start < size; start += 32) {
    std::uint64_t word = 0;
    for (std::size_t j = start; j < std::min(size, start + 32); ++j) {
      word |= static_cast<std::uint64_t>(row[j]) << (2 * (j - start));
    }
    a = mix(a ^ word);
    b = mix(b + word * 0xA4093822299F31D1ULL);
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text(32, '0');
  for (std::size_t i = 0; i < 16; ++i) {
    text[i] = kHex[a >> (60 - 4 * i) & 0xF];
    text[16 + i] = kHex[b >> (60 - 4 * i) & 0xF];
  }
  return text;
}

struct Signed {
  std::string signature;    // over the search space
  std::string fingerprint;  // over every column
};

Signed sign(RowState& rows, int bound, Position p) {
  const std::vector<std::uint8_t> row = rows.row(bound, p);
  return {digest(row, rows.columns(bound).searched), digest(row, row.size())};
}

// --- The sweep ---------------------------------------------------------------------------

struct Settings {
  int birthday = 0;
  std::optional<std::uint64_t> max_options;  // as given
  int search_bound = ending::kMaxSearchBirthday;
  std::uint64_t forms = 0;      // forms born by day B − 1
  std::uint64_t max_size = 0;   // largest option set enumerated
  std::uint64_t positions = 0;  // option sets
  std::uint64_t chunk = 0;      // sets per task
  std::uint64_t tasks = 0;
  std::string search;  // the search space's description
};

struct FormSeen {
  std::string signature;
  std::string fingerprint;
  std::string first;  // the first option set that gave it (a form born earlier: itself)
  std::uint64_t subsets = 0;
  std::optional<std::string> equivalent;  // a form born earlier, proven equivalent by a task
  std::string proof;                      // how
  bool met = false;                       // by the sweep (not only a form born earlier)
};

class CanonicalSummary final : public Summary {
 public:
  explicit CanonicalSummary(Settings settings) : settings_(std::move(settings)) {}

  void add(std::uint64_t /*task*/, std::string_view result) override {
    const Json json = Json::parse(result);
    ++tasks_;
    positions_ += json.at("subsets").get<std::uint64_t>();
    unchanged_ += json.at("unchanged").get<std::uint64_t>();
    for (const Json& entry : json.at("forms")) {
      const std::string form = entry.at("form").get<std::string>();
      auto [it, inserted] = forms_.try_emplace(form);
      FormSeen& seen = it->second;
      if (inserted) {
        order_.push_back(form);
        seen.signature = entry.at("signature").get<std::string>();
        seen.fingerprint = entry.at("fingerprint").get<std::string>();
        seen.first = entry.at("first").get<std::string>();
        if (!entry.at("equivalent").is_null()) {
          seen.equivalent = entry.at("equivalent").get<std::string>();
          seen.proof = entry.at("proof").get<std::string>();
        }
        seen.met = true;
      } else if (seen.fingerprint != entry.at("fingerprint").get<std::string>()) {
        throw std::logic_error("lr-ending-canonical: two tasks gave " + form + " different signatures");
      }
      seen.subsets += entry.at("subsets").get<std::uint64_t>();
    }
  }

  SummaryOutput finish() override {
    SummaryOutput out;
    // The forms born earlier take part as they are (the first of their classes): a form of
    // the sweep may be equivalent to one of them that no option set of the sweep gave.
    std::vector<std::string> order;
    {
      auto& rows = current_context().extension<RowState>();
      for (Position earlier : ending::positions_born_by(settings_.birthday - 1)) {
        const std::string text = ending::to_text(earlier);
        auto [it, inserted] = forms_.try_emplace(text);
        if (inserted) {
          const Signed s = sign(rows, settings_.search_bound, earlier);
          it->second.signature = s.signature;
          it->second.fingerprint = s.fingerprint;
          it->second.first = text;
        }
        order.push_back(text);
      }
      for (const std::string& form : order_) {
        if (std::find(order.begin(), order.end(), form) == order.end()) order.push_back(form);
      }
    }
    std::unordered_map<std::string, std::string> parent;  // union-find over texts
    const auto find = [&](std::string x) {
      while (true) {
        auto it = parent.find(x);
        if (it == parent.end() || it->second == x) return x;
        x = it->second;
      }
    };
    std::uint64_t proven = 0;
    std::uint64_t undecided = 0;
    const auto report = [&](const std::string& kind, const std::string& a, const std::string& b,
                            const std::string& proof) {
      if (out.extra_lines.size() >= kMaxExtraLines) return;
      Json line;
      line["kind"] = kind;
      line["proof"] = kind == "equivalent" ? Json(proof) : Json(nullptr);
      line["first_form"] = a;
      line["first_position"] = forms_.at(a).first;
      line["form"] = b;
      line["position"] = forms_.at(b).first;
      line["signature"] = forms_.at(b).signature;
      line["search"] = settings_.search;
      out.extra_lines.push_back(dump_json(line));
    };
    // Equivalences the tasks proved (to a form born earlier).
    for (const std::string& form : order) {
      const FormSeen& seen = forms_.at(form);
      if (!seen.equivalent) continue;
      const std::string a = find(*seen.equivalent);
      const std::string b = find(form);
      if (a == b) continue;
      parent[b] = a;
      ++proven;
      report("equivalent", *seen.equivalent, form, seen.proof);
    }
    // Within each fingerprint, every form against the first form of each class so far.
    std::unordered_map<std::string, std::vector<std::string>> groups;
    std::vector<std::string> group_order;
    for (const std::string& form : order) {
      auto [it, inserted] = groups.try_emplace(forms_.at(form).fingerprint);
      if (inserted) group_order.push_back(it->first);
      it->second.push_back(form);
    }
    for (const std::string& fingerprint : group_order) {
      const std::vector<std::string>& group = groups.at(fingerprint);
      if (group.size() < 2) continue;
      std::vector<std::string> firsts;  // of the classes met in this group
      for (const std::string& form : group) {
        const std::string root = find(form);
        if (std::any_of(firsts.begin(), firsts.end(), [&](const std::string& f) { return find(f) == root; })) continue;
        const Position p = ending::build_position(ending::parse_expression(form));
        bool joined = false;
        for (const std::string& first : firsts) {
          const Verdict verdict = decide_exactly(ending::build_position(ending::parse_expression(first)), p);
          if (verdict == Verdict::kEquivalent) {
            parent[root] = find(first);
            ++proven;
            report("equivalent", first, form, "closure");
            joined = true;
            break;
          }
          if (verdict == Verdict::kUndecided) {
            ++undecided;
            report("undecided", first, form, "");
          }
        }
        if (!joined) firsts.push_back(form);
      }
    }

    std::uint64_t met = 0;
    std::unordered_set<std::string> signatures;
    std::unordered_set<std::string> fingerprints;
    std::unordered_set<std::string> classes;
    for (const auto& [form, seen] : forms_) {
      if (!seen.met) continue;
      ++met;
      signatures.insert(seen.signature);
      fingerprints.insert(seen.fingerprint);
      classes.insert(find(form));
    }
    const std::uint64_t counterexamples = proven + undecided;
    Json json;
    json["birthday"] = json_integer(settings_.birthday);
    json["counterexamples"] = json_integer(counterexamples);
    json["distinct_forms"] = json_integer(met);
    json["max_options"] = settings_.max_options ? json_integer(*settings_.max_options) : Json(nullptr);
    json["positions"] = json_integer(positions_);
    json["search"] = settings_.search;
    json["search_bound"] = json_integer(settings_.search_bound);
    json["signature_classes"] = json_integer(static_cast<std::uint64_t>(signatures.size()));
    json["fingerprint_classes"] = json_integer(static_cast<std::uint64_t>(fingerprints.size()));
    json["equivalence_classes"] = json_integer(static_cast<std::uint64_t>(classes.size()));
    json["proven_equivalent"] = json_integer(proven);
    json["undecided"] = json_integer(undecided);
    json["option_forms"] = json_integer(settings_.forms);
    json["unchanged"] = json_integer(unchanged_);
    json["counterexample_lines"] = json_integer(static_cast<std::uint64_t>(out.extra_lines.size()));
    json["sweep"] = kName;
    json["tasks"] = json_integer(tasks_);
    out.json = dump_json(json);

    std::string& text = out.text;
    text += std::string(kName) + ": positions born by day " + std::to_string(settings_.birthday) + " with ";
    text += settings_.max_options ? "at most " + std::to_string(settings_.max_size) : std::string("any number of");
    text += " options among the " + std::to_string(settings_.forms) + " simplified forms born by day " +
            std::to_string(settings_.birthday - 1) + "\n";
    text += std::to_string(positions_) + " option sets in " + std::to_string(tasks_) + " tasks (" +
            std::to_string(unchanged_) + " already simplified): " + std::to_string(met) +
            " distinct simplified forms\n";
    text += "search: " + settings_.search + ": " + std::to_string(signatures.size()) + " signature classes\n";
    text += "exact equivalence (closure over subpositions): " + std::to_string(classes.size()) + " classes; " +
            std::to_string(proven) + " forms equivalent to a different simplified form";
    text += undecided > 0 ? ", " + std::to_string(undecided) + " pairs undecided\n" : std::string("\n");
    text += counterexamples == 0
                ? "unique: no two different simplified forms are equivalent\n"
                : "not unique: " + std::to_string(counterexamples) +
                      " counterexamples (different simplified forms, equivalent or not shown distinct)\n";
    out.counterexamples = counterexamples;
    return out;
  }

 private:
  Settings settings_;
  std::uint64_t tasks_ = 0;
  std::uint64_t positions_ = 0;
  std::uint64_t unchanged_ = 0;
  std::unordered_map<std::string, FormSeen> forms_;
  std::vector<std::string> order_;  // forms met, in the order met
};

class CanonicalSweep final : public Sweep {
 public:
  explicit CanonicalSweep(Settings settings) : settings_(std::move(settings)) {}

  [[nodiscard]] std::string name() const override { return kName; }

  [[nodiscard]] std::string parameters() const override {
    Json json;
    json["birthday"] = json_integer(settings_.birthday);
    json["max_options"] = settings_.max_options ? json_integer(*settings_.max_options) : Json(nullptr);
    json["search_bound"] = json_integer(settings_.search_bound);
    return dump_json(json);
  }

  [[nodiscard]] std::uint64_t task_count() const override { return settings_.tasks; }

  [[nodiscard]] std::string describe_task(std::uint64_t index) const override {
    const auto [begin, end] = range(index);
    const Combination first = Combination::at_rank(settings_.forms, begin);
    const Combination last = Combination::at_rank(settings_.forms, end - 1);
    std::string text = "option sets " + std::to_string(begin) + ".." + std::to_string(end - 1) + " of " +
                       std::to_string(settings_.positions) + " (" + std::to_string(first.indices.size());
    if (last.indices.size() != first.indices.size()) {
      text += '-';
      text += std::to_string(last.indices.size());
    }
    text += " options)";
    return text;
  }

  [[nodiscard]] std::string run_task(std::uint64_t index) const override {
    const auto [begin, end] = range(index);
    // Rebuilt in this context: the forms (memoised per context, in the same order everywhere),
    // their texts and fingerprints.
    const std::vector<Position>& forms = ending::positions_born_by(settings_.birthday - 1);
    if (forms.size() != settings_.forms) {
      throw std::logic_error("lr-ending-canonical: another number of forms born by day " +
                             std::to_string(settings_.birthday - 1) + " than when the sweep was made");
    }
    auto& rows = current_context().extension<RowState>();
    std::vector<std::string> texts;
    std::unordered_map<std::string, std::vector<std::size_t>> earlier;  // fingerprint → forms
    for (std::size_t i = 0; i < forms.size(); ++i) {
      texts.push_back(ending::to_text(forms[i]));
      earlier[sign(rows, settings_.search_bound, forms[i]).fingerprint].push_back(i);
    }

    struct Entry {
      std::string form;
      Signed signed_form;
      std::string first;
      std::uint64_t subsets = 0;
      std::optional<std::string> equivalent;
      std::string proof;  // of the equivalence: "reversal" (reverts_to_terminal) or "closure"
    };
    std::vector<Entry> entries;
    std::unordered_map<std::uint32_t, std::size_t> seen;  // simplified form's id → entry
    std::uint64_t unchanged = 0;
    Combination c = Combination::at_rank(settings_.forms, begin);
    std::vector<Position> options;
    for (std::uint64_t rank = begin; rank < end; ++rank, c.advance()) {
      options.clear();
      for (std::uint32_t i : c.indices) options.push_back(forms[i]);
      const Position g = Position::from_options(options);
      const Position s = ending::simplify(g);
      if (s == g) ++unchanged;
      auto [it, inserted] = seen.try_emplace(s.id(), entries.size());
      if (inserted) {
        Entry entry;
        entry.form = ending::to_text(s);
        entry.signed_form = sign(rows, settings_.search_bound, s);
        entry.first = "{";
        for (std::size_t k = 0; k < c.indices.size(); ++k) {
          if (k > 0) entry.first += ", ";
          entry.first += texts[c.indices[k]];
        }
        entry.first += "}";
        // A form born earlier that it is equivalent to, decided here (so that the summary has
        // only the rarer pairs of forms of this day to decide).
        if (const std::optional<Position> end = reverts_to_terminal(s)) {
          entry.equivalent = ending::to_text(*end);
          entry.proof = "reversal";
        } else if (auto candidates = earlier.find(entry.signed_form.fingerprint); candidates != earlier.end()) {
          for (std::size_t i : candidates->second) {
            if (forms[i] != s && decide_exactly(forms[i], s) == Verdict::kEquivalent) {
              entry.equivalent = texts[i];
              entry.proof = "closure";
              break;
            }
          }
        }
        entries.push_back(std::move(entry));
      }
      ++entries[it->second].subsets;
    }
    Json list = Json::array();
    for (const Entry& e : entries) {
      Json entry;
      entry["form"] = e.form;
      entry["signature"] = e.signed_form.signature;
      entry["fingerprint"] = e.signed_form.fingerprint;
      entry["first"] = e.first;
      entry["subsets"] = json_integer(e.subsets);
      entry["equivalent"] = e.equivalent ? Json(*e.equivalent) : Json(nullptr);
      entry["proof"] = e.equivalent ? Json(e.proof) : Json(nullptr);
      list.push_back(std::move(entry));
    }
    Json json;
    json["begin"] = json_integer(begin);
    json["end"] = json_integer(end);
    json["forms"] = std::move(list);
    json["subsets"] = json_integer(end - begin);
    json["unchanged"] = json_integer(unchanged);
    return dump_json(json);
  }

  [[nodiscard]] std::unique_ptr<Summary> start_summary() const override {
    return std::make_unique<CanonicalSummary>(settings_);
  }

 private:
  [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> range(std::uint64_t index) const {
    if (index >= settings_.tasks) {
      throw DomainError("task " + std::to_string(index) + " does not exist (" + kName + " has " +
                        std::to_string(settings_.tasks) + " tasks)");
    }
    const std::uint64_t begin = index * settings_.chunk;
    return {begin, std::min(settings_.positions, begin + settings_.chunk)};
  }

  Settings settings_;
};

}  // namespace

std::unique_ptr<Sweep> make_lr_ending_canonical_sweep(
    const std::map<std::string, std::string, std::less<>>& parameters) {
  for (const auto& [name, value] : parameters) {
    if (name != "--birthday" && name != "--max-options" && name != "--search-bound") {
      throw DomainError(std::string(kName) + " has no parameter " + name +
                        " (it takes --birthday B, --max-options K, --search-bound N)");
    }
  }
  const auto birthday = parameters.find("--birthday");
  if (birthday == parameters.end()) throw DomainError(std::string(kName) + " needs --birthday B (1 to 4)");
  Settings settings;
  settings.birthday = static_cast<int>(natural_parameter("--birthday", birthday->second, 1, kMaxBirthday));
  if (const auto k = parameters.find("--max-options"); k != parameters.end()) {
    settings.max_options = natural_parameter("--max-options", k->second, 1, kMaxOptionsValue);
  }
  if (const auto b = parameters.find("--search-bound"); b != parameters.end()) {
    settings.search_bound = static_cast<int>(
        natural_parameter("--search-bound", b->second, 0, static_cast<std::uint64_t>(ending::kMaxSearchBirthday)));
  }

  if (settings.birthday == 4) {
    // The options would be the forms born by day 3: one per option set of the day-2 forms, nearly.
    const std::uint64_t day2 = ending::positions_born_by(2).size();
    throw LimitError("--birthday 4 needs every simplified form born by day 3 as an option, and those come from " +
                     std::to_string(set_count(day2, day2)) + " option sets (of the " + std::to_string(day2) +
                     " forms born by day 2), too many to enumerate whatever --max-options is; use --birthday 3 "
                     "with --max-options");
  }
  settings.forms = ending::positions_born_by(settings.birthday - 1).size();
  settings.max_size = std::min(settings.forms, settings.max_options.value_or(settings.forms));
  settings.positions = set_count(settings.forms, settings.max_size);
  if (settings.positions > kMaxListed) {
    std::uint64_t fits = 0;
    while (fits < settings.forms && set_count(settings.forms, fits + 1) <= kMaxListed) ++fits;
    throw LimitError("--birthday " + std::to_string(settings.birthday) +
                     (settings.max_options ? " --max-options " + std::to_string(*settings.max_options) : "") +
                     " covers " + std::to_string(settings.positions) + " option sets (of the " +
                     std::to_string(settings.forms) + " forms born by day " + std::to_string(settings.birthday - 1) +
                     "), more than the " + std::to_string(kMaxListed) +
                     " this sweep lists; bound them with --max-options (" + std::to_string(fits) + " gives " +
                     std::to_string(set_count(settings.forms, fits)) + ")");
  }
  settings.chunk = std::clamp((settings.positions + kTargetTasks - 1) / kTargetTasks, kMinChunk, kMaxChunk);
  settings.tasks = (settings.positions + settings.chunk - 1) / settings.chunk;
  if (settings.tasks > tasks::kMaxTasks) {
    throw LimitError("--birthday " + std::to_string(settings.birthday) + " would need " +
                     std::to_string(settings.tasks) + " tasks, more than " + std::to_string(tasks::kMaxTasks) +
                     "; bound the option sets with --max-options");
  }
  settings.search = ending::search_space(settings.search_bound).description;
  return std::make_unique<CanonicalSweep>(std::move(settings));
}

}  // namespace cgt::sweeps
