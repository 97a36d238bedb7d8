// Probes: the outcomes of G + X for a fixed set of small positions X, a cheap necessary
// condition for equivalence (G ≡ H implies o(G + X) = o(H + X) for every X). Simplification
// uses them to skip a Theorem 3.10 attempt without simplifying G' first.
//
// The probe positions P_0..P_32 are *L, *R, and the 31 option sets drawn from
// {*L, *R, {*L}, {*R}, {*L, *R}} (so P_2 = {*L}, P_3 = {*R}, P_4 = {*L, *R}, then the 28 sets of
// birthday 2): each P_j's options are among P_0..P_{j−1}. o(G + P_j) follows from Theorem 2.8
// on the options of the sum, G_i + P_j and G + P_k, so a probe is computed from the probes of
// the options alone, without making a single sum.

#include <array>
#include <vector>

#include "ending/store.hpp"

namespace cgt::ending::detail {

namespace {

constexpr std::size_t kProbeCount = 33;  // P_0..P_32; bits hold P_2..P_32

struct ProbeSet {
  std::array<std::uint8_t, kProbeCount> options{};  // P_j's options: bit i = P_i, i < 5
  std::array<Outcome, kProbeCount> outcome{};
};

// Theorem 2.8 for a non-terminal position from whether Left / Right moving first can move to
// an option in L ∪ P / R ∪ P.
constexpr Outcome outcome_from(bool left_can_win, bool right_can_win) {
  if (left_can_win && right_can_win) return Outcome::kN;
  if (left_can_win) return Outcome::kL;
  if (right_can_win) return Outcome::kR;
  return Outcome::kP;
}

constexpr void note(Outcome o, bool& left_can_win, bool& right_can_win) {
  left_can_win = left_can_win || o == Outcome::kL || o == Outcome::kP;
  right_can_win = right_can_win || o == Outcome::kR || o == Outcome::kP;
}

constexpr ProbeSet make_probe_set() {
  ProbeSet set;
  set.outcome[0] = Outcome::kL;
  set.outcome[1] = Outcome::kR;
  std::size_t j = 2;
  // {P_0}, {P_1}, {P_0, P_1} first: the day-1 positions are options of the others.
  for (std::uint8_t mask : {std::uint8_t{1}, std::uint8_t{2}, std::uint8_t{3}}) set.options[j++] = mask;
  for (std::uint8_t mask = 4; mask < 32; ++mask) set.options[j++] = mask;
  for (std::size_t k = 2; k < kProbeCount; ++k) {
    bool left = false;
    bool right = false;
    for (std::size_t i = 0; i < 5; ++i) {
      if ((set.options[k] >> i & 1U) != 0) note(set.outcome[i], left, right);
    }
    set.outcome[k] = outcome_from(left, right);
  }
  return set;
}

constexpr ProbeSet kProbes = make_probe_set();

// o(G + P_j) for a position with this outcome and (possibly partial) probe.
Outcome probe_outcome(Outcome outcome, std::uint64_t probe, std::size_t j) {
  if (j == 0) return outcome;
  if (j == 1) return conjugate_outcome(outcome);
  return static_cast<Outcome>(probe >> (2 * (j - 2)) & 3U);
}

// The probe of a non-terminal position from its outcome and its options' outcomes and probes.
std::uint64_t combine(Outcome outcome, const std::vector<std::pair<Outcome, std::uint64_t>>& options) {
  std::uint64_t probe = 0;
  for (std::size_t j = 2; j < kProbeCount; ++j) {
    bool left = false;
    bool right = false;
    for (const auto& [o, p] : options) note(probe_outcome(o, p, j), left, right);  // G_i + P_j
    for (std::size_t k = 0; k < 5; ++k) {
      if ((kProbes.options[j] >> k & 1U) != 0) note(probe_outcome(outcome, probe, k), left, right);  // G + P_k
    }
    probe |= static_cast<std::uint64_t>(outcome_from(left, right)) << (2 * (j - 2));
  }
  return probe | kProbeKnown;
}

}  // namespace

void set_terminal_probes(Node& left_end, Node& right_end) {
  // *L + P_j = P_j and *R + P_j = P̄_j (Proposition 2.16).
  left_end.probe = kProbeKnown;
  right_end.probe = kProbeKnown;
  for (std::size_t j = 2; j < kProbeCount; ++j) {
    left_end.probe |= static_cast<std::uint64_t>(kProbes.outcome[j]) << (2 * (j - 2));
    right_end.probe |= static_cast<std::uint64_t>(conjugate_outcome(kProbes.outcome[j])) << (2 * (j - 2));
  }
}

std::uint64_t probe_of(State& state, std::uint32_t root) {
  if (state.node(root).probe != 0) return state.node(root).probe;
  std::vector<std::uint32_t> stack{root};
  std::vector<std::pair<Outcome, std::uint64_t>> options;
  while (!stack.empty()) {
    const std::uint32_t id = stack.back();
    if (state.node(id).probe != 0) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    for (Position option : state.node(id).options) {
      if (state.node(option.id()).probe == 0) {
        ready = false;
        stack.push_back(option.id());
      }
    }
    if (!ready) continue;
    const Outcome outcome = outcome_of(state, id);
    state.charge(1 + state.node(id).options.size() * 4);
    options.clear();
    for (Position option : state.node(id).options) {
      options.emplace_back(outcome_of(state, option.id()), state.node(option.id()).probe);
    }
    state.node(id).probe = combine(outcome, options);
    stack.pop_back();
  }
  return state.node(root).probe;
}

std::pair<Outcome, std::uint64_t> probe_of_options(State& state, const std::vector<Position>& options) {
  std::vector<std::pair<Outcome, std::uint64_t>> known;
  known.reserve(options.size());
  bool left = false;
  bool right = false;
  for (Position option : options) {
    const Outcome o = outcome_of(state, option.id());
    note(o, left, right);
    known.emplace_back(o, probe_of(state, option.id()));
  }
  state.charge(1 + options.size() * 4);
  const Outcome outcome = outcome_from(left, right);
  return {outcome, combine(outcome, known)};
}

}  // namespace cgt::ending::detail
