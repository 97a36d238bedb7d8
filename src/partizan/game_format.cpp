// Printing canonical games in CGSuite's notation.

#include <algorithm>
#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "partizan/store.hpp"

namespace cgt {

namespace {

// Slashes are written up to this many; a deeper single option gets braces instead.
constexpr int kMaxSlashes = 4;

// The longest text printed. A canonical form shares its subgames but its text repeats them,
// so the text can be exponentially longer than the game (v*:*n takes about 4·3^n characters):
// beyond this, a LimitError rather than gigabytes of output and memory.
constexpr std::size_t kMaxTextLength = std::size_t{1} << 26;

void append_text(std::string& text, const std::string& piece) {
  if (text.size() + piece.size() > kMaxTextLength) {
    throw LimitError("game too large to print: its text runs past " + std::to_string(kMaxTextLength) + " characters");
  }
  text += piece;
}

std::string nus_text(const NusParts& parts) {
  std::string text;
  if (!parts.number.is_zero() || (parts.ups.is_zero() && parts.nimber.is_zero())) {
    text += parts.number.to_string();
  }
  if (!parts.ups.is_zero()) {
    const bool up = parts.ups.sign() > 0;
    Integer count = up ? parts.ups : -parts.ups;
    const char* arrow = up ? "^" : "v";
    if (count == Integer(1)) {
      text += arrow;
    } else if (count == Integer(2)) {
      text += std::string(arrow) + arrow;
    } else {
      text += arrow;
      text += count.to_string();
    }
  }
  if (parts.nimber == Integer(1)) {
    text += "*";
  } else if (!parts.nimber.is_zero()) {
    text += "*";
    text += parts.nimber.to_string();
  }
  return text;
}

class Printer {
 public:
  // The text of g and, when it is written as bare {…|…} contents, its number of slashes
  // (0 for anything written atomically: numbers, ^<n>, Tiny(x), switches).
  std::pair<std::string, int> render(Game g) {
    if (auto it = cache_.find(g.id()); it != cache_.end()) {
      return it->second;
    }
    auto result = compute(g);
    cache_.emplace(g.id(), result);
    return result;
  }

  std::string top_level(Game g) {
    auto [text, level] = render(g);
    return level > 0 ? "{" + text + "}" : text;
  }

 private:
  std::pair<std::string, int> compute(Game g) {
    if (auto parts = nus_parts(g)) {
      return {nus_text(*parts), 0};
    }
    if (auto text = special_form(g)) {
      return {*text, 0};
    }
    const std::vector<Game>& left = sorted_options(g, true);
    const std::vector<Game>& right = sorted_options(g, false);
    int level = 0;
    std::string text = side_text(left, level);
    std::string right_text = side_text(right, level);
    level += 1;
    append_text(text, std::string(static_cast<std::size_t>(level), '|'));
    append_text(text, right_text);
    return {std::move(text), level};
  }

  std::string side_text(const std::vector<Game>& options, int& level) {
    if (options.size() == 1) {
      auto [text, option_level] = render(options[0]);
      if (option_level >= kMaxSlashes) {
        return "{" + text + "}";
      }
      level = std::max(level, option_level);
      return text;
    }
    std::string text;
    for (std::size_t i = 0; i < options.size(); ++i) {
      append_text(text, i ? "," : "");
      append_text(text, top_level(options[i]));
    }
    return text;
  }

