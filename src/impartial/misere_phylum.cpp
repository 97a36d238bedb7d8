// CGSuite's phyla of misère canonical forms, which decide how the genus is written.
//
// Conway (ONAG ch. 12) calls a game tame when it and its positions behave like nim positions,
// and restive when it is an "ambivalent nim heap"; both have a genus fixed by g and γ0. CGSuite
// (Dan Hoey's misère engine) classes each even canonical form from its options, and prints the
// genus of a tame or restive one as g^γ0, of a nim heap as g, and of any other in full. Matching
// its text means matching its classification, which is restated here from the rules it applies:
//
// * g = G+ and γ0 = G− are a tame pair when equal or both at most 1, a restive pair when
//   g ≤ 1 < γ0. With every option generally tame (nim heap, hereditarily or reversibly tame):
//   a tame pair makes G a nim heap when every option is one (unless g = γ0 ≤ 1), hereditarily
//   tame when every option is at most hereditarily tame, reversibly tame otherwise; a restive
//   pair makes G hereditarily restive or, with a reversibly tame option, reversibly restive.
// * With an option that is not generally tame, G can still be reversibly tame (tame pair) or
//   reversibly restive (restive pair): each such option must have options of its own that
//   match G's G− and G+ (tame ones for a tame pair; restive or tame ones, of the right kind,
//   for a restive pair), and the generally tame options alone must give G's g and γ0 as mexes.
//
// An odd game (X + *) takes the phylum of its even part X, as CGSuite keeps one record for both.
// The genus printed from the phylum is checked against the misère values of G + *2 + … + *2 in
// tests/impartial/misere_test.cpp.

#include <vector>

#include "impartial/misere_state.hpp"

namespace cgt::misere {

namespace {

std::uint32_t mex_of(const std::vector<bool>& seen) {
  std::uint32_t m = 0;
  while (m < seen.size() && seen[m]) {
    ++m;
  }
  return m;
}

void mark(std::vector<bool>& seen, std::uint32_t v) {
  if (seen.size() <= v) {
    seen.resize(v + 1, false);
  }
  seen[v] = true;
}

}  // namespace

Phylum State::phylum(GameId g) {
  if (records_[g].phylum != Phylum::kUnknown) {
    return records_[g].phylum;
  }
  // X + * is odd; its even part is X = (X + *) + *.
  const Phylum p = is_even(g) ? classify_even(g) : phylum(sum(g, nimber(1)));
  records_[g].phylum = p;
  return p;
}

Phylum State::classify_even(GameId g) {
  const std::uint32_t gp = records_[g].normal_value;
  const std::uint32_t gm = records_[g].misere_value;
  const std::vector<GameId> opts(options(g).begin(), options(g).end());

  // The wildest option, as long as every option seen is generally tame.
  Phylum wildest = Phylum::kNimHeap;
  for (GameId o : opts) {
    const Phylum po = phylum(o);
    if (!is_generally_tame(po)) {
      wildest = po;
      break;
    }
    wildest = std::max(wildest, po);
  }
  const bool tame_genus = is_tame_pair(gp, gm);
  const bool restive_genus = !tame_genus && gp < 2;

  if (is_generally_tame(wildest)) {
    if (tame_genus) {
      if (wildest == Phylum::kNimHeap && (gp > 1 || gp != gm)) {
        return Phylum::kNimHeap;
      }
      return wildest == Phylum::kReversiblyTame ? Phylum::kReversiblyTame : Phylum::kHereditarilyTame;
    }
    if (restive_genus) {
      return wildest == Phylum::kReversiblyTame ? Phylum::kReversiblyRestive : Phylum::kHereditarilyRestive;
    }
    return Phylum::kWild;  // restless or wild
  }
  if (!tame_genus && !restive_genus) {
    return Phylum::kWild;
  }

  // Reversibly tame or restive: every option that is not generally tame must reverse, through
  // options of its own, to G's values; the generally tame options alone give G's mexes.
  std::vector<bool> tame_plus;
  std::vector<bool> tame_minus;
  for (GameId o : opts) {
    const Phylum po = phylum(o);
    if (is_generally_tame(po)) {
      mark(tame_plus, records_[o].normal_value);
      mark(tame_minus, records_[o].misere_value);
      continue;
    }
    bool minus_found = false;
    bool plus_found = false;
    const std::vector<GameId> second(options(o).begin(), options(o).end());
    for (GameId s : second) {
      const Phylum ps = phylum(s);
      const std::uint32_t sp = records_[s].normal_value;
      const std::uint32_t sm = records_[s].misere_value;
      if (tame_genus && is_generally_tame(ps)) {
        minus_found = minus_found || gm == sm;
        plus_found = plus_found || gp == sp;
      } else if (restive_genus && is_restive_or_tame(ps)) {
        minus_found = minus_found || (gm == sm && (sp < 2 || (sp ^ gm) < 2));
        plus_found = plus_found || (gp == sp && (sm < 2 || (sm ^ gm) < 2));
      }
    }
    if (!(minus_found && plus_found)) {
      return Phylum::kWild;
    }
  }
  if (mex_of(tame_plus) != gp || mex_of(tame_minus) != gm) {
    return Phylum::kWild;
  }
  return tame_genus ? Phylum::kReversiblyTame : Phylum::kReversiblyRestive;
}

}  // namespace cgt::misere
