// Printing canonical games in CGSuite's notation.

#include <algorithm>
#include <optional>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/state.hpp"

namespace cgt {

namespace {

// Slashes are written up to this many; a deeper single option gets braces instead.
constexpr int kMaxSlashes = 4;
constexpr const char* kSlashes = "||||";

// The longest text printed. A canonical form shares its subgames but its text repeats them,
// so the text can be exponentially longer than the game (v*:*n takes about 4·3^n characters):
// beyond this, a LimitError rather than gigabytes of output and memory.
constexpr std::size_t kMaxTextLength = std::size_t{1} << 26;

void append_text(std::string& text, std::string_view piece) {
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

// Prints a game in two passes, neither recursive. First, bottom-up, each position the text
// shows is planned (a special form, or {left | right} with its options in display order) and
// given its level: the number of slashes when it is written as bare {…|…} contents (0 for
// anything written atomically: numbers, ^<n>, Tiny(x), switches), which its parent's slashes
// depend on. Then the text is written top-down into one string, from a stack of pieces. A
// shared position is written again wherever it appears, as the text repeats it, but nothing
// is kept per position beyond its plan: memory stays proportional to the game plus the text.
class Printer {
 public:
  std::string top_level(Game g) {
    plan_positions(g);
    write(g);
    return std::move(text_);
  }

 private:
  // What a position prints as, given how its options print.
  struct Plan {
    enum class Kind : std::uint8_t {
      kText,        // `head` is the whole text
      kWrapped,     // head + left[0] (braced if it has slashes) + ")": xTiny(y), xMiny(y)
      kSwitchOne,   // +- and left[0]
      kSwitchMany,  // +-{left[0],left[1],…}
      kGeneral,     // {left | right}, with slashes
    } kind;
    std::string head;
    std::vector<Game> left;
    std::vector<Game> right;
    int level = -1;  // -1 until the levels of the options shown are known
  };

  void plan_positions(Game root) {
    partizan::walk_post_order(current_context(), root.id(), [&](partizan::GameId id, auto& need) {
      auto planned = plans_.find(id);
      if (planned == plans_.end()) {
        planned = plans_.emplace(id, plan(partizan::as_game(id))).first;
      }
      Plan& p = planned->second;
      if (p.level >= 0) {
        return true;
      }
      bool ready = true;
      for (const auto* side : {&p.left, &p.right}) {
        for (Game option : *side) {
          if (auto it = plans_.find(option.id()); it == plans_.end() || it->second.level < 0) {
            need(option.id());
            ready = false;
          }
        }
      }
      if (!ready) {
        return false;
      }
      // {a || b | c}: a side with one option writes it bare, and the separator has one slash
      // more than the deepest bare option (one with kMaxSlashes slashes gets braces instead).
      int level = 0;
      if (p.kind == Plan::Kind::kGeneral) {
        for (const auto* side : {&p.left, &p.right}) {
          if (side->size() == 1) {
            const int option_level = plans_.at((*side)[0].id()).level;
            if (option_level < kMaxSlashes) {
              level = std::max(level, option_level);
            }
          }
        }
        level += 1;
      }
      p.level = level;
      return true;
    });
  }

  // A piece of text still to be written: a literal (a constant, or a plan's head: both outlive
  // the writing), or a position, bare or braced when it has slashes (as an option in a list).
  struct Piece {
    std::string_view literal;
    partizan::GameId position = 0;
    enum class Kind : std::uint8_t { kLiteral, kBare, kBraced } kind = Kind::kLiteral;
  };
  static Piece literal(std::string_view text) { return {text, 0, Piece::Kind::kLiteral}; }
  static Piece bare(Game g) { return {{}, g.id(), Piece::Kind::kBare}; }
  static Piece braced(Game g) { return {{}, g.id(), Piece::Kind::kBraced}; }

  void write(Game root) {
    Context& context = current_context();
    std::vector<Piece> pieces{braced(root)};
    std::vector<Piece> expansion;
    while (!pieces.empty()) {
      const Piece piece = pieces.back();
      pieces.pop_back();
      if (piece.kind == Piece::Kind::kLiteral) {
        // Copying text costs per byte: a long literal (a huge number, written wherever its
        // position appears) is charged per KiB, as a position piece is charged per piece.
        context.charge(piece.literal.size() / 1024);
        append_text(text_, piece.literal);
        continue;
      }
      context.charge();
      expansion.clear();
      expand(piece.position, piece.kind == Piece::Kind::kBraced, expansion);
      // The first piece is written first.
      pieces.insert(pieces.end(), expansion.rbegin(), expansion.rend());
    }
  }

  // The pieces of a position's text, in order.
  void expand(partizan::GameId id, bool in_braces, std::vector<Piece>& out) const {
    const Plan& p = plans_.at(id);
    if (in_braces && p.level > 0) {
      out.push_back(literal("{"));
      expand(id, false, out);  // one level: the bare text has no braces of its own
      out.push_back(literal("}"));
      return;
    }
    switch (p.kind) {
      case Plan::Kind::kText:
        out.push_back(literal(p.head));
        return;
      case Plan::Kind::kWrapped:
        out.push_back(literal(p.head));
        out.push_back(braced(p.left[0]));
        out.push_back(literal(")"));
        return;
      case Plan::Kind::kSwitchOne: {
        Game only = p.left[0];
        if (is_number(only)) {
          out.push_back(literal("+-"));
          out.push_back(bare(only));
        } else {
          const bool braces = !nus_parts(only) && plans_.at(only.id()).level > 0;
          out.push_back(literal(braces ? "+-{" : "+-("));
          out.push_back(bare(only));
          out.push_back(literal(braces ? "}" : ")"));
        }
        return;
      }
      case Plan::Kind::kSwitchMany:
        out.push_back(literal("+-{"));
        for (std::size_t i = 0; i < p.left.size(); ++i) {
          if (i > 0) {
            out.push_back(literal(","));
          }
          out.push_back(braced(p.left[i]));
        }
        out.push_back(literal("}"));
        return;
      case Plan::Kind::kGeneral:
        side_pieces(p.left, out);
        out.push_back(literal(std::string_view(kSlashes).substr(0, static_cast<std::size_t>(p.level))));
        side_pieces(p.right, out);
        return;
    }
  }

  void side_pieces(const std::vector<Game>& options, std::vector<Piece>& out) const {
    if (options.size() == 1) {
      const bool braces = plans_.at(options[0].id()).level >= kMaxSlashes;
      if (braces) {
        out.push_back(literal("{"));
      }
      out.push_back(bare(options[0]));
      if (braces) {
        out.push_back(literal("}"));
      }
      return;
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (i > 0) {
        out.push_back(literal(","));
      }
      out.push_back(braced(options[i]));
    }
  }

  Plan plan(Game g) {
    if (auto parts = nus_parts(g)) {
      // Writing big parts in decimal costs at least in proportion to their size (as making
      // them did in the store).
      current_context().charge(
          1 + (parts->number.numerator().bit_length() + parts->ups.bit_length() + parts->nimber.bit_length()) / 64);
      return {Plan::Kind::kText, nus_text(*parts), {}, {}};
    }
    if (auto special = special_form(g)) {
      return std::move(*special);
    }
    const std::vector<Game>& left = sorted_options(g, true);
    const std::vector<Game>& right = sorted_options(g, false);
    return {Plan::Kind::kGeneral, "", left, right};
  }

  // ^<n>, ^[n], v<n>, v[n] (with a number and a star), xTiny(y), xMiny(y), +-x.
  std::optional<Plan> special_form(Game g) {
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
          return Plan{Plan::Kind::kText,
                      (low.is_zero() ? "" : low.to_string()) + token + n.to_string() + close + (m ? "*" : ""),
                      {},
                      {}};
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
          return Plan{Plan::Kind::kWrapped, prefix(*x) + "Tiny(", {left[0] - inner_right[0]}, {}};
        }
      }
      auto z = number_value(right[0]);
      if (z && !is_number(left[0])) {
        std::vector<Game> inner_left = left_options(left[0]);
        std::vector<Game> inner_right = right_options(left[0]);
        if (inner_right.size() == 1 && inner_right[0] == right[0] && inner_left.size() == 1 &&
            right_stop(inner_left[0]) > *z) {
          return Plan{Plan::Kind::kWrapped, prefix(*z) + "Miny(", {inner_left[0] - right[0]}, {}};
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
        const std::vector<Game>& shown_options = sorted_options(g, true);
        return Plan{
            shown_options.size() == 1 ? Plan::Kind::kSwitchOne : Plan::Kind::kSwitchMany, "", shown_options, {}};
      }
    }
    return std::nullopt;
  }

