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
//  * the fingerprint: the same for 20,000 more positions X built from those (both are
//    ending::outcome_digests, cgt/ending_fingerprint.hpp);
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
#include "cgt/ending_exact.hpp"
#include "cgt/ending_expression.hpp"
#include "cgt/ending_fingerprint.hpp"
#include "cgt/ending_option_sets.hpp"
#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "core/json.hpp"
#include "sweeps/sweeps.hpp"

namespace cgt::sweeps {

namespace {

using ending::Position;
using ending::decide_exactly;
using ending::RankedOptionSet;
using ending::reverts_to_terminal;
using Verdict = ending::ExactVerdict;

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

// The outcome digests of a position (cgt/ending_fingerprint.hpp): signature and fingerprint.
using Signed = ending::OutcomeDigests;
Signed sign(int bound, Position p) { return ending::outcome_digests(p, bound); }

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
      for (Position earlier : ending::positions_born_by(settings_.birthday - 1)) {
        const std::string text = ending::to_text(earlier);
        auto [it, inserted] = forms_.try_emplace(text);
        if (inserted) {
          const Signed s = sign(settings_.search_bound, earlier);
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
    const RankedOptionSet first = RankedOptionSet::at_rank(settings_.forms, begin);
    const RankedOptionSet last = RankedOptionSet::at_rank(settings_.forms, end - 1);
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
    std::vector<std::string> texts;
    std::unordered_map<std::string, std::vector<std::size_t>> earlier;  // fingerprint → forms
    for (std::size_t i = 0; i < forms.size(); ++i) {
      texts.push_back(ending::to_text(forms[i]));
      earlier[sign(settings_.search_bound, forms[i]).fingerprint].push_back(i);
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
    RankedOptionSet c = RankedOptionSet::at_rank(settings_.forms, begin);
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
        entry.signed_form = sign(settings_.search_bound, s);
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
                     std::to_string(ending::option_set_count(day2, day2)) + " option sets (of the " + std::to_string(day2) +
                     " forms born by day 2), too many to enumerate whatever --max-options is; use --birthday 3 "
                     "with --max-options");
  }
  settings.forms = ending::positions_born_by(settings.birthday - 1).size();
  settings.max_size = std::min(settings.forms, settings.max_options.value_or(settings.forms));
  settings.positions = ending::option_set_count(settings.forms, settings.max_size);
  if (settings.positions > kMaxListed) {
    std::uint64_t fits = 0;
    while (fits < settings.forms && ending::option_set_count(settings.forms, fits + 1) <= kMaxListed) ++fits;
    throw LimitError("--birthday " + std::to_string(settings.birthday) +
                     (settings.max_options ? " --max-options " + std::to_string(*settings.max_options) : "") +
                     " covers " + std::to_string(settings.positions) + " option sets (of the " +
                     std::to_string(settings.forms) + " forms born by day " + std::to_string(settings.birthday - 1) +
                     "), more than the " + std::to_string(kMaxListed) +
                     " this sweep lists; bound them with --max-options (" + std::to_string(fits) + " gives " +
                     std::to_string(ending::option_set_count(settings.forms, fits)) + ")");
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
