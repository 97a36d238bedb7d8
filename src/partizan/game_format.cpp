// Printing canonical games in CGSuite's notation.

#include <algorithm>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/state.hpp"
#include "partizan/uptimal.hpp"

namespace cgt {

namespace {

using partizan::GameId;
using partizan::Uptimal;

// Slashes are written up to this many; a deeper single option gets braces instead.
constexpr int kMaxSlashes = 4;
constexpr std::string_view kSlashes = "||||";

// The longest text printed. A canonical form shares its subgames but its text repeats them,
// so the text can be exponentially longer than the game (v*:*n takes about 4·3^n characters):
// beyond this, a LimitError rather than gigabytes of output and memory.
constexpr std::size_t kMaxTextLength = std::size_t{1} << 26;

std::string arrows(const Integer& count) {
  const bool up = count.sign() > 0;
  const Integer magnitude = up ? count : -count;
  const char* arrow = up ? "^" : "v";
  if (magnitude == Integer(1)) {
    return arrow;
  }
  if (magnitude == Integer(2)) {
    return std::string(arrow) + arrow;
  }
  std::string text = arrow;  // appended, not `arrow + …`: GCC 12 warns falsely on that (PR 105329)
  text += magnitude.to_string();
  return text;
}

// CGSuite's name of an uptimal x + a₁·↑ + … + a_k·↑ᵏ + *m: the number part (unless it is 0 and
// something follows), the ups (^, ^^, ^3, v…; ^<k>, v<k> for ±↑ᵏ; ^[k], v[k] for ±(↑ + … +
// ↑ᵏ)), then *m. Nothing when the expansion has no such name (two or more terms, not all ±1).
std::optional<std::string> uptimal_name(const Uptimal& u) {
  const bool unit = u.is_unit();
  const bool unit_sum = u.is_unit_sum();
  if (u.length() > 1 && !unit && !unit_sum) {
    return std::nullopt;
  }
  std::string text;
  if (!u.number().is_zero() || u.is_number()) {
    text += u.number().to_string();
  }
  if (u.length() == 1) {
    text += arrows(u.coefficient(1));
  } else if (u.length() > 1) {
    text += u.last_coefficient().sign() > 0 ? "^" : "v";
    const std::string k = std::to_string(u.length());
    text += unit ? '<' : '[';
    text += k;
    text += unit ? '>' : ']';
  }
  if (u.nimber() == Integer(1)) {
    text += "*";
  } else if (!u.nimber().is_zero()) {
    text += '*';
    text += u.nimber().to_string();
  }
  return text;
}

// Printed as the only option of a switch without parentheses: numbers, nimbers and the pure
// up-multiples (^, v3, ^<2>, v[5]); `+-(1/2^*)` needs them.
bool compact_name(const Uptimal& u) {
  return u.is_number() || u.is_nimber() ||
         (u.number().is_zero() && u.nimber().is_zero() && (u.length() == 1 || u.is_unit() || u.is_unit_sum()));
}

// Prints a game in two passes, neither recursive. First, bottom-up, every game the text shows
// (the positions, and the y of xTiny(y)) is made a node: its uptimal expansion (from its
// options'), its options in CGSuite's display order, what it prints as (a name, a switch,
// Tiny/Miny, or {left | right}) and its level: the number of slashes when it is written as
// bare {…|…} contents (0 for anything written atomically), which its parent's slashes depend
// on. Then the text is written top-down into one string, from a stack of pieces. A shared
// position is written again wherever it appears, as the text repeats it, but nothing is kept
// per position beyond its node: memory is proportional to the game plus the text, and the
// time to the text's length.
class Printer {
 public:
  // Games in CGSuite's display order (the order of the options in a text).
  std::vector<Game> sorted(std::vector<Game> games) {
    for (Game g : games) {
      (void)partizan::id_of(g);
      plan(g.id());
    }
    std::sort(games.begin(), games.end(),
              [this](Game a, Game b) { return order(node_of(a.id()), node_of(b.id())) < 0; });
    return games;
  }

  std::string top_level(Game g) {
    plan(g.id());
    const std::uint32_t root = node_of(g.id());
    write(root);
    if (text_.size() != length_in(root, true, false)) {
      throw std::logic_error("the printer's planned length differs from its text");
    }
    return std::move(text_);
  }

