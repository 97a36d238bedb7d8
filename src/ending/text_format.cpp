// Canonical text of LR-ending positions: families by name, other positions as option sets in
// a fixed order (birthday, then text), so equal trees always print the same.

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"

namespace cgt::ending {

std::string to_text(FamilyValue value) {
  switch (value.family) {
    case Family::kLeft:
      return value.n == 0 ? "*L" : "*L_" + std::to_string(value.n);
    case Family::kRight:
      return value.n == 0 ? "*R" : "*R_" + std::to_string(value.n);
    case Family::kMaltese:
      return "X_" + std::to_string(value.n);
    case Family::kStar:
      return value.n == 1 ? "X_1" : "S_" + std::to_string(value.n);  // ★_1 = ✠_1
  }
  return "?";
}

namespace {
std::unordered_map<std::uint32_t, std::string>& text_cache() {
  static std::unordered_map<std::uint32_t, std::string> cache;
  return cache;
}
}  // namespace

std::string to_text(Position position) {
  if (std::optional<FamilyValue> f = family_of(position)) return to_text(*f);
  auto& cache = text_cache();
  if (auto it = cache.find(position.id()); it != cache.end()) return it->second;
  const std::vector<Position> options(position.options().begin(), position.options().end());
  std::vector<std::pair<std::uint32_t, std::string>> parts;
  std::size_t length = 2;
  for (Position option : options) {
    parts.emplace_back(option.birthday(), to_text(option));
    length += parts.back().second.size() + 2;
    if (length > kMaxTextLength) {
      throw LimitError("the position's text is longer than " + std::to_string(kMaxTextLength) + " characters");
    }
  }
  std::sort(parts.begin(), parts.end());
  std::string text = "{";
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) text += ", ";
    text += parts[i].second;
  }
  text += "}";
  cache.emplace(position.id(), text);
  return text;
}

}  // namespace cgt::ending
