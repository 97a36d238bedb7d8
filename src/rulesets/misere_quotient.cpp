// The misère quotient of an octal game's heaps 1..N, found and then proved.
//
// Candidate. A sum's class is guessed from its signature: the misère outcomes of the sum plus
// each test sum X of at most m heaps, computed exactly from misère canonical forms. Starting
// from 0, adding one heap at a time and naming each new signature a new element gives a finite
// set Q with a step δ(x, h) (the class of x's representative plus heap h) and a set P (the
// elements whose representatives are P-positions). Elements with different signatures are
// truly distinguishable (the test sum that tells the representatives apart tells apart any two
// sums of those classes, once the sums of one class are shown equivalent).
//
// Proof. Let Φ(G) be δ applied for each heap of G. If the heaps' steps commute, Φ is a
// homomorphism; if moreover Φ(G) ∈ P exactly when G is a misère P-position, for every sum G,
// then Φ(G) = Φ(H) makes G + X and H + X alike for every X, and Q is the quotient. The outcome
// condition is checked by induction over sums: G is P iff it has a move and no move reaches a
// P-position, and a move in heap i of G reaches Φ(G − i)·Φ(what the move leaves). So what the
// check needs of G is Φ(G) and Φ(G − i) for the heaps i in G — and heaps i, j with Φ(G − i) =
// Φ(G − j) whose moves reach P from the same elements are interchangeable. Those states are
// finite and each follows from the one before when a heap is added: a search over them from
// the state of 0 covers every sum. Should the check fail, more test sums (m + 1) refine the
// candidate.

#include "cgt/misere_quotient.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>
#include <queue>
#include <set>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/misere.hpp"
#include "cgt/misere_games.hpp"

namespace cgt {

namespace {

using Element = std::uint32_t;

// How many test sums at most, and the tokens of the first ones.
constexpr std::size_t kMaxTestSums = 40000;
constexpr std::size_t kFirstTestTokens = 8;
// The check's states, at most.
constexpr std::size_t kMaxCheckStates = 4'000'000;

// The heaps that have a move, and what each move leaves among them (heaps without a move are
// the game 0 and drop out of every sum).
struct Heaps {
  std::vector<std::size_t> sizes;              // the heaps with a move, ascending
  std::vector<std::size_t> index;              // size -> position in `sizes`, or npos
  std::vector<std::vector<std::vector<std::size_t>>> moves;  // by position: heaps left (positions)
  std::vector<MisereGame> forms;               // by position
};

Heaps movable_heaps(const OctalGame& game, std::size_t upto) {
  const std::vector<MisereGame> forms = octal_misere_heaps(game, upto);
  Heaps heaps;
  heaps.index.assign(upto + 1, std::string::npos);
  for (std::size_t n = 1; n <= upto; ++n) {
    std::vector<std::vector<std::size_t>> moves;
    for_each_octal_move(game, n, [&](std::span<const std::size_t> left) {
      std::vector<std::size_t> kept;
      for (const std::size_t h : left) {
        if (heaps.index[h] != std::string::npos) {
          kept.push_back(heaps.index[h]);
        }
      }
      moves.push_back(std::move(kept));
    });
    if (moves.empty()) {
      continue;
    }
    heaps.index[n] = heaps.sizes.size();
    heaps.sizes.push_back(n);
    heaps.moves.push_back(std::move(moves));
    heaps.forms.push_back(forms[n]);
  }
  return heaps;
}

// Misère outcomes of sums of canonical forms, without forming the sums' canonical forms (which
// grow fast for wild games): a sum is the sorted list of its parts' ids, and it is a P-position
// iff it has a move and every move reaches an N-position.
class SumOutcomes {
 public:
  using Sum = std::vector<std::uint32_t>;

  // A part may be a form named here or an option (at any depth) of one.
  std::uint32_t name(MisereGame g) {
    games_.emplace(g.id(), g);
    return g.id();
  }

