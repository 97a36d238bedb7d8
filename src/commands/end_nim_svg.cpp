#include "commands/end_nim_svg.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace cgt::commands {

namespace {

using end_nim::Outcome;

struct Style {
  Outcome outcome;
  const char* colour;
  const char* label;
};

constexpr Style kStyles[] = {
    {Outcome::kL, "#2f6fd6", "L: Left wins"},
    {Outcome::kR, "#d9433a", "R: Right wins"},
    {Outcome::kN, "#f2c94c", "N: first player wins"},
    {Outcome::kP, "#808080", "P: second player wins"},
};

const char* colour_of(Outcome outcome) {
  for (const Style& style : kStyles) {
    if (style.outcome == outcome) {
      return style.colour;
    }
  }
  return "#ffffff";
}

// Only digits, letters, + * ^ ( ) | and spaces reach here, but escape anyway.
std::string escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace

std::string end_nim_grid_svg(const std::vector<Outcome>& grid, std::size_t size, const end_nim::TriplePoint& x,
                             const std::string& x_text) {
  // α runs left to right, β bottom to top, like a plot; one square cell per (α, β).
  const double cell = std::clamp(640.0 / static_cast<double>(size), 3.0, 40.0);
  const double left = 70;
  const double top = 60;
  const double side = cell * static_cast<double>(size);
  const double legend_x = left + side + 30;
  const double width = legend_x + 210;
  const double height = top + side + 60;
  auto cell_x = [&](std::size_t alpha) { return left + cell * static_cast<double>(alpha - 1); };
  auto cell_y = [&](std::size_t beta) { return top + cell * static_cast<double>(size - beta); };

  std::string out;
  out += fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0f}\" height=\"{:.0f}\" viewBox=\"0 0 {:.0f} {:.0f}\" "
      "font-family=\"sans-serif\" font-size=\"13\">\n",
      width, height, width, height);
  out += fmt::format("<rect width=\"{:.0f}\" height=\"{:.0f}\" fill=\"#ffffff\"/>\n", width, height);
  out += fmt::format("<text x=\"{:.0f}\" y=\"24\" font-size=\"15\">Outcome of \u03b1 x \u03b2 for x = {}</text>\n",
                     left, escape(x_text.empty() ? "(empty row)" : x_text));
  out += fmt::format("<text x=\"{:.0f}\" y=\"44\">triple point (L(x), R(x)) = ({}, {})</text>\n", left,
                     escape(x.left.to_string()), escape(x.right.to_string()));

  out += "<g shape-rendering=\"crispEdges\">\n";
  for (std::size_t beta = 1; beta <= size; ++beta) {
    for (std::size_t alpha = 1; alpha <= size; ++alpha) {
      const Outcome outcome = grid[(beta - 1) * size + (alpha - 1)];
      out += fmt::format("<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"{}\"/>\n",
                         cell_x(alpha), cell_y(beta), cell, cell, colour_of(outcome));
    }
  }
  out += "</g>\n";
  out += fmt::format(
      "<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"none\" stroke=\"#000\"/>\n", left, top,
      side, side);

  // Axis ticks: about ten labels per axis.
  const std::size_t every = std::max<std::size_t>(1, (size + 9) / 10);
  for (std::size_t k = 1; k <= size; ++k) {
    if (k != 1 && k % every != 0 && k != size) {
      continue;
    }
    out += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\">{}</text>\n", cell_x(k) + cell / 2,
                       top + side + 16, k);
    out += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"end\" dominant-baseline=\"middle\">{}</text>\n",
                       left - 6, cell_y(k) + cell / 2, k);
  }
  out += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\">\u03b1 (Left's pile)</text>\n",
                     left + side / 2, top + side + 36);
  out += fmt::format(
      "<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" transform=\"rotate(-90 {:.2f} {:.2f})\">\u03b2 (Right's "
      "pile)</text>\n",
      left - 44, top + side / 2, left - 44, top + side / 2);

  // The triple point (open circle, an N position) and (L+1, R+1), where the P diagonal starts
  // (filled circle). α = 0 or β = 0 sits just outside the grid, on the axis.
  auto mark = [&](const Ordinal& alpha, const Ordinal& beta, bool filled) {
    if (!alpha.is_small() || !beta.is_small() || alpha.small_value() > size || beta.small_value() > size) {
      return;
    }
    const double cx = left + cell * (static_cast<double>(alpha.small_value()) - 0.5);
    const double cy = top + cell * (static_cast<double>(size - beta.small_value()) + 0.5);
    out += fmt::format(
        "<circle cx=\"{:.2f}\" cy=\"{:.2f}\" r=\"{:.2f}\" fill=\"{}\" stroke=\"#000\" stroke-width=\"1.5\"/>\n", cx, cy,
        std::max(2.5, cell * 0.3), filled ? "#000" : "#fff");
  };
  mark(x.left, x.right, false);
  mark(x.left + Ordinal(1), x.right + Ordinal(1), true);

  double y = top + 10;
  for (const Style& style : kStyles) {
    out += fmt::format("<rect x=\"{:.0f}\" y=\"{:.0f}\" width=\"16\" height=\"16\" fill=\"{}\" stroke=\"#000\"/>\n",
                       legend_x, y, style.colour);
    out += fmt::format("<text x=\"{:.0f}\" y=\"{:.0f}\" dominant-baseline=\"middle\">{}</text>\n", legend_x + 24, y + 8,
                       style.label);
    y += 26;
  }
  out +=
      fmt::format("<circle cx=\"{:.0f}\" cy=\"{:.0f}\" r=\"6\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>\n",
                  legend_x + 8, y + 8);
  out += fmt::format("<text x=\"{:.0f}\" y=\"{:.0f}\" dominant-baseline=\"middle\">triple point (L(x), R(x))</text>\n",
                     legend_x + 24, y + 8);
  y += 26;
  out +=
      fmt::format("<circle cx=\"{:.0f}\" cy=\"{:.0f}\" r=\"6\" fill=\"#000\" stroke=\"#000\" stroke-width=\"1.5\"/>\n",
                  legend_x + 8, y + 8);
  out += fmt::format("<text x=\"{:.0f}\" y=\"{:.0f}\" dominant-baseline=\"middle\">(L(x)+1, R(x)+1)</text>\n",
                     legend_x + 24, y + 8);
  out += "</svg>\n";
  return out;
}

}  // namespace cgt::commands
