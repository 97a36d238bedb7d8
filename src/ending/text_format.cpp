// Canonical text of LR-ending positions: families by name, other positions as option sets in
// a fixed order (birthday, then text), so equal trees always print the same.

#include <algorithm>
#include <vector>

#include "cgt/ending_value.hpp"
#include "cgt/error.hpp"
#include "ending/store.hpp"

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

// Options are printed before the positions that contain them, on an explicit stack (a
// position can be thousands of levels deep); each frame gathers the texts of its options in
// order and descends into the first one not yet known. Texts of non-family positions are kept
// in the context, so shared subpositions are printed once.
std::string to_text(Position position) {
  detail::State& state = detail::current_state();
  const std::uint32_t root = state.id(position);
  if (const std::optional<FamilyValue>& f = state.node(root).family) return to_text(*f);
  if (auto it = state.texts.find(root); it != state.texts.end()) return it->second;
  struct Frame {
    explicit Frame(std::uint32_t node) : id(node) {}
    std::uint32_t id;
    std::size_t next = 0;
    std::size_t length = 2;
    std::vector<std::pair<std::uint32_t, std::string>> parts;  // (birthday, text) of the options
  };
  std::vector<Frame> stack;
  stack.emplace_back(root);
  while (true) {
    Frame& frame = stack.back();
    bool descended = false;
    while (frame.next < state.node(frame.id).options.size()) {
      const std::uint32_t option = state.node(frame.id).options[frame.next].id();
      std::string text;
      if (const std::optional<FamilyValue>& f = state.node(option).family) {
        text = to_text(*f);
      } else if (auto it = state.texts.find(option); it != state.texts.end()) {
        text = it->second;
      } else {
        stack.emplace_back(option);  // `frame` is not used past this point
        descended = true;
        break;
      }
      state.charge(1 + text.size() / 64);
      frame.length += text.size() + 2;
      if (frame.length > kMaxTextLength) {
        throw LimitError("the position's text is longer than " + std::to_string(kMaxTextLength) + " characters");
      }
      frame.parts.emplace_back(state.node(option).birthday, std::move(text));
      ++frame.next;
    }
    if (descended) continue;
    std::sort(frame.parts.begin(), frame.parts.end());
    std::string text = "{";
    text.reserve(frame.length);
    for (std::size_t i = 0; i < frame.parts.size(); ++i) {
      if (i > 0) text += ", ";
      text += frame.parts[i].second;
    }
    text += "}";
    state.charge(1 + text.size() / 64);
    state.before_adding(text.capacity());
    state.before_insert(state.texts);
    state.text_bytes += text.capacity();
    auto [it, inserted] = state.texts.emplace(frame.id, std::move(text));
    stack.pop_back();
    if (stack.empty()) return it->second;
  }
}

}  // namespace cgt::ending
