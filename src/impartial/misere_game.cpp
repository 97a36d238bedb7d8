// MisereGame, the handle, and the text of canonical forms and genera in CGSuite's notation.

#include <string>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "impartial/misere_state.hpp"

namespace cgt {

using misere::GameId;
using misere::state;

namespace {

// CGSuite writes a number in a misère form as a digit, and from 10 on as "&10;".
std::string digit(std::uint64_t n) {
  if (n < 10) {
    return std::to_string(n);
  }
  std::string text = "&";
  text.append(std::to_string(n)).append(";");
  return text;
}

// The text inside "*[…]", after CGSuite's rules: a nim heap is its size; a game that is a
// smaller game X plus *i is X with subscript i (X + *2 = "X[2]", in plain text the subscript
// goes in brackets), or with subscript -i when G + *i is smaller; an odd game is its even
// part with subscript 1; a game with one option is that option with subscript "#"; otherwise
// the options, last in canonical order first, in parentheses when nested. `open` says whether
// a subscript bracket is open at this level (to be closed by the caller).
class FormWriter {
 public:
  explicit FormWriter(misere::State& s) : s_(s) {}

  std::string write(GameId g) {
    bool open = false;
    append(g, false, open);
    if (open) {
      text_ += ']';
    }
    return text_;
  }

 private:
  void append(GameId g, bool parenthesize, bool& open) {
    if (text_.size() >= next_check_) {
      // A canonical form's text can be far longer than the store that holds it (a shared
      // option is written out wherever it occurs): count it in the budget as it grows.
      if (text_.size() > kMaxMisereText) {
        throw LimitError("the misère canonical form's text is longer than " + std::to_string(kMaxMisereText) +
                         " characters");
      }
      current_context().check_growth(2 * text_.size());
      current_context().charge(text_.size() / 16);
      next_check_ = text_.size() + (1U << 16);
    }
    const std::uint32_t b = s_.birthday(g);
    if (s_.is_nim_heap(g)) {
      text_ += digit(b);
      if (open) {
        text_ += '[';
      }
      return;
    }
    const bool odd = !s_.is_even(g);
    for (std::uint64_t i = odd ? 3 : 2; i < b; i += 2) {
      if (std::optional<GameId> x = s_.subtract_nimber(g, i)) {
        open = true;
        append(*x, true, open);
        text_ += digit(i);
        return;
      }
      const GameId plus = s_.sum(g, s_.nimber(i));
      if (s_.birthday(plus) < b) {
        open = true;
        append(plus, true, open);
        text_.append("-").append(digit(i));
        return;
      }
    }
    if (odd) {
      open = true;
      append(s_.sum(g, s_.nimber(1)), true, open);
      text_ += '1';
      return;
    }
    const std::vector<GameId> options = s_.ordered_options(g);
    if (options.size() == 1) {
      append(options[0], true, open);
      text_ += '#';
      return;
    }
    const bool outer_open = open;
    if (parenthesize) {
      text_ += '(';
    }
    for (auto it = options.rbegin(); it != options.rend(); ++it) {
      bool option_open = false;
      append(*it, true, option_open);
      if (option_open) {
        text_ += ']';
      }
    }
    if (parenthesize) {
      text_ += ')';
    }
    open = outer_open;
    if (open) {
      text_ += '[';
    }
  }

  misere::State& s_;
  std::string text_;
  std::size_t next_check_ = 1U << 16;
};

}  // namespace

MisereGame MisereGame::nimber(std::uint64_t n) {
  misere::State& s = state();
  return s.game(s.nimber(n));
}

MisereGame MisereGame::from_options(std::vector<MisereGame> options) {
  misere::State& s = state();
  std::vector<GameId> ids;
  ids.reserve(options.size());
  for (MisereGame o : options) {
    ids.push_back(s.id(o));
  }
  return s.game(s.canonical(std::move(ids)));
}

MisereGame MisereGame::from_tree(ImpartialGame game) {
  misere::State& s = state();
  return s.game(s.from_tree(game));
}

std::vector<MisereGame> MisereGame::options() const {
  misere::State& s = state();
  std::vector<MisereGame> out;
  for (GameId o : s.ordered_options(s.id(*this))) {
    out.push_back(s.game(o));
  }
  return out;
}

std::uint32_t MisereGame::birthday() const {
  misere::State& s = state();
  return s.birthday(s.id(*this));
}

std::uint32_t MisereGame::misere_value() const {
  misere::State& s = state();
  return s.misere_value(s.id(*this));
}

std::uint32_t MisereGame::normal_value() const {
  misere::State& s = state();
  return s.normal_value(s.id(*this));
}

bool MisereGame::is_nim_heap() const {
  misere::State& s = state();
  return s.is_nim_heap(s.id(*this));
}

bool MisereGame::is_tame() const {
  misere::State& s = state();
  const misere::Phylum p = s.phylum(s.id(*this));
  return p == misere::Phylum::kNimHeap || p == misere::Phylum::kHereditarilyTame;
}

bool MisereGame::is_even() const {
  misere::State& s = state();
  return s.is_even(s.id(*this));
}

MisereGenus MisereGame::genus() const {
  misere::State& s = state();
  return s.genus(s.id(*this));
}

std::string MisereGame::to_string() const {
  misere::State& s = state();
  return "*[" + FormWriter(s).write(s.id(*this)) + "]";
}

MisereGame operator+(MisereGame g, MisereGame h) {
  misere::State& s = state();
  return s.game(s.sum(s.id(g), s.id(h)));
}

std::size_t misere_store_size() {
  return state().size();
}

std::uint32_t MisereGenus::exponent(std::size_t n) const {
  if (exponents.size() >= 2) {
    const std::size_t len = exponents.size();
    return n < len ? exponents[n] : exponents[len - 2 + ((len ^ n) & 1)];
  }
  const auto flip = static_cast<std::uint32_t>((n & 1) << 1);
  if (exponents.size() == 1 && n > 0 && !misere::is_tame_pair(base, exponents[0])) {
    // Restive (g ≤ 1 < γ0): from γ1 on, γ0 ⊕ 2, γ0, … while γ0 < 4, and g ⊕ 2, g, … after
    // (ONAG ch. 12; the rule CGSuite applies to restive games).
    return (exponents[0] < 4 ? exponents[0] : base) ^ flip;
  }
  // A nim heap or a tame game: the sequence of a nim position.
  if (n < exponents.size()) {
    return exponents[n];
  }
  if (n == 0 && base < 2) {
    return 1 - base;
  }
  return base ^ flip;
}

std::size_t MisereGenus::settled() const {
  if (exponents.size() >= 2) {
    return exponents.size() - 1;
  }
  if (exponents.size() == 1 && !misere::is_tame_pair(base, exponents[0])) {
    return exponents[0] < 4 ? 1 : 2;
  }
  return base < 2 && exponent(0) != base ? 2 : 1;
}

std::string MisereGenus::to_string() const {
  std::string text = std::to_string(base);
  if (exponents.empty()) {
    return text;
  }
  bool big = false;
  for (std::uint32_t e : exponents) {
    big = big || e >= 10;
  }
  text += big ? "^(" : "^";
  for (std::size_t i = 0; i < exponents.size(); ++i) {
    if (big && i > 0) {
      text += ',';
    }
    text += std::to_string(exponents[i]);
  }
  if (big) {
    text += ')';
  }
  return text;
}

}  // namespace cgt