  static std::string prefix(const Dyadic& x) { return x.is_zero() ? "" : x.to_string(); }

  // CGSuite's display order: nus values first (by number, then ups descending, then nimber),
  // then other games by their sorted left options, then right options, lexicographically.
  // Distinct canonical games differ in some pair of options, and only the first differing
  // pair decides, so the comparison descends along one path (a loop): it needs the sorted
  // options of every general position on the way, which sorted_options() has made first.
  int order(Game a, Game b) {
    for (;;) {
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
      current_context().charge();
      std::optional<std::pair<Game, Game>> differing;
      for (bool left_side : {true, false}) {
        const std::vector<Game>& xs = sorted_.at(sorted_key(a, left_side));
        const std::vector<Game>& ys = sorted_.at(sorted_key(b, left_side));
        for (std::size_t i = 0; i < std::min(xs.size(), ys.size()) && !differing; ++i) {
          if (xs[i] != ys[i]) {
            differing.emplace(xs[i], ys[i]);
          }
        }
        if (differing) {
          break;
        }
        if (xs.size() != ys.size()) {
          return xs.size() < ys.size() ? -1 : 1;
        }
      }
      if (!differing) {
        return 0;
      }
      std::tie(a, b) = *differing;
    }
  }

  static std::uint64_t sorted_key(Game g, bool left_side) { return std::uint64_t{g.id()} << 1 | (left_side ? 1 : 0); }

