#pragma once
// Thermographs with exact walls. A wall is a piecewise-linear function x(t) of the
// temperature t on [-1, ∞) whose pieces have slope -1, 0 or 1; it is kept as its critical
// temperatures (descending) and the line x = b + s·t on each piece, top piece first.

#include <string>
#include <vector>

#include "cgt/dyadic.hpp"

namespace cgt {

struct WallLine {
  Dyadic intercept;  // x at t = 0
  int slope = 0;     // dx/dt
  [[nodiscard]] Dyadic at(const Dyadic& t) const;
  friend bool operator==(const WallLine&, const WallLine&) = default;
};

class Trajectory {
 public:
  Trajectory() = default;
  explicit Trajectory(WallLine line) : lines_{std::move(line)} {}
  static Trajectory constant(const Dyadic& x) { return Trajectory(WallLine{x, 0}); }

  [[nodiscard]] Dyadic at(const Dyadic& t) const;
  [[nodiscard]] const std::vector<Dyadic>& critical_temperatures() const noexcept { return breaks_; }
  [[nodiscard]] const std::vector<WallLine>& lines() const noexcept { return lines_; }

  // x(t) + slope·t.
  [[nodiscard]] Trajectory tilted(int slope) const;
  [[nodiscard]] static Trajectory max(const Trajectory& a, const Trajectory& b);
  [[nodiscard]] static Trajectory min(const Trajectory& a, const Trajectory& b);
  // The same wall below `t`, and the constant x(t) from t upwards (the mast).
  [[nodiscard]] Trajectory capped_at(const Dyadic& t) const;
  // Builds a wall top-down: below temperature t (under every critical temperature so far, and
  // above -1) the wall follows `line` (which meets the wall above at t). A line equal to the
  // one above adds no critical temperature.
  void append_below(const Dyadic& t, WallLine line) { push(t, std::move(line)); }

  friend bool operator==(const Trajectory&, const Trajectory&) = default;

 private:
  static Trajectory combine(const Trajectory& a, const Trajectory& b, bool take_max);
  void push(const Dyadic& break_below_previous, WallLine line);
  std::vector<Dyadic> breaks_;   // descending, all > -1
  std::vector<WallLine> lines_;  // lines_.size() == breaks_.size() + 1
};

// Thermographs are drawn for temperatures t >= -1, as in CGSuite and Siegel's *Combinatorial
// Game Theory* (2013): an integer is a mast from -1 up; any other game's walls are its scaffolds
// (Left's: the highest Right wall of its Left options, shifted by -t; Right's: the lowest Left
// wall of its Right options, shifted by +t) up to where they meet, and the mast above. So the
// number m/2^k (k >= 1) has temperature -1/2^k and walls below it: 1/2 is
// Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1]).
struct Thermograph {
  Trajectory left_wall;
  Trajectory right_wall;
  Dyadic mast;         // the mean
  Dyadic temperature;  // where the walls meet (-1/2^k for the number m/2^k, -1 for integers)

  // CGSuite's text: Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1]) — for each wall
  // the value at the top, its critical temperatures and the slopes of its pieces, top first.
  [[nodiscard]] std::string to_string() const;
  // An SVG drawing (x increases to the left, as CGT books draw it).
  [[nodiscard]] std::string to_svg() const;
};

}  // namespace cgt