  bool is_p(Sum sum) {
    // A heap with moves may still be 0 in misère play ({*1, *2} is): such parts drop out.
    sum.erase(std::remove(sum.begin(), sum.end(), 0U), sum.end());
    std::sort(sum.begin(), sum.end());
    current_context().charge(kStepWork * (2 + sum.size()));
    return p(sum);
  }

 private:
  struct SumHash {
    std::size_t operator()(const Sum& s) const noexcept {
      std::uint64_t h = 0xcbf29ce484222325ULL;
      for (const std::uint32_t id : s) {
        h = (h ^ id) * 0x100000001b3ULL;
      }
      return static_cast<std::size_t>(h ^ (h >> 29));
    }
  };

  const std::vector<std::uint32_t>& options(std::uint32_t id) {
    auto it = options_.find(id);
    if (it == options_.end()) {
      std::vector<std::uint32_t> ids;
      for (const MisereGame& o : games_.at(id).options()) {
        ids.push_back(name(o));
      }
      it = options_.emplace(id, std::move(ids)).first;
    }
    return it->second;
  }

  bool p(const Sum& sum) {
    if (sum.empty()) {
      return false;  // no move: the player to move wins
    }
    if (const auto it = memo_.find(sum); it != memo_.end()) {
      return it->second;
    }
    bool result = true;
    for (std::size_t i = 0; i < sum.size() && result; ++i) {
      if (i > 0 && sum[i] == sum[i - 1]) {
        continue;
      }
      const std::vector<std::uint32_t> moves = options(sum[i]);
      for (const std::uint32_t o : moves) {
        Sum next = sum;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        if (o != 0) {
          next.insert(std::upper_bound(next.begin(), next.end(), o), o);
        }
        current_context().charge(kStepWork * (2 + next.size()));
        if (p(next)) {
          result = false;
          break;
        }
      }
    }
    memo_bytes_ += kEntryBytes + sum.size() * sizeof(std::uint32_t);
    memo_.emplace(sum, result);
    if ((memo_.size() & 0xFFFF) == 0) {
      // The table is this computation's, not the context's: charged as if it were about to grow.
      current_context().check_growth(memo_bytes_);
    }
    return result;
  }

