#pragma once
// The picture of `cgt endnim --grid`: outcome classes of α x β as coloured cells, with a legend
// and the triple point marked as in the paper's Figure 1.

#include <cstddef>
#include <string>
#include <vector>

#include "cgt/end_nim.hpp"

namespace cgt::commands {

// `grid` is end_nim::outcome_grid(x, size); `x_text` names x in the title.
std::string end_nim_grid_svg(const std::vector<end_nim::Outcome>& grid, std::size_t size, const end_nim::TriplePoint& x,
                             const std::string& x_text);

}  // namespace cgt::commands
