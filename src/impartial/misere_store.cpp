// Misère canonical forms: the store, Conway's simplification, sums, parity and the genus.

#include <algorithm>
#include <bit>
#include <utility>

#include "cgt/error.hpp"
#include "impartial/misere_state.hpp"
#include "impartial/state.hpp"

namespace cgt::misere {

namespace {

std::uint64_t hash_options(const std::vector<GameId>& options) {
  std::uint64_t h = 0x84222325cbf29ce4ULL ^ options.size();
  for (GameId id : options) {
    h = (h ^ id) * 0x100000001b3ULL;
    h ^= h >> 31;
  }
  return h;
}

std::uint64_t pair_key(GameId a, GameId b) {
  if (a > b) {
    std::swap(a, b);
  }
  return std::uint64_t{a} << 32 | b;
}

std::uint32_t mex(std::vector<std::uint32_t> values) {
  // Nim values of real positions are small: a mask of those below 64 answers without sorting.
  std::uint64_t seen = 0;
  bool large = false;
  for (std::uint32_t v : values) {
    if (v < 64) {
      seen |= std::uint64_t{1} << v;
    } else {
      large = true;
    }
  }
  if (~seen != 0) {
    const auto m = static_cast<std::uint32_t>(std::countr_one(seen));
    if (m < 64 || !large) {
      return m;
    }
  }
  std::sort(values.begin(), values.end());
  std::uint32_t m = 0;
  for (std::uint32_t v : values) {
    if (v == m) {
      ++m;
    } else if (v > m) {
      break;
    }
  }
  return m;
}

template <typename Map>
std::size_t map_bytes(const Map& map) {
  return map.bucket_count() * sizeof(void*) + map.size() * (sizeof(typename Map::value_type) + 2 * sizeof(void*));
}

}  // namespace

State& state() {
  return current_context().extension<State>();
}

State::State(Context& context) : tag(context.tag()), context_(context) {
  add_record({});  // id 0 is the game 0
  nimbers_.push_back(0);
}

std::size_t State::bytes_held() const {
  // Called on every new form (Context::check_growth), so nothing here walks a container.
  return records_.capacity() * sizeof(Record) + options_.capacity() * sizeof(GameId) + memo_.capacity() * sizeof(std::uint64_t) +
         nimbers_.capacity() * sizeof(GameId) + map_bytes(by_hash_) + map_bytes(sums_) + map_bytes(genera_) +
         genus_bytes_ + map_bytes(trees_) + map_bytes(ordered_);
}

GameId State::id(MisereGame g) const {
  if (g.context_tag() != tag && g.context_tag() != 0) [[unlikely]] {
    throw ContextError(
        "a misère game was used in a context it does not belong to (another context, or one cleared since it was made)");
  }
  return g.id();
}

bool State::has_option(GameId g, GameId option) const {
  std::span<const GameId> opts = options(g);
  return std::binary_search(opts.begin(), opts.end(), option);
}

std::optional<GameId> State::find(const std::vector<GameId>& sorted) const {
  auto [begin, end] = by_hash_.equal_range(hash_options(sorted));
  for (auto it = begin; it != end; ++it) {
    std::span<const GameId> existing = options(it->second);
    if (std::equal(existing.begin(), existing.end(), sorted.begin(), sorted.end())) {
      return it->second;
    }
  }
  return std::nullopt;
}

GameId State::add_record(const std::vector<GameId>& sorted) {
  if (records_.size() >= kMaxMisereGames) {
    throw LimitError("more than " + std::to_string(kMaxMisereGames) + " distinct misère canonical forms");
  }
  if (!records_.empty()) {  // not while the constructor makes 0: the context is still adding this state
    context_.check_growth((sorted.size() + 8) * sizeof(GameId) + sizeof(Record));
  }
  Record r{options_.size(), static_cast<std::uint32_t>(sorted.size()), 0, 1, 0, Phylum::kNimHeap, Parity::kUnknown};
  std::vector<std::uint32_t> misere;
  std::vector<std::uint32_t> normal;
  for (GameId o : sorted) {
    r.birthday = std::max(r.birthday, records_[o].birthday + 1);
    misere.push_back(records_[o].misere_value);
    normal.push_back(records_[o].normal_value);
  }
  if (!sorted.empty()) {
    r.misere_value = mex(misere);
  }
  r.normal_value = mex(normal);
  const auto id = static_cast<GameId>(records_.size());
  options_.insert(options_.end(), sorted.begin(), sorted.end());
  by_hash_.emplace(hash_options(sorted), id);
  // 0 is a nim heap; nimber() marks the others; the rest are classified on first use, which
  // needs parity (a sum) and so cannot happen while the record is being made.
  r.phylum = sorted.empty() ? Phylum::kNimHeap : Phylum::kUnknown;
  records_.push_back(r);
  return id;
}

bool State::equals(GameId x, const Target& s) {
  if (memo_[x] >> 1 == memo_round_) {
    return (memo_[x] & 1U) != 0;
  }
  context_.charge(1 + s.options.size());
  // Equal games have one genus, so the same normal-play and misère nim values: a cheap filter
  // before Conway's test, which rejects most candidates.
  bool result = records_[x].normal_value == s.normal_value && records_[x].misere_value == s.misere_value;
  // Every option of s is an option of x, or has x as an option (reverses through x)…
  for (std::size_t i = 0; result && i < s.options.size(); ++i) {
    result = has_option(x, s.options[i]) || has_option(s.options[i], x);
  }
  // …and every option of x is an option of s, or has an option equal to s.
  std::span<const GameId> xs = options(x);
  for (std::size_t i = 0; result && i < xs.size(); ++i) {
    if (std::binary_search(s.options.begin(), s.options.end(), xs[i])) {
      continue;
    }
    bool reverses = false;
    for (GameId xx : options(xs[i])) {
      if (equals(xx, s)) {
        reverses = true;
        break;
      }
    }
    result = reverses;
  }
  memo_[x] = memo_round_ << 1 | (result ? 1U : 0U);
  return result;
}

GameId State::canonical(std::vector<GameId> options) {
  context_.charge(1 + options.size());
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  if (std::optional<GameId> known = find(options)) {
    return *known;
  }
  // Conway: if some option G' has an option G'' equal to G, then G is G'' (which is
  // canonical); a game with no such option is in canonical form.
  std::vector<std::uint32_t> normal;
  std::vector<std::uint32_t> misere;
  for (GameId o : options) {
    normal.push_back(records_[o].normal_value);
    misere.push_back(records_[o].misere_value);
  }
  const Target target{options, mex(std::move(normal)), options.empty() ? 1U : mex(std::move(misere))};
  if (memo_.size() < records_.size()) {
    memo_.resize(records_.size() + records_.size() / 2 + 16, 0);
  }
  ++memo_round_;
  for (GameId option : options) {
    for (GameId candidate : this->options(option)) {
      const Record& c = records_[candidate];
      if (c.normal_value == target.normal_value && c.misere_value == target.misere_value && equals(candidate, target)) {
        return candidate;
      }
    }
  }
  return add_record(options);
}

GameId State::nimber(std::uint64_t n) {
  if (n >= kMaxMisereGames) {
    throw LimitError("*" + std::to_string(n) + " is too large for the misère engine (at most *" +
                     std::to_string(kMaxMisereGames - 1) + ")");
  }
  while (nimbers_.size() <= n) {
    // A nim heap is canonical in misère play too (no option *k has an option equal to *n), so
    // Conway's search for a reversible option, cubic in n here, is skipped.
    std::vector<GameId> options(nimbers_.begin(), nimbers_.end());
    std::sort(options.begin(), options.end());
    // Copied, sorted, hashed and stored: some 100 ns an option (*16777215 met the default limit
    // after 11 s of CPU and 1.5 GB when this charged half as much).
    context_.charge(1 + 2 * options.size());
    std::optional<GameId> id = find(options);
    if (!id) {
      id = add_record(options);
    }
    records_[*id].phylum = Phylum::kNimHeap;
    nimbers_.push_back(*id);
  }
  return nimbers_[n];
}

bool State::is_nim_heap(GameId g) {
  return nimber(records_[g].birthday) == g;
}

GameId State::sum(GameId g, GameId h) {
  if (g == 0) {
    return h;
  }
  if (h == 0) {
    return g;
  }
  const std::uint64_t key = pair_key(g, h);
  if (auto it = sums_.find(key); it != sums_.end()) {
    return it->second;
  }
  std::vector<GameId> options;
  for (GameId o : std::vector<GameId>(this->options(g).begin(), this->options(g).end())) {
    options.push_back(sum(o, h));
  }
  for (GameId o : std::vector<GameId>(this->options(h).begin(), this->options(h).end())) {
    options.push_back(sum(g, o));
  }
  const GameId result = canonical(std::move(options));
  context_.check_growth(64);
  sums_.emplace(key, result);
  return result;
}

GameId State::from_tree(ImpartialGame tree) {
  impartial::State& trees = current_context().state<impartial::State>();
  const impartial::GameId root = trees.id(tree);
  if (auto it = trees_.find(root); it != trees_.end()) {
    return it->second;
  }
  // Bottom-up without recursion: a position is converted once all its options are.
  std::vector<impartial::GameId> stack{root};
  while (!stack.empty()) {
    const impartial::GameId top = stack.back();
    if (trees_.count(top) != 0) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    for (impartial::GameId o : trees.options(top)) {
      if (trees_.count(o) == 0) {
        stack.push_back(o);
        ready = false;
      }
    }
    if (!ready) {
      continue;
    }
    std::vector<GameId> options;
    for (impartial::GameId o : trees.options(top)) {
      options.push_back(trees_.at(o));
    }
    trees_.emplace(top, canonical(std::move(options)));
    stack.pop_back();
  }
  return trees_.at(root);
}

bool State::is_even(GameId g) {
  if (records_[g].parity != Parity::kUnknown) {
    return records_[g].parity == Parity::kEven;
  }
  // g is odd when g = X + * with X born earlier. The canonical X + * has the options X and
  // X' + * (X' an option of X), so X is one of g's options, born the day before, with one
  // option fewer and G+, G− differing in the last bit; only such an option is tried as X.
  // (Forming g + * for every game, as the definition reads, doubles the forms made.)
  bool even = true;
  const Record r = records_[g];  // a copy: sum() may grow records_
  const GameId star = nimber(1);
  const std::vector<GameId> opts(options(g).begin(), options(g).end());
  for (GameId x : opts) {
    const Record rx = records_[x];
    if (rx.birthday + 1 == r.birthday && rx.count + 1 == r.count && (rx.normal_value ^ 1U) == r.normal_value &&
        (rx.misere_value ^ 1U) == r.misere_value && sum(x, star) == g) {
      even = false;
      break;
    }
  }
  records_[g].parity = even ? Parity::kEven : Parity::kOdd;
  return even;
}

const MisereGenus& State::genus(GameId g) {
  if (auto it = genera_.find(g); it != genera_.end()) {
    return it->second;
  }
  MisereGenus genus;
  genus.base = records_[g].normal_value;
  const Phylum p = phylum(g);
  if (p == Phylum::kNimHeap) {
    // No exponents: the nim heap's own (MisereGenus::exponent).
  } else if (p != Phylum::kWild) {
    // Tame or restive: CGSuite writes g^γ0, and γ0 with g fixes the rest (MisereGenus::exponent).
    genus.exponents = {records_[g].misere_value};
  } else {
    // Conway's rules: γ0 is the mex of the options' γ0; γn (n ≥ 1) the mex of the options' γn
    // and of γ(n−1) and γ(n−1)⊕1. Once every option's sequence is in its period (from term
    // `settled` on), this one is two terms later.
    std::vector<GameId> opts(options(g).begin(), options(g).end());
    std::vector<const MisereGenus*> option_genera;
    std::size_t settled = 1;
    for (GameId o : opts) {
      const MisereGenus& og = this->genus(o);  // map nodes stay put as the map grows
      option_genera.push_back(&og);
      settled = std::max(settled, og.settled());
    }
    const std::size_t last = settled + 2;
    std::vector<std::uint32_t> gamma(last + 1);
    for (std::size_t n = 0; n <= last; ++n) {
      std::vector<std::uint32_t> excluded;
      if (n > 0) {
        excluded = {gamma[n - 1], gamma[n - 1] ^ 1U};
      }
      for (const MisereGenus* og : option_genera) {
        excluded.push_back(og->exponent(n));
      }
      gamma[n] = mex(std::move(excluded));
    }
    std::size_t m = last;
    while (m > 1 && gamma[m] == gamma[m - 2]) {
      --m;
    }
    gamma.resize(m + 1);
    genus.exponents = std::move(gamma);
  }
  genus_bytes_ += genus.exponents.capacity() * sizeof(std::uint32_t);
  return genera_.emplace(g, std::move(genus)).first->second;
}

std::optional<GameId> State::subtract_nimber(GameId g, std::uint64_t i) {
  // X + *i has X among its options, and its canonical form keeps X unless the sum collapses
  // to a smaller game; so X is looked for among g's options and their options.
  const GameId heap = nimber(i);
  std::vector<GameId> candidates(options(g).begin(), options(g).end());
  for (GameId o : std::vector<GameId>(candidates)) {
    candidates.insert(candidates.end(), options(o).begin(), options(o).end());
  }
  for (GameId x : candidates) {
    if (records_[x].birthday < records_[g].birthday && sum(x, heap) == g) {
      return x;
    }
  }
  return std::nullopt;
}

int State::compare(GameId a, GameId b) {
  if (a == b) {
    return 0;
  }
  // CGSuite's canonical order: by the even parts' birthday, number of options, G+, G−, options
  // (lexicographically), then the even game before the odd one.
  const bool a_even = is_even(a);
  const bool b_even = is_even(b);
  const GameId ea = a_even ? a : sum(a, nimber(1));
  const GameId eb = b_even ? b : sum(b, nimber(1));
  if (ea != eb) {
    const Record& ra = records_[ea];
    const Record& rb = records_[eb];
    if (ra.birthday != rb.birthday) {
      return ra.birthday < rb.birthday ? -1 : 1;
    }
    if (ra.count != rb.count) {
      return ra.count < rb.count ? -1 : 1;
    }
    if (ra.normal_value != rb.normal_value) {
      return ra.normal_value < rb.normal_value ? -1 : 1;
    }
    if (ra.misere_value != rb.misere_value) {
      return ra.misere_value < rb.misere_value ? -1 : 1;
    }
    const std::vector<GameId> oa = ordered_options(ea);
    const std::vector<GameId> ob = ordered_options(eb);
    for (std::size_t i = 0; i < oa.size() && i < ob.size(); ++i) {
      if (int c = compare(oa[i], ob[i]); c != 0) {
        return c;
      }
    }
    return 0;  // not reached: distinct canonical forms differ in an option
  }
  return a_even ? -1 : 1;
}

std::vector<GameId> State::ordered_options(GameId g) {
  if (auto it = ordered_.find(g); it != ordered_.end()) {
    return it->second;
  }
  std::vector<GameId> opts(options(g).begin(), options(g).end());
  std::sort(opts.begin(), opts.end(), [this](GameId x, GameId y) { return compare(x, y) < 0; });
  ordered_.emplace(g, opts);
  return opts;
}

}  // namespace cgt::misere
