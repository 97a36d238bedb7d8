#pragma once
// JSON output for the impartial subcommands. nlohmann::json holds 64-bit numbers only, but a
// Grundy value of a chain can be far larger: big_number() wraps such a value in a marked
// string, and dump_exact() writes it back as a bare JSON number, so nothing is ever rounded
// or wrapped.

#include <nlohmann/json.hpp>
#include <string>

#include "cgt/impartial_variation.hpp"
#include "cgt/integer.hpp"

namespace cgt::cli {

nlohmann::json big_number(const Integer& value);
// "variation": the sorted elements, or null when there are more than kMaxListed of them;
// "variation_intervals": [[first, last], ...] always (inclusive ends).
void add_variation(nlohmann::json& out, const VariationSet& variation);
constexpr std::size_t kMaxListed = 100000;

void print_json_exact(const nlohmann::json& value);

}  // namespace cgt::cli