  // Work per move looked at, per part: a move copies, sorts and hashes the list of parts, some
  // 16 times the cost of a misère engine step (2·10^9 of which take about ten seconds).
  static constexpr std::uint64_t kStepWork = 16;
  // A table entry: the node, the key's vector and bucket, roughly.
  static constexpr std::size_t kEntryBytes = 80;
  std::size_t memo_bytes_ = 0;
  std::unordered_map<std::uint32_t, MisereGame> games_;
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> options_;
  std::unordered_map<Sum, bool, SumHash> memo_;
};

// A sum of heaps by their positions in Heaps::sizes.
using HeapList = std::vector<std::size_t>;

struct Candidate {
  std::vector<SumOutcomes::Sum> representatives;  // by element; element 0 is the class of 0
  std::vector<HeapList> representative_heaps;     // the same sums by their heaps
  std::vector<std::vector<Element>> step;         // step[x][h]: x plus heap h
  std::vector<bool> p;                            // by element
};

Candidate candidate(const Heaps& heaps, const std::vector<HeapList>& test_heaps, SumOutcomes& outcomes) {
  std::vector<SumOutcomes::Sum> tests;
  for (const HeapList& t : test_heaps) {
    SumOutcomes::Sum sum;
    for (const std::size_t h : t) {
      sum.push_back(outcomes.name(heaps.forms[h]));
    }
    tests.push_back(std::move(sum));
  }
  Candidate c;
  std::map<std::vector<bool>, Element> by_signature;
  const auto element = [&](const SumOutcomes::Sum& g, const HeapList& g_heaps) {
    std::vector<bool> bits(tests.size());
    for (std::size_t t = 0; t < tests.size(); ++t) {
      SumOutcomes::Sum sum = g;
      sum.insert(sum.end(), tests[t].begin(), tests[t].end());
      bits[t] = outcomes.is_p(std::move(sum));
    }
    const auto [it, added] = by_signature.emplace(bits, static_cast<Element>(c.representatives.size()));
    if (added) {
      if (c.representatives.size() >= kMaxQuotientOrder) {
        throw LimitError("the misère quotient has more than " + std::to_string(kMaxQuotientOrder) + " elements");
      }
      c.representatives.push_back(g);
      c.representative_heaps.push_back(g_heaps);
      c.p.push_back(bits[0]);
    }
    return it->second;
  };
  element({}, {});
  for (std::size_t x = 0; x < c.representatives.size(); ++x) {
    std::vector<Element> row;
    for (std::size_t h = 0; h < heaps.forms.size(); ++h) {
      SumOutcomes::Sum longer = c.representatives[x];
      longer.push_back(outcomes.name(heaps.forms[h]));
      HeapList longer_heaps = c.representative_heaps[x];
      longer_heaps.push_back(h);
      row.push_back(element(longer, longer_heaps));
    }
    c.step.push_back(std::move(row));
  }
  return c;
}

// Three heaps' positions (x, i, j) where adding heap i then j and heap j then i part, if any.
struct NonCommuting {
  Element x;
  std::size_t i;
  std::size_t j;
};

// One heap of each distinct step: heaps whose steps agree on every element act alike, so the
// proof need only try one of them (an octal game's many heaps fall into a few such classes).
std::vector<std::size_t> distinct_steps(const Candidate& c) {
  std::set<std::vector<Element>> seen;
  std::vector<std::size_t> heaps;
  const std::size_t count = c.step.empty() ? 0 : c.step[0].size();
  for (std::size_t h = 0; h < count; ++h) {
    std::vector<Element> column;
    for (const auto& row : c.step) {
      column.push_back(row[h]);
    }
    current_context().charge(column.size());
    if (seen.insert(std::move(column)).second) {
      heaps.push_back(h);
    }
  }
  return heaps;
}

std::optional<NonCommuting> steps_commute(const Candidate& c, const std::vector<std::size_t>& distinct) {
  for (Element x = 0; x < c.step.size(); ++x) {
    const auto& row = c.step[x];
    for (std::size_t a = 0; a < distinct.size(); ++a) {
      const std::size_t i = distinct[a];
      for (std::size_t b = a + 1; b < distinct.size(); ++b) {
        const std::size_t j = distinct[b];
        if (c.step[row[i]][j] != c.step[row[j]][i]) {
          return NonCommuting{x, i, j};
        }
      }
    }
    current_context().charge(distinct.size() * distinct.size());
  }
  return std::nullopt;
}

// The state of a sum G for the check: Φ(G), and for the heaps i in G the pairs (Φ(G − i), the
// class of heap i by the elements from which its moves reach P), sorted, without repeats.
struct CheckState {
  Element whole = 0;
  std::vector<std::pair<Element, std::uint32_t>> parts;
  friend bool operator==(const CheckState&, const CheckState&) = default;
};

struct CheckStateHash {
  std::size_t operator()(const CheckState& s) const noexcept {
    std::uint64_t h = s.whole * 0x9e3779b97f4a7c15ULL;
    for (const auto& [y, k] : s.parts) {
      h = (h ^ (std::uint64_t{y} << 20 | k)) * 0x100000001b3ULL;
    }
    return static_cast<std::size_t>(h ^ (h >> 31));
  }
};

// Whether Φ(G) ∈ P exactly for the misère P-positions G, over every sum (see the top): nullopt
// if so, else the heaps (positions in heaps.sizes) of a sum where the induction fails.
// `visited` counts the states.
std::optional<std::vector<std::size_t>> outcomes_hold(const Heaps& heaps, const Candidate& c, std::size_t& visited) {
  const std::size_t order = c.representatives.size();
  const auto apply = [&](Element x, const std::vector<std::size_t>& left) {
    for (const std::size_t h : left) {
      x = c.step[x][h];
    }
    return x;
  };
  // reaches_p[i][y]: from y·(heap i), a move in heap i reaches P. Heaps alike in this are one kind.
  std::map<std::vector<bool>, std::uint32_t> kinds;
  std::vector<std::uint32_t> kind_of;
  std::vector<std::vector<bool>> kind_reaches_p;
  for (std::size_t i = 0; i < heaps.sizes.size(); ++i) {
    std::vector<bool> reaches(order);
    for (Element y = 0; y < order; ++y) {
      for (const auto& left : heaps.moves[i]) {
        if (c.p[apply(y, left)]) {
          reaches[y] = true;
          break;
        }
      }
      current_context().charge(heaps.moves[i].size());
    }
    const auto [it, added] = kinds.emplace(reaches, static_cast<std::uint32_t>(kind_reaches_p.size()));
    if (added) {
      kind_reaches_p.push_back(reaches);
    }
    kind_of.push_back(it->second);
  }
  // Adding a heap changes the state by its step and its kind only: one heap of each pair.
  std::vector<std::size_t> added_heaps;
  {
    std::set<std::pair<std::vector<Element>, std::uint32_t>> seen_pairs;
    for (std::size_t h = 0; h < heaps.sizes.size(); ++h) {
      std::vector<Element> column;
      for (const auto& row : c.step) {
        column.push_back(row[h]);
      }
      if (seen_pairs.emplace(std::move(column), kind_of[h]).second) {
        added_heaps.push_back(h);
      }
      current_context().charge(c.step.size());
    }
  }
  // States in the order found, each with the state it came from and the heap added.
  std::unordered_map<CheckState, std::size_t, CheckStateHash> seen;
  std::vector<std::pair<std::size_t, std::size_t>> came_from{{0, 0}};
  std::vector<CheckState> states{CheckState{}};
  seen.emplace(CheckState{}, 0);
  for (std::size_t at = 0; at < states.size(); ++at) {
    const CheckState s = states[at];
    bool some_move_reaches_p = false;
    for (const auto& [y, kind] : s.parts) {
      some_move_reaches_p = some_move_reaches_p || kind_reaches_p[kind][y];
    }
    const bool is_p = !s.parts.empty() && !some_move_reaches_p;
    if (is_p != c.p[s.whole]) {
      std::vector<std::size_t> sum;
      for (std::size_t back = at; back != 0; back = came_from[back].first) {
        sum.push_back(came_from[back].second);
      }
      return sum;
    }
    for (const std::size_t j : added_heaps) {
      CheckState next{c.step[s.whole][j], {}};
      next.parts.reserve(s.parts.size() + 1);
      for (const auto& [y, kind] : s.parts) {
        next.parts.emplace_back(c.step[y][j], kind);
      }
      next.parts.emplace_back(s.whole, kind_of[j]);
      std::sort(next.parts.begin(), next.parts.end());
      next.parts.erase(std::unique(next.parts.begin(), next.parts.end()), next.parts.end());
      current_context().charge(1 + next.parts.size());
      if (seen.emplace(next, states.size()).second) {
        if (states.size() >= kMaxCheckStates) {
          throw LimitError("the proof of the misère quotient needs more than " + std::to_string(kMaxCheckStates) +
                           " states");
        }
        states.push_back(std::move(next));
        came_from.emplace_back(at, j);
      }
    }
  }
  visited = states.size();
  return std::nullopt;
}

// Refinement. A failed check names a sum whose element is wrong; a test sum that tells apart
// two sums the candidate merged follows from it, and the candidate is built again with it.
class Refiner {
 public:
  Refiner(const Heaps& heaps, const Candidate& c, SumOutcomes& outcomes) : heaps_(heaps), c_(c), outcomes_(outcomes) {}

