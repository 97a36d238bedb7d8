#include "cgt/thermograph.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>

#include <fmt/format.h>

#include "cgt/error.hpp"

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

// The power of two, at least 1/64, that cuts `span` (> 0) into at most eight steps; found from
// the span's size in bits, so a span of 10^18 costs no more than one of 1.
Dyadic tick_step(const Dyadic& span) {
  // 2^top ≤ span < 2^(top+1).
  const auto top = static_cast<std::int64_t>(span.numerator().bit_length()) - 1 -
                   static_cast<std::int64_t>(span.exponent());
  const std::int64_t power = std::max<std::int64_t>(top - 3, -6);
  Dyadic step = power >= 0 ? Dyadic(1).doubled(static_cast<std::uint64_t>(power))
                           : Dyadic(1).halved(static_cast<std::uint64_t>(-power));
  while (step.doubled(3) < span) {
    step = step.doubled();
  }
  return step;
}

// The multiples of `step` (a power of two) in [low, high], counted exactly: at most nine when
// step ≥ (high − low)/8.
std::vector<Dyadic> ticks(const Dyadic& low, const Dyadic& high, const Dyadic& step) {
  const bool whole = step.is_integer();
  const std::uint64_t shift = whole ? step.numerator().bit_length() - 1 : step.exponent();
  const Integer first = (whole ? low.halved(shift) : low.doubled(shift)).ceil();
  Dyadic tick = whole ? Dyadic(first).doubled(shift) : Dyadic(first).halved(shift);
  std::vector<Dyadic> out;
  for (; tick <= high; tick = tick + step) {
    out.push_back(tick);
  }
  return out;
}

}  // namespace

std::string Thermograph::to_svg() const {
  // Temperatures from -1 (where thermographs start) up past the mast's foot; values with the
  // larger to the left, as CGT books draw them, on one scale for both axes (slopes ±1 at 45°).
  // The range and the ticks are exact; only positions in the picture are doubles, measured
  // from the mast, so that the thermograph of 10^18 is drawn as finely as that of 1.
  const Dyadic t_low_exact(-1);
  const Dyadic t_high_exact = std::max(Dyadic(1), temperature + temperature.halved() + Dyadic(1).halved());
  // The left wall never moves right as t grows, the right wall never left: the widest span is
  // at t = -1.
  const Dyadic left_foot = left_wall.at(t_low_exact);
  const Dyadic right_foot = right_wall.at(t_low_exact);
  const Dyadic margin = std::max(Dyadic(1), left_foot - right_foot) * Dyadic(Integer(5), 5);  // 5/32 of it
  const Dyadic x_max_exact = left_foot + margin;
  const Dyadic x_min_exact = right_foot - margin;
  auto from_mast = [&](const Dyadic& x) { return (x - mast).to_double(); };
  const double t_low = -1.0;
  const double t_high = t_high_exact.to_double();
  const double x_max = from_mast(x_max_exact);
  const double x_min = from_mast(x_min_exact);
  if (!std::isfinite(t_high) || !std::isfinite(x_max) || !std::isfinite(x_min)) {
    throw LimitError("the thermograph is too wide to draw (beyond 10^308)");
  }
  auto value = [&](const Trajectory& wall, double t) {
    // Exact walls evaluated in double for drawing only.
    const auto& lines = wall.lines();
    const auto& breaks = wall.critical_temperatures();
    std::size_t j = 0;
    while (j < breaks.size() && breaks[j].to_double() > t) {
      ++j;
    }
    return from_mast(lines[j].intercept) + lines[j].slope * t;
  };
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
  for (const Dyadic& x : ticks(x_min_exact, x_max_exact, tick_step(x_max_exact - x_min_exact))) {
    const double px = sx(from_mast(x));
    svg += fmt::format("<line x1=\"{0:.3f}\" y1=\"{1:.3f}\" x2=\"{0:.3f}\" y2=\"{2:.3f}\" stroke=\"#eee\"/>\n", px,
                       top_margin, plot_bottom);
    svg += fmt::format("<line x1=\"{0:.3f}\" y1=\"{1:.3f}\" x2=\"{0:.3f}\" y2=\"{2:.3f}\" stroke=\"#555\"/>\n", px,
                       plot_bottom, plot_bottom + 5);
    svg += fmt::format("<text x=\"{:.3f}\" y=\"{:.3f}\" text-anchor=\"middle\">{}</text>\n", px, plot_bottom + 17,
                       x.to_string());
  }
  for (const Dyadic& t : ticks(t_low_exact, t_high_exact, tick_step(t_high_exact - t_low_exact))) {
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