 private:
  struct Node {
    enum class Kind : std::uint8_t {
      kText,        // `head` is the whole text
      kWrapped,     // head + the wrapped node (braced if general) + ")": xTiny(y), xMiny(y)
      kSwitchOne,   // +- and sides[0][0]
      kSwitchMany,  // +-{sides[0] braced, comma-separated}
      kGeneral,     // {left | right}, with slashes
    };
    // The classes of CGSuite's display order.
    enum class Category : std::uint8_t { kNumber, kNimber, kUptimal, kOther };
    GameId id = 0;
    Kind kind = Kind::kText;
    Category category = Category::kOther;
    bool sorted = false;   // sides hold the options in display order
    bool ready = false;    // planned: kind, head, level known
    bool compact = false;  // kText: written bare as the single option of a switch
    bool cached = false;   // `cache` holds the bare text
    int level = 0;
    std::uint64_t length = 0;  // of the bare text, at most kLengthCap
    std::uint32_t wrapped = 0;  // kWrapped: the node of y
    std::string head;
    std::string cache;
    std::optional<Uptimal> uptimal;
    std::vector<std::uint32_t> sides[2];
  };
  // Lengths are added up bottom-up and stop growing here (only small texts are cached).
  static constexpr std::uint64_t kLengthCap = std::uint64_t{1} << 40;
  // A position whose bare text is at most this long keeps it after it is first written, and is
  // then copied wherever it appears again: the repeated small subgames of a long text cost one
  // copy each instead of a walk through their pieces. The cache holds at most kCacheBytes.
  static constexpr std::uint64_t kCacheable = 256;
  static constexpr std::size_t kCacheBytes = std::size_t{16} << 20;
  using Kind = Node::Kind;
  using Category = Node::Category;

  std::uint32_t node_of(GameId id) const { return index_.at(id); }

  std::uint32_t node_for(GameId id) {
    auto [it, added] = index_.try_emplace(id, static_cast<std::uint32_t>(nodes_.size()));
    if (added) {
      nodes_.emplace_back();
      nodes_.back().id = id;
    }
    return it->second;
  }

  bool is_ready(GameId id) const {
    auto it = index_.find(id);
    return it != index_.end() && nodes_[it->second].ready;
  }

  void plan(GameId root) {
    partizan::walk_post_order(context_, root, [&](GameId id, auto& need) { return step(id, need); });
  }

  template <typename Need>
  bool step(GameId id, Need& need) {
    const std::uint32_t n = node_for(id);
    if (nodes_[n].ready) {
      return true;
    }
    partizan::Store& store = partizan::store();
    if (store.is_nus(id)) {
      plan_nus(n, store.nus(id));
      measure(n);
      return true;
    }
    if (!nodes_[n].sorted) {
      bool options_ready = true;
      const std::uint32_t lefts = store.left_count(id);
      for (std::uint32_t i = 0; i < lefts + store.right_count(id); ++i) {
        const GameId option = i < lefts ? store.left_at(id, i) : store.right_at(id, i - lefts);
        if (!is_ready(option)) {
          need(option);
          options_ready = false;
        }
      }
      if (!options_ready) {
        return false;
      }
      sort_options(n);
    }
    if (!plan_general(n, need)) {
      return false;
    }
    measure(n);
    return true;
  }

  void plan_nus(std::uint32_t n, const NusParts& parts) {
    // Writing big parts in decimal costs at least in proportion to their size (as making them
    // did in the store).
    context_.charge(1 +
                    (parts.number.numerator().bit_length() + parts.ups.bit_length() + parts.nimber.bit_length()) / 64);
    Node& node = nodes_[n];
    node.uptimal = Uptimal::from_nus(parts);
    node.category = node.uptimal->is_number()   ? Category::kNumber
                    : node.uptimal->is_nimber() ? Category::kNimber
                                                : Category::kUptimal;
    node.kind = Kind::kText;
    node.head = *uptimal_name(*node.uptimal);
    node.compact = compact_name(*node.uptimal);
    node.sorted = true;
    node.ready = true;
  }

  // The node's expansion (from its options'), category and options in display order.
  void sort_options(std::uint32_t n) {
    partizan::Store& store = partizan::store();
    const GameId id = nodes_[n].id;
    std::vector<std::uint32_t> sides[2];
    std::vector<const Uptimal*> expansions[2];
    for (int s = 0; s < 2; ++s) {
      const std::uint32_t count = s == 0 ? store.left_count(id) : store.right_count(id);
      for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint32_t option = node_of(s == 0 ? store.left_at(id, i) : store.right_at(id, i));
        sides[s].push_back(option);
        expansions[s].push_back(nodes_[option].uptimal ? &*nodes_[option].uptimal : nullptr);
      }
    }
    std::uint64_t work = 0;
    std::optional<Uptimal> uptimal = partizan::uptimal_from_options(expansions[0], expansions[1], work);
    context_.charge(work);
    for (auto& side : sides) {
      std::sort(side.begin(), side.end(), [this](std::uint32_t a, std::uint32_t b) { return order(a, b) < 0; });
    }
    Node& node = nodes_[n];
    node.uptimal = std::move(uptimal);
    node.category = node.uptimal ? Category::kUptimal : Category::kOther;
    node.sides[0] = std::move(sides[0]);
    node.sides[1] = std::move(sides[1]);
    node.sorted = true;
  }

