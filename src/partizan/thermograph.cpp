#include "cgt/thermograph.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>

#include <fmt/format.h>

namespace cgt {

namespace {
Dyadic times(int slope, const Dyadic& t) {
  switch (slope) {
    case 0:
      return Dyadic(0);
    case 1:
      return t;
    case -1:
      return -t;
    default:
      return Dyadic(slope) * t;
  }
}
}  // namespace

Dyadic WallLine::at(const Dyadic& t) const {
  return intercept + times(slope, t);
}

Dyadic Trajectory::at(const Dyadic& t) const {
  std::size_t j = 0;
  while (j < breaks_.size() && breaks_[j] > t) {
    ++j;
  }
  return lines_[j].at(t);
}

Trajectory Trajectory::tilted(int slope) const {
  Trajectory result = *this;
  for (WallLine& line : result.lines_) {
    line.slope += slope;
  }
  return result;
}

void Trajectory::push(const Dyadic& break_below_previous, WallLine line) {
  if (lines_.empty()) {
    lines_.push_back(std::move(line));
    return;
  }
  if (lines_.back() == line) {
    return;  // the same line continues: no critical point here
  }
  breaks_.push_back(break_below_previous);
  lines_.push_back(std::move(line));
}

Trajectory Trajectory::combine(const Trajectory& a, const Trajectory& b, bool take_max) {
  std::vector<Dyadic> points = a.breaks_;
  points.insert(points.end(), b.breaks_.begin(), b.breaks_.end());
  std::sort(points.begin(), points.end(), std::greater<>());
  points.erase(std::unique(points.begin(), points.end()), points.end());

  Trajectory result;
  const Dyadic bottom(-1);
  for (std::size_t i = 0; i <= points.size(); ++i) {
    std::optional<Dyadic> hi;
    if (i > 0) {
      hi = points[i - 1];
    }
    Dyadic lo = i < points.size() ? points[i] : bottom;
    if (hi && !(lo < *hi)) {
      continue;
    }
    // The lines of a and b on this interval (a break equal to hi lies above it).
    auto line_below = [&](const Trajectory& t) -> const WallLine& {
      std::size_t j = 0;
      while (hi && j < t.breaks_.size() && t.breaks_[j] >= *hi) {
        ++j;
      }
      return t.lines_[j];
    };
    const WallLine& la = line_below(a);
    const WallLine& lb = line_below(b);
    std::vector<Dyadic> cuts;  // interior crossing, if any
    if (la.slope != lb.slope) {
      Dyadic numerator = lb.intercept - la.intercept;
      int d = la.slope - lb.slope;
      Dyadic crossing = std::abs(d) == 2 ? numerator.halved() : numerator;
      if (d < 0) {
        crossing = -crossing;
      }
      if (lo < crossing && (!hi || crossing < *hi)) {
        cuts.push_back(crossing);
      }
    }
    // Sub-intervals top-down: (cut, hi) then (lo, cut), or just (lo, hi).
    std::vector<std::pair<Dyadic, std::optional<Dyadic>>> pieces;
    if (cuts.empty()) {
      pieces.emplace_back(lo, hi);
    } else {
      pieces.emplace_back(cuts[0], hi);
      pieces.emplace_back(lo, cuts[0]);
    }
    for (const auto& [piece_lo, piece_hi] : pieces) {
      Dyadic sample = piece_hi ? midpoint(piece_lo, *piece_hi) : piece_lo + Dyadic(1);
      Dyadic va = la.at(sample);
      Dyadic vb = lb.at(sample);
      bool pick_a = take_max ? va >= vb : va <= vb;
      result.push(piece_hi ? *piece_hi : Dyadic(0), pick_a ? la : lb);
    }
  }
  return result;
}

Trajectory Trajectory::max(const Trajectory& a, const Trajectory& b) {
  return combine(a, b, true);
}
Trajectory Trajectory::min(const Trajectory& a, const Trajectory& b) {
  return combine(a, b, false);
}

Trajectory Trajectory::capped_at(const Dyadic& t) const {
  Trajectory result = constant(at(t));
  if (!(t > Dyadic(-1))) {
    return result;
  }
  std::size_t j = 0;
  while (j < breaks_.size() && breaks_[j] >= t) {
    ++j;
  }
  result.push(t, lines_[j]);
  for (std::size_t k = j; k < breaks_.size(); ++k) {
    result.push(breaks_[k], lines_[k + 1]);
  }
  return result;
}

namespace {
std::string wall_text(const Trajectory& wall) {
  const auto& lines = wall.lines();
  const auto& breaks = wall.critical_temperatures();
  Dyadic top = lines[0].slope == 0 || breaks.empty() ? lines[0].intercept : lines[0].at(breaks[0]);
  std::string text = top.to_string() + ",[";
  for (std::size_t i = 0; i < breaks.size(); ++i) {
    text += i ? "," : "";
    text += breaks[i].to_string();
  }
  text += "],[";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    text += i ? "," : "";
    text += std::to_string(lines[i].slope);
  }
  return text + "]";
}
}  // namespace

