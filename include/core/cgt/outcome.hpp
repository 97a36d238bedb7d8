#pragma once
// The four outcome classes of a game: who wins when each player moves first.

#include <cstdint>

namespace cgt {

enum class Outcome : std::uint8_t {
  kL,  // Left wins whoever moves first
  kR,  // Right wins whoever moves first
  kN,  // the next player (whoever moves first) wins
  kP,  // the previous player (whoever moves second) wins
};

// From who wins moving first: Left moving first wins? Right moving first wins?
constexpr Outcome outcome_from_first_moves(bool left_first_wins, bool right_first_wins) {
  if (left_first_wins) {
    return right_first_wins ? Outcome::kN : Outcome::kL;
  }
  return right_first_wins ? Outcome::kR : Outcome::kP;
}

constexpr bool left_wins_moving_first(Outcome o) {
  return o == Outcome::kL || o == Outcome::kN;
}
constexpr bool right_wins_moving_first(Outcome o) {
  return o == Outcome::kR || o == Outcome::kN;
}

// "L", "R", "N" or "P" (the strings of the JSON contract).
constexpr const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::kL:
      return "L";
    case Outcome::kR:
      return "R";
    case Outcome::kN:
      return "N";
    case Outcome::kP:
      return "P";
  }
  return "?";
}

}  // namespace cgt