  // g's left (or right) options in display order, memoised (references stay valid: the map
  // is node-based). Sorting g's options compares them through their positions, so the
  // positions' option lists are sorted first, bottom-up.
  const std::vector<Game>& sorted_options(Game g, bool left_side) {
    if (auto it = sorted_.find(sorted_key(g, left_side)); it != sorted_.end()) {
      return it->second;
    }
    partizan::walk_post_order(current_context(), g.id(), [&](partizan::GameId id, auto& need) {
      const Game h = partizan::as_game(id);
      if (sorted_.contains(sorted_key(h, true))) {
        return true;
      }
      std::vector<Game> sides[2] = {left_options(h), right_options(h)};
      bool ready = true;
      for (const auto& side : sides) {
        for (Game option : side) {
          if (!partizan::store().is_nus(option.id()) && !sorted_.contains(sorted_key(option, true))) {
            need(option.id());
            ready = false;
          }
        }
      }
      if (ready) {
        for (int s = 0; s < 2; ++s) {
          std::sort(sides[s].begin(), sides[s].end(), [this](Game a, Game b) { return order(a, b) < 0; });
          sorted_.emplace(sorted_key(h, s == 0), std::move(sides[s]));
        }
      }
      return ready;
    });
    return sorted_.at(sorted_key(g, left_side));
  }

  std::unordered_map<partizan::GameId, Plan> plans_;
  std::unordered_map<std::uint64_t, std::vector<Game>> sorted_;
  std::string text_;
};

}  // namespace

std::string to_string(Game g) {
  // The printer walks ids: a handle of another context must be refused before it is read.
  (void)partizan::id_of(g);
  return Printer().top_level(g);
}

}  // namespace cgt