  // Steps i then j and j then i from x part: the sum r_x + i + j is one sum, so r_x + i and
  // the representative of step(x, i) (or the same with j) differ beside j (or i) plus a test
  // sum X0 that tells the two results apart.
  std::vector<std::size_t> test_from(const NonCommuting& w, const std::vector<std::vector<std::size_t>>& tests) {
    const Element y1 = c_.step[c_.step[w.x][w.i]][w.j];
    const Element y2 = c_.step[c_.step[w.x][w.j]][w.i];
    for (const std::vector<std::size_t>& x0 : tests) {
      if (is_p(representative(y1), x0) == is_p(representative(y2), x0)) {
        continue;
      }
      std::vector<std::size_t> whole = representative(w.x);
      whole.push_back(w.i);
      whole.push_back(w.j);
      std::vector<std::size_t> with_j = x0;
      with_j.push_back(w.j);
      if (is_p(whole, x0) != is_p(representative(y1), x0)) {
        return with_j;  // tells r_x + i from r(step(x, i))
      }
      std::vector<std::size_t> with_i = x0;
      with_i.push_back(w.i);
      return with_i;  // tells r_x + j from r(step(x, j))
    }
    throw std::logic_error("misère quotient: two elements with one signature");
  }

  // `sum` failed the outcome check: it, or a sum below it, has the wrong element. Along the
  // heaps h1..hk of that sum, r(Φ(h1..hj)) + h(j+1) + … + hk is the sum itself at j = 0 and
  // the element's representative at j = k, whose outcomes differ; where two neighbours differ,
  // the heaps after h(j+1) tell r(Φ(h1..hj)) + h(j+1) from r(Φ(h1..h(j+1))).
  std::vector<std::size_t> test_from(std::vector<std::size_t> sum) {
    sum = misplaced(std::move(sum));
    std::vector<Element> prefix{0};
    for (const std::size_t h : sum) {
      prefix.push_back(c_.step[prefix.back()][h]);
    }
    for (std::size_t j = 0; j < sum.size(); ++j) {
      const std::vector<std::size_t> after(sum.begin() + static_cast<std::ptrdiff_t>(j), sum.end());
      const std::vector<std::size_t> later(sum.begin() + static_cast<std::ptrdiff_t>(j) + 1, sum.end());
      if (is_p(representative(prefix[j]), after) != is_p(representative(prefix[j + 1]), later)) {
        return later;
      }
    }
    throw std::logic_error("misère quotient: a wrong element without a witness");
  }