  // CGSuite's display order: numbers (by value), nimbers (by size), uptimals (by expansion),
  // then every other game by its sorted Left options, element by element under this order (a
  // proper prefix first), then by its sorted Right options. Distinct canonical games differ in
  // some pair of options, and only the first differing pair decides, so the comparison
  // descends along one path (a loop), through nodes already sorted.
  int order(std::uint32_t a, std::uint32_t b) {
    for (;;) {
      if (a == b) {
        return 0;
      }
      const Node& x = nodes_[a];
      const Node& y = nodes_[b];
      if (x.category != y.category) {
        return x.category < y.category ? -1 : 1;
      }
      context_.charge();
      if (x.category != Category::kOther) {
        const auto c = *x.uptimal <=> *y.uptimal;
        return c < 0 ? -1 : c > 0 ? 1 : 0;
      }
      std::optional<std::pair<std::uint32_t, std::uint32_t>> differing;
      for (int s = 0; s < 2 && !differing; ++s) {
        const auto& xs = x.sides[s];
        const auto& ys = y.sides[s];
        const std::size_t common = std::min(xs.size(), ys.size());
        for (std::size_t i = 0; i < common && !differing; ++i) {
          if (xs[i] != ys[i]) {
            differing.emplace(xs[i], ys[i]);
          }
        }
        if (!differing && xs.size() != ys.size()) {
          return xs.size() < ys.size() ? -1 : 1;
        }
      }
      if (!differing) {
        return 0;
      }
      std::tie(a, b) = *differing;
    }
  }

  // What a general (non-nus) position prints as, once its options are planned: its uptimal
  // name, a switch, xTiny(y) or xMiny(y) (y must be planned first: then false), or braces.
  template <typename Need>
  bool plan_general(std::uint32_t n, Need& need) {
    if (nodes_[n].uptimal) {
      if (auto name = uptimal_name(*nodes_[n].uptimal)) {
        Node& node = nodes_[n];
        node.kind = Kind::kText;
        node.head = std::move(*name);
        node.compact = compact_name(*node.uptimal);
        node.ready = true;
        return true;
      }
    }
    const Game g = partizan::as_game(nodes_[n].id);
    const std::vector<Game> left = left_options(g);
    const std::vector<Game> right = right_options(g);
    // ±(options): the Right options are the negatives of the Left ones.
    if (left.size() == right.size()) {
      std::vector<GameId> negated;
      std::vector<GameId> right_ids;
      for (std::size_t i = 0; i < left.size(); ++i) {
        negated.push_back((-left[i]).id());
        right_ids.push_back(right[i].id());
      }
      std::sort(negated.begin(), negated.end());
      std::sort(right_ids.begin(), right_ids.end());
      if (negated == right_ids) {
        Node& node = nodes_[n];
        node.kind = node.sides[0].size() == 1 ? Kind::kSwitchOne : Kind::kSwitchMany;
        node.level = 0;
        node.ready = true;
        return true;
      }
    }
    // x + Tiny(y) = {x || x | x - y} and x + Miny(y) = {x + y | x || x}, when the inner
    // option's other option has its mean beyond x.
    if (left.size() == 1 && right.size() == 1) {
      std::optional<std::pair<std::string, Game>> wrapped;
      if (auto x = number_value(left[0]); x && !is_number(right[0])) {
        const std::vector<Game> inner_left = left_options(right[0]);
        const std::vector<Game> inner_right = right_options(right[0]);
        if (inner_left.size() == 1 && inner_left[0] == left[0] && inner_right.size() == 1 &&
            mean(inner_right[0]) < *x) {
          wrapped.emplace(prefix(*x) + "Tiny(", left[0] - inner_right[0]);
        }
      } else if (auto z = number_value(right[0]); z && !is_number(left[0])) {
        const std::vector<Game> inner_left = left_options(left[0]);
        const std::vector<Game> inner_right = right_options(left[0]);
        if (inner_right.size() == 1 && inner_right[0] == right[0] && inner_left.size() == 1 &&
            mean(inner_left[0]) > *z) {
          wrapped.emplace(prefix(*z) + "Miny(", inner_left[0] - right[0]);
        }
      }
      if (wrapped) {
        const GameId y = wrapped->second.id();
        if (!is_ready(y)) {
          need(y);
          return false;
        }
        Node& node = nodes_[n];
        node.kind = Kind::kWrapped;
        node.head = std::move(wrapped->first);
        node.wrapped = node_of(y);
        node.level = 0;
        node.ready = true;
        return true;
      }
    }
    // {a || b | c}: a side with one option writes it bare, and the separator has one slash
    // more than the deepest bare option (one with kMaxSlashes slashes gets braces instead).
    int level = 0;
    for (const auto& side : nodes_[n].sides) {
      if (side.size() == 1) {
        const int option_level = nodes_[side[0]].level;
        if (option_level < kMaxSlashes) {
          level = std::max(level, option_level);
        }
      }
    }
    Node& node = nodes_[n];
    node.kind = Kind::kGeneral;
    node.level = level + 1;
    node.ready = true;
    return true;
  }

