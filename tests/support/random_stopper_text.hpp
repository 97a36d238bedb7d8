#pragma once
// Random texts of the stopper grammar (good ones and, now and then, one character spoiled), for
// the readers' cross-checks: the stopper reader against its recursive reference, the one
// evaluator against the stopper reader.

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

namespace cgt::testing {

// A random text of the stopper grammar, with a few spaces, and sometimes one character spoiled.
class StopperTextMaker {
 public:
  explicit StopperTextMaker(std::uint64_t seed) : rng_(seed) {}

  std::string make() {
    names_ = 0;
    std::string text = element(0, false);
    if (pick(4) == 0 && !text.empty()) {
      static constexpr std::string_view kNoise = "{}|,()ab +-*01pT";
      text[pick(static_cast<unsigned>(text.size()))] = kNoise[pick(static_cast<unsigned>(kNoise.size()))];
    }
    return text;
  }

 private:
  unsigned pick(unsigned n) { return std::uniform_int_distribution<unsigned>(0, n - 1)(rng_); }
  std::string space() { return pick(6) == 0 ? " " : ""; }
  std::string side(int depth) {
    std::string s;
    const unsigned n = pick(depth > 3 ? 2 : 3);
    for (unsigned k = 0; k < n; ++k) {
      if (k > 0) s += "," + space();
      s += element(depth + 1, true);
    }
    return s;
  }
  std::string body(int depth) {
    std::string s = side(depth);
    const unsigned bars = 1 + pick(3);
    s += space() + std::string(bars, '|') + space() + side(depth);
    // Sometimes more slashes, shorter or as long (two as long: an error).
    if (pick(4) == 0) s += std::string(1 + pick(bars), '|') + side(depth);
    return s;
  }
  std::string name() {
    return std::string(1, static_cast<char>('a' + pick(3)));
  }
  std::string element(int depth, bool in_side) {
    const unsigned k = depth >= 4 ? pick(6) : pick(14);
    switch (k) {
      case 0:
        return in_side || pick(8) == 0 ? "pass" : "0";
      case 1:
        return pick(2) == 0 ? "on" : "off";
      case 2: {
        static constexpr std::string_view kShort[] = {"0", "1", "-1", "*", "1/2", "^", "{0|*}", "2*", "*2", "1 + *"};
        return std::string(kShort[pick(10)]);
      }
      case 3:
        return std::string(pick(3) == 0 ? "1" : pick(2) == 0 ? "" : "*") + (pick(2) == 0 ? "over" : "under");
      case 4:
        return name();  // a reference: known or not
      case 5:
        return pick(3) == 0 ? "+-1" : "-1";
      case 6:
      case 7:
      case 8:
        return "{" + space() + body(depth) + space() + "}";
      case 9:
        return name() + "{" + body(depth) + "}";
      case 10:
        return in_side && pick(2) == 0 ? body(depth) : "{" + body(depth) + "}";  // bare
      case 11:
        switch (pick(3)) {
          case 0:
            return "+-{" + element(depth + 1, false) + "," + space() + element(depth + 1, false) + "}";
          case 1:
            return "+-(" + element(depth + 1, false) + ")";
          default:
            return "+-" + element(depth + 1, false);
        }
      case 12:
        return std::string(pick(2) == 0 ? "" : "1") + (pick(2) == 0 ? "Tiny(" : "Miny(") + element(depth + 1, false) + ")";
      default:
        return "a{" + body(depth) + "}";
    }
  }

  std::mt19937_64 rng_;
  int names_ = 0;
};

}  // namespace cgt::testing