 private:
  std::vector<std::size_t> representative(Element x) const { return c_.representative_heaps[x]; }

  bool is_p(const std::vector<std::size_t>& a, const std::vector<std::size_t>& b) {
    SumOutcomes::Sum sum;
    for (const std::size_t h : a) sum.push_back(outcomes_.name(heaps_.forms[h]));
    for (const std::size_t h : b) sum.push_back(outcomes_.name(heaps_.forms[h]));
    return outcomes_.is_p(std::move(sum));
  }

  Element element(const std::vector<std::size_t>& sum) const {
    Element x = 0;
    for (const std::size_t h : sum) x = c_.step[x][h];
    return x;
  }

  // A sum whose element's P-ness is not its outcome: `sum` itself, or one of its options (the
  // check's rule reads the options' elements, so if they are all right, the sum is wrong).
  std::vector<std::size_t> misplaced(std::vector<std::size_t> sum) {
    for (;;) {
      if (c_.p[element(sum)] != is_p(sum, {})) {
        return sum;
      }
      bool descended = false;
      for (std::size_t k = 0; k < sum.size() && !descended; ++k) {
        for (const std::vector<std::size_t>& left : heaps_.moves[sum[k]]) {
          std::vector<std::size_t> option = sum;
          option.erase(option.begin() + static_cast<std::ptrdiff_t>(k));
          option.insert(option.end(), left.begin(), left.end());
          if (c_.p[element(option)] != is_p(option, {})) {
            sum = std::move(option);
            descended = true;
            break;
          }
        }
      }
      if (!descended) {
        throw std::logic_error("misère quotient: the check failed on a sum whose options are all right");
      }
    }
  }