std::string Thermograph::to_string() const {
  return "Thermograph(" + wall_text(left_wall) + "," + wall_text(right_wall) + ")";
}

namespace {

// The power of two (as a dyadic) that cuts `range` into at most about eight steps.
Dyadic tick_step(double range) {
  Dyadic step(Integer(1), 6);  // 1/64
  while (step.to_double() * 8 < range) {
    step = step + step;
  }
  return step;
}

// The multiples of `step` in [low, high].
std::vector<Dyadic> ticks(double low, double high, const Dyadic& step) {
  std::vector<Dyadic> out;
  const double unit = step.to_double();
  for (auto k = static_cast<std::int64_t>(std::ceil(low / unit - 1e-9)); static_cast<double>(k) * unit <= high + 1e-9;
       ++k) {
    out.push_back(Dyadic(k) * step);
  }
  return out;
}

}  // namespace

std::string Thermograph::to_svg() const {
  // Temperatures from -1 (where thermographs start) up past the mast's foot; values with the
  // larger to the left, as CGT books draw them, on one scale for both axes (slopes ±1 at 45°).
  const double t_low = -1.0;
  const double t_high = std::max(1.0, temperature.to_double() * 1.5 + 0.5);
  auto value = [](const Trajectory& wall, double t) {
    // Exact walls evaluated in double for drawing only.
    const auto& lines = wall.lines();
    const auto& breaks = wall.critical_temperatures();
    std::size_t j = 0;
    while (j < breaks.size() && breaks[j].to_double() > t) {
      ++j;
    }
    return lines[j].intercept.to_double() + lines[j].slope * t;
  };
  // The left wall never moves right as t grows, the right wall never left: the widest span is
  // at t = -1.
  double x_max = value(left_wall, t_low);
  double x_min = value(right_wall, t_low);
  const double span = std::max(1.0, x_max - x_min);
  x_max += span * 0.15;
  x_min -= span * 0.15;
  const double width = 520;
  const double height = 420;
  const double left_margin = 56;   // temperature labels
  const double right_margin = 16;
  const double top_margin = 28;    // mean and temperature
  const double bottom_margin = 64; // value labels, axis title and the thermograph's text
  const double scale = std::min((width - left_margin - right_margin) / (x_max - x_min),
                                (height - top_margin - bottom_margin) / (t_high - t_low));
  const double plot_right = left_margin + (x_max - x_min) * scale;
  const double plot_bottom = top_margin + (t_high - t_low) * scale;
  auto sx = [&](double x) { return left_margin + (x_max - x) * scale; };
  auto sy = [&](double t) { return plot_bottom - (t - t_low) * scale; };

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" "
      "font-family=\"monospace\" font-size=\"11\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height, width, height);
  // Axes: values along the bottom (at t = -1), temperatures up the left side; a tick and a
  // label at every multiple of a power of two, a light grid line across, and t = 0 marked.
  const Dyadic x_step = tick_step(x_max - x_min);
  for (const Dyadic& x : ticks(x_min, x_max, x_step)) {
    const double px = sx(x.to_double());
    svg += fmt::format("<line x1=\"{0:.3f}\" y1=\"{1:.3f}\" x2=\"{0:.3f}\" y2=\"{2:.3f}\" stroke=\"#eee\"/>\n", px,
                       top_margin, plot_bottom);
    svg += fmt::format("<line x1=\"{0:.3f}\" y1=\"{1:.3f}\" x2=\"{0:.3f}\" y2=\"{2:.3f}\" stroke=\"#555\"/>\n", px,
                       plot_bottom, plot_bottom + 5);
    svg += fmt::format("<text x=\"{:.3f}\" y=\"{:.3f}\" text-anchor=\"middle\">{}</text>\n", px, plot_bottom + 17,
                       x.to_string());
  }
  const Dyadic t_step = tick_step(t_high - t_low);
  for (const Dyadic& t : ticks(t_low, t_high, t_step)) {
    const double py = sy(t.to_double());
    svg += fmt::format("<line x1=\"{1:.3f}\" y1=\"{0:.3f}\" x2=\"{2:.3f}\" y2=\"{0:.3f}\" stroke=\"#eee\"/>\n", py,
                       left_margin, plot_right);
    svg += fmt::format("<line x1=\"{1:.3f}\" y1=\"{0:.3f}\" x2=\"{2:.3f}\" y2=\"{0:.3f}\" stroke=\"#555\"/>\n", py,
                       left_margin - 5, left_margin);
    svg += fmt::format("<text x=\"{:.3f}\" y=\"{:.3f}\" text-anchor=\"end\">{}</text>\n", left_margin - 8, py + 4,
                       t.to_string());
  }
  svg += fmt::format(
      "<line x1=\"{0:.3f}\" y1=\"{1:.3f}\" x2=\"{2:.3f}\" y2=\"{1:.3f}\" stroke=\"#999\" stroke-dasharray=\"4 3\"/>\n",
      left_margin, sy(0), plot_right);
  svg += fmt::format("<line x1=\"{0:.3f}\" y1=\"{1:.3f}\" x2=\"{2:.3f}\" y2=\"{1:.3f}\" stroke=\"#555\"/>\n",
                     left_margin, plot_bottom, plot_right);
  svg += fmt::format("<line x1=\"{0:.3f}\" y1=\"{1:.3f}\" x2=\"{0:.3f}\" y2=\"{2:.3f}\" stroke=\"#555\"/>\n",
                     left_margin, top_margin, plot_bottom);
  svg += fmt::format("<text x=\"{:.3f}\" y=\"{:.3f}\" text-anchor=\"middle\">value (larger to the left)</text>\n",
                     (left_margin + plot_right) / 2, plot_bottom + 32);
  svg += fmt::format(
      "<text x=\"14\" y=\"{0:.3f}\" text-anchor=\"middle\" transform=\"rotate(-90 14 {0:.3f})\">temperature</text>\n",
      (top_margin + plot_bottom) / 2);

  auto polyline = [&](const Trajectory& wall, const char* colour) {
    std::vector<double> ts{t_low, t_high};
    for (const Dyadic& b : wall.critical_temperatures()) {
      if (b.to_double() > t_low && b.to_double() < t_high) {
        ts.push_back(b.to_double());
      }
    }
    std::sort(ts.begin(), ts.end());
    std::string points;
    for (double t : ts) {
      points += fmt::format("{:.3f},{:.3f} ", sx(value(wall, t)), sy(t));
    }
    return fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"/>\n", colour, points);
  };
  svg += polyline(left_wall, "#1f5fbf");
  svg += polyline(right_wall, "#bf1f1f");
  svg += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", left_margin, height - 8, to_string());
  svg += fmt::format("<text x=\"{}\" y=\"16\">mean {} temperature {}</text>\n", left_margin, mast.to_string(),
                     temperature.to_string());
  return svg + "</svg>\n";
}

}  // namespace cgt