  static std::string prefix(const Dyadic& x) { return x.is_zero() ? "" : x.to_string(); }

  // The length of a node's text written in `mode` (its bare length and the braces or
  // parentheses the mode adds).
  std::uint64_t length_in(std::uint32_t n, bool braced, bool switched) const {
    const Node& node = nodes_[n];
    std::uint64_t extra = 0;
    if (node.kind == Kind::kGeneral && (braced || switched)) {
      extra = 2;
    } else if (switched && ((node.kind == Kind::kText && !node.compact) || node.kind == Kind::kWrapped)) {
      extra = 2;
    }
    return node.length + extra;
  }

  // The node's bare length from its children's (which are planned).
  void measure(std::uint32_t n) {
    const Node& node = nodes_[n];
    std::uint64_t length = 0;
    switch (node.kind) {
      case Kind::kText:
        length = node.head.size();
        break;
      case Kind::kWrapped:
        length = node.head.size() + length_in(node.wrapped, true, false) + 1;
        break;
      case Kind::kSwitchOne:
        length = 2 + length_in(node.sides[0][0], true, true);
        break;
      case Kind::kSwitchMany:
        length = 4 + node.sides[0].size() - 1;  // "+-{", "}" and the commas
        for (std::uint32_t option : node.sides[0]) {
          length += length_in(option, true, false);
        }
        break;
      case Kind::kGeneral:
        length = static_cast<std::uint64_t>(node.level);
        for (const auto& side : node.sides) {
          if (side.size() == 1) {
            length += length_in(side[0], nodes_[side[0]].level >= kMaxSlashes, false);
          } else {
            length += side.empty() ? 0 : side.size() - 1;
            for (std::uint32_t option : side) {
              length += length_in(option, true, false);
            }
          }
          length = std::min(length, kLengthCap);
        }
        break;
    }
    nodes_[n].length = std::min(length, kLengthCap);
  }

  // A piece of text still to be written: a literal (a constant, or a node's head: both
  // outlive the writing), or a node: bare, braced when it has slashes (an option in a list, or
  // the whole text), or as the only option of a switch (braced, and a name that is not compact
  // or a Tiny in parentheses).
  // kCore is a node's bare text without the braces or parentheses of its mode (written from
  // its cache when it has one); kCached marks where a core that is being cached ends (`start`
  // is where it began in the text).
  enum class Mode : std::uint8_t { kLiteral, kBare, kBraced, kSwitched, kCore, kCached };
  struct Piece {
    std::string_view literal;
    std::uint32_t node = 0;
    Mode mode = Mode::kLiteral;
    std::size_t start = 0;
  };
  static Piece literal(std::string_view text) { return {text, 0, Mode::kLiteral}; }
  static Piece node_piece(std::uint32_t node, Mode mode) { return {{}, node, mode}; }

  // The text's length is known from the plan: its buffer is allocated once (checked against
  // the memory budget) before anything is written. Short pieces are copied byte by byte (most
  // are a brace, a comma or a few slashes, and a library copy costs more to start than to do).
  void append_text(std::string_view piece) {
    if (piece.size() <= 16) {
      for (char c : piece) {
        text_.push_back(c);
      }
    } else {
      text_.append(piece);
    }
  }