  const Heaps& heaps_;
  const Candidate& c_;
  SumOutcomes& outcomes_;
};

// Graded order on words: fewer letters first, then more of an earlier generator first.
bool graded_less(const QuotientWord& u, const QuotientWord& v) {
  std::uint64_t du = 0;
  std::uint64_t dv = 0;
  for (std::size_t i = 0; i < u.size(); ++i) {
    du += u[i];
    dv += v[i];
  }
  if (du != dv) {
    return du < dv;
  }
  return std::lexicographical_compare(v.begin(), v.end(), u.begin(), u.end());
}

// Names the elements by their normal words and finds the presentation: words are taken in the
// graded order; a word whose every one-letter-shorter divisor is normal is either normal (its
// element is new) or a least non-normal word, which gives a relation.
void present(const Candidate& c, const std::vector<std::size_t>& generator_steps, MisereQuotient& q,
             std::vector<std::size_t>& element_of_candidate) {
  const std::size_t order = c.representatives.size();
  const std::size_t k = generator_steps.size();
  element_of_candidate.assign(order, std::string::npos);
  std::set<QuotientWord> normal;
  std::vector<std::pair<QuotientWord, Element>> layer{{QuotientWord(k, 0), 0}};
  normal.insert(layer[0].first);
  element_of_candidate[0] = 0;
  q.elements.push_back(layer[0].first);
  while (!layer.empty()) {
    std::map<QuotientWord, Element, decltype(&graded_less)> next(&graded_less);
    for (const auto& [word, x] : layer) {
      for (std::size_t g = 0; g < k; ++g) {
        QuotientWord longer = word;
        ++longer[g];
        next.emplace(std::move(longer), c.step[x][generator_steps[g]]);
      }
    }
    layer.clear();
    for (const auto& [word, x] : next) {
      bool least = true;
      for (std::size_t g = 0; g < k && least; ++g) {
        if (word[g] > 0) {
          QuotientWord shorter = word;
          --shorter[g];
          least = normal.contains(shorter);
        }
      }
      if (!least) {
        continue;
      }
      if (element_of_candidate[x] == std::string::npos) {
        element_of_candidate[x] = q.elements.size();
        q.elements.push_back(word);
        normal.insert(word);
        layer.emplace_back(word, x);
      } else {
        q.relations.push_back({word, element_of_candidate[x]});
      }
      current_context().charge(k);
    }
  }
}

}  // namespace

bool MisereQuotient::is_p(std::size_t element) const {
  return std::binary_search(p_portion.begin(), p_portion.end(), element);
}

std::size_t MisereQuotient::element_of(const std::vector<std::size_t>& heap_sizes) const {
  std::size_t x = 0;
  for (const std::size_t h : heap_sizes) {
    if (h >= heap_images.size()) {
      throw DomainError("heap " + std::to_string(h) + " is beyond the quotient's heaps (1.." +
                        std::to_string(heaps) + ")");
    }
    x = products[x][heap_images[h]];
  }
  return x;
}

std::string MisereQuotient::word_text(const QuotientWord& word) const {
  std::string text;
  for (std::size_t g = 0; g < word.size(); ++g) {
    if (word[g] > 0) {
      text += static_cast<char>('a' + g);
      if (word[g] > 1) {
        text += '^';
        text += std::to_string(word[g]);
      }
    }
  }
  return text.empty() ? "1" : text;
}

MisereQuotient misere_quotient(const OctalGame& game, std::size_t upto) {
  if (upto > kMaxMisereHeap) {
    throw LimitError("heap " + std::to_string(upto) + " is too large for a misère quotient (at most " +
                     std::to_string(kMaxMisereHeap) + ")");
  }
  const Heaps heaps = movable_heaps(game, upto);
  SumOutcomes outcomes;
  // Start from the sums of at most kFirstTestTokens tokens (cheap to play, and they tell most
  // elements apart); each failed check then adds one test sum.
  std::vector<HeapList> tests{{}};
  for (std::size_t first = 0; first < tests.size(); ++first) {
    std::size_t tokens = 0;
    for (const std::size_t h : tests[first]) {
      tokens += heaps.sizes[h];
    }
    for (std::size_t h = tests[first].empty() ? 0 : tests[first].back(); h < heaps.sizes.size(); ++h) {
      if (tokens + heaps.sizes[h] <= kFirstTestTokens) {
        HeapList longer = tests[first];
        longer.push_back(h);
        tests.push_back(std::move(longer));
      }
    }
  }
  for (;;) {
    if (tests.size() > kMaxTestSums) {
      throw LimitError("could not prove a misère quotient for heaps 1.." + std::to_string(upto) + " with " +
                       std::to_string(kMaxTestSums) + " test sums");
    }
    const Candidate c = candidate(heaps, tests, outcomes);
    Refiner refiner(heaps, c, outcomes);
    // A new test parts two sums that every test so far left together, so it is not among them:
    // a repeat would mean a defect here, and the same round again and again.
    const auto add_test = [&](HeapList test) {
      std::sort(test.begin(), test.end());
      for (const HeapList& t : tests) {
        HeapList sorted = t;
        std::sort(sorted.begin(), sorted.end());
        if (sorted == test) {
          throw std::logic_error("misère quotient: a failed proof named a test sum already tried");
        }
      }
      tests.push_back(std::move(test));
    };
    const std::vector<std::size_t> distinct = distinct_steps(c);
    if (const std::optional<NonCommuting> w = steps_commute(c, distinct)) {
      add_test(refiner.test_from(*w, tests));
      continue;
    }
    std::size_t visited = 0;
    if (const std::optional<HeapList> wrong = outcomes_hold(heaps, c, visited)) {
      add_test(refiner.test_from(*wrong));
      continue;
    }
    MisereQuotient q;
    q.heaps = upto;
    q.test_sums = tests.size();
    q.states_checked = visited;
    // Generators: heaps whose class is not yet generated, in order.
    std::vector<std::size_t> generator_steps;
    std::vector<bool> generated(c.representatives.size());
    generated[0] = true;
    for (std::size_t h = 0; h < heaps.sizes.size(); ++h) {
      if (generated[c.step[0][h]]) {
        continue;
      }
      if (generator_steps.size() >= kMaxQuotientGenerators) {
        throw LimitError("the misère quotient needs more than " + std::to_string(kMaxQuotientGenerators) +
                         " generators");
      }
      generator_steps.push_back(h);
      q.generator_heaps.push_back(heaps.sizes[h]);
      for (bool grew = true; grew;) {  // close under the generators so far
        grew = false;
        for (std::size_t x = 0; x < generated.size(); ++x) {
          for (const std::size_t g : generator_steps) {
            if (generated[x] && !generated[c.step[x][g]]) {
              generated[c.step[x][g]] = true;
              grew = true;
            }
          }
        }
      }
    }
    std::vector<std::size_t> element_of_candidate;
    present(c, generator_steps, q, element_of_candidate);
    const std::size_t order = c.representatives.size();
    std::vector<Element> candidate_of(order);
    for (Element x = 0; x < order; ++x) {
      candidate_of[element_of_candidate[x]] = x;
      if (c.p[x]) {
        q.p_portion.push_back(element_of_candidate[x]);
      }
    }
    std::sort(q.p_portion.begin(), q.p_portion.end());
    q.heap_images.assign(upto + 1, 0);
    for (std::size_t h = 0; h < heaps.sizes.size(); ++h) {
      q.heap_images[heaps.sizes[h]] = element_of_candidate[c.step[0][h]];
    }
    q.products.assign(order, std::vector<std::size_t>(order));
    for (std::size_t x = 0; x < order; ++x) {
      for (std::size_t y = 0; y < order; ++y) {
        Element z = candidate_of[x];
        const QuotientWord& word = q.elements[y];
        for (std::size_t g = 0; g < word.size(); ++g) {
          for (std::uint32_t e = 0; e < word[g]; ++e) {
            z = c.step[z][generator_steps[g]];
          }
        }
        q.products[x][y] = element_of_candidate[z];
      }
      current_context().charge(order);
    }
    return q;
  }
}

}  // namespace cgt
