#pragma once
// The named sweeps (cgt/sweep.hpp), one file each, and what they share: parameter parsing and
// the JSON of their results.

#include <cstdint>
#include <map>
#include <memory>
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
std::unique_ptr<Sweep> make_octal_census_sweep(const Parameters& parameters);            // sweep_octal.cpp

}  // namespace cgt::sweeps
