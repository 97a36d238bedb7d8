#pragma once
// Hackenbush's value by search alone, without the closed forms hackenbush_game uses where they
// apply: the tests compare the two.

#include <string_view>

#include "cgt/game.hpp"

namespace cgt::hackenbush_detail {

// The value of the graph (CGSuite's graph text, at most 64 edges and 64 vertices) by the
// ruleset solver on the whole graph.
Game value_by_search(std::string_view graph);

}  // namespace cgt::hackenbush_detail
