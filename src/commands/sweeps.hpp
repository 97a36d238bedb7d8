#pragma once
// The factories of the named sweeps (cgt/sweep.hpp): each checks its parameters before any work
// (DomainError for a missing, unknown or malformed one; LimitError for a bound too large).

#include <functional>
#include <map>
#include <memory>
#include <string>

#include "cgt/sweep.hpp"

namespace cgt::sweeps {

// lr-ending-canonical (paper 003: does every LR-ending position reach a unique simplest form?):
// every position born by day --birthday B whose options are simplified forms born by day B − 1
// (with --max-options K, at most K of them) is simplified, and the different simplified forms
// that are equivalent are found: grouped by their outcomes in sums with the positions of the
// equivalence search (--search-bound, default 3) and more, then decided exactly. Each such pair
// is a counterexample (SummaryOutput::extra_lines).
std::unique_ptr<Sweep> make_lr_ending_canonical_sweep(
    const std::map<std::string, std::string, std::less<>>& parameters);

}  // namespace cgt::sweeps
