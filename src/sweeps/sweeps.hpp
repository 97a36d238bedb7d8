#pragma once
// The named sweeps (cgt/sweep.hpp), one file each, and what they share: parameter parsing and
// the JSON of their results.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "cgt/sweep.hpp"

namespace cgt::sweeps {

using Parameters = std::map<std::string, std::string, std::less<>>;

// The value of parameter `name` as a natural number in [min, max]; `fallback` when absent
// (nullopt: the parameter is required). DomainError naming the parameter otherwise.
std::uint64_t natural_parameter(const Parameters& parameters, std::string_view name, std::uint64_t min,
                                std::uint64_t max, std::optional<std::uint64_t> fallback = std::nullopt);

std::unique_ptr<Sweep> make_end_nim_atomic_weights_sweep(const Parameters& parameters);  // sweep_end_nim.cpp
// end-nim-ordinal-moves: rows of ordinal piles below ω·C; winning moves against first principles.
std::unique_ptr<Sweep> make_end_nim_ordinal_moves_sweep(const Parameters& parameters);  // sweep_end_nim_ordinal.cpp
std::unique_ptr<Sweep> make_octal_census_sweep(const Parameters& parameters);            // sweep_octal.cpp
// lr-ending-canonical (paper 003: does every LR-ending position reach a unique simplest form?):
// every position born by day --birthday B whose options are simplified forms born by day B − 1
// (with --max-options K, at most K of them) is simplified, and the different simplified forms
// that are equivalent are found: grouped by their outcomes in sums with the positions of the
// equivalence search (--search-bound, default 3) and more, then decided exactly. Each such pair
// is a counterexample (SummaryOutput::extra_lines).
std::unique_ptr<Sweep> make_lr_ending_canonical_sweep(const Parameters& parameters);  // sweep_lr_ending.cpp

}  // namespace cgt::sweeps