  // ^<n>, ^[n], v<n>, v[n] (with a number and a star), xTiny(y), xMiny(y), +-x.
  std::optional<std::string> special_form(Game g) {
    Dyadic low = right_stop(g);
    Dyadic high = left_stop(g);
    if (low == high) {
      for (int m = 0; m <= 1; ++m) {
        Game rest = g + nus_game(-low, Integer(0), Integer(m));
        if (nus_parts(rest)) {
          continue;
        }
        Integer b = birthday(rest);
        if (b > Integer(kMaxUpIndex + 1)) {
          continue;  // no ^<n> or ^[n] is born this late
        }
        Integer n = b - Integer(1);
        if (n < Integer(2)) {
          continue;
        }
        const char* token = nullptr;
        if (rest == up_power(n)) {
          token = "^<";
        } else if (rest == -up_power(n)) {
          token = "v<";
        } else if (rest == up_sum(n)) {
          token = "^[";
        } else if (rest == -up_sum(n)) {
          token = "v[";
        }
        if (token) {
          std::string close = token[1] == '<' ? ">" : "]";
          return (low.is_zero() ? "" : low.to_string()) + token + n.to_string() + close + (m ? "*" : "");
        }
      }
    }
    std::vector<Game> left = left_options(g);
    std::vector<Game> right = right_options(g);
    if (left.size() == 1 && right.size() == 1) {
      // x + Tiny(y) = {x || x | x - y}, when y's right stop is positive.
      auto x = number_value(left[0]);
      if (x && !is_number(right[0])) {
        std::vector<Game> inner_left = left_options(right[0]);
        std::vector<Game> inner_right = right_options(right[0]);
        if (inner_left.size() == 1 && inner_left[0] == left[0] && inner_right.size() == 1 &&
            left_stop(inner_right[0]) < *x) {
          return prefix(*x) + "Tiny(" + top_level(left[0] - inner_right[0]) + ")";
        }
      }
      auto z = number_value(right[0]);
      if (z && !is_number(left[0])) {
        std::vector<Game> inner_left = left_options(left[0]);
        std::vector<Game> inner_right = right_options(left[0]);
        if (inner_right.size() == 1 && inner_right[0] == right[0] && inner_left.size() == 1 &&
            right_stop(inner_left[0]) > *z) {
          return prefix(*z) + "Miny(" + top_level(inner_left[0] - right[0]) + ")";
        }
      }
    }
    // ±(options): the right options are the negatives of the left ones.
    if (left.size() == right.size()) {
      std::vector<Game> negated;
      negated.reserve(left.size());
      for (Game option : left) {
        negated.push_back(-option);
      }
      std::sort(negated.begin(), negated.end(), [](Game a, Game b) { return a.id() < b.id(); });
      std::vector<Game> right_sorted = right;
      std::sort(right_sorted.begin(), right_sorted.end(), [](Game a, Game b) { return a.id() < b.id(); });
      if (negated == right_sorted) {
        const std::vector<Game>& shown = sorted_options(g, true);
        if (shown.size() == 1) {
          Game only = shown[0];
          if (is_number(only)) {
            return "+-" + render(only).first;
          }
          if (nus_parts(only)) {
            return "+-(" + render(only).first + ")";
          }
          auto [text, level] = render(only);
          return "+-" + (level > 0 ? "{" + text + "}" : "(" + text + ")");
        }
        std::string text = "+-{";
        for (std::size_t i = 0; i < shown.size(); ++i) {
          append_text(text, i ? "," : "");
          append_text(text, top_level(shown[i]));
        }
        return text + "}";
      }
    }
    return std::nullopt;
  }

  static std::string prefix(const Dyadic& x) { return x.is_zero() ? "" : x.to_string(); }

  // CGSuite's display order: nus values first (by number, then ups descending, then nimber),
  // then other games by their sorted left options, then right options, lexicographically.
  int order(Game a, Game b) {
    if (a == b) {
      return 0;
    }
    auto pa = nus_parts(a);
    auto pb = nus_parts(b);
    if (pa && pb) {
      if (pa->number != pb->number) {
        return pa->number < pb->number ? -1 : 1;
      }
      if (pa->ups != pb->ups) {
        return pa->ups > pb->ups ? -1 : 1;
      }
      return pa->nimber < pb->nimber ? -1 : 1;
    }
    if (pa || pb) {
      return pa ? -1 : 1;
    }
    // Distinct canonical games differ in some option, so only the first differing pair of
    // options is compared recursively: with the sorted lists memoised, a comparison costs
    // depth × width rather than the size of the trees.
    for (bool left_side : {true, false}) {
      const std::vector<Game>& xs = sorted_options(a, left_side);
      const std::vector<Game>& ys = sorted_options(b, left_side);
      for (std::size_t i = 0; i < std::min(xs.size(), ys.size()); ++i) {
        if (int c = order(xs[i], ys[i]); c != 0) {
          return c;
        }
      }
      if (xs.size() != ys.size()) {
        return xs.size() < ys.size() ? -1 : 1;
      }
    }
    return 0;
  }

  // g's left (or right) options in display order, memoised (references stay valid: the map
  // is node-based).
  const std::vector<Game>& sorted_options(Game g, bool left_side) {
    std::uint64_t key = std::uint64_t{g.id()} << 1 | (left_side ? 1 : 0);
    if (auto it = sorted_cache_.find(key); it != sorted_cache_.end()) {
      return it->second;
    }
    std::vector<Game> options = left_side ? left_options(g) : right_options(g);
    std::sort(options.begin(), options.end(), [this](Game a, Game b) { return order(a, b) < 0; });
    return sorted_cache_.emplace(key, std::move(options)).first->second;
  }

  std::unordered_map<std::uint32_t, std::pair<std::string, int>> cache_;
  std::unordered_map<std::uint64_t, std::vector<Game>> sorted_cache_;
};

}  // namespace

std::string to_string(Game g) {
  return Printer().top_level(g);
}

}  // namespace cgt
