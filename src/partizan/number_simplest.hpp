#pragma once
// The simplest dyadic strictly between two bounds (either may be absent): the number a game
// {a | b} equals when a < b are numbers.

#include <optional>

#include "cgt/dyadic.hpp"

namespace cgt::partizan {

Dyadic simplest_number_between(const std::optional<Dyadic>& low, const std::optional<Dyadic>& high);

}  // namespace cgt::partizan
