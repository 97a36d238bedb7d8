#include "cgt/thermograph.hpp"

#include <algorithm>
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

std::string Thermograph::to_svg() const {
  // Temperatures from t0 (0, or -1 when the walls matter below 0) up past the mast's foot.
  double t_low = temperature < Dyadic(0) ? -1.0 : 0.0;
  for (const auto* wall : {&left_wall, &right_wall}) {
    if (!wall->critical_temperatures().empty() && wall->critical_temperatures().back() < Dyadic(0)) {
      t_low = -1.0;
    }
  }
  double t_high = std::max(1.0, temperature.to_double() * 1.5 + 0.5);
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
  double x_max = value(left_wall, t_low);
  double x_min = value(right_wall, t_low);
  double span = std::max(1.0, x_max - x_min);
  x_max += span * 0.15;
  x_min -= span * 0.15;
  const double width = 480;
  const double height = 360;
  // One scale for both axes, so the walls' slopes ±1 are drawn at 45 degrees.
  const double scale = std::min((width - 40) / (x_max - x_min), (height - 60) / (t_high - t_low));
  auto sx = [&](double x) { return 20 + (x_max - x) * scale; };  // larger values to the left
  auto sy = [&](double t) { return height - 30 - (t - t_low) * scale; };
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
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height, width, height);
  svg += fmt::format("<line x1=\"20\" y1=\"{0:.3f}\" x2=\"{1}\" y2=\"{0:.3f}\" stroke=\"#999\"/>\n", sy(0), width - 20);
  svg += polyline(left_wall, "#1f5fbf");
  svg += polyline(right_wall, "#bf1f1f");
  svg += fmt::format("<text x=\"20\" y=\"{}\" font-family=\"monospace\" font-size=\"11\">{}</text>\n", height - 8,
                     to_string());
  svg += fmt::format(
      "<text x=\"{:.3f}\" y=\"14\" font-family=\"monospace\" font-size=\"11\">mean {} temperature {}</text>\n", 20.0,
      mast.to_string(), temperature.to_string());
  return svg + "</svg>\n";
}

}  // namespace cgt