  void write(std::uint32_t root) {
    const std::uint64_t length = length_in(root, true, false);
    if (length > kMaxTextLength) {
      throw LimitError("game too large to print: its text runs past " + std::to_string(kMaxTextLength) + " characters");
    }
    context_.check_growth(length);
    text_.reserve(length);
    std::vector<Piece> pieces{node_piece(root, Mode::kBraced)};
    std::vector<Piece> expansion;
    while (!pieces.empty()) {
      const Piece piece = pieces.back();
      pieces.pop_back();
      if (piece.mode == Mode::kLiteral) {
        // Copying text costs per byte: literals and cached texts are charged a step per 16
        // bytes (a step is some 50 ns; printing runs at a few ns a byte), a node piece a step.
        context_.charge(piece.literal.size() / 16);
        append_text(piece.literal);
        continue;
      }
      if (piece.mode == Mode::kCached) {
        Node& node = nodes_[piece.node];
        node.cache.assign(text_, piece.start, text_.size() - piece.start);
        node.cached = true;
        cache_bytes_ += node.cache.size();
        if (cache_bytes_ >= next_cache_check_) {
          context_.check_growth(std::size_t{1} << 20);
          next_cache_check_ += std::size_t{1} << 20;
        }
        continue;
      }
      context_.charge();
      if (piece.mode == Mode::kCore) {
        Node& node = nodes_[piece.node];
        if (node.cached) {
          context_.charge(node.cache.size() / 16);
          append_text(node.cache);
          continue;
        }
        if (node.length <= kCacheable && cache_bytes_ + node.length <= kCacheBytes) {
          pieces.push_back({{}, piece.node, Mode::kCached, text_.size()});
        }
      }
      expansion.clear();
      expand(piece.node, piece.mode, expansion);
      // The first piece is written first.
      pieces.insert(pieces.end(), expansion.rbegin(), expansion.rend());
    }
  }

  // The pieces of a node's text, in order: in a mode, the braces or parentheses it adds around
  // the core; the core, its pieces.
  void expand(std::uint32_t n, Mode mode, std::vector<Piece>& out) const {
    const Node& node = nodes_[n];
    if (mode != Mode::kCore) {
      const std::uint64_t wrapped = length_in(n, mode == Mode::kBraced, mode == Mode::kSwitched);
      const bool braces = node.kind == Kind::kGeneral && wrapped != node.length;
      if (wrapped != node.length) {
        out.push_back(literal(braces ? "{" : "("));
      }
      out.push_back(node_piece(n, Mode::kCore));
      if (wrapped != node.length) {
        out.push_back(literal(braces ? "}" : ")"));
      }
      return;
    }
    switch (node.kind) {
      case Kind::kText:
        out.push_back(literal(node.head));
        return;
      case Kind::kWrapped:
        out.push_back(literal(node.head));
        out.push_back(node_piece(node.wrapped, Mode::kBraced));
        out.push_back(literal(")"));
        return;
      case Kind::kSwitchOne:
        out.push_back(literal("+-"));
        out.push_back(node_piece(node.sides[0][0], Mode::kSwitched));
        return;
      case Kind::kSwitchMany:
        out.push_back(literal("+-{"));
        for (std::size_t i = 0; i < node.sides[0].size(); ++i) {
          if (i > 0) {
            out.push_back(literal(","));
          }
          out.push_back(node_piece(node.sides[0][i], Mode::kBraced));
        }
        out.push_back(literal("}"));
        return;
      case Kind::kGeneral:
        side_pieces(node.sides[0], out);
        out.push_back(literal(kSlashes.substr(0, static_cast<std::size_t>(node.level))));
        side_pieces(node.sides[1], out);
        return;
    }
  }

  void side_pieces(const std::vector<std::uint32_t>& options, std::vector<Piece>& out) const {
    if (options.size() == 1) {
      const bool braces = nodes_[options[0]].level >= kMaxSlashes;
      out.push_back(node_piece(options[0], braces ? Mode::kBraced : Mode::kBare));
      return;
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (i > 0) {
        out.push_back(literal(","));
      }
      out.push_back(node_piece(options[i], Mode::kBraced));
    }
  }

  Context& context_ = current_context();
  std::unordered_map<GameId, std::uint32_t> index_;
  std::vector<Node> nodes_;
  std::string text_;
  std::size_t cache_bytes_ = 0;
  std::size_t next_cache_check_ = std::size_t{1} << 20;
};

}  // namespace

std::string to_string(Game g) {
  // The printer walks ids: a handle of another context must be refused before it is read.
  (void)partizan::id_of(g);
  return Printer().top_level(g);
}

std::vector<Game> sorted_for_display(std::vector<Game> games) {
  return Printer().sorted(std::move(games));
}

}  // namespace cgt
